/**
 * An owner moves a section by naming what it holds in their own words ("i vini", "les pains", "die Kurse",
 * "os bolos", "az árakat"), to a place said their way ("in cima", "au-dessus de tout sauf la bannière"): the
 * section whose items their description introduced with that noun moves; a move is never read as an add
 * or as one item; two sections that could be meant are asked back, naming both.
 */
import { describe, expect, it } from "vitest";
import { examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

const page = (
  prompt: string,
  companyName: string,
  type: "business-homepage" | "e-commerce" = "business-homepage",
) => compose(type, prompt, { companyName, title: companyName }).model;

const PAGES: Record<string, () => PageModel> = {
  enoteca: () =>
    page(
      "Enoteca Rossi ad Alba, vendita online di vini piemontesi. I nostri vini: Barolo 45 €, Nebbiolo 18 €, Dolcetto 12 €. Offerta: spedizione gratuita sopra i 60 €. La nostra storia: dal 1962 selezioniamo cantine delle Langhe. Domande frequenti: Spedite all'estero? Sì, in Europa. Contatto: info@enotecarossi.it",
      "Enoteca Rossi",
      "e-commerce",
    ),
  boulangerie: () =>
    page(
      "Boulangerie Martin à Lyon. Nos pains : baguette tradition 1,20 €, pain de campagne 3,50 €, croissant 1,10 €. Notre équipe : Paul Martin, boulanger ; Claire Martin, pâtissière. Questions fréquentes : Livrez-vous ? Oui, à Lyon. Contact : 04 78 00 00 00.",
      "Boulangerie Martin",
    ),
  padaria: () =>
    page(
      "Padaria Sol em Lisboa. Os nossos bolos: pastel de nata 1,20 €, bolo de arroz 1,50 €, broa 2 €. Perguntas frequentes: Fazem entregas? Sim, em Lisboa. Contacto: 21 123 4567.",
      "Padaria Sol",
    ),
  bloemist: () =>
    page(
      "Bloemist De Tulp in Utrecht. Onze boeketten: seizoensboeket €25, rozenboeket €35, rouwstuk €60. Veelgestelde vragen: Bezorgen jullie? Ja, in heel Utrecht. Contact: 030 123 4567.",
      "De Tulp",
    ),
  sprachschule: () =>
    page(
      "Sprachschule Lindner in Freiburg. Unsere Kurse: Deutsch A1 für 240 €, Deutsch B1 für 280 €, Konversationskurs für 150 €. Kleine Gruppen mit höchstens acht Teilnehmern. Unser Team: Anna Lindner, Leiterin; Jonas Weber, Lehrer. Häufige Fragen: Gibt es Einstufungstests? Ja, kostenlos. Kontakt: info@lindner.de",
      "Sprachschule Lindner",
    ),
  vinoteca: () =>
    page(
      "Vinoteca Sol en Sevilla. Nuestros vinos: Rioja 14 €, Ribera 16 €, Albariño 12 €. Nuestro equipo: Pablo Ruiz, sumiller; Elena Mora, encargada. Preguntas frecuentes: ¿Hacéis envíos? Sí, a toda España. Contacto: 954 000 000.",
      "Vinoteca Sol",
    ),
  cukraszda: () =>
    page(
      "Édes Cukrászda Budapesten. Süteményeink: dobostorta 1200 Ft, krémes 900 Ft, rétes 700 Ft. Csapatunk: Kiss Anna, cukrász; Nagy Péter, pék. Kapcsolat: +36 1 234 5678.",
      "Édes Cukrászda",
    ),
  bistro: () =>
    page(
      "The Copper Pot, a bistro in Leeds. Our menu: fish and chips £14, steak pie £16, sticky toffee pudding £7. Meet the team: Sam Hill, head chef; Jo Park, manager. Reviews: 'Best pie in town' — Tom. Open Tuesday to Sunday 12-22. Book a table: 0113 496 0000.",
      "The Copper Pot",
    ),
};

const models = new Map<string, PageModel>();
const model = (name: string) => {
  if (!models.has(name)) models.set(name, PAGES[name]!());
  return models.get(name)!;
};

/** The page's sections as a visitor sees them after the request: kinds in order. */
function orderAfter(name: string, say: string) {
  const { ops, unread } = interpret(say, model(name));
  expect(unread).toEqual([]);
  const result = applyOps(model(name), ops, { request: say });
  return { kinds: result.model.sections.map((s) => s.kind), applied: result.applied, ops };
}

describe("a section named by what its items are moves", () => {
  it.each([
    ["enoteca", "sposta i vini in cima", "products", 1],
    ["enoteca", "metti i vini dopo le domande", "products", "after faq"],
    ["boulangerie", "mets les pains en bas", "services", "last"],
    ["padaria", "põe os bolos no topo", "services", 1],
    ["bloemist", "zet de boeketten onder de vragen", "services", "after faq"],
    ["sprachschule", "verschiebe die Kurse ans Ende", "services", "last"],
    ["vinoteca", "pon los vinos después de las preguntas", "services", "after faq"],
    ["cukraszda", "tedd az árakat a tetejére", "pricing", 1],
    ["bistro", "move the dishes above everything except the banner", "services", 1],
  ] as const)("on %s, “%s” moves the %s section", (name, say, kind, where) => {
    const { kinds } = orderAfter(name, say);
    if (where === 1) expect(kinds.indexOf(kind)).toBe(1);
    else if (where === "last") expect(kinds.at(-1)).toBe(kind);
    else expect(kinds.indexOf(kind)).toBe(kinds.indexOf(where.slice(6) as never) + 1);
  });
});

describe("a move is never an add, nor one item's move", () => {
  it("says the wines already stand before the story, never that the page has a story section", () => {
    const { ops } = interpret("metti i vini prima della storia", model("enoteca"));
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ op: "refuse" });
    expect(ops[0]).not.toMatchObject({ why: expect.stringContaining("ha già una sezione") });
    expect(ops[0]).toMatchObject({ why: expect.stringContaining("è già lì") });
  });

  it("moves the story before the wines instead of adding an item to the story", () => {
    expect(interpret("metti la storia prima dei vini", model("enoteca")).ops).toEqual([
      { op: "move_section", section: "about", to: { before: "products" } },
    ]);
  });

  it("still moves one bread named by its whole name", () => {
    expect(interpret("mets le pain de campagne en bas", model("boulangerie")).ops).toEqual([
      { op: "move_item", section: "services", item: "Pain de campagne", to: "last" },
    ]);
  });

  it("leaves a thing the page does not list unread, never an add", () => {
    const { ops, unread } = interpret("metti le candele prima della storia", model("enoteca"));
    expect(ops).toEqual([]);
    expect(unread.map((u) => u.part)).toEqual(["metti le candele prima della storia"]);
  });
});

describe("places said around the banner", () => {
  it("reads “above everything except the top banner” as right under it, and reports it so", () => {
    const { kinds, applied } = orderAfter(
      "bistro",
      "put the prices above everything else except the top banner",
    );
    expect(kinds[1]).toBe("services");
    expect(applied).toHaveLength(1);
  });

  it("refuses “above everything except” a section that is not at the top: it would have to move too", () => {
    const { ops } = interpret("move the faq above everything except the reviews", examplePage("cafe"));
    expect(ops).toEqual([]);
  });
});

describe("two sections that could be meant are asked back", () => {
  it("names both sections whose items the owner's noun introduces", () => {
    const base = model("enoteca");
    const twice = structuredClone(base);
    const about = twice.sections.find((s) => s.kind === "about")!;
    twice.source.prompt += " Vini in degustazione: Arneis, Favorita.";
    about.items = [
      { ...about.items[0]!, title: "Arneis" },
      { ...about.items[0]!, title: "Favorita" },
    ];
    const { ops } = interpret("sposta i vini in fondo", twice);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ op: "refuse" });
    const why = (ops[0] as { why: string }).why;
    expect(why).toContain(twice.sections.find((s) => s.kind === "products")!.heading);
    expect(why).toContain(about.heading);
  });
});
