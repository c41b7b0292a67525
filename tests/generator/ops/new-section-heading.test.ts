/**
 * A section added by a change never repeats the heading of one the page has: a second "En bref" would read
 * as one section said twice, so it takes its kind's name in the page's language.
 */
import { describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../../src/generator/index.js";

const now = new Date("2026-12-01T10:00:00Z");

describe("a new section's heading", () => {
  it("is its kind's name when the page already has a section headed like its default", async () => {
    const page = await generatePage(
      {
        landingPageType: "lead-generation",
        industry: "legal",
        companyName: "Cabinet Moreau Avocats",
        title: "Divorce et garde d'enfants à Bordeaux",
        prompt:
          "Cabinet d'avocats en droit de la famille à Bordeaux. Premier rendez-vous de 30 minutes à 60 € TTC. 15 ans d'expérience. Contact : 05 56 44 12 90, accueil@moreau-avocats.fr.",
        targetAudience: "",
        logoOption: "generate",
        logoData: null,
        images: [],
      },
      { now },
    );
    const r = await iteratePage(page.html, "ajoute un service : médiation familiale", { now });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const headings = [...r.html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!.trim());
    expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
    expect(r.html).toContain("Médiation familiale");
  });
});
