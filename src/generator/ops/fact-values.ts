/**
 * Reading a value the owner typed as the fact it is (by the brief's own extractor, in the page's context)
 * and writing a date back the way the page writes its dates: its language (Intl), its order, with or
 * without the weekday and the year, the time part kept as the page wrote it.
 */

import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { extractBrief } from "../brief/index.js";
import type { ContentBrief, DateFact } from "../brief/types.js";
import { zonedInstant } from "../brief/zones.js";
import { timeAsPageWrites } from "../interpret/time-role.js";
import type { PageModel } from "../model.js";
import type { Key } from "./report-words.js";
import type { FactKind } from "./schema.js";
import { weekdayNames } from "./week.js";

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The facts in a short text, read as if the page's description said it. */
export function readFacts(text: string, model: PageModel, now: Date, zone?: string): ContentBrief {
  return extractBrief({
    description: text,
    title: "",
    companyName: "",
    targetAudience: "",
    industry: model.source.industry,
    landingPageType: model.source.landingPageType,
    now,
    timeZone: zone || model.source.timeZone,
  });
}

/** "+351 21 123 4567" → "+351211234567", for tel: links. */
export const telOf = (phone: string) => phone.replace(/[^\d+]/g, "");

/**
 * The tel: number of a new phone written the way the old one was: "0761 9876543" replacing "+497614567890"
 * is a German number, whatever zone the page was made in.
 */
export function telLike(phone: string, old: string): string {
  const country = parsePhoneNumberFromString(old.startsWith("+") ? old : "")?.country;
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() ? parsed.number : telOf(phone);
}

/** The instant and the "past" flag of a date whose day or time changed. */
export function settle(date: DateFact, now: Date): DateFact {
  const next: DateFact = { ...date };
  delete next.startsAt;
  if (next.startTime && next.zone) next.startsAt = zonedInstant(next.start, next.startTime, next.zone).iso;
  next.past = (next.end ?? next.start) < now.toISOString().slice(0, 10);
  return next;
}

/** The machine-readable forms a page writes a date in (<time datetime>, a countdown's date). */
export function machineForms(date: DateFact): string[] {
  // A countdown writes the time with its seconds ("2027-06-12T19:30:00"): moved with the date too.
  const at = date.startTime ? `${date.start}T${date.startTime}` : undefined;
  return [date.startsAt, at, at && `${at}:00`, date.start].filter((form): form is string => Boolean(form));
}

/** The machine-readable form that replaces `form` (one of the old date's) for the new date. */
export function machineFormFor(form: string, before: DateFact, after: DateFact): string {
  if (form === before.startsAt) return after.startsAt ?? after.start;
  if (form === `${before.start}T${before.startTime}`)
    return after.startTime ? `${after.start}T${after.startTime}` : after.start;
  if (form === `${before.start}T${before.startTime}:00`)
    return after.startTime ? `${after.start}T${after.startTime}:00` : after.start;
  return after.start;
}

const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** The time part of a written date: " at 18:00 CET", ", 18:00", " um 18 Uhr". */
const TIME_PART =
  /(?:,\s*(?:\p{L}+\s+)?|\s+(?:at|um|à|a las|alle|om|o|às|from|von|de|dalle|od)\s+|\s+)\d{1,2}(?:[:.]\d{2}(?:\s*(?:am|pm|uhr|h))?|\s*(?:am|pm|uhr|h)(?![\p{L}])|(?=\s*[-–]\s*\d)).*$/iu;

