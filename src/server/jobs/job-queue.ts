/**
 * The jobs of this process: submitting (hold reserved, row inserted, run here at once when a slot is free,
 * else queued for any worker and the workers woken), the worker loop (claim, run), waiting for a result, cancel,
 * the sweeper, and the drain on shutdown.
 */
import { sql } from "drizzle-orm";
import type { IterationResult, JobKind, PaidResult } from "../../core/api-types.js";
import { HOLD_EXPIRED_MESSAGE } from "../billing/holds.js";
import { ApiError } from "../errors.js";
import type { TemplateDeps } from "../templates/service.js";
import { createJobWithReservation } from "./create-job.js";
import { createDispatch, type Dispatch } from "./dispatch.js";
import { EarlyWork, type Produce } from "./early-work.js";
import { onRing, ringJob, waitForRing } from "./event-log.js";
import {
  apiErrorOf,
  claimQueuedJobs,
  endJobWithoutResult,
  findJob,
  findOwnJob,
  isFinished,
  type JobRow,
  type StoredJobError,
} from "./job-store.js";
import { finishedAnswer } from "./made-before-cancel.js";
import { type AbortReason, CANCELLED, type JobOutcome, runClaimedJob } from "./runner.js";
import { sweepJobs } from "./sweeper.js";

const SWEEP_INTERVAL_MS = 5_000;
/**
 * How often a request waiting for a job that runs in another process looks at its row: often while this
 * process may miss the job's end (PGlite, or its listening connection down), rarely while it hears every
 * end announced (at 16 users each waiting request re-read its job 4 times in 2 s, 5 statements a page).
 */
const REMOTE_POLL_MS = 500;
const HEARING_POLL_MS = 5_000;

/** How long requests handed over at the end of a drain get to write their answer. */
const HAND_OVER_MS = 2_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer to a request whose job goes on in another process while this one stops. */
const stillRunning = (row: JobRow) =>
  new ApiError(
    503,
    "still_running",
    "This server is restarting, and your page is still being made elsewhere. Follow it from your list of pages in a moment; nothing is charged unless it is made.",
    undefined,
    { jobId: row.id, job: `/api/jobs/${row.id}` },
  );

export interface SubmitInput {
  userId: string;
  kind: JobKind;
  title: string;
  templateId?: string;
  cost: number;
  description: string;
  input: unknown;
  /**
   * Work that may start while the reservation is on its way, because it costs nothing outside this
   * process; used only when the job runs here at once.
   */
  produceEarly?: Produce;
}

export interface JobQueue {
  /** Reserves the tokens (402 when short) and creates the job; runs it here at once when a slot is free. */
  submit(input: SubmitInput): Promise<JobRow>;
  /**
   * The job's result once it ends; throws its error as the synchronous answer would. `status` as submit
   * answered it: a job queued just now is not read before its end is announced (or the first poll).
   */
  result(job: { id: string; userId: string; status?: string }): Promise<PaidResult | IterationResult>;
  /** Cancels the user's job (404 unknown, 409 job_finished) and answers the job as it is afterwards. */
  cancel(userId: string, jobId: string): Promise<JobRow>;
  /** Stops taking jobs, lets running ones finish for up to `graceMs`, then fails the rest (`shutdown`). */
  drain(graceMs: number): Promise<void>;
  close(): Promise<void>;
}

interface LocalJob {
  controller: AbortController;
  outcome: Promise<JobOutcome>;
}

