/**
 * Words of the world every language borrows ("wifi", "playlist", "banner": packs' `notOffers`) are read by
 * the one rule that asks for them, never as evidence of a language: a German page stays German, a Polish,
 * French or Dutch request is still read in its own language, with those lists in every pack.
 */
import { describe, expect, it } from "vitest";
import { detectLanguage } from "../brief/language.js";
import { languageByLetters } from "../brief/language-profile.js";
import { allPacks, packsFor } from "./index.js";
import { NOT_LANGUAGE_WORDS, packStrings } from "./pack-strings.js";

const codes = (lang: string, request: string) => packsFor(lang, request).map((pack) => pack.code);

describe("borrowed words in the packs say nothing of a language", () => {
  it("every pack lists amenities and page parts that are no offer, and no reader of languages sees them", () => {
    for (const pack of allPacks()) {
      expect(pack.notOffers?.length ?? 0).toBeGreaterThan(10);
      const written = new Set(packStrings(pack, { keys: true, patterns: true }));
      expect(written.has("notOffers")).toBe(false);
    }
    expect(NOT_LANGUAGE_WORDS.has("notOffers")).toBe(true);
  });

  it.each([
    [
      "de",
      "Weingut Sonnenhang in Bernkastel. Riesling trocken 9,50 €, Spätburgunder 12 €. Weinprobe samstags 14–18 Uhr. Telefon 06531 12345.",
    ],
    [
      "fr",
      "Atelier Bois Doré, ébéniste à Annecy, 5 rue du Lac. Tables sur mesure dès 900 €. Téléphone 04 50 12 34 56.",
    ],
    [
      "pl",
      "Kwiaciarnia Bukiet w Poznaniu, ul. Półwiejska 5. Bukiety od 80 zł, dostawa w mieście 20 zł. Telefon 61 123 45 67.",
    ],
    [
      "nl",
      "Fietsenmaker De Spaak in Utrecht, Oudegracht 10. Onderhoudsbeurt €49, band plakken €12. Bel 030 123 4567.",
    ],
  ] as const)("a %s description keeps its language", (lang, description) => {
    expect(detectLanguage(description).lang).toBe(lang);
    expect([lang, undefined]).toContain(languageByLetters(description));
  });

  it.each([
    ["de", "füge auch Streuselkuchen und WLAN hinzu"],
    ["fr", "ajoute aussi le wifi et les galettes des rois en janvier"],
    ["pl", "dodaj też warsztaty z Pythona i muzykę w tle"],
    ["nl", "voeg ook remmen afstellen en wifi toe voor €25"],
  ] as const)("a %s request on an English page is read in its own language first", (lang, request) => {
    expect(codes("en", request)[0]).toBe(lang);
  });
});
