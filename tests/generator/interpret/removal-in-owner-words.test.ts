/**
 * An owner removes something by naming it in their own words: a word in another case ("informację o
 * zajęciach próbnych"), a thing said sold out and then removed with a pronoun ("toglilo", "retire-le"), a
 * contact channel by its platform ("togli il WhatsApp"), a price by its period ("drop the monthly price").
 * Exactly that thing goes, everywhere it is shown; what is not clearly named is refused naming why.
 */
import { describe, expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

function applied(model: PageModel, request: string) {
  const read = interpret(request, model);
  const result = applyOps(model, read.ops, { request });
  return { read, result, texts: pageTexts(result.model).map((t) => t.text) };
}

const TANIEC = compose(
  "business-homepage",
  "Zajęcia taneczne dla dzieci 4–12 lat w Gdańsku Wrzeszcz, ul. Grunwaldzka 88. Balet, hip-hop i jazz. Pierwsze zajęcia próbne za darmo. Karnet miesięczny 160 zł. Bezpłatny parking przy szkole. Zapisy: 501 234 567, WhatsApp 501 234 567, Instagram @rytm_gdansk.",
  { title: "Taniec dla dzieci w Gdańsku", companyName: "Szkoła Tańca Rytm", industry: "education" },
).model;

const VINI = compose(
  "e-commerce",
  "Vendiamo vini piemontesi online: Barolo 2019 a 42 €, Nebbiolo d'Alba a 18 €, Dolcetto di Dogliani a 12 €. Spedizione gratuita sopra i 90 €. Scrivici su WhatsApp al 333 123 4567 o a info@enotecalanghe.it.",
  { title: "Vini delle Langhe a casa tua", companyName: "Enoteca Langhe", industry: "food" },
).model;

const FROMAGE = compose(
  "e-commerce",
  "Fromagerie à Lyon, commande en ligne. Comté 24 mois 32 € le kg, Brie de Meaux 24 € le kg, Saint-Marcellin 4,50 € pièce. Retrait en boutique au 8 rue Mercière, 69002 Lyon. Téléphone 04 78 12 34 56.",
  { title: "Fromages affinés à Lyon", companyName: "Fromagerie Morel", industry: "food" },
).model;

const LEDGERLY = compose(
  "saas-signup",
  "Ledgerly sends invoices and chases late payments for freelancers. Pro plan $12 per month or $120 per year. Free 14-day trial.",
  { title: "Invoicing for freelancers", companyName: "Ledgerly", industry: "technology" },
).model;

describe("a mention named in another case", () => {
  it("'usuń informację o zajęciach próbnych' removes the line saying 'Pierwsze zajęcia próbne za darmo'", () => {
    const { texts, read } = applied(TANIEC, "usuń informację o zajęciach próbnych");
    expect(read.unread).toEqual([]);
    expect(texts).not.toContain("Pierwsze zajęcia próbne za darmo");
    expect(texts).toContain("Bezpłatny parking przy szkole");
  });

  it("'usuń wzmiankę o bezpłatnym parkingu' removes the parking line only", () => {
    const { texts } = applied(TANIEC, "usuń wzmiankę o bezpłatnym parkingu");
    expect(texts).not.toContain("Bezpłatny parking przy szkole");
    expect(texts).toContain("Pierwsze zajęcia próbne za darmo");
  });

  it("the classes' noun said with another word is the mention, never the classes section", () => {
    expect(interpret("usuń zajęcia próbne", TANIEC).ops).toEqual([
      { op: "remove_item", section: "about", item: "Pierwsze zajęcia próbne za darmo" },
    ]);
  });

  it("a mention the page does not have is refused naming the owner's words, not a missing section", () => {
    const [op] = interpret("usuń informację o zajęciach weekendowych", TANIEC).ops;
    expect(op).toMatchObject({ op: "refuse", why: "strona nic nie mówi o „zajęciach weekendowych”" });
  });
});

describe("a thing said sold out and removed with a pronoun", () => {
  it("'il Dolcetto è esaurito, toglilo' removes the Dolcetto everywhere it is shown", () => {
    const { texts, read } = applied(VINI, "il Dolcetto è esaurito, toglilo");
    expect(read.unread).toEqual([]);
    expect(texts.some((t) => t.includes("Dolcetto"))).toBe(false);
    expect(texts.some((t) => t.includes("Nebbiolo d'Alba"))).toBe(true);
  });

  it("'le Brie est épuisé, retire-le' removes the Brie, never marks it", () => {
    const read = interpret("le Brie est épuisé, retire-le", FROMAGE);
    expect(read.unread).toEqual([]);
    expect(read.ops).toEqual([{ op: "remove_item", section: "products", item: "Brie de Meaux" }]);
  });

  it("'il Barolo è esaurito' alone still marks the Barolo sold out (its vintage is no price)", () => {
    expect(interpret("il Barolo è esaurito", VINI).ops).toEqual([
      { op: "set_status", item: "Barolo 2019", status: "sold_out" },
    ]);
  });
});

describe("a contact channel named by its platform", () => {
  it("'togli il WhatsApp' removes the one phone the owner gave for WhatsApp, from every place", () => {
    const { texts } = applied(VINI, "togli il WhatsApp");
    expect(texts.some((t) => t.includes("333 123 4567"))).toBe(false);
    expect(texts.some((t) => t.includes("info@enotecalanghe.it"))).toBe(true);
  });

  it("a page whose one phone was never given for WhatsApp says so", () => {
    expect(interpret("enlève le WhatsApp", FROMAGE).ops).toEqual([
      { op: "refuse", part: "enlève le WhatsApp", why: "la page ne donne pas de « WhatsApp »" },
    ]);
  });

  it("'usuń WhatsApp' takes only the WhatsApp line when the same number is also the call number", () => {
    const { texts } = applied(TANIEC, "usuń WhatsApp");
    expect(texts).not.toContain("WhatsApp 501 234 567");
    expect(texts.some((t) => t.includes("501 234 567"))).toBe(true);
  });
});

describe("a price named by its period", () => {
  it("'drop the monthly price, yearly only' removes the monthly card, never the yearly one", () => {
    const { result, read } = applied(LEDGERLY, "drop the monthly price, yearly only");
    expect(read.unread).toEqual([]);
    const pricing = result.model.sections.find((s) => s.kind === "pricing");
    expect(pricing?.items.map((i) => i.price)).toEqual(["$120 per year"]);
  });

  it("'remove the annual price' removes the yearly card", () => {
    const { result } = applied(LEDGERLY, "remove the annual price");
    const pricing = result.model.sections.find((s) => s.kind === "pricing");
    expect(pricing?.items.map((i) => i.price)).toEqual(["$12 per month"]);
  });
});

describe("a word said with a case ending where the page writes none", () => {
  it("removes the downloads line named in the locative (“o pobraniach” for “pobrań”)", () => {
    const KASA = compose(
      "app-download",
      "Kasa łączy wszystkie konta bankowe, kategoryzuje wydatki i przypomina o rachunkach. Darmowa wersja podstawowa, Premium 9,99 zł miesięcznie. Dostępna na iOS i Androida. Ponad 50 000 pobrań.",
      { title: "Budżet domowy w jednej aplikacji", companyName: "Kasa", industry: "finance" },
    ).model;
    const { read, texts } = applied(KASA, "usuń informację o pobraniach");
    expect(read.unread).toEqual([]);
    expect(texts.join(" | ")).not.toMatch(/pobrań/);
    expect(texts.join(" | ")).toContain("9,99 zł");
  });
});
