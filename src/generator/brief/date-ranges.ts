/**
 * Where a clause may hold a date (DATE_HINT), the windows chrono reads, and how a reading is closed: a range
 * a reading stopped inside ("… de 10:00 a" → "de 10:00 a 12:00"), a bracket after it, two dates joined by a
 * range word, a list of weekdays that is a timetable. Read by dates.ts.
 */

import { INTL_DATE_MONTHS } from "./intl.js";
import { escapeRegex, MONTH, RANGE_JOIN, re, WEEKDAY } from "./vocabulary.js";

// German, French, Spanish, Italian, Dutch, Portuguese and Polish month names, longest first.
export const INTL_MONTH = Object.keys(INTL_DATE_MONTHS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegex)
  .join("|");

export const DATE_HINT = re(
  `\\b(?:${MONTH}|${WEEKDAY}|today|tonight|tomorrow|next|this)\\b|(?<!\\p{L})(?:${INTL_MONTH})(?!\\p{L})|\\d{1,4}[./-]\\d{1,2}[./-]\\d{1,4}|\\d(?:st|nd|rd|th)\\b|\\d{4}\\.\\s?(?:jan|feb|márc|ápr|máj|jún|júl|aug|szept|okt|nov|dec)`,
  "i",
);

export interface Moment {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
}

export interface Found {
  start: number;
  end: number;
  from: Moment;
  to?: Moment;
  timeOnly: boolean;
  /** Read by INTL_DATE: an English reading by chrono that covers it wins ("Saturday 12 September 2026 at 20:30"). */
  intl?: boolean;
}

const DAYS_LISTED = re(`(?<![\\p{L}])${WEEKDAY},?\\s?(?:,|&|and|or)?\\s?${WEEKDAY}(?![\\p{L}])`, "iu");

