/**
 * A number in a text corrected by naming the old one: "Priya has 15 years of experience, not 12", "it's 20
 * years, not 15", "wir sind seit 25 Jahren dabei, nicht 20", "i posti sono 300, non 200". The page's old
 * number changes where it is written with the owner's noun ("12 years"), else where it is the one count of
 * that value; an old number the page does not write is `old-value-missing`'s refusal (tried before).
 */
import type { Op } from "../../ops/schema.js";
import { pageTexts } from "../page-texts.js";
import { find, type Reading, wordsOf } from "../reading.js";
import { escapeRegExp, norm, sameStem, tokens } from "../text.js";
import { prices } from "../values.js";

/** Whole numbers that are counts: no price, time ("10:00", "9h"), decimal or percentage. */
const COUNTS = /(?<![\d.,:/\p{Sc}])\d+(?![\d%\p{Sc}]|[.,:/h]\d|h\b|\s?(?:%|uhr\b|am\b|pm\b))/giu;

const counts = (s: string) =>
  [
    ...prices(s)
      .reduce((t, p) => t.replace(p, " "), s)
      .matchAll(COUNTS),
  ].map((m) => m[0]);

/**
 * The page's old number with the word after it ("12 years", "20 Jahren"), or, with none, with the words
 * before it in its clause ("Posti limitati a 200"): the phrase to change and the words that name it.
 */
function written(r: Reading, old: string): { find: string; words: string[] }[] {
  const n = escapeRegExp(old);
  const re = new RegExp(
    `((?:[\\p{L}'-]+\\.?\\s+){0,3})(?<![\\d.,:/\\p{Sc}])${n}(?![\\d%]|[.,:/h]\\d)(\\s+(\\p{L}+))?`,
    "gu",
  );
  const calendar = new Set(wordsOf(r, (p) => p.months.flat()).map(norm));
  const found = new Map<string, { find: string; words: string[] }>();
  for (const { text } of pageTexts(r.model)) {
    const plain = prices(text).reduce((t, p) => t.replace(p, " ".repeat(p.length)), text);
    for (const m of plain.matchAll(re)) {
      // "12. März", "12 May": a day of a date is no count.
      const next = /^\.?\s*(?:\p{L}{1,2}\s+)?(\p{L}+)/u.exec(
        plain.slice(m.index + m[0].length - (m[2]?.length ?? 0)),
      );
      if (next && calendar.has(norm(next[1]!))) continue;
      const find = m[3] ? m[0].slice(m[1]!.length) : m[0];
      found.set(find, { find, words: m[3] ? [norm(m[3])] : tokens(m[1]!) });
    }
  }
  return [...found.values()];
}

export function countCorrection(r: Reading, before: string, after: string): Op[] | null {
  // "Grote Houtstraat 42, niet Grote Houtstraat 40": a number said with words before it is an address's or
  // a name's, corrected by `correction`; a count's old value is said alone or with its noun.
  if (!/^\s*(?:\p{L}{1,3}\s+)?\d+(?:\s+\p{L}+)?[\s.!?]*$/u.test(after)) return null;
  // "empieza el 6 de marzo, no el 20": a day said with its month is a date's, never a count.
  if (find(r, (p) => [...p.months.flat(), ...p.weekdays.flat()])) return null;
  const olds = counts(after);
  const news = counts(before);
  if (olds.length !== 1 || news.length !== 1 || olds[0] === news[0]) return null;
  const [old, now] = [olds[0]!, news[0]!];
  // A year is no count: "2019, not 2018" is a date's.
  if ([old, now].some((n) => /^(?:19|20)\d\d$/.test(n))) return null;
  // A count of one and of several are written with different nouns: not this rule's to inflect.
  if ((old === "1") !== (now === "1")) return null;
  const places = written(r, old);
  if (places.length === 0) return null;
  // The owner's noun after their number ("15 years"), else their words, say which of the page's old
  // numbers is meant; two nouns for places name each other ("25 places au lieu de 20" on "Places limitées").
  const noun = norm(new RegExp(`${escapeRegExp(now)}\\s+(\\p{L}+)`, "u").exec(before)?.[1] ?? "");
  const said = noun ? [noun] : tokens(before).filter((w) => w.length >= 4);
  const seats = wordsOf(r, (p) => p.seatNouns ?? []).map(norm);
  const isSeat = (w: string) => seats.some((s) => s === w || sameStem(w, s, 3));
  const names = (w: string) => said.some((o) => sameStem(w, o, 3) || (isSeat(w) && isSeat(o)));
  const same = places.filter(({ words }) => words.some(names));
  const chosen = same.length > 0 ? same : places.length === 1 && !noun ? places : [];
  if (chosen.length === 0) return null;
  const number = new RegExp(`(?<![\\d.,])${escapeRegExp(old)}(?![\\d])`, "u");
  return chosen.map(({ find }) => ({ op: "replace_text" as const, find, with: find.replace(number, now) }));
}
