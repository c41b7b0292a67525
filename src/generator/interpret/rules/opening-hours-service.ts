/**
 * A day opened for one service: "on est aussi ouverts le dimanche midi", "we're open Sunday lunch only",
 * "vasárnap ebédre is nyitva vagyunk". The day takes only the span of the page's hours that the service
 * word names (packs' `dayParts`), never the whole day: "midi" on "12h–14h30 et 19h–22h30" is 12h–14h30.
 * Which span a word names is read from the time of day the span lies in, so "'s middags" is a shop's
 * afternoon and a restaurant's lunch; a word that could name two spans is asked about, never picked.
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import type { LanguagePack } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { padded, readPageWeek, type Span } from "../../ops/week.js";
import { orList } from "../or-list.js";
import { has, type Reading } from "../reading.js";

type Part = "early" | "midday" | "afternoon" | "late";

/** Where a span's middle lies for each part of the day, in minutes: lunch 13:15 is midday and afternoon. */
const WINDOWS: Record<Part, [number, number]> = {
  early: [0, 12 * 60],
  midday: [11 * 60, 16 * 60],
  afternoon: [12 * 60, 18 * 60],
  late: [17 * 60, 48 * 60],
};

const PARTS = Object.keys(WINDOWS) as Part[];

/** The parts of the day the clause names ("midi", "abends", "por la tarde" is afternoon and evening). */
export function partsSaid(r: Reading): Part[] {
  return PARTS.filter((part) => has(r, (p: LanguagePack) => p.dayParts?.[part] ?? []));
}

const minutes = (time: string) => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};

/** The spans of a day with a break that lie in one of the parts; a day open in one span has no services. */
function services(spans: Span[] | undefined, parts: Part[]): Span[] {
  if (!spans || spans.length < 2) return [];
  return spans.filter((s) => {
    const open = minutes(s.open);
    let close = minutes(s.close);
    if (close <= open) close += 24 * 60;
    const middle = (open + close) / 2;
    return parts.some((part) => middle >= WINDOWS[part][0] && middle < WINDOWS[part][1]);
  });
}

const written = (spans: Span[]) => spans.map((s) => `${padded(s.open)}-${padded(s.close)}`).join(", ");
const byOpening = (a: Span, b: Span) => minutes(a.open) - minutes(b.open);

/**
 * The days said with a service word and a word of opening: each takes that service's span, copied from the
 * page's other days with a break ("also", "now"), or kept of its own hours ("Sunday lunch only"). Null when
 * the clause names no service, or says a closing (rules partClosed) or a time (read as hours said).
 */
export function serviceDay(r: Reading, days: number[]): Op[] | null {
  const parts = partsSaid(r);
  if (parts.length === 0 || /\d/.test(r.raw)) return null;
  if (!has(r, (p) => p.grammar.open) || has(r, (p) => [...p.grammar.closed, ...(p.closes ?? [])]))
    return null;
  const only = has(r, (p) => p.grammar.only);
  const also = has(r, (p) => p.grammar.also);
  const week = readPageWeek(briefOfModel(r.model).hours, r.model.lang);
  if (!week) return null;
  const ask = (why: string): Op[] => [{ op: "refuse", part: r.raw, why }];
  // The service as the page's other days with a break give it: one span, or asked which.
  const others = [
    ...new Map(
      week
        .flatMap((spans, day) => (days.includes(day) ? [] : services(spans, parts)))
        .map((s) => [written([s]), s] as const),
    ).values(),
  ];
  const ops: Op[] = [];
  for (const day of days) {
    const own = services(week[day], parts);
    const pick = own.length > 0 ? own : others;
    if (pick.length === 0) return ask(reportWords(r.model.lang, "noHoursToCopy"));
    if (pick.length > 1)
      return ask(
        reportWords(r.model.lang, "whichHours", {
          list: orList(
            r,
            pick.map((s) => written([s]).replace("-", "–")),
          ),
        }),
      );
    const span = pick[0]!;
    // "we're open Sunday evenings" of a day open at lunch: the evening added, or lunch ended? Not guessed.
    if (week[day]?.length && !only && !also && own.length === 0) return null;
    // A day open in one long span ("12:00–22:00") already covers the service, or overlaps it: not read here.
    if (
      !only &&
      (week[day] ?? []).some(
        (s) => minutes(s.open) < minutes(span.close) && minutes(span.open) < minutes(s.close),
      ) &&
      own.length === 0
    )
      return null;
    // "only": the day is that service alone; else the service joins what the day already opens.
    const kept = only ? [] : (week[day] ?? []).filter((s) => written([s]) !== written([span]));
    const hours = written([...kept, span].sort(byOpening));
    // "we're also open Sunday evenings" on a page already open then asks for nothing new: not read here.
    if (week[day]?.length && hours === written(week[day]!)) return null;
    const last = ops[ops.length - 1];
    if (last?.op === "set_hours" && last.hours === hours) last.days.push(day);
    else ops.push({ op: "set_hours", days: [day], hours });
  }
  return ops;
}
