/**
 * A person a model names by one word inside a sentence: "Our feline specialist Anna keeps cats calm",
 * "ask Tom at the desk", "notre coiffeuse Léa". Where a language writes only names with a capital (every
 * pack's but German, which capitalises all nouns), a capitalised word in the middle of a sentence is a
 * name; it is a claim like "Anna Berg" and traces to the owner's words the same way. Words the text or its
 * sources also write in lower case, the packs' weekdays, months and language names, titles and brands are
 * no names.
 */
import { detectLanguage } from "../brief/language.js";
import { NOT_A_NAME } from "../brief/vocabulary.js";
import { allPacks } from "../lang/index.js";
import type { Claim } from "./claims-of-praise.js";
import { TITLE } from "./names.js";

/**
 * A capitalised word of three Latin letters or more right after a word in lower case (so never a
 * sentence's or a title-case heading's): "specialist Anna", "coiffeuse Léa", and beside the role with a
 * comma: "onze monteur, Daan, kijkt".
 */
const MID_SENTENCE = /(?<=(?:^|[\s(])(\p{Ll}[\p{L}'’-]*),?\s)\p{Lu}\p{Ll}{2,}(?![\p{L}\d'’-])/gu;
const LATIN = /^\p{Script=Latin}+$/u;

/**
 * Small words of every pack ("in", "à", "near"…): a capitalised word after one is a place or a thing
 * ("in Leeds", "à Lyon", "on the App Store"), not a person named by a role.
 */
const SMALL_WORDS = new Set(
  allPacks()
    .flatMap((pack) => [...Object.values(pack.grammar).flat(), ...Object.values(pack.places).flat()])
    .concat("near around across outside inside towards via pres près cerca vicino bij blisko".split(" ")),
);

/** Weekdays, months and languages of every pack: capitalised in English, and no one's name. */
export const CALENDAR_AND_LANGUAGES = new Set(
  allPacks().flatMap((pack) => [
    ...pack.weekdays.flat(),
    ...pack.months.flat(),
    ...Object.values(pack.languages).flat(),
  ]),
);
const BRANDS = new Set(
  "google instagram facebook whatsapp youtube tiktok linkedin apple android paypal visa mastercard amazon etsy app store play".split(
    " ",
  ),
);

/** Single capitalised names in the middle of sentences of `masked`; none on a page whose nouns are capitalised. */
export function singleNamesIn(masked: string, lowerWords: Set<string>, nounsCapitalised: boolean): Claim[] {
  if (nounsCapitalised) return [];
  const found = [...masked.matchAll(MID_SENTENCE)];
  // German words on a page of another language ("frisches Roggenbrot") are nouns, not names.
  if (found.length === 0 || detectLanguage(masked).lang.startsWith("de")) return [];
  return found.flatMap((m) => {
    const word = m[0];
    const lower = word.toLowerCase();
    const before = (m[1] ?? "").toLowerCase();
    if (
      !LATIN.test(word) ||
      SMALL_WORDS.has(before) ||
      NOT_A_NAME.has(before) ||
      lowerWords.has(lower) ||
      NOT_A_NAME.has(lower) ||
      CALENDAR_AND_LANGUAGES.has(lower) ||
      BRANDS.has(lower) ||
      TITLE.test(word)
    )
      return [];
    return [{ kind: "person" as const, start: m.index, end: m.index + word.length }];
  });
}
