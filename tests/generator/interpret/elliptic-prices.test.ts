/**
 * Several prices moved in one clause, the verb said once ("la ribollita sale a 10 € e il tiramisù a 7 €"):
 * each part is its own price change, in every language; values that follow one another never move twice.
 */
import { describe, expect, it } from "vitest";
import { composePage } from "../../../src/generator/composer/compose.js";
import { EXAMPLE_NOW, examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { reading } from "../../../src/generator/interpret/reading.js";
import { restatedQuantity } from "../../../src/generator/interpret/rules/restated-quantity.js";
import { packsFor } from "../../../src/generator/lang/index.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import type { PageRequest } from "../../../src/generator/types.js";

const prices = (say: string, page: Parameters<typeof examplePage>[0]) => {
  const { ops, unread } = interpret(say, examplePage(page));
  return { unread, moves: ops.map((op) => (op.op === "set_fact" ? `${op.from} → ${op.to}` : op.op)) };
};

describe("elliptic price moves", () => {
  it.each([
    ["cafe", "sourdough is now £4.80 and the croissant £3.40", ["£4.50 → £4.80", "£3.20 → £3.40"]],
    ["trattoria", "la ribollita sale a 10 € e il tiramisù a 7 €", ["9 € → 10 €", "6 € → 7 €"]],
    ["bloemen", "het boeket wordt €27 en de bruidsboeket €95", ["€25 → €27", "vanaf €90 → vanaf €95"]],
    [
      "padaria",
      "o pastel de nata passa a 1,40 € e o bolo de laranja a 9,50 €",
      ["1,30 € → 1,40 €", "9 € → 9,50 €"],
    ],
  ] as const)("on %s, “%s” moves each price", (page, say, moves) => {
    const read = prices(say, page);
    expect(read.unread).toEqual([]);
    expect(read.moves).toEqual(moves);
  });

  it("a new price that is another item's old one is applied after that item moves, so it moves once", () => {
    // Ribollita 9 € → 10 € would make two "10 €" if applied before a 10 € item moved; here bistecca
    // 45 € → 9 € and ribollita 9 € → 10 €: the ribollita moves first.
    const page = examplePage("trattoria");
    const { ops } = interpret("la bistecca scende a 9 € e la ribollita a 10 €", page);
    expect(ops.map((op) => (op.op === "set_fact" ? op.from : op.op))).toEqual(["9 €", "45 €"]);
    const { model } = applyOps(page, ops, { request: "la bistecca scende a 9 € e la ribollita a 10 €" });
    const priced = model.sections.flatMap((s) =>
      s.items.filter((i) => i.price).map((i) => `${i.title} ${i.price}`),
    );
    expect(priced).toEqual(expect.arrayContaining(["Ribollita 10 €", "Bistecca alla fiorentina 9 €"]));
  });

  it("a count the page already writes in that unit is no count to restate ('Carte 5 séances')", () => {
    const model = composePage(
      {
        landingPageType: "business-homepage",
        industry: "education",
        companyName: "Terre & Main",
        title: "Atelier de poterie à Nantes",
        prompt:
          "Atelier de poterie à Nantes. Tarifs : 1 séance 30 €, carte 5 séances 140 €. Téléphone 02 40 12 34 56.",
        targetAudience: "",
        logoOption: "generate",
        logoData: null,
      } as PageRequest,
      { now: EXAMPLE_NOW },
    ).model;
    const say = "la carte 5 séances passe à 150 € et la séance à 32 €";
    // Read whole, the clause restates no count: "1 séance" never becomes "5 séances".
    expect(restatedQuantity.read(reading(say, model, packsFor(model.lang, say)))).toBeNull();
    expect(
      interpret(say, model).ops.map((op) => (op.op === "set_fact" ? `${op.from} → ${op.to}` : op.op)),
    ).toEqual(["140 € → 150 €", "30 € → 32 €"]);
  });
});
