/**
 * Reading words: text is compared lower-cased without accents, a phrase only as whole words, the longest
 * phrase first. Command words may carry one typo (an owner types fast); the owner's own text never does.
 */

import { ELISIONS } from "../lang/elisions.js";
import { endingsOf } from "./inflection.js";

/** Lower case, accents off, curly quotes and dashes made plain, spaces collapsed. */
export function norm(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”„«»]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Two forms of one word: the same, or sharing their first five letters (all of a shorter one of four):
 * "anmelde" / "anmelden", "curso" / "cursos". `maxLengthGap` bounds how much longer one may be.
 */
export function sameStem(a: string, b: string, maxLengthGap = Number.POSITIVE_INFINITY): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= Math.min(shorter, 5) && Math.abs(a.length - b.length) <= maxLengthGap;
}

/** The first letter upper-cased: an owner's words made a title, a label or a sentence. */
export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Phrases as one regex alternation, longest first so "fino alle" is tried before "alle". */
export const alternation = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

export interface Found {
  phrase: string;
  index: number;
  end: number;
}

/**
 * A phrase normalised and compiled once: requests are read against the same pack words and page texts
 * many times (every rule, every clause), and building a Unicode regex per look was half of reading time.
 * Bounded, because page texts are phrases too and a server reads many pages.
 */
const COMPILED_LIMIT = 20_000;
interface Compiled {
  phrase: string;
  re: RegExp;
  /** Holds a word that may stand elided: the plain search cannot rule it out. */
  elides: boolean;
}
const compiled = new Map<string, Compiled | null>();
function compile(raw: string): Compiled | null {
  let entry = compiled.get(raw);
  if (entry !== undefined) return entry;
  const phrase = norm(raw);
  entry = phrase
    ? { phrase, re: phraseRegExp(phrase), elides: phrase.split(" ").some((w) => ELISIONS[w]) }
    : null;
  if (compiled.size >= COMPILED_LIMIT) compiled.clear();
  compiled.set(raw, entry);
  return entry;
}

/**
 * A phrase as whole words; a word that French or Italian elide before a vowel (../lang/elisions.ts) also
 * matches elided: "plus de" stands in "plus d'espace", "que" in "qu'il". An elided last word is glued to
 * the next word, so it needs no word end after it.
 */
function phraseRegExp(phrase: string): RegExp {
  const words = phrase.split(" ");
  const body = words
    .map((word, i) => {
      const elided = ELISIONS[word];
      const last = i === words.length - 1;
      // A pack word's case endings (inflection.ts) follow its last word: "főcímet", "telefonszámot".
      const full = escapeRegExp(word) + (last ? `${endingsOf(phrase, norm)}(?![\\p{L}\\p{N}])` : " ");
      if (!elided) return full;
      const short = elided.map((e) => `${escapeRegExp(e)}(?=\\p{L})`).join("|");
      return `(?:${full}|${short})`;
    })
    .join("");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}`, "u");
}

/** The first place (then the longest phrase) where one of `phrases` stands as whole words in `text`. */
export function findPhrase(text: string, phrases: readonly string[]): Found | null {
  const t = norm(text);
  let best: Found | null = null;
  for (const raw of phrases) {
    const entry = compile(raw);
    // Most phrases are not in the text at all: a plain search says so before the regex runs.
    if (!entry || !(t.includes(entry.phrase) || (entry.elides && t.includes("'")))) continue;
    const { phrase, re } = entry;
    const m = re.exec(t);
    if (!m) continue;
    const better =
      !best || m.index < best.index || (m.index === best.index && phrase.length > best.phrase.length);
    if (better) best = { phrase, index: m.index, end: m.index + m[0].length };
  }
  return best;
}

export function hasPhrase(text: string, phrases: readonly string[]): boolean {
  return findPhrase(text, phrases) !== null;
}

/** Edit distance with transpositions, stopped early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The elided forms of ../lang/elisions.ts at a word's start: "d'" of "d'espace", "dell'" of "dell'offerta"
 * (after norm(), whose apostrophes are plain).
 */
export const ELIDED = new RegExp(
  `^(?:${alternation([...new Set(Object.values(ELISIONS).flat())])})(?=\\p{L})`,
  "u",
);

/**
 * The words of a text (letters, digits, apostrophes). An elided article or preposition is no part of the
 * word it is glued to: "mets plus d'espace" has the word "espace", "l'atelier" the word "atelier".
 */
export function tokens(text: string): string[] {
  // "Q&A", "B&B": letters joined by "&" are one word.
  return (norm(text).match(/[\p{L}\p{N}']+(?:&[\p{L}\p{N}]+)*/gu) ?? []).map((w) => w.replace(ELIDED, ""));
}

/**
 * A command word in the text, allowing one slip in words of 4+ letters ("chnage"; "ad" is too short to
 * tell) that are not words the packs know (`known`). Returns the pack's spelling of the word found.
 * A four-letter word may only have two letters swapped ("mkae"): one letter changed makes another word
 * too often ("neem" — take — is no slip of "noem").
 */
export function findCommand(
  text: string,
  phrases: readonly string[],
  known: ReadonlySet<string> = new Set(),
): Found | null {
  const exact = findPhrase(text, phrases);
  if (exact) return exact;
  const words = tokens(text);
  for (const word of words) {
    // A word the packs know as another command ("make" is not a slip of "take") is never a typo.
    if (word.length < 4 || known.has(word)) continue;
    for (const phrase of phrases) {
      const p = norm(phrase);
      if (p.includes(" ") || p.length < 4) continue;
      // "shipping now takes 3-5 days": the command with one letter more at its end is the word
      // inflected ("takes", "drops", "cuts"), said of something, not a command with a slip.
      if (word.length === p.length + 1 && word.startsWith(p)) continue;
      if (editDistance(word, p, 1) <= 1 && (word.length > 4 || isSwap(word, p))) {
        const index = norm(text).indexOf(word);
        return { phrase: p, index, end: index + word.length };
      }
    }
  }
  return null;
}

/** The same letters with two neighbours swapped: "mkae" of "make". */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    a[differ[0]!] === b[differ[1]!] &&
    a[differ[1]!] === b[differ[0]!]
  );
}

/** The text (normalised) with every one of `phrases` cut out wherever it stands. */
export function withoutAll(text: string, phrases: readonly string[]): string {
  let rest = norm(text);
  for (let at = findPhrase(rest, phrases); at; at = findPhrase(rest, phrases)) rest = without(rest, at);
  return rest;
}

/** The text with a found phrase cut out. */
export function without(text: string, found: Found | null): string {
  if (!found) return norm(text);
  const t = norm(text);
  return `${t.slice(0, found.index)} ${t.slice(found.end)}`.replace(/\s+/g, " ").trim();
}