export async function createJobQueue(deps: TemplateDeps): Promise<JobQueue> {
  const { config, db, logger } = deps;
  const slots = config.WORKERS;
  const running = new Map<string, LocalJob>();
  let draining = false;
  /** Requests of this process waiting for a job that runs elsewhere, by job id (how many). */
  const waitingElsewhere = new Map<string, number>();
  /** Set at the end of a drain: those requests are answered with where to follow their job. */
  let handingOver = false;
  /** Slots promised to submits whose job row is on its way (so two submits cannot take the last one). */
  let promised = 0;
  /** Slots promised to the pump's claim on its way (a claim asks for every slot free when it is sent). */
  let claiming = 0;
  // Set below: the dispatch wakes the pump, which claims through it.
  let pump: () => Promise<void> = async () => {};
  const free = () => (draining ? 0 : slots - running.size - promised - claiming);
  const dispatch: Dispatch = await createDispatch(deps.database, {
    logger,
    slots,
    onWake: () => void pump(),
    // A claim on its way does not fill this process: a wake-up meanwhile makes the pump claim again once it
    // is back, for the slots that claim left free. Passing it on would make every worker claim for nothing.
    hasFreeSlot: () => !draining && slots - running.size - promised > 0,
    // Rings the requests here waiting for it (a result or a cancel); a ring nobody waits for costs nothing.
    onJobEnded: (jobId) => ringJob(jobId),
    // Ends announced while this process did not listen: its waiters read their jobs now.
    onEndsMayBeMissed: () => {
      for (const id of waitingElsewhere.keys()) ringJob(id);
    },
  });
  const pollMs = () => (dispatch.hearsJobEnds() ? HEARING_POLL_MS : REMOTE_POLL_MS);

  /** `claimed`: taken from the queue, so a request on another instance may be waiting for it. */
  const start = (row: JobRow, early?: EarlyWork, claimed = false) => {
    logger.info({ jobId: row.id, userId: row.userId, kind: row.kind, attempt: row.attempts }, "job started");
    const controller = new AbortController();
    const outcome = runClaimedJob(deps, row, controller, { early })
      .catch((err): JobOutcome => {
        logger.error({ err, jobId: row.id }, "job runner crashed");
        return { status: "lost" };
      })
      .then((ended) => {
        // Jobs stay queued only while every slot is taken somewhere (a new job wakes an idle worker, or all
        // of them when none is idle): look for one at once only if this process's slots were full.
        const slotsWereFull = free() <= 0;
        running.delete(row.id);
        // After its end committed, in a statement of its own: a failed NOTIFY leaves the job as it ended
        // (its waiters elsewhere read it at their next poll), and no waiter wakes before its row is there.
        if (claimed) dispatch.announceEnd(row.id);
        if (!draining && slotsWereFull) void pump();
        return ended;
      });
    running.set(row.id, { controller, outcome });
  };

  /** A claimed job runs here, unless its hold was settled meanwhile (then it fails, nothing to charge). */
  const startClaimed = async (claimed: { row: JobRow; holdPending: boolean }) => {
    if (claimed.holdPending) return start(claimed.row, undefined, true);
    const error: StoredJobError = { status: 409, code: "hold_expired", message: HOLD_EXPIRED_MESSAGE };
    await endJobWithoutResult(deps, claimed.row, "failed", error);
    dispatch.announceEnd(claimed.row.id);
    logger.error(
      { jobId: claimed.row.id, userId: claimed.row.userId, kind: claimed.row.kind, code: error.code },
      "job failed",
    );
  };

  let pumping = false;
  let wokenWhilePumping = false;
  pump = async () => {
    if (pumping) {
      wokenWhilePumping = true;
      return;
    }
    pumping = true;
    try {
      do {
        wokenWhilePumping = false;
        for (;;) {
          const count = free();
          if (count <= 0) break;
          // Promised while the claim is on its way, so a submit meanwhile cannot take the same slots.
          claiming += count;
          let claimed: Awaited<ReturnType<typeof claimQueuedJobs>>;
          try {
            claimed = await claimQueuedJobs(db, count, dispatch.workerId);
          } finally {
            claiming -= count;
          }
          for (const job of claimed) await startClaimed(job);
          if (claimed.length < count) break;
        }
      } while (wokenWhilePumping && !draining);
    } catch (err) {
      logger.error({ err }, "job fetch failed");
    } finally {
      pumping = false;
    }
  };

  const sweep = () =>
    sweepJobs(deps, {
      skip: (id) => running.has(id),
      wake: () => dispatch.wake(),
      workersAlive: () => dispatch.workersAlive(),
      ended: (jobId) => dispatch.announceEnd(jobId),
    }).catch((err) => logger.error({ err }, "job sweep failed"));

  // Every process sweeps, HTTP-only instances too: a dead worker's job must end even when no worker is left.
  // A process with slots also looks for queued jobs now and then, in case a wake-up was lost.
  const timers: NodeJS.Timeout[] = [
    setInterval(() => {
      void sweep();
      if (slots > 0) void pump();
    }, SWEEP_INTERVAL_MS),
  ];
  void sweep();
  for (const timer of timers) timer.unref();

  /**
   * Polls until the job ends; follows it into this process if it starts here. Woken at once by this
   * process's rings of the job: its own writers, and the end of a job another process ran (announced on
   * JOB_ENDS_CHANNEL, dispatch.ts), so a job run by a worker elsewhere is answered as soon as it ends, with
   * one read, not at the next poll nor at every event of its owner.
   */
  const waitUntilFinished = async (
    jobId: string,
    timeoutMs = Number.POSITIVE_INFINITY,
    stop: () => boolean = () => false,
    justQueued = false,
  ) => {
    const deadline = Date.now() + timeoutMs;
    // Counted from before the first read: an end announced while the row is being read is not missed.
    let rings = 0;
    const off = onRing(jobId, () => rings++);
    try {
      // A job this request queued a moment ago has not ended (its end is announced, and rings): its row is
      // read when it rings or at the first poll, not once more at once for nothing.
      if (justQueued) await waitForRing(jobId, Math.min(pollMs(), Math.max(0, deadline - Date.now())));
      for (;;) {
        const local = running.get(jobId);
        if (local) await local.outcome;
        const seen = rings;
        const row = await findJob(db, jobId);
        if (!row || isFinished(row.status) || Date.now() >= deadline || stop()) return row;
        if (rings !== seen) continue;
        await waitForRing(jobId, Math.min(pollMs(), Math.max(0, deadline - Date.now())));
      }
    } finally {
      off();
    }
  };

  const queue: JobQueue = {
    async submit(input) {
      const runHere = free() > 0;
      if (runHere) promised++;
      let row: JobRow;
      let early: EarlyWork | undefined;
      try {
        // The statement is on its way once this call returns; the early work runs meanwhile.
        const creating = createJobWithReservation(
          db,
          deps.events,
          {
            userId: input.userId,
            kind: input.kind,
            title: input.title,
            templateId: input.templateId ?? null,
            cost: input.cost,
            description: input.description,
            provider: config.LLM_PROVIDER,
            input: input.input,
            runHere,
            workerId: dispatch.workerId,
            announceReserved: !(runHere && input.produceEarly),
          },
          deps.clock.now(),
        );
        if (runHere && input.produceEarly) early = new EarlyWork(input.produceEarly);
        row = await creating;
      } catch (error) {
        early?.abandon();
        throw error;
      } finally {
        // In the same turn as start(): the promised slot becomes a running one.
        if (runHere) promised--;
      }
      if (runHere) start(row, early);
      // Only once the job has committed, and never failing the submit: a worker's poll or the sweeper
      // still claims a job whose wake-up was lost.
      else
        dispatch
          .wakeOne()
          .catch((err) =>
            logger.warn(
              { err, jobId: row.id },
              "waking a worker for a queued job failed; a worker's poll picks it up",
            ),
          );
      return row;
    },

    async result({ id: jobId, status }) {
      const local = running.get(jobId);
      const outcome = local ? await local.outcome : undefined;
      if (outcome?.status === "succeeded") return outcome.result;
      if (outcome && outcome.status !== "lost") throw apiErrorOf(outcome.error);
      waitingElsewhere.set(jobId, (waitingElsewhere.get(jobId) ?? 0) + 1);
      let row: JobRow | undefined;
      try {
        row = await waitUntilFinished(jobId, undefined, () => handingOver, status === "queued");
      } finally {
        const left = (waitingElsewhere.get(jobId) ?? 1) - 1;
        if (left > 0) waitingElsewhere.set(jobId, left);
        else waitingElsewhere.delete(jobId);
      }
      if (row && !isFinished(row.status)) throw stillRunning(row);
      if (row?.status === "succeeded") {
        if (row.result) return row.result as PaidResult | IterationResult;
        // Its result reads as null only when the page was deleted meanwhile (job-result.ts).
        throw new ApiError(404, "not_found", "Template not found");
      }
      if (row?.error) throw apiErrorOf(row.error as StoredJobError);
      throw new ApiError(500, "job_failed", "The job ended without a result. Please try again.");
    },

    async cancel(userId, jobId) {
      let row = await findOwnJob(db, userId, jobId);
      if (row.status === "queued") {
        const ended = await endJobWithoutResult(deps, row, "cancelled", CANCELLED, "queued");
        if (ended) {
          dispatch.announceEnd(jobId);
          logger.info({ jobId, userId }, "queued job cancelled; hold released");
          return ended;
        }
        row = (await findJob(db, jobId)) ?? row;
      }
      if (row.status === "running") {
        // A save that has not taken the job's row yet sees this and gives way (paid-success.ts).
        await db.execute(
          sql`UPDATE jobs SET cancel_requested_at = now() WHERE id = ${jobId} AND status = 'running'`,
        );
        running.get(jobId)?.controller.abort("cancelled" satisfies AbortReason);
        // Another instance's worker notices at its next heartbeat, or at its save.
        row = (await waitUntilFinished(jobId, 10_000)) ?? row;
      }
      if (row.status === "cancelled" || !isFinished(row.status)) return row;
      // It ended before the cancel reached it: say how, and for a page made moments ago, offer Undo.
      throw await finishedAnswer(deps, row);
    },

    async drain(graceMs) {
      const deadline = Date.now() + graceMs;
      draining = true;
      for (const timer of timers) clearInterval(timer);
      const all = () => Promise.all([...running.values()].map((job) => job.outcome));
      if (running.size > 0) {
        logger.info({ jobs: running.size, graceMs }, "waiting for running jobs to finish");
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([all(), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
        clearTimeout(timer);
      }
      for (const job of running.values()) job.controller.abort("shutdown" satisfies AbortReason);
      await all();
      // Requests here waiting for jobs another process runs: answered when those end, or at the deadline
      // told that the job goes on and where to follow it (never cut without an answer).
      while (waitingElsewhere.size > 0 && Date.now() < deadline)
        await pause(Math.min(100, deadline - Date.now()));
      handingOver = true;
      for (const id of waitingElsewhere.keys()) ringJob(id);
      const answeredBy = Date.now() + HAND_OVER_MS;
      while (waitingElsewhere.size > 0 && Date.now() < answeredBy) await pause(20);
    },

    async close() {
      await queue.drain(0);
      await dispatch.stop();
    },
  };
  return queue;
}
