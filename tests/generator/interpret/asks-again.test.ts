/**
 * A clause that only asks again for what the clause before it said ("ponlo", "put it on") is no second
 * wish: it is neither refused nor named as not understood.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a clause that only asks again", () => {
  it("is read with the change before it ('quedan solo 6 plazas, ponlo')", () => {
    const result = interpret("quedan solo 6 plazas, ponlo", examplePage("surfcamp"));
    expect(result.unread).toEqual([]);
    expect(result.ops).toEqual([
      { op: "add_item", section: "about", item: { title: "Quedan solo 6 plazas." } },
    ]);
  });

  it("is read with an English change before it ('add oat milk £0.50, put it on')", () => {
    const result = interpret("add oat milk £0.50, put it on", examplePage("cafe"));
    expect(result.unread).toEqual([]);
    expect(result.ops).toHaveLength(1);
  });

  it("is never one that holds a figure: 'make it £3' after a change is a wish of its own, named if unread", () => {
    const result = interpret("add oat milk £0.50, make it £0.60", examplePage("cafe"));
    expect(result.readBy.map((r) => r.rule)).not.toContain("reason");
    expect(result.unread.map((u) => u.part)).toEqual(["make it £0.60"]);
  });

  it("alone is still not understood", () => {
    const result = interpret("ponlo", examplePage("surfcamp"));
    expect(result.ops).toEqual([]);
    expect(result.unread.map((u) => u.part)).toEqual(["ponlo"]);
  });
});
