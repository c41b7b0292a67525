/**
 * How a fact-or-value request is judged on its page: its ops applied, the page's texts must show the new
 * words and no longer show the old ones; a request that must be refused changes nothing and names why.
 */
import { interpret } from "../../../src/generator/interpret/index.js";
import { pageTexts } from "../../../src/generator/interpret/page-texts.js";
import type { PageModel } from "../../../src/generator/model.js";
import { applyOps } from "../../../src/generator/ops/apply.js";

export interface FactCase {
  say: string;
  /** Words the page must show after the change. */
  shows?: string[];
  /** Words the page must no longer show. */
  gone?: string[];
  /** A refusal whose words contain this. */
  refuses?: string;
}

/** Why the case failed, or null when the page shows what the owner asked (or the refusal names it). */
export function judge(model: PageModel, c: FactCase): string | null {
  const read = interpret(c.say, model);
  const result = applyOps(model, read.ops, { request: c.say });
  const after = pageTexts(result.model)
    .map((t) => t.text)
    .join("\n");
  const refusals = read.ops.flatMap((op) => (op.op === "refuse" ? [op.why] : []));
  if (c.refuses !== undefined) {
    if (result.applied.length > 0) return `changed the page: ${result.applied.join(" / ")}`;
    // Refused by the reading, or by the operation when applied (a button that must stay).
    return [...refusals, ...result.notApplied].some((why) => why.includes(c.refuses as string))
      ? null
      : `not refused naming “${c.refuses}”: ${JSON.stringify({ refusals, unread: read.unread.map((u) => u.part) })}`;
  }
  if (read.unread.length > 0 || refusals.length > 0 || result.notApplied.length > 0)
    return `not done: ${JSON.stringify({ unread: read.unread.map((u) => u.part), refusals, notApplied: result.notApplied, ops: read.ops })}`;
  const missing = (c.shows ?? []).filter((s) => !after.includes(s));
  const kept = (c.gone ?? []).filter((s) => after.includes(s));
  if (missing.length || kept.length)
    return `wrong: missing ${JSON.stringify(missing)}, still ${JSON.stringify(kept)}; ops ${JSON.stringify(read.ops)}`;
  return null;
}
