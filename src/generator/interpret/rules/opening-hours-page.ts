/**
 * The page's opening hours as the rules read them: the week the hours operation reads from the page's facts
 * (so "Tuesday to Sunday, 7am–7.30pm" covers Sunday, and Dutch "ma–vr" on an English page is read in Dutch),
 * then, for days those facts do not state, the times the page's texts write beside weekday names.
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import { readPageWeek, type Span } from "../../ops/week.js";
import { daysIn } from "../days.js";
import { pageTexts } from "../page-texts.js";
import { type Reading, wordsOf } from "../reading.js";
import { norm, tokens } from "../text.js";
import { hhmm, timeRange } from "../values.js";

/** One day's hours: its opening and closing in minutes, and every span when the day has a break. */
export interface DayHours {
  from: number;
  to: number;
  spans: { from: number; to: number }[];
}

const minutes = (time: string) => {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
};

const ofSpans = (spans: Span[]): DayHours => {
  const read = spans.map((s) => ({ from: minutes(s.open), to: minutes(s.close) }));
  return { from: read[0]!.from, to: read.at(-1)!.to, spans: read };
};

/** Each open day's hours as the page gives them now ("Tue–Sat 8:00–16:00"). */
export function pageHours(r: Reading): Map<number, DayHours> {
  const hours = new Map<number, DayHours>();
  const week = readPageWeek(briefOfModel(r.model).hours, r.model.lang);
  const stated = new Set<number>();
  week?.forEach((spans, day) => {
    if (!spans) return;
    stated.add(day);
    if (spans.length > 0) hours.set(day, ofSpans(spans));
  });
  const until = wordsOf(r, (p) => p.grammar.until);
  // "samedi 13 février 2027 de 14h à 17h" is an event's date, never a Saturday's opening hours.
  const months = new Set(wordsOf(r, (p) => p.months.flat()).map(norm));
  const dated = (line: string) => /\b(?:19|20)\d\d\b/.test(line) || tokens(line).some((w) => months.has(w));
  for (const { text } of pageTexts(r.model)) {
    for (const line of text.split(/[,;\n]|\s·\s/)) {
      const range = timeRange(line, until);
      if (!range || dated(line)) continue;
      for (const day of daysIn(line, r.packs))
        if (!hours.has(day) && !stated.has(day)) hours.set(day, { ...range, spans: [range] });
    }
  }
  return hours;
}

/**
 * A day's hours with a new opening and/or closing: the first span opens, the last closes, a break between
 * them stays ("9–12, 14–18" closing at 17 is "09:00-12:00, 14:00-17:00"). A span that would close before
 * it opens is returned as the two times that clash.
 */
export function withEnds(
  day: DayHours,
  opens: number | null,
  closes: number | null,
): { hours: string } | { close: number; open: number } {
  const spans = day.spans.map((s) => ({ ...s }));
  if (opens !== null) spans[0]!.from = opens;
  if (closes !== null) spans.at(-1)!.to = closes;
  for (const [i, s] of spans.entries()) {
    if (s.to <= s.from) return { close: s.to, open: s.from };
    if (i > 0 && s.from < spans[i - 1]!.to) return { close: spans[i - 1]!.to, open: s.from };
  }
  return { hours: spans.map((s) => `${hhmm(s.from)}-${hhmm(s.to)}`).join(", ") };
}
