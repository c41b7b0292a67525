/**
 * Issue 27 (designer's defects): a lead is never cut in the middle of a phrase by the place its chip
 * shows, a bare request for a page ("yoga studio website please") is never published and still gives the
 * lead the business it names, and a hero's second button is short words, not a heading naming the company.
 */
import { describe, expect, it } from "vitest";
import { withoutTrailingFacts } from "../../src/generator/composer/write/hero.js";
import { compose } from "./compose-for-test.js";

const VAGUE = compose("business-homepage", "yoga studio website please", {
  companyName: "Flow Studio",
  title: "Flow Studio",
}).model;
const VAGUE_HERO = VAGUE.sections[0]!;

describe("a hero's lead", () => {
  it.each([
    ["Kleines Café gleich neben dem Marktplatz 4, Freiburg.", ["Marktplatz 4, Freiburg"], "de"],
    [
      "Yoga per tutti, a due passi da Corso Vittorio Emanuele 12, Torino.",
      ["Corso Vittorio Emanuele 12, Torino"],
      "it",
    ],
    ["Petit café juste à côté de la place 3, Lyon.", ["place 3, Lyon"], "fr"],
    ["Small bakery just steps from 12 High Street, Bath.", ["12 High Street, Bath"], "en"],
    // Where a business sits: "a photographer based." is no sentence.
    ["Ava Lin is a wedding and family photographer based in Bristol.", ["Bristol"], "en"],
    ["Studio Nord ist ein Fotostudio mit Sitz in Hamburg.", ["Hamburg"], "de"],
    ["Atelier de céramique situé à Nantes.", ["Nantes"], "fr"],
  ])("%j stays whole: the place its chip shows is what the phrase points to", (sentence, facts, lang) => {
    expect(withoutTrailingFacts(sentence, facts, lang)).toBe(sentence);
  });

  it("still loses a place joined by a plain 'in'", () => {
    expect(withoutTrailingFacts("Yoga retreat in the Alps in Chamonix.", ["Chamonix"], "en")).toBe(
      "Yoga retreat in the Alps.",
    );
  });

  it("of a bare request for a page names the business, never the request", () => {
    // The business the request names, then what such a business does in general terms.
    expect(VAGUE_HERO.lead).toBe("Yoga studio. A place to train, move and feel stronger.");
    expect(JSON.stringify(VAGUE.sections)).not.toMatch(/website please/i);
  });
});

describe("a hero's second button", () => {
  it("is never a heading that names the company", () => {
    const label = VAGUE_HERO.secondaryCta?.label ?? "";
    expect(label).not.toContain("Flow Studio");
    expect(label.split(/\s+/).length).toBeLessThanOrEqual(3);
  });
});

describe("the hero's lead is never a list", () => {
  it.each([
    [
      "a labelled list after a short first sentence",
      "Interior designer in Porto. Recent projects: the Dental Clinic Sorriso waiting room, a riverside flat in Gaia, and Café Bolhão. Residential and commercial spaces.",
      "Interior designer in Porto.",
    ],
    [
      "a pasted team list before the prose",
      "Our team:\n- Margaret Hollis, founder\n- Dev Anand, supply chain lead\nWe help mid-size retailers cut stock waste.",
      "Owner Co helps mid-size retailers cut stock waste.",
    ],
    [
      "a pasted list of services after a short line",
      "Covering Bristol and Bath.\n- Blocked drains: cleared same day\n- Burst pipes: 24/7 callout",
      "Covering Bristol and Bath.",
    ],
  ])("%s", (_say, prompt, lead) => {
    const { model } = compose("business-homepage", prompt);
    expect(model.sections.find((s) => s.kind === "hero")?.lead).toBe(lead);
  });
});
