/**
 * "ajoute les baptêmes aux occasions": the list of occasions a business serves is found by what its members
 * are (packs' `occasions`), in the sentence that lists them and the cards showing them; a page listing no
 * occasions leaves the request unread.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const PAGES = {
  fr: [
    "business-homepage",
    "food",
    "Saveurs de Léa",
    "Traiteur à Nantes",
    "Saveurs de Léa, traiteur à Nantes pour mariages, séminaires et anniversaires. Buffets, cocktails et repas assis, produits locaux. Devis gratuit au 02 40 12 34 56.",
  ],
  pt: [
    "business-homepage",
    "food",
    "Sabores da Avó",
    "Catering no Porto",
    "Sabores da Avó, catering no Porto para casamentos, batizados e aniversários. Buffets e jantares com produtos locais. Telefone 22 123 4567.",
  ],
  de: [
    "business-homepage",
    "food",
    "Küche Lind",
    "Catering in Freiburg",
    "Küche Lind ist Ihr Caterer in Freiburg für Hochzeiten, Firmenfeiern und Geburtstage. Buffets, Fingerfood und Menüs aus regionalen Zutaten. Telefon 0761 555 123.",
  ],
  bakery: [
    "business-homepage",
    "food",
    "Crumb Corner",
    "Bakery",
    "Crumb Corner is a bakery café in York. Sourdough loaf £4.50, almond croissant £3.20. Call 01904 555 010.",
  ],
} satisfies Record<string, Description>;

describe("an occasion joins the page's list of occasions", () => {
  it.each([
    ["fr", "ajoute les baptêmes aux occasions", "mariages, séminaires, anniversaires et baptêmes"],
    ["pt", "acrescenta as comunhões às ocasiões", "casamentos, batizados, aniversários e comunhões"],
    ["de", "füge Taufen zu den Anlässen hinzu", "Hochzeiten, Firmenfeiern, Geburtstage und Taufen"],
  ] as const)("%s: %s", (page, say, list) => {
    const done = iterate(composed(PAGES[page]), say);
    expect(done.unread).toEqual([]);
    expect(done.notApplied).toEqual([]);
    expect(done.texts.join("\n")).toContain(list);
  });
});

describe("a page listing no occasions", () => {
  it("en: 'add christenings to the occasions' on a bakery is not read", () => {
    const done = iterate(composed(PAGES.bakery), "add christenings to the occasions");
    expect(done.unread).toEqual(["add christenings to the occasions"]);
    expect(done.applied).toEqual([]);
  });
});
