/**
 * "Das Erstgespräch kostet jetzt 49 €" where the page says "Erstgespräch kostenlos": the thing said to be
 * free gets the price in the free word's place; nothing else on the page is repriced.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const page = compose(
  "business-homepage",
  "Ich bin Steuerberaterin in Hamburg-Altona. Einkommensteuererklärung für Angestellte ab 180 €, Buchhaltung für Selbstständige ab 120 € im Monat. Erstgespräch kostenlos. Telefon 040 3344 5566.",
  { title: "Steuerberatung Lena Vogt", companyName: "Steuerkanzlei Vogt", industry: "finance" },
).model;

describe("a thing said to be free that now has a price", () => {
  it("gets the price where the page said it was free", () => {
    const result = interpret("Das Erstgespräch kostet jetzt 49 €", structuredClone(page));
    expect(result.unread).toEqual([]);
    expect(result.ops).toEqual([
      { op: "replace_text", find: "Erstgespräch kostenlos", with: "Erstgespräch 49 €" },
    ]);
  });

  it("is not guessed when the words name nothing the page calls free", () => {
    const result = interpret("Die Beratung am Samstag kostet jetzt 49 €", structuredClone(page));
    expect(result.ops.filter((op) => op.op === "replace_text")).toEqual([]);
  });
});
