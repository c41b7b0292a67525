/**
 * Conditions are not products (issue 27): a free-delivery threshold written sum first ("Ab 40 €
 * versandkostenfrei") is an offer, never a product "Ab"; a product named with "Nr." keeps its whole name.
 */
import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("a free-delivery threshold written sum first", () => {
  it.each([
    ["Entkoffeiniert 250 g 10,90 €. Ab 40 € versandkostenfrei.", "Ab 40 € versandkostenfrei"],
    ["Miel de lavande 8 €. Dès 50 € livraison offerte.", "Dès 50 € livraison offerte"],
    ["Miód lipowy 30 zł. Od 150 zł darmowa dostawa.", "Od 150 zł darmowa dostawa"],
  ])("is an offer, not a price to pay (%s)", (description, offer) => {
    const b = brief(description);
    expect(b.offers).toContain(offer);
    expect(b.prices).toHaveLength(1);
  });
});

it("names a product written with 'Nr.' whole", () => {
  const b = brief("Espresso Bohne Nr. 5 250 g 11,90 €, Filterkaffee Äthiopien 250 g 12,50 €.");
  expect(b.prices.map((p) => p.label)).toEqual([
    "Espresso Bohne Nr. 5 250 g",
    "Filterkaffee Äthiopien 250 g",
  ]);
});
