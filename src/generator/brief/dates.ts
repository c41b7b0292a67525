/**
 * Dates, date ranges and times, read with chrono-node against the request's clock and zone: "Saturday
 * 6 March 2027 at 10:00", "14–16 May 2027", "May 14 to May 16", "from Friday 3 to Sunday 5 October",
 * "18:00–20:00 on June 3", "next Friday at 6 pm", "March 14 at 18:00 CET". Runs after prices, phones,
 * hours and agendas have claimed their text (masked out), and only on sentences with date-like words, so
 * "£2.20" is never 02:20, "12:00-22:00" after weekdays stays opening hours and chrono stays fast.
 * No time in the text → no startTime and no startsAt.
 */
// English only: the package's main entry loads every locale (about 12 MB more memory) and we use one.
import type { ParsedComponents } from "chrono-node";
import * as chrono from "chrono-node/en";
import {
  chronoWindows,
  closeDangling,
  DATE_HINT,
  type Found,
  INTL_MONTH,
  inWeekdayList,
  joinRanges,
  type Moment,
  withClosingBracket,
} from "./date-ranges.js";
import { INTL_DATE_MONTHS, INTL_WEEKDAY } from "./intl.js";
import type { SentenceSpan } from "./sentences.js";
import { type Claims, trimSpan } from "./spans.js";
import type { DateFact } from "./types.js";
import { MONTH, RANGE_JOIN, re, WEEKDAY } from "./vocabulary.js";
import { localDate, offsetMinutes, type ZoneMention, zonedInstant } from "./zones.js";

// Durations ("in 5 minutes", "3 days later") are not dates, and month-only forms ("12/2027", "next
// month", "end of the month") never give a day; leaving their parsers out also keeps chrono fast.
const DURATION_PARSERS = new Set([
  "ENTimeUnitWithinFormatParser",
  "ENTimeUnitAgoFormatParser",
  "ENTimeUnitLaterFormatParser",
  "ENTimeUnitCasualRelativeFormatParser",
  "ENSlashMonthFormatParser",
  "ENEndOfCurrentMonthParser",
]);
function withoutDurations(base: chrono.Chrono): chrono.Chrono {
  const parser = base.clone();
  parser.parsers = parser.parsers.filter((p) => !DURATION_PARSERS.has(p.constructor.name));
  return parser;
}
// chrono's en.GB reads "March 14" as March 2014, so one casual parser serves all; numeric day-first
// dates ("03/04/2027" outside the US) are read by NUMERIC_DATE below before chrono sees them.
const PARSER = withoutDurations(chrono.casual);

/** What makes a chrono result a date rather than a bare time or a month. */
const HAS_DAY = re(`\\d|\\b(?:${WEEKDAY}|today|tonight|tomorrow)\\b`, "i");
// "from Friday 3 to Sunday 5 October", "14–16 May 2027", "3rd to 5th of June"
const DAY_SPAN = re(
  `(?:${WEEKDAY},?\\s)?(\\d{1,2})(?:st|nd|rd|th)?${RANGE_JOIN}(?:${WEEKDAY},?\\s)?(\\d{1,2})(?:st|nd|rd|th)?\\s(?:of\\s)?(${MONTH})\\.?(?:,?\\s(\\d{4}))?(?![\\d])`,
  "gi",
);
// "June 14–18", "July 12–16, 2027": the month first, as the US writes it (chrono reads "June 14" alone
// when another date follows: "June 14–18 and July 12–16, 2027").
const MONTH_DAY_SPAN = re(
  `(?<![\\p{L}])(${MONTH})\\.?\\s(\\d{1,2})(?:st|nd|rd|th)?\\s?[-–—]\\s?(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s(\\d{4}))?(?![\\d:.]|\\s?(?:am|pm|h)(?![\\p{L}]))`,
  "giu",
);
// "03/04/2027", "3.4.2027" day first (outside the US); optional time after it is left to chrono.
const NUMERIC_DATE = /(?<![\d./])(\d{1,2})[./](\d{1,2})[./](\d{4})(?![\d./])/g;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// Hungarian dates are year first: "2027. július 15.", "2027. július 15–17.", "2027. márc. 6.", with the
// day's case ending and a time after it: "2026. december 12-én 18 órától", "március 3-án 19:30-kor".
const HU_MONTHS = ["jan", "feb", "márc", "ápr", "máj", "jún", "júl", "aug", "szept", "okt", "nov", "dec"];
const HU_DATE =
  /(?<!\d)(\d{4})\.\s?(január|február|március|április|május|június|július|augusztus|szeptember|október|november|december|jan|febr?|márc|ápr|máj|jún|júl|aug|szept|okt|nov|dec)\.?\s?(\d{1,2})\.?(?:\s?[-–—]\s?(\d{1,2})\.?)?(?:-(?:[áéa]n|j[áé]n|[ae]|ig|t[óő]l|i))?(?<time>,?\s(\d{1,2})(?:[:.](\d{2}))?(?:\s?(?:órá(?:tól|kor|ig)|óra)|-(?:kor|tól|től|ig|jén|án|én))(?![\p{L}]))?/giu;

