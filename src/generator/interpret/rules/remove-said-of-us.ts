/** Whether a removal verb is a command, or a word of what the business says it does. */
import { type Reading, wordsOf } from "../reading.js";
import { tokens } from "../text.js";

/**
 * "we now take groups of 8": a removal verb after words that are not a polite opener ("please", "can you")
 * and ending nothing is said of the business ("take" = accept), never a command to remove.
 */
export function saidOfUs(r: Reading, verb: { index: number; end: number }): boolean {
  if (verb.index === 0 || r.text.slice(verb.end).trim() === "") return false;
  const polite = new Set(
    wordsOf(r, (p) => [...p.filler, ...p.grammar.and, ...p.grammar.also]).flatMap((w) => tokens(w)),
  );
  return tokens(r.text.slice(0, verb.index)).some((w) => !polite.has(w));
}
