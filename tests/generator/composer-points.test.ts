/**
 * Issue 27: the owner's words are written into the page's structures, not pasted. The hero opens with one
 * sentence; every later sentence is cut into its clauses, and a clause the page already shows elsewhere
 * (cards, chips, contact details) is left out. Every fact stays on the page.
 */
import { describe, expect, it } from "vitest";
import { clausesOf } from "../../src/generator/composer/write/points.js";
import { compose, section } from "./compose-for-test.js";

const visible = (html: string) =>
  html
    .replace(/<(script|style|template|head)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ");

/** The description's sentences of five words or more that the page shows whole. */
function pasted(prompt: string, html: string): string[] {
  const text = visible(html).toLowerCase();
  return prompt
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .filter((s) => s.split(/\s+/).length >= 5)
    .filter((s) => text.includes(s.toLowerCase().replace(/[.!?]+$/u, "")));
}

const none = { facts: [], listed: [] };

describe("a sentence cut into its clauses", () => {
  it.each([
    [
      "en",
      "Small-group strength training in Manchester, max 6 people per class.",
      ["Small-group strength training in Manchester", "max 6 people per class"],
    ],
    [
      "it",
      "Pizza napoletana cotta nel forno a legna, consegnata a casa tua in 30 minuti.",
      ["Pizza napoletana cotta nel forno a legna", "consegnata a casa tua in 30 minuti"],
    ],
    [
      "fr",
      "Licenciement, rupture conventionnelle, harcèlement : nous défendons les salariés depuis 2005.",
      ["Licenciement, rupture conventionnelle, harcèlement", "nous défendons les salariés depuis 2005"],
    ],
    [
      "en",
      "We provide gloves, bags and hot tea; bring warm clothes.",
      ["We provide gloves, bags and hot tea", "bring warm clothes"],
    ],
  ])("splits between clauses, not inside a list (%s): %s", (lang, sentence, clauses) => {
    expect(clausesOf(sentence, { ...none, lang })).toEqual(clauses);
  });

  it("never cuts inside a fact or between names joined by 'and'", () => {
    const facts = ["Thursday, 4 February 2027", "8 Mill Lane, Oxford"];
    const clauses = clausesOf("Thursday, 4 February 2027, at our cellar, 8 Mill Lane, Oxford.", {
      lang: "en",
      facts,
      whereWhen: facts,
      listed: [],
    });
    expect(clauses).toEqual(["Thursday, 4 February 2027", "at our cellar, 8 Mill Lane, Oxford"]);
    expect(clausesOf("Out on Steam and Nintendo Switch on 3 March 2027.", { ...none, lang: "en" })).toEqual([
      "Out on Steam and Nintendo Switch on 3 March 2027",
    ]);
  });

  it("keeps a list of the owner's offerings whole", () => {
    expect(
      clausesOf("We bake sourdough loaves, croissants and rye bread every morning in a wood-fired oven.", {
        lang: "en",
        facts: [],
        listed: ["sourdough loaves", "croissants", "rye bread"],
      }),
    ).toHaveLength(1);
  });
});

describe("the about section", () => {
  it("lists the story's points and leaves out what the cards and contact details show", () => {
    const prompt =
      "Dentist in Kraków for the whole family. We offer check-ups, whitening and implants. Our clinic is on ulica Długa 15, and we speak English and Ukrainian. Call 12 345 67 89 to book.";
    const { model, html } = compose("business-homepage", prompt, { companyName: "Smile Studio" });
    expect(section(model, "hero")?.lead).toBe("Dentist in Kraków for the whole family.");
    expect(section(model, "services")?.items.map((i) => i.title)).toEqual([
      "Check-ups",
      "Whitening",
      "Implants",
    ]);
    const about = section(model, "about");
    expect(about?.lead).toBeUndefined();
    // The owner's "we" is said as the business.
    expect(about?.items.map((i) => i.title)).toEqual(["Smile Studio speaks English and Ukrainian"]);
    for (const fact of ["ulica Długa 15", "12 345 67 89", "English and Ukrainian"])
      expect(html).toContain(fact);
    expect(pasted(prompt, html)).toEqual(["Dentist in Kraków for the whole family."]);
  });

  it("keeps a price bound to its name by 'of' or 'for' whole, as the cards show them apart", () => {
    const { model, html } = compose(
      "product-launch",
      "Our new part-time data analytics course starts on 1 March 2027: SQL, spreadsheets and dashboards. €2,400, or 8 payments of €300.",
    );
    expect(section(model, "pricing")?.lead).toContain("8 payments of €300");
    expect(visible(html)).toContain("8 payments of €300");
  });

  it("says in points what a long Italian description tells beyond its cards, one sentence pasted at most", () => {
    const prompt =
      "Olio extravergine di oliva dalla nostra azienda agricola in Puglia, raccolto a mano e spremuto a freddo entro 24 ore. Latta da 3 litri 45 €, bottiglia da 750 ml 16 €. Le olive sono coltivate senza pesticidi, e ogni latta porta la data di raccolta.";
    const { model, html } = compose("e-commerce", prompt, { companyName: "Olio Verde" });
    expect(section(model, "about")?.items.map((i) => i.title)).toEqual([
      "Le olive sono coltivate senza pesticidi",
      "Ogni latta porta la data di raccolta",
    ]);
    expect(pasted(prompt, html).length).toBeLessThanOrEqual(1);
  });
});

describe("opening hours with a day off", () => {
  it.each([
    [
      "it",
      "Pizza napoletana. Ordina dalle 18:30 alle 23:00, tutti i giorni tranne il lunedì.",
      "tutti i giorni tranne il lunedì",
    ],
    ["de", "Bäckerei in Freiburg. Täglich 7–18 Uhr außer montags.", "Täglich 7–18 Uhr außer montags"],
    [
      "en",
      "Corner bakery in Leeds. Open every day 8:00–16:00 except Monday.",
      "every day 8:00–16:00 except Monday",
    ],
  ])("keeps the day it is closed (%s): never 'every day' alone", (_lang, prompt, hours) => {
    const { html } = compose("business-homepage", prompt);
    expect(visible(html)).toContain(hours);
  });
});

describe("the about section never repeats a fact shown in its own place", () => {
  // A phone line behind its abbreviation ("Tel.", "Telefon", "tfno") is the contact card's, in every pack.
  const pages = [
    [
      "es",
      "Peluquería en Valencia, calle Colón 21. Corte de mujer 28 €, corte de hombre 15 €. Bono de 5 cortes por 120 €. Tel. 963 123 456.",
    ],
    [
      "de",
      "Fachanwältin für Arbeitsrecht in Hamburg. Kündigungsschutz und Abfindungen. Büro: Mönckebergstraße 7. Telefon 040 123 456.",
    ],
    [
      "pl",
      "Gabinet stomatologiczny w Krakowie, ul. Długa 15. Leczenie kanałowe i implanty. Tel. 12 345 67 89.",
    ],
  ].map(([lang, prompt]) => ({ lang, ...compose("business-homepage", prompt!) }));

  it.each(pages.map((p) => [p.lang, p] as const))("leaves the phone to the contact card (%s)", (_, page) => {
    const about = section(page.model, "about");
    const points = (about?.items ?? []).map((i) => i.title ?? "");
    expect(points.filter((p) => /963 123 456|040 123 456|12 345 67 89/.test(p))).toEqual([]);
    expect(page.html).toMatch(/963 123 456|040 123 456|12 345 67 89/);
  });
});

describe("a line that only says where orders go", () => {
  const { model } = compose(
    "e-commerce",
    "Loja de cerâmica feita à mão em Porto. Caneca 18 €, prato raso 24 €. Encomendas para hello@ceramicario.example.",
  );

  it("is left to the contact card, not repeated as an about point", () => {
    const points = (section(model, "about")?.items ?? []).map((i) => i.title ?? "");
    expect(points.filter((p) => p.includes("hello@ceramicario.example"))).toEqual([]);
  });
});
