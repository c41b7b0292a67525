/**
 * No grid of one lonely card (issue 27): a single card joins the nearest section of cards or points; one
 * that cannot, and a single point of the about or offers section, is drawn as one highlighted line.
 */
import { describe, expect, it } from "vitest";
import { foldLonelySections } from "../../src/generator/composer/write/fold.js";
import type { Section } from "../../src/generator/model.js";
import { compose, section } from "./compose-for-test.js";

const CARDS = ["services", "features", "benefits", "learn", "skills"];
const lonelyCards = (sections: Section[]) =>
  sections.filter((s) => CARDS.includes(s.kind) && s.items.length === 1 && !s.lead && !s.form);

const sec = (kind: Section["kind"], titles: string[], extra: Partial<Section> = {}): Section => ({
  id: "",
  kind,
  variant: 0,
  heading: kind,
  items: titles.map((title) => ({ title })),
  ...extra,
});

describe("folding a lonely card", () => {
  it("joins a single card to the nearest list, looking past a countdown", () => {
    const sections = foldLonelySections([
      sec("about", ["Made in Portugal", "Steel from recycled cans"]),
      sec("countdown", []),
      sec("features", ["Keeps drinks cold for 24 hours"]),
      sec("signup", [], {
        form: { id: "f", fields: [], submitLabel: "Go", thanksTitle: "", thanksText: "" },
      }),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(["about", "countdown", "signup"]);
    expect(sections[0]!.items.map((i) => i.title)).toEqual([
      "Made in Portugal",
      "Steel from recycled cans",
      "Keeps drinks cold for 24 hours",
    ]);
  });

  it("keeps a section the page type requires, and it takes in a lonely neighbour", () => {
    const sections = foldLonelySections(
      [sec("benefits", ["Hand-knitted merino beanies"]), sec("features", ["Eight colours"])],
      new Set(["benefits"]),
    );
    expect(sections.map((s) => [s.kind, s.items.length])).toEqual([["benefits", 2]]);
  });

  it("leaves a card with nowhere to go, a section with a lead paragraph, and points alone", () => {
    const alone = [sec("services", ["Boiler repairs"]), sec("contact", [])];
    expect(foldLonelySections(alone)).toEqual(alone);
    const withLead = [
      sec("about", ["Gas Safe"]),
      sec("services", ["Leaks"], { lead: "Family-run since 1990." }),
    ];
    expect(foldLonelySections(withLead)).toEqual(withLead);
  });

  it("leaves no page with a grid of one card, and keeps every card's words", () => {
    const { model, html } = compose(
      "product-launch",
      "Launching the Loop Bottle 2 on 14 March 2027. Keeps drinks cold for 24 hours. Made in Portugal. Pre-order for €39.",
      { companyName: "Thermo Loop", title: "Loop Bottle 2" },
    );
    expect(lonelyCards(model.sections)).toEqual([]);
    expect(section(model, "hero")).toBeDefined();
    expect(html).toContain("Made in Portugal");
  });
});

describe("one item drawn alone", () => {
  it("says a single point as one highlighted line, without a check mark", () => {
    const { html } = compose(
      "business-homepage",
      "Mobile plumber covering Bristol and Bath. Leaks, boiler repairs and bathroom fitting. Gas Safe registered.",
      { companyName: "Dripstop Plumbing", title: "Dripstop Plumbing" },
    );
    expect(html).toMatch(/<ul class="checks one-check"[^>]*><li[^>]*><span[^>]*>Gas Safe registered<\/span>/);
  });
});

describe("a recurring event", () => {
  it("shows when it meets and where, in the details' When and Where", () => {
    const { model } = compose(
      "event-registration",
      "A monthly JavaScript meetup, every second Thursday evening 7pm to 9pm at The Corn Exchange, New Station Street, Leeds LS1 4JB. Two talks, pizza and drinks.",
      { companyName: "Leeds JS", title: "Leeds JS Meetup" },
    );
    const details = section(model, "event-details")?.items.map((i) => [i.title, i.text]);
    expect(details).toContainEqual(["When", "every second Thursday evening 7pm to 9pm"]);
    expect(details).toContainEqual(["Where", "The Corn Exchange, New Station Street, Leeds LS1 4JB"]);
    // A habit is no date: no countdown to a Thursday the owner did not name.
    expect(section(model, "countdown")).toBeUndefined();
    const about = section(model, "about")?.items.map((i) => i.title) ?? [];
    expect(about.join(" ")).not.toContain("Thursday");
  });
});

describe("a card section the page must keep", () => {
  it("takes in a neighbouring single point rather than stand alone beside it", () => {
    const sections = foldLonelySections(
      [
        sec("benefits", ["Hand-knitted merino beanies in 8 colours"]),
        sec("about", ["Made by my mum and me in Cornwall"]),
        sec("lead-form", []),
      ],
      new Set(["benefits"]),
    );
    expect(sections.map((s) => [s.kind, s.items.map((i) => i.title)])).toEqual([
      ["benefits", ["Hand-knitted merino beanies in 8 colours", "Made by my mum and me in Cornwall"]],
      ["lead-form", []],
    ]);
  });
});
