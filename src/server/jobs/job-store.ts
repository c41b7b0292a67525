/**
 * The `jobs` rows: what the API shows (JobDto), finding a user's own job, listing, and the atomic state
 * changes (claim, succeed within the save transaction, fail with the hold released in one transaction).
 * Job times use the database's clock (`now()`): heartbeats are compared across processes.
 */
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { IterationResult, JobDto, JobKind, JobStatus, PaidResult } from "../../core/api-types.js";
import type { CoreDeps } from "../app-types.js";
import { publishBalance, releaseHold } from "../billing/holds.js";
import type { Executor, Tx } from "../db/client.js";
import { jobs } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { appendJobEvent, type JobEventName, ringJob, successEventCount, successEvents } from "./event-log.js";
import { resultWithPage, storedResult } from "./job-result.js";

export type JobRow = typeof jobs.$inferSelect;

/** A job's error as stored: the API error's status, code, message and extra members (e.g. `supported`). */
export interface StoredJobError {
  status: number;
  code: string;
  message: string;
  extra?: Record<string, unknown>;
}

export const ACTIVE_STATUSES: JobStatus[] = ["queued", "running"];
export const isFinished = (status: string) => !ACTIVE_STATUSES.includes(status as JobStatus);

export function toStoredError(error: ApiError): StoredJobError {
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.extra ? { extra: error.extra } : {}),
  };
}

/** The ApiError the synchronous answer throws for a failed job (same status and body as before jobs). */
export function apiErrorOf(stored: StoredJobError): ApiError {
  return new ApiError(
    stored.status as ApiError["status"],
    stored.code,
    stored.message,
    undefined,
    stored.extra,
  );
}

export function toJobDto(row: JobRow): JobDto {
  const error = row.error as StoredJobError | null;
  return {
    id: row.id,
    kind: row.kind as JobKind,
    status: row.status as JobStatus,
    stage: row.stage,
    message: row.message,
    title: row.title,
    templateId: row.templateId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.status === "succeeded" && row.result
      ? { result: row.result as PaidResult | IterationResult }
      : {}),
    ...(error
      ? {
          error: {
            code: error.code,
            message: error.message,
            ...(error.extra ? { details: error.extra } : {}),
          },
        }
      : {}),
  };
}

/** The columns of a job row, its result with the page. */
const jobColumns = { ...getTableColumns(jobs), result: resultWithPage };

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const jobNotFound = () => new ApiError(404, "not_found", "Job not found");

export async function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The user's job, or 404 for an unknown id and for another user's job alike. */
export async function findOwnJob(db: Executor, userId: string, id: string): Promise<JobRow> {
  if (!isUuid(id)) throw jobNotFound();
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
  if (!row) throw jobNotFound();
  return row;
}

/** The user's queued and running jobs (active) or recent jobs, newest first. */
export async function listJobs(db: Executor, userId: string, activeOnly: boolean, limit = 20) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), activeOnly ? inArray(jobs.status, ACTIVE_STATUSES) : undefined))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/**
 * Takes up to `count` of the oldest queued jobs for this worker: running, one more attempt, a fresh
 * heartbeat, marked as this worker's (`workerId`, see dispatch.ts). Rows another worker is claiming at the same moment are skipped, so each job goes to exactly
 * one; `holdPending` says whether its tokens are still reserved (the stale-hold sweep may have taken them).
 */
export async function claimQueuedJobs(
  db: Executor,
  count: number,
  workerId: string | null,
): Promise<{ row: JobRow; holdPending: boolean }[]> {
  if (count <= 0) return [];
  const rows = await db
    .update(jobs)
    .set({
      status: "running",
      claimedBy: workerId,
      attempts: sql`${jobs.attempts} + 1`,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${jobs.id} IN (SELECT id FROM jobs WHERE status = 'queued' ORDER BY created_at
        LIMIT ${count} FOR UPDATE SKIP LOCKED)`,
    )
    .returning({
      row: jobs,
      holdPending: sql<boolean>`exists (select 1 from token_holds h where h.id = ${jobs.holdId} and h.status = 'pending')`,
    });
  return rows as unknown as { row: JobRow; holdPending: boolean }[];
}

/**
 * Inside the save transaction, one statement: the job succeeded with its result, and its events not written
 * yet (`earlier`, in order) followed by `done`. Throws (rolling the save and the charge back) when this
 * worker no longer owns the job (cancelled, or taken over after a missed heartbeat), or a cancel was
 * requested before the save. The result is stored
 * without its page (storedResult); the `done` event's data is DONE_IN_JOB_RESULT and readJobEvents reads
 * the result in its place.
 */
export async function markSucceededWithin(
  tx: Tx,
  job: { id: string; attempts: number },
  result: PaidResult | IterationResult,
  earlier: { event: JobEventName; data: unknown }[] = [],
): Promise<void> {
  const answer = await tx.execute(sql`
    WITH succeeded AS (
      UPDATE jobs SET status = 'succeeded', stage = 'done', message = 'Done',
        result = ${storedResult(result)}::jsonb, template_id = ${result.template.id}, input = '{}'::jsonb,
        heartbeat_at = NULL, finished_at = now(), updated_at = now(),
        last_event_seq = last_event_seq + ${successEventCount(earlier)}
      WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempts}
        AND cancel_requested_at IS NULL
      RETURNING id, last_event_seq),
    ${successEvents(earlier)}
    SELECT count(*)::int AS succeeded FROM succeeded`);
  const [row] = (answer as unknown as { rows: { succeeded: number }[] }).rows;
  if (!row || Number(row.succeeded) === 0)
    throw new ApiError(409, "job_lost", "This job was cancelled or taken over.");
}

export type FinalFailure = "failed" | "cancelled";

/**
 * Ends an active job without a result: its hold released, the job failed or cancelled with the error and
 * its `error` event, all in one transaction. `from` guards the state (and `attempts` the owner) so a job
 * that moved on meanwhile is left alone. Returns the row when this call ended it.
 */
export async function endJobWithoutResult(
  deps: CoreDeps,
  job: { id: string; attempts?: number },
  status: FinalFailure,
  error: StoredJobError,
  from: JobStatus = "running",
): Promise<JobRow | undefined> {
  const ended = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({
        status,
        error,
        // A refused change keeps its words for the page's conversation (templates/refusals.ts): an iteration's
        // input is its short change text, never a generation's photos, which are dropped as before.
        ...(error.code === "change_not_applied" ? {} : { input: {} }),
        heartbeatAt: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(jobs.id, job.id),
          eq(jobs.status, from),
          job.attempts === undefined ? undefined : eq(jobs.attempts, job.attempts),
        ),
      )
      .returning();
    if (!row) return undefined;
    const released = row.holdId ? await releaseHold(tx, row.holdId, deps.clock.now()) : undefined;
    await appendJobEvent(tx, row.id, "error", { error: { code: error.code, message: error.message } });
    return { row, released };
  });
  if (!ended) return undefined;
  ringJob(job.id);
  if (ended.released) await publishBalance(deps.events, ended.row.userId, ended.released.balance);
  return ended.row;
}

/** Whether this worker's job is still its own and a cancel was requested (a save refused for that reason). */
export async function cancelRequested(db: Executor, job: { id: string; attempts: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, job.id),
        eq(jobs.status, "running"),
        eq(jobs.attempts, job.attempts),
        sql`${jobs.cancelRequestedAt} IS NOT NULL`,
      ),
    );
  return row !== undefined;
}
