/**
 * A date said with its weekday ("zondag 7 juni", "dimanche 18 avril", "Sunday 5 July"): the weekday
 * chooses the year. The owner's day-month is given the year — the page's, this one, the next two — in
 * which it falls on that weekday; when none does (or the year said does not), the date is refused naming
 * the weekday, so a page never reads "Monday 7 June" after the owner said Sunday.
 */
import { readFacts } from "../ops/fact-values.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { daysIn } from "./days.js";
import type { Reading } from "./reading.js";
import { escapeRegExp, norm } from "./text.js";

/** The day, month (0–11) and year (if said) of a single date as written, read with the packs' months. */
function dayMonthYear(r: Reading, date: string): { day: number; month: number; year?: number } | null {
  const text = norm(date);
  const day = /(?<!\d)(\d{1,2})(?!\d)/.exec(text);
  const year = /(?<!\d)(\d{4})(?!\d)/.exec(text);
  let month = -1;
  for (const pack of r.packs)
    pack.months.forEach((names, i) => {
      if (
        month < 0 &&
        names.some((n) => new RegExp(`(?<![\\p{L}])${escapeRegExp(norm(n))}\\.?(?![\\p{L}])`, "u").test(text))
      )
        month = i;
    });
  if (!day || month < 0) return null;
  return { day: Number(day[1]), month, year: year ? Number(year[1]) : undefined };
}

/** 0 = Monday … 6 = Sunday, as the packs number weekdays; null when the day does not exist that year. */
function weekdayOf(year: number, month: number, day: number): number | null {
  const at = new Date(Date.UTC(year, month, day));
  if (at.getUTCMonth() !== month) return null;
  return (at.getUTCDay() + 6) % 7;
}

/** The weekday word as the owner wrote it, for the refusal. */
function weekdayAsSaid(r: Reading, weekday: number): string {
  const names = r.packs.flatMap((p) => p.weekdays[weekday] ?? []).sort((a, b) => b.length - a.length);
  for (const name of names) {
    const m = new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, "iu").exec(r.raw);
    if (m) return m[0];
  }
  return names[0] ?? "";
}

/**
 * The date to write for a date said with one weekday: the owner's words with the year in which that
 * weekday falls, or a refusal; null when no weekday is said (or several are) and the date is read as before.
 */
export function dateOfWeekday(
  r: Reading,
  date: string,
  pageDate: string | null,
): { date: string } | { refuse: Op } | null {
  const days = daysIn(r.raw, r.packs);
  if (days.length !== 1) return null;
  const said = dayMonthYear(r, date);
  if (!said) return null;
  const weekday = days[0]!;
  const now = new Date(r.model.generatedAt);
  const thisYear = Number.isNaN(now.getTime()) ? new Date().getUTCFullYear() : now.getUTCFullYear();
  const pageYear = pageDate ? /(?<!\d)(\d{4})(?!\d)/.exec(pageDate)?.[1] : undefined;
  const years = said.year
    ? [said.year]
    : [...new Set([...(pageYear ? [Number(pageYear)] : []), thisYear, thisYear + 1, thisYear + 2])];
  // A date is moved within or after the page's year, never back before it: "sabato 21 marzo" on a page
  // whose tasting is in March 2027 is never 21 March 2026, though that was a Saturday.
  const floor = pageYear ? Number(pageYear) : thisYear;
  const year = years.find((y) => y >= floor && weekdayOf(y, said.month, said.day) === weekday);
  if (year === undefined) {
    // Said in the request's language, as the weekday it names.
    const why = reportWords(r.packs[0]?.code ?? r.model.lang, "weekdayMismatch", {
      date,
      weekday: weekdayAsSaid(r, weekday),
    });
    return { refuse: { op: "refuse", part: r.raw.trim(), why } };
  }
  if (said.year) return { date };
  // The date as said when the page's reader already gives it that year: no year the owner did not write
  // (the guard keeps only values from the request or the page).
  const read = readFacts(date, r.model, now).dates[0]?.start;
  if (read?.startsWith(`${year}-`)) return { date };
  // "6 de março" takes "de 2027", as the languages that join a year so write it.
  return { date: `${date}${/\sde\s/iu.test(date) ? " de " : " "}${year}` };
}
