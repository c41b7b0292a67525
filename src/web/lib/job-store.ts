/**
 * The generations and iterations this page follows, kept outside React: a job keeps running (and its events
 * keep arriving) while the user moves between pages, and the page that started it need not be on screen
 * when it ends. On load the user's running jobs are read back from the server and followed again, so a
 * reload does not lose them either. Whatever finishes gets its toasts and cache updates here, once.
 */
import { useSyncExternalStore } from "react";
import type { JobKind } from "../../core/api-types";
import { formatTokens } from "../../core/pricing";
import { TRANSACTIONS_QUERY_KEY } from "./billing-api";
import { announceJobOutcome, announceSuccessToasts } from "./job-outcome";
import { type MadeBeforeCancel, requestCancel, undoMade } from "./job-store-undo";
import {
  followJobEvents,
  getJob,
  isFinished,
  type JobDto,
  type JobEvent,
  type JobResult,
  listActiveJobs,
} from "./jobs-api";
import { PROFILE_QUERY_KEY, type Profile } from "./profile";
import { queryClient } from "./query-client";
import { GENERATOR_PANEL, panelShown } from "./shown-panels";
import { type GenerationStage, TEMPLATES_QUERY_KEY } from "./templates-api";
import { toast } from "./toast";

/** The engine's stages the progress stepper knows; another stage (a newer server) keeps the step shown. */
const KNOWN_STAGES: readonly string[] = [
  "reserving",
  "composing",
  "requesting",
  "streaming",
  "post-processing",
  "checking",
  "repairing",
  "done",
] satisfies GenerationStage[];

export type TrackedStatus = "running" | "succeeded" | "failed" | "cancelled";

export interface TrackedJob {
  id: string;
  kind: JobKind;
  title: string;
  templateId: string | null;
  status: TrackedStatus;
  stage: GenerationStage | null;
  message: string;
  /** The live preview: every `html` append since the last reset. */
  html: string;
  cancelling: boolean;
  /**
   * The user asked to cancel and the answer did not show it was for nothing: a success that arrives now is
   * not toasted (the cancel's answer says what became of the job, with its Undo: one message, not two).
   */
  cancelAsked?: boolean;
  /** It was made before the cancel arrived: what the server said, and its Undo. */
  madeBeforeCancel?: MadeBeforeCancel;
  result?: JobResult;
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

const jobs = new Map<string, TrackedJob>();
const followers = new Map<string, AbortController>();
const listeners = new Set<() => void>();
let snapshot: readonly TrackedJob[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let syncedFor: string | null = null;

function flush() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  snapshot = [...jobs.values()];
  for (const listener of listeners) listener();
}

/** Many small html appends arrive at once when a stream is replayed: render them together. */
function scheduleFlush() {
  flushTimer ??= setTimeout(flush, 50);
}

function update(id: string, change: (job: TrackedJob) => TrackedJob, now = false) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.set(id, change(job));
  if (now) flush();
  else scheduleFlush();
}

function apply(id: string, event: JobEvent) {
  switch (event.event) {
    case "progress": {
      const { stage, message } = event.data;
      update(id, (job) => ({
        ...job,
        stage: KNOWN_STAGES.includes(stage) ? (stage as GenerationStage) : job.stage,
        message,
      }));
      return;
    }
    case "html": {
      const data = event.data;
      update(id, (job) => ({
        ...job,
        html: "reset" in data ? "" : job.html + data.append,
        // HTML arriving means the model is writing, whatever the last progress said.
        stage:
          job.stage === null || job.stage === "reserving" || job.stage === "requesting"
            ? "streaming"
            : job.stage,
      }));
      return;
    }
    case "done":
      finish(id, { status: "succeeded", result: event.data });
      return;
    case "error": {
      const error = event.data.error;
      if (error.code === "change_not_applied") {
        // What can be asked for instead (`supported`) is in the job's record, not in the event.
        getJob(id)
          .then((dto) => finish(id, { status: "failed", error: dto.error ?? error }))
          .catch(() => finish(id, { status: "failed", error }));
        return;
      }
      finish(id, { status: error.code === "cancelled" ? "cancelled" : "failed", error });
      return;
    }
  }
}

/** Records the outcome once (a cancel answer and the stream's error event may both report it). */
function finish(id: string, outcome: Pick<TrackedJob, "status" | "result" | "error">) {
  const job = jobs.get(id);
  if (job?.status !== "running") return;
  followers.get(id)?.abort();
  followers.delete(id);
  const finished: TrackedJob = { ...job, ...outcome, cancelling: false };
  jobs.set(id, finished);
  flush();
  announceJobOutcome(finished, outcome.status === "succeeded" && Boolean(job.cancelAsked));
}

function follow(id: string) {
  if (followers.has(id)) return;
  const controller = new AbortController();
  followers.set(id, controller);
  void followJobEvents(id, (event) => apply(id, event), controller.signal);
}

/** Older finished jobs of the same place are forgotten when a new one starts there. */
function forgetFinished(kind: JobKind, templateId: string | null) {
  for (const [id, job] of jobs) {
    if (job.kind === kind && job.templateId === templateId && job.status !== "running") jobs.delete(id);
  }
}

/** Starts following a job this page just created. */
export function trackJob(id: string, info: { kind: JobKind; title: string; templateId: string | null }) {
  forgetFinished(info.kind, info.kind === "iteration" ? info.templateId : null);
  jobs.set(id, {
    id,
    ...info,
    status: "running",
    stage: null,
    message: "",
    html: "",
    cancelling: false,
  });
  flush();
  follow(id);
}

