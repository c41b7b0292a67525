/**
 * Issue 27, designer round: what a vague or list-heavy description must not turn into — a menu word over
 * a section that is not what it names, the request to us as the hero's lead, a plan's name squeezed by
 * its price.
 */
import { describe, expect, it } from "vitest";
import { withoutTrailingFacts } from "../../src/generator/composer/write/hero.js";
import { compose, section } from "./compose-for-test.js";

const menu = (html: string) =>
  [...(/<nav\b[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "").matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map(
    (m) => m[1],
  );

describe("a vague description", () => {
  it.each([
    ["en", "need a website for my plumbing business in Bristol, we do emergency callouts", "Rapid Flow"],
    ["fr", "Fleuriste à Bordeaux, bouquets et mariages.", "Les Fleurs de Margaux"],
    ["de", "Fahrradladen in Münster", "Speiche"],
  ])(
    "(%s) lists no 'Services' in the menu for the section that says how to reach the business",
    (_, prompt, companyName) => {
      const { model, html } = compose("business-homepage", prompt, { companyName });
      expect(section(model, "services")?.items.length).toBeGreaterThan(0);
      expect(menu(html)).not.toContain(section(model, "services")?.eyebrow);
      expect(html).not.toMatch(/<nav\b[^>]*>[\s\S]*?href="#services"[\s\S]*?<\/nav>/);
    },
  );

  it("leads with what the business does, not with the request for a website", () => {
    const { model } = compose(
      "business-homepage",
      "need a website for my plumbing business in Bristol, we do emergency callouts",
      { companyName: "Rapid Flow Plumbing" },
    );
    expect(section(model, "hero")?.lead).toBe("Rapid Flow Plumbing does emergency callouts");
  });
});

describe("one plan alone", () => {
  it("keeps its name above its price, so a long price never squeezes the name", () => {
    const { html } = compose(
      "app-download",
      "Tiny Steps is a habit tracker for iPhone and Android. Track habits with one tap, see streaks, get gentle reminders. Free, with Tiny Steps Plus at $3.99 a month for unlimited habits and widgets.",
      { companyName: "Tiny Steps" },
    );
    expect(html).toContain(".tiers.solo .tier>h3,.tiers.solo .tier>p{grid-column:1}");
  });
});

describe("a webinar's topics", () => {
  it.each([
    [
      "Studio Fiscale Bianchi",
      "Webinar gratuito sul regime forfettario. Martedì 16 febbraio 2027 alle 18:00. Parleremo di: soglia dei ricavi, contributi INPS, scadenze dell'anno.",
    ],
    [
      "Kanzlei Brandt",
      "Kostenloses Webinar zur Grundsteuer am 3. März 2027 um 18 Uhr. Themen: Fristen, Einspruch, Musterbriefe.",
    ],
    ["Ledger Lane", "Free webinar on 9 March 2027 at 6pm. We cover: quarterly taxes, expenses, invoicing."],
  ])("are headed as what the session covers, never as what %s offers", (companyName, prompt) => {
    const { model } = compose("webinar", prompt, { companyName });
    expect(section(model, "learn")?.heading ?? "").not.toContain(companyName);
  });
});

describe("a product described in one sentence with a list after a colon", () => {
  it.each([
    [
      "en",
      "Volt One is our first folding e-bike: 16 kg, 80 km range, folds in 10 seconds.",
      ["16 kg", "80 km range", "Folds in 10 seconds"],
    ],
    [
      "de",
      "Der Kaffeebecher Loop ist unser neues Produkt: 350 ml, doppelwandig, spülmaschinenfest.",
      ["350 ml", "Doppelwandig", "Spülmaschinenfest"],
    ],
    [
      "fr",
      "La lampe Nuit est notre nouveauté : lumière chaude, batterie 12 heures, recharge USB-C.",
      ["Lumière chaude", "Batterie 12 heures", "Recharge USB-C"],
    ],
  ])("(%s) shows that list as its features", (_, prompt, features) => {
    const { model } = compose("product-launch", prompt, { companyName: "Maker Co", title: "New thing" });
    expect(section(model, "features")?.items.map((i) => i.title)).toEqual(features);
  });
});

describe("a hero sentence without its trailing date", () => {
  it.each([
    [
      "Corso base di ceramica al tornio, 6 lezioni il giovedì dalle 19:00 alle 21:30, dal 4 marzo 2027.",
      "4 marzo 2027",
      "Corso base di ceramica al tornio, 6 lezioni il giovedì dalle 19:00 alle 21:30.",
    ],
    [
      "Mercatino di Natale in piazza, tutti i giorni dal 1 dicembre 2027.",
      "1 dicembre 2027",
      "Mercatino di Natale in piazza, tutti i giorni.",
    ],
  ])("leaves no Italian 'dal'/'dalla' dangling: %j", (sentence, fact, kept) => {
    expect(withoutTrailingFacts(sentence, [fact], "it")).toBe(kept);
  });
});
