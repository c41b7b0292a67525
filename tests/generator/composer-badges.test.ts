import { describe, expect, it } from "vitest";
import { asBadge } from "../../src/generator/composer/write/compact.js";

describe("the owner's clauses said as badges, every fact kept", () => {
  it.each([
    ["en", "Mats and blocks are provided", "Mats and blocks provided"],
    ["en", "A demo is available now", "Demo available now"],
    ["en", "Free UK delivery on orders over £40", "Free UK delivery over £40"],
    ["en", "Register to get the replay", "Get the replay"],
    ["en", "Pre-order now and get a free carry loop", "Get a free carry loop"],
    ["en", "We also offer gift vouchers for every class", "Gift vouchers for every class"],
    ["en", "Registration closes on 30 April", "Registration closes 30 April"],
    ["en", "Every finisher gets a medal and chip timing", "A medal and chip timing for every finisher"],
    ["en", "Coming to Steam on 20 February 2027", "Coming to Steam 20 February 2027"],
    ["es", "Envío gratis a partir de 50 €", "Envío gratis desde 50 €"],
    ["fr", "Livraison offerte à partir de 60 €", "Livraison offerte dès 60 €"],
    ["fr", "Nous avons un service d'urgence le dimanche matin", "Service d'urgence le dimanche matin"],
    ["fr", "Planche de comté et charcuterie incluse", "Planche de comté et charcuterie incluse"],
    ["de", "Essen und Getränke sind inklusive", "Essen und Getränke inklusive"],
    [
      "de",
      "Wir bieten eine kostenlose Probestunde an jedem Montag",
      "Kostenlose Probestunde an jedem Montag",
    ],
    ["es", "Ofrecemos una primera clase gratis los lunes", "Primera clase gratis los lunes"],
    ["it", "La prima consulenza è gratuita per tutti", "Prima consulenza gratuita per tutti"],
    ["pl", "Pierwsza lekcja próbna jest bezpłatna", "Pierwsza lekcja próbna bezpłatna"],
    ["nl", "Koffie en thee zijn inbegrepen bij elke les", "Koffie en thee inbegrepen bij elke les"],
  ])("(%s) %j → %j", (lang, clause, badge) => {
    expect(asBadge(clause, lang)).toBe(badge);
  });

  it.each([
    ["en", "The Corn Exchange hosts every meetup"],
    ["en", "Open daily"],
    ["en", "We are a family bakery"],
  ])("(%s) leaves %j as it is: a name, too short, or nothing to leave out", (lang, clause) => {
    expect(asBadge(clause, lang)).toBe(clause);
  });

  it("never drops a figure or a name", () => {
    const badge = asBadge("There are 24 places at Cave Saint-Roch on 19 March", "en");
    for (const fact of ["24", "Cave Saint-Roch", "19 March"]) expect(badge).toContain(fact);
  });
});