function trackExisting(dto: JobDto) {
  if (jobs.has(dto.id) || isFinished(dto)) return;
  jobs.set(dto.id, {
    id: dto.id,
    kind: dto.kind,
    title: dto.title,
    templateId: dto.kind === "iteration" ? dto.templateId : null,
    status: "running",
    // The replayed events rebuild the rest (progress and preview) from the start.
    stage: dto.stage && KNOWN_STAGES.includes(dto.stage) ? (dto.stage as GenerationStage) : null,
    message: dto.message ?? "",
    html: "",
    cancelling: false,
  });
  follow(dto.id);
}

/**
 * Once per page load and user: reads the user's running jobs and follows them again (after a reload, or
 * when they were started in another tab). A different user forgets the previous one's jobs.
 */
export function syncActiveJobs(userId: string): void {
  if (syncedFor === userId) return;
  if (syncedFor !== null) {
    for (const controller of followers.values()) controller.abort();
    followers.clear();
    jobs.clear();
    flush();
  }
  syncedFor = userId;
  listActiveJobs()
    .then((items) => {
      if (syncedFor !== userId) return;
      // Oldest first, so the newest is the last one followed (what the hooks show).
      for (const dto of [...items].reverse()) trackExisting(dto);
      flush();
    })
    .catch((error: unknown) => {
      // Without the list nothing can be reattached; the next page load asks again.
      if (syncedFor === userId) syncedFor = null;
      console.error("Running jobs could not be read", error);
    });
}

export const MADE_BEFORE_CANCEL_TITLE = "Already made";
export const UNDO_FAILED_TITLE = "Could not undo";

/**
 * DELETE /api/jobs/:id. A job that finished first reports its outcome through its stream; one that was
 * made moments before the cancel arrived is also told here, with its Undo (never a silent charge).
 */
export async function cancelTrackedJob(id: string): Promise<void> {
  const job = jobs.get(id);
  if (job?.status !== "running" || job.cancelling) return;
  update(id, (current) => ({ ...current, cancelling: true, cancelAsked: true }), true);
  let answer: Awaited<ReturnType<typeof requestCancel>>;
  try {
    answer = await requestCancel(id);
  } catch (error) {
    cancelCameToNothing(id);
    throw error;
  }
  if (answer.kind === "answered") {
    if (answer.job.status === "cancelled") {
      finish(id, {
        status: "cancelled",
        error: answer.job.error ?? { code: "cancelled", message: "The job was cancelled." },
      });
    } else cancelCameToNothing(id);
    return;
  }
  const made = answer.madeBeforeCancel ?? undefined;
  if (!made) {
    cancelCameToNothing(id);
    return;
  }
  update(id, (current) => ({ ...current, cancelling: false, madeBeforeCancel: made }), true);
  // A change whose panel is on screen, or a page whose generator is, says it there with its Undo (a toast
  // repeated it over the page, or covered the conversation's card).
  const toldHere = panelShown(job.kind === "iteration" ? (job.templateId ?? undefined) : GENERATOR_PANEL);
  if (!toldHere) {
    toast.warning(MADE_BEFORE_CANCEL_TITLE, {
      description: made.message,
      duration: 20_000,
      action: { label: "Undo", onClick: () => void undoMadeJob(id) },
    });
  }
}

/**
 * The cancel was refused or failed and offers nothing (no Undo): the job goes on being told as usual, and a
 * success that already arrived (quietly, while the answer was awaited) is told now.
 */
function cancelCameToNothing(id: string) {
  update(id, (current) => ({ ...current, cancelling: false, cancelAsked: false }), true);
  const job = jobs.get(id);
  if (job?.status === "succeeded") announceSuccessToasts(job);
}

/** Undo of a job made before its cancel arrived: the page deleted (or put back) and the tokens returned. */
export async function undoMadeJob(id: string): Promise<void> {
  const job = jobs.get(id);
  const made = job?.madeBeforeCancel;
  if (!job || !made) return;
  try {
    const { tokenBalance } = await undoMade(made);
    queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (old) => (old ? { ...old, tokenBalance } : old));
    toast.success(job.kind === "generation" ? "Template deleted" : "Change undone", {
      description: `${formatTokens(made.tokens)} tokens returned.`,
    });
    update(id, (current) => ({ ...current, madeBeforeCancel: undefined }), true);
    dismissJob(id);
  } catch (error) {
    toast.error(UNDO_FAILED_TITLE, {
      description: error instanceof Error ? error.message : "It could not be undone. Please try again.",
    });
    update(id, (current) => ({ ...current, madeBeforeCancel: undefined }), true);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  ]);
}

/** Closes the Undo offer of a made job: the user keeps it (it stays undoable on the server for a while). */
export function keepMadeJob(id: string): void {
  update(id, (current) => ({ ...current, madeBeforeCancel: undefined }), true);
}

/** Forgets a finished job (its message was read, or a new one replaces it). */
export function dismissJob(id: string): void {
  const job = jobs.get(id);
  if (!job || job.status === "running") return;
  jobs.delete(id);
  flush();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;
const getServerSnapshot = (): readonly TrackedJob[] => [];

export function useTrackedJobs(): readonly TrackedJob[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The newest generation this page follows (running or just finished), or null. */
export function useGenerationJob(): TrackedJob | null {
  return useTrackedJobs().findLast((job) => job.kind === "generation") ?? null;
}

/** The newest iteration of one template this page follows, or null. */
export function useIterationJob(templateId: string): TrackedJob | null {
  return (
    useTrackedJobs().findLast((job) => job.kind === "iteration" && job.templateId === templateId) ?? null
  );
}

export function useRunningJobs(): TrackedJob[] {
  return useTrackedJobs().filter((job) => job.status === "running");
}
