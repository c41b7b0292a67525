/**
 * A colour, size or model the product comes in, added or taken out: "add a fourth colour: Coral", "now also
 * in coral", "dodaj kolor czerwony", "nimm die Farbe Sand raus", "ya no tenemos el color arena", "aggiungi
 * la taglia XL". Only on a page that shows what its product comes in (the top banner's chip,
 * composer/write/variants.ts): there "add/remove colour X" and "a new colour X" name the product's colours.
 * The page's look stays the style rule's: a clause naming the brand or accent colour, a scheme or palette,
 * or the buttons is never read here, nor one with no add or remove word ("make it red", "red buttons").
 * A page with no colour chip keeps the old reading (a colour said there is the page's colour).
 */

import { chipValues, variantIcon } from "../../composer/write/variants.js";
import type { LanguagePack } from "../../lang/types.js";
import { type Op, VARIANT_KINDS, type VariantKind } from "../../ops/schema.js";
import { find, has, type Reading, smallWords, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm } from "../text.js";
import { examples } from "./variant.examples.js";

/** A size said alone: "XL", "M", "42", "150×200". */
const SIZE_VALUE =
  /^(?:x{0,3}[sml]|x{1,3}l|\d?xl|\d{1,3}(?:[.,]\d)?(?:\s?[×x]\s?\d{1,3})?\s?(?:cm|mm|ml|l)?)$/iu;

interface Word {
  raw: string;
  n: string;
}

