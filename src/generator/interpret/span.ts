/**
 * A span said in the owner's words: "a week", "zwei Tage", "d'une semaine", "an hour", "30 minutes" (packs'
 * `shift.units`, `numbers`, `grammar.one`). Read by the date-shift and hours-shift rules and by the fact
 * guard, which lets a value moved by the span said through (decision 0071).
 */
import type { LanguagePack } from "../lang/types.js";
import { perPacks } from "./reading.js";
import { alternation, norm } from "./text.js";

type Unit = keyof NonNullable<LanguagePack["shift"]>["units"];

/**
 * Each pack's pattern per unit — a count (a digit, a number word, an article) before a unit word — built
 * once per list of packs: every clause the shift rules read, and every value the fact guard checks, asks.
 */
const spanPatterns = perPacks((packs) =>
  packs.flatMap((pack) => {
    if (!pack.shift) return [];
    const counts = [...Object.keys(pack.numbers), ...pack.grammar.one, ...(pack.shift.by ?? [])].map(norm);
    const units = new Map<Unit, RegExp>();
    for (const [unit, list] of Object.entries(pack.shift.units) as [Unit, string[] | undefined][]) {
      if (!list) continue;
      const re = `(?<![\\p{L}\\d])(\\d{1,3}|${alternation(counts)})\\s+(?:${alternation(list.map(norm))})(?![\\p{L}])`;
      units.set(unit, new RegExp(re, "u"));
    }
    return [{ pack, units }];
  }),
);

/** The span in the units' size, the first unit said of the first pack that says one. */
function spanIn(text: string, packs: LanguagePack[], sizes: [Unit, number][], max: number): number | null {
  const said = norm(text);
  for (const { pack, units } of spanPatterns(packs)) {
    for (const [unit, size] of sizes) {
      const m = units.get(unit)?.exec(said);
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
    [
      ["week", 7],
      ["day", 1],
    ],
    60 * 7,
  );

/** The span said, in minutes: "an hour" is 60, "30 minutes" 30 (at most six hours). */
export const spanMinutes = (text: string, packs: LanguagePack[]) =>
  spanIn(
    text,
    packs,
    [
      ["hour", 60],
      ["minute", 1],
    ],
    6 * 60,
  );
