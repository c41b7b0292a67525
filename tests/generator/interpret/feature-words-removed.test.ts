/**
 * A feature the page lists in words a page cannot do by itself ("payment reminders") is still the page's
 * words to take off; and a look named after "and the" is a wish of its own, not lost with the one before.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const app = (prompt: string) => compose("saas-signup", prompt, { industry: "technology" }).model;

describe("removing a feature named with a word of what pages cannot do", () => {
  it.each([
    [
      "quita los recordatorios de pago",
      "Gestorio es un programa de facturación: facturas en un clic, recordatorios de pago y exportación para tu gestor. Plan Básico 8 € al mes.",
    ],
    [
      "remove the payment reminders",
      "Billy is invoicing software: one-click invoices, payment reminders and exports for your accountant. Basic plan $8 per month.",
    ],
  ])("takes the feature off: %s", (say, prompt) => {
    const model = app(prompt);
    const { ops, unread } = interpret(say, model);
    expect(unread).toEqual([]);
    expect(ops).toHaveLength(1);
    expect(ops[0]?.op).toBe("remove_item");
  });

  it("still refuses a wish for the page to send reminders", () => {
    const model = app(
      "Billy is invoicing software: one-click invoices and exports. Basic plan $8 per month.",
    );
    expect(interpret("send me reminders every week", model).ops[0]?.op).toBe("refuse");
  });
});

describe("a look after 'and the'", () => {
  it.each([
    "make the headline shorter and the colours darker",
    "make the headline shorter and the font more modern",
  ])("reads the look as its own part: %s", (say) => {
    const model = app(
      "Billy is invoicing software: one-click invoices and exports. Basic plan $8 per month.",
    );
    const { ops } = interpret(say, model);
    expect(ops.some((o) => o.op === "set_style")).toBe(true);
  });
});
