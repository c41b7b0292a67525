/**
 * Signs that a submission is spam rather than a visitor, judged from what the form already received. A
 * lead that shows one is still stored and shown in the inbox, marked with the reason, but it is not
 * mailed: a false alarm costs the owner a mail, never a lead.
 *
 * - duplicate: the same answers, field for field, already reached this form within a day (a bot replaying
 *   one body, or a visitor pressing send twice: the first is mailed);
 * - too_fast: the same client address sent this form another submission moments ago, quicker than anyone
 *   fills in a form (the time to submit, measured between its submissions).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { leads } from "../db/schema.js";

export type HeldReason = "duplicate" | "too_fast";

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;
/** Nobody reads a form, types their answers and sends it again within this time. */
export const MIN_SECONDS_BETWEEN_SUBMISSIONS = 20;

export interface SubmissionFacts {
  formToken: string;
  fields: [string, string][];
  ipHash: string;
  now: Date;
}

export async function heldReasonFor(db: Executor, facts: SubmissionFacts): Promise<HeldReason | null> {
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
  if (duplicate) return "duplicate";
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
  return recent ? "too_fast" : null;
}
