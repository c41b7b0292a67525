/**
 * An owner takes out one part of a fact or a named item: a priced part named by what it is ("take out the
 * hourly rate", "keine Anfahrtskosten mehr", "enlève la caution"), a thing said no more that a sentence
 * gives with its own day and time ("geen koopavond meer"), an item named with its small words ("de momento
 * ya no vendemos la vela de naranja"). Only what was named goes, the rest of the sentence stays readable,
 * and the reply says what went; what cannot be cut cleanly, or is not on the page, is refused naming why.
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
  const before = pageTexts(model).map((t) => t.text);
  const texts = pageTexts(result.model).map((t) => t.text);
  return {
    read,
    result,
    texts,
    gone: before.filter((t) => !texts.includes(t)),
    added: texts.filter((t) => !before.includes(t)),
  };
}

const page = (prompt: string, title: string, companyName: string) =>
  compose("business-homepage", prompt, { title, companyName, industry: "other" }).model;

const PLUMBER = page(
  "Emergency plumber in Bristol. Call-out £60, then £45 per hour. Boiler servicing £80. Phone 0117 496 0321.",
  "Plumber in Bristol",
  "Avon Plumbing",
);
const ELEKTRIKER = page(
  "Elektriker in Köln. Anfahrt 35 €, dann 65 € pro Stunde. Kostenloser Kostenvoranschlag. Telefon 0221 123456.",
  "Elektriker in Köln",
  "Elektro Rhein",
);
const IDRAULICO = page(
  "Idraulico a Roma. Diritto di chiamata 30 €, poi 40 € l'ora. Preventivo gratuito. Tel 06 1234 5678.",
  "Idraulico a Roma",
  "Idraulica Rossi",
);
const HYDRAULIK = page(
  "Hydraulik w Poznaniu. Dojazd 50 zł, potem 100 zł za godzinę. Telefon 600 100 200.",
  "Hydraulik w Poznaniu",
  "Hydro-Pol",
);
const FONTANERO = page(
  "Fontanero en Madrid. Salida 30 €, después 40 € por hora. Teléfono 612 345 678.",
  "Fontanero en Madrid",
  "Fontanería Sol",
);
const HANDYMAN = page(
  "Handyman in Cardiff. Weekdays £40 per hour, weekends £55 per hour. Call 029 2012 3456.",
  "Handyman in Cardiff",
  "Fix-It Cardiff",
);
const YORK = page(
  "Boiler repairs in York. Call-out and parts £60, then £45 per hour. Phone 01904 123456.",
  "Boiler repairs in York",
  "York Heat",
);
const KAPSALON = page(
  "Kapsalon in Utrecht. Open dinsdag t/m zaterdag 9:00–18:00, donderdag koopavond tot 21:00. Knippen dames €38, heren €28. Bel 030 123 4567.",
  "Kapsalon Knip in Utrecht",
  "Kapsalon Knip",
);
const LEIDEN = page(
  "Kapsalon in Leiden. Openingstijden: di–za 9:00–18:00, do 9:00–21:00 (koopavond). Knippen €32. Bel 071 123 4567.",
  "Kapsalon Leiden",
  "Kapsalon Leiden",
);
const CROSSFIT = compose(
  "business-homepage",
  "Box de CrossFit en Valencia. Clase suelta 12 €, Bono de 10 clases 100 €, cuota mensual ilimitada 65 €. Primera clase gratis. Reservas por WhatsApp 612 345 678.",
  { title: "CrossFit en Valencia", companyName: "CrossFit Turia", industry: "fitness" },
).model;

describe("a priced part named by what it is", () => {
  it("'take out the hourly rate' leaves the call-out fee, in the price card and the answer listing it", () => {
    const { gone, added, read, result } = applied(PLUMBER, "take out the hourly rate");
    expect(read.unread).toEqual([]);
    expect(gone).toEqual([
      "Call-out £60, then £45 per hour",
      "Call-out £60, then £45 per hour; Boiler servicing: £80.",
    ]);
    expect(added).toEqual(["Call-out £60", "Call-out £60; Boiler servicing: £80."]);
    expect(result.applied.join(" ")).toContain("£45 per hour");
  });

  it("'remove the call-out fee' leaves the rate per hour without its 'then'", () => {
    const { added } = applied(PLUMBER, "remove the call-out fee");
    expect(added).toEqual(["£45 per hour", "£45 per hour; Boiler servicing: £80."]);
  });

  it("'we don't charge by the hour anymore' takes the rate, never a word out of the price list", () => {
    const { added } = applied(PLUMBER, "we don't charge by the hour anymore");
    expect(added).toEqual(["Call-out £60", "Call-out £60; Boiler servicing: £80."]);
  });

  it("German, Italian, Polish and Spanish say the rate and the call-out fee their own way", () => {
    expect(applied(ELEKTRIKER, "entferne den Stundensatz").added).toEqual(["Anfahrt 35 €", "Anfahrt 35 €."]);
    expect(applied(ELEKTRIKER, "keine Anfahrtskosten mehr").added).toEqual([
      "65 € pro Stunde",
      "65 € pro Stunde.",
    ]);
    expect(applied(IDRAULICO, "togli la tariffa oraria").added).toContain("Diritto di chiamata 30 €");
    expect(applied(IDRAULICO, "niente più diritto di chiamata").added).toContain("40 € l'ora");
    expect(applied(HYDRAULIK, "usuń stawkę godzinową").added).toContain("Dojazd 50 zł");
    expect(applied(HYDRAULIK, "już nie ma opłaty za dojazd").added).toContain("100 zł za godzinę");
    expect(applied(FONTANERO, "quita el precio por hora").added).toContain("Salida 30 €");
  });

  it("a card titled only 'Precio' is where the rate is written, never the thing removed whole", () => {
    const { texts } = applied(FONTANERO, "quita el precio por hora");
    expect(texts).toContain("Precio");
    expect(texts).toContain("Salida 30 €");
  });

  it("a deposit the page does not give is refused naming it, for free", () => {
    expect(interpret("remove the deposit", PLUMBER).ops).toEqual([
      { op: "refuse", part: "remove the deposit", why: "the page does not say “deposit”" },
    ]);
    expect(interpret("quita el depósito", CROSSFIT).ops).toEqual([
      { op: "refuse", part: "quita el depósito", why: "la página no dice nada de «depósito»" },
    ]);
  });

  it("two rates per hour are asked back, never both removed", () => {
    const [op] = interpret("remove the hourly rate", HANDYMAN).ops;
    expect(op).toMatchObject({ op: "refuse", why: "which one: “£40 per hour” / “£55 per hour”? Name it" });
  });

  it("a clause naming more than the part before its price ('Call-out and parts £60') is never cut", () => {
    const { gone, read } = applied(YORK, "remove the call-out fee");
    expect(gone).toEqual([]);
    expect(read.ops.filter((op) => op.op !== "refuse")).toEqual([]);
    // Not read: the closest phrasings are worked out against every example, which takes a while.
  }, 120_000);
});

describe("no more X, said of a thing a sentence gives with its own day and time", () => {
  it("'geen koopavond meer' takes the late opening's clause; the week's hours stay", () => {
    const { gone, added, read } = applied(KAPSALON, "geen koopavond meer");
    expect(read.unread).toEqual([]);
    expect(gone).toEqual([
      "Kapsalon in Utrecht. Open dinsdag t/m zaterdag 9:00–18:00, donderdag koopavond tot 21:00.",
    ]);
    expect(added).toEqual(["Kapsalon in Utrecht. Open dinsdag t/m zaterdag 9:00–18:00."]);
  });

  it("a late opening the opening hours also give is asked back, never cut from one text only", () => {
    const { gone, read } = applied(LEIDEN, "geen koopavond meer");
    expect(gone).toEqual([]);
    expect(read.ops).toEqual([
      {
        op: "refuse",
        part: "geen koopavond meer",
        why: expect.stringContaining("do 9:00–21:00 (koopavond)"),
      },
    ]);
  });
});

describe("an item named with its small words", () => {
  it("'de momento ya no vendemos el bono de 10 clases' removes the pass: a 'de' said before is no part of its name", () => {
    const { gone, read } = applied(CROSSFIT, "de momento ya no vendemos el bono de 10 clases");
    expect(read.unread).toEqual([]);
    expect(gone).toContain("Bono de 10 clases");
    expect(gone).not.toContain("Clase suelta");
  });

  it("'nincs többé kiszállási díj' removes the fee: Hungarian 'no more' said with 'többé'", () => {
    const MASSZAZS = compose(
      "business-homepage",
      "Masszázs Budapesten. Svédmasszázs 60 perc 12 000 Ft, kiszállási díj 3000 Ft. Telefon +36 30 123 4567.",
      { title: "Masszázs Budapesten", companyName: "Relax Masszázs", industry: "healthcare" },
    ).model;
    expect(interpret("nincs többé kiszállási díj", MASSZAZS).ops).toEqual([
      { op: "remove_item", section: "services", item: "Kiszállási díj" },
    ]);
  });
});
