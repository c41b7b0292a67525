/**
 * The days a page writes before its hours — one day ("Sat", "Sunday") or a range ("Tue–Sat", "Mo–Fr") — read
 * as weekday numbers, and written back for other days in the page's own form (its language, its short or
 * full names, its dash), so a change to one day keeps the page's way of writing days.
 */
import type { PageModel } from "../model.js";
import { DAY_NAMES } from "./closed-days.js";
import { requestWords } from "./in-english.js";
import { REQUEST_WORDS, type RequestWords } from "./request-words.js";

/** A day or a range of days as pages write them, for building patterns. */
export const DAY_SPAN = String.raw`(?<![\p{L}])\p{L}{2,9}\.?(?:\s*[–-]\s*\p{L}{2,9}\.?)?(?![\p{L}])`;

export interface DaySpan {
  /** Weekday numbers, Monday = 0. */
  days: number[];
  /** Whether the span is written in the page's language (English day names on an English page). */
  inPageLanguage: boolean;
  /** These days (in order) written as this span writes days: "Wed–Sat", "Tue, Thu–Sat". */
  write(days: number[]): string;
}

/** Short day names that are not the start of the day's name ("pt" is piątek), by language. */
const ABBREVIATIONS: Record<string, string[]> = {
  pl: ["pon", "wt", "śr", "czw", "pt", "sob", "niedz"],
};

export function daySpanReader(model: PageModel): (span: string) => DaySpan | null {
  // The page's own day names first ("Mo" is Montag on a German page), then the English ones, then the
  // other languages' ("ma–vr" on a page the composer wrote in English).
  const names = (w: RequestWords) => w.days.map((forms) => forms.split("|").at(-1) ?? forms);
  const lang = (model.lang ?? "").toLowerCase().split("-")[0];
  const ownWords = requestWords(model);
  const own = ownWords ? [...(ABBREVIATIONS[lang] ? [ABBREVIATIONS[lang]] : []), names(ownWords)] : [];
  const others = Object.entries(REQUEST_WORDS)
    .filter(([, w]) => w !== ownWords)
    .flatMap(([code, w]) => [...(ABBREVIATIONS[code] ? [ABBREVIATIONS[code]] : []), names(w)]);
  const lists = [...own, DAY_NAMES, ...others];
  const find = (written: string, list: string[]): number => {
    const lower = written.toLowerCase().replace(/s$/, "");
    return list.findIndex((day) => day.startsWith(lower) || lower === day);
  };
  return (span) => {
    const m = span.trim().match(/^(\p{L}{2,9})(\.?)(?:(\s*[–-]\s*)(\p{L}{2,9})\.?)?$/u);
    if (!m) return null;
    // The first list that reads both ends: "ma–vr" is Dutch, though "ma" alone starts "martes".
    const list = lists.find((names) => {
      const first = find(m[1], names);
      const last = m[4] ? find(m[4], names) : first;
      return first >= 0 && last >= first;
    });
    if (!list) return null;
    const inPageLanguage = own.includes(list) || (own.length === 0 && list === DAY_NAMES);
    const from = { index: find(m[1], list) };
    const to = { index: m[4] ? find(m[4], list) : from.index };
    const like = m[1];
    const full = like.toLowerCase() === list[from.index];
    // Each day with the capital of the end it stands at ("Pon–pt" without Monday is "Wt–pt").
    const name = (index: number, as = like) => {
      const text = full ? list[index] : list[index].slice(0, like.length);
      return (as[0] === as[0].toUpperCase() ? text[0].toUpperCase() + text.slice(1) : text) + m[2];
    };
    const dash = m[3] ?? "–";
    const days: number[] = [];
    for (let day = from.index; day <= to.index; day++) days.push(day);
    return {
      days,
      inPageLanguage,
      write(chosen) {
        const runs: number[][] = [];
        for (const day of chosen) {
          const run = runs.at(-1);
          if (run && run.at(-1) === day - 1) run.push(day);
          else runs.push([day]);
        }
        return runs
          .map((run) =>
            run.length === 1
              ? name(run[0])
              : `${name(run[0])}${dash}${name(run.at(-1) ?? run[0], m[4] ?? like)}`,
          )
          .join(", ");
      },
    };
  };
}
