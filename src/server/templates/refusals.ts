/**
 * A page's refused requests (the interpreter's ok: false, 422 change_not_applied): free, they make no version,
 * but the conversation shows each where it was asked, with why and what can be asked instead, in any browser.
 * Each one is already recorded as its failed iteration job (input.change, error.message, error.extra.supported),
 * so they are read from there — no second copy to keep in step — through a partial index (migration 0018).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { PageRefusal } from "../../core/api-types.js";
import { CATALOGUES } from "../../generator/ops/catalogue/index.js";
import type { CoreDeps } from "../app-types.js";
import { jobs } from "../db/schema.js";
import { findOwnTemplate } from "./service.js";

/** The newest ones are shown; older ones drop off the conversation. */
export const MAX_REFUSALS = 30;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The engine's own "nothing was changed, and nothing was charged" sentences, in every report language. */
const NO_CHARGE_SENTENCES = Object.values(CATALOGUES)
  .flatMap((words) => [words.nothingChanged, words.nothingAtAll])
  .filter((sentence): sentence is string => Boolean(sentence));

/**
 * "Charged" in the languages the engine and the model path report in (en de fr es it nl pl pt hu): a clause
 * saying it is about the cost, which the conversation says itself.
 */
const CHARGE_WORD =
  /\b(?:charged|berechnet|factur[ée]e?s?|cobr(?:ó|ado|ada)|addebitat[oa]|berekend|in rekening gebracht|pobran[eo]|felszámol\p{L}*|számoltunk fel)(?![\p{L}])/iu;
/** Quotation marks: a clause quoting the owner's or the page's words is theirs, never taken out. */
const QUOTED = /[“”„«»"‘’]/;

/** `text` with its first letter in capitals (a clause that now opens its sentence). */
const opening = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * `message` without the clauses that only say nothing was charged — a sentence, a clause before a semicolon
 * or an aside in brackets, in any report language (the engine's "Nothing was changed, and nothing was
 * charged.", the model path's "(and nothing was charged)" and "Nothing was charged; say the exact wording
 * you want."). What the clause led to stays, its first letter in capitals.
 */
export function withoutChargeClauses(message: string): string {
  const asides = message.replace(/\s*\(([^()]*)\)/g, (aside, inner: string) =>
    CHARGE_WORD.test(inner) && !QUOTED.test(inner) ? "" : aside,
  );
  // Sentences end with . ! ? followed by a space; clauses with a semicolon (French sets a space before it).
  const sentences = asides.split(/(?<=[.!?])\s+/);
  const kept = sentences.flatMap((sentence) => {
    const clauses = sentence.split(/\s*;\s+/);
    const left = clauses.filter((clause) => !CHARGE_WORD.test(clause) || QUOTED.test(clause));
    if (left.length === clauses.length) return [sentence];
    if (left.length === 0) return [];
    const joined = left.join("; ");
    return [clauses[0] === left[0] ? joined : opening(joined)];
  });
  return kept
    .join(" ")
    .replace(/\s+([.!?])/g, "$1")
    .trim();
}

/**
 * The refusal's reasons without the words that nothing was changed or charged: its turn in the conversation
 * already says "Not applied" and "No tokens charged.", so the owner read it twice.
 */
export function refusalReasons(message: string): string {
  for (const sentence of NO_CHARGE_SENTENCES) {
    if (message.startsWith(sentence)) return withoutChargeClauses(message.slice(sentence.length).trim());
  }
  return withoutChargeClauses(message);
}

/** The page's refused requests, oldest first (newest MAX_REFUSALS). */
export async function listRefusals(
  deps: CoreDeps,
  userId: string,
  id: string,
): Promise<{ items: PageRefusal[] }> {
  await findOwnTemplate(deps, userId, id);
  const rows = await deps.db
    .select({ input: jobs.input, error: jobs.error, createdAt: jobs.createdAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.templateId, id),
        eq(jobs.userId, userId),
        // The index's own predicate, word for word, so the planner uses it.
        sql`${jobs.kind} = 'iteration' and ${jobs.status} = 'failed' and (${jobs.error} ->> 'code') = 'change_not_applied'`,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(MAX_REFUSALS);
  const items = rows.reverse().map(({ input, error, createdAt }) => {
    const stored = (error ?? {}) as { message?: unknown; extra?: { supported?: unknown } };
    const supported = stored.extra?.supported;
    return {
      change: text((input as { change?: unknown }).change),
      message: refusalReasons(text(stored.message)),
      supported: Array.isArray(supported) ? supported.filter((s): s is string => typeof s === "string") : [],
      at: createdAt.toISOString(),
    };
  });
  return { items };
}
