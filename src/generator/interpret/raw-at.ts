/**
 * Where a place in the normalized clause (`Reading.text`: lower case, accents off, quotes blanked, spaces
 * collapsed) stands in the owner's words as written. Rules find command words on the normalized text and
 * then take the owner's own words (a new item, the right spelling, an address) from the raw clause: this
 * is the one map between the two, character by character, so punctuation, quotes and accents never shift
 * a cut.
 */
import { norm } from "./text.js";
import { maskQuotes } from "./values.js";

/**
 * The offset in `raw` of offset `at` of `norm(maskQuotes(raw))`. A place between two words maps to the
 * start of the next word; a place past the end maps to the end of the raw text.
 */
export function rawIndex(raw: string, at: number): number {
  // Quotes are blanked with as many characters as they have, so the masked text keeps the raw offsets.
  const masked = maskQuotes(raw);
  let n = 0;
  let w = 0;
  for (const word of masked.matchAll(/\S+/gu)) {
    if (w > 0) {
      if (at <= n) return word.index;
      n += 1;
    }
    w += 1;
    for (let i = 0; i < word[0].length; ) {
      if (at <= n) return word.index + i;
      const ch = String.fromCodePoint(word[0].codePointAt(i)!);
      // As `norm` writes this one character ("É" → "e", a combining accent → ""): the same rules, once.
      n += norm(ch).length;
      i += ch.length;
    }
    if (at <= n) return word.index + word[0].length;
  }
  return raw.length;
}

/** The raw clause cut around a normalized span [from, to): the owner's words before and after it. */
export function rawAround(raw: string, from: number, to: number): [string, string] {
  return [raw.slice(0, rawIndex(raw, from)), raw.slice(rawIndex(raw, to))];
}
