/**
 * A cancel that arrives after the job's result was saved: the page (or the change) was already made and
 * paid for. The cancel's answer says so and offers Undo with the tokens back — never a silent charge:
 * - an iteration's tokens are still on hold (held-changes.ts): Undo is POST /api/templates/:id/undo;
 * - a generation's were committed with its save: after such a cancel, POST /api/jobs/:id/undo deletes the
 *   new page and gives its tokens back (a refund of the same amount), while the page is unchanged and not
 *   downloaded, for UNDO_MINUTES.
 */
import { and, eq, sql } from "drizzle-orm";
import type { PaidResult } from "../../core/api-types.js";
import { formatTokens } from "../../core/pricing.js";
import type { CoreDeps } from "../app-types.js";
import { publishBalance } from "../billing/holds.js";
import { grantTokens } from "../billing/ledger.js";
import type { Executor, Tx } from "../db/client.js";
import { jobs, templates, templateVersions, tokenHolds } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { publishTemplate } from "../templates/service.js";
import type { JobRow } from "./job-store.js";
import { jobNotFound } from "./job-store.js";

/** A cancel later than this after the save did not cross it: no Undo is offered for it. */
const CROSSED_SAVE_SECONDS = 120;
/** How long after the cancel a made page can still be undone. */
export const UNDO_MINUTES = 10;

export const JOB_FINISHED_MESSAGE = "This job has already finished.";
export const UNDO_UNAVAILABLE_MESSAGE =
  "This page can no longer be undone: it was changed, downloaded or deleted, or too much time has passed.";

const alreadyFinished = (status: string) =>
  new ApiError(409, "job_finished", JOB_FINISHED_MESSAGE, undefined, { status });

/**
 * The 409 `job_finished` answer to a cancel of a finished job; for one that succeeded moments ago it says
 * the page was made and charged, and where Undo is (`details.undo`). A generation's Undo is armed here.
 */
export async function finishedAnswer(deps: CoreDeps, row: JobRow): Promise<ApiError> {
  if (row.status !== "succeeded" || !row.templateId) return alreadyFinished(row.status);
  const tokens = (row.result as PaidResult | null)?.tokensUsed ?? 0;
  const details = { status: row.status, templateId: row.templateId, tokensUsed: tokens };
  if (row.kind === "generation") {
    if (!(await armGenerationUndo(deps.db, row.id))) return alreadyFinished(row.status);
    return new ApiError(
      409,
      "job_finished",
      `Your page was already made when the cancel arrived, and ${formatTokens(tokens)} tokens were charged for it. Undo deletes the page and gives the tokens back.`,
      undefined,
      { ...details, undo: `/api/jobs/${row.id}/undo` },
    );
  }
  if (!(await changeStillHeld(deps.db, row))) return alreadyFinished(row.status);
  return new ApiError(
    409,
    "job_finished",
    `The change was already made when the cancel arrived. Undo puts the page back as it was and gives the ${formatTokens(tokens)} tokens back.`,
    undefined,
    { ...details, undo: `/api/templates/${row.templateId}/undo` },
  );
}

/** Marks the generation as cancelled after its save (cancel_requested_at), if it ended just now and its page is unchanged. */
async function armGenerationUndo(db: Executor, jobId: string): Promise<boolean> {
  const armed = await db
    .update(jobs)
    .set({ cancelRequestedAt: sql`coalesce(${jobs.cancelRequestedAt}, now())` })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, "succeeded"),
        eq(jobs.kind, "generation"),
        sql`${jobs.finishedAt} > now() - make_interval(secs => ${CROSSED_SAVE_SECONDS})`,
        sql`EXISTS (SELECT 1 FROM templates t WHERE t.id = ${jobs.templateId} AND t.version = 1)`,
      ),
    )
    .returning({ id: jobs.id });
  return armed.length > 0;
}

/** Whether the iteration's version is still the page's current one with its tokens on hold. */
async function changeStillHeld(db: Executor, row: JobRow): Promise<boolean> {
  if (!row.holdId || !row.templateId) return false;
  const [held] = await db
    .select({ id: tokenHolds.id })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .innerJoin(tokenHolds, eq(tokenHolds.id, templateVersions.holdId))
    .where(
      and(
        eq(templateVersions.templateId, row.templateId),
        eq(templateVersions.version, templates.version),
        eq(templateVersions.holdId, row.holdId),
        eq(tokenHolds.status, "pending"),
      ),
    );
  return held !== undefined;
}

/** A download keeps a made page: its generation can no longer be undone. */
export async function keepMadePage(db: Executor, templateId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ cancelRequestedAt: null })
    .where(
      and(
        eq(jobs.templateId, templateId),
        eq(jobs.kind, "generation"),
        eq(jobs.status, "succeeded"),
        sql`${jobs.cancelRequestedAt} IS NOT NULL`,
      ),
    );
}

/** When the refunded tokens expire: as the latest of the lots the charge was taken from (never, if one never does). */
async function refundExpiry(tx: Tx, holdId: string | null, now: Date): Promise<Date | null> {
  if (!holdId) return null;
  const answer = (await tx.execute(sql`
    SELECT CASE WHEN bool_or(l.expires_at IS NULL) THEN NULL ELSE max(l.expires_at) END AS expires_at
    FROM token_hold_allocations a JOIN token_lots l ON l.id = a.lot_id
    WHERE a.hold_id = ${holdId}`)) as unknown as { rows: { expires_at: string | Date | null }[] };
  const value = answer.rows[0]?.expires_at;
  if (!value) return null;
  const expires = new Date(value);
  // Lots that expired meanwhile: the refund still lasts a day, not a moment.
  return expires > now ? expires : new Date(now.getTime() + 24 * 60 * 60 * 1000);
}

/**
 * POST /api/jobs/:id/undo: deletes the page a generation made before its cancel arrived and gives its
 * tokens back, in one transaction. 409 `undo_unavailable` when no such Undo is open.
 */
export async function undoMadeGeneration(deps: CoreDeps, userId: string, jobId: string) {
  const now = deps.clock.now();
  const unavailable = () => new ApiError(409, "undo_unavailable", UNDO_UNAVAILABLE_MESSAGE);
  const outcome = await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .for("update");
    if (!job) throw jobNotFound();
    const armedAt = job.cancelRequestedAt;
    if (job.kind !== "generation" || job.status !== "succeeded" || !armedAt || !job.templateId)
      throw unavailable();
    if (now.getTime() - armedAt.getTime() > UNDO_MINUTES * 60 * 1000) throw unavailable();
    const [page] = await tx.select().from(templates).where(eq(templates.id, job.templateId)).for("update");
    if (page?.version !== 1) throw unavailable();
    const balance = await grantTokens(
      tx,
      {
        userId,
        amount: page.tokensUsed,
        source: "refund",
        type: "refund",
        description: `Undone: “${page.title}” (cancelled after it was made)`,
        expiresAt: await refundExpiry(tx, job.holdId, now),
        reference: page.id,
        idempotencyKey: `undo-generation:${job.id}`,
        countsAsPurchased: false,
      },
      now,
    );
    if (!balance) throw unavailable();
    await tx.delete(templates).where(eq(templates.id, page.id));
    await tx.update(jobs).set({ cancelRequestedAt: null, updatedAt: now }).where(eq(jobs.id, job.id));
    return { balance, page };
  });
  await publishBalance(deps.events, userId, outcome.balance);
  publishTemplate(deps, userId, outcome.page.id, "deleted");
  return { tokensReturned: outcome.page.tokensUsed, tokenBalance: outcome.balance.tokenBalance };
}
