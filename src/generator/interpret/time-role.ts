/**
 * Which clock time of the page a clause means. The event's time is the one written with its date
 * ("12 June 2027 at 7:30pm"), else the one time a class or newsletter page gives ("ogni martedì alle
 * 18:30"); a time said with words of another line of the page ("doors now open at 6:30pm", "el check-in
 * ahora es a partir de las 15:00") is the time of that line. Ranges (opening hours "9:00–17:00") are no
 * single time and are left to the hours rules.
 */

import { briefOfModel } from "../composer/stored-brief.js";
import { daysIn } from "./days.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, startsWithVerb, wordsOf } from "./reading.js";
import { findPhrase, norm, tokens } from "./text.js";
import { clock, dateOrRangeText, dateText, hhmm, timeRanges } from "./values.js";

/** A clock time as pages and owners write it: "18:00", "18.30", "14h", "14h30", "7pm", "7:30 pm". */
export const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2}|h\d{0,2}| h \d{2}(?!\d))?(?:\s?[ap]\.?m\.?)?`;

/** Times that are certainly times, without a word before them: "15:00", "7pm", "19h", "19 Uhr". */
const PLAIN_TIME = /(?<![\d.,:/])(\d{1,2}(?::\d{2}|h\d{0,2}|\s?[ap]\.?m\.?)|\d{1,2}\s?uhr\b)(?![\p{L}\d:])/iu;

/** The lone times a text writes ("19:30", "7pm", "19h", "18 h 30", "19 Uhr"; never one end of a range, a date or an amount). */
export function loneTimes(text: string): string[] {
  const re =
    /(?<![\d.,:/€$£-])(\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\b\.?)?|\d{1,2}h\d{0,2}|\d{1,2} h \d{2}|\d{1,2}\s?[ap]\.?m\b\.?|\d{1,2}\s?uhr\b)(?![\p{L}\d]|\s*[–-]\s*\d|[.,]\d)/giu;
  return [...text.matchAll(re)]
    .filter((m) => !/[–-]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)))
    .map((m) => m[1]!)
    .filter((t) => minutesOf(t) !== null);
}

/** Minutes in the day of a time as written, "19 Uhr" too. */
export const minutesOf = (time: string) => clock(time.replace(/\s?uhr$/i, ""))?.minutes ?? null;

const months = (r: Reading) => r.packs.flatMap((p) => p.months);

/** The event's time: the one written with its date, else the page's one lone time. */
export function eventTime(r: Reading): string | null {
  const texts = pageTexts(r.model).map((t) => t.text);
  for (const text of texts) {
    const time = loneTimes(text)[0];
    if (time && dateText(text, months(r))) return time;
  }
  const all = new Set(texts.flatMap(loneTimes).map(minutesOf));
  if (all.size !== 1) return null;
  return texts.flatMap(loneTimes)[0] ?? null;
}

/** A time said without a time word before it, when it cannot be anything else ("a partir de las 15:00"). */
export function plainTime(text: string): string | null {
  const m = PLAIN_TIME.exec(text);
  // "19 Uhr" is said as "19": the page's own form is added where the time is written.
  const time = m ? m[1]!.replace(/\s?uhr$/i, "").trim() : null;
  return time && clock(time) ? time : null;
}

/**
 * The page's time on the one line that shares most of the clause's own words ("doors" for "Doors open at
 * 7pm"), or null when no line does or two tie.
 */
export function timeByRole(r: Reading): string | null {
  const skip = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.now,
      ...p.grammar.is,
      ...p.grammar.at,
      ...p.grammar.from,
      ...p.grammar.to,
      ...p.filler,
      ...p.facts.time,
      ...p.verbs.change,
    ]).flatMap((w) => norm(w).split(" ")),
  );
  // "finiamo alle 15", "we finish at 5 now": the one line that says an end ("Fine ore 14:00").
  const ends = wordsOf(r, (p) => p.ends ?? []);
  if (findPhrase(r.text, ends)) {
    const ending = new Set(
      pageTexts(r.model)
        .filter(({ text }) => findPhrase(text, ends))
        .flatMap(({ text }) => loneTimes(text)),
    );
    if (ending.size === 1) return [...ending][0]!;
    // "10:00 to 16:00": the end of the page's one time range.
    const until = wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.until]).map(norm);
    const range = new RegExp(
      `(?<![\\d:.])\\d{1,2}[:.h]\\d{2}\\s*(?:[–-]|${until.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\s*(\\d{1,2}[:.h]\\d{2})(?![\\d])`,
      "giu",
    );
    const last = new Set(
      pageTexts(r.model).flatMap(({ text }) => [...text.matchAll(range)].map((m) => m[1]!)),
    );
    return last.size === 1 ? [...last][0]! : null;
  }
  const keys = tokens(r.text).filter((w) => w.length > 3 && !/\d/.test(w) && !skip.has(w));
  if (keys.length === 0) return null;
  const stem = (w: string) => w.slice(0, Math.max(4, w.length - 2));
  const scored = pageTexts(r.model)
    .map(({ text }) => ({ times: loneTimes(text), words: tokens(norm(text)) }))
    .filter((t) => t.times.length === 1)
    .map((t) => ({
      time: t.times[0]!,
      score: keys.filter((k) =>
        t.words.some((w) => w.length > 3 && (w.startsWith(stem(k)) || k.startsWith(stem(w)))),
      ).length,
    }))
    .filter((t) => t.score > 0);
  const top = Math.max(0, ...scored.map((t) => t.score));
  const best = new Set(scored.filter((t) => t.score === top).map((t) => minutesOf(t.time)));
  return best.size === 1 ? scored.find((t) => t.score === top)!.time : null;
}

/**
 * The owner's new time written as the page writes the old one: "6.30" for a page's "19:00" is "18:30" (a
 * time said without am/pm is read in the old time's half of the day), "20" for "19 Uhr" is "20 Uhr", "9"
 * for "7pm" is "9pm". Null when the owner's words are no time.
 */
export function timeAsPageWrites(said: string, old: string): string | null {
  const now = clock(said.replace(/\s?uhr$/i, ""));
  const before = minutesOf(old);
  if (!now || before === null) return null;
  let minutes = now.minutes;
  // "at 7" said of a 19:30 doors time: the hour nearest the old one; am/pm said is kept.
  const marked = /[ap]\.?m\.?$/i.test(said.trim());
  if (!marked && minutes < 13 * 60 && Math.abs(minutes + 720 - before) < Math.abs(minutes - before))
    minutes += 720;
  const o = old.trim();
  // "18 h 30": the page's spaced French form is kept ("19 h", "19 h 15").
  const spaced = /^\d{1,2} h(?: \d{2})?$/.test(o);
  const m = /^(\d{1,2})(?:([:.h])(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|h|uhr)?$/i.exec(o.replace(/ h ?/, "h"));
  if (!m) return hhmm(minutes);
  const h24 = Math.floor(minutes / 60) % 24;
  const mm = minutes % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  const mark = m[4]?.toLowerCase();
  if (mark && /[ap]/.test(mark)) {
    const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
    const suffix = h24 >= 12 ? "pm" : "am";
    const sep = /\s/.test(o.replace(/^\d{1,2}(?:[:.]\d{2})?/, "").slice(0, 1)) ? " " : "";
    return `${h12}${mm || m[3] ? `${m[2] ?? ":"}${pad(mm)}` : ""}${sep}${suffix}`;
  }
  if (m[2] === "h" || mark === "h")
    return spaced ? `${h24} h${mm ? ` ${pad(mm)}` : ""}` : `${h24}h${mm ? pad(mm) : ""}`;
  if (mark === "uhr") return `${m[3] || mm ? `${h24}${m[2] ?? ":"}${pad(mm)}` : h24} Uhr`;
  const hour = m[1]!.startsWith("0") ? pad(h24) : String(h24);
  return m[3] || mm ? `${hour}${m[2] ?? ":"}${pad(mm)}` : hour;
}

/** The clause says an end ("we finish", "finiamo", "Ende"): its time is never the start's. */
export const saysEnd = (r: Reading) =>
  findPhrase(
    r.text,
    wordsOf(r, (p) => p.ends ?? []),
  ) !== null;

const joins = (r: Reading) => r.packs.flatMap((p) => p.dateRange ?? []);

/** A weekday or a date said: the clause is about opening hours or a new date, not a time alone. */
export function namesADayOrDate(r: Reading): boolean {
  return daysIn(r.raw, r.packs).length > 0 || Boolean(dateOrRangeText(r.raw, months(r), joins(r)));
}

/**
 * A clause about the event's time alone: no add verb, no day or date, no whole time range said ("14:00–23:00"
 * is a new time, the event-date rule's). The end-time and time-move rules read only such clauses.
 */
export function aboutATimeAlone(r: Reading): boolean {
  if (startsWithVerb(r, (p) => p.verbs.add) || namesADayOrDate(r)) return false;
  return (
    timeRanges(
      r.raw,
      wordsOf(r, (p) => p.grammar.until),
    ).length === 0
  );
}

/** The event's one date with a time range, as the page writes the date, with its start and end in minutes. */
export function rangedEvent(
  r: Reading,
): { date: string; start: number; end: number; startTime: string } | null {
  const ranged = briefOfModel(r.model).dates.filter((d) => d.startTime && d.endTime && !d.end);
  if (new Set(ranged.map((d) => `${d.start} ${d.startTime}-${d.endTime}`)).size !== 1) return null;
  const { startTime, endTime } = ranged[0]!;
  const date = pageTexts(r.model)
    .map(({ text }) => dateOrRangeText(text, months(r), joins(r)))
    .find(Boolean);
  const [start, end] = [minutesOf(startTime!), minutesOf(endTime!)];
  if (!date || start === null || end === null || end <= start) return null;
  return { date, start, end, startTime: startTime! };
}
