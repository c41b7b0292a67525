/**
 * Time zones: the ones a description names ("CET", "Budapest time", "Europe/Berlin", "GMT+1", "ET",
 * "PST") mapped to IANA names, and the UTC offset of an IANA zone at an instant (through Intl, so
 * daylight saving time is right).
 */

/** Abbreviations → a representative IANA zone (a request zone with the same offsets wins, see below). */
const ABBREVIATIONS: Record<string, string> = {
  CET: "Europe/Berlin",
  CEST: "Europe/Berlin",
  MEZ: "Europe/Berlin",
  MESZ: "Europe/Berlin",
  EET: "Europe/Athens",
  EEST: "Europe/Athens",
  WET: "Europe/Lisbon",
  WEST: "Europe/Lisbon",
  BST: "Europe/London",
  UTC: "UTC",
  GMT: "Europe/London",
  ET: "America/New_York",
  EST: "America/New_York",
  EDT: "America/New_York",
  CT: "America/Chicago",
  CDT: "America/Chicago",
  CST: "America/Chicago",
  MT: "America/Denver",
  MST: "America/Denver",
  MDT: "America/Denver",
  PT: "America/Los_Angeles",
  PST: "America/Los_Angeles",
  PDT: "America/Los_Angeles",
  AKST: "America/Anchorage",
  HST: "Pacific/Honolulu",
  IST: "Asia/Kolkata",
  JST: "Asia/Tokyo",
  KST: "Asia/Seoul",
  SGT: "Asia/Singapore",
  AEST: "Australia/Sydney",
  AEDT: "Australia/Sydney",
  AWST: "Australia/Perth",
  NZST: "Pacific/Auckland",
  NZDT: "Pacific/Auckland",
};
/** Two-letter abbreviations are ordinary words too often: only after a clock time ("9:00 ET"). */
const NEEDS_TIME_BEFORE = new Set(["ET", "CT", "MT", "PT", "IST", "BST", "CST", "EST", "GMT"]);

import { re } from "./vocabulary.js";

let zoneNamesByCity: Map<string, string> | undefined;
function cityZones(): Map<string, string> {
  if (!zoneNamesByCity) {
    zoneNamesByCity = new Map();
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      const city = zone.split("/").pop()?.replace(/_/g, " ").toLowerCase();
      if (city && zone.includes("/")) zoneNamesByCity.set(city, zone);
    }
    // Common names the zone database spells differently.
    zoneNamesByCity.set("kyiv", zoneNamesByCity.get("kyiv") ?? "Europe/Kiev");
    zoneNamesByCity.set("new york", "America/New_York");
    zoneNamesByCity.set("washington", "America/New_York");
    zoneNamesByCity.set("boston", "America/New_York");
    zoneNamesByCity.set("san francisco", "America/Los_Angeles");
    zoneNamesByCity.set("seattle", "America/Los_Angeles");
    zoneNamesByCity.set("munich", "Europe/Berlin");
    zoneNamesByCity.set("frankfurt", "Europe/Berlin");
    zoneNamesByCity.set("hamburg", "Europe/Berlin");
    zoneNamesByCity.set("milan", "Europe/Rome");
    zoneNamesByCity.set("barcelona", "Europe/Madrid");
    zoneNamesByCity.set("geneva", "Europe/Zurich");
    zoneNamesByCity.set("mumbai", "Asia/Kolkata");
    zoneNamesByCity.set("delhi", "Asia/Kolkata");
    zoneNamesByCity.set("beijing", "Asia/Shanghai");
  }
  return zoneNamesByCity;
}

const validZones = new Map<string, boolean>();
export function isValidZone(zone: string): boolean {
  let valid = validZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(zone, valid);
  }
  return valid;
}

export interface ZoneMention {
  start: number;
  end: number;
  zone: string;
}

