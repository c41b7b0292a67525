/**
 * A job's events (progress, html, done, error) in `job_events`, numbered per job: the number is the SSE id,
 * so any instance replays what a client missed after `Last-Event-ID`. Writers in this process also ring a
 * local bell, so followers here wake at once; followers of a job running elsewhere poll.
 */
import { EventEmitter } from "node:events";
import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { jobEvents } from "../db/schema.js";
import { resultWithPage } from "./job-result.js";

export type JobEventName = "progress" | "html" | "done" | "error";

export interface StoredJobEvent {
  seq: number;
  event: JobEventName;
  data: unknown;
}

export const isTerminalEvent = (event: string) => event === "done" || event === "error";

/**
 * The stored data of a `done` event whose data is the job's result (jobs.result): a whole page is stored
 * once, not twice. Read back as that result. (Earlier `done` events carry the result themselves.)
 */
const DONE_IN_JOB_RESULT = "null";

const bell = new EventEmitter();
bell.setMaxListeners(0);

/** Wakes this process's followers of the job (the event is already in the table, or about to commit). */
export function ringJob(jobId: string): void {
  bell.emit(jobId);
}

/** Calls `listener` at every ring of the job until the returned function is called. */
export function onRing(jobId: string, listener: () => void): () => void {
  bell.on(jobId, listener);
  return () => bell.off(jobId, listener);
}

/** Resolves on the job's next ring or after `ms`, whichever is first. */
export function waitForRing(jobId: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      bell.off(jobId, done);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    bell.on(jobId, done);
    signal?.addEventListener("abort", done);
  });
}

/**
 * Appends events in order (one statement): their numbers come from the job row's `last_event_seq`, raised
 * under the row's lock, so writers on several connections at once (a worker, a sweeper, a cancel) never
 * take the same number. When one of them is a progress step, the job's stage and message become the last
 * one's. With `attempts`, only the worker of that attempt writes (one whose job was taken over writes nothing).
 */
function appendStatement(
  jobId: string,
  events: { event: JobEventName; data: unknown }[],
  attempts?: number,
): SQL {
  const progress = events.filter((e) => e.event === "progress").at(-1)?.data as
    | { stage: string; message: string }
    | undefined;
  return sql`
    WITH numbered AS (
      UPDATE jobs SET last_event_seq = last_event_seq + ${events.length}
        ${progress ? sql`, stage = ${progress.stage}, message = ${progress.message}, updated_at = now()` : sql``}
      WHERE id = ${jobId} ${attempts === undefined ? sql`` : sql`AND attempts = ${attempts}`}
      RETURNING last_event_seq - ${events.length} AS seq)
    INSERT INTO job_events (job_id, seq, event, data)
    SELECT ${jobId}, numbered.seq + item.ord, item.value->>'event', item.value->'data'
    FROM numbered, jsonb_array_elements(${JSON.stringify(events)}::jsonb) WITH ORDINALITY AS item(value, ord)`;
}

/** Appends the job's next event (one statement) and rings its followers here. */
export async function appendJobEvent(
  db: Executor,
  jobId: string,
  event: JobEventName,
  data: unknown,
): Promise<void> {
  await db.execute(appendStatement(jobId, [{ event, data }]));
  // Inside a transaction the ring comes before the commit; followers re-read shortly after anyway.
  queueMicrotask(() => ringJob(jobId));
}

/**
 * Appends several events in one statement (in order); when one of them is a progress step, the job's stage
 * and message become the last one's. With `attempts`, only while that attempt owns the job.
 */
export async function appendJobEvents(
  db: Executor,
  jobId: string,
  events: { event: JobEventName; data: unknown }[],
  attempts?: number,
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(appendStatement(jobId, events, attempts));
  ringJob(jobId);
}

/** How many events successEvents appends: those not written yet and `done`. */
export const successEventCount = (earlier: unknown[]) => earlier.length + 1;

/**
 * CTEs appending a finished job's events not written yet (`earlier`, in order) and then `done` (its data in
 * jobs.result), for the statement that marks the job succeeded. That statement's CTE `succeeded` must
 * raise `last_event_seq` by successEventCount(earlier) and return `id` and the raised `last_event_seq`:
 * nothing is appended when no job row was updated, and the numbers are taken under the row's lock.
 */
export function successEvents(earlier: { event: JobEventName; data: unknown }[]): SQL {
  const count = successEventCount(earlier);
  return sql`
    events AS (
      SELECT item.value->>'event' AS event, item.value->'data' AS data, item.ord
      FROM jsonb_array_elements(${JSON.stringify(earlier)}::jsonb) WITH ORDINALITY AS item(value, ord)
      UNION ALL
      SELECT 'done', ${DONE_IN_JOB_RESULT}::jsonb, ${count}::bigint),
    inserted AS (
      INSERT INTO job_events (job_id, seq, event, data)
      SELECT succeeded.id, succeeded.last_event_seq - ${count} + events.ord, events.event, events.data
      FROM succeeded, events)`;
}

export async function readJobEvents(
  db: Executor,
  jobId: string,
  afterSeq: number,
): Promise<StoredJobEvent[]> {
  const rows = await db
    .select({
      seq: jobEvents.seq,
      event: jobEvents.event,
      data: sql<unknown>`CASE WHEN ${jobEvents.event} = 'done' AND ${jobEvents.data} = ${DONE_IN_JOB_RESULT}::jsonb
        THEN (SELECT ${resultWithPage} FROM jobs WHERE jobs.id = ${jobEvents.jobId}) ELSE ${jobEvents.data} END`,
    })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), gt(jobEvents.seq, afterSeq)))
    .orderBy(asc(jobEvents.seq));
  return rows as StoredJobEvent[];
}
