/**
 * What the h-texts readings must never take: a price said higher is no move, a list after "add:" is no
 * sentence of the owner's, an event's title never becomes the organiser's name.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

const rulesOf = (say: string, page?: Parameters<typeof examplePage>[0]) =>
  interpret(say, examplePage(page)).readBy.map((r) => r.rule);

describe("texts, sentences and moves read only what they are sure of", () => {
  it("never moves the prices when the owner says them higher without a verb", () => {
    const result = interpret("Preise etwas höher", examplePage("baeckerei"));
    expect(result.ops.filter((op) => op.op === "move_section")).toEqual([]);
  });

  it("reads 'sube los precios' as no move of the prices", () => {
    const result = interpret("sube los precios", examplePage("tienda"));
    expect(result.ops.filter((op) => op.op === "move_section")).toEqual([]);
  });

  it("never adds a list of short names after 'add:' as one sentence", () => {
    expect(rulesOf("add: Mon, Tue and Wed")).not.toContain("add-sentence");
  });

  it("never adds a price after 'add:' as a sentence", () => {
    expect(rulesOf("add: brunch for two £18")).not.toContain("add-sentence");
  });

  it("still refuses to take payments when the owner asks the page to", () => {
    const result = interpret("take card payments on the page", examplePage());
    expect(result.readBy.map((r) => r.rule)).toEqual(["beyond-the-page"]);
  });

  it("never sets a text from 'ist zu lang' (a size said, no new words)", () => {
    const result = interpret("die Einleitung ist zu lang", examplePage("baeckerei"));
    expect(result.ops.filter((op) => op.op === "set_text")).toEqual([]);
  });
});
