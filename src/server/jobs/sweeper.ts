/**
 * Every worker sweeps now and then for jobs whose worker vanished:
 * - running with a stale heartbeat (the process died, e.g. kill -9): retried once (queued again, its
 *   preview reset) or, on the second death, failed with its hold released and an error event;
 * - queued for a while without a worker taking it (its pg-boss copy was lost): sent again.
 */
import { sql } from "drizzle-orm";
import type { CoreDeps } from "../app-types.js";
import { appendJobEvent, ringJob } from "./event-log.js";
import { endJobWithoutResult, type StoredJobError } from "./job-store.js";
import { STALE_AFTER_SECONDS } from "./runner.js";

export const MAX_ATTEMPTS = 2;
const QUEUED_RESEND_SECONDS = 30;

export const WORKER_LOST: StoredJobError = {
  status: 502,
  code: "worker_lost",
  message: "The server working on your page stopped. No tokens were charged. Please try again.",
};

type Rows<T> = { rows: T[] };

export async function sweepJobs(
  deps: CoreDeps,
  options: { skip: (jobId: string) => boolean; send: (jobId: string) => Promise<void> },
): Promise<{ retried: number; failed: number; resent: number }> {
  const counts = { retried: 0, failed: 0, resent: 0 };
  const stale = (await deps.db.execute(sql`
    SELECT id, attempts FROM jobs
    WHERE status = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`)) as unknown as Rows<{
    id: string;
    attempts: number;
  }>;
  for (const job of stale.rows) {
    if (options.skip(job.id)) continue;
    if (job.attempts < MAX_ATTEMPTS) {
      const requeued = (await deps.db.execute(sql`
        UPDATE jobs SET status = 'queued', heartbeat_at = NULL, stage = 'retrying',
          message = 'Starting again…', updated_at = now()
        WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempts}
        RETURNING id`)) as unknown as Rows<{ id: string }>;
      if (requeued.rows.length === 0) continue;
      await appendJobEvent(deps.db, job.id, "html", { reset: true });
      await appendJobEvent(deps.db, job.id, "progress", { stage: "retrying", message: "Starting again…" });
      await options.send(job.id);
      deps.logger.warn({ jobId: job.id, attempts: job.attempts }, "job's worker vanished; retrying");
      counts.retried++;
    } else {
      const ended = await endJobWithoutResult(deps, job, "failed", WORKER_LOST);
      if (!ended) continue;
      deps.logger.error(
        { jobId: job.id, userId: ended.userId, kind: ended.kind, code: WORKER_LOST.code },
        `${ended.kind} failed`,
      );
      counts.failed++;
    }
  }
  const waiting = (await deps.db.execute(sql`
    UPDATE jobs SET updated_at = now()
    WHERE status = 'queued' AND updated_at < now() - make_interval(secs => ${QUEUED_RESEND_SECONDS})
    RETURNING id`)) as unknown as Rows<{ id: string }>;
  for (const { id } of waiting.rows) {
    await options.send(id);
    ringJob(id);
    counts.resent++;
  }
  return counts;
}