/** How the page writes the date part: the options Intl needs to write another date the same way. */
function styleOf(
  text: string,
  date: DateFact,
  lang: string,
): { locale: string; options: Intl.DateTimeFormatOptions } {
  const old = dayOf(date.start);
  // English pages write the month first ("March 12, 2027") or the day first ("12 March 2027"): as the page.
  // The day must end where its digits end: "20 March 2027" holds "March 20" followed by "27".
  const monthFirst = (["long", "short"] as const).some((month) =>
    new RegExp(
      `${escapeName(new Intl.DateTimeFormat("en-US", { month, day: "numeric", timeZone: "UTC" }).format(old))}(?!\\d)`,
      "iu",
    ).test(text),
  );
  const locale = lang.startsWith("en") ? (monthFirst ? "en-US" : "en-GB") : lang;
  const says = (options: Intl.DateTimeFormatOptions) =>
    text
      .toLowerCase()
      .includes(new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(old).toLowerCase());
  // The month as written beside its day: Polish, Czech or Greek months alone are nominative ("marzec") and
  // with a day genitive ("15 marca"), and the short form ("mar") is a prefix of both.
  const writesMonth = (month: "long" | "short") => says({ day: "numeric", month }) || says({ month });
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: writesMonth("long") ? "long" : writesMonth("short") ? "short" : "long",
  };
  if (/\d{4}/.test(text)) options.year = "numeric";
  // A weekday written with the date stays written with the new one, also where the page's was not the
  // date's own ("samedi 14 mars" of a Sunday): the new date gets its own weekday, never none.
  const names = (width: "long" | "short") =>
    weekdayNames(locale, width).some((name) =>
      new RegExp(`(?<![\\p{L}])${escapeName(name)}(?![\\p{L}])`, "iu").test(text),
    );
  if (says({ weekday: "long" })) options.weekday = "long";
  else if (says({ weekday: "short" })) options.weekday = "short";
  else if (names("long")) options.weekday = "long";
  else if (names("short")) options.weekday = "short";
  return { locale, options };
}

/**
 * Intl's punctuation put back the page's way: "12–16 May 2027" keeps its dash tight (Intl writes
 * "13 – 17 May 2027"), and "Tuesday 9 February 2027" keeps its weekday without Intl's comma.
 */
function punctuatedLike(pageText: string, written: string): string {
  let out = written;
  if (/\d[–-]\d/u.test(pageText))
    out = out.replace(/(?<=\d)[\s\u2009\u202f]*([–-])[\s\u2009\u202f]*(?=\d)/gu, "$1");
  if (/^\p{L}+,/u.test(out) && /^\p{L}+\s+\d/u.test(pageText.trim())) out = out.replace(/^(\p{L}+),/u, "$1");
  return out;
}

/**
 * A new date written like the old one on the page: "28 January 2027 at 18:00 CET" for a page that wrote
 * "14 January 2027 at 18:00 CET" when the day moved and the time stayed.
 */
export function writeDateLike(old: DateFact, next: DateFact, lang: string): string {
  const { locale, options } = styleOf(old.text, old, lang);
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  // A date that spans days is written as the range it is ("19–21 June 2027"), never as its first day.
  const day = punctuatedLike(
    old.text,
    next.end && next.end !== next.start
      ? format.formatRange(dayOf(next.start), dayOf(next.end))
      : format.format(dayOf(next.start)),
  );
  const timePart = old.startTime ? old.text.match(TIME_PART)?.[0] : undefined;
  if (!next.startTime) return day;
  // The same times: the page's own words for them stay ("…, jeweils 10–16").
  if (timePart && next.startTime === old.startTime && next.endTime === old.endTime)
    return `${day}${timePart}`;
  if (timePart && old.startTime && timePart.includes(old.startTime) && !old.endTime)
    return `${day}${timePart.replace(old.startTime, next.startTime)}`;
  const clock = (t: string) =>
    new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
      new Date(`2000-01-01T${t}:00Z`),
    );
  // New times written the way the page wrote its old ones ("20h30–23h" moves to "21h–23h30").
  const wrote = timePart?.match(/(?<![\d:.])\d{1,2}(?:[:.h]\d{2}|h)?(?:\s?[ap]\.?m\.?)?/giu) ?? [];
  // Said with its half of the day ("9:00am"), so a morning time is never read as the evening.
  const marked = (t: string) => {
    const [h = 0, m = 0] = t.split(":").map(Number);
    return `${h % 12 || 12}:${String(m).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
  };
  const like = (t: string, i: number) => {
    const old = wrote[i] ?? wrote[0];
    return (old ? timeAsPageWrites(marked(t), old.trim()) : null) ?? clock(t);
  };
  // A day with an end time is written with both, never cut to its start.
  return next.endTime
    ? `${day}, ${like(next.startTime, 0)}–${like(next.endTime, 1)}`
    : `${day}, ${like(next.startTime, 0)}`;
}

/** What the owner calls each kind of fact in a report line: its catalogue key (report-words.ts). */
export const FACT_WORDS: Record<FactKind, Key> = {
  price: "thePrice",
  phone: "thePhone",
  email: "theEmail",
  address: "theAddress",
  url: "theLink",
  social: "theProfile",
  person: "theName",
  date: "theDate",
  time: "theTime",
};
