/**
 * Places a model puts the business in (decision 0092): "w Krakowie", "en Sevilla", "à Lyon", "in Leeds",
 * and in a language that declines by suffix, "Budapesten", "Szegeden". A capitalised word after the page
 * language's "in"/"at" (the pack's grammar words), or — where the pack's "in"/"on" are suffixes — one that
 * ends in such a suffix in the middle of a sentence, is a place. It traces to a word of the sources that
 * shares its stem ("Krakowie" to "Kraków", "Sopocie" to "Sopot", "Debrecenben" to "Debrecen"), so the
 * owner's place in any case stays and a made-up one is cut.
 */
import { packByCode } from "../lang/index.js";
import type { Claim } from "./claims-of-praise.js";
import { CALENDAR_AND_LANGUAGES } from "./single-names.js";

/** Pages whose nouns are all capitalised (German) cannot tell a place from a noun by its capital. */
const NOUNS_CAPITALISED = new Set(["de"]);
/** Grammar words of a pack that are case endings, not words: "ban", "ben", "on", "en" (Hungarian). */
const SUFFIX_LANGS = new Set(["hu"]);
const NAME = "\\p{Lu}\\p{Ll}{2,}(?:-\\p{Lu}\\p{Ll}+)?";

const patterns = new Map<string, RegExp | null>();

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const bothCases = (word: string) => [word, word[0]?.toUpperCase() + word.slice(1)];

function patternFor(lang: string): RegExp | null {
  if (patterns.has(lang)) return patterns.get(lang) ?? null;
  const pack = packByCode(lang);
  let pattern: RegExp | null = null;
  if (pack && SUFFIX_LANGS.has(lang)) {
    const endings = [...pack.grammar.in, ...pack.grammar.on]
      .map((e) => e.replace(/^-/, ""))
      .filter((e) => e.length >= 2)
      .sort((a, b) => b.length - a.length);
    // Mid-sentence only: after a word in lower case or a comma, never a sentence's first word.
    pattern = new RegExp(
      `(?<=(?:\\p{Ll}|,)\\s)\\p{Lu}\\p{Ll}+(?:${endings.map(escapeWord).join("|")})(?![\\p{L}])`,
      "gu",
    );
  } else if (pack && !NOUNS_CAPITALISED.has(lang)) {
    const before = [...pack.grammar.in, ...pack.grammar.at]
      .filter((w) => !/\s/.test(w) && /^\p{L}+$/u.test(w))
      .flatMap(bothCases)
      .map(escapeWord);
    const and = pack.grammar.and.filter((w) => /^\p{L}+$/u.test(w)).map(escapeWord);
    // "w Gdańsku i Sopocie": a second place joined by the language's "and".
    pattern = new RegExp(
      `(?<![\\p{L}])(?:${before.join("|")})\\s(${NAME}(?:\\s(?:${and.join("|")})\\s${NAME})?)(?![\\p{L}])`,
      "gu",
    );
  }
  patterns.set(lang, pattern);
  return pattern;
}

/** Places in `masked` (text with earlier facts masked), one claim per capitalised word. */
export function placesIn(masked: string, lang: string, lowerWords: Set<string>): Claim[] {
  const pattern = patternFor(lang.slice(0, 2).toLowerCase());
  if (!pattern) return [];
  pattern.lastIndex = 0;
  const out: Claim[] = [];
  for (const m of masked.matchAll(pattern)) {
    const whole = m[1] ?? m[0];
    const offset = m.index + m[0].length - whole.length;
    for (const word of whole.matchAll(new RegExp(NAME, "gu"))) {
      const lower = word[0].toLowerCase();
      if (lowerWords.has(lower) || CALENDAR_AND_LANGUAGES.has(lower)) continue;
      const start = offset + word.index;
      out.push({ kind: "place" as Claim["kind"], start, end: start + word[0].length });
    }
  }
  return out;
}

const fold = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l");

const stems = new WeakMap<object, string[]>();

/** Whether a word of the sources shares `place`'s stem: all but the last few letters a case ending changes. */
export function placeTraced(place: string, flatSources: string, key: object): boolean {
  let words = stems.get(key);
  if (!words) {
    words = [...new Set(flatSources.match(/\p{L}{3,}/gu)?.map(fold) ?? [])];
    stems.set(key, words);
  }
  const wanted = fold(place);
  return words.some((word) => {
    let same = 0;
    while (same < word.length && same < wanted.length && word[same] === wanted[same]) same++;
    const shorter = Math.min(word.length, wanted.length);
    return same >= 4 && same >= shorter - 2;
  });
}
