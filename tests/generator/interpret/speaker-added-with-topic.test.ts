/** A speaker added with their topic in brackets gets it as their card's line, never the request's verb. */
import { describe, expect, it } from "vitest";
import { composed, iterate } from "./whole-page.js";

const CONFERENCE = [
  "event-registration",
  "technology",
  "DevDays Kraków",
  "Konferencja dla programistów frontendu",
  "DevDays Kraków 2027 — konferencja dla programistów frontendu, 22–23 kwietnia 2027 w ICE Kraków. 20 prelekcji, 4 warsztaty. Bilety: Standard 699 zł. Prelegenci: Kasia Wiśniewska (React), Tomasz Lis (CSS).",
] as const;

describe("a speaker added with their topic", () => {
  it.each([["dodaj prelegenta: Ola Zielińska (TypeScript)"], ["add a speaker: Ola Zielińska (TypeScript)"]])(
    "%s",
    (say) => {
      const r = iterate(composed(CONFERENCE), say);
      const speakers = r.model.sections.find((s) => s.kind === "speakers");
      expect(speakers?.items.at(-1)).toMatchObject({ title: "Ola Zielińska", meta: "TypeScript" });
      expect(r.texts.join(" ")).not.toMatch(/Dodaj prelegenta/i);
    },
  );
});
