/**
 * The hero's lead says what the business is; the owner's price sentence ("Lunch menu €14, tasting menu
 * €45.") is never pasted as the lead, and its prices still reach the page with their names.
 */
import { describe, expect, it } from "vitest";
import { isPriceList } from "../../src/generator/composer/write/price-list.js";
import { compose, pageWords, section } from "./compose-for-test.js";

const heroLead = (type: Parameters<typeof compose>[0], prompt: string) => {
  const { model, html } = compose(type, prompt, { companyName: "Acme", title: "Acme" });
  const hero = section(model, "hero") as { lead?: string } | undefined;
  return { lead: hero?.lead ?? "", words: pageWords(html) };
};

describe("a price list is never the hero's lead", () => {
  it.each([
    ["Lunch menu €14, tasting menu €45.", true],
    ["Inspektion ab 149 €, Reifenwechsel 39 €, HU/AU 119 €.", true],
    ["Menu du midi 16 €.", true],
    ["Family restaurant in Bath since 1990.", false],
    ["We repair every make of car in our workshop for a fixed price of €99 per service visit.", false],
  ])("%s is a price list: %s", (sentence, expected) => {
    expect(isPriceList(sentence)).toBe(expected);
  });

  it("a price sentence first: the sentence saying what the business is leads, the prices stay (en)", () => {
    const { lead, words } = heroLead(
      "business-homepage",
      "Lunch menu €14, tasting menu €45. Family restaurant in Bath since 1990. Open Tue-Sun 12:00-22:00.",
    );
    expect(lead).toBe("Family restaurant in Bath since 1990.");
    expect(words).toContain("€14");
    expect(words).toContain("€45");
  });

  it("a short opening and a price sentence: only the opening leads (de), every price keeps its name", () => {
    const { lead, words } = heroLead(
      "google-ads",
      "Werkstatt in München-Pasing. Inspektion ab 149 €, Reifenwechsel 39 €, HU/AU 119 €. Mo–Fr 7:30–18:00.",
    );
    expect(lead).toBe("Werkstatt in München-Pasing.");
    for (const fact of ["Inspektion", "Reifenwechsel", "HU/AU", "149 €", "39 €", "119 €"])
      expect(words).toContain(fact);
  });

  it("French: the menu prices are not the lead", () => {
    const { lead, words } = heroLead(
      "business-homepage",
      "Bistrot de quartier à Lyon. Menu du midi 16 €, menu dégustation 48 €. Ouvert du mardi au samedi.",
    );
    expect(lead).not.toMatch(/16 €|48 €/);
    expect(words).toContain("48 €");
  });
});
