/**
 * Facts changed by their role, on the rules' example pages, through to the changed page model: each test
 * is named "<rule>: <what the owner relies on>", so a failing test names the rule that misread it.
 */
import { describe, expect, it } from "vitest";
import { type ExamplePageId, examplePage } from "../../../src/generator/interpret/example-pages.js";
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import { applyOps } from "../../../src/generator/ops/apply.js";
import { compose } from "../compose-for-test.js";

/** The request read on the example page and applied: the texts of the changed page and the report. */
function said(page: ExamplePageId, request: string) {
  const model = examplePage(page);
  const read = interpret(request, model);
  const result = applyOps(model, read.ops, { request });
  return { texts: pageTexts(result.model).map((t) => t.text), result, read };
}

describe("facts restated, added or changed by their role", () => {
  it("restated-quantity: a sentence restated with two new numbers changes both, nothing else", () => {
    const { texts, result } = said("masterclass", "rated 4.9 by 3,100 attendees now");
    expect(texts).toContain("Rated 4.9 by 3,100 attendees");
    expect(texts.join(" ")).not.toMatch(/4\.8|2,300/);
    expect(result.applied).toHaveLength(1);
  });

  it("restated-quantity: a German rating restated with its count keeps the page's words", () => {
    const { texts } = said("sprachapp", "bewertet mit 4,7 von 15.000 Nutzern");
    expect(texts).toContain("Bewertet mit 4,7 von 15.000 Nutzern");
  });

  it("add-person: a host added with 'also' gets a card with their role; the first host keeps hers", () => {
    const { result } = said("masterclass", "also hosted by Mark Owens, our CRM lead");
    const host = result.model.sections.find((s) => s.kind === "host");
    expect(host?.items.map((i) => [i.title, i.meta])).toEqual([
      ["Sarah Lin", "Host"],
      ["Mark Owens", "CRM lead"],
    ]);
    expect(result.model.sections[0].lead).toBe(
      "A live online masterclass on pricing for freelancers, hosted by Sarah Lin and Mark Owens.",
    );
  });

  it("add-person: 'zusätzlich' / 'también' name the new person beside the page's, never in their place", () => {
    expect(said("kurs", "zusätzlich leitet Jonas Weber den Kurs").texts).toContain(
      "Anna Vogt und Jonas Weber",
    );
    const taller = said("taller", "también enseña Pablo Ruiz").texts;
    expect(taller).toContain("Lucía Marín y Pablo Ruiz");
    expect(taller).toContain("Profesora");
  });

  it("person: without 'also' the new person still takes the page's person's place", () => {
    const { texts } = said("webinar", "the host is now Ellie Park, our barista trainer");
    expect(texts.join(" ")).not.toContain("Ruth Evans");
    expect(texts).toContain("Ellie Park");
  });
});

describe("dates by their role", () => {
  it("event-date: a registration deadline moves alone; the event's date, its structured data and countdown stay", () => {
    const before = examplePage("masterclass");
    const { texts, result } = said("masterclass", "registration now closes 11 March 2027");
    expect(texts).toContain("Registration closes 11 March 2027");
    expect(result.model.brief?.dates.map((d) => d.start)).toEqual(["2027-03-12", "2027-03-11"]);
    const countdown = (m: typeof before) => m.sections.find((s) => s.kind === "countdown")?.date;
    expect(countdown(result.model)).toBe(countdown(before));
  });

  it("event-date: the event moved on a page with a deadline keeps the deadline and moves the countdown", () => {
    const { texts, result } = said("masterclass", "the masterclass moved to 2 April 2027, same time");
    expect(texts).toContain("Registration closes 10 March 2027");
    expect(result.model.brief?.dates[0]?.start).toBe("2027-04-02");
    expect(result.model.sections.find((s) => s.kind === "countdown")?.date).toMatch(/^2027-04-02/);
  });

  it("event-date: a deadline on a page that writes none is refused, never the event's date", () => {
    const { read } = said("kurs", "Anmeldeschluss ist der 1. März 2027");
    expect(read.ops).toEqual([
      {
        op: "refuse",
        part: "Anmeldeschluss ist der 1. März 2027",
        why: "die Seite nennt keine Frist, die sich ändern ließe",
      },
    ]);
  });
});

