/**
 * An offer added by its name alone with a joining word inside it ("aggiungi la pizza al taglio") joins the
 * page's one list of offers when it shares a word with its things or is plainly the owner's own name for a
 * thing; a page whose list is not obvious (two priced passes) leaves it unread.
 */
import { describe, expect, it } from "vitest";
import { composed, type Description, iterate } from "./whole-page.js";

const PAGES = {
  pl: [
    "business-homepage",
    "real-estate",
    "Dom Plus",
    "Biuro nieruchomości w Krakowie",
    "Biuro nieruchomości Dom Plus w Krakowie. Oferujemy: sprzedaż mieszkań, wynajem mieszkań, wycena nieruchomości, home staging. Telefon 12 345 67 89.",
  ],
  hu: [
    "business-homepage",
    "health",
    "Mosoly Fogászat",
    "Fogászat Budapesten",
    "Mosoly Fogászat Budapesten. Kezeléseink: fogtömés, fogkőeltávolítás, fogfehérítés, implantátum. Telefon: +36 1 234 5678.",
  ],
  it: [
    "business-homepage",
    "food",
    "Pizzeria Vesuvio",
    "Pizzeria a Napoli",
    "Pizzeria Vesuvio a Napoli. Le nostre specialità: pizza margherita, pizza marinara, calzone fritto, frittatina di pasta. Telefono 081 123 4567.",
  ],
  es: [
    "business-homepage",
    "health",
    "Centro Belleza Lola",
    "Centro de estética en Sevilla",
    "Centro de estética en Sevilla. Tratamientos: limpieza facial, manicura, pedicura, masaje relajante. Teléfono 954 123 456.",
  ],
  pt: [
    "business-homepage",
    "health",
    "Clínica Sorriso",
    "Clínica dentária em Braga",
    "Clínica dentária em Braga. Tratamentos: limpeza dentária, branqueamento, implantes, ortodontia. Telefone 253 123 456.",
  ],
  two: [
    "business-homepage",
    "fitness",
    "Salsa Viva",
    "Clases de baile en Madrid",
    "Clases de salsa y bachata en Madrid. Clase suelta 12 €, bono de 10 sesiones 100 €. Teléfono 912 345 678.",
  ],
} satisfies Record<string, Description>;

const offers = (model: ReturnType<typeof composed>) =>
  model.sections.find((s) => s.kind === "services")?.items.map((i) => i.title) ?? [];

describe("a name alone joins the one obvious list of offers", () => {
  // A name sharing a word with the list's things, a joining word ("al") inside it, or a plain name of the
  // owner's own words that no pack writes and the page says nowhere else ("wirtualne spacery 3D").
  it.each([
    ["it", "aggiungi la pizza al taglio", "Pizza al taglio"],
    ["pl", "dodaj wirtualne spacery 3D", "Wirtualne spacery 3D"],
    ["es", "añade depilación láser", "Depilación láser"],
  ] as const)("%s: %s", (page, say, title) => {
    const before = composed(PAGES[page]);
    const done = iterate(before, say);
    expect(done.unread).toEqual([]);
    expect(offers(done.model)).toEqual([...offers(before), title]);
  });
});

describe("a name alone with no obvious list is not read", () => {
  it("es: two priced passes are no list to add an unpriced 'depilación láser' to", () => {
    const done = iterate(composed(PAGES.two), "añade depilación láser");
    expect(done.unread).toEqual(["añade depilación láser"]);
    expect(done.applied).toEqual([]);
  });
});
