/**
 * A thing the owner offers, added by its name alone ("voeg ook droogbloemen toe", "acrescenta também
 * queijadas"), joins the page's one list of offers with a clean title; amenities and page parts never do.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";

describe("a plain name joins the one list of offers", () => {
  it.each([
    ["padaria", "acrescenta também queijadas", "services", "Queijadas"],
    ["boulangerie", "ajoute aussi le pain au levain", "services", "Pain au levain"],
    ["osteria", "aggiungi anche i cannoli siciliani", "services", "Cannoli siciliani"],
    ["cafe", "add banana bread too", "services", "Banana bread"],
  ] as const)("%s: %s", (page, say, section, title) => {
    expect(interpret(say, examplePage(page)).ops).toEqual([{ op: "add_item", section, item: { title } }]);
  });

  it("an 'also' word never reaches a priced entry's title", () => {
    const { ops } = interpret("voeg ook remmen afstellen toe voor €25", examplePage("bloemen"));
    expect(JSON.stringify(ops)).not.toMatch(/Ook/);
  });
});

describe("an amenity or a page part is no offer", () => {
  it.each([
    ["cafe", "add wifi"],
    ["cafe", "add a playlist"],
    ["baeckerei", "füge Hintergrundmusik hinzu"],
    ["boulangerie", "ajoute un code promo"],
    ["padaria", "acrescenta estacionamento"],
  ] as const)("%s: %s stays unread", (page, say) => {
    expect(interpret(say, examplePage(page)).ops).toEqual([]);
  });
});
