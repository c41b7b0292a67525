/**
 * Hours and prices as owners write them: a day of rest ("Montag Ruhetag") is a closed day the hours can
 * change; a practice that "consults" or "receives" on a day works that day; a Hungarian price said with its
 * case ending ("3000 Ft-ért") leaves the ending out of the new card's name.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const CAFE: Description = [
  "business-homepage",
  "food",
  "Café Zuckerhut",
  "Café Zuckerhut",
  "Café und Konditorei in Freiburg, Konviktstraße 9. Hausgemachte Torten ab 4,20 € pro Stück. Geöffnet Dienstag bis Sonntag 9–18 Uhr, Montag Ruhetag. Telefon 0761 208 4455.",
];

const OSTEO: Description = [
  "business-homepage",
  "healthcare",
  "Ostéo Marchand",
  "Cabinet d'ostéopathie",
  "Cabinet d'ostéopathie à Rennes. Séance adulte 60 €. Consultations du lundi au vendredi de 8h30 à 19h30 et le samedi de 9h à 12h. Téléphone 02 99 31 45 67.",
];

const SALON: Description = [
  "business-homepage",
  "fashion",
  "Tincs Fodrászat",
  "Tincs Fodrászat",
  "Fodrászat Debrecenben. Női hajvágás 6500 Ft, férfi hajvágás 4000 Ft, festés 12000 Ft. Nyitva hétfőtől péntekig 9–19. Bejelentkezés: +36 52 123 456.",
];

describe("days and prices in the owner's words", () => {
  it("opens a day the page calls its day of rest", () => {
    const after = iterate(composed(CAFE), "montags haben wir jetzt auch offen, 10–17 Uhr");
    expect(after.unread).toEqual([]);
    expect(after.notApplied).toEqual([]);
    const texts = after.texts.join(" | ");
    expect(texts).toContain("Montag 10–17 Uhr");
    expect(texts).not.toContain("Ruhetag");
  });

  it("closes the day a practice no longer consults", () => {
    const after = iterate(composed(OSTEO), "on ne consulte plus le samedi");
    expect(after.unread).toEqual([]);
    expect(after.texts.join(" | ")).not.toMatch(/samedi/i);
  });

  it("names a Hungarian card without the price's case ending", () => {
    const after = iterate(composed(SALON), "add hozzá a gyerek hajvágást 3000 Ft-ért");
    expect(after.unread).toEqual([]);
    const titles = after.model.sections.flatMap((s) => s.items.map((i) => i.title));
    expect(titles).toContain("Gyerek hajvágás");
    expect(titles.join(" ")).not.toContain("-ért");
  });
});

const STUDIO: Description = [
  "lead-generation",
  "legal",
  "Studio Legale Bianchi",
  "Studio Legale Bianchi",
  "Studio legale a Bologna. Diritto di famiglia e contratti. Prima consulenza di 30 minuti a 50 €. Tel 051 123 4567.",
];

describe("a price made free", () => {
  it("takes the word that led to the amount with it", () => {
    const after = iterate(composed(STUDIO), "la prima consulenza ora è gratuita");
    expect(after.unread).toEqual([]);
    const texts = after.texts.join(" | ");
    expect(texts).toContain("gratuita");
    expect(texts).not.toContain("a gratuita");
    expect(texts).not.toContain("50 €");
  });
});
