/**
 * Command words may carry one slip an owner makes typing fast, but a real word of the owner's language is
 * never read as a slip of another command.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("command words with a slip", () => {
  it("a longer verb with two letters swapped is still read", () => {
    const read = interpret("chnage the phone number to 01904 555 999", examplePage("cafe"));
    expect(read.unread).toEqual([]);
    expect(read.ops).toEqual([{ op: "set_fact", kind: "phone", from: "01904 555 010", to: "01904 555 999" }]);
  });

  it("a four-letter word one letter away from a command is another word, not a slip ('neem' is not 'noem')", () => {
    const read = interpret("neem zelf mee", examplePage("bloemen"));
    expect(read.ops).toEqual([]);
    expect(read.unread.map((u) => u.part)).toEqual(["neem zelf mee"]);
  });

  it("a command word with one more letter at its end is the word inflected, said of something, not a command", () => {
    for (const say of ["shipping now takes 3-5 days", "the price drops to £20 in January"]) {
      const read = interpret(say, examplePage("shop"));
      expect(read.ops.filter((op) => op.op === "remove_item" || op.op === "remove_section")).toEqual([]);
    }
  });
});
