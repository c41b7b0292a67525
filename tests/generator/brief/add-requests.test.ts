/** An owner's "add …" is said to us: never published; the thing it names is kept as the owner's fact. */
import { describe, expect, it } from "vitest";
import {
  addedThing,
  asksForPagePart,
  withAddRequestsRead,
} from "../../../src/generator/brief/add-requests.js";
import { briefOf, compose, pageWords } from "../compose-for-test.js";

describe("an owner's request to add something", () => {
  it.each([
    ["Add pet hair removal.", "pet hair removal"],
    ["Please also add a de-shedding treatment too.", "de-shedding treatment"],
    ["Bitte füge auch unsere Terrasse hinzu.", "unsere Terrasse"],
    ["Añade también el servicio de recogida a domicilio.", "servicio de recogida a domicilio"],
    ["Aggiungi anche il menù degustazione a 45 €.", "menù degustazione a 45 €"],
    ["Ajoutez aussi la livraison à domicile.", "livraison à domicile"],
    ["Dodaj informację o darmowej dostawie od 150 zł.", "darmowej dostawie od 150 zł"],
  ])("reads %j as the thing it names", (sentence, thing) => {
    expect(addedThing(sentence)).toBe(thing);
  });

  it.each([
    "Address: 4 Mill Lane.",
    "Additional parking behind the shop.",
    "Can you add a map?",
    "We add fresh herbs daily.",
  ])("leaves %j alone", (sentence) => {
    expect(addedThing(sentence)).toBeUndefined();
  });

  it.each(["Ajoutez un bouton pour réserver.", "Dodaj przycisk rezerwacji online.", "Add a contact form."])(
    "drops %j, which asks for a part of the page",
    (sentence) => {
      expect(asksForPagePart(sentence)).toBe(true);
      expect(withAddRequestsRead(`Salon in Lyon. ${sentence} Open daily.`)).toBe(
        "Salon in Lyon. Open daily.",
      );
    },
  );

  it("publishes no asking, and offers what was asked for among the services", () => {
    const { html } = compose(
      "business-homepage",
      "Mobile dog grooming in Bristol. Nail trim £12. Add pet hair removal too. Open Monday to Saturday 8am–6pm.",
    );
    const words = pageWords(html);
    expect(words).not.toMatch(/\badd\b/i);
    expect(words).toContain("Pet hair removal");
  });

  it("keeps the price of a priced thing asked for", () => {
    const brief = briefOf(
      "Trattoria a Bologna. Tortellini in brodo 16 €. Aggiungi anche il menù degustazione a 45 €.",
    );
    expect(brief.prices.map((p) => p.text)).toContain("45 €");
    expect(brief.sentences.join(" ")).not.toMatch(/aggiungi/i);
  });

  it("reads a free-delivery threshold asked for in Polish as an offer, not a product", () => {
    const { html } = compose(
      "product-launch",
      "Nowy bidon termiczny 750 ml. Cena 129 zł. Dodaj informację o darmowej dostawie od 150 zł.",
    );
    const words = pageWords(html);
    expect(words).not.toMatch(/dodaj|informację/i);
    expect(briefOf("Bidon 129 zł. Dodaj informację o darmowej dostawie od 150 zł.").offers.length).toBe(1);
  });

  it("publishes no request for a booking button in any of the composer's languages", () => {
    for (const [sentence, lang] of [
      ["Ajoutez un bouton pour réserver.", "fr"],
      ["Dodaj przycisk rezerwacji online.", "pl"],
      ["Füge einen Button zum Buchen hinzu.", "de"],
    ] as const) {
      const prompt = {
        fr: "Salon de coiffure à Lyon. Coupe 38 €.",
        pl: "Salon fryzjerski w Krakowie. Strzyżenie 90 zł.",
        de: "Friseur in Kassel. Haarschnitt 38 €.",
      }[lang];
      expect(pageWords(compose("business-homepage", `${prompt} ${sentence}`).html)).not.toContain(
        sentence.slice(0, 12),
      );
    }
  });
});
