/**
 * Two classes of the fact guard: an amount a model writes in words ("neunzehn Euro", "vingt-deux euros",
 * "dwadzieścia złotych") is a price like "19 €", kept only when the owner wrote the same; and on a page in
 * Latin letters, a name in another script ("— 李明", "Иван Петров", "Γιώργος Παπαδόπουλος") is a person the
 * owner must have named.
 */
import { describe, expect, it } from "vitest";
import { removeUntraced, untracedFacts } from "../../../src/generator/guard/index.js";

const facts = (text: string, sources: string[], lang: string) =>
  untracedFacts(text, sources, lang).map((f) => `${f.kind} ${f.text}`);

describe("an amount in words is a price", () => {
  it.each([
    ["de", "Frühstück für neunzehn Euro", "Frühstück 9,80 €", "neunzehn Euro"],
    ["en", "Tickets only nineteen pounds", "Tickets £25", "nineteen pounds"],
    ["fr", "Tarif : vingt-deux euros", "Coupe 25 €", "vingt-deux euros"],
    ["es", "Solo veinticinco euros al mes", "Clase 12 €", "veinticinco euros"],
    ["it", "Solo trentacinque euro a notte", "Camera 95 €", "trentacinque euro"],
    ["nl", "Maar vijfentwintig euro per maand", "Boeket € 35", "vijfentwintig euro"],
    ["pt", "Apenas vinte euros por pessoa", "Prato 9,50 €", "vinte euros"],
    ["pl", "Tylko dwadzieścia złotych", "Wymiana 100 zł", "dwadzieścia złotych"],
  ])("%s: %s", (lang, text, source, price) => {
    expect(facts(text, [source], lang)).toEqual([`price ${price}`]);
  });

  it("is the owner's when they wrote it the same way", () => {
    expect(facts("Frühstück für neunzehn Euro", ["Sonntags Frühstück für neunzehn Euro"], "de")).toEqual([]);
  });

  it.each([
    ["en", "Puppy groom £20", "the puppy groom is now twenty pounds"],
    ["en", "Only twenty pounds for a puppy groom", "Puppy groom £20"],
    ["de", "Krankengymnastik 19 €", "Krankengymnastik kostet jetzt neunzehn Euro"],
    ["fr", "Tarte aux pommes 25 €", "la tarte passe à vingt-cinq euros"],
    ["nl", "Maar vijfentwintig euro per maand", "Boeket € 25"],
    ["en", "Full package £200", "two hundred pounds for the full package"],
  ])("%s: is the owner's when they said the same amount the other way (%s)", (lang, text, source) => {
    expect(facts(text, [source], lang)).toEqual([]);
  });

  it("is cut from the model's words", () => {
    expect(
      removeUntraced("Unser Frühstück – heute nur neunzehn Euro.", ["Frühstück 9,80 €"], "de").text,
    ).not.toContain("neunzehn");
  });
});

describe("a name in another script on a page in Latin letters", () => {
  it.each([
    ["en", "“Great coffee, every time” — 李明", "person 李明"],
    ["de", "Empfohlen von Иван Петров", "person Иван Петров"],
    ["fr", "Avis de Γιώργος Παπαδόπουλος", "person Γιώργος Παπαδόπουλος"],
  ])("%s: %s", (lang, text, person) => {
    expect(facts(text, ["Coffee £3"], lang)).toContainEqual(person);
  });

  it("is the owner's when they named that person", () => {
    expect(facts("Ask 李明 about our beans", ["李明 roasts our beans"], "en")).toEqual([]);
  });
});