// Day-first dates with a month name in German, French, Spanish, Italian, Dutch, Portuguese and Polish:
// "Samstag, 14. März 2026 um 19 Uhr", "samedi 14 mars 2026 à 19h30", "sábado 21 de marzo de 2026 a las
// 19:00", "il 14 marzo 2026 alle 19", "op 14 maart 2026 om 19.00 uur", "14 de março de 2026 às 19h",
// "w sobotę 14 marca 2026 o 19:00", and day ranges in one month ("14.–16. März", "du 14 au 16 mars"); two
// days joined by "and" are read as their span too ("14. und 15. Mai", "14 et 15 mai"), written as the owner wrote them.
// The weekday before the day and the time after the year are part of the date's text; the day must touch
// its month word ("Hauptstraße 14, März" is no date). A bare hour with no minutes and no "Uhr"/"h"
// counts only at the end of a phrase ("alle 19.", not "o 5 osób"); after a comma alone a time needs its
// unit or minutes ("14. März 2026, 19 Uhr").
const INTL_AT = String.raw`um|ab|à|dès|a\s+las?|a\s+partir\s+de(?:\s+las?)?|a\s+partir\s+das|alle\s+ore|alle|dalle\s+ore|dalle|vanaf|od|all['’]|ore|om|às|as|o|godz\.?`;
const INTL_UNIT = "uhr|uur|heures?|horas?|ore";
const INTL_DATE = re(
  String.raw`(?<![\p{L}\d/-])(?:(?<weekday>${INTL_WEEKDAY}),?\s(?:(?:den|le|el|il|op|em|no|w)\s)?)?` +
    String.raw`(?:(?<first>\d{1,2})(?:\.|er)?(?:\s?[-–—]\s?|\s(?:bis|au|al|a|t/m|tot\sen\smet|tot|do|até|und|et|y|e|en|i)\s))?` +
    String.raw`(?<day>\d{1,2})(?:\.|er|º|°)?\s(?:de\s)?(?<month>${INTL_MONTH})(?![\p{L}-])\.?(?:(?:,?\s|\sde\s)(?<year>(?:19|20)\d{2})(?![\d.,:]\d|\d))?` +
    String.raw`(?<time>(?:,?\s(?:${INTL_AT})\s(?:godz\.?\s)?|,\s(?=\d{1,2}(?::\d{2}|(?:[.:]\d{2})?\s?(?:uhr|uur|h))))(?<hour>\d{1,2})` +
    String.raw`(?:(?:[:.](?<minute>\d{2})|\s?h\s?(?<hminute>\d{2})?)(?:\s?(?:${INTL_UNIT}))?|\s?(?:${INTL_UNIT})|(?=\s*(?:[.,;!?)]|$)))(?![\p{L}\d]|[:.]\d))?`,
  "gi",
);

export interface DateContext {
  now: Date;
  /** The request's zone (valid IANA) or "". */
  requestZone: string;
  zones: ZoneMention[];
  /** Month-first numeric dates ("3/4/2027" is March 4) in the US. */
  monthFirst: boolean;
}

