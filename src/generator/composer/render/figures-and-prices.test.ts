/**
 * Figures set as a designer sets them (decision 0094): an About of the owner's counts shows them large, a
 * plan's amount is its card's big figure, priced offerings are a price list with dotted leaders, and an
 * offer is a ribbon band. The owner's words stay as written in each case.
 */
import { describe, expect, it } from "vitest";
import { compose } from "../../../../tests/generator/compose-for-test.js";
import { figureOf, priceFigure } from "./figures.js";
import { keepTogetherRuns } from "./keep-together.js";
import { sectionOf } from "./test-helpers.js";

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("figures and amounts", () => {
  it("reads the figure a point or a price opens with, words before it included", () => {
    expect(figureOf("12 years in business")).toEqual({ figure: "12", rest: " years in business" });
    expect(figureOf("Über 900 Mandanten vertreten")?.figure).toBe("Über 900");
    expect(figureOf("10-year guarantee")).toBeNull();
    expect(priceFigure("€9/month for 1 user")).toEqual({ figure: "€9", rest: "/month for 1 user" });
    expect(priceFigure("€1,200 a year")?.figure).toBe("€1,200");
    expect(priceFigure("4500 zł")?.figure).toBe("4500 zł");
    expect(priceFigure("Free")).toBeNull();
  });

  it("sets plan amounts as big figures, priced dishes as a dotted price list, and an owner's counts large", () => {
    const saas = compose(
      "saas-signup",
      "Ledgerly sorts expenses for freelancers. Starter €9/month for 1 user, Pro €24/month for 5 users, Business €59/month unlimited users.",
      { title: "Ledgerly", companyName: "Ledgerly" },
    ).html;
    expect(saas).toContain('<b class="amt">€9</b>/month for 1 user');

    const trattoria = compose(
      "business-homepage",
      "Trattoria in Rome since 1987. Carbonara 13 €, cacio e pepe 12 €, saltimbocca 18 €, tiramisù 7 €. 35 years, 20,000 guests.",
      { title: "Trattoria Pia", companyName: "Trattoria Pia" },
    ).html;
    expect(trattoria).toMatch(/data-layout="menu"[\s\S]*Carbonara[\s\S]*13 €/);
    expect(trattoria).toContain(".menu h3::after");
  });

  it("keeps amounts and hour ranges on one line without changing the text", () => {
    const { html } = compose(
      "business-homepage",
      "Bike repair in Leeds. Service £49, open Monday to Friday 9:00–18:00. Call 0113 496 0000.",
      { title: "Leeds Bike Repair", companyName: "Leeds Bike Repair" },
    );
    expect(html).toContain('<span class="nw">9:00–18:00</span>');
    expect(textOf(sectionOf(html, "contact"))).toContain("9:00–18:00");
  });

  it("keeps a phone number whole, never an amount cut out of it", () => {
    const kept = (text: string) =>
      keepTogetherRuns(text)
        .filter((r) => r.keep)
        .map((r) => r.text);
    expect(kept("01225 555 019")).toEqual(["01225 555 019"]);
    expect(kept("Rufen Sie an: +49 341 2233445")).toEqual(["+49 341 2233445"]);
    expect(kept("(555) 010-0199")).toEqual(["(555) 010-0199"]);
    expect(kept("312-555-0148")).toEqual(["312-555-0148"]);
    expect(kept("Mo–Fr 7:30–17:00")).toEqual(["7:30–17:00"]);
    expect(kept("Espresso 2,40 €")).toEqual(["2,40 €"]);
  });

  it("leaves a short sentence one text: its reader sees 'pour 35,00 €.' as written", () => {
    const { html } = compose(
      "business-homepage",
      "Atelier de poterie à Nantes. Cours découverte : une première séance pour 35,00 €.",
      { title: "Atelier Terre", companyName: "Atelier Terre" },
    );
    expect(html).not.toContain('<span class="nw">35,00 €</span>.');
  });
});
