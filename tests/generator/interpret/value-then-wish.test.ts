/**
 * A new value said "now", then "and" a wish of another kind: the value is applied and the wish is read or
 * named as not understood — never swallowed by the fact before it (in every language's "and").
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a stated value does not swallow the wish after 'and'", () => {
  const cases = [
    {
      page: "cafe" as const,
      say: "Sourdough is now £4.80, and tell people why they will love us",
      set: { from: "£4.50", to: "£4.80" },
      rest: "tell people why they will love us",
    },
    {
      page: "baeckerei" as const,
      say: "Roggenbrot kostet jetzt 4,50 € und erzählt den Leuten, warum sie uns lieben",
      set: { from: "4,20 €", to: "4,50 €" },
      rest: "erzählt den Leuten, warum sie uns lieben",
    },
    {
      page: "boulangerie" as const,
      say: "la baguette coûte maintenant 1,40 € et dites pourquoi on nous aime",
      set: { from: "1,30 €", to: "1,40 €" },
      rest: "dites pourquoi on nous aime",
    },
    {
      page: "tienda" as const,
      say: "el set de tres velas ahora cuesta 38 € y cuenta por qué nos quieren",
      set: { from: "36 €", to: "38 €" },
      rest: "cuenta por qué nos quieren",
    },
  ];
  for (const c of cases) {
    it(`${c.page}: ${c.say}`, () => {
      const { ops, unread } = interpret(c.say, examplePage(c.page));
      expect(ops[0]).toEqual({ op: "set_fact", kind: "price", ...c.set });
      const named = [
        ...unread.map((u) => u.part),
        ...ops.flatMap((op) => (op.op === "refuse" ? [op.part] : [])),
      ];
      // The wish is its own part: read into an op of its own, or named back to the owner.
      expect(ops.length > 1 || named.includes(c.rest)).toBe(true);
      expect(named.some((part) => part.includes("4,") || part.includes("€ ") || part.includes("£"))).toBe(
        false,
      );
    });
  }

  it("two new values joined by 'and' are both applied", () => {
    const { ops, unread } = interpret(
      "phone is now 01904 555 999 and email is now orders@crumbcorner.co.uk",
      examplePage("cafe"),
    );
    expect(unread).toEqual([]);
    expect(ops).toEqual([
      { op: "set_fact", kind: "phone", from: "01904 555 010", to: "01904 555 999" },
      { op: "set_fact", kind: "email", from: "hello@crumbcorner.co.uk", to: "orders@crumbcorner.co.uk" },
    ]);
  });
});