/** A time of a timetable: "7:00", "18.30", "9am", "6 pm". */
const SLOT = String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?`;
/** "Mon 7:00 and 18:30, Wed 18:30, Sat 9:30": weekdays each with their own times, a week's timetable. */
const DAYS_WITH_TIMES = re(
  `(?<![\\p{L}])${WEEKDAY}\\s${SLOT}(?:\\s?(?:,|&|and)\\s?${SLOT})*,?\\s(?:(?:and|&)\\s)?${WEEKDAY}\\s${SLOT}`,
  "iu",
);

/**
 * "Classes Monday, Wednesday and Friday at 7:00", "Mon 7:00 and 18:30, Wed 18:30": a list of weekdays, or
 * of weekdays with their times, is a week's timetable, no date.
 */
export function inWeekdayList(read: string, before: string, after: string): boolean {
  const around = `${before}${read}${after.slice(0, 30)}`;
  return DAYS_LISTED.test(around) || DAYS_WITH_TIMES.test(around);
}

/** A range word a reading stopped after ("… de 10:00 a"), and the time that ends the range. */
const DANGLING_JOIN = /\s(?:a|à|al|bis|to|till|until|tot|do|alle|até|às)$|\s?[-–—]$/iu;
const END_TIME = /^\s*(\d{1,2})(?:[:.](\d{2})|\s?h(\d{2})?)?(?:\s?(?:uhr|uur|h))?(?![\d\p{L}])/iu;

/** The end of a time range after its start: " alle 23:00", " bis 20 Uhr", "–22:00", " to 9pm" is chrono's own. */
const END_AFTER =
  /^(?:\s?[-–—]\s?|\s(?:alle|bis|tot|à|a|às|al|do|até|ig)\s)(\d{1,2})(?:[:.](\d{2})|\s?h(\d{2})?)?(?:\s?(?:uhr|uur|h))?(?![\d\p{L}])/iu;

/** A time range after a day, with its lead word: "van 12:00 tot 12:45", "de 10h à 12h", "von 18 bis 20 Uhr". */
const TRAILING_RANGE =
  /^,?\s(?:(?:from|van|von|de|das|dalle|od|entre|between|tra)\s)?(\d{1,2})(?:[:.](\d{2})|\s?h(\d{2})?)?\s?(?:uhr|uur|h)?\s?(?:[-–—]|\s(?:to|till|until|tot|bis|à|a|às|alle|do|e|and|y|et|und)\s)\s?(\d{1,2})(?:[:.](\d{2})|\s?h(\d{2})?)?(?:\s?(?:uhr|uur|h))?(?![\d\p{L}])/iu;

/**
 * A date is never cut inside a range or a bracket (issue 27.6): a reading that ends on "a" in "de 10:00 a
 * 13:00" takes the end time too (or drops the dangling word when no time follows), and one that ends
 * inside "(CET)" takes the closing bracket.
 */
export function closeDangling(clause: string, offset: number, f: Found): Found {
  const text = clause.slice(f.start - offset, f.end - offset);
  const after = clause.slice(f.end - offset);
  // A day read without the time range right after it: "dinsdag 9 februari 2027 van 12:00 tot 12:45".
  const range = f.from.hour === undefined && !f.timeOnly ? TRAILING_RANGE.exec(after) : null;
  // Clock times, not a count ("van 12 tot 14 deelnemers" is no time): a unit or minutes say so, and so
  // does a bare range that ends the phrase ("dalle 10 alle 13.", "von 10 bis 13,").
  const endsPhrase = range ? /^\s*(?:[.,;!?)]|$)/u.test(after.slice(range[0].length)) : false;
  if (range && (/[:h]|uhr|uur/iu.test(range[0]) || endsPhrase)) {
    const [h1, m1, h2, m2] = [range[1], range[2] ?? range[3], range[4], range[5] ?? range[6]].map((v) =>
      Number(v ?? 0),
    );
    // A bare range is read only as a day's hours in order ("von 10 bis 2" could be anything).
    const inOrder = /[:h]|uhr|uur/iu.test(range[0]) || h2 > h1;
    if (h1 < 24 && (h2 < 24 || (h2 === 24 && m2 === 0)) && m1 < 60 && m2 < 60 && inOrder) {
      f.from = { ...f.from, hour: h1, minute: m1 };
      f.to = h2 === 24 ? midnightAfter(f.to ?? f.from) : { ...(f.to ?? f.from), hour: h2, minute: m2 };
      f.end += range[0].length;
      return f;
    }
  }
  // A start time with its end after it: "sabato 13 febbraio 2027 dalle 21:00 alle 23:00".
  const ending = f.from.hour !== undefined && f.to?.hour === undefined ? END_AFTER.exec(after) : null;
  if (ending) {
    const hour = Number(ending[1]);
    const minute = Number(ending[2] ?? ending[3] ?? 0);
    const day = f.to ?? { year: f.from.year, month: f.from.month, day: f.from.day };
    if (hour === 24 && minute === 0) {
      f.to = midnightAfter(day);
      f.end += ending[0].length;
    } else if (
      hour < 24 &&
      minute < 60 &&
      hour * 60 + minute > (f.from.hour ?? 0) * 60 + (f.from.minute ?? 0)
    ) {
      f.to = { ...day, hour, minute };
      f.end += ending[0].length;
    }
  }
  const join = DANGLING_JOIN.exec(text);
  if (join) {
    const end = END_TIME.exec(after);
    if (end && f.from.hour !== undefined) {
      const hour = Number(end[1]);
      const minute = Number(end[2] ?? end[3] ?? 0);
      if (hour < 24 && minute < 60) {
        f.to = { ...(f.to ?? { year: f.from.year, month: f.from.month, day: f.from.day }), hour, minute };
        f.end += end[0].length;
      }
    } else f.end -= join[0].length;
  }
  f.end = offset + withClosingBracket(clause, f.start - offset, f.end - offset);
  return f;
}

/** "das 16h às 24h", "16–24 Uhr": an end written as 24 is midnight, 00:00 of the next day. */
function midnightAfter(day: { year: number; month: number; day: number }): Found["from"] {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
  };
}

/** "20:00 uur (CET)": a bracket opened inside text[start, end) closes inside it; the end, moved past ")" if so. */
export function withClosingBracket(text: string, start: number, end: number): number {
  const inside = text.slice(start, end);
  return inside.split("(").length > inside.split(")").length && text[end] === ")" ? end + 1 : end;
}

const DATE_HINTS = new RegExp(DATE_HINT.source, "gi");
const WINDOW = 300;
/** At most this many windows per clause: 1500 characters of chrono however long the clause. */
const MAX_WINDOWS = 5;

/**
 * The parts of a clause chrono reads: the whole clause when short, else windows around its date-like
 * words (chrono's cost grows with the text, and a 5000-character run-on sentence must stay fast).
 */
export function chronoWindows(clause: string): [number, number][] {
  if (clause.length <= WINDOW) return [[0, clause.length]];
  const windows: [number, number][] = [];
  for (const m of clause.matchAll(DATE_HINTS)) {
    let from = Math.max(0, m.index - 60);
    let to = Math.min(clause.length, m.index + m[0].length + 60);
    // Start and end at word boundaries.
    while (from > 0 && clause[from - 1] !== " ") from--;
    while (to < clause.length && clause[to] !== " ") to++;
    const last = windows[windows.length - 1];
    if (last && from <= last[1] && to - last[0] <= WINDOW) last[1] = Math.max(last[1], to);
    else if (windows.length < MAX_WINDOWS) windows.push([from, Math.min(to, from + WINDOW)]);
    else break;
  }
  return windows;
}

const RANGE_GAP = re(
  `^(?:${RANGE_JOIN}|\\s?(?:and|-|–)\\s?|\\s(?:a|à|au|al|bis|tot|t/m|do|até|ao|alle|al)\\s)$`,
  "i",
);

/** "May 14 to May 16, 18:00–20:00": chrono may return two dates; a range word between them makes one range. */
export function joinRanges(clause: string, offset: number, found: Found[]): Found[] {
  const out: Found[] = [];
  for (const f of found) {
    const previous = out[out.length - 1];
    const gap = previous ? clause.slice(previous.end - offset, f.start - offset) : "";
    if (previous && !previous.timeOnly && !f.timeOnly && !previous.to && RANGE_GAP.test(gap)) {
      previous.to = { year: f.from.year, month: f.from.month, day: f.from.day };
      if (previous.from.hour === undefined && f.from.hour !== undefined) {
        previous.from.hour = f.from.hour;
        previous.from.minute = f.from.minute;
        if (f.to?.hour !== undefined) {
          previous.to.hour = f.to.hour;
          previous.to.minute = f.to.minute;
        }
      } else if (f.from.hour !== undefined) {
        previous.to.hour = f.from.hour;
        previous.to.minute = f.from.minute;
      }
      previous.end = f.end;
      continue;
    }
    out.push(f);
  }
  return out;
}