export function extractDates(
  text: string,
  sentences: SentenceSpan[],
  claims: Claims,
  context: DateContext,
): DateFact[] {
  const masked = claims.mask(text);
  const out: (DateFact & { startIndex: number; endIndex: number })[] = [];
  const defaultZone = context.zones[0]?.zone ?? context.requestZone;
  for (const sentence of withDayDots(text, sentences)) {
    const clause = masked.slice(sentence.start, sentence.end);
    if (!DATE_HINT.test(clause)) continue;
    const zone =
      context.zones.find((z) => z.start >= sentence.start && z.end <= sentence.end)?.zone ?? defaultZone;
    // "de 1 de julho a 31 de agosto", "vom 1. Juli bis 31. August": two dates and a range word are one range.
    const found = joinRanges(clause, sentence.start, findInClause(clause, sentence.start, zone, context));
    let previous: (DateFact & { startIndex: number; endIndex: number }) | undefined;
    for (const f of found) {
      if (f.timeOnly) {
        if (previous && !previous.startTime && f.start - previous.endIndex <= 40) {
          previous.startTime = clock(f.from);
          if (f.to?.hour !== undefined) previous.endTime = clock(f.to);
          previous.endIndex = f.end;
          previous.text = text.slice(previous.startIndex, previous.endIndex);
        }
        continue;
      }
      const fact = toFact(text, f, zone);
      out.push(fact);
      previous = fact;
    }
  }
  for (const fact of out) {
    const zoneAfter = context.zones.find((z) => z.start >= fact.endIndex && z.start - fact.endIndex <= 2);
    if (zoneAfter) {
      fact.endIndex = zoneAfter.end;
      fact.text = text.slice(fact.startIndex, fact.endIndex).replace(/[\s(]+$/, "");
    }
    // Verbatim, but without a leading "on"/"from" and trailing punctuation chrono or our patterns took.
    const span = trimSpan(text, fact.startIndex, fact.endIndex);
    const lead = /^(?:on|from|at|the)\s/i.exec(text.slice(span.start, span.end));
    fact.startIndex = span.start + (lead ? lead[0].length : 0);
    fact.endIndex = span.end;
    fact.endIndex = withClosingBracket(text, fact.startIndex, fact.endIndex);
    fact.text = text.slice(fact.startIndex, fact.endIndex);
    claims.add(fact.startIndex, fact.endIndex, "date");
  }
  yearsFromTheEvent(out);
  for (const fact of out) finish(fact, context.now);
  return out.map(({ startIndex, endIndex, ...fact }) => fact);
}

const DAY_DOT_END = /(?<![\d.,])\d{1,2}\.\s*$/;
const MONTH_START = re(`^\\s*(?:${INTL_MONTH})(?!\\p{L})`, "i");
const GODZ_END = /\bgodz\.\s*$/i;
const HOUR_START = /^\s*\d{1,2}(?![\d.,]\d)/;

/**
 * The sentence splitter ends a sentence at "14." before "März 2026" and at "godz." before "19"; a German
 * day number and the month word after it, or the Polish "o godz. 19", belong to one date, so such
 * neighbours are read as one sentence.
 */
function withDayDots(text: string, sentences: SentenceSpan[]): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  for (const sentence of sentences) {
    const previous = out[out.length - 1];
    if (
      previous &&
      ((DAY_DOT_END.test(text.slice(previous.start, previous.end)) &&
        MONTH_START.test(text.slice(previous.end, sentence.end))) ||
        (GODZ_END.test(text.slice(previous.start, previous.end)) &&
          HOUR_START.test(text.slice(previous.end, sentence.end))))
    ) {
      out[out.length - 1] = {
        ...previous,
        end: sentence.end,
        text: text.slice(previous.start, sentence.end),
      };
      continue;
    }
    out.push(sentence);
  }
  return out;
}

const YEAR = /\b(?:19|20)\d{2}\b|\d{4}\.\s|'\d{2}\b/;

/**
 * A date written without its year next to one written with it ("on 12 September 2026 … register by
 * 5 September") belongs to the same season: it gets the year that puts it nearest the dated one, not
 * the next 5 September after today (which, once the event has passed, is a year too late).
 */