const IANA =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+(?:\/[A-Za-z_]+)?\b/g;
const OFFSET = /\b(?:GMT|UTC)\s?([+-−])\s?(\d{1,2})(?::?(\d{2}))?\b/g;
const ABBREVIATION = re(`\\b(${Object.keys(ABBREVIATIONS).join("|")})\\b`, "g");
const CITY_TIME = re(
  String.raw`\b(\p{Lu}[\p{L}]+(?:[ -]\p{Lu}[\p{L}]+)?)\s+(?:time|local time)\b|\b(?:time\s+in|local\s+time\s+in)\s+(\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)?)`,
  "gu",
);
const CLOCK_BEFORE = /(?:\d{1,2}[:.]\d{2}|\d\s?(?:am|pm|a\.m\.|p\.m\.)|\d)\s?\(?$/i;

/** Zones named in the text, in order; `requestZone` is preferred when it keeps the same offsets as a named abbreviation. */
export function findZoneMentions(text: string, requestZone: string): ZoneMention[] {
  const out: ZoneMention[] = [];
  const push = (start: number, end: number, zone: string) => {
    if (isValidZone(zone) && !out.some((m) => m.start < end && start < m.end)) out.push({ start, end, zone });
  };
  for (const m of text.matchAll(IANA)) push(m.index, m.index + m[0].length, m[0]);
  for (const m of text.matchAll(OFFSET)) {
    const hours = Number(m[2]);
    if (m[3] && m[3] !== "00") continue;
    if (hours === 0) push(m.index, m.index + m[0].length, "UTC");
    // IANA's Etc zones count the other way: GMT+1 is Etc/GMT-1.
    else if (hours <= 14) push(m.index, m.index + m[0].length, `Etc/GMT${m[1] === "+" ? "-" : "+"}${hours}`);
  }
  for (const m of text.matchAll(ABBREVIATION)) {
    if (
      NEEDS_TIME_BEFORE.has(m[1]) &&
      !CLOCK_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index).trimEnd())
    )
      continue;
    const zone = ABBREVIATIONS[m[1]];
    push(m.index, m.index + m[0].length, sameOffsets(requestZone, zone) ? requestZone : zone);
  }
  for (const m of text.matchAll(CITY_TIME)) {
    const city = (m[1] ?? m[2]).toLowerCase();
    const zone = cityZones().get(city);
    if (zone) push(m.index, m.index + m[0].length, zone);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** True when both zones have the same offsets in January and July (so "CET" may stay "Europe/Budapest"). */
function sameOffsets(a: string, b: string): boolean {
  if (!a || !isValidZone(a) || a === b) return a === b && a !== "";
  // A fixed year keeps extraction deterministic; the zones' rules do not change from year to year.
  return [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)].every(
    (t) => offsetMinutes(a, t) === offsetMinutes(b, t),
  );
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, f);
  }
  return f;
}

// Offsets only change at transitions, which fall on quarter hours: one answer per zone and quarter hour.
const QUARTER_HOUR = 15 * 60_000;
const offsetCache = new Map<string, number>();

/** Minutes east of UTC for `zone` at the instant `utcMs`. */
export function offsetMinutes(zone: string, utcMs: number): number {
  const key = `${zone}@${Math.floor(utcMs / QUARTER_HOUR)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    if (offsetCache.size > 10_000) offsetCache.clear();
    offset = computeOffset(zone, utcMs);
    offsetCache.set(key, offset);
  }
  return offset;
}

function computeOffset(zone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(utcMs))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60000);
}

/** The instant a wall-clock time in `zone` happens, as ISO with its offset ("2027-03-06T10:00:00+01:00"). */
export function zonedInstant(date: string, time: string, zone: string): { iso: string; utcMs: number } {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let offset = offsetMinutes(zone, wall);
  let utcMs = wall - offset * 60000;
  const corrected = offsetMinutes(zone, utcMs);
  if (corrected !== offset) {
    offset = corrected;
    utcMs = wall - offset * 60000;
  }
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const iso = `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return { iso, utcMs };
}

/** Today's date in `zone` ("" zone → UTC), YYYY-MM-DD. */
export function localDate(utcMs: number, zone: string): string {
  const shifted = new Date(utcMs + (zone ? offsetMinutes(zone, utcMs) : 0) * 60000);
  return shifted.toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, "0");