describe("a price with a note or a period", () => {
  it("change-fact: a new amount keeps the price's note; a new period is written the page's way", () => {
    const monthly = said("sprachapp", "Premium kostet jetzt 5,99 € im Monat");
    expect(
      monthly.result.model.sections.flatMap((s) => s.items).find((i) => i.title === "Premium")?.price,
    ).toBe("5,99 €/Monat ohne Werbung");
    const yearly = said("sprachapp", "Premium kostet jetzt 49 € im Jahr");
    expect(
      yearly.result.model.sections.flatMap((s) => s.items).find((i) => i.title === "Premium")?.price,
    ).toBe("49 €/Jahr ohne Werbung");
    expect(yearly.read.unread).toEqual([]);
  });

  it("change-fact: a period word that is part of a name ('a day pass') is no price's period", () => {
    expect(said("cafe", "a day pass is now £10").read.ops).not.toContainEqual(
      expect.objectContaining({ to: expect.stringContaining("a day") }),
    );
  });
});

describe("a new scope is not an edit", () => {
  it("change-fact: free shipping for a scope the page does not have is added beside the old offer, which stays", () => {
    const { texts } = said("shop", "free shipping outside the UK over £80");
    expect(texts).toContain("Free shipping outside the UK over £80.");
    expect(texts.some((t) => t.includes("£40"))).toBe(true);
  });

  it("change-fact: the same offer for the scope the page names is changed in place", () => {
    const { texts } = said("shop", "free UK shipping over £50 now");
    expect(texts.some((t) => t.includes("£50"))).toBe(true);
    expect(texts.some((t) => t.includes("£40"))).toBe(false);
  });
});

describe("an e-mail said after 'adresse'", () => {
  it("change-fact: 'nouvelle adresse e-mail' changes the e-mail and leaves the street address", () => {
    const { texts } = said("boulangerie", "nouvelle adresse e-mail : contact@boulangerie-martin.fr");
    expect(texts.join(" ")).toContain("contact@boulangerie-martin.fr");
    expect(texts.join(" ")).toContain("5 rue Mercière");
  });
});

describe("a word of a price's note", () => {
  const OIL = compose(
    "e-commerce",
    "Aceite de oliva virgen extra de Jaén. Botella 500 ml 12 €, lata de 3 litros 45 € con envío incluido, pack degustación 29 €. Envío gratis a partir de 50 € en la península.",
    { companyName: "Aceites Olivar", title: "Aceite de oliva" },
  ).model;

  it("change-fact: a note word ('envío') names no item; a place the page does not write adds the owner's line", () => {
    const request = "envío gratis a partir de 80 € a Canarias";
    const read = interpret(request, OIL);
    const result = applyOps(OIL, read.ops, { request });
    const texts = pageTexts(result.model).map((t) => t.text);
    expect(texts).toContain("45 € con envío incluido");
    expect(texts).toContain("Envío gratis a partir de 80 € a Canarias.");
    expect(result.model.sections.find((s) => s.kind === "products")?.items.map((i) => i.title)).not.toContain(
      "Envío gratis a partir de 80 € a Canarias.",
    );
  });
});

describe("a clock time is not a count", () => {
  it("restated-quantity: '19:30 Uhr' on a page that says 'um 19 Uhr' never writes '30 Uhr'", () => {
    const { model } = compose(
      "event-registration",
      "Vortrag über Stadtbäume am 3. Mai 2027 um 19 Uhr im Bürgerhaus Köln. Eintritt frei.",
      { companyName: "Grünes Köln", title: "Stadtbäume" },
    );
    const read = interpret("Beginn ist jetzt um 19:30 Uhr", model);
    expect(read.readBy.map((r) => r.rule)).not.toContain("restated-quantity");
    const texts = pageTexts(applyOps(model, read.ops, { request: "Beginn ist jetzt um 19:30 Uhr" }).model);
    expect(texts.map((t) => t.text).join(" ")).not.toMatch(/(?<![\d:])30 Uhr/);
  });
});