function yearsFromTheEvent(facts: DateFact[]): void {
  const anchor = facts.find((f) => YEAR.test(f.text));
  if (!anchor) return;
  const anchorMs = Date.parse(anchor.start);
  const year = Number(anchor.start.slice(0, 4));
  for (const fact of facts) {
    if (fact === anchor || YEAR.test(fact.text) || /^\d{4}/.test(fact.start) === false) continue;
    const monthDay = fact.start.slice(4);
    const nearest = [year - 1, year, year + 1]
      .map((y) => `${y}${monthDay}`)
      .sort((a, b) => Math.abs(Date.parse(a) - anchorMs) - Math.abs(Date.parse(b) - anchorMs))[0];
    const shift = Number(nearest.slice(0, 4)) - Number(fact.start.slice(0, 4));
    if (shift === 0) continue;
    fact.start = nearest;
    if (fact.end) fact.end = `${Number(fact.end.slice(0, 4)) + shift}${fact.end.slice(4)}`;
  }
}

function findInClause(clause: string, offset: number, zone: string, context: DateContext): Found[] {
  const found: Found[] = [];
  const nowMs = context.now.getTime();
  const today = localDate(nowMs, zone);
  // Days of one month ("14–18 June", "June 14–18"): in the year given, else the next time they are still ahead.
  const daySpan = (
    m: RegExpMatchArray,
    month: number,
    from: number,
    to: number,
    yearText?: string,
  ): Found => {
    let year = yearText ? Number(yearText) : Number(today.slice(0, 4));
    if (!yearText && `${year}-${pad(month)}-${pad(to)}` < today) year += 1;
    const start = offset + (m.index ?? 0);
    return {
      start,
      end: start + m[0].length,
      from: { year, month, day: from },
      to: { year, month, day: to },
      timeOnly: false,
    };
  };
  const daySpans = /\d\s?(?:st|nd|rd|th)?\s?(?:[-–—]|to|until|till|through|thru)/i.test(clause)
    ? clause.matchAll(DAY_SPAN)
    : [];
  for (const m of daySpans) {
    const month = MONTHS.indexOf(m[3].slice(0, 3).toLowerCase()) + 1;
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (from < 1 || to > 31 || to <= from) continue;
    found.push(daySpan(m, month, from, to, m[4]));
  }
  for (const m of /[-–—]/.test(clause) ? clause.matchAll(MONTH_DAY_SPAN) : []) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
    const from = Number(m[2]);
    const to = Number(m[3]);
    if (month < 1 || from < 1 || to > 31 || to <= from) continue;
    if (found.some((f) => f.start <= offset + m.index && offset + m.index < f.end)) continue;
    found.push(daySpan(m, month, from, to, m[4]));
  }
  for (const m of clause.matchAll(HU_DATE)) {
    const name = m[2].toLowerCase();
    const month = HU_MONTHS.findIndex((prefix) => name.startsWith(prefix)) + 1;
    const year = Number(m[1]);
    const day = Number(m[3]);
    const last = m[4] ? Number(m[4]) : undefined;
    if (month < 1 || day < 1 || day > 31 || (last !== undefined && (last <= day || last > 31))) continue;
    const hour = Number(m[6]);
    const minute = m[7] ? Number(m[7]) : 0;
    // A time that is no time ("25 órától") stays out of the date's text.
    const timed = m.groups?.time !== undefined && hour < 24 && minute < 60;
    const length = m[0].length - (m.groups?.time !== undefined && !timed ? m.groups.time.length : 0);
    found.push({
      start: offset + m.index,
      end: offset + m.index + length,
      from: { year, month, day, ...(timed ? { hour, minute } : {}) },
      ...(last ? { to: { year, month, day: last } } : {}),
      timeOnly: false,
    });
  }
  for (const m of clause.matchAll(INTL_DATE)) {
    const g = m.groups ?? {};
    const month = INTL_DATE_MONTHS[g.month.toLowerCase()] ?? 0;
    const day = Number(g.day);
    const first = g.first ? Number(g.first) : undefined;
    if (first !== undefined && (first < 1 || first >= day)) continue;
    let year = g.year ? Number(g.year) : Number(today.slice(0, 4));
    // No year: the next such date from today, as chrono reads "March 14".
    if (!g.year && `${year}-${pad(month)}-${pad(day)}` < today) year += 1;
    if (month < 1 || day < 1 || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) continue;
    const hour = Number(g.hour);
    const minute = Number(g.minute ?? g.hminute ?? 0);
    // A time that is no time ("um 25 Uhr") stays out of the date's text.
    const timed = g.time !== undefined && hour < 24 && minute < 60;
    const length = m[0].length - (g.time !== undefined && !timed ? g.time.length : 0);
    const start = offset + m.index;
    const end = start + length;
    // DAY_SPAN reads "14-16 mar" in "14-16 marca 2027": the whole date replaces it.
    for (let i = found.length - 1; i >= 0; i--) {
      if (found[i].start >= start && found[i].end <= end) found.splice(i, 1);
    }
    found.push({
      start,
      end,
      from: { year, month, day: first ?? day, ...(timed ? { hour, minute } : {}) },
      ...(first !== undefined ? { to: { year, month, day } } : {}),
      timeOnly: false,
      intl: true,
    });
  }
  if (!context.monthFirst) {
    for (const m of clause.matchAll(NUMERIC_DATE)) {
      const day = Number(m[1]);
      const month = Number(m[2]);
      if (day < 1 || day > 31 || month < 1 || month > 12) continue;
      const year = Number(m[3]);
      found.push({
        start: offset + m.index,
        end: offset + m.index + m[0].length,
        from: { year, month, day },
        timeOnly: false,
      });
    }
  }
  const reference = { instant: context.now, timezone: zone ? offsetMinutes(zone, nowMs) : 0 };
  // "Jazz Night on 14 March": a part of the day that is a word of a name would join the date as its time.
  // "4pm to midnight": chrono takes "midnight" for the range's start; "12:00 am" (as long) is read as its end.
  const forChrono = clause
    .replace(NAMED_DAY_PART, (word) => " ".repeat(word.length))
    .replace(/(?<!\p{L})midnight(?!\p{L})/giu, "12:00 am");
  const results = chronoWindows(clause).flatMap(([from, to]) =>
    PARSER.parse(forChrono.slice(from, to), reference, { forwardDate: true }).map((r) => ({
      r,
      at: from + r.index,
    })),
  );
  for (const { r, at } of results) {
    const start = offset + at;
    const end = start + r.text.length;
    const hasDay = r.start.isCertain("day") || r.start.isCertain("weekday");
    const hasTime = r.start.isCertain("hour");
    const overlapping = found.find((f) => f.start < end && start < f.end);
    if (
      overlapping?.intl &&
      r.start.isCertain("day") &&
      start <= overlapping.start &&
      end >= overlapping.end &&
      end - start > overlapping.end - overlapping.start
    ) {
      overlapping.start = start;
      overlapping.end = end;
      Object.assign(
        overlapping,
        shorterSpan(moment(r.start, hasTime), r.end ? moment(r.end, r.end.isCertain("hour")) : undefined, r),
      );
      overlapping.intl = false;
      continue;
    }
    if (overlapping) {
      // chrono saw the time after a date we read ourselves ("03/04/2027 19:00"): keep our date, take its time.
      if (hasTime && overlapping.from.hour === undefined && end > overlapping.end) {
        overlapping.from.hour = r.start.get("hour") ?? 0;
        overlapping.from.minute = r.start.get("minute") ?? 0;
        overlapping.end = end;
      }
      continue;
    }
    if (!hasDay && !hasTime) continue;
    if (hasDay && !HAS_DAY.test(r.text)) continue;
    // "every Friday", "on Fridays", "8 Saturday mornings", "Sunday roast": a habit or a name, not a date.
    const before = clause.slice(Math.max(0, at - 24), at);
    const after = clause.slice(at + r.text.length);
    if (
      !r.start.isCertain("day") &&
      (/\b(?:every|each)\s(?:(?:other|second|first|third|fourth|last)\s)?$/i.test(before) ||
        /^s\b/i.test(after) ||
        /\d\s$/.test(before) ||
        WEEKDAY_AS_WORD.test(after) ||
        inWeekdayList(r.text, before, after))
    )
      continue;
    found.push({
      start,
      end,
      ...shorterSpan(moment(r.start, hasTime), r.end ? moment(r.end, r.end.isCertain("hour")) : undefined, r),
      timeOnly: !hasDay,
    });
  }
  return joinRanges(
    clause,
    offset,
    found.sort((a, b) => a.start - b.start).map((f) => closeDangling(clause, offset, f)),
  );
}

