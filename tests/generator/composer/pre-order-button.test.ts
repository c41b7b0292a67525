/**
 * A product sold before release says so on its button in the page's language ("Jetzt vorbestellen",
 * "Preordina ora"), not "Get notified": the description names a pre-order.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "../compose-for-test.js";

describe("a pre-order's button", () => {
  it.each([
    [
      "Handgenähte Lederrucksäcke aus Leipzig, limitierte Auflage von 80 Stück. Vorbestellung für 290 €, Versand im März.",
      /^Jetzt vorbestellen$/,
    ],
    [
      "Lampada in ceramica smaltata a mano, 60 esemplari. Preordine a 180 €, spedizione a febbraio.",
      /^Preordina ora$/,
    ],
    ["Ceramic desk lamp, glazed by hand, 60 made. Pre-order for £180, shipping in February.", /^Pre-order\b/],
  ])("%s", (prompt, label) => {
    const { model } = compose("product-launch", prompt, {
      industry: "fashion",
      companyName: "Hale",
      title: "Hale",
    });
    expect(section(model, "hero")?.cta?.label).toMatch(label);
  });
});

describe("a sentence that states a pre-order price", () => {
  it("is a price, not the button's label", () => {
    const { model } = compose(
      "product-launch",
      "Wireless earbuds with 36-hour battery. Pre-order price $129 (retail $159). Ships 15 April 2027.",
      { industry: "technology", companyName: "Loop Audio", title: "Loop Buds 2" },
    );
    const label = section(model, "hero")?.cta?.label ?? "";
    expect(label).toMatch(/^Pre-order\b/);
    expect(label).not.toMatch(/\$|price|retail/i);
  });
});
