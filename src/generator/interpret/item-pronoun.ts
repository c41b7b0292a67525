/**
 * "rename Growth to Team and make it $59", "hernoem X naar Y en maak het €17", "renomme X en Y et passe-le à
 * 59 €": a pronoun (packs' `itWords`, or a clitic joined to a verb: "ponlo", "mettilo") in a clause after
 * one that changed an item is that item. The clause is read again with the item's name (as the page writes
 * it now) in the pronoun's place, so its price is set like any named item's.
 */
import type { LanguagePack } from "../lang/types.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { escapeRegExp } from "./text.js";

interface Entry {
  part: string;
  start: number;
  rule?: string;
  ops: Op[];
}

/** The title of the one item the ops change (a new title, a price, a badge), as the page writes it now. */
function itemChanged(ops: Op[], model: PageModel): string | null {
  const titles = new Set<string>();
  for (const op of ops) {
    if (op.op !== "set_text") continue;
    const m = /^sections\.([^.]+)\.items\.(\d+)\.title$/.exec(op.path);
    const section = m ? model.sections.find((s) => s.id === m[1]) : undefined;
    const title = section?.items[Number(m?.[2])]?.title;
    if (title) titles.add(title);
  }
  return titles.size === 1 ? [...titles][0]! : null;
}

/** The clause with its pronoun replaced by the item's name, or null when it says no pronoun. */
export function withName(part: string, name: string, packs: LanguagePack[]): string | null {
  const words = [...new Set(packs.flatMap((p) => p.itWords ?? []))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return null;
  // "make it", "maak het": a pronoun standing alone; "passe-le", "muda-o": one after a verb's hyphen.
  const free = words.filter((w) => !w.startsWith("-")).map(escapeRegExp);
  const hyphened = words.filter((w) => w.startsWith("-")).map(escapeRegExp);
  const alone = new RegExp(
    [
      ...(free.length ? [`(?<![\\p{L}'-])(?:${free.join("|")})(?![\\p{L}'])`] : []),
      ...(hyphened.length ? [`(?<=\\p{L})(?:${hyphened.join("|")})(?![\\p{L}'])`] : []),
    ].join("|"),
    "iu",
  );
  const m = alone.exec(part);
  if (m) {
    const gap = m[0].startsWith("-") ? " " : "";
    return `${part.slice(0, m.index)}${gap}${name}${part.slice(m.index + m[0].length)}`;
  }
  // "ponlo", "mettilo", "fallo": a clitic joined to the clause's first word.
  const first = /^\s*(\p{L}+)/u.exec(part);
  for (const w of words.filter((w) => !w.startsWith("-") && w.length > 1)) {
    if (first && first[1]!.length > w.length + 1 && first[1]!.toLowerCase().endsWith(w.toLowerCase())) {
      const verb = first[1]!.slice(0, first[1]!.length - w.length);
      return `${verb} ${name}${part.slice(first[0].length)}`;
    }
  }
  return null;
}

/**
 * Clauses no rule read, or only refused, right after a clause that changed one item: read again with that
 * item's name for the pronoun. A reading that still refuses keeps the first answer.
 */
export function pronounAfterItem(
  read: Entry[],
  model: PageModel,
  packs: LanguagePack[],
  readClause: (said: string) => { rule?: string; ops: Op[] },
): void {
  for (let i = 1; i < read.length; i += 1) {
    const entry = read[i]!;
    const name = itemChanged(read[i - 1]!.ops, model);
    if (!name) continue;
    const said = withName(entry.part, name, packs);
    if (!said) continue;
    // Read again when no rule understood it, or one only refused it, or one took the pronoun for the name
    // of a new item ("zet het op €65" is no item called "Het").
    const pronounAsName = entry.ops.some(
      (op) =>
        op.op === "add_item" &&
        packs.flatMap((p) => p.itWords ?? []).some((w) => w.toLowerCase() === op.item.title.toLowerCase()),
    );
    if (entry.rule && entry.ops.some((op) => op.op !== "refuse") && !pronounAsName) continue;
    const again = readClause(said);
    if (!again.rule || again.ops.length === 0 || again.ops.some((op) => op.op === "refuse")) continue;
    read[i] = { ...entry, rule: again.rule, ops: again.ops };
  }
}
