/**
 * The guard reads counts spelled in words, places in their declined forms and names beside a role
 * (decision 0092): each is a claim that traces to the owner's words in any spelling or case, and a cut
 * takes its words with it, so nothing dangles.
 */
import { describe, expect, it } from "vitest";
import { removeUntraced, untracedFacts } from "../../../src/generator/guard/index.js";

const facts = (text: string, sources: string[], lang: string) =>
  untracedFacts(text, sources, lang).map((f) => `${f.kind} ${f.text}`);

describe("a count spelled in words is a claim, in every pack's language", () => {
  it.each([
    ["en", "Now in five new colours.", "number five new"],
    ["es", "Ahora en dos sedes.", "number dos sedes"],
    ["fr", "Trois studios vous accueillent.", "number Trois studios"],
    ["it", "Siamo in tre negozi.", "number tre negozi"],
    ["nl", "Met vier werkplaatsen.", "number vier werkplaatsen"],
    ["pt", "Agora em duas lojas.", "number duas lojas"],
    ["pl", "Pieczemy w trzech piekarniach.", "number trzech piekarniach"],
    ["hu", "Már három kávézóban várunk.", "number három kávézóban"],
    ["de", "An zwölf Standorten für Sie da.", "number zwölf Standorten"],
  ])("%s: “%s”", (lang, text, found) => {
    expect(facts(text, ["A small business."], lang)).toEqual([found]);
  });

  it.each([
    ["en", "Now with three locations.", "We have three locations now."],
    ["en", "Now with three locations.", "We have 3 locations now."],
    ["pl", "Pieczemy w trzech piekarniach.", "mamy 3 piekarnie"],
    ["es", "Ahora en dos sedes.", "ya tenemos dos sedes"],
  ])("%s: “%s” stays when the owner gave the number (“%s”)", (lang, text, source) => {
    expect(facts(text, [source], lang)).toEqual([]);
  });

  it.each([
    ["it", "Sei pronto per la primavera?"],
    ["hu", "Ezen a héten is nyitva."],
    ["fr", "Un studio neuf et lumineux."],
  ])("%s: a number word that is an everyday word there is no count: “%s”", (lang, text) => {
    expect(facts(text, ["A small business."], lang)).toEqual([]);
  });
});

describe("a place the text puts the business in traces by its stem, whatever its case", () => {
  it.each([
    ["pl", "Teraz także w Krakowie.", "place Krakowie"],
    ["hu", "Kávé, és hamarosan Budapesten is.", "place Budapesten"],
    ["es", "Pan de masa madre en Málaga.", "place Málaga"],
    ["en", "Look your best in Leeds.", "place Leeds"],
  ])("%s: “%s” is cut where no source names it", (lang, text, found) => {
    expect(facts(text, ["A small business in town."], lang)).toEqual([found]);
  });

  it.each([
    ["pl", "Teraz także w Krakowie.", "Piekarnia, Kraków, ul. Długa 5"],
    ["pl", "Dowozimy w Sopocie.", "Piekarnia w Sopot"],
    ["hu", "Friss kávé minden reggel, Debrecenben.", "kávézó, Debrecen, Piac utca 5"],
    ["en", "Look your best in Leeds.", "A salon in Leeds."],
  ])("%s: “%s” stays when the owner names the place (“%s”)", (lang, text, source) => {
    expect(facts(text, [source], lang)).toEqual([]);
  });

  it("a place joined by 'and' goes too: “w Gdańsku i Sopocie”", () => {
    const cut = removeUntraced("Wypiekamy chleb, a dowozimy też w Gdańsku i Sopocie.", ["w Warszawie"], "pl");
    expect(cut.removed.map((f) => f.text)).toEqual(["Gdańsku", "Sopocie"]);
    expect(cut.text).toBe("Wypiekamy chleb.");
  });
});

describe("a name beside its role goes, and the words around it read cleanly", () => {
  it("a name set off by commas after its role goes with both commas", () => {
    const cut = removeUntraced("Onze monteur, Daan, kijkt elke fiets na.", ["Fietsmaker in Utrecht"], "nl");
    expect(cut.text).toBe("Onze monteur kijkt elke fiets na.");
  });

  it("a count in a 'with' phrase goes with the phrase, the clause before it stays", () => {
    const cut = removeUntraced(
      "A family trattoria with three locations across Lisbon, cooking fresh pasta daily.",
      ["Trattoria in Lisbon"],
      "en",
    );
    expect(cut.text).toBe("A family trattoria, cooking fresh pasta daily.");
  });

  it("a count in a sentence of its own takes the sentence, not a dangling 'with … and'", () => {
    const cut = removeUntraced(
      "Fresh pasta with truffle and three sauces. Wood-fired pizza every night.",
      ["Trattoria"],
      "en",
    );
    expect(cut.text).not.toMatch(/\b(?:with|and)\s*[.,]|\s{2}/);
    expect(cut.text).toContain("Wood-fired pizza every night.");
  });
});
