/** A closing or opening time said with no day is every open day's only when the page gives them one set of hours. */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a time with no day", () => {
  it("is not guessed for one day when the page's days keep different hours", () => {
    const result = interpret("we close at 5pm now", examplePage("cafe"));
    expect(result.ops).toEqual([]);
    expect(result.unread.map((u) => u.part)).toEqual(["we close at 5pm now"]);
  });
});
