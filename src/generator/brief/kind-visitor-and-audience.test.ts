/**
 * A business is classed by what it does, not by what it mentions: a trade after the visitor's "your" is
 * the visitor's ("we sharpen your restaurant's knives"), and "for" after an action noun names the audience
 * ("Cybersecurity audit for accountancy firms"). A business naming itself "your …" keeps its kind.
 */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("the visitor's trade is not the business's", () => {
  it.each([
    ["We sharpen your restaurant's knives on site, every week or every fortnight.", "food", "restaurant"],
    ["Wir reinigen Ihre Praxis jeden Abend, auch am Wochenende.", "other", "clinic"],
    ["Nous réparons les vitrines de votre boulangerie en une journée.", "other", "bakery"],
    ["Cybersecurity audit for accountancy firms and law offices.", "technology", "accountancy"],
    ["Energy assessment for hotels and guest houses in Devon.", "other", "hotel"],
    ["Beratung für Zahnarztpraxen: Abrechnung und Personal.", "consulting", "dentist"],
  ])("%s is not a %s", (description, industry, wrong) => {
    expect(brief(description, { industry }).kind).not.toBe(wrong);
  });

  it.each([
    ["Your local bakery in Leeds. Sourdough and rolls.", "food", "bakery"],
    ["We are your garage in Bristol: MOTs and servicing.", "automotive", "garage"],
    ["Ihr Friseur in Berlin. Schnitt und Farbe.", "other", "salon"],
    ["Family restaurant in Porto, open for lunch and dinner.", "food", "restaurant"],
  ])("a business naming itself 'your …' keeps its kind: %s", (description, industry, kind) => {
    expect(brief(description, { industry }).kind).toBe(kind);
  });
});
