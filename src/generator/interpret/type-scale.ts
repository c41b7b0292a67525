/**
 * "make everything bigger", "maak alles wat groter", "rendi tutto più grande", "legyen minden nagyobb": a
 * size said of everything is one step on the whole type scale — the headline, the section headings and
 * the body text together. Read only when the clause says nothing but that (a word for all, a size, a verb,
 * small words and words for the page or the look), so "make all the prices bigger" is never the page.
 */
import { has, type Reading, smallWords, wordsOf } from "./reading.js";
import { norm, tokens } from "./text.js";

export function wholeScale(r: Reading): "bigger" | "smaller" | null {
  const bigger = has(r, (p) => p.sizes.bigger);
  const smaller = has(r, (p) => p.sizes.smaller);
  if (bigger === smaller || !has(r, (p) => p.grammar.all)) return null;
  const plain = new Set([
    ...[...smallWords(r.packs)].flatMap((phrase) => tokens(phrase)),
    ...wordsOf(r, (p) => [
      ...p.verbs.make,
      ...p.verbs.change,
      ...Object.values(p.sizes).flat(),
      ...p.fonts.font,
      ...p.copyWords,
      ...(p.lookNouns ?? []),
      ...(p.lookVerbs ?? []),
      ...(p.hedges ?? []),
    ]).flatMap((phrase) => tokens(norm(phrase))),
  ]);
  if (!tokens(r.text).every((word) => plain.has(word))) return null;
  return bigger ? "bigger" : "smaller";
}
