/**
 * A quantity said before a price belongs to the price: the item is named without it, and the price is
 * shown with it ("Krentenbollen — 6 voor €3"), in every language a description comes in.
 */
import { describe, expect, it } from "vitest";
import { priceLine } from "../composer/write/facts.js";
import { brief } from "./test-helpers.js";

const labels = (description: string) =>
  brief(description).prices.map((p) => [p.label, priceLine(p, description)]);

describe("quantities before a price", () => {
  it.each([
    ["Producten: desembrood €4,50, krentenbollen 6 voor €3.", ["krentenbollen", "6 voor €3"]],
    ["Produits : éclair café 4 €, macarons 6 pour 9 €.", ["macarons", "6 pour 9 €"]],
    ["Preise: Krallen schneiden 65 €, Kauknochen 12 Stück 5 €.", ["Kauknochen", "12 Stück 5 €"]],
    ["Prices: bread £3, eggs pack of 6 £4.", ["eggs", "pack of 6 £4"]],
    ["Precios: café 2 €, croquetas 2 x 1 €.", ["croquetas", "2 x 1 €"]],
    ["Solar panels 3 for £20, gutters £40.", ["Solar panels", "3 for £20"]],
  ] as const)("'%s' prices %j", (description, [label, line]) => {
    expect(labels(description)).toContainEqual([label, line]);
  });

  it("a pack with no name before it is the item's name, its price alone", () => {
    expect(labels("Prices: drop-in £12, pack of 10 £100.")).toContainEqual(["pack of 10", "£100"]);
  });

  it("a box of a count 'for' a price keeps its name, the price is not the count's", () => {
    expect(labels("Cardamom buns (€3 each, box of 6 for €16).")).toContainEqual(["box of 6", "€16"]);
  });
});
