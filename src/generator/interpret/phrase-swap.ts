/**
 * Old words for new ones, said without quotes in the request's own language (packs' `restating`):
 *   "replace the walks with yoga at sunrise", "ersetze Roggenbrot durch Dinkelbrot"   (replace X with Y)
 *   "say Tuesday instead of Monday", "schreib statt Montag Dienstag", "en lugar de lunes, martes"
 *   "Monday becomes Tuesday", "aus 12.000 werden 15.000 Leser", "le lundi devient le mardi"
 * The old words must be words the page writes (whole words: "Montag" is not "Montagsbrief"), and old and new
 * must be of one sort — both say a number or neither does — so "the lunch menu becomes 21 €" is left to the
 * price rules and never renames the menu "21 €". Anything else is not this rule's reading (null).
 */

import type { Op } from "../ops/schema.js";
import { normedPageTexts } from "./page-texts.js";
import { type Reading, smallWords, wordsOf } from "./reading.js";
import { alternation, escapeRegExp, norm } from "./text.js";

const EDGE_BEFORE = "(?<![\\p{L}\\p{N}])";
const EDGE_AFTER = "(?![\\p{L}\\p{N}])";
/** Owner's words longer than this are a sentence, not a phrase to swap. */
const MAX_PHRASE = 100;

const wordsRe = (phrases: readonly string[]) => `${EDGE_BEFORE}(?:${alternation(phrases)})${EDGE_AFTER}`;

