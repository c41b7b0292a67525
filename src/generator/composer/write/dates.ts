/**
 * Dates on the page: always the description's own words, inside a <time> whose datetime attribute is
 * machine-readable; countdowns aim at an absolute instant in the event's zone, so a visitor in another
 * zone sees the true time left.
 */
import type { DateFact } from "../../brief/types.js";

/** "+01:00" for a zone at a UTC instant (DST included), via Intl. */
function offsetAt(zone: string, utcMillis: number): string | null {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(new Date(utcMillis))
      .find((p) => p.type === "timeZoneName")?.value;
    if (!part) return null;
    if (part === "GMT") return "+00:00";
    const m = part.match(/GMT([+-])(\d{2}):?(\d{2})?/);
    return m ? `${m[1]}${m[2]}:${m[3] ?? "00"}` : null;
  } catch {
    return null;
  }
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [h, m] = offset.slice(1).split(":").map(Number);
  return sign * (h * 60 + m);
}

/** The instant of a local date and time in a zone, as ISO with offset; null when the zone is unknown. */
export function zonedInstant(date: string, time: string, zone: string): string | null {
  if (!zone) return null;
  const local = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(local)) return null;
  let offset = offsetAt(zone, local);
  if (!offset) return null;
  // The offset at the true instant can differ from the guess's near a DST change: look once more.
  offset = offsetAt(zone, local - offsetMinutes(offset) * 60_000) ?? offset;
  return `${date}T${time}:00${offset}`;
}

/** What a <time datetime> says for a date fact: the instant when known, else the local date (and time). */
export function machineDate(fact: DateFact): string {
  if (fact.startsAt) return fact.startsAt;
  return fact.startTime ? `${fact.start}T${fact.startTime}` : fact.start;
}

/** The instant a countdown aims at: the start, or the start of the first day, in the event's zone. */
export function countdownTarget(fact: DateFact): string {
  if (fact.startsAt) return fact.startsAt;
  const time = fact.startTime ?? "00:00";
  return zonedInstant(fact.start, time, fact.zone) ?? `${fact.start}T${time}:00`;
}

/** The page's main date: the first one that is still ahead, else the first one. */
export function mainDate(dates: DateFact[]): DateFact | undefined {
  // A weekday alone ("8 Saturday mornings", "Sunday roast") is a habit more often than the date: a date
  // written with a day or a year comes first.
  const written = dates.filter((d) => /\d/.test(d.text));
  const pool = written.length > 0 ? written : dates;
  return pool.find((d) => !d.past) ?? pool[0];
}
