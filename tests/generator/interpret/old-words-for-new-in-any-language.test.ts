/**
 * An owner swaps words the page writes for new ones without quotes, in their own language: "schreib statt
 * Montag Dienstag", "aus 12.000 werden 15.000 Leser", "replace X with Y". Only whole words the page writes
 * change, and a sentence that merely goes on about a thing is never read as its new name.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const NEWSLETTER: Description = [
  "newsletter",
  "marketing",
  "Der Montagsbrief",
  "Marketing-Newsletter für Gründer",
  "Jeden Montag um 7 Uhr: drei Marketing-Ideen, ein Fallbeispiel und ein Tool-Tipp. Kostenlos, über 12.000 Leser.",
];

const BAKERY: Description = [
  "business-homepage",
  "food",
  "Boulangerie Léon",
  "Boulangerie artisanale à Nantes",
  "Pain au levain, baguettes tradition et viennoiseries faites maison chaque matin. Ouvert du lundi au samedi de 7h à 19h30. Commandes de gâteaux au 02 40 48 17 93.",
];

describe("old words for new, said without quotes", () => {
  it("writes Tuesday where the page says Monday, and leaves the name that contains it", () => {
    const page = composed(NEWSLETTER);
    const after = iterate(page, "schreib statt Montag Dienstag");
    expect(after.unread).toEqual([]);
    expect(after.texts.join(" | ")).toContain("Jeden Dienstag um 7 Uhr");
    expect(after.texts.join(" | ")).not.toMatch(/\bMontag\b/);
    expect(after.model.source.companyName).toBe("Der Montagsbrief");
  });

  it("changes a count with the page's own noun after it, said once", () => {
    const after = iterate(composed(NEWSLETTER), "aus 12.000 werden 15.000 Leser");
    expect(after.ops).toEqual([{ op: "replace_text", find: "12.000 Leser", with: "15.000 Leser" }]);
    const texts = after.texts.join(" | ");
    expect(texts).toContain("15.000 Leser");
    expect(texts).not.toContain("Leser Leser");
    expect(texts).not.toContain("12.000");
  });

  it("swaps a product the page lists for the one the owner names, article and all", () => {
    const after = iterate(composed(BAKERY), "le pain au levain devient le pain de seigle");
    expect(after.ops).toEqual([{ op: "replace_text", find: "pain au levain", with: "pain de seigle" }]);
    expect(after.texts.join(" | ")).not.toMatch(/levain/i);
  });

  it("never reads a sentence going on about a thing as the thing's new name", () => {
    const said = "les viennoiseries deviennent plus chères le dimanche, merci de le dire";
    const after = iterate(composed(BAKERY), said);
    expect(after.ops.some((op) => op.op === "replace_text")).toBe(false);
  });

  it("never renames a thing with a price: the number goes to the price rules", () => {
    const after = iterate(composed(BAKERY), "les viennoiseries deviennent 2 €");
    expect(after.ops).not.toContainEqual(
      expect.objectContaining({ op: "replace_text", find: "viennoiseries" }),
    );
  });

  it("says nothing changed when the old words are not on the page", () => {
    const after = iterate(composed(NEWSLETTER), "schreib statt Freitag Samstag");
    expect(after.ops.some((op) => op.op === "replace_text")).toBe(false);
  });
});
