/**
 * A weekly timetable of classes: "maandag 19:00 Vinyasa, woensdag 9:30 Hatha", "Mon 18:30 Spin; Thu 7am
 * HIIT", "mardi 19h Hatha, jeudi 12h30 Pilates". Two or more entries in a row, each a weekday, a time and
 * the class's name, are the page's timetable (agenda lines marked weekly): they are claimed before
 * opening hours are read, so a class schedule is never shown as when the business is open.
 */
import { INTL_WEEKDAY } from "./intl.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import type { AgendaFact } from "./types.js";
import { CLOCK_TIME, RANGE_JOIN, re, WEEKDAY } from "./vocabulary.js";

/** "19:00", "7am", "19h", "19h30", "19 Uhr". */
const TIME = `(?:${CLOCK_TIME}|\\d{1,2}h(?:\\d{2})?|\\d{1,2}\\s?Uhr)`;
const DAY = `(?:${WEEKDAY}|${INTL_WEEKDAY})\\.?`;
/** Words that may join a day to its time: "Monday at 19:00", "lundi à 19h", "woensdag om 9:30". */
const AT = "(?:at|um|à|a las|alle|om|às|o|@)";
/** What is no class: a day said open or closed ("Sun closed"); "Open mat" is a class. */
const NOT_A_CLASS =
  /^(?:closed|open|geschlossen|geöffnet|fermé|ouvert|cerrado|abierto|chiuso|aperto|gesloten|geopend|fechado|aberto|nieczynne|zamknięte|otwarte|zárva|nyitva)\s*$/iu;

const ENTRY = re(
  `(?<=^|[,;:•|(]\\s?|\\.\\s|\\s(?:and|und|et|y|e|en|i|és)\\s)(?<time>${DAY}\\s(?:${AT}\\s)?${TIME}(?:${RANGE_JOIN}${TIME})?)\\s?(?:[-–—:]\\s?)?(?<text>(?!${DAY}(?![\\p{L}]))\\p{L}[^,;•|\\d\\uFFFF]*?)(?=\\s?(?:[,;•|]|\\.\\s|\\.$|\\s(?:and|und|et|y|e|en|i|és)\\s|$))`,
  "giu",
);

/** What may sit between two entries. */
const SEPARATOR = /^\s?(?:[,;•|]|\.)?\s?(?:and|und|et|y|e|en|i|és)?\s?$/iu;

/** The weekly classes the description lists, in order; [] when it lists fewer than two in a row. */
export function extractTimetable(text: string, claims: Claims): AgendaFact[] {
  const masked = claims.mask(text, MASK);
  const entries = [...masked.matchAll(ENTRY)]
    .map((m) => ({
      time: m.groups?.time ?? "",
      start: m.index,
      end: m.index + m[0].length,
      textStart: m.index + m[0].length - (m.groups?.text ?? "").length,
    }))
    .filter((entry) => !NOT_A_CLASS.test(text.slice(entry.textStart, entry.end)));
  const out: AgendaFact[] = [];
  let run: typeof entries = [];
  const flush = () => {
    if (run.length >= 2)
      for (const entry of run) {
        const span = trimSpan(text, entry.textStart, entry.end);
        const name = text.slice(span.start, span.end);
        if (!name) continue;
        claims.add(entry.start, entry.end, "agenda");
        out.push({ time: entry.time.trim(), text: name, weekly: true });
      }
    run = [];
  };
  for (const entry of entries) {
    const previous = run.at(-1);
    if (previous && !SEPARATOR.test(text.slice(previous.end, entry.start))) flush();
    run.push(entry);
  }
  flush();
  return out;
}
