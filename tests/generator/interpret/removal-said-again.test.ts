/**
 * "we don't do large dogs any more, take that off": a thing said as no longer offered, then "remove it",
 * is one removal — the second clause points back at the first and is neither a second thing nor unread.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a removal said again with a word pointing back", () => {
  it.each([
    ["grooming", "we don't do large dogs any more, take that off", "Large dog bath"],
    ["grooming", "the nail trim is gone, please remove it", "Nail trim"],
    ["tanzschule", "Die große Gruppe gibt es nicht mehr, bitte entfernen", "Große Gruppe"],
    ["studio", "On ne fait plus le grand groupe, enlevez-le", "Grand groupe"],
    ["tienda", "Ya no hacemos la vela de lavanda, quítala", "Vela de lavanda"],
  ] as const)("on %s, '%s' removes only %s", (page, say, item) => {
    const { ops, unread } = interpret(say, examplePage(page));
    expect(unread).toEqual([]);
    expect(ops).toEqual([expect.objectContaining({ op: "remove_item", item })]);
  });

  it("'take that off' alone, after no removal, is not understood", () => {
    const { ops, unread } = interpret("take that off", examplePage("grooming"));
    expect(ops).toEqual([]);
    expect(unread.map((u) => u.part)).toEqual(["take that off"]);
  });

  it("a second thing after the removal is still read on its own", () => {
    const { ops } = interpret(
      "we don't do large dogs any more, remove the nail trim",
      examplePage("grooming"),
    );
    expect(ops).toEqual([
      { op: "remove_item", section: "services", item: "Large dog bath" },
      { op: "remove_item", section: "services", item: "Nail trim" },
    ]);
  });
});
