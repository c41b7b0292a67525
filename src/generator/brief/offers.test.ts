import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";

/** Offers as owners write them: each row one member of a family, the offer verbatim with its conditions. */
const FAMILIES: [string, string, string[]][] = [
  // Free delivery, postage and returns with any wording and threshold.
  ["free postage over a sum", "Free UK postage on orders over £60.", ["Free UK postage on orders over £60"]],
  [
    "free postage on a kind of order",
    "Free UK postage on subscriptions.",
    ["Free UK postage on subscriptions"],
  ],
  ["free P&P", "Free P&P when you spend £25.", ["Free P&P when you spend £25"]],
  // A delivery charge with the sum it is free over is one promise, and neither sum is a product's price.
  [
    "a delivery charge, free over a sum",
    "Three-bottle gift pack $38. Flat-rate shipping $9.95 Australia-wide, free over $60.",
    ["Flat-rate shipping $9.95 Australia-wide, free over $60"],
  ],
  [
    "a UK delivery charge or free",
    "UK delivery £3.95 or free over £40.",
    ["UK delivery £3.95 or free over £40"],
  ],
  ["free next-day delivery", "Free next-day UK delivery over $50.", ["Free next-day UK delivery over $50"]],
  // "sopra i" / "oltre i": Italian puts the article between "over" and the sum.
  [
    "Italian free delivery over 'i' a sum",
    "Tote 180 €. Spedizione gratuita sopra i 100 €.",
    ["Spedizione gratuita sopra i 100 €"],
  ],
  [
    "free returns in a region",
    "Free shipping and free returns in the US.",
    ["Free shipping", "free returns in the US"],
  ],
  // Free things with several words before them, and what they come with.
  [
    "two words before the free thing",
    "Free 30-minute first consultation.",
    ["Free 30-minute first consultation"],
  ],
  ["free for life", "Free repairs for life.", ["Free repairs for life"]],
  ["free with any service", "Free courtesy car with any service.", ["Free courtesy car with any service"]],
  // Free plans and free access.
  ["free for a number a month", "Free for 5 meetings a month.", ["Free for 5 meetings a month"]],
  ["free for up to", "Free for up to 5 staff.", ["Free for up to 5 staff"]],
  ["free to download", "Free to download; Plus is $4.99/month.", ["Free to download"]],
  ["free to attend", "Free to attend, replay for 7 days.", ["Free to attend"]],
  ["free forever", "Free forever; paid members get more.", ["Free forever"]],
  // "Free" after the thing.
  ["free after a group", "Adults £40, under-5s free.", ["under-5s free"]],
  ["free after a service", "Battery £59, laptop diagnostics free.", ["laptop diagnostics free"]],
  ["free of charge", "Flat white £3.20, oat milk free of charge.", ["oat milk free of charge"]],
  ["on us", "Your birthday dessert is on us.", ["birthday dessert is on us"]],
  ["what something lacks is no offer", "Everything is gluten free. Feel free to ask.", []],
  // Trials and their conditions.
  ["trial with no card", "Start a 14-day trial, no card needed.", ["14-day trial, no card needed"]],
  [
    "free trial, no credit card required",
    "30-day free trial, no credit card required.",
    ["30-day free trial, no credit card required"],
  ],
  // Discounts with who they are for and how to get them.
  [
    "first order with a code",
    "10% off your first order with code BEES10.",
    ["10% off your first order with code BEES10"],
  ],
  ["for NHS staff", "15% off for NHS staff.", ["15% off for NHS staff"]],
  ["a named discount with its size", "£180 per child, sibling discount 15%.", ["sibling discount 15%"]],
  ["a named discount", "Student discount on weekdays.", ["Student discount"]],
  // Fees not charged.
  ["no call-out fee", "No call-out fee.", ["No call-out fee"]],
  ["no hidden fees", "No hidden fees, ever.", ["No hidden fees"]],
  ["no booking fee", "There is no booking fee.", ["no booking fee"]],
  // Other languages.
  ["first class free in Spanish", "Clases de yoga. Primera clase gratis.", ["Primera clase gratis"]],
  ["first lesson free in German", "Die erste Stunde ist kostenlos.", ["erste Stunde ist kostenlos"]],
  // Free for a platform, a group or on a condition; what a price includes.
  ["free on platforms", "Free on iPhone and Android.", ["Free on iPhone and Android"]],
  ["free for a group", "Free for teachers.", ["Free for teachers"]],
  ["free if", "Free if your insurer covers it.", ["Free if your insurer covers it"]],
  [
    "included",
    "Hotel pick-up included. Recording included.",
    ["Hotel pick-up included", "Recording included"],
  ],
  ["a group under an age free", "Kids under 12 free.", ["Kids under 12 free"]],
  ["a free first meeting", "Chartered accountants in Bath. Free first meeting.", ["Free first meeting"]],
  ["0% VAT until a year", "0% VAT on solar until 2027.", ["0% VAT on solar until 2027"]],
  ["a warranty on a part", "25-year panel warranty.", ["25-year panel warranty"]],
  [
    "free with someone",
    "£8 for the fun run, under-5s run free with an adult.",
    ["under-5s run free with an adult"],
  ],
  [
    "free in Spanish, with when",
    "Cursos para adultos. Matrícula gratis en septiembre.",
    ["Matrícula gratis en septiembre"],
  ],
  ["included in French", "850 € la semaine, ménage inclus.", ["ménage inclus"]],
  ["a free call", "Call 0161 496 0321 for a free 15-minute call.", ["free 15-minute call"]],
];