/** Quotes, end punctuation and a leading article-less comma off the owner's words. */
function bare(s: string): string {
  return s
    .trim()
    .replace(/^[,:;\s"“„'‘«»]+|[\s.!?,;:"”“'’»«]+$/gu, "")
    .trim();
}

/** The page writes these words, as whole words, somewhere (case and accents ignored). */
function pageSaysWhole(r: Reading, phrase: string): boolean {
  const p = norm(phrase);
  if (!p) return false;
  const re = new RegExp(`${EDGE_BEFORE}${escapeRegExp(p)}${EDGE_AFTER}`, "u");
  return normedPageTexts(r.model).some((t) => re.test(t));
}

/**
 * "X becomes Y" is also how a sentence about X goes on ("l'atelier devient payant pour les groupes, …"):
 * the new words are read as X's replacement only when they are a phrase of X's size, not a clause.
 */
function likeForLike(oldSaid: string, newSaid: string): boolean {
  const size = (s: string) => s.trim().split(/\s+/).length;
  return !/[,;:]/.test(newSaid) && size(oldSaid) <= 5 && size(newSaid) <= size(oldSaid) + 2;
}

/** One swap checked: old words on the page, new ones of the same sort; the op, or null. */
function swap(r: Reading, oldSaid: string, newSaid: string): Op[] | null {
  let find = bare(oldSaid);
  let value = bare(newSaid);
  if (!find || !value || find.length > MAX_PHRASE || value.length > MAX_PHRASE) return null;
  if (norm(find) === norm(value)) return null;
  const small = smallWords(r.packs);
  if (
    norm(find)
      .split(" ")
      .every((w) => small.has(w))
  )
    return null;
  if (/\d/.test(find) !== /\d/.test(value)) return null;
  if (!pageSaysWhole(r, find)) {
    // "der Montag wird Dienstag": the article is the owner's, the page writes "Montag".
    const [first, ...rest] = find.split(/\s+/);
    if (!first || rest.length === 0 || !small.has(norm(first))) return null;
    find = rest.join(" ");
    if (!pageSaysWhole(r, find)) return null;
  }
  // "la tarte aux pralines devient la tarte au citron": where the page's words have no article, the new
  // ones lose theirs (a capitalised one is part of a name: "The Bakehouse").
  const [article, ...words] = value.split(/\s+/);
  const [findFirst] = find.split(/\s+/);
  if (article && words.length > 0 && article === article.toLowerCase() && small.has(norm(article)))
    if (findFirst && !small.has(norm(findFirst))) value = words.join(" ");
  // "aus 12.000 werden 15.000 Leser" on "über 12.000 Leser": the noun said after the new number is the
  // page's own, so the page's "12.000 Leser" is what changes (never "15.000 Leser Leser").
  const tail = value.replace(/^\S+\s+/, "");
  if (tail !== value && /\d/.test(find) && pageSaysWhole(r, `${find} ${tail}`)) find = `${find} ${tail}`;
  return [{ op: "replace_text", find, with: value }];
}

/** The clause with a polite word at either end off ("please", "bitte", "por favor"). */
function withoutCourtesy(r: Reading): string {
  const fillers = wordsOf(r, (p) => p.filler);
  const raw = r.raw.trim().replace(/[.!?]+$/u, "");
  if (fillers.length === 0) return raw;
  const f = alternation(fillers);
  return raw
    .replace(new RegExp(`^(?:${f})${EDGE_AFTER}[,\\s]*`, "iu"), "")
    .replace(new RegExp(`[,\\s]*${EDGE_BEFORE}(?:${f})$`, "iu"), "")
    .trim();
}

/** Every place a connector word stands in the text: each split is tried, the first one the page bears wins. */
function splits(text: string, connector: string): Array<[string, string]> {
  return [...text.matchAll(new RegExp(`\\s+${connector}\\s+`, "giu"))].map((m) => [
    text.slice(0, m.index),
    text.slice(m.index! + m[0].length),
  ]);
}

function firstSwap(r: Reading, pairs: Array<[string, string]>): Op[] | null {
  for (const [oldSaid, newSaid] of pairs) {
    const ops = swap(r, oldSaid, newSaid);
    if (ops) return ops;
  }
  return null;
}

/** "statt Montag Dienstag": no mark between old and new, so the longest start the page writes is the old. */
function oldThenNew(r: Reading, rest: string): Op[] | null {
  const comma = rest.indexOf(",");
  if (comma > 0) return swap(r, rest.slice(0, comma), rest.slice(comma + 1));
  const words = rest.split(/\s+/);
  for (let n = words.length - 1; n >= 1; n--) {
    const ops = swap(r, words.slice(0, n).join(" "), words.slice(n).join(" "));
    if (ops) return ops;
  }
  return null;
}

export function phraseSwapped(r: Reading): Op[] | null {
  const text = withoutCourtesy(r);
  const replaceVerb = wordsOf(r, (p) => p.verbs.replace);
  const connectors = wordsOf(r, (p) => p.restating?.with ?? []);
  const instead = wordsOf(r, (p) => p.grammar.instead);
  const write = wordsOf(r, (p) => p.restating?.write ?? []);
  const becomes = wordsOf(r, (p) => p.restating?.becomes ?? []);
  const from = wordsOf(r, (p) => p.restating?.from ?? []);

  // replace X with Y
  const verb = replaceVerb.length ? new RegExp(`^${wordsRe(replaceVerb)}\\s+`, "iu").exec(text) : null;
  if (verb && connectors.length) {
    const ops = firstSwap(r, splits(text.slice(verb[0].length), wordsRe(connectors)));
    if (ops) return ops;
  }
  if (instead.length) {
    const lead = write.length ? new RegExp(`^${wordsRe(write)}\\s+`, "iu").exec(text) : null;
    const said = lead ? text.slice(lead[0].length) : text;
    // (write) instead X Y
    const opening = new RegExp(`^${wordsRe(instead)}\\s+`, "iu").exec(said);
    if (opening) return oldThenNew(r, said.slice(opening[0].length));
    // write Y instead X
    if (lead) {
      const ops = firstSwap(
        r,
        splits(said, wordsRe(instead)).map(([y, x]) => [x, y]),
      );
      if (ops) return ops;
    }
  }
  // (from) X becomes Y
  if (becomes.length) {
    const start = from.length ? new RegExp(`^${wordsRe(from)}\\s+`, "iu").exec(text) : null;
    const said = start ? text.slice(start[0].length) : text;
    const pairs = splits(said, wordsRe(becomes)).filter(([x, y]) => likeForLike(x, y));
    const ops = firstSwap(r, pairs);
    if (ops) return ops;
  }
  return null;
}
