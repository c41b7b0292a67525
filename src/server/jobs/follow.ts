/**
 * Follows a job's event log from any instance: replays what comes after `afterSeq`, then waits for more
 * (woken at once by this process's writers, else re-reads every half second) until `done` or `error`.
 */
import type { Executor } from "../db/client.js";
import { isTerminalEvent, readJobEvents, type StoredJobEvent, waitForRing } from "./event-log.js";
import { findJob, isFinished } from "./job-store.js";

const POLL_MS = 500;
/** How often an idle follower checks that the job still exists (its owner may have been deleted). */
const EXISTS_CHECK_MS = 30_000;

export async function* followJobEvents(
  db: Executor,
  jobId: string,
  afterSeq: number,
  signal: AbortSignal,
): AsyncGenerator<StoredJobEvent> {
  let after = afterSeq;
  let checkedAt = 0;
  while (!signal.aborted) {
    const events = await readJobEvents(db, jobId, after);
    for (const event of events) {
      yield event;
      after = event.seq;
      if (isTerminalEvent(event.event)) return;
    }
    // Nothing new: a client resuming after the last event of a finished job, or a deleted job, ends here.
    if (events.length === 0 && Date.now() - checkedAt > EXISTS_CHECK_MS) {
      const job = await findJob(db, jobId);
      if (!job) return;
      if (isFinished(job.status)) {
        // It may have ended between the two reads: send what it wrote last.
        yield* await readJobEvents(db, jobId, after);
        return;
      }
      checkedAt = Date.now();
    }
    await waitForRing(jobId, POLL_MS, signal);
  }
}
