/**
 * Agenda lines the user gave: "10:00 welcome, 10:30 starter dough, 12:00 baking" or
 * "Day 1: foundations; Day 2: practice". At least two lines in a row make an agenda; a lone
 * "at 10:00" is a date's time, not an agenda.
 */

import { type Claims, MASK, trimSpan } from "./spans.js";
import type { AgendaFact } from "./types.js";
import { CLOCK_TIME, RANGE_JOIN, re } from "./vocabulary.js";

const TIMED_ITEM = re(
  `(?<=^|[,;:•|(]\\s?|\\.\\s|\\s(?:and|then)\\s)(?<time>${CLOCK_TIME}(?:${RANGE_JOIN}${CLOCK_TIME})?)\\s?(?:[-–—:]\\s?)?(?<text>\\p{L}[^,;•|\\uFFFF]*?)(?=\\s?(?:[,;•|]|\\.\\s|\\.$|\\s(?:and|then)\\s(?=\\d)|$))`,
  "giu",
);
const DAY_ITEM =
  /\b(?<time>(?:Day|Week|Module|Session|Part)\s+\d{1,2})\s?[:–—-]\s?(?<text>[^;•|\uFFFF]+?)(?=\s?(?:[;•|]|\.\s|\.$|,\s?(?:Day|Week|Module|Session|Part)\s+\d|$))/giu;

/** What may sit between two agenda lines. */
const SEPARATOR = /^\s?(?:[,;•|]|\.)?\s?(?:and|then)?\s?$/i;

export function extractAgenda(text: string, claims: Claims): AgendaFact[] {
  const masked = claims.mask(text, MASK);
  const out: AgendaFact[] = [];
  for (const pattern of [TIMED_ITEM, DAY_ITEM]) {
    const items = [...masked.matchAll(pattern)].map((m) => ({
      time: m.groups?.time ?? "",
      start: m.index,
      end: m.index + m[0].length,
      textStart: m.index + m[0].length - (m.groups?.text ?? "").length,
    }));
    // Group consecutive items; a run of two or more is an agenda.
    let run: typeof items = [];
    const flush = () => {
      if (run.length >= 2) {
        for (const item of run) {
          const span = trimSpan(text, item.textStart, item.end);
          const line = text.slice(span.start, span.end);
          if (!line) continue;
          claims.add(item.start, item.end, "agenda");
          out.push({ time: item.time.trim(), text: line });
        }
      }
      run = [];
    };
    for (const item of items) {
      const previous = run[run.length - 1];
      if (previous && !SEPARATOR.test(text.slice(previous.end, item.start))) flush();
      run.push(item);
    }
    flush();
  }
  return out;
}
