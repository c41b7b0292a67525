import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

describe("a list of past work is read as projects, not offerings (issue 27.6)", () => {
  it.each([
    [
      "Interior designer in Milan run by Giulia Ferri. Residential renovations, small hotels and restaurants. Recent projects: Casa Brera apartment (2025), Hotel Lucia in Como (2024), Osteria Nove in Bergamo (2023).",
      ["Casa Brera apartment (2025)", "Hotel Lucia in Como (2024)", "Osteria Nove in Bergamo (2023)"],
    ],
    [
      "Studio di architettura a Torino. Ristrutturazioni di appartamenti, negozi e uffici. Progetti recenti: Loft San Salvario (2025), Caffè Aurora a Cuneo (2024) e Uffici Dora a Milano (2022).",
      ["Loft San Salvario (2025)", "Caffè Aurora a Cuneo (2024)", "Uffici Dora a Milano (2022)"],
    ],
    [
      "Schreinerei in Graz. Küchen, Treppen und Einbauschränke. Ausgewählte Projekte: Küche Villa Berg (2025), Treppe im Haus Moser (2024) und Ladenbau Café Karl (2023).",
      ["Küche Villa Berg (2025)", "Treppe im Haus Moser (2024)", "Ladenbau Café Karl (2023)"],
    ],
    [
      "Architecte d'intérieur à Nantes. Réalisations récentes : Maison Erdre (2025), Boutique Lou à Angers (2024).",
      ["Maison Erdre (2025)", "Boutique Lou à Angers (2024)"],
    ],
    [
      "We build garden rooms. Recent projects include a studio in Frome, an office in Bath and a gym in Wells.",
      ["a studio in Frome", "an office in Bath", "a gym in Wells"],
    ],
  ])("%j lists each project whole, with its place and year", (description, projects) => {
    const b = brief(description);
    expect(b.pastWork.map((p) => p.text)).toEqual(projects);
    // Neither a project nor its place is something the business offers or where it is.
    for (const p of b.pastWork) {
      expect(b.offerings.some((o) => p.text.includes(o))).toBe(false);
      expect(b.places.some((place) => p.text.includes(place))).toBe(false);
    }
  });

  it("keeps the year apart as the project's note and the offerings before the list", () => {
    const b = brief(
      "Interior designer in Milan. Residential renovations, small hotels and restaurants. Recent projects: Casa Brera apartment (2025), Hotel Lucia in Como (2024).",
    );
    expect(b.pastWork[1]).toEqual({
      text: "Hotel Lucia in Como (2024)",
      name: "Hotel Lucia in Como",
      note: "2024",
    });
    expect(b.offerings).toEqual(["Residential renovations", "small hotels", "restaurants"]);
    expect(b.dates).toEqual([]);
  });

  it("reads no list from a sentence that only mentions work", () => {
    expect(brief("We work with care. Our projects take six weeks.").pastWork).toEqual([]);
    expect(brief("Smith and Sons joinery: kitchens, stairs and doors.").pastWork).toEqual([]);
  });
});
