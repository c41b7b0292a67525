/**
 * Issue 25's refused classes, through to the changed page model: a price told as an event, a new priced
 * entry with a comma, a class's time beside the opening hours, a dated or seasonal statement, closed days
 * in every pack, Polish day names shortened with a full stop. Each test is named "<rule>: <behaviour>".
 */
import { describe, expect, it } from "vitest";
import { type ExamplePageId, examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

function said(page: ExamplePageId, request: string) {
  const model = examplePage(page);
  const read = interpret(request, model);
  const result = applyOps(model, read.ops, { request });
  return {
    texts: pageTexts(result.model).map((t) => t.text),
    result,
    read,
    before: pageTexts(model).map((t) => t.text),
  };
}

describe("prices told as an event or a state", () => {
  it.each([
    ["cafe", "the almond croissant went up to £3.40", "£3.40", "£3.20"],
    ["cafe", "almond croissant has gone up to £3.60 btw", "£3.60", "£3.20"],
    ["baeckerei", "der Apfelkuchen ist auf 3,80 € gestiegen", "3,80 €", "3,50 €"],
    ["trattoria", "la ribollita sale a 10 €", "10 €", "9 €"],
    ["serwis", "wymiana łańcucha podrożała do 70 zł", "70 zł", "60 zł"],
  ] as const)("change-fact: on %s, '%s' writes %s instead of %s and adds no item", (page, say, to, from) => {
    const { texts, read } = said(page, say);
    expect(read.ops.map((op) => op.op)).toEqual(["set_fact"]);
    expect(texts).toContain(to);
    expect(texts).not.toContain(from);
  });

  it("change-fact: 'the VIP ticket' changes the VIP price, never the plain ticket's that shares its word", () => {
    const { texts } = said("concierto", "la entrada VIP sube a 65 €");
    expect(texts.join(" ")).toContain("Entradas 25 € · Entradas VIP 65 € con copa de bienvenida");
  });
});

describe("a class's or a shop's time, not the opening hours", () => {
  it("line-time: a class's new time changes its line everywhere and sets no opening hours", () => {
    const { texts, read } = said("tanzschule", "Salsa ist jetzt dienstags um 19:30 Uhr");
    expect(read.ops.some((op) => op.op === "set_hours")).toBe(false);
    expect(texts.join(" ")).toContain("Salsa dienstags um 19:30 Uhr");
    expect(texts.join(" ")).not.toContain("Salsa dienstags um 19 Uhr");
    expect(texts.join(" ")).toContain("Tango freitags um 20 Uhr");
  });

  it("line-time: the shop's closing time changes, the lessons' times stay", () => {
    const { texts } = said("surfschool", "a loja agora fecha às 20:00");
    expect(texts).toContain("Loja aberta das 9:00 às 20:00");
    expect(texts.some((t) => t.startsWith("Aulas todos os dias às 10:00 e às 15:00"))).toBe(true);
  });

  it("line-time: two lines of the same name are asked back for free", () => {
    const { read } = said("surfschool", "as aulas passam para as 16:00");
    expect(read.ops.map((op) => op.op)).toEqual(["refuse"]);
  });
});

describe("dated and seasonal statements", () => {
  it.each([
    ["cafe", "we're shut in August for the holidays", "We're shut in August for the holidays."],
    ["baeckerei", "an Weihnachten haben wir geschlossen", "An Weihnachten haben wir geschlossen."],
    ["trattoria", "da luglio apriamo alle 11", "Da luglio apriamo alle 11."],
    ["serwis", "latem w soboty jesteśmy zamknięci", "Latem w soboty jesteśmy zamknięci."],
  ] as const)(
    "season: on %s, '%s' adds the sentence and leaves the hours as they were",
    (page, say, sentence) => {
      const { texts, read, before } = said(page, say);
      expect(read.ops.some((op) => op.op === "set_hours")).toBe(false);
      expect(texts).toContain(sentence);
      expect(texts.filter((t) => t !== sentence)).toEqual(expect.arrayContaining(before));
    },
  );

  it("season: 'we may open later' names no month", () => {
    expect(interpret("we may open later on sundays", examplePage("cafe")).readBy).toEqual([]);
  });
});

describe("closed days in every pack", () => {
  it.each([
    ["serwis", "w soboty jesteśmy zamknięci"],
    ["trattoria", "la domenica chiudiamo"],
  ] as const)("opening-hours: on %s, '%s' closes that day", (page, say) => {
    const { read } = said(page, say);
    expect(read.ops).toEqual([expect.objectContaining({ op: "set_hours", hours: "closed" })]);
  });

  it("hours-ops: Polish hours written 'pon.–pt.' are read, so a new opening time applies", () => {
    const { texts, result } = said("serwis", "otwieramy o 8:00 od poniedziałku do piątku");
    expect(result.notApplied).toEqual([]);
    expect(texts.join(" ")).toMatch(/8:00–17:00/);
    expect(texts.join(" ")).toMatch(/10:00–14:00/);
  });
});

describe("a new priced entry said with a comma", () => {
  it.each([
    ["cafe", "add a Cheese & chive scone, £2.60", "Cheese & chive scone", "£2.60"],
    ["trattoria", "aggiungi Panna cotta, 6 €", "Panna cotta", "6 €"],
    ["padaria", "adiciona Queijada de Sintra, 1,80 €", "Queijada de Sintra", "1,80 €"],
  ] as const)("add-items: on %s, '%s' adds one item %s priced %s", (page, say, title, price) => {
    const { read } = said(page, say);
    expect(read.ops).toEqual([expect.objectContaining({ op: "add_item", item: { title, price } })]);
  });
});

describe("a mention in a card's clause", () => {
  it("mention-cut: the clause after the comma goes, the rest of the card stays", () => {
    const { texts } = said("retreat", "remove the bit about walks and home-cooked food");
    expect(texts).toContain("Reformer and mat classes with Jo Reed");
    expect(texts.join(" ")).not.toMatch(/home-cooked/);
  });
});
