/**
 * Every process (HTTP-only instances too) sweeps now and then for jobs whose worker vanished:
 * - running with a stale heartbeat whose worker is gone (the process died, e.g. kill -9: its wake-up
 *   connection left pg_stat_activity), or silent for minutes: retried once (queued again, its preview
 *   reset) while some worker is alive; on the second death, or with no worker left to take it,
 *   failed with its hold released and an error event;
 * - queued for a while: workers are woken again (a wake-up may have been lost), or, with no worker alive,
 *   the job fails with its hold released instead of waiting for the hold to expire.
 */
import { sql } from "drizzle-orm";
import type { CoreDeps } from "../app-types.js";
import { appendJobEvent, ringJob } from "./event-log.js";
import { endJobWithoutResult, type StoredJobError } from "./job-store.js";
import { STALE_AFTER_SECONDS } from "./runner.js";

export const MAX_ATTEMPTS = 2;
/** A worker still connected but silent this long is taken as hung: its job is taken over all the same. */
export const LIVE_SILENT_SECONDS = 300;
/** A queued job waits this long for a worker before the sweep wakes the workers again or, with none, fails it. */
const QUEUED_WAIT_SECONDS = 20;

export const WORKER_LOST: StoredJobError = {
  status: 502,
  code: "worker_lost",
  message: "The server working on your page stopped. No tokens were charged. Please try again.",
};

export const NO_WORKER: StoredJobError = {
  status: 503,
  code: "no_worker",
  message: "No server was free to make your page. No tokens were charged. Please try again in a moment.",
};

type Rows<T> = { rows: T[] };

export interface SweepOptions {
  /** Jobs this process runs (their heartbeat is its own business). */
  skip: (jobId: string) => boolean;
  /** Wakes the workers: a job was queued. */
  wake: () => Promise<void>;
  /** Whether any process with job slots is running. */
  workersAlive: () => Promise<boolean>;
  /** A job this sweep ended: its waiters on other instances are told (dispatch.ts announceEnd). */
  ended?: (jobId: string) => void;
}

export async function sweepJobs(
  deps: CoreDeps,
  options: SweepOptions,
): Promise<{ retried: number; failed: number; woken: number }> {
  const counts = { retried: 0, failed: 0, woken: 0 };
  let alive: boolean | undefined;
  /** Asked once per sweep, and only when there is something to decide. */
  const workersAlive = async () => (alive ??= await options.workersAlive());
  // A late heartbeat alone is no death: a worker still connected (its claim's application name listed by
  // PostgreSQL) may be slowed by a loaded machine and keeps its job, unless silent for LIVE_SILENT_SECONDS.
  const stale = (await deps.db.execute(sql`
    SELECT id, attempts FROM jobs
    WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})
      AND (claimed_by IS NULL
        OR heartbeat_at < now() - make_interval(secs => ${LIVE_SILENT_SECONDS})
        OR NOT EXISTS (SELECT 1 FROM pg_stat_activity a
          WHERE a.application_name = jobs.claimed_by AND a.datname = current_database()))`)) as unknown as Rows<{
    id: string;
    attempts: number;
  }>;
  for (const job of stale.rows) {
    if (options.skip(job.id)) continue;
    if (job.attempts < MAX_ATTEMPTS && (await workersAlive())) {
      const requeued = (await deps.db.execute(sql`
        UPDATE jobs SET status = 'queued', heartbeat_at = NULL, stage = 'retrying',
          message = 'Starting again…', updated_at = now()
        WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempts}
        RETURNING id`)) as unknown as Rows<{ id: string }>;
      if (requeued.rows.length === 0) continue;
      await appendJobEvent(deps.db, job.id, "html", { reset: true });
      await appendJobEvent(deps.db, job.id, "progress", { stage: "retrying", message: "Starting again…" });
      await options.wake();
      deps.logger.warn({ jobId: job.id, attempts: job.attempts }, "job's worker vanished; retrying");
      counts.retried++;
    } else if (await failJob(deps, job, "running", WORKER_LOST)) {
      options.ended?.(job.id);
      counts.failed++;
    }
  }
  const waiting = (await deps.db.execute(sql`
    SELECT id FROM jobs
    WHERE status = 'queued' AND updated_at < now() - make_interval(secs => ${QUEUED_WAIT_SECONDS})`)) as unknown as Rows<{
    id: string;
  }>;
  if (waiting.rows.length === 0) return counts;
  if (await workersAlive()) {
    await deps.db.execute(sql`
      UPDATE jobs SET updated_at = now()
      WHERE status = 'queued' AND updated_at < now() - make_interval(secs => ${QUEUED_WAIT_SECONDS})`);
    await options.wake();
    for (const { id } of waiting.rows) ringJob(id);
    counts.woken += waiting.rows.length;
  } else {
    for (const job of waiting.rows)
      if (await failJob(deps, job, "queued", NO_WORKER)) {
        options.ended?.(job.id);
        counts.failed++;
      }
  }
  return counts;
}

/** Ends the job (if it is still in `from`) with its hold released; whether this call ended it. */
async function failJob(
  deps: CoreDeps,
  job: { id: string; attempts?: number },
  from: "running" | "queued",
  error: StoredJobError,
): Promise<boolean> {
  const ended = await endJobWithoutResult(deps, job, "failed", error, from);
  if (!ended) return false;
  deps.logger.error(
    { jobId: job.id, userId: ended.userId, kind: ended.kind, code: error.code },
    `${ended.kind} failed`,
  );
  return true;
}
