/**
 * Two classes of the fact guard in every page language: a span of years in figures ("meer dan 25 jaar",
 * "ponad 20 lat", "da 30 anni") is a claim of its own, traced only to a source that counts the same years —
 * never to a price, a clock or a house number that happens to hold the number; and a name after a word the
 * text writes in lower case elsewhere ("Con Laura Martínez, … con 15 años") is still a person.
 */
import { describe, expect, it } from "vitest";
import { removeUntraced, untracedFacts } from "../../../src/generator/guard/index.js";

const facts = (text: string, sources: string[], lang: string) =>
  untracedFacts(text, sources, lang).map((f) => `${f.kind} ${f.text}`);

describe("a span of years the owner never gave is left out, whatever number the page has", () => {
  it.each([
    ["nl", "Al meer dan 25 jaar de bloemist van Utrecht", "Boeketten vanaf € 25", "Al meer dan 25 jaar"],
    ["pl", "Ponad 20 lat doświadczenia", "Czynne pon–pt 8:00–20:00", "Ponad 20 lat"],
    ["de", "Seit 25 Jahren in Köln", "Massage 25 €", "Seit 25 Jahren"],
    ["fr", "25 ans d'expérience", "Bouquet 25 €", "25 ans"],
    ["es", "Más de 15 años enseñando yoga", "Calle de la Paz 15", "Más de 15 años"],
    ["it", "Da 30 anni in via del Pratello", "Sostituzione catena 30 €", "Da 30 anni"],
    ["pt", "Há 12 anos na Ericeira", "Aula de grupo 12 € na Ericeira", "Há 12 anos"],
    ["en", "Over 25 years of experience", "Bouquets from £25", "Over 25 years"],
  ])("%s: %s", (lang, text, source, claim) => {
    expect(facts(text, [source], lang)).toEqual([`statistic ${claim}`]);
  });

  it.each([
    ["es", "Más de 15 años enseñando yoga", "Enseñamos yoga desde hace 15 años."],
    ["de", "Seit 25 Jahren in Köln", "Wir sind seit 25 Jahren für Sie da."],
    ["nl", "Al 25 jaar uw bloemist", "Bloemist sinds 25 jaar."],
    ["en", "Over 25 years of experience", "We have 25 years of experience."],
  ])("%s: kept when the owner counts the same years", (lang, text, source) => {
    expect(facts(text, [source], lang)).toEqual([]);
  });

  it("cuts the claim with its lead-in, not a stray number", () => {
    const cut = removeUntraced(
      "Tu estudio de yoga en Valencia, desde hace 15 años.",
      ["Calle de la Paz 15, Valencia"],
      "es",
    );
    expect(cut.removed.map((f) => f.text)).toEqual(["desde hace 15 años"]);
    expect(cut.text).not.toContain("15");
  });
});

describe("a name after a word written in lower case elsewhere in the text is still a person", () => {
  it.each([
    // The role the owner's "Con … , <role>" gives the person is part of the person (left out with them).
    [
      "es",
      "Con Laura Martínez, nuestra instructora, con mucha calma.",
      "person Laura Martínez, nuestra instructora",
    ],
    ["it", "Con Marco Bianchi, il nostro meccanico, con passione.", "person Marco Bianchi"],
    ["fr", "Avec Julie Martin, notre fleuriste, avec le sourire.", "person Julie Martin"],
  ])("%s: %s", (lang, text, person) => {
    expect(facts(text, ["Clase suelta 12 €"], lang)).toEqual([person]);
  });

  it("still reads a heading in title case as no person", () => {
    expect(facts("With Fresh Bread Every Morning", ["fresh bread every morning"], "en")).toEqual([]);
  });
});

describe("a role before a name shows a person, German included", () => {
  const sources = ["Kaffeehaus in Leipzig, Karl-Liebknecht-Str. 44. Frühstück 9,80 €.", "Kaffeehaus Lindner"];
  it.each([
    ["de", "Kuchen nach Omas Rezept von Inhaberin Greta Lindner.", "person Greta Lindner"],
    ["de", "Ihre Gastgeberin Greta Lindner freut sich.", "person Greta Lindner"],
    ["fr", "La propriétaire Anne Roux vous accueille.", "person Anne Roux"],
  ])("%s: %s", (lang, text, person) => {
    expect(facts(text, sources, lang)).toEqual([person]);
  });

  it("still reads German nouns and the owner's company as nobody", () => {
    expect(facts("Jeden Morgen Frische Brötchen im Kaffeehaus Lindner", sources, "de")).toEqual([]);
  });
});
