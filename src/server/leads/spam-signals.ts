/**
 * Signs that a submission is spam rather than a visitor, judged from what the form already received. A
 * lead that shows one is still stored and shown in the inbox, marked with the reason, but it is not
 * mailed: a false alarm costs the owner a mail, never a lead.
 *
 * - duplicate: the same answers, field for field, already reached this form within a day (a bot replaying
 *   one body, or a visitor pressing send twice: the first is mailed);
 * - too_soon: the page's script says the form was sent within seconds of the page being opened, quicker
 *   than anyone reads a page and types their answers (a post without that time, sent without
 *   JavaScript, is not judged by this rule);
 * - too_fast: the same client address sent this form another submission moments ago, quicker than anyone
 *   fills in a form (the time to submit, measured between its submissions).
 *
 * The reason is stored in `leads.held_reason` as text: "duplicate", "too_fast", or "too_soon:<ms>" with
 * the time the page reported, which the inbox shows ("sent 1.2 s after the page opened").
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { leads } from "../db/schema.js";

export type HeldReason = "duplicate" | "too_soon" | "too_fast";

export interface Hold {
  reason: HeldReason;
  /** For too_soon: the milliseconds between the page opening and the form being sent. */
  sentAfterMs?: number;
}

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;
/** Nobody reads a form, types their answers and sends it again within this time. */
export const MIN_SECONDS_BETWEEN_SUBMISSIONS = 20;
/** Nobody opens a page, reads it, fills in its form and sends it within this time. */
export const MIN_MS_AFTER_PAGE_OPENED = 3000;

export interface SubmissionFacts {
  formToken: string;
  fields: [string, string][];
  ipHash: string;
  /** The page's own report of how long it was open (`_t`); null when it sent none. */
  openedMs: number | null;
  now: Date;
}

/** The hold as stored in leads.held_reason. */
export function storedHold(hold: Hold | null): string | null {
  if (!hold) return null;
  return hold.reason === "too_soon" ? `too_soon:${hold.sentAfterMs ?? 0}` : hold.reason;
}

/** A stored held_reason read back; null for none (or a value this version does not know). */
export function readHold(stored: string | null): Hold | null {
  if (stored === "duplicate" || stored === "too_fast") return { reason: stored };
  const soon = /^too_soon:(\d{1,12})$/.exec(stored ?? "");
  return soon ? { reason: "too_soon", sentAfterMs: Number(soon[1]) } : null;
}

export async function heldReasonFor(db: Executor, facts: SubmissionFacts): Promise<Hold | null> {
  const since = (ms: number) => gt(leads.createdAt, new Date(facts.now.getTime() - ms));
  const [duplicate] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.formToken, facts.formToken),
        since(DUPLICATE_WINDOW_MS),
        sql`${leads.fields} = ${JSON.stringify(facts.fields)}::jsonb`,
      ),
    )
    .limit(1);
  if (duplicate) return { reason: "duplicate" };
  if (facts.openedMs !== null && facts.openedMs < MIN_MS_AFTER_PAGE_OPENED) {
    return { reason: "too_soon", sentAfterMs: facts.openedMs };
  }
  const [recent] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.formToken, facts.formToken),
        eq(leads.ipHash, facts.ipHash),
        since(MIN_SECONDS_BETWEEN_SUBMISSIONS * 1000),
      ),
    )
    .limit(1);
  return recent ? { reason: "too_fast" } : null;
}
