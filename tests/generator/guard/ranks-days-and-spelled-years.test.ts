/**
 * The guard's blind spots a model's copy walked through: ranks ("the best bike shop in Bristol", "best in
 * town", "Freiburgs beste", "le meilleur salon de Lyon"), opening and closing days without a time ("also
 * open on Sundays", "täglich geöffnet", "closed on Mondays", "fermé le lundi") and spans of years spelled out above twelve ("seit
 * zwanzig Jahren", "depuis vingt ans", "da trent'anni"). Each is found when the owner never said it and
 * kept when they did (in figures or in words); copy that ranks nothing passes.
 */
import { describe, expect, it } from "vitest";
import { untracedFacts } from "../../../src/generator/guard/index.js";

const NEUTRAL = "A small business. Open Monday to Friday.";

// [language, the model's words, the kind of claim found]
const INVENTED: [string, string, string][] = [
  ["en", "The best bike shop in Bristol.", "superlative"],
  ["en", "Best in town.", "superlative"],
  ["en", "Leeds' best-loved pottery studio.", "superlative"],
  ["en", "The leading florist in York.", "superlative"],
  ["en", "The cheapest prices in Leeds.", "superlative"],
  ["en", "The most trusted plumber in Cardiff.", "superlative"],
  ["de", "Freiburgs beste Physiotherapie.", "superlative"],
  ["en", "Lisbon's favourite trattoria.", "superlative"],
  ["de", "Freiburgs Lieblingsbäckerei.", "superlative"],
  ["de", "Die beste Weinstube am Rhein.", "superlative"],
  ["de", "Die günstigsten Preise der Stadt.", "superlative"],
  ["fr", "Le meilleur salon de Lyon.", "superlative"],
  ["es", "La mejor clínica de Málaga.", "superlative"],
  ["it", "La migliore pizzeria di Napoli.", "superlative"],
  ["nl", "De beste bakker van Utrecht.", "superlative"],
  ["en", "Also open on Sundays.", "open-day"],
  ["en", "Open every day.", "open-day"],
  ["de", "Auch samstags geöffnet.", "open-day"],
  ["de", "Täglich geöffnet.", "open-day"],
  ["fr", "Ouvert le dimanche.", "open-day"],
  ["es", "Abierto todos los días.", "open-day"],
  ["nl", "Ook op zondag open.", "open-day"],
  ["en", "Closed on Mondays.", "closed-day"],
  ["de", "Montags geschlossen.", "closed-day"],
  ["fr", "Fermé le lundi.", "closed-day"],
  ["es", "Cerrado los lunes.", "closed-day"],
  ["de", "Seit zwanzig Jahren für Sie da.", "statistic"],
  ["de", "Über fünfzehn Jahre Erfahrung.", "statistic"],
  ["de", "Seit fünfundzwanzig Jahren in Freiburg.", "statistic"],
  ["fr", "Depuis vingt ans à Lyon.", "statistic"],
  ["es", "Más de veinte años de experiencia.", "statistic"],
  ["it", "Da trent'anni a Roma.", "statistic"],
  ["nl", "Al twintig jaar in Utrecht.", "statistic"],
  ["pl", "Ponad dwadzieścia lat doświadczenia.", "statistic"],
];

// [language, the model's words, what the owner wrote]
const THE_OWNERS: [string, string, string][] = [
  ["en", "The best croissants in Leeds.", "We bake the best croissants in Leeds."],
  ["en", "Also open on Saturdays.", "Open Monday to Saturday 9-5."],
  ["en", "Open every day.", "Open daily 8:00-20:00."],
  ["de", "Auch montags geöffnet.", "Montag bis Freitag 8-18 Uhr."],
  ["de", "Seit zwanzig Jahren für Sie da.", "Seit 20 Jahren in Freiburg."],
  ["de", "Seit 20 Jahren für Sie da.", "Seit zwanzig Jahren in Freiburg."],
  ["fr", "Depuis vingt-cinq ans à Lyon.", "Salon ouvert à Lyon depuis 25 ans."],
  ["en", "Twenty years of experience.", "I have 20 years of experience."],
  ["en", "Closed on Mondays.", "Open Tuesday to Saturday 9-5."],
  ["de", "Sonntags geschlossen.", "Sonntags haben wir geschlossen."],
  // Hours the owner said bare: "10 till 2" is 10:00–14:00, "9 to 5" 9:00–17:00.
  ["en", "Sunday 10:00–14:00", "we open Sundays too, 10 till 2"],
  ["en", "Saturday 9:00–17:00", "open saturdays now, 9 to 5"],
  ["de", "Samstag 9:00–13:00", "samstags jetzt auch, 9 bis 1"],
];

// Copy that ranks, dates or counts nothing.
const NO_CLAIM: [string, string][] = [
  ["en", "Our best sellers, baked fresh."],
  ["en", "We always do our best for you."],
  ["en", "Bread baked daily."],
  ["en", "Look your best in the studio."],
  ["en", "The best way to learn pottery."],
  ["en", "Find the best fit in our range."],
  ["de", "Täglich frische Brötchen."],
  ["de", "Die beste Wahl für Ihren Rücken."],
  ["fr", "Le meilleur de la saison."],
];

describe("a rank, an opening day or a spelled-out span of years the owner never gave is found", () => {
  it.each(INVENTED)("%s: “%s” is an invented %s", (lang, text, kind) => {
    const found = untracedFacts(text, [NEUTRAL], lang);
    expect(found.map((f) => f.kind)).toContain(kind);
  });
});

describe("the same claims stay when the owner made them, in figures or in words", () => {
  it.each(THE_OWNERS)("%s: “%s” traces to “%s”", (lang, text, source) => {
    expect(untracedFacts(text, [source], lang)).toEqual([]);
  });
});

describe("copy that claims nothing passes", () => {
  it.each(NO_CLAIM)("%s: “%s”", (lang, text) => {
    expect(untracedFacts(text, ["A small business."], lang)).toEqual([]);
  });
});

// [the model's words, the owner's deal said as a share off]
const SHARE_OFF: [string, string][] = [
  ["Student discount: 10% off every course", "students get 10% off every course"],
  ["A discount for members", "members save 15% on every class"],
  ["Half-price Tuesdays discount", "-50% on Tuesdays"],
];

describe("a deal the owner gave as a share off lets the page call it a discount", () => {
  it.each(SHARE_OFF)("“%s” traces to “%s”", (text, source) => {
    expect(untracedFacts(text, [source], "en").filter((f) => f.kind === "deal")).toEqual([]);
  });

  it("a discount the owner never offered is still found", () => {
    expect(untracedFacts("Student discount on every course", ["Pottery classes, £30."], "en")).not.toEqual(
      [],
    );
  });
});
