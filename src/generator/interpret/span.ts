/**
 * A span said in the owner's words: "a week", "zwei Tage", "d'une semaine", "an hour", "30 minutes" (packs'
 * `shift.units`, `numbers`, `grammar.one`). Read by the date-shift and hours-shift rules and by the fact
 * guard, which lets a value moved by the span said through (decision 0071).
 */
import type { LanguagePack } from "../lang/types.js";
import { alternation, norm } from "./text.js";

type Units = NonNullable<LanguagePack["shift"]>["units"];

/** The span in the units' size: a count (a digit, a number word, an article) before a unit word. */
function spanIn(
  text: string,
  packs: LanguagePack[],
  sizes: (units: Units) => [string[] | undefined, number][],
  max: number,
): number | null {
  const said = norm(text);
  for (const pack of packs) {
    if (!pack.shift) continue;
    const counts = [...Object.keys(pack.numbers), ...pack.grammar.one].map(norm);
    for (const [list, size] of sizes(pack.shift.units)) {
      if (!list) continue;
      const re = new RegExp(
        `(?<![\\p{L}\\d])(\\d{1,3}|${alternation(counts)})\\s+(?:${alternation(list.map(norm))})(?![\\p{L}])`,
        "u",
      );
      const m = re.exec(said);
      if (!m) continue;
      const word = Object.entries(pack.numbers).find(([w]) => norm(w) === m[1]);
      const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : (word?.[1] ?? 1);
      return n > 0 && n * size <= max ? n * size : null;
    }
  }
  return null;
}

/** The span said, in days: "a week" is 7, "zwei Tage" 2 (at most 60 weeks' worth is no span). */
export const spanDays = (text: string, packs: LanguagePack[]) =>
  spanIn(
    text,
    packs,
    (u) => [
      [u.week, 7],
      [u.day, 1],
    ],
    60 * 7,
  );

/** The span said, in minutes: "an hour" is 60, "30 minutes" 30 (at most six hours). */
export const spanMinutes = (text: string, packs: LanguagePack[]) =>
  spanIn(
    text,
    packs,
    (u) => [
      [u.hour, 60],
      [u.minute, 1],
    ],
    6 * 60,
  );
