/**
 * What the owner says to us in any language never reaches the page, and the fact inside it does: an
 * introducing verb ("Présente Camille Roux, …", "Stell Holzwerk vor: …"), a telling ("mention we're
 * accredited", "pon que…"), a look given as a noun ("mets un style élégant", "haz que parezca tranquilo")
 * and the page's aim said in the infinitive ("avoir plus d'appels", "meer verkopers binnenhalen").
 */
import { describe, expect, it } from "vitest";
import { isPageInstruction, withoutPageTalk } from "./instructions.js";
import { isLookWish } from "./page-wishes.js";
import { introducedSubject } from "./told-facts.js";

describe("an introducing verb is said to us; what it introduces is the owner's fact", () => {
  it.each([
    [
      "Présente Camille Roux, photographe de mariage à Bordeaux.",
      "Camille Roux, photographe de mariage à Bordeaux.",
    ],
    ["Presenta a Lucía Martín, nutricionista en Sevilla.", "Lucía Martín, nutricionista en Sevilla."],
    [
      "Stell Holzwerk vor: handgemachte Schneidebretter aus Eiche.",
      "Holzwerk: handgemachte Schneidebretter aus Eiche.",
    ],
    ["Introduce our studio: two architects in Porto.", "Our studio: two architects in Porto."],
    ["Stel ons team voor: drie fysiotherapeuten.", "Ons team: drie fysiotherapeuten."],
    [
      "Stell die Kanzlei Brandt vor: Fachanwälte für Mietrecht.",
      "Kanzlei Brandt: Fachanwälte für Mietrecht.",
    ],
  ])("%s → %s", (sentence, fact) => {
    expect(withoutPageTalk(sentence)).toBe(fact);
  });

  it.each([
    "Present at every market in Leeds",
    "Presenta su nuevo disco en Madrid",
    "Stelle frei in Köln",
    "Stell dir vor: ein Café am See",
  ])("a sentence that only starts like one is the business's own: %s", (sentence) => {
    expect(introducedSubject(sentence)).toBeUndefined();
  });
});

describe("a telling in a contraction or another verb keeps its fact", () => {
  it.each([
    ["Make it look premium, mention we're accredited.", "We're accredited."],
    ["Pon que somos especialistas en despidos.", "Somos especialistas en despidos."],
    ["Metti che siamo aperti la domenica.", "Siamo aperti la domenica."],
    ["Mets que nous livrons le samedi.", "Nous livrons le samedi."],
  ])("%s → %s", (sentence, fact) => {
    expect(withoutPageTalk(sentence)).toBe(fact);
  });
});

describe("a look given to the page as a noun or a result is a look wish", () => {
  it.each([
    "Mets un style élégant",
    "Haz que parezca tranquilo",
    "Fallo sembrare di lusso",
    "Give it a premium feel",
    "Geef het een luxe uitstraling",
    "Dale un aire tranquilo",
    "Bitte seriös gestalten",
    "Graag strak vormgeven",
  ])("%s", (clause) => {
    expect(isLookWish(clause)).toBe(true);
    expect(withoutPageTalk(`${clause}.`)).toBe("");
  });

  it.each([
    "Give it a try",
    "Dale un toque de limón al pescado",
    "Mets un style de vie sain dans ton assiette",
  ])("a sentence for visitors is not: %s", (clause) => {
    expect(isLookWish(clause)).toBe(false);
  });
});

describe("the page's aim said in the infinitive, beside a request, is not published", () => {
  it.each([
    ["il me faut une page pour mon garage à Lyon, avoir plus d'appels", "Garage à Lyon"],
    ["pagina voor mijn makelaarskantoor, meer verkopers binnenhalen", ""],
    ["need a page for my bike shop, get more customers", ""],
    ["necesito una web para mi taller, conseguir más clientes", ""],
  ])("%s", (sentence, kept) => {
    expect(isPageInstruction(sentence)).toBe(true);
    expect(withoutPageTalk(sentence)).toBe(kept);
  });

  it("a Hungarian request naming the shop with its article is a request", () => {
    expect(isPageInstruction("oldal a mézes webshopomhoz")).toBe(true);
  });

  it("a pitch with 'more' is the business's own", () => {
    expect(isPageInstruction("Get more done with less")).toBe(false);
  });
});
