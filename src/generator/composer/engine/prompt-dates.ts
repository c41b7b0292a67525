/**
 * Finds the date (and time) a prompt mentions: "on March 14 at 18:00", "14 March 2026 6pm", "June 3rd",
 * "2026-03-14 18:00". Results are local wall-clock times ("2026-03-14T18:00"), shown as written.
 */

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
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY_RE = "(\\d{1,2})(?:st|nd|rd|th)?";
const MONTH_DAY = new RegExp(`\\b${MONTH_RE}\\.?\\s+${DAY_RE}\\b(?:,?\\s+(\\d{4}))?`, "i");
const DAY_MONTH = new RegExp(`\\b${DAY_RE}\\s+(?:of\\s+)?${MONTH_RE}\\b\\.?(?:,?\\s+(\\d{4}))?`, "i");
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2}))?/;
const TIME_24 = /\b(?:at\s+)?([01]?\d|2[0-3])[:.h]([0-5]\d)\s*(am|pm|a\.m\.|p\.m\.)?/i;
const TIME_12 = /\b(?:at\s+)?(1[0-2]|0?[1-9])\s*(am|pm|a\.m\.|p\.m\.)/i;

export interface FoundDate {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  /** False when the prompt named no time (the page shows the date only). */
  hasTime: boolean;
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function findTime(text: string): { hour: number; minute: number } | null {
  const t24 = text.match(TIME_24);
  if (t24) {
    let hour = Number(t24[1]);
    const suffix = t24[3]?.toLowerCase().replace(/\./g, "");
    if (suffix === "pm" && hour < 12) hour += 12;
    if (suffix === "am" && hour === 12) hour = 0;
    return { hour, minute: Number(t24[2]) };
  }
  const t12 = text.match(TIME_12);
  if (t12) {
    let hour = Number(t12[1]) % 12;
    if (t12[2].toLowerCase().startsWith("p")) hour += 12;
    return { hour, minute: 0 };
  }
  return null;
}

/** The first date in `text`, or null; a date without a year is the next one on or after `now`. */
export function findDate(text: string, now: Date): FoundDate | null {
  let year: number | undefined;
  let month = 0;
  let day = 0;
  let rest = text;
  const iso = text.match(ISO_DATE);
  const md = text.match(MONTH_DAY);
  const dm = text.match(DAY_MONTH);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
    if (iso[4]) {
      return { year, month, day, hour: Number(iso[4]), minute: Number(iso[5]), hasTime: true };
    }
    rest = text.slice((iso.index ?? 0) + iso[0].length);
  } else if (md && (!dm || (md.index ?? 0) <= (dm.index ?? 0))) {
    month = monthIndex(md[1]);
    day = Number(md[2]);
    year = md[3] ? Number(md[3]) : undefined;
    rest = text.slice((md.index ?? 0) + md[0].length);
  } else if (dm) {
    day = Number(dm[1]);
    month = monthIndex(dm[2]);
    year = dm[3] ? Number(dm[3]) : undefined;
    rest = text.slice((dm.index ?? 0) + dm[0].length);
  } else {
    return null;
  }
  if (month < 1 || day < 1 || day > 31) return null;
  if (year === undefined) {
    year = now.getFullYear();
    if (new Date(year, month - 1, day, 23, 59) < now) year += 1;
  }
  // Only a time close after the date belongs to it ("March 14 at 18:00"), not one far away.
  const time = findTime(rest.slice(0, 24));
  return { year, month, day, hour: time?.hour ?? 18, minute: time?.minute ?? 0, hasTime: time !== null };
}

const pad = (n: number) => String(n).padStart(2, "0");

export function toLocalIso(d: FoundDate): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}T${pad(d.hour)}:${pad(d.minute)}`;
}

export function fromLocalIso(iso: string): FoundDate {
  const m = iso.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/);
  if (!m) throw new Error(`Not a local date-time: ${iso}`);
  return { year: +m[1], month: +m[2], day: +m[3], hour: +m[4], minute: +m[5], hasTime: true };
}

/** A date `days` after `now`, at `hour`:00, for pages whose prompt names none. */
export function defaultEventDate(now: Date, days: number, hour: number): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, 0);
  return toLocalIso({
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour,
    minute: 0,
    hasTime: true,
  });
}

export function formatTime(d: FoundDate): string {
  const h = d.hour % 12 === 0 ? 12 : d.hour % 12;
  return `${h}:${pad(d.minute)} ${d.hour < 12 ? "AM" : "PM"}`;
}

/** "Saturday, March 14, 2026". */
export function formatLongDate(d: FoundDate): string {
  const weekday = WEEKDAYS[new Date(d.year, d.month - 1, d.day).getDay()];
  return `${weekday}, ${MONTH_NAMES[d.month - 1]} ${d.day}, ${d.year}`;
}

/** "Mar 14". */
export function formatShortDate(d: FoundDate): string {
  return `${MONTH_NAMES[d.month - 1].slice(0, 3)} ${d.day}`;
}
