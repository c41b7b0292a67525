import { describe, expect, it } from "vitest";
import { brief } from "./test-helpers.js";
import { withTownsCapitalised } from "./towns.js";

describe("a town written in lower case after a place preposition", () => {
  it.each([
    ["Trattoria di famiglia a bologna, in via del Pratello 14.", "it", "a Bologna,"],
    ["Cours de pilates à lyon. Premier cours offert.", "fr", "à Lyon."],
    ["Fachkanzlei für Arbeitsrecht in münchen.", "de", "in München."],
    ["fontanero en sevilla, urgencias 24h", "es", "en Sevilla,"],
    ["Fryzjer w poznaniu, strzyżenie damskie.", "pl", "w Poznaniu,"],
    ["plumber in leeds", "en", "in Leeds"],
  ])("is a name: %j", (text, lang, shown) => {
    expect(withTownsCapitalised(text, lang)).toContain(shown);
  });

  it.each([
    ["Maglioni fatti a mano.", "it"],
    ["Clases en inglés.", "es"],
    ["Corsi in italiano.", "it"],
    ["Matrícula gratis en septiembre.", "es"],
    ["Jantar no sábado.", "pt"],
    ["Build your rota in minutes, and export it.", "en"],
    ["We work in teams.", "en"],
    ["Odbiór w domu.", "pl"],
    ["Réservation en ligne.", "fr"],
  ])("an everyday phrase, a month, a day or a unit stays as written: %j", (text, lang) => {
    expect(withTownsCapitalised(text, lang)).toBe(text);
  });

  it("becomes the business's place, capitalised, and every offset of the description stays", () => {
    const b = brief("Studio Équilibre, cours de pilates à lyon. Premier cours offert.");
    expect(b.places).toContain("Lyon");
    expect(b.description.length).toBe(
      "Studio Équilibre, cours de pilates à lyon. Premier cours offert.".length,
    );
  });
});

describe("Portuguese 'no' and 'na' before a common noun", () => {
  it("leaves the noun as written", () => {
    const text = "Webinar sobre ansiedade no trabalho, com perguntas no final.";
    expect(withTownsCapitalised(text, "pt")).toBe(text);
  });
});

describe("a word after 'in' later in the description", () => {
  it.each([
    ["Trattoria a Bologna. Cuciniamo tortellini in brodo.", "it"],
    ["Rust meetup in Warsaw. Talks by Anna Nowak (async in embedded) and Piotr (Wasm in production).", "en"],
  ])("is a thing, not a town: %j", (text, lang) => {
    expect(withTownsCapitalised(text, lang)).toBe(text);
  });
});

describe("a Dutch infinitive after 'te'", () => {
  it("stays as written", () => {
    const text = "app om samen met je huisgenoten kosten te delen";
    expect(withTownsCapitalised(text, "nl")).toBe(text);
  });
});

describe("a trade or sector after 'in'", () => {
  it.each([
    ["coaching for first-time managers in tech.", "en"],
    ["we help small teams in hospitality.", "en"],
    ["Beratung für Start-ups in gastronomie.", "de"],
  ])("is no town: %j", (text, lang) => {
    expect(withTownsCapitalised(text, lang)).toBe(text);
  });
});
