/**
 * Whole days in the opening hours: a day closed in part ("chiusi la domenica sera"), a day opened with the
 * hours of the others ("open mondays too, same hours"), a day no longer worked ("on ne travaille plus le
 * samedi"), and the clause without the dates and prices that are no hours.
 */
import { blankOut } from "../../brief/spans.js";
import { briefOfModel } from "../../composer/stored-brief.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { padded, readPageWeek } from "../../ops/week.js";
import { daysIn } from "../days.js";
import { orList } from "../or-list.js";
import { has, type Reading, wordsOf } from "../reading.js";
import { findPhrase } from "../text.js";
import { dateOrRangeText, priceSpans } from "../values.js";

/**
 * "chiusi la domenica sera", "closed Saturday mornings": one part of the day closes and the day keeps its
 * other opening. A day the page opens once cannot lose a part of it: refused, asking for the new hours.
 * Null when the clause names no part of the day.
 */
export function partClosed(r: Reading, days: number[]): Op[] | null {
  const late = has(r, (p) => [...(p.dayParts?.late ?? []), ...(p.dayParts?.afternoon ?? [])]);
  if (!late && !has(r, (p) => [...(p.dayParts?.early ?? []), ...(p.dayParts?.midday ?? [])])) return null;
  const week = readPageWeek(briefOfModel(r.model).hours, r.model.lang);
  const left = new Map<string, number[]>();
  for (const day of days) {
    const spans = week?.[day] ?? [];
    if (spans.length === 0) continue;
    if (spans.length < 2) {
      const named = r.raw.match(/\p{L}+/gu)?.find((w) => daysIn(w, r.packs).includes(day)) ?? String(day);
      return [
        { op: "refuse", part: r.raw, why: reportWords(r.model.lang, "oneOpeningThatDay", { days: named }) },
      ];
    }
    const kept = late ? spans.slice(0, -1) : spans.slice(1);
    const hours = kept.map((s) => `${padded(s.open)}-${padded(s.close)}`).join(", ");
    left.set(hours, [...(left.get(hours) ?? []), day]);
  }
  // No hours the page gives for those days can lose a part: asked, never the whole day closed.
  if (left.size === 0)
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noHoursForDay") }];
  return [...left].map(([hours, same]) => ({ op: "set_hours" as const, days: same, hours }));
}

/**
 * "open mondays too, same hours", "aperti anche il lunedì, stesso orario": the day takes the hours the
 * page gives its other open days when they all have the same; different hours are asked, never picked.
 */
export function sameHours(r: Reading, days: number[]): Op[] | null {
  // Said with a word of opening: "the weekend moves to 19–21 June, same time" is an event's date.
  // "siamo aperti anche il lunedì", "we're open mondays too": open "also", with no time, is the same hours.
  const said = has(r, (p) => p.grammar.sameTime);
  const also = !said && has(r, (p) => p.grammar.also) && !/\d/.test(r.raw);
  if ((!said && !also) || !has(r, (p) => p.grammar.open) || has(r, (p) => p.grammar.closed)) return null;
  // The page's week as the hours operation reads it: a day with a break keeps both its spans. Lines may be
  // written in another language than the page's (an owner's Dutch hours on an English page).
  const week = readPageWeek(briefOfModel(r.model).hours, r.model.lang);
  if (!week) return null;
  // "we're also open on Sundays" on a page already open on Sundays asks for nothing new: not read here.
  if (also && days.some((day) => week[day]?.length)) return null;
  const written = [
    ...new Set(
      week.flatMap((spans, day) =>
        spans?.length && !days.includes(day)
          ? [spans.map((s) => `${padded(s.open)}-${padded(s.close)}`).join(", ")]
          : [],
      ),
    ),
  ];
  if (written.length === 1) return [{ op: "set_hours", days, hours: written[0]! }];
  const why =
    written.length === 0
      ? reportWords(r.model.lang, "noHoursToCopy")
      : reportWords(r.model.lang, "whichHours", {
          list: orList(
            r,
            written.map((w) => w.replace("-", "–")),
          ),
        });
  return [{ op: "refuse", part: r.raw, why }];
}

/**
 * The clause without its calendar dates and prices: "19 to 21 June" is a range of days, not the hours
 * 19:00–21:00; "le stage week-end passe à 175 €" is a price, never a closing time of 17:00.
 */
export function withoutDatesAndPrices(r: Reading): Reading {
  const months = r.packs.flatMap((p) => p.months);
  const joins = r.packs.flatMap((p) => p.dateRange ?? []);
  let raw = blankOut(r.raw, priceSpans(r.raw));
  for (let date = dateOrRangeText(raw, months, joins); date; date = dateOrRangeText(raw, months, joins))
    raw = raw.replace(date, " ");
  return raw === r.raw ? r : { ...r, raw };
}

/**
 * "we don't work saturdays anymore", "samstags haben wir nicht mehr offen", "on ne travaille plus le samedi":
 * a "no longer" word, a negation of its own and an open or work verb — the day is closed from now on.
 */
export function noLongerWorked(r: Reading): boolean {
  const stop = wordsOf(r, (p) => p.noLonger?.words);
  if (stop.length === 0 || findPhrase(r.text, stop) === null) return false;
  const negation = wordsOf(r, (p) => p.grammar.not).filter((w) => !stop.includes(w));
  const negated = findPhrase(r.text, negation) !== null || /(?:^|\s)n['’]/iu.test(r.text);
  return negated && has(r, (p) => [...p.grammar.open, ...(p.noLonger?.work ?? [])]);
}
