/**
 * Opening hours however owners say them: "closed on Sundays", "Sat 8:00–13:00", "we're open mondays now
 * as well, 8-2", "open till 8 on Fridays", "open every day 9-5". The days and times are read with the
 * pack's weekday names; a lone closing (or opening) time keeps the day's other end as the page gives it,
 * also for one day of a range the page writes ("Tuesday to Sunday" loses Sunday's evening, the range splits).
 */
import type { LanguagePack } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { daysIn } from "../days.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation } from "../text.js";
import {
  clock,
  closingClock,
  closingTime,
  hhmm,
  openingTime,
  timeRange,
  timeRanges,
  withoutClosingTime,
} from "../values.js";
import { hoursExamples, startExamples } from "./opening-hours.examples.js";
import { noLongerWorked, partClosed, sameHours, withoutDatesAndPrices } from "./opening-hours-day.js";
import { pageHours, withEnds } from "./opening-hours-page.js";
import { serviceDay } from "./opening-hours-service.js";

/** Words of closing for the day: "we close at 1", and a day's end said as "we finish at 1" (packs' `ends`). */
const closingWords = (p: LanguagePack) => [...(p.closes ?? []), ...(p.ends ?? [])];

/**
 * "on ferme à 19h maintenant", "we open at 8 now": a time said with a verb of closing or opening and no day
 * is every open day's, when the page gives them all the same hours; otherwise which days is not guessed.
 */
function everyOpenDay(r: Reading): Op[] | null {
  if (!has(r, (p) => [...closingWords(p), ...p.grammar.open])) return null;
  const now = pageHours(r);
  const hours = new Set([...now.values()].map((h) => JSON.stringify(h.spans)));
  if (now.size === 0 || hours.size !== 1) return null;
  return range(
    r,
    [...now.keys()].sort((a, b) => a - b),
  );
}

/** The clause's opening and closing times when it says one end of the day, else null for both. */
function ends(r: Reading): { opens: number | null; closes: number | null } {
  const until = wordsOf(r, (p) => p.grammar.until);
  // "on fridays we close at 8pm": a time said after a verb of closing is the closing time.
  const at = wordsOf(r, (p) => p.grammar.at);
  const closing = [...until, ...wordsOf(r, closingWords).flatMap((c) => at.map((a) => `${c} ${a}`))];
  let closes = closingTime(r.raw, closing);
  // "il sabato apriamo alle 8": "alle" is "until" and "at"; said after a verb of opening (and no verb of
  // closing), the time is when the day opens.
  const atOrUntil = until.filter((w) => at.includes(w));
  const plainUntil = closing.filter((w) => !atOrUntil.includes(w));
  const opensAt =
    closes !== null &&
    closingTime(r.raw, plainUntil) === null &&
    has(r, (p) => p.grammar.open) &&
    !has(r, (p) => [...closingWords(p), ...p.grammar.closed]);
  if (opensAt) closes = null;
  // "fino alle 14": the closing time is no opening time, though "alle" also means "at".
  let opens = openingTime(
    closes === null ? r.raw : withoutClosingTime(r.raw, closing),
    wordsOf(r, (p) => [...p.grammar.from, ...p.grammar.at]),
  );
  // "pénteken csak 12-ig", "10-től nyitunk", "15 óráig": an until (or from) word written as the time's
  // own ending, after the word for o'clock where the language writes one.
  if (closes === null && opens === null) {
    const clockNoun = wordsOf(r, (p) => p.clockNouns ?? []);
    const noun = clockNoun.length > 0 ? `(?:\\s?(?:${alternation(clockNoun)}))?` : "";
    const ending = (words: string[]) => {
      const endings = words.map((w) => w.replace(/^-/, "")).filter((w) => /^\p{L}+$/u.test(w));
      if (endings.length === 0) return null;
      const m = new RegExp(
        `(?<![\\d:.])(\\d{1,2}(?:[:.]\\d{2})?)${noun}-?(?:${alternation(endings)})(?!\\p{L})`,
        "iu",
      ).exec(r.raw);
      return m?.[1] ?? null;
    };
    const until = ending(wordsOf(r, (p) => p.grammar.until));
    const from = ending(wordsOf(r, (p) => p.grammar.from));
    closes = until === null ? null : closingClock(until);
    opens = from === null ? null : (clock(from)?.minutes ?? null);
  }
  // "freitags schließen wir um 16 Uhr", "pénteken 18:00-kor zárunk": the one time of a clause that says
  // a verb of closing is the closing time, wherever the verb stands.
  if (closes === null && has(r, closingWords)) {
    const one = loneTime(r.raw);
    if (one !== null) [closes, opens] = [one, null];
  }
  return { opens, closes };
}

function range(r: Reading, days: number[]): Op[] | null {
  const until = wordsOf(r, (p) => p.grammar.until);
  const spans = timeRanges(r.raw, until);
  if (spans.length > 1)
    return [{ op: "set_hours", days, hours: spans.map((s) => `${hhmm(s.from)}-${hhmm(s.to)}`).join(", ") }];
  const both = timeRange(r.raw, until);
  if (both) return [{ op: "set_hours", days, hours: `${hhmm(both.from)}-${hhmm(both.to)}` }];
  const { opens, closes } = ends(r);
  if (closes === null && opens === null) return null;
  const now = pageHours(r);
  const ops: Op[] = [];
  for (const day of days) {
    const known = now.get(day);
    if (!known) return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noHoursForDay") }];
    const next = withEnds(known, opens, closes);
    // "closes at 8:30" on a day that opens at 10: not guessed as the evening.
    if (!("hours" in next))
      return [
        {
          op: "refuse",
          part: r.raw,
          why: reportWords(r.model.lang, "closesBeforeOpens", {
            close: hhmm(next.close),
            open: hhmm(next.open),
          }),
        },
      ];
    const last = ops[ops.length - 1];
    if (last?.op === "set_hours" && last.hours === next.hours) last.days.push(day);
    else ops.push({ op: "set_hours", days: [day], hours: next.hours });
  }
  return ops;
}

/** The clause's one clock time ("16 Uhr", "18:00", "5pm", "17h"); a bare hour below 12 is in the evening. */
function loneTime(raw: string): number | null {
  const found = [
    ...raw.matchAll(/(?<![\d:.,])(\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|uhr|h)?)(?![\d.,:h]|\s*[-–]\s*\d)/giu),
  ];
  return found.length === 1 ? closingClock(found[0]![1]!.replace(/\s+$/, "")) : null;
}

export const openingHours: Rule = {
  name: "opening-hours",
  examples: [...hoursExamples, ...startExamples],
  read(reading) {
    const r = withoutDatesAndPrices(reading);
    const days = daysIn(r.text, r.packs);
    if (days.length === 0) return everyOpenDay(r);
    const timed = range(r, days) ?? serviceDay(r, days) ?? sameHours(r, days);
    if (timed) return timed;
    // "closed on Sundays", and "we don't work saturdays anymore": the day is closed from now on.
    const closed = has(r, (p) => p.grammar.closed) || noLongerWorked(r);
    if (!closed) return null;
    return partClosed(r, days) ?? [{ op: "set_hours", days, hours: "closed" }];
  },
};