/** "Night", "Morning" as a word of a name ("Jazz Night", "Quiz Morning"): capitalised after another word. */
const NAMED_DAY_PART = /(?<=\p{L}\s)(?:Night|Morning|Evening|Afternoon|Breakfast|Brunch|Lunch)(?![\p{L}])/gu;
/**
 * What follows a weekday used as a word of something else: "Saturday mornings" (plural: a habit), "Sunday
 * roast", "Friday market". A time, a part of the day, a date word or punctuation after it keeps it a date.
 */
const WEEKDAY_AS_WORD =
  /^\s(?:mornings|afternoons|evenings|nights|(?!(?:at|from|to|and|or|the|in|on|morning|afternoon|evening|night|noon|midnight|till|until|between|this|next|only|we|you|i|is|are|will|starting|onwards)\b)\p{Ll}[\p{Ll}-]+)/u;

/**
 * "from 10 to 1pm", "from 10 to 2am": chrono gives a start with no am/pm of its own the end's (22:00 to 13:00
 * the next day; 10:00 to 02:00 the next day). Such a start is the one twelve hours apart when that makes the
 * shorter span: 10:00–13:00, 22:00–02:00. A start with its own am/pm or a 24-hour time stays as written.
 */
function shorterSpan(
  from: Moment,
  to: Moment | undefined,
  r: { start: ParsedComponents },
): { from: Moment; to: Moment | undefined } {
  if (!to || from.hour === undefined || to.hour === undefined || r.start.isCertain("meridiem"))
    return { from, to };
  if (
    from.hour === 0 ||
    from.hour === 12 ||
    (isoDate(to) !== nextDayOf(from) && isoDate(to) !== isoDate(from))
  )
    return { from, to };
  const minutes = (m: Moment) => (m.hour ?? 0) * 60 + (m.minute ?? 0);
  const span = (start: number) => (minutes(to) - start + 24 * 60) % (24 * 60);
  const other = (from.hour + 12) % 24;
  const flippedSpan = span(other * 60 + (from.minute ?? 0));
  const writtenSpan = span(minutes(from));
  // A span of no time ("from 9 to 9pm" read as 21:00–21:00) is never meant: the other half-day is.
  if (flippedSpan === 0 || (writtenSpan !== 0 && flippedSpan >= writtenSpan)) return { from, to };
  const flipped = { ...from, hour: other };
  const sameDay = minutes(to) > minutes(flipped);
  const endDate = sameDay ? from : nextDay(from);
  return { from: flipped, to: { ...to, year: endDate.year, month: endDate.month, day: endDate.day } };
}

