/** Dates written in a prompt ("on March 14 at 18:00", "14 March 2026, 6pm", "2026-03-14 18:00"). */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface FoundDate {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  hasTime: boolean;
}

const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const TIME_RE = "(\\d{1,2})(?:[:.](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?";

function monthIndex(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function readTime(h: string | undefined, min: string | undefined, ap: string | undefined) {
  if (h === undefined) return null;
  let hour = Number(h);
  const minute = min ? Number(min) : 0;
  const suffix = ap?.replace(/\./g, "").toLowerCase();
  if (suffix === "pm" && hour < 12) hour += 12;
  if (suffix === "am" && hour === 12) hour = 0;
  if (!suffix && !min) return null; // "at 6" alone is too vague to be a time
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/**
 * The first date in the text. A date without a year is the next such date on or after `now`.
 * A time is taken from "at 18:00", "6pm", "6:30 p.m." near the date.
 */
export function findDate(text: string, now: Date): FoundDate | null {
  const t = text.replace(/(\d)(st|nd|rd|th)\b/gi, "$1");
  let y: number | undefined;
  let m = 0;
  let d = 0;
  let end = 0;
  let start = 0;
  const iso = /\b(20\d{2})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2}))?/.exec(t);
  const monthFirst = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:,?\\s+(20\\d{2}))?\\b`, "i").exec(t);
  const dayFirst = new RegExp(`\\b(\\d{1,2})\\s+(?:of\\s+)?${MONTH_RE}(?:,?\\s+(20\\d{2}))?\\b`, "i").exec(t);
  if (iso) {
    y = Number(iso[1]);
    m = Number(iso[2]);
    d = Number(iso[3]);
    start = iso.index;
    end = iso.index + iso[0].length;
    if (iso[4]) {
      if (!validDay(y, m, d)) return null;
      return { year: y, month: m, day: d, hour: Number(iso[4]), minute: Number(iso[5]), hasTime: true };
    }
  } else if (monthFirst) {
    m = monthIndex(monthFirst[1]);
    d = Number(monthFirst[2]);
    y = monthFirst[3] ? Number(monthFirst[3]) : undefined;
    start = monthFirst.index;
    end = monthFirst.index + monthFirst[0].length;
  } else if (dayFirst) {
    d = Number(dayFirst[1]);
    m = monthIndex(dayFirst[2]);
    y = dayFirst[3] ? Number(dayFirst[3]) : undefined;
    start = dayFirst.index;
    end = dayFirst.index + dayFirst[0].length;
  } else {
    return null;
  }
  if (y === undefined) {
    y = now.getFullYear();
    const candidate = new Date(y, m - 1, d, 23, 59);
    if (candidate.getTime() < now.getTime()) y += 1;
  }
  if (!validDay(y, m, d)) return null;
  // A time close after (or just before) the date.
  const after = t.slice(end, end + 40);
  const before = t.slice(Math.max(0, start - 30), start);
  let time: { hour: number; minute: number } | null = null;
  const tm = new RegExp(`^[\\s,]*(?:at|from|@|,|starting at|starts at|-)?\\s*${TIME_RE}`, "i").exec(after);
  if (tm) time = readTime(tm[1], tm[2], tm[3]);
  if (!time) {
    const tb = new RegExp(`(?:at\\s+)?${TIME_RE}\\s*(?:on\\s+)?[,\\s]*$`, "i").exec(before);
    if (tb) time = readTime(tb[1], tb[2], tb[3]);
  }
  return { year: y, month: m, day: d, hour: time?.hour ?? 0, minute: time?.minute ?? 0, hasTime: !!time };
}

const pad = (n: number) => String(n).padStart(2, "0");

export function toLocalIso(d: FoundDate): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}T${pad(d.hour)}:${pad(d.minute)}`;
}

export function fromLocalIso(iso: string): FoundDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) throw new Error(`bad local date ${iso}`);
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    hasTime: true,
  };
}

/** A default date `days` after `now`, at `hour`:00, for events whose prompt names no date. */
export function defaultDate(now: Date, days: number, hour: number): FoundDate {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour, minute: 0, hasTime: true };
}

function weekday(d: FoundDate): string {
  return DAY_NAMES[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
}

export function formatTime(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Saturday, March 14, 2026" */
export function formatLongDate(d: FoundDate): string {
  return `${weekday(d)}, ${MONTH_NAMES[d.month - 1]} ${d.day}, ${d.year}`;
}

/** "Mar 14" */
export function formatShortDate(d: FoundDate): string {
  return `${MONTH_NAMES[d.month - 1].slice(0, 3)} ${d.day}`;
}

export function addMinutes(d: FoundDate, minutes: number): FoundDate {
  const x = new Date(Date.UTC(d.year, d.month - 1, d.day, d.hour, d.minute + minutes));
  return {
    year: x.getUTCFullYear(),
    month: x.getUTCMonth() + 1,
    day: x.getUTCDate(),
    hour: x.getUTCHours(),
    minute: x.getUTCMinutes(),
    hasTime: d.hasTime,
  };
}