/** The clause's words as written (for the value) and normalised (for the packs' words). */
function wordsIn(raw: string): Word[] {
  return (raw.match(/[^\s,:;!?()"“”„«»‘’]+/gu) ?? [])
    .map((w) => w.replace(/[.]+$/u, ""))
    .filter(Boolean)
    .map((w) => ({ raw: w, n: norm(w) }));
}

/** Where one of the phrases stands in the words: the first, the longest at one place. */
function phraseAt(words: Word[], phrases: readonly string[]): { start: number; end: number } | null {
  const split = [...new Set(phrases.map(norm))].map((p) => p.split(" ")).sort((a, b) => b.length - a.length);
  for (let i = 0; i < words.length; i += 1)
    for (const p of split)
      if (p.every((w, j) => words[i + j]?.n === w)) return { start: i, end: i + p.length };
  return null;
}

const variantWords = (pick: (v: NonNullable<LanguagePack["variants"]>) => string[]) => (p: LanguagePack) =>
  p.variants ? pick(p.variants) : [];

/** The kind of variant a noun names, and where: "colour", "Farbe", "taglia", "modelo". */
function nounIn(r: Reading, words: Word[]): { kind: VariantKind; start: number; end: number } | null {
  for (const kind of VARIANT_KINDS) {
    const at = phraseAt(
      words,
      wordsOf(
        r,
        variantWords((v) => v[kind]),
      ),
    );
    if (at) return { kind, ...at };
  }
  return null;
}

/** Said of the page's look: the brand or accent colour, a scheme or palette, the buttons, a design. */
function saysALook(r: Reading): boolean {
  const nouns = new Set(
    wordsOf(
      r,
      variantWords((v) => v.colour),
    ).map(norm),
  );
  const lookWords = wordsOf(r, (p) => p.colourWords.colour).filter((w) => !nouns.has(norm(w)));
  return (
    findPhrase(r.text, lookWords) !== null ||
    has(r, (p) => [...p.colourWords.primary, ...p.colourWords.accent, ...p.styleParts.buttons])
  );
}

/** Words that say nothing of the value: small words, and the clause's own add or remove words. */
function emptyWords(r: Reading): Set<string> {
  const said = wordsOf(r, (p) => [
    ...p.verbs.add,
    ...p.verbs.remove,
    ...(p.gone?.words ?? []),
    ...(p.gone?.lead ?? []),
    ...(p.noLonger?.words ?? []),
    ...(p.variants?.added ?? []),
  ]);
  return new Set([...smallWords(r.packs), ...said.flatMap((w) => norm(w).split(" "))]);
}

/** Words that name a look or an amount, never a colour of the product ("more", "darker", "bold"). */
function lookTokens(r: Reading): Set<string> {
  const looks = wordsOf(r, (p) => [
    ...Object.values(p.sizes).flat(),
    ...Object.values(p.designs).flat(),
    ...p.schemes.dark,
    ...p.schemes.light,
  ]);
  return new Set(looks.map(norm).filter((w) => !w.includes(" ")));
}

/** The value as written: the run of words from `from`, after small words; null when more words follow it. */
function valueAfter(words: Word[], from: number, empty: Set<string>): string | null {
  let i = from;
  while (i < words.length && empty.has(words[i]!.n)) i += 1;
  const start = i;
  while (i < words.length && !empty.has(words[i]!.n) && i - start < 3) i += 1;
  if (i === start) return null;
  // "add red and blue", "add colour to the headline": what follows must say nothing more.
  if (words.slice(i).some((w) => !empty.has(w.n))) return null;
  return words
    .slice(start, i)
    .map((w) => w.raw)
    .join(" ");
}

/** "remove the sand colour", "add hozzá a piros színt": the words right before the noun. */
function valueBefore(words: Word[], noun: number, empty: Set<string>): string | null {
  let i = noun;
  while (i > 0 && !empty.has(words[i - 1]!.n) && noun - i < 3) i -= 1;
  if (i === noun) return null;
  return words
    .slice(i, noun)
    .map((w) => w.raw)
    .join(" ");
}

/** A colour name of any pack ("coral", "czerwony"): a colour said without the word "colour". */
function knownColour(r: Reading, value: string): boolean {
  const key = norm(value);
  return r.packs.some((p) => Object.keys(p.colours).some((name) => norm(name) === key));
}

/** The page's chips by kind: colours wear the palette, sizes and models the layers icon. */
function chipsOf(r: Reading): { colour: string[]; layers: string[] } {
  const items = r.model.sections.find((s) => s.kind === "hero")?.items ?? [];
  const values = (icon: string) =>
    items.filter((i) => i.icon === icon).flatMap((i) => chipValues(i).map(norm));
  return { colour: values(variantIcon("colour")), layers: values(variantIcon("size")) };
}

export const variant: Rule = {
  name: "variant",
  examples,
  read(r) {
    const chips = chipsOf(r);
    if (chips.colour.length === 0 && chips.layers.length === 0) return null;
    if (saysALook(r)) return null;
    const words = wordsIn(r.raw);
    const removes =
      startsWithVerb(r, (p) => p.verbs.remove) !== null ||
      find(r, (p) => [...(p.gone?.words ?? []), ...(p.gone?.lead ?? []), ...(p.noLonger?.words ?? [])]) !==
        null;
    const added = phraseAt(
      words,
      wordsOf(
        r,
        variantWords((v) => v.added),
      ),
    );
    const adds = !removes && (startsWithVerb(r, (p) => p.verbs.add) !== null || added !== null);
    if (!removes && !adds) return null;
    const empty = emptyWords(r);
    const noun = nounIn(r, words);
    let value: string | null;
    let kind: VariantKind | undefined = noun?.kind;
    if (noun) {
      value = valueAfter(words, noun.end, empty);
      // "remove the Sand colour": a word before the noun is a value when the page could have it.
      const before = value ? null : valueBefore(words, noun.start, empty);
      if (before && (removes || knownColour(r, before) || /^\p{Lu}/u.test(before))) value = before;
    } else {
      // "add red", "now also in coral", "remove Moss": no noun, so the value tells the kind.
      value = valueAfter(words, added?.end ?? 0, empty);
      if (value && knownColour(r, value)) kind = "colour";
      else if (value && SIZE_VALUE.test(value)) kind = "size";
      if (removes && value) {
        const key = norm(value);
        kind = chips.colour.includes(key) ? "colour" : chips.layers.includes(key) ? "size" : undefined;
      }
    }
    if (!value || !kind) return null;
    const looks = lookTokens(r);
    if (
      norm(value)
        .split(" ")
        .some((w) => looks.has(w))
    )
      return null;
    // Without a colour chip a colour said is the page's own, as before.
    if (kind === "colour" && chips.colour.length === 0) return null;
    const op: Op = adds ? { op: "add_variant", kind, value } : { op: "remove_variant", kind, value };
    return [op];
  },
};
