/**
 * Where a message's sentences end: owners type the next sentence in small letters ("…trim. make …"), and
 * the languages write short words with a full stop that end nothing ("ul. Długa", "Hauptstr.", "Mon.").
 */
import { describe, expect, it } from "vitest";
import { splitClauses } from "../../../src/generator/interpret/split.js";
import { packByCode } from "../../../src/generator/lang/index.js";

const packs = (...codes: string[]) => codes.map((c) => packByCode(c)!);

describe("sentence ends", () => {
  it.each([
    ["remove the nail trim. make the buttons green", ["remove the nail trim", "make the buttons green"]],
    ["full groom is £48. the bath is £32 now", ["full groom is £48.", "the bath is £32 now"]],
    ["enlève le cidre. mets le titre en plus grand", ["enlève le cidre", "mets le titre en plus grand"]],
    ["entferne die Massage. macht die Farben dunkler", ["entferne die Massage", "macht die Farben dunkler"]],
  ])("ends a sentence before a small letter after a whole word: %s", (say, parts) => {
    expect(splitClauses(say, packs("en", "fr", "de"))).toEqual(parts);
  });

  it.each([
    ["zmień adres na ul. Długa 5, Kraków", "pl"],
    ["neue Adresse: Hauptstr. 3, Freiburg", "de"],
    ["l'adresse est maintenant av. Jean Jaurès 12", "fr"],
    ["open Mon. to Fri. 9-5", "en"],
    ["add e.g. a dog walk", "en"],
    ["Öffnungszeiten Mo. bis Fr. 8–18 Uhr", "de"],
  ])("keeps a short word written with a full stop inside its sentence: %s", (say, code) => {
    expect(splitClauses(say, packs(code, "en"))).toEqual([say]);
  });
});
