/**
 * Never a part swallowed: "on fait aussi la climatisation, et le samedi c'est fermé" was read whole by the
 * opening-hours rule, which only used its second half, and the first was silently dropped. When one side
 * of a comma in a read clause reads alone into exactly the clause's ops, the other side took no part in
 * them: it is a part of its own — read by a rule on its own, else named as not understood.
 */
import type { LanguagePack } from "../lang/types.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { andWords } from "./coverage.js";
import { ownWords } from "./pack-words.js";
import { pageWords } from "./page-texts.js";

type Read = { rule?: string; ops: Op[] };

/** The clause's cuts at a comma (and the "and" after it), as [left, right] pairs of trimmed text. */
function commaCuts(part: string, packs: LanguagePack[]): [string, string][] {
  const ands = andWords(packs);
  const cut = new RegExp(`\\s*,\\s*(?:(?:${ands.join("|")})\\s+)?`, "giu");
  const cuts: [string, string][] = [];
  for (const m of part.matchAll(cut)) {
    const at = m.index ?? 0;
    // A comma between digits is a decimal ("4,50 €"), never a cut.
    if (/\d$/u.test(part.slice(0, at)) && /^\d/u.test(part.slice(at + m[0].length))) continue;
    const left = part.slice(0, at).trim();
    const right = part.slice(at + m[0].length).trim();
    if (left && right) cuts.push([left, right]);
  }
  return cuts;
}

const same = (a: Op[], b: Op[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The clause cut in two when one side alone gives the whole clause's ops and the other has words of its own: `[kept, other]` in the order said, each with its reading
 * (`other.rule` undefined when no rule reads it). Null when every side counted.
 */
export function sideLeftOut(
  part: string,
  whole: Read,
  model: PageModel,
  packs: LanguagePack[],
  readClause: (said: string) => Read,
): { part: string; read: Read }[] | null {
  if (!whole.rule || whole.ops.length === 0 || whole.ops.every((op) => op.op === "refuse")) return null;
  const page = pageWords(model);
  for (const [left, right] of commaCuts(part, packs)) {
    for (const [kept, other] of [
      [left, right],
      [right, left],
    ] as const) {
      const alone = readClause(kept);
      if (!alone.rule || !same(alone.ops, whole.ops)) continue;
      // Only a side with words of its own (no pack or page writes them) is something else said: "saturday
      // 9-1" after "add weekend hours", or "6 de março" after "sábado", only say the same change again.
      if (ownWords(other, packs, page).length === 0) continue;
      const otherRead = readClause(other);
      const sides = [
        { part: kept, read: alone },
        { part: other, read: otherRead.rule ? otherRead : { ops: [] } },
      ];
      return kept === left ? sides : sides.reverse();
    }
  }
  return null;
}
