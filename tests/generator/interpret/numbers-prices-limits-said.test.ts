/**
 * Numbers, prices and limits in the owner's words, on pages none of the rules' examples use: a price named
 * by the words of its own sentence, a tier word beside the generic ticket noun, a count restated by its
 * noun, a number corrected against its old value, a limit removed by its kind and a button asked away.
 */
import { describe, expect, it } from "vitest";
import { composePage } from "../../../src/generator/composer/compose.js";
import { EXAMPLE_NOW } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import type { PageRequest } from "../../../src/generator/types.js";
import { type FactCase, judge } from "./fact-judge.js";

const PAGES = {
  retreat: [
    "event-registration",
    "fitness",
    "Stillwater Yoga",
    "Spring yoga retreat",
    "A weekend yoga retreat in the Cotswolds on 14-16 May 2027. €120 in a double room, €160 in a single room. Registration required, places limited to 20. Our teacher Priya has 12 years of experience. Sign up with the form.",
  ],
  museum: [
    "event-registration",
    "entertainment",
    "Stadtmuseum Kassel",
    "Nachtführung im Stadtmuseum",
    "Nachtführung durch das Stadtmuseum Kassel am 12. März 2027 um 20 Uhr. Tickets 25 €, ermäßigt 15 €. Max. 12 Teilnehmer pro Führung. Wir sind seit 20 Jahren dabei. Anmeldung über das Formular.",
  ],
  chambre: [
    "event-registration",
    "fitness",
    "Atelier Lumière",
    "Stage de yoga en Provence",
    "Stage de yoga en Provence du 3 au 5 juin 2027. 120 € en chambre double, 160 € en chambre simple. Inscription obligatoire, places limitées à 20. Inscrivez-vous avec le formulaire.",
  ],
  coro: [
    "event-registration",
    "entertainment",
    "Coro San Marco",
    "Concerto di primavera",
    "Concerto di primavera del Coro San Marco il 20 aprile 2027 alle 21 a Bologna. Biglietti 20 €, ridotto 12 €. Prenotazione obbligatoria, posti limitati a 200. Il coro canta da 15 anni.",
  ],
  crumb: [
    "business-homepage",
    "food",
    "Crumb & Co",
    "Crumb & Co bakery",
    "Artisan bakery in Leeds. We bake sourdough, croissants and celebration cakes. Cake orders: minimum order £20, free delivery over £40. Pre-order your cake online. Phone 0113 496 0000.",
  ],
  barro: [
    "event-registration",
    "other",
    "Barro Vivo",
    "Taller de cerámica",
    "Taller de cerámica en Sevilla el 10 de abril de 2027. 45 € por persona, materiales incluidos. Grupos de 8 personas como máximo. Nuestra profesora tiene 10 años de experiencia. Reserva con el formulario.",
  ],
  cymru: [
    "business-homepage",
    "fitness",
    "Yoga Cymru",
    "Yoga weekends in Wales",
    "Yoga weekends in Snowdonia for beginners, registration required, places limited to 20. Weekend £240. Call 01286 555 000.",
  ],
  koor: [
    "event-registration",
    "entertainment",
    "Koor Utrecht",
    "Voorjaarsconcert",
    "Voorjaarsconcert van Koor Utrecht op 18 april 2027 om 20:00 in de Domkerk. Kaarten €20, studenten €12. Maximaal 150 plaatsen. Het koor zingt al 25 jaar.",
  ],
  oficina: [
    "event-registration",
    "education",
    "Oficina Lisboa",
    "Curso de cerâmica",
    "Curso de cerâmica em Lisboa no dia 15 de maio de 2027. 90 € em grupo, 140 € em aula individual. Vagas limitadas a 10 pessoas. A professora tem 12 anos de experiência.",
  ],
  glina: [
    "event-registration",
    "education",
    "Pracownia Glina",
    "Warsztaty ceramiczne",
    "Warsztaty ceramiczne w Krakowie 22 maja 2027. Bilety 120 zł, ulgowy 90 zł. Maksymalnie 12 uczestników. Działamy od 8 lat.",
  ],
  agyag: [
    "event-registration",
    "education",
    "Agyag Műhely",
    "Kerámia tanfolyam",
    "Kerámia tanfolyam Budapesten 2027. május 8-án. Jegy 12000 Ft, diákjegy 8000 Ft. Legfeljebb 10 résztvevő.",
  ],
  walks: [
    "business-homepage",
    "travel",
    "York Walks",
    "Walking tours of York",
    "Guided walking tours of York every day at 10:00. Groups of 6 at most. £15 per person. Call 01904 555 123.",
  ],
} as const;

