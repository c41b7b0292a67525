/**
 * Issue 27.6: what a business does (its services) and what it did (its projects, each with its place and
 * year) are two complete lists in two sections, and the list of projects is not pasted into the about.
 */
import { describe, expect, it } from "vitest";
import { compose, section } from "./compose-for-test.js";

const PORTFOLIO = compose(
  "portfolio",
  "Interior design studio in Milan run by Giulia Ferri. Residential renovations, small hotels and restaurants. Recent projects: Casa Brera apartment (2025), Hotel Lucia in Como (2024), Osteria Nove in Bergamo (2023).",
).model;

const HOMEPAGE = compose(
  "business-homepage",
  "Schreinerei in Graz. Wir bauen Küchen, Treppen und Einbauschränke. Ausgewählte Projekte: Küche Villa Berg (2025), Treppe im Haus Moser (2024) und Ladenbau Café Karl (2023). Telefon 0316 123456.",
).model;

const titles = (m: typeof PORTFOLIO, kind: "services" | "projects") =>
  section(m, kind)?.items.map((it) => [it.title, it.meta ?? ""]);

describe("services and past projects", () => {
  it("a portfolio shows the services in one section and every project with its year in another", () => {
    expect(titles(PORTFOLIO, "services")).toEqual([
      ["Residential renovations", ""],
      ["Small hotels", ""],
      ["Restaurants", ""],
    ]);
    expect(titles(PORTFOLIO, "projects")).toEqual([
      ["Casa Brera apartment", "2025"],
      ["Hotel Lucia in Como", "2024"],
      ["Osteria Nove in Bergamo", "2023"],
    ]);
  });

  it("no other section repeats the list of projects", () => {
    const elsewhere = JSON.stringify(PORTFOLIO.sections.filter((s) => s.kind !== "projects"));
    for (const project of ["Casa Brera", "Hotel Lucia", "Osteria Nove"])
      expect(elsewhere).not.toContain(project);
  });

  it("a business homepage with a list of past work gets a projects section beside its services", () => {
    expect(titles(HOMEPAGE, "projects")).toEqual([
      ["Küche Villa Berg", "2025"],
      ["Treppe im Haus Moser", "2024"],
      ["Ladenbau Café Karl", "2023"],
    ]);
    expect(section(HOMEPAGE, "services")?.items.map((it) => it.title)).toEqual([
      "Küchen",
      "Treppen",
      "Einbauschränke",
    ]);
  });

  it("a homepage without past work has no projects section", () => {
    const plain = compose("business-homepage", "Bakery in Bath: sourdough, buns and cakes.").model;
    expect(section(plain, "projects")).toBeUndefined();
  });

  it("a portfolio without a list of past work keeps every price, in the pricing section", () => {
    const priced = compose(
      "portfolio",
      "Photographe de mariage à Bordeaux. Formule cérémonie 1 400 €, journée complète 3 200 €, séance couple 300 €. Style naturel. Contact : bonjour@ceremonie-bordeaux.fr",
      { companyName: "Claire Dumas Photographie", title: "Claire Dumas — photographe de mariage" },
    ).model;
    expect(section(priced, "services")).toBeUndefined();
    expect(section(priced, "pricing")?.items.map((it) => it.price)).toEqual(["1 400 €", "3 200 €", "300 €"]);
  });
});
