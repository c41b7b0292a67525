/**
 * An item named by a part of its name: "the puppy thing" for "Puppy intro session", "la horchata" for
 * "Agua de horchata", "das Fass" for "Mietfass (Schlaffass für 2 Personen)". The owner's content words
 * (not command, grammar, filler, section or fact words) are matched against the words of each item's
 * title; the items matching most words are the candidates. One candidate is the item meant; two or more
 * are a question for the owner, never a pick.
 */

import type { SectionKind } from "../model.js";
import { restatesItem } from "../ops/item-restated.js";
import { reportWords } from "../ops/report-words.js";
import { orList } from "./or-list.js";
import type { NamedItem, Reading } from "./reading.js";
import { wordsOf } from "./reading.js";
import { escapeRegExp, norm, sameStem, tokens } from "./text.js";

/** Sections whose items are no things an owner names by a word (questions, contact cards, forms). */
const NOT_NAMED: SectionKind[] = ["hero", "contact", "event-details", "registration", "faq"];

// Suggestions read every example against the owner's page: each set of packs' words is built once.
const known = new Map<string, Set<string>>();

/** Every word the packs know as a word of a request rather than of a thing's name. */
function requestWords(r: Reading): Set<string> {
  const key = r.packs.map((p) => p.code).join(" ");
  const cached = known.get(key);
  if (cached) return cached;
  const words = new Set(
    wordsOf(r, (p) => [
      ...Object.values(p.verbs).flat(),
      ...Object.values(p.grammar).flat(),
      ...Object.values(p.places).flat(),
      ...Object.values(p.sizes).flat(),
      ...Object.values(p.sections).flat(),
      ...Object.values(p.facts).flat(),
      ...Object.values(p.texts).flat(),
      ...Object.values(p.statuses).flat(),
      ...Object.keys(p.ordinals),
      ...Object.keys(p.numbers),
      ...p.weekdays.flat(),
      ...p.months.flat(),
      ...p.filler,
      ...p.sectionWords,
      ...p.itemWords,
      ...p.copyWords,
      ...(p.noLonger?.words ?? []),
      ...(p.noLonger?.work ?? []),
      ...(p.remaining ?? []),
      ...(p.reasons ?? []),
      ...(p.gone?.words ?? []),
      ...(p.gone?.withNot ?? []),
      ...(p.gone?.lead ?? []),
    ]).flatMap((w) => tokens(w)),
  );
  known.set(key, words);
  return words;
}

/** The words of the clause that may name a thing: three letters or more, or a number. */
export function contentWords(r: Reading, text = r.text): string[] {
  const skip = requestWords(r);
  return tokens(text)
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => (/^\d+$/.test(w) || w.length >= 3) && !skip.has(w));
}

/**
 * A said word names a word of a title: the same word, its plural ("dogs", "Sitzungen"), another case's
 * ending ("drożdżówkę"), or the tail or head of a compound ("Fass" in "Mietfass", "Kinder" in "Kinderhaarschnitt"); a number
 * only as itself.
 */
export function namesWord(said: string, title: string): boolean {
  if (said === title) return true;
  if (/^\d+$/.test(said) || said.length < 4) return false;
  const [short, long] = said.length <= title.length ? [said, title] : [title, said];
  if (long.startsWith(short) && /^(?:s|es|en|n|e|i|a|o)$/.test(long.slice(short.length))) return true;
  if (sameWordInflected(said, title)) return true;
  if (title.length > said.length + 2 && title.endsWith(said)) return true;
  // The head of a compound: "Kinder" for "Kinderhaarschnitt" (the rest a word of its own, five letters up).
  return said.length >= 5 && title.length >= said.length + 5 && title.startsWith(said);
}

/** The endings of the page's language, normalised, longest first (packs' `wordEndings`), once per language. */
const endingsByLang = new Map<string, string[]>();
function pageEndings(r: Reading): string[] {
  const lang = r.model.lang.toLowerCase().split(/[-_]/)[0] ?? "";
  const known = endingsByLang.get(lang);
  if (known) return known;
  const page = r.packs.find((p) => p.code === lang);
  const endings = ["", ...new Set((page?.wordEndings ?? []).map(norm))].sort((a, b) => b.length - a.length);
  if (page) endingsByLang.set(lang, endings);
  return endings;
}

/** Each word's stems, once per language's endings: every item of every suggestion asks again. */
const stemsByEndings = new WeakMap<string[], Map<string, string[]>>();

/**
 * `namesWord`, and a word said with another of the page language's endings on the same stem of four
 * letters or more: "zajęciach" names "zajęcia", "próbnych" names "próbne", "parkingu" names "parking".
 */
export function namesWordIn(r: Reading): (said: string, title: string) => boolean {
  const endings = pageEndings(r);
  let stems = stemsByEndings.get(endings);
  // A server reads words without end: the cache starts again past a bound.
  if (!stems || stems.size > 20_000) {
    stems = new Map<string, string[]>();
    stemsByEndings.set(endings, stems);
  }
  const stemOf = (word: string) => {
    let known = stems.get(word);
    if (!known) {
      // The word itself is a stem too: a case with no ending ("pobrań" beside "o pobraniach").
      known = [
        ...(word.length >= 4 ? [word] : []),
        ...endings
          .filter((e) => word.endsWith(e) && word.length - e.length >= 4)
          .map((e) => word.slice(0, word.length - e.length)),
      ];
      stems.set(word, known);
    }
    return known;
  };
  return (said, title) => {
    if (namesWord(said, title)) return true;
    if (endings.length < 2 || said.length < 4 || title.length < 4 || said[0] !== title[0] || /\d/.test(said))
      return false;
    const own = stemOf(title);
    return stemOf(said).some((s) => own.includes(s));
  };
}

