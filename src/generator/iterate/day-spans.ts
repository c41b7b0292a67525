/**
 * The days a page writes before its hours — one day ("Sat", "Sunday") or a range ("Tue–Sat", "Mo–Fr") — read
 * as weekday numbers, and written back for other days in the page's own form (its language, its short or
 * full names, its dash), so a change to one day keeps the page's way of writing days.
 */
import type { PageModel } from "../model.js";
import { DAY_NAMES } from "./closed-days.js";
import { requestWords } from "./in-english.js";

/** A day or a range of days as pages write them, for building patterns. */
export const DAY_SPAN = String.raw`(?<![\p{L}])\p{L}{2,9}\.?(?:\s*[–-]\s*\p{L}{2,9}\.?)?(?![\p{L}])`;

export interface DaySpan {
  /** Weekday numbers, Monday = 0. */
  days: number[];
  /** These days (in order) written as this span writes days: "Wed–Sat", "Tue, Thu–Sat". */
  write(days: number[]): string;
}

export function daySpanReader(model: PageModel): (span: string) => DaySpan | null {
  // The page's own day names first ("Mo" is Montag on a German page), then the English ones.
  const own = requestWords(model)?.days.map((forms) => forms.split("|").at(-1) ?? forms);
  const lists = own ? [own, DAY_NAMES] : [DAY_NAMES];
  const find = (written: string): { index: number; list: string[] } | null => {
    const lower = written.toLowerCase().replace(/s$/, "");
    for (const list of lists) {
      const index = list.findIndex((day) => day.startsWith(lower) || lower === day);
      if (index >= 0) return { index, list };
    }
    return null;
  };
  return (span) => {
    const m = span.trim().match(/^(\p{L}{2,9})(\.?)(?:(\s*[–-]\s*)(\p{L}{2,9})\.?)?$/u);
    if (!m) return null;
    const from = find(m[1]);
    const to = m[4] ? find(m[4]) : from;
    if (!from || !to || from.list !== to.list || from.index > to.index) return null;
    const list = from.list;
    const like = m[1];
    const full = like.toLowerCase() === list[from.index];
    const name = (index: number) => {
      const text = full ? list[index] : list[index].slice(0, like.length);
      return (like[0] === like[0].toUpperCase() ? text[0].toUpperCase() + text.slice(1) : text) + m[2];
    };
    const dash = m[3] ?? "–";
    const days: number[] = [];
    for (let day = from.index; day <= to.index; day++) days.push(day);
    return {
      days,
      write(chosen) {
        const runs: number[][] = [];
        for (const day of chosen) {
          const run = runs.at(-1);
          if (run && run.at(-1) === day - 1) run.push(day);
          else runs.push([day]);
        }
        return runs
          .map((run) =>
            run.length === 1 ? name(run[0]) : `${name(run[0])}${dash}${name(run.at(-1) ?? run[0])}`,
          )
          .join(", ");
      },
    };
  };
}
