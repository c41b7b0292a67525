/**
 * "rename X to Y and make it $59": a pronoun in a clause after one that changed an item is that item, in
 * every pack's words ("maak het", "passe-la", "ponla", "setz sie").
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("'it' after a change is the item just changed", () => {
  const cases = [
    {
      page: "saas" as const,
      say: "rename Plus to Team and make it $29 per month",
      price: { from: "$19 per month", to: "$29 per month" },
    },
    {
      page: "boulangerie" as const,
      say: "renomme la tarte aux pralines en Tarte praline et passe-la à 5 €",
      price: { from: "4,50 €", to: "5 €" },
    },
    {
      page: "tienda" as const,
      say: "cambia el nombre del set de tres velas a Trío de velas y ponlo a 38 €",
      price: { from: "36 €", to: "38 €" },
    },
    {
      page: "bloemen" as const,
      say: "hernoem Boeket van het seizoen naar Seizoensboeket en maak het €27",
      price: { from: "€25", to: "€27" },
    },
  ];
  for (const c of cases)
    it(`${c.page}: ${c.say}`, () => {
      const { ops, unread } = interpret(c.say, examplePage(c.page));
      expect(unread).toEqual([]);
      expect(ops.some((op) => op.op === "set_text" && op.path.endsWith(".title"))).toBe(true);
      expect(ops).toContainEqual({ op: "set_fact", kind: "price", ...c.price });
      expect(ops.some((op) => op.op === "refuse")).toBe(false);
    });

  it("a pronoun with no item changed before it is not given one", () => {
    const { ops } = interpret("make it $29 per month", examplePage("saas"));
    expect(ops.some((op) => op.op === "set_fact")).toBe(false);
  });
});
