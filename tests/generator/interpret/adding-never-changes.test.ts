/**
 * A request that adds something asks for something new: it never changes a price or a date the page has,
 * even when its words share one with an item ("… croissant for £2") or it names a day.
 */
import { describe, expect, it } from "vitest";
import { readModelBlock } from "../../../src/generator/composer/compose.js";
import { generatePage } from "../../../src/generator/index.js";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

const changesAFact = (ops: { op: string }[]) => ops.some((op) => op.op === "set_fact");

describe("adding is never changing", () => {
  it("a new priced entry whose name shares a word with an item leaves that item's price alone", async () => {
    const page = await generatePage({
      title: "Spoke & Chain bike repairs",
      companyName: "Spoke & Chain",
      landingPageType: "business-homepage",
      industry: "automotive",
      logoOption: "generate",
      logoData: null,
      targetAudience: "",
      prompt:
        "Bike repairs in Cardiff. Full service £60, puncture repair £12, brake tune £20. Call 029 2000 1111.",
    });
    const { ops } = interpret("add an intro service for £30", readModelBlock(page.html)!);
    expect(changesAFact(ops)).toBe(false);
  });

  it("one more evening on another day leaves the event's date alone", () => {
    const { ops } = interpret("ajoute une séance le 27 mars", examplePage("stage"));
    expect(changesAFact(ops)).toBe(false);
  });

  it("two items named in one removal both go", () => {
    const { ops } = interpret("remove the sourdough loaf and the brunch plate", examplePage("cafe"));
    expect(ops.map((op) => ("item" in op ? op.item : op.op))).toEqual(["Sourdough loaf", "Brunch plate"]);
  });
});