type PageId = keyof typeof PAGES;

function page(id: PageId): PageModel {
  const [landingPageType, industry, companyName, title, prompt] = PAGES[id];
  const request = { landingPageType, industry, companyName, title, prompt, targetAudience: "" };
  return composePage({ ...request, logoOption: "generate", logoData: null } as unknown as PageRequest, {
    now: EXAMPLE_NOW,
  }).model;
}

const CASES: [PageId, FactCase][] = [
  // A price named by the words after it in its own sentence, joined by one or two small words.
  [
    "retreat",
    { say: "the single room is now €175", shows: ["€120 in a double room", "€175 in a single room"] },
  ],
  [
    "retreat",
    { say: "double rooms cost €130 now", shows: ["€130 in a double room", "€160 in a single room"] },
  ],
  [
    "chambre",
    { say: "la chambre simple passe à 175 €", shows: ["120 € en chambre double", "175 € en chambre simple"] },
  ],
  // The tier word wins over the generic noun for tickets; the noun alone names the base price.
  ["museum", { say: "ermäßigte Tickets kosten jetzt 18 €", shows: ["Tickets 25 €", "Ermäßigt 18 €"] }],
  ["museum", { say: "Tickets kosten jetzt 28 €", shows: ["Tickets 28 €", "Ermäßigt 15 €"] }],
  ["coro", { say: "i biglietti ridotti ora costano 14 €", shows: ["Biglietti 20 €", "Ridotto 14 €"] }],
  // A count restated by its noun, before or after the number, in any size.
  ["coro", { say: "i posti sono ora 300", shows: ["Posti limitati a 300"], gone: ["200"] }],
  ["retreat", { say: "seats are now 30", shows: ["Places limited to 30"], gone: ["limited to 20"] }],
  ["museum", { say: "jetzt 15 Teilnehmer", shows: ["Max. 15 Teilnehmer"], gone: ["12 Teilnehmer"] }],
  ["barro", { say: "ahora grupos de 10", shows: ["Grupos de 10 personas"], gone: ["Grupos de 8"] }],
  [
    "chambre",
    { say: "les places sont maintenant 25", shows: ["Places limitées à 25"], gone: ["limitées à 20"] },
  ],
  // A number in a text corrected against its old value.
  [
    "retreat",
    {
      say: "Priya has 15 years of experience, not 12",
      shows: ["15 years of experience"],
      gone: ["12 years"],
    },
  ],
  [
    "museum",
    { say: "wir sind seit 25 Jahren dabei, nicht 20", shows: ["seit 25 Jahren"], gone: ["20 Jahren"] },
  ],
  ["coro", { say: "il coro canta da 18 anni, non 15", shows: ["da 18 anni"], gone: ["15 anni"] }],
  [
    "barro",
    { say: "la profesora tiene 12 años de experiencia, no 10", shows: ["12 años"], gone: ["10 años"] },
  ],
  ["retreat", { say: "it's 15 years, not 10", refuses: "the page does not say “10”" }],
  // A limit removed by its kind, from every text; the rest of a sentence stays.
  ["retreat", { say: "drop the seat limit", gone: ["limited to 20"], shows: ["Registration required"] }],
  [
    "coro",
    { say: "togli il limite dei posti", gone: ["Posti limitati"], shows: ["Prenotazione obbligatoria"] },
  ],
  ["museum", { say: "streich die Teilnehmerbegrenzung", gone: ["12 Teilnehmer"], shows: ["seit 20 Jahren"] }],
  [
    "crumb",
    { say: "remove the minimum order", gone: ["Minimum order", "£20"], shows: ["Free delivery over £40"] },
  ],
  [
    "cymru",
    {
      say: "drop the seat limit",
      shows: ["Yoga weekends in Snowdonia for beginners, registration required."],
      gone: ["limited"],
    },
  ],
  // Said to be no more: the same removal.
  [
    "crumb",
    { say: "no minimum order anymore", gone: ["Minimum order", "£20"], shows: ["Free delivery over £40"] },
  ],
  ["museum", { say: "keine Teilnehmerbegrenzung mehr", gone: ["12 Teilnehmer"], shows: ["Ermäßigt 15 €"] }],
  // A button asked away: never a card or section in its place.
  ["crumb", { say: "remove the pre-order button", refuses: "the page has no such button" }],
  ["chambre", { say: "enlève le bouton de réservation", refuses: "seul appel à l'action" }],
  // "we now take …" says what the business does: a count restated, never a removal ("take" = accept).
  ["walks", { say: "we now take groups of 8", shows: ["Groups of 8 at most"], gone: ["Groups of 6"] }],
  ["walks", { say: "groups of 10 now", shows: ["Groups of 10 at most"], gone: ["Groups of 6"] }],
  ["retreat", { say: "we now take 25 guests", shows: ["Places limited to 25"], gone: ["limited to 20"] }],
  // A second set, in the other languages, written after the rules above.
  ["koor", { say: "er zijn nu 200 plaatsen", shows: ["Maximaal 200 plaatsen"], gone: ["150"] }],
  ["koor", { say: "het koor zingt al 30 jaar, niet 25", shows: ["al 30 jaar"], gone: ["25 jaar"] }],
  ["koor", { say: "haal de plaatsbeperking weg", gone: ["150 plaatsen"], shows: ["25 jaar"] }],
  [
    "oficina",
    { say: "a aula individual passa a 150 €", shows: ["90 € em grupo", "150 € em aula individual"] },
  ],
  [
    "oficina",
    { say: "as vagas agora são 12", shows: ["Vagas limitadas a 12 pessoas"], gone: ["10 pessoas"] },
  ],
  [
    "oficina",
    { say: "a professora tem 15 anos de experiência, não 12", shows: ["15 anos"], gone: ["12 anos"] },
  ],
  ["oficina", { say: "tire o limite de vagas", gone: ["Vagas limitadas"], shows: ["12 anos"] }],
  [
    "glina",
    { say: "bilety ulgowe kosztują teraz 95 zł", shows: ["Bilety 120 zł", "95 zł"], gone: ["90 zł"] },
  ],
  ["glina", { say: "teraz 15 uczestników", shows: ["Maksymalnie 15 uczestników"], gone: ["12 uczestników"] }],
  ["glina", { say: "usuń limit miejsc", gone: ["12 uczestników"], shows: ["8 lat"] }],
  ["glina", { say: "działamy od 10 lat, nie 8", shows: ["od 10 lat"], gone: ["8 lat"] }],
  ["agyag", { say: "a diákjegy most 9000 Ft", shows: ["Jegy 12000 Ft", "9000 Ft"], gone: ["8000 Ft"] }],
  ["agyag", { say: "most 12 résztvevő", shows: ["Legfeljebb 12 résztvevő"], gone: ["10 résztvevő"] }],
];

describe("numbers, prices and limits said in the owner's words, on fresh pages", () => {
  for (const [id, c] of CASES)
    it(`${id}: ${c.say}`, () => {
      expect(judge(page(id), c)).toBeNull();
    });

  it("a number said after a person's name is no count of theirs: 'Priya is now 40' changes nothing", () => {
    expect(interpret("Priya is now 40", page("retreat")).ops).toEqual([]);
  });

  it("a price named by its sentence leaves the other price of the sentence as it was", () => {
    const ops = interpret("the single room is now €175", page("retreat")).ops;
    expect(ops).toEqual([{ op: "set_fact", kind: "price", from: "€160", to: "€175" }]);
  });
});
