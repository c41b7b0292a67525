/**
 * What a page says once: a price card's own details ("4 hours, 300 edited photos") are not listed again in
 * About, and a lead keeps the town it names after "based".
 */
import { describe, expect, it } from "vitest";
import { compose } from "./compose-for-test.js";

const PHOTOGRAPHER = compose(
  "portfolio",
  "Ava Lin is a wedding and family photographer based in Bristol. Wedding packages: Half day £950 (4 hours, 300 edited photos), Full day £1,600 (10 hours, 600 edited photos). Travels across the South West. Email hello@avalin.co.uk.",
  { companyName: "Ava Lin Photography", title: "Wedding photography in Bristol" },
).model;

describe("a page that says each thing once", () => {
  it("shows a price's details on its card only, never again as About's facts", () => {
    const pricing = PHOTOGRAPHER.sections.find((s) => s.kind === "pricing");
    expect(pricing?.items.map((i) => i.text)).toEqual([
      "4 hours, 300 edited photos",
      "10 hours, 600 edited photos",
    ]);
    const about = PHOTOGRAPHER.sections.find((s) => s.kind === "about");
    expect(about?.items.map((i) => i.title)).toEqual(["Travels across the South West"]);
  });

  it("keeps the town after 'based' in the banner's lead", () => {
    const hero = PHOTOGRAPHER.sections.find((s) => s.kind === "hero");
    expect(hero?.lead).toBe("Ava Lin is a wedding and family photographer based in Bristol.");
  });
});

describe("a list introduced by its examples' word", () => {
  it.each([
    [
      "Gelato shop in Turin. Classic flavours like pistachio, hazelnut and fior di latte. Small cup €2.50.",
      ["Pistachio", "Hazelnut", "Fior di latte"],
    ],
    [
      "Gelateria a Torino. Gusti classici come pistacchio, nocciola e fiordilatte. Coppetta 2,50 €.",
      ["Pistacchio", "Nocciola", "Fiordilatte"],
    ],
    [
      "Eisdiele in Köln. Klassische Sorten wie Pistazie, Haselnuss und Stracciatella. Kugel 1,80 €.",
      ["Pistazie", "Haselnuss", "Stracciatella"],
    ],
  ])("offers the examples, never the words that name them: %s", (prompt, titles) => {
    const { model } = compose("business-homepage", prompt, {
      companyName: "Nonna Rosa",
      title: "Gelato",
      industry: "food",
    });
    expect(model.sections.find((s) => s.kind === "services")?.items.map((i) => i.title)).toEqual(titles);
  });
});
