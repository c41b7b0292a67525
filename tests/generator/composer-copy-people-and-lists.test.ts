/**
 * Issue 27, held-out round: a role after a person's name is that person's ("written by …, ex-chef"), a
 * presenter said with "with" ("Con …, consulente …") is the webinar's presenter, and neither is split into
 * two lines of copy.
 */
import { describe, expect, it } from "vitest";
import { compose, pageWords, section } from "./compose-for-test.js";

describe("a person and their role", () => {
  it("keeps a newsletter author's role on the author's line", () => {
    const { html } = compose(
      "newsletter",
      "fortnightly letter on coastal foraging. free. written by Ruth Okafor, ex-ranger.",
    );
    expect(pageWords(html)).toContain("Written by Ruth Okafor, ex-ranger");
    expect(pageWords(html)).not.toMatch(/Written by Ruth Okafor\s+Ex-ranger/);
  });

  it("shows the presenter a webinar names with 'con' under a presenter heading", () => {
    const { html } = compose(
      "webinar",
      "Webinar gratuito sulla contabilità per artigiani, martedì 12 gennaio alle 17:00. Con Paolo Rinaldi, consulente fiscale.",
    );
    const words = pageWords(html);
    expect(words).toContain("Paolo Rinaldi Consulente fiscale");
    expect(words).not.toContain("Con Paolo Rinaldi");
  });
});

describe("figures, fees and free tiers in their own places", () => {
  const cardsOf = (html: ReturnType<typeof compose>["model"]) =>
    html.sections
      .filter((s) => ["services", "features", "benefits"].includes(s.kind))
      .flatMap((s) => s.items?.map((i) => i.title) ?? []);

  it("never lists a count the business manages or its fee as a service", () => {
    const { model, html } = compose(
      "lead-generation",
      "Homeowners in Leeds: free damp survey within 48 hours. We look after 600 homes, fees from 5% + VAT. Call Jo Patel on 0113 496 0001.",
      { industry: "real-estate" },
    );
    expect(cardsOf(model).join(" ")).not.toMatch(/600 homes|5% \+ VAT/);
    const words = pageWords(html);
    expect(words).toContain("Owner Co looks after 600 homes");
    expect(words).toContain("Fees from 5% + VAT");
  });

  it("shows a free tier said beside a paid plan as a plan, not an offer", () => {
    const { model } = compose(
      "saas-signup",
      "Booking software for tutors. Lesson calendar, parent reminders. Free for 2 tutors, Studio £19/month.",
    );
    const pricing = section(model, "pricing");
    expect(pricing?.items?.map((i) => [i.title, i.text ?? i.price])).toEqual([
      ["Free", "for 2 tutors"],
      ["Studio", "£19/month"],
    ]);
    expect(section(model, "offers")).toBeUndefined();
  });
});

describe("an introductory price and the price after it", () => {
  it("says 'first week £5, then £30/month' once, on one price line, with no card for the first step", () => {
    const { html, model } = compose(
      "facebook-ads",
      "climbing wall in york. first week £5 then £30/month, no contract",
      { industry: "fitness" },
    );
    const words = pageWords(html);
    expect(words.match(/first week £5/gi)).toHaveLength(1);
    expect(section(model, "pricing")?.items.map((i) => i.price)).toEqual(["first week £5, then £30/month"]);
  });
});

describe("a fee and a count in another language", () => {
  it("shows 'Honorar ab 60 €' as a price and the count of clients in the about, neither as a service", () => {
    const { model, html } = compose(
      "lead-generation",
      "Vermieter in Köln: kostenlose Mietpreisprüfung in 3 Tagen. Wir verwalten 410 Wohnungen, Honorar ab 60 € im Monat. Rufen Sie Ole Brandt an: 0221 555 0100.",
    );
    const cards = model.sections
      .filter((s) => ["services", "features", "benefits"].includes(s.kind))
      .flatMap((s) => s.items.map((i) => i.title));
    expect(cards.join(" ")).not.toMatch(/Honorar|410/);
    expect(section(model, "pricing")?.items.map((i) => i.title)).toEqual(["Honorar"]);
    expect(section(model, "pricing")?.lead ?? "").not.toContain("410");
    expect(pageWords(html)).toContain("verwaltet 410 Wohnungen");
  });
});
