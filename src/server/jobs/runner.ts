/**
 * Runs one claimed job in this process: the engine with an abort signal, a heartbeat (which also notices a
 * cancel requested on another instance), progress and html events, then success (saved and charged by the
 * template service in one statement, paid-success.ts, or for an iteration one transaction) or failure (hold
 * released, job failed or cancelled, error event).
 */
import { sql } from "drizzle-orm";
import type { IterationResult, JobKind, PaidResult } from "../../core/api-types.js";
import type { GenerationRequest, IterationRequest } from "../../core/generation-request.js";
import type { ProgressEvent } from "../../generator/types.js";
import { ApiError } from "../errors.js";
import {
  jobFailure,
  type PaidEnd,
  runGeneration,
  runIteration,
  type TemplateDeps,
} from "../templates/service.js";
import type { EarlyWork } from "./early-work.js";
import { type JobEventName, ringJob } from "./event-log.js";
import { JobEventWriter, type QueuedJobEvent } from "./event-writer.js";
import { HtmlDeltaWriter } from "./html-deltas.js";
import {
  cancelRequested,
  endJobWithoutResult,
  type JobRow,
  markSucceededWithin,
  type StoredJobError,
  toStoredError,
} from "./job-store.js";
import { succeedPaid } from "./paid-success.js";

/** How often a running job proves its worker alive; a job silent for STALE_AFTER_SECONDS is taken over. */
export const HEARTBEAT_MS = 3_000;
export const STALE_AFTER_SECONDS = 15;

/** Why this process stopped a job: the user cancelled, the server shuts down, or another worker took it. */
export type AbortReason = "cancelled" | "shutdown" | "lost";

export const CANCELLED: StoredJobError = {
  status: 409,
  code: "cancelled",
  message: "Cancelled. No tokens were charged.",
};
export const SHUTDOWN: StoredJobError = {
  status: 503,
  code: "shutdown",
  message: "The server restarted while your page was being generated. No tokens were charged.",
};

export type JobOutcome =
  | { status: "succeeded"; result: PaidResult | IterationResult }
  | { status: "failed" | "cancelled"; error: StoredJobError }
  | { status: "lost" };

export type GenerationInput = { request: GenerationRequest };
export type IterationInput = { templateId: string } & IterationRequest;

export interface RunOptions {
  /** Work started before the job's row existed (the composer, while the reservation was on its way). */
  early?: EarlyWork;
}

export async function runClaimedJob(
  deps: TemplateDeps,
  row: JobRow,
  controller: AbortController,
  { early }: RunOptions = {},
): Promise<JobOutcome> {
  const { signal } = controller;
  const job = { id: row.id, attempts: row.attempts, holdId: row.holdId ?? "" };
  const log = deps.logger.child({ jobId: row.id, userId: row.userId, kind: row.kind });

  const events = new JobEventWriter(deps.db, row.id, row.attempts, log);
  const enqueue = (event: JobEventName, data: unknown) => events.enqueue(event, data);
  const html = new HtmlDeltaWriter((data) => enqueue("html", data));
  /** Events the save's transaction writes with `done`; given back to the writer if it rolls back. */
  let unwritten: QueuedJobEvent[] = [];
  let lastStage = "";
  const onProgress = (event: ProgressEvent) => {
    if (signal.aborted) return;
    // The finished page comes with `done`; streaming it again as a preview (a reset and the whole page,
    // since post-processing changed it) would double the bytes for nothing.
    if (event.stage === "done") html.discard();
    else if (event.partialHtml !== undefined) return html.update(event.partialHtml);
    else html.flush();
    // "Your page is ready" and "Saving your page…" follow each other at once: one is enough.
    if (event.stage === "done" && lastStage === "done") return;
    lastStage = event.stage;
    enqueue("progress", { stage: event.stage, message: event.message });
  };

  const heartbeat = setInterval(() => {
    deps.db
      .execute(sql`
        UPDATE jobs SET heartbeat_at = now()
        WHERE id = ${row.id} AND status = 'running' AND attempts = ${row.attempts}
        RETURNING cancel_requested_at`)
      .then((answer) => {
        const rows = (answer as unknown as { rows: { cancel_requested_at: unknown }[] }).rows;
        if (rows.length === 0) controller.abort("lost");
        else if (rows[0]!.cancel_requested_at) controller.abort("cancelled");
      })
      .catch((err) => log.warn({ err }, "job heartbeat failed"));
  }, HEARTBEAT_MS);

  early?.attach(onProgress, signal);
  const work = {
    produced: early?.result,
    job,
    signal,
    onProgress,
    beforeSave: async () => {
      html.discard();
      unwritten = await events.takeUnwritten();
    },
    markSucceeded: (tx: Parameters<typeof markSucceededWithin>[0], result: PaidResult | IterationResult) =>
      markSucceededWithin(tx, job, result, unwritten),
    succeedPaid: (end: PaidEnd) => succeedPaid(deps.db, { ...end, job, earlier: unwritten }),
  };

  try {
    const kind = row.kind as JobKind;
    const result =
      kind === "generation"
        ? await runGeneration(deps, row.userId, (row.input as GenerationInput).request, work)
        : await runIteration(
            deps,
            row.userId,
            (row.input as IterationInput).templateId,
            row.input as IterationInput,
            work,
          );
    ringJob(row.id);
    log.info({ templateId: result.template.id, tokensUsed: result.tokensUsed }, `${kind} succeeded`);
    return { status: "succeeded", result };
  } catch (error) {
    html.discard();
    events.putBack(unwritten);
    await events.flush();
    const refused = error instanceof ApiError && error.code === "job_lost";
    // A save refused because a cancel arrived first (from any instance) ends as that cancel.
    const reason =
      refused && !signal.aborted && (await cancelRequested(deps.db, job))
        ? "cancelled"
        : signal.aborted
          ? (signal.reason as AbortReason)
          : undefined;
    if (reason === "lost" || (refused && reason !== "cancelled")) {
      log.warn("job taken over by another worker or ended elsewhere; stopped here");
      return { status: "lost" };
    }
    const status = reason === "cancelled" ? "cancelled" : "failed";
    const stored =
      reason === "cancelled"
        ? CANCELLED
        : reason === "shutdown"
          ? SHUTDOWN
          : toStoredError(jobFailure(error, row.kind as JobKind));
    const ended = await endJobWithoutResult(deps, job, status, stored);
    if (status === "cancelled") log.info("job cancelled; hold released");
    else log.error({ code: stored.code, err: error }, `${row.kind} failed`);
    return ended ? { status, error: stored } : { status: "lost" };
  } finally {
    clearInterval(heartbeat);
  }
}
