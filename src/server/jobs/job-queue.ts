/**
 * The jobs of this process: submitting (hold reserved, row inserted, run here at once when a slot is free,
 * else queued in pg-boss for any worker), the worker loop (fetch, claim, run), waiting for a result, cancel,
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
import { waitForRing } from "./event-log.js";
import {
  apiErrorOf,
  claimJob,
  endJobWithoutResult,
  findJob,
  findOwnJob,
  isFinished,
  type JobRow,
  type StoredJobError,
} from "./job-store.js";
import { type AbortReason, CANCELLED, type JobOutcome, runClaimedJob } from "./runner.js";
import { sweepJobs } from "./sweeper.js";

const FETCH_INTERVAL_MS = 1_000;
const SWEEP_INTERVAL_MS = 5_000;
/** How often a request waiting for a job that runs in another process looks at its row. */
const REMOTE_POLL_MS = 500;

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
  /** The job's result once it ends; throws its error as the synchronous answer would. */
  result(jobId: string): Promise<PaidResult | IterationResult>;
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
  /** Slots promised to submits whose job row is on its way (so two submits cannot take the last one). */
  let promised = 0;
  const dispatch: Dispatch = await createDispatch(deps.database, {
    logger,
    supervise: slots > 0,
  });

  const free = () => (draining ? 0 : slots - running.size - promised);

  const start = (row: JobRow, early?: EarlyWork) => {
    logger.info({ jobId: row.id, userId: row.userId, kind: row.kind, attempt: row.attempts }, "job started");
    const controller = new AbortController();
    const outcome = runClaimedJob(deps, row, controller, early)
      .catch((err): JobOutcome => {
        logger.error({ err, jobId: row.id }, "job runner crashed");
        return { status: "lost" };
      })
      .finally(() => {
        // Jobs wait in pg-boss only while every slot is taken (with a slot free, this process queues
        // nothing and the periodic fetch takes other instances' jobs): fetch at once only if that was so.
        const slotsWereFull = free() <= 0;
        running.delete(row.id);
        if (!draining && slotsWereFull) void pump();
      });
    running.set(row.id, { controller, outcome });
  };

  /** Claims a job taken from pg-boss; a job someone else claimed (or that ended) is skipped. */
  const claimAndStart = async (jobId: string) => {
    const claimed = await claimJob(db, jobId);
    if (!claimed) return;
    if (!claimed.holdPending) {
      const error: StoredJobError = {
        status: 409,
        code: "hold_expired",
        message: HOLD_EXPIRED_MESSAGE,
      };
      await endJobWithoutResult(deps, claimed.row, "failed", error);
      logger.error(
        { jobId, userId: claimed.row.userId, kind: claimed.row.kind, code: error.code },
        "job failed",
      );
      return;
    }
    start(claimed.row);
  };

  let pumping = false;
  const pump = async () => {
    if (pumping || !dispatch.started) return;
    pumping = true;
    try {
      for (;;) {
        const ids = await dispatch.fetch(free());
        if (ids.length === 0) break;
        for (const id of ids) await claimAndStart(id);
      }
    } catch (err) {
      logger.error({ err }, "job fetch failed");
    } finally {
      pumping = false;
    }
  };

  const sweep = () =>
    sweepJobs(deps, { skip: (id) => running.has(id), send: (id) => dispatch.send(id) }).catch((err) =>
      logger.error({ err }, "job sweep failed"),
    );

  const timers: NodeJS.Timeout[] = [];
  if (slots > 0) {
    timers.push(setInterval(() => void pump(), FETCH_INTERVAL_MS));
    timers.push(setInterval(() => void sweep(), SWEEP_INTERVAL_MS));
    void sweep();
  }
  for (const timer of timers) timer.unref();

  /** Polls (woken by this process's events) until the job ends; follows it into this process if it starts here. */
  const waitUntilFinished = async (jobId: string, timeoutMs = Number.POSITIVE_INFINITY) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const local = running.get(jobId);
      if (local) await local.outcome;
      const row = await findJob(db, jobId);
      if (!row || isFinished(row.status) || Date.now() >= deadline) return row;
      await waitForRing(jobId, Math.min(REMOTE_POLL_MS, Math.max(0, deadline - Date.now())));
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
      else await dispatch.send(row.id);
      return row;
    },

    async result(jobId) {
      const local = running.get(jobId);
      const outcome = local ? await local.outcome : undefined;
      if (outcome?.status === "succeeded") return outcome.result;
      if (outcome && outcome.status !== "lost") throw apiErrorOf(outcome.error);
      const row = await waitUntilFinished(jobId);
      if (row?.status === "succeeded") {
        if (row.result) return row.result as PaidResult | IterationResult;
        // Its result reads as null only when the page was deleted meanwhile (job-result.ts).
        throw new ApiError(404, "not_found", "Template not found");
      }
      if (row?.error) throw apiErrorOf(row.error as StoredJobError);
      throw new ApiError(500, "job_failed", "The job ended without a result. Please try again.");
    },

    async cancel(userId, jobId) {
      const row = await findOwnJob(db, userId, jobId);
      if (row.status === "cancelled") return row;
      if (isFinished(row.status)) {
        throw new ApiError(409, "job_finished", "This job has already finished.", undefined, {
          status: row.status,
        });
      }
      if (row.status === "queued") {
        const ended = await endJobWithoutResult(deps, row, "cancelled", CANCELLED, "queued");
        if (ended) {
          logger.info({ jobId, userId }, "queued job cancelled; hold released");
          return ended;
        }
      }
      await db.execute(
        sql`UPDATE jobs SET cancel_requested_at = now() WHERE id = ${jobId} AND status = 'running'`,
      );
      running.get(jobId)?.controller.abort("cancelled" satisfies AbortReason);
      // Another instance's worker notices at its next heartbeat.
      const after = await waitUntilFinished(jobId, 10_000);
      return after ?? row;
    },

    async drain(graceMs) {
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
    },

    async close() {
      await queue.drain(0);
      await dispatch.stop();
    },
  };
  return queue;
}
