/**
 * "la quesadilla sube a 5,50 € y el pastor a 3,80 €", "Herrenhaarschnitt jetzt 31 € und Kinder 20 €",
 * "la carte 10 cours passe à 140 € et l'abonnement annuel à 450 €": several prices in one clause, each
 * after its own item, joined by "and" or a comma, the verb said only once. The clause is cut after each
 * price but the last; a later part said without a verb ("y el pastor a 3,80 €") is read with the pack's
 * "now" in the verb's place ("el pastor ahora 3,80 €"). Used only when every part reads as a price change:
 * otherwise the clause is read whole, as before (an added item "for €5 and €6" is no price move).
 */
import type { LanguagePack } from "../lang/types.js";
import type { Op } from "../ops/schema.js";
import { alternation } from "./text.js";
import { priceSpans } from "./values.js";

export interface PartRead {
  part: string;
  rule?: string;
  ops: Op[];
}

/** The clause cut after each price but the last, at a comma or an "and"; null when it is not so joined. */
export function pricePartsOf(raw: string, packs: LanguagePack[]): string[] | null {
  const spans = priceSpans(raw);
  if (spans.length < 2) return null;
  const ands = packs.flatMap((p) => p.grammar.and).filter((w) => /\p{L}/u.test(w));
  const joint = new RegExp(
    `^\\s*(?:[,;]\\s*(?:(?:${alternation(ands)})\\s+)?|(?:${alternation(ands)})\\s+)`,
    "iu",
  );
  const parts: string[] = [];
  let start = 0;
  for (const [i, [, to]] of spans.entries()) {
    const next = spans[i + 1];
    if (!next) {
      parts.push(raw.slice(start).trim());
      break;
    }
    const between = raw.slice(to, next[0]);
    const m = joint.exec(between);
    // The next part names its own item: words after the joint, before its price.
    if (!m || !/\p{L}{2,}/u.test(between.slice(m[0].length))) return null;
    parts.push(raw.slice(start, to).trim());
    start = to + m[0].length;
  }
  return parts;
}

/** "el pastor a 3,80 €" → "el pastor ahora 3,80 €": the pack's "now" before the price, a "to" word dropped. */
function withNow(part: string, pack: LanguagePack): string {
  const [span] = priceSpans(part);
  const now = pack.grammar.now[0];
  if (!span || !now) return part;
  const to = alternation(pack.grammar.to.filter((w) => /\p{L}/u.test(w)));
  const before = part
    .slice(0, span[0])
    .replace(new RegExp(`\\s(?:${to})\\s*$`, "iu"), " ")
    .trim();
  return `${before} ${now} ${part.slice(span[0])}`;
}

const movesPrices = (ops: Op[]) =>
  ops.length > 0 && ops.every((op) => op.op === "set_fact" && op.kind === "price");

/**
 * The parts of an elliptic price clause, each read as a price change, or null. Values that follow one
 * another ("Colombia 9,75 → 10,25 and decafe 10,25 → 10,75") are ordered so a new price is never moved
 * again by the next op; a swap of two prices is left to be read whole.
 */
export function ellipticPrices(
  raw: string,
  packs: LanguagePack[],
  read: (said: string) => { rule?: string; ops: Op[] },
): PartRead[] | null {
  const parts = pricePartsOf(raw, packs);
  const pack = packs[0];
  if (!parts || !pack) return null;
  const reads: PartRead[] = [];
  for (const [i, part] of parts.entries()) {
    let got = read(part);
    if (i > 0 && !movesPrices(got.ops)) got = read(withNow(part, pack));
    if (!movesPrices(got.ops)) return null;
    reads.push({ part, ...got });
  }
  const froms = reads.flatMap((r) => r.ops.map((op) => (op.op === "set_fact" ? op.from : "")));
  if (new Set(froms).size !== froms.length) return null;
  return ordered(reads);
}

/** A part whose old price is another part's new one goes first; a cycle (a swap) is no order: null. */
function ordered(reads: PartRead[]): PartRead[] | null {
  const to = (r: PartRead) => r.ops.map((op) => (op.op === "set_fact" ? op.to : ""));
  const from = (r: PartRead) => r.ops.map((op) => (op.op === "set_fact" ? op.from : ""));
  const left = [...reads];
  const out: PartRead[] = [];
  while (left.length > 0) {
    // The next part is one whose new price no part still to come has as its old one.
    const i = left.findIndex((r) => !left.some((o) => o !== r && from(o).some((f) => to(r).includes(f))));
    if (i < 0) return null;
    out.push(...left.splice(i, 1));
  }
  return out;
}