const ENDING_VOWEL = /[aeiouyąęóàèéìíòóùú]$/u;

/**
 * One noun with another case or number ending: "drożdżówkę" / "drożdżówki" for "Drożdżówka", "lezioni"
 * for "Lezione" — the same stem of four letters or more once each word's final vowel is dropped.
 */
function sameWordInflected(said: string, title: string): boolean {
  if (!ENDING_VOWEL.test(said) || !ENDING_VOWEL.test(title)) return false;
  const stem = said.slice(0, -1);
  return stem.length >= 4 && stem === title.slice(0, -1);
}

const titleWords = (title: string) => tokens(title).map((w) => w.replace(/'s$/, ""));

/**
 * How well the said words name the title: two for a word it says whole (or in the plural), one for the
 * tail of a compound ("Giftköder-Kurs" names "Anti-Giftköder-Training" before "Welpenkurs").
 */
export function wordsNaming(
  said: string[],
  title: string,
  names: (said: string, title: string) => boolean = namesWord,
): number {
  const own = titleWords(title);
  const part = (s: string, t: string) =>
    (t.length > s.length + 2 && t.endsWith(s)) || (t.length >= s.length + 5 && t.startsWith(s));
  const whole = (s: string, t: string) => names(s, t) && !part(s, t);
  return said.reduce(
    (sum, s) => sum + (own.some((t) => whole(s, t)) ? 2 : own.some((t) => names(s, t)) ? 1 : 0),
    0,
  );
}

/**
 * The items the clause names by a part of their names, best first: those matching the most words (none
 * when no word matches). `only` narrows the items looked at (priced ones for a price).
 */
export function itemsByWord(r: Reading, only?: (item: NamedItem) => boolean, text = r.text): NamedItem[] {
  const said = contentWords(r, text);
  if (said.length === 0) return [];
  // "usuń jogę prenatalną" names "Jogi prenatalnej": a word with another of the page language's endings.
  const names = namesWordIn(r);
  const scored: { named: NamedItem; score: number }[] = [];
  for (const section of r.model.sections) {
    if (NOT_NAMED.includes(section.kind)) continue;
    section.items.forEach((item, index) => {
      const named = { section, item, index };
      if (only && !only(named)) return;
      // A number alone names nothing ("5"): it only tells apart items a word names ("pack de 5").
      const words = said.filter((w) => !/^\d+$/.test(w));
      if (wordsNaming(words, item.title, names) === 0) return;
      scored.push({ named, score: wordsNaming(said, item.title, names) });
    });
  }
  const top = Math.max(0, ...scored.map((s) => s.score));
  const best = sameThing(scored.filter((s) => s.score === top).map((s) => s.named));
  return best.length > 1 ? toldApart(best, text) : best;
}

/**
 * "Bacalhau à Brás, polvo à lagareiro e pastéis de bacalhau" (a line of another section) beside the item
 * "Polvo à lagareiro": the line lists the item, so both are one thing — the item is meant (removing it
 * takes it out of the line too, `ops/item-ops.ts`). Only different items are asked back.
 */
function sameThing(candidates: NamedItem[]): NamedItem[] {
  if (candidates.length < 2) return candidates;
  const lists = (c: NamedItem, o: NamedItem) =>
    c.section !== o.section &&
    /,|\s(?:and|und|et|y|e|en|i|és|és)\s|&/iu.test(c.item.title) &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(norm(o.item.title))}(?![\\p{L}])`, "u").test(norm(c.item.title));
  const kept = candidates.filter(
    (c) => !candidates.some((o) => o !== c && (lists(c, o) || restatesItem(c.item, o.item))),
  );
  return kept.length > 0 ? kept : candidates;
}

/**
 * "we don't do large dogs any more" among "Small dog full groom", "Large dog full groom": a word the
 * packs know as a request word ("large", "small", "new") or said with another ending ("große") still tells
 * apart items whose titles say it. The one item whose title says the most of the clause's words is meant;
 * otherwise all stay candidates (asked back).
 */
function toldApart(candidates: NamedItem[], text: string): NamedItem[] {
  const words = tokens(text)
    .map((w) => w.replace(/'s$/, ""))
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  // "Große Hunde" tells "Großer Hund …" apart: an adjective's ending may differ.
  const score = (n: NamedItem) =>
    words.filter((w) => titleWords(n.item.title).some((t) => namesWord(w, t) || sameStem(w, t, 2))).length;
  const scores = candidates.map(score);
  const top = Math.max(...scores);
  const winners = candidates.filter((_, i) => scores[i] === top);
  return top > 0 && winners.length === 1 ? winners : candidates;
}

/** "which one: A or B? Name it": the question when a word names several items, in the page's language. */
export function whichOne(r: Reading, items: NamedItem[]): string {
  const names = [...new Set(items.map((i) => `“${i.item.title}”`))];
  return reportWords(r.model.lang, "whichOne", { list: orList(r, names) });
}

/** True when the norm'd word is said as a whole word in the text. */
export const saysWord = (text: string, word: string) => tokens(text).includes(norm(word));
