/**
 * A price list written in one sentence ("desembrood €4,50, appeltaart €18, krentenbollen 6 voor €3"): removing
 * one entry by its name takes that entry off, never its neighbour's price or count.
 */
import { expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { prices } from "../../../src/generator/interpret/values.js";
import { compose, pageWords } from "../compose-for-test.js";

const BAKERY = compose(
  "business-homepage",
  "Ambachtelijke bakkerij in Utrecht. Producten: desembrood €4,50, appeltaart €18, krentenbollen 6 voor €3. Open maandag t/m zaterdag 7:00–18:00. Telefoon 030 123 4567.",
  { companyName: "Bakkerij De Korenaar", title: "Bakkerij De Korenaar", industry: "food" },
).html;

it("reads a price before a comma and a word as the price alone ('€18, krentenbollen' is no '€18k')", () => {
  expect(prices("appeltaart €18, krentenbollen 6 voor €3; budget €2.5k")).toEqual(["€18", "€3", "€2.5k"]);
});

it("removes the apple pie it was asked to, and keeps the buns", async () => {
  const result = await iteratePage(BAKERY, "Haal de appeltaart weg");
  if (!result.ok) return expect.unreachable(result.message);
  const text = pageWords(result.html);
  expect(text).not.toMatch(/appeltaart/i);
  expect(text).toMatch(/krentenbollen/i);
  expect(text).toContain("€3");
});
