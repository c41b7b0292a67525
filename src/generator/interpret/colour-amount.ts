/**
 * "more colour", "meer kleur", "plus de couleur", "więcej koloru", "több színt": an amount of colour asked
 * for with no colour named is a look — more colour is the colourful design (a vivid palette), less colour
 * the minimal one. Read from the packs' size words right before a word for colours (or its inflected form:
 * "koloru" of "kolor"), so no language needs its own phrase.
 */
import type { StyleName } from "../ops/schema.js";
import { type Reading, wordsOf } from "./reading.js";
import { norm, sameStem, tokens } from "./text.js";

export function colourAmount(r: Reading): StyleName | null {
  const words = tokens(r.text);
  const nouns = wordsOf(r, (p) => p.colourWords.colour)
    .map(norm)
    .filter((n) => !n.includes(" "));
  const more = new Set(wordsOf(r, (p) => p.sizes.more).map(norm));
  const less = new Set(wordsOf(r, (p) => p.sizes.less).map(norm));
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    if (!nouns.some((n) => n === word || (n.length >= 4 && sameStem(n, word, 2)))) continue;
    // "plus de couleur": a two-word amount ends right before the noun.
    const before = [words[i - 1]!, `${words[i - 2] ?? ""} ${words[i - 1]}`.trim()];
    if (before.some((b) => more.has(b))) return "playful";
    if (before.some((b) => less.has(b))) return "minimal";
  }
  return null;
}
