/**
 * The writers and the renderer read one table of icons by meaning (render/item-icon.ts): an offering gets
 * the icon its words call for in any of the table's languages, the same one the renderer would choose.
 */
import { describe, expect, it } from "vitest";
import { meaningIcon } from "../../../src/generator/composer/render/item-icon.js";
import { compose, section } from "../compose-for-test.js";

const services = (prompt: string) =>
  section(
    compose("business-homepage", prompt, { companyName: "Acme", title: "Acme" }).model,
    "services",
  )?.items.map((i) => `${i.title}: ${i.icon}`);

describe("offerings take their icon from the one table of meanings", () => {
  it.each([
    [
      "Plumber in Leeds. We do boiler servicing, radiators and bathroom refits.",
      ["Boiler servicing: wrench", "Radiators: wrench", "Bathroom refits: wrench"],
    ],
    [
      "Café in Bristol: americano, mocha, cocoa and cakes.",
      ["Americano: coffee", "Mocha: coffee", "Cocoa: coffee", "Cakes: chef-hat"],
    ],
    [
      "Boulangerie à Lyon : pain au levain, viennoiseries et café.",
      ["Pain au levain: chef-hat", "Viennoiseries: chef-hat", "Café: coffee"],
    ],
  ])("%s", (prompt, expected) => {
    expect(services(prompt)).toEqual(expected);
  });

  it("the renderer reads the words the writers' old English list had", () => {
    expect(
      ["americano", "cocoa", "taps", "radiators", "bathrooms", "consumer units"].map((w) => meaningIcon(w)),
    ).toEqual(["coffee", "coffee", "wrench", "wrench", "wrench", "lightbulb"]);
  });
});
