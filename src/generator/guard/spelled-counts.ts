/**
 * Counts a model spells out in words: "three locations", "dos sedes", "trois studios", "w trzech
 * piekarniach", "három kávézóban" (decision 0092). A number word of the page's pack (or English) right
 * before a word is a count, a claim like "3 locations", and traces to the owner's number in figures or in
 * words. The packs give the numbers' dictionary forms; the forms a language declines them into
 * (Polish "trzech", "pięciu") and the number words that are also everyday words ("sei" is "you are",
 * "hat" "can", "hét" "week", "neuf" "new") are listed here, per language.
 */
import type { Claim } from "./claims-of-praise.js";

const table = (spec: string): Record<string, number> =>
  Object.fromEntries(
    spec.split("|").map((pair) => {
      const [word, value] = pair.split(" ");
      return [word as string, Number(value)];
    }),
  );

/** Declined forms of the numbers two to twelve that the packs list in their dictionary form. */
export const DECLINED_NUMBERS: Record<string, Record<string, number>> = {
  // Genitive/locative ("w trzech miastach"), dative and instrumental ("z dwoma", "pięcioma").
  pl: table(
    "dwóch 2|dwu 2|dwom 2|dwoma 2|dwiema 2|trzech 3|trzem 3|trzema 3|czterech 4|czterem 4|czterema 4|pięciu 5|pięcioma 5|sześciu 6|sześcioma 6|siedmiu 7|siedmioma 7|ośmiu 8|ośmioma 8|dziewięciu 9|dziesięciu 10|jedenastu 11|dwunastu 12",
  ),
  // "zweier", "dreier" ("in zweier Filialen" is rare, but "an zwei Standorten" is the dictionary form).
  de: table("zweier 2|dreier 3"),
};

/** Number words that are also everyday words in their language: never read as a count there. */
const NOT_A_COUNT: Record<string, Set<string>> = {
  it: new Set(["sei"]),
  hu: new Set(["hat", "hét"]),
  fr: new Set(["neuf"]),
};

/** Whether `word` (lower case) may be read as a count on a page in `lang`. */
export function mayCount(word: string, lang: string): boolean {
  return !NOT_A_COUNT[lang.slice(0, 2)]?.has(word);
}

const patterns = new Map<string, RegExp>();

/**
 * Counts in `masked` ("three locations"): the number word and the word after it. `numbers` is the page
 * language's word table (numberWords); "one" and its kin are not in it, so "a"/"un"/"ein" stay articles.
 */
export function spelledCountsIn(masked: string, lang: string, numbers: Record<string, number>): Claim[] {
  const code = lang.slice(0, 2).toLowerCase();
  let pattern = patterns.get(code);
  if (!pattern) {
    const words = Object.keys(numbers)
      .filter((word) => numbers[word] >= 2 && mayCount(word, code) && !/['’]$/.test(word))
      .sort((a, b) => b.length - a.length)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    pattern = new RegExp(`(?<![\\p{L}\\d])(?:${words.join("|")})\\s+\\p{L}[\\p{L}'’-]*`, "giu");
    patterns.set(code, pattern);
  }
  pattern.lastIndex = 0;
  return [...masked.matchAll(pattern)].map((m) => ({
    kind: "number" as const,
    start: m.index,
    end: m.index + m[0].length,
  }));
}