describe("offer wording families", () => {
  for (const [say, description, expected] of FAMILIES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).offers).toEqual(expected);
    });
  }

  it("a free-delivery threshold is no price card", () => {
    const b = brief("Jumpers £95. Free UK postage on orders over £60.");
    expect(b.prices.map((p) => p.text)).toEqual(["£95"]);
  });
});

describe("returns and guarantees with their period, in every language the composer writes", () => {
  it.each([
    ["Maglioni fatti a mano. Resi entro 30 giorni.", "Resi entro 30 giorni"],
    ["Handgefertigte Taschen. Rückgabe innerhalb von 30 Tagen.", "Rückgabe innerhalb von 30 Tagen"],
    ["Handgefertigte Taschen. 30 Tage Rückgaberecht.", "30 Tage Rückgaberecht"],
    ["Bijoux en argent. Retours gratuits sous 14 jours.", "Retours gratuits sous 14 jours"],
    ["Zapatillas veganas. Devoluciones en 30 días.", "Devoluciones en 30 días"],
    ["Bicicletas urbanas. Garantía de 2 años.", "Garantía de 2 años"],
    ["Buty skórzane. Zwrot w ciągu 14 dni.", "Zwrot w ciągu 14 dni"],
    ["Cast-iron pans made in Sheffield. Lifetime warranty.", "Lifetime warranty"],
  ])("%j promises %j", (description, offer) => {
    expect(brief(description).offers).toContain(offer);
  });

  it("reads no promise from a period that returns nothing", () => {
    expect(brief("Corso di 30 giorni per imparare a cucire.").offers).toEqual([]);
  });
});

describe("a free plan said before whom it is for, in other languages", () => {
  it.each([
    [
      "Plataforma para profesores. Gratis para un aula, 6 € al mes para el plan escuela.",
      "Gratis para un aula",
    ],
    ["Lernplattform. Kostenlos für Schüler, 4 € im Monat für Lehrkräfte.", "Kostenlos für Schüler"],
    ["Logiciel de planning. Gratuit pour les associations.", "Gratuit pour les associations"],
  ])("%j offers %j", (description, offer) => {
    expect(brief(description).offers).toContain(offer);
  });
});

describe("exchanges with their period", () => {
  it.each([
    ["Meias de algodão. Trocas em 14 dias.", "Trocas em 14 dias"],
    ["Bolsos de piel. Cambios en 30 días.", "Cambios en 30 días"],
    ["Bijoux. Échanges sous 30 jours.", "Échanges sous 30 jours"],
  ])("%j promises %j", (description, offer) => {
    expect(brief(description).offers).toContain(offer);
  });
});
