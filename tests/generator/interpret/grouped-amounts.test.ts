/**
 * Whole pages: prices written with grouped thousands ("3 200 €", "£4,250") changed by the owner in either
 * form, and a status word that is part of an item's own name ("Journée complète") read as the name.
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose, pageWords } from "../compose-for-test.js";

async function changed(html: string, say: string): Promise<{ text: string; applied: string[] }> {
  const result = await iteratePage(html, say);
  if (!result.ok) throw new Error(result.message);
  return { text: pageWords(result.html), applied: result.applied };
}

const PLANNER = compose(
  "portfolio",
  "Photographe de mariage à Bordeaux. Formule cérémonie 1 400 €, journée complète 3 200 €, séance couple 300 €. Style naturel. Contact : bonjour@ceremonie-bordeaux.fr",
  { companyName: "Claire Dumas Photographie", title: "Claire Dumas — photographe de mariage" },
).html;

const KITCHENS = compose(
  "lead-generation",
  "Kitchen fitting in Leeds. A full kitchen fitted from £4,250, worktops only from £1,100. Free home survey. Call 0113 496 0101.",
  { companyName: "Oakline Kitchens", title: "Oakline Kitchens" },
).html;

describe("prices with grouped thousands, on a whole page", () => {
  it.each([
    ["La journée complète passe à 3 500 €", "3 500 €"],
    ["la journée complète passe à 3500 €", "3500 €"],
  ])("%j changes the price and marks nothing as sold out", async (say, price) => {
    const { text, applied } = await changed(PLANNER, say);
    expect(text).toContain(price);
    expect(text).not.toContain("3 200 €");
    expect(text).not.toMatch(/Complet|Sold out/);
    expect(applied.join(" ")).not.toMatch(/sold out/i);
  });

  it("keeps an English price with a thousands comma whole", async () => {
    const { text } = await changed(KITCHENS, "the full kitchen is now from £4,600");
    expect(text).toContain("£4,600");
    expect(text).not.toContain("£4,250");
    expect(text).not.toMatch(/£4 /);
  });
});
