/**
 * A span of days said in the owner's words: "a week", "zwei Tage", "d'une semaine", "2 weeks" (packs'
 * `shift.units`, `numbers`, `grammar.one`). Read by the date-shift rule and by the fact guard, which lets a
 * date moved by the span said through.
 */
import type { LanguagePack } from "../lang/types.js";
import { alternation, norm } from "./text.js";

/** The span said, in days: a count (a digit, a number word, an article) before a unit. */
export function spanDays(text: string, packs: LanguagePack[]): number | null {
  for (const pack of packs) {
    if (!pack.shift) continue;
    const counts = [...Object.keys(pack.numbers), ...pack.grammar.one].map(norm);
    for (const [unit, days] of [
      ["week", 7],
      ["day", 1],
    ] as const) {
      const re = new RegExp(
        `(?<![\\p{L}\\d])(\\d{1,2}|${alternation(counts)})\\s+(?:${alternation(pack.shift.units[unit].map(norm))})(?![\\p{L}])`,
        "u",
      );
      const m = re.exec(norm(text));
      if (!m) continue;
      const word = Object.entries(pack.numbers).find(([w]) => norm(w) === m[1]);
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : (word?.[1] ?? 1);
      return n > 0 && n <= 60 ? n * days : null;
    }
  }
  return null;
}

/** A span of time said in minutes: "an hour", "eine Stunde", "30 minutes", "una hora". */
export function spanMinutes(text: string, packs: LanguagePack[]): number | null {
  for (const pack of packs) {
    const units = pack.shift?.units;
    if (!units?.hour || !units.minute) continue;
    const counts = [...Object.keys(pack.numbers), ...pack.grammar.one].map(norm);
    for (const [list, size] of [
      [units.hour, 60],
      [units.minute, 1],
    ] as const) {
      const re = new RegExp(
        `(?<![\\p{L}\\d])(\\d{1,3}|${alternation(counts)})\\s+(?:${alternation(list.map(norm))})(?![\\p{L}])`,
        "u",
      );
      const m = re.exec(norm(text));
      if (!m) continue;
      const word = Object.entries(pack.numbers).find(([w]) => norm(w) === m[1]);
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : (word?.[1] ?? 1);
      return n > 0 && n * size <= 6 * 60 ? n * size : null;
    }
  }
  return null;
}
