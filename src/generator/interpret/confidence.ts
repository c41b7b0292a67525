/**
 * Confidence, not guesses. A rule's reading of a clause is kept only when its ops account for the words
 * that say what kind of change it is: a clause that names the look ("colours", "dark", "font") read into
 * anything but a change of look — a product called "Tipo rojo o naranja" — is a misreading, and the next
 * rule is tried. Two looks asked in one message that contradict each other are never both applied.
 */

import type { LanguagePack } from "../lang/types.js";
import { isMoodPalette } from "../ops/mood-palettes.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import type { Reading } from "./reading.js";
import { findPhrase, norm } from "./text.js";

/** Nouns of the look ("colours", "font") and the qualities said of them ("warmer", "dark", "calmer"). */
function lookNouns(packs: LanguagePack[]): string[] {
  return packs.flatMap((p) => [...p.colourWords.colour, ...p.fonts.font]);
}
function lookQualities(packs: LanguagePack[]): string[] {
  return packs.flatMap((p) => [
    ...Object.values(p.designs).flat(),
    ...p.schemes.dark,
    ...p.schemes.light,
    ...p.professional,
  ]);
}

/**
 * True when the ops leave the clause's look unexplained: it says a look noun and a quality of it
 * ("colores más cálidos") outside every value the ops carry, and no op changes the look. "we added a
 * fourth colour, forest green" names a colour as content (no quality) and stays an item.
 */
export function leavesLookUnread(r: Reading, ops: Op[]): boolean {
  if (ops.some((op) => op.op === "set_style" || op.op === "refuse")) return false;
  const values = norm(JSON.stringify(ops));
  const outside = (phrases: string[]) => {
    let text = r.text;
    for (let at = findPhrase(text, phrases); at; at = findPhrase(text, phrases)) {
      if (!values.includes(at.phrase)) return true;
      text = `${text.slice(0, at.index)} ${text.slice(at.end)}`;
    }
    return false;
  };
  return outside(lookNouns(r.packs)) && outside(lookQualities(r.packs));
}

type StyleOp = Extract<Op, { op: "set_style" }>;

/** Designs that go together ("more serious, less colourful" asks for one sober look, said twice). */
const SOBER = new Set(["classic", "minimal", "technical", "editorial", "luxury"]);

/**
 * The looks of a message as one `set_style` (in the place of the first): "bigger headline and more
 * spacing" is one change. A key asked two different ways ("dark … and light") is applied neither way:
 * each part that asked for it is refused, so the owner says which one they want.
 */
export function mergeLooks(read: { part: string; ops: Op[] }[], lang = "en"): Op[] {
  const merged: StyleOp = { op: "set_style" };
  // "plus féminin. Des tons roses doux": a mood's own colours yield to a colour the owner names elsewhere in
  // the message; the mood's design stays.
  const styles = read.flatMap((r) => r.ops).filter((op): op is StyleOp => op.op === "set_style");
  const own = (op: StyleOp) => !!op.design && isMoodPalette(op.design, op.primary, op.accent);
  if (styles.some((op) => (op.primary || op.accent || op.buttonColour) && !own(op)))
    for (const op of styles.filter(own)) {
      delete op.primary;
      delete op.accent;
    }
  const askedBy = new Map<string, string>();
  const clashes = new Map<string, Set<string>>();
  for (const { part, ops } of read) {
    for (const op of ops) {
      if (op.op !== "set_style") continue;
      for (const [key, value] of Object.entries(op) as [keyof StyleOp, string][]) {
        if (key === "op" || value === undefined) continue;
        const had = merged[key] as string | undefined;
        if (had === undefined) {
          Object.assign(merged, { [key]: value });
          askedBy.set(key, part);
        } else if (had !== value && !(key === "design" && SOBER.has(had) === SOBER.has(value))) {
          const parts = clashes.get(key) ?? new Set([askedBy.get(key) ?? part]);
          clashes.set(key, parts.add(part));
        }
      }
    }
  }
  for (const key of clashes.keys()) delete merged[key as keyof StyleOp];
  const refusals: Op[] = [...new Set([...clashes.values()].flatMap((parts) => [...parts]))].map((part) => ({
    op: "refuse",
    part,
    why: reportWords(lang, "lookContradiction"),
  }));
  const all = read.flatMap((r) => r.ops);
  const first = all.findIndex((op) => op.op === "set_style");
  if (first < 0) return all;
  const keep = Object.keys(merged).length > 1 ? [merged as Op] : [];
  return all.flatMap((op, i) => (op.op !== "set_style" ? [op] : i === first ? [...keep, ...refusals] : []));
}
