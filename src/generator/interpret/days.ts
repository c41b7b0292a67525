/**
 * Weekdays in a clause or a page text: single days, ranges ("Tue–Sat", "monday to friday"), groups
 * ("weekends", "every day"), in any pack's words. 0 = Monday … 6 = Sunday.
 */
import type { LanguagePack } from "../lang/types.js";
import { alternation, escapeRegExp, norm } from "./text.js";

/** The packs' weekday names as one pattern, built once per list of packs (every clause reads days). */
const patterns = new Map<string, { re: RegExp; dayOf: Map<string, number> }>();
function dayPattern(packs: LanguagePack[]): { re: RegExp; dayOf: Map<string, number> } {
  const key = packs.map((p) => p.code).join(" ");
  const known = patterns.get(key);
  if (known) return known;
  const dayOf = new Map<string, number>();
  for (const pack of packs) {
    pack.weekdays.forEach((names, day) => {
      for (const name of names) dayOf.set(norm(name), day);
    });
  }
  const pattern = {
    re: new RegExp(`(?<![\\p{L}])(${alternation([...dayOf.keys()])})\\.?(?![\\p{L}])`, "gu"),
    dayOf,
  };
  patterns.set(key, pattern);
  return pattern;
}

/** Where the first weekday name stands in `norm(text)`, or -1. */
export const firstDayIndex = (text: string, packs: LanguagePack[]) => norm(text).search(dayPattern(packs).re);

/** The days a text names, in order, with ranges expanded (Sat–Mon wraps). */
export function daysIn(text: string, packs: LanguagePack[]): number[] {
  const t = norm(text);
  const days = new Set<number>();
  const said = (list: string[]) => list.some((w) => new RegExp(`\\b${escapeRegExp(norm(w))}\\b`).test(t));
  const addAll = (list: number[]) => {
    for (const d of list) days.add(d);
  };
  if (packs.some((p) => said(p.grammar.everyDay))) addAll([0, 1, 2, 3, 4, 5, 6]);
  // "add weekend walks, saturday 10-2": a group said beside days of its own names what they are, not more.
  const groups: number[][] = [];
  for (const pack of packs) {
    if (pack.dayGroups && said(pack.dayGroups.weekend)) groups.push([5, 6]);
    if (pack.dayGroups && said(pack.dayGroups.weekdays)) groups.push([0, 1, 2, 3, 4]);
  }
  const { re, dayOf } = dayPattern(packs);
  const found = [...t.matchAll(re)].map((m) => ({
    name: m[1]!,
    day: dayOf.get(m[1]!)!,
    index: m.index,
    end: m.index + m[0].length,
  }));
  // "Mon to Fri", "de terça a domingo", "di t/m za": a pack's until words and its words joining a range of
  // dates, but never its "and" ("Sat and Sun" are two days, "lunedì e venerdì" no range).
  const ands = new Set(packs.flatMap((p) => p.grammar.and).map(norm));
  const until = [
    ...new Set(packs.flatMap((p) => [...p.grammar.until, ...(p.dateRange ?? [])]).map(norm)),
  ].filter((w) => !ands.has(w));
  // "hétfőtől péntekig": a day with its "from" ending, then one with its "until" ending, is a range too.
  const endsIn = (name: string, list: string[]) =>
    list.some((w) => w.length >= 2 && name.length > w.length && name.endsWith(w));
  const froms = [...new Set(packs.flatMap((p) => p.grammar.from).map(norm))];
  const suffixedRange = (a: string, b: string, between: string) =>
    between.trim() === "" && endsIn(a, froms) && endsIn(b, until);
  const joiner = new RegExp(`^\\s*(?:${alternation(until)}|-)\\s*$`);
  for (let i = 0; i < found.length; i += 1) {
    const a = found[i]!;
    const b = found[i + 1];
    if (
      b &&
      (joiner.test(t.slice(a.end, b.index)) || suffixedRange(a.name, b.name, t.slice(a.end, b.index)))
    ) {
      for (let d = a.day; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === b.day) break;
      }
      i += 1;
    } else days.add(a.day);
  }
  const named = [...days];
  for (const group of groups) {
    const within = named.length > 0 && named.every((d) => group.includes(d));
    if (!within) addAll(group);
  }
  return [...days].sort((x, y) => x - y);
}

/**
 * The article a day moved to another takes, where the page writes one before the old day: the owner's when
 * both are the pack's day articles ("il sabato", said "la domenica"), else the one the pack gives the new
 * day (Italian "il" for Saturday, "la" for Sunday: `dayArticles`), else null — the page's stays.
 */
export function articleForDay(
  pack: LanguagePack,
  page: string | null | undefined,
  said: string | null | undefined,
  from: number,
  to: number,
): string | null {
  if (!page) return null;
  const articles = new Set(pack.grammar.on.map(norm));
  if (said && articles.has(norm(page)) && articles.has(norm(said))) return said;
  return pack.dayArticles?.[from] === norm(page) ? (pack.dayArticles[to] ?? null) : null;
}