function nextDay(m: Moment): Moment {
  const d = new Date(Date.UTC(m.year, m.month - 1, m.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const nextDayOf = (m: Moment) => isoDate(nextDay(m));

function moment(c: ParsedComponents, withTime: boolean): Moment {
  const m: Moment = { year: c.get("year") ?? 0, month: c.get("month") ?? 1, day: c.get("day") ?? 1 };
  if (withTime) {
    m.hour = c.get("hour") ?? 0;
    m.minute = c.get("minute") ?? 0;
  }
  return m;
}

function toFact(text: string, f: Found, zone: string): DateFact & { startIndex: number; endIndex: number } {
  const fact: DateFact & { startIndex: number; endIndex: number } = {
    text: text.slice(f.start, f.end),
    start: isoDate(f.from),
    zone,
    past: false,
    startIndex: f.start,
    endIndex: f.end,
  };
  if (f.from.hour !== undefined) fact.startTime = clock(f.from);
  if (f.to) {
    const end = isoDate(f.to);
    if (end > fact.start) fact.end = end;
    if (f.to.hour !== undefined && fact.startTime) fact.endTime = clock(f.to);
  }
  return fact;
}

/** startsAt and past, once the time is final. */
function finish(fact: DateFact, now: Date): void {
  if (fact.startTime && fact.zone) {
    const instant = zonedInstant(fact.start, fact.startTime, fact.zone);
    fact.startsAt = instant.iso;
    fact.past = instant.utcMs < now.getTime();
  } else {
    fact.past = fact.start < localDate(now.getTime(), fact.zone);
  }
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (m: Moment) => `${String(m.year).padStart(4, "0")}-${pad(m.month)}-${pad(m.day)}`;
const clock = (m: Moment) => `${pad(m.hour ?? 0)}:${pad(m.minute ?? 0)}`;
