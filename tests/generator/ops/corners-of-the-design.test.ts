/**
 * "make the buttons rounder" / "coins carrés": one change of every radius the design uses (cards, buttons,
 * fields, chips), reported in the page's language; asked again it changes nothing and costs nothing.
 */
import { describe, expect, it } from "vitest";
import { iteratePage } from "../../../src/generator/index.js";
import { compose } from "../compose-for-test.js";

const CAFE = compose(
  "business-homepage",
  "Bakery café in York. Sourdough loaf £4.50, almond croissant £3.20. Open Tue–Sat 8:00–16:00. Call 01904 555 010.",
  { companyName: "Crumb Corner", title: "Crumb Corner", industry: "food" },
).html;

const BOULANGERIE = compose(
  "business-homepage",
  "Boulangerie artisanale à Lyon. Baguette 1,30 €, croissant 1,20 €. Ouvert du mardi au samedi de 7h à 19h.",
  { companyName: "Boulangerie Martin", title: "Boulangerie Martin", industry: "food" },
).html;

describe("the corners of the design", () => {
  it("rounds every radius at once, said of the buttons", async () => {
    const result = await iteratePage(CAFE, "make the buttons rounder");
    expect(result.ok && result.applied).toEqual(["Rounded the corners of buttons, cards and fields"]);
    if (result.ok) expect(result.html).toContain(":root{--r:22px;--rb:999px;--rf:14px;--rc:999px}");
  });

  it("squares them, said in French", async () => {
    const result = await iteratePage(BOULANGERIE, "des coins moins arrondis");
    expect(result.ok && result.applied).toEqual([
      "J'ai rendu carrés les coins des boutons, des cartes et des champs",
    ]);
    if (result.ok) expect(result.html).toContain(":root{--r:2px;--rb:2px;--rf:2px;--rc:2px}");
  });

  it("changes nothing and costs nothing when asked again", async () => {
    const first = await iteratePage(CAFE, "rounder corners");
    if (!first.ok) throw new Error(first.message);
    const again = await iteratePage(first.html, "rounder corners");
    expect(again.ok).toBe(false);
  });
});
