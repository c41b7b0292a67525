/** A product's specs said as one list are figures: no word of them becomes an offering, in every language. */
import { describe, expect, it } from "vitest";
import { specsOf } from "./spec-lists.js";
import { brief } from "./test-helpers.js";

describe("spec lists", () => {
  it.each([
    [
      "Zasięg do 80 km, waga 17 kg, ładowanie w 3,5 godziny.",
      ["Zasięg do 80 km", "waga 17 kg", "ładowanie w 3,5 godziny"],
    ],
    [
      "Range up to 80 km, weight 17 kg and charging in 3.5 hours.",
      ["Range up to 80 km", "weight 17 kg", "charging in 3.5 hours"],
    ],
    [
      "Reichweite bis 80 km, Gewicht 17 kg, Ladezeit 3,5 Stunden.",
      ["Reichweite bis 80 km", "Gewicht 17 kg", "Ladezeit 3,5 Stunden"],
    ],
    [
      "Autonomie jusqu'à 80 km, poids 17 kg et recharge en 3,5 heures.",
      ["Autonomie jusqu'à 80 km", "poids 17 kg", "recharge en 3,5 heures"],
    ],
    [
      "Autonomia fino a 80 km, peso 17 kg, ricarica in 3,5 ore.",
      ["Autonomia fino a 80 km", "peso 17 kg", "ricarica in 3,5 ore"],
    ],
  ])("%s", (sentence, specs) => {
    expect(specsOf(sentence)).toEqual(specs);
  });

  it.each([
    "We bake sourdough, rye and croissants.",
    "Founded in 1994.",
    "Open Monday to Friday, call us on 020 7946 0000.",
    "Cena w przedsprzedaży 4 990 zł, później 5 790 zł na stronie naszego sklepu internetowego dla wszystkich.",
  ])("%s is no spec list", (sentence) => {
    expect(specsOf(sentence)).toEqual([]);
  });

  it.each([
    [
      "Volt Miejski to lekki rower elektryczny do miasta. Zasięg do 80 km, waga 17 kg, ładowanie w 3,5 godziny.",
      "ładowanie",
    ],
    ["Volt is a light city e-bike. Range up to 80 km, weight 17 kg, charging in 3.5 hours.", "charging"],
    [
      "Volt ist ein leichtes Stadt-E-Bike. Reichweite bis 80 km, Gewicht 17 kg, Ladezeit 3,5 Stunden.",
      "Ladezeit",
    ],
  ])("no spec word is an offering: %s", (description, word) => {
    const offerings = brief(description, { landingPageType: "product-launch" }).offerings.join(" ");
    expect(offerings.toLowerCase()).not.toContain(word.toLowerCase());
  });
});
