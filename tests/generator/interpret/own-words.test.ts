/**
 * A wish no rule knows is named, never swallowed: a colour word inside a sentence that is not about the
 * look ("smell of lavender") is no colour, and a part after "and" that no rule reads is named as not done.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a colour word in a sentence about something else is not a look", () => {
  it("en: 'smell of lavender and sing' changes nothing and is named as not understood", () => {
    const { ops, unread } = interpret("make the page smell of lavender and sing", examplePage("cafe"));
    expect(ops).toEqual([]);
    expect(unread.map((u) => u.part)).toEqual(["make the page smell of lavender and sing"]);
  });

  it("it: 'profumato di lavanda' is no lavender brand colour", () => {
    const { ops } = interpret("rendi il sito profumato di lavanda", examplePage("trattoria"));
    expect(ops).toEqual([]);
  });
});

describe("every part of a look message is applied or named", () => {
  it("pl: the colour is applied and the background music is named as not done", () => {
    const { ops, unread } = interpret(
      "zmień kolor na ciemnozielony i dodaj muzykę w tle",
      examplePage("serwis"),
    );
    expect(ops).toEqual([{ op: "set_style", primary: "#166534" }]);
    expect(unread.map((u) => u.part)).toEqual(["dodaj muzykę w tle"]);
  });

  it("en: a bigger headline is applied and 'smell of fresh bread' is named", () => {
    const { ops, unread } = interpret(
      "make the headline bigger and make it smell of fresh bread",
      examplePage("cafe"),
    );
    expect(ops).toEqual([{ op: "set_style", headline: "bigger" }]);
    expect(unread.map((u) => u.part)).toEqual(["make it smell of fresh bread"]);
  });
});
