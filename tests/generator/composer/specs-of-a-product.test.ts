/**
 * A product page with few features: its specs (range, weight, charging time) are each a point of the
 * features, never one lonely card nor generic steps, and every figure is the owner's.
 */
import { describe, expect, it } from "vitest";
import { specOf } from "../../../src/generator/composer/render/figures.js";
import { sectionOf } from "../../../src/generator/composer/render/test-helpers.js";
import { compose, section } from "../compose-for-test.js";

describe("a product's specs", () => {
  it.each([
    [
      "Volt Miejski to lekki rower elektryczny do miasta. Zasięg do 80 km, waga 17 kg, ładowanie w 3,5 godziny. Kolory: grafitowy, miętowy i piaskowy. Cena w przedsprzedaży 4 990 zł, później 5 790 zł. Wysyłka od 15 marca 2027.",
      ["Zasięg do 80 km", "Waga 17 kg", "Ładowanie w 3,5 godziny"],
    ],
    [
      "Volt is a light e-bike for the city. Range up to 80 km, weight 17 kg, charging in 3.5 hours. Colours: graphite, mint and sand. Pre-order price £990, later £1,190. Ships from 15 March 2027.",
      ["Range up to 80 km", "Weight 17 kg", "Charging in 3.5 hours"],
    ],
    [
      "Volt ist ein leichtes E-Bike für die Stadt. Reichweite bis 80 km, Gewicht 17 kg, Ladezeit 3,5 Stunden. Vorbestellpreis 1.990 €, danach 2.290 €. Versand ab 15. März 2027.",
      ["Reichweite bis 80 km", "Gewicht 17 kg", "Ladezeit 3,5 Stunden"],
    ],
  ])("are points of their own: %s", (prompt, specs) => {
    const { model, html } = compose("product-launch", prompt, { companyName: "Volt", title: "Volt" });
    const titles = model.sections.flatMap((s) => (s.kind === "hero" ? [] : s.items.map((it) => it.title)));
    for (const spec of specs) expect(titles).toContain(spec);
    // No section of one card, no steps the description did not give.
    for (const s of model.sections.filter((s) => ["features", "services", "benefits"].includes(s.kind)))
      expect(s.items.length).toBeGreaterThan(1);
    expect(section(model, "features")?.items.map((it) => it.title)).not.toContain("Ładowanie");
    // Set as a spec sheet: each value large under its label, the line's text whole in one editable span.
    const features = sectionOf(html, "features");
    expect(features).toContain('data-layout="specs"');
    expect(features).toMatch(/>\s*(?:Zasięg do|Range up to|Reichweite bis) <b>80 km<\/b>/u);
  });
});

describe("a spec line", () => {
  it.each([
    ["Zasięg do 80 km", { label: "Zasięg do ", value: "80 km" }],
    ["Weight 17 kg", { label: "Weight ", value: "17 kg" }],
    ["Autonomie jusqu'à 80 km", { label: "Autonomie jusqu'à ", value: "80 km" }],
    ["Ships from 15 March 2027", { label: "Ships from ", value: "15 March 2027" }],
    ["Blocked drains cleared the same day", null],
    ["12 years in business", null],
  ])("%s", (line, parts) => {
    expect(specOf(line)).toEqual(parts);
  });
});
