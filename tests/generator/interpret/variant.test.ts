/**
 * The product's colours and sizes read apart from the page's look (rules/variant.ts): on a page whose top
 * banner shows the product's colours, adding or removing one is a variant; the look's words stay the style
 * rule's; and a page without colours keeps reading a colour as its own.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

const read = (say: string, page: Parameters<typeof examplePage>[0]) => {
  const result = interpret(say, examplePage(page));
  return { ops: result.ops, rules: result.readBy.map((r) => r.rule) };
};

describe("variant or look", () => {
  for (const [page, say] of [
    ["jacket", "make it red"],
    ["jacket", "red buttons"],
    ["jacket", "use a red colour scheme"],
    ["jacket", "change the main colour to red"],
    ["jacket", "more colour"],
    ["rower", "zmień kolor główny na czerwony"],
    ["rucksack", "mach die Buttons rot"],
  ] as const)
    it(`${page}: “${say}” stays a change of the look`, () => {
      const { ops, rules } = read(say, page);
      expect(rules).not.toContain("variant");
      expect(ops.every((op) => op.op === "set_style")).toBe(true);
      expect(ops.length).toBeGreaterThan(0);
    });

  it("a page with no colours of its product keeps reading a colour as its look", () => {
    expect(read("dodaj kolor czerwony", "serwis").ops.some((op) => op.op === "add_variant")).toBe(false);
    expect(read("add red", "bottle").rules).not.toContain("variant");
  });

  it("a size said on a page with colours only is read, and refused by the operation", () => {
    expect(read("add size XL", "jacket").ops).toEqual([{ op: "add_variant", kind: "size", value: "XL" }]);
  });

  it("two colours at once are not guessed as one", () => {
    expect(read("add red and blue", "jacket").rules).not.toContain("variant");
  });
});
