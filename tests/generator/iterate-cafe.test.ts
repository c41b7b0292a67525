/**
 * A café whose page lists what it serves (with prices) in its services section: "the menu" is that
 * section, a priced item joins it, and a price with a thousands separator stays one request.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { ITERATE_NOW } from "./iterate-pages.js";

let page = "";
beforeAll(async () => {
  page = (
    await generatePage(
      {
        landingPageType: "business-homepage",
        industry: "food",
        companyName: "Kávé & Kifli",
        title: "Kávé & Kifli",
        targetAudience: "",
        prompt:
          "Kávé & Kifli is a small café at Ráday utca 12, Budapest. Flat white 1,200 Ft, cardamom bun 950 Ft. Call +36 1 555 0142 to book the back room.",
        logoOption: "generate",
        logoData: null,
      },
      { now: ITERATE_NOW },
    )
  ).html;
});

async function change(message: string) {
  const result = await iteratePage(page, message, { now: ITERATE_NOW });
  if (!result.ok) throw new Error(result.message);
  const model = readModelBlock(result.html)!;
  return { applied: result.applied, model, kinds: model.sections.map((s) => s.kind) };
}

describe("iterating a café page whose menu is its services section", () => {
  it("adds a priced item to the menu, price as written, in a message with a second change", async () => {
    const { applied, model } = await change(
      "add an oat latte at 1,400 Ft to the menu and make the flat white 1,300 Ft",
    );
    const served = model.sections.find((s) => s.kind === "services")!;
    expect(applied).toEqual([
      `Added “Oat latte” at 1,400 Ft to the “${served.heading}” section`,
      "Set the price of Flat white to 1,300 Ft",
    ]);
    expect(served.items.map((i) => [i.title, i.price])).toEqual([
      ["Flat white", "1,300 Ft"],
      ["Cardamom bun", "950 Ft"],
      ["Oat latte", "1,400 Ft"],
    ]);
    expect(model.sections.some((s) => s.kind === "pricing")).toBe(false);
  });

  it("moves sections next to the menu", async () => {
    const { kinds } = await change("put the FAQ before the menu");
    expect(kinds.indexOf("faq")).toBe(kinds.indexOf("services") - 1);
  });
});
