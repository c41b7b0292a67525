/**
 * "il Dolcetto è esaurito, toglilo", "das Dinkelbrot ist ausverkauft, nimm es raus", "le Brie est épuisé,
 * retire-le", "o bolo esgotou, tira-o": a thing said sold out (any of the packs' `statuses`) and then taken
 * off with a pronoun (packs' `backRefs`, `itWords`, a clitic joined to the verb) is removed, not marked.
 * The removal is read as if the owner had named the thing in the pronoun's place, so it is found, asked
 * back or refused exactly as "togli il Dolcetto" would be. "X is sold out" alone stays a status.
 */
import type { LanguagePack } from "../lang/types.js";
import type { Op } from "../ops/schema.js";
import { withName } from "./item-pronoun.js";
import { rawIndex } from "./raw-at.js";
import { removesItAgain } from "./said-again.js";
import { findPhrase, norm } from "./text.js";

type ReadClause = (said: string) => { rule?: string; ops: Op[] };

/** The owner's words a status is said of ("il Dolcetto" of "il Dolcetto è esaurito"), or null. */
export function saidOfStatus(head: string, packs: LanguagePack[]): string | null {
  const phrases = packs.flatMap((p) => Object.values(p.statuses).flat());
  const at = findPhrase(norm(head), phrases);
  if (!at || at.index === 0) return null;
  const before = head.slice(0, rawIndex(head, at.index)).trim();
  // The copula before the status ("è", "ist", "est", "is", "está": packs' `grammar.is`) and other small
  // words are no word of the thing's name: they are dropped from its end.
  const small = new Set(packs.flatMap((p) => [...Object.values(p.grammar).flat(), ...p.filler]).map(norm));
  const words = before.split(/\s+/);
  while (words.length > 1 && small.has(norm(words[words.length - 1]!).replace(/[.,!?;:]+$/, ""))) words.pop();
  const subject = words.join(" ").replace(/[.,!?;:]+$/, "");
  return /\p{L}{3}/u.test(subject) ? subject : null;
}

/**
 * The removal a status clause and a "remove it" clause after it ask for together, read with the thing's
 * words for the pronoun; null when the two are no such pair or the removal is not read as one.
 */
export function removalAfterStatus(
  head: string,
  tail: string,
  packs: LanguagePack[],
  removals: readonly string[],
  readClause: ReadClause,
): { rule: string; ops: Op[] } | null {
  // "a sajttorta elfogyott, töröld": Hungarian says "remove it" with the verb alone.
  const verbAlone = onlyRemoveVerb(tail, packs);
  if (!verbAlone && !removesItAgain(tail, packs)) return null;
  const subject = saidOfStatus(head, packs);
  if (!subject) return null;
  const said = verbAlone ? `${tail.trim()} ${subject}` : withName(tail.trim(), subject, packs);
  if (!said) return null;
  const read = readClause(said);
  if (!read.rule || !removals.includes(read.rule) || read.ops.length === 0) return null;
  // A refusal is kept in the owner's own words: the whole request, not the clause rebuilt for reading.
  const whole = `${head.trim()}, ${tail.trim()}`;
  return {
    rule: read.rule,
    ops: read.ops.map((op) => (op.op === "refuse" ? { ...op, part: whole } : op)),
  };
}

/** The clause is one remove verb and nothing else ("töröld", "remove"). */
function onlyRemoveVerb(tail: string, packs: LanguagePack[]): boolean {
  const said = norm(tail)
    .replace(/[.,!?;:]+/g, " ")
    .trim();
  return said !== "" && packs.some((p) => p.verbs.remove.some((v) => norm(v) === said));
}

/** A clause cut at its last comma into what is said of a thing and "remove it" ("X è esaurito, toglilo"). */
export function statusAndRemoval(part: string): { head: string; tail: string } | null {
  const comma = part.lastIndexOf(",");
  if (comma < 0) return null;
  return { head: part.slice(0, comma), tail: part.slice(comma + 1) };
}
