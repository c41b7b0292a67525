/**
 * The durable generation and iteration jobs (DESIGN §8): start one with `Prefer: respond-async`, read it,
 * list the running ones, cancel it, and follow its server-sent events across dropped connections.
 */
import type { IterationResult, JobDto, JobEvent, PaidResult } from "../../core/api-types";
import type { ChangeScope } from "../../core/change-scope";
import type { GenerationRequestInput } from "../../core/generation-request";
import { apiFetch, readJsonBody } from "./api";
import { readSse } from "./sse";
import { GenerationError, IterationError } from "./templates-api";

export type { JobDto, JobEvent };

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    needed?: number;
    supported?: string[];
    fields?: Record<string, string>;
  };
}

/** POSTs a job-creating call; answers the job's id, or throws what the server refused before any work. */
async function startJob(path: string, body: unknown, toError: (status: number, body: ErrorBody) => Error) {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json", prefer: "respond-async" },
    body: JSON.stringify(body),
  });
  const answer = (await readJsonBody(response)) as ({ job?: { id?: string } } & ErrorBody) | null;
  if (!response.ok) throw toError(response.status, answer ?? {});
  const id = answer?.job?.id;
  if (!id) throw toError(502, { error: { code: "no_job", message: "The server did not start a job." } });
  return id;
}

/** POST /api/templates, answered 202 with the job (errors before work starts stay plain JSON errors). */
export function startGeneration(request: GenerationRequestInput): Promise<string> {
  return startJob("/api/templates", request, (status, body) => {
    const error = body.error;
    return new GenerationError(
      status,
      error?.code ?? `http_${status}`,
      error?.message ?? "",
      error?.needed,
      error?.fields,
    );
  });
}

/** POST /api/templates/:id/iterations as a job; `scope` is the part of the page the owner pointed at. */
export function startIteration(templateId: string, change: string, scope?: ChangeScope): Promise<string> {
  return startJob(
    `/api/templates/${encodeURIComponent(templateId)}/iterations`,
    scope ? { change, scope } : { change },
    (status, body) => {
      const error = body.error;
      return new IterationError(
        status,
        error?.code ?? `http_${status}`,
        error?.message ?? "",
        error?.needed,
        error?.supported,
      );
    },
  );
}

export async function getJob(id: string): Promise<JobDto> {
  return (await apiFetch<{ job: JobDto }>(jobPath(id))).job;
}

/** The user's queued and running jobs, newest first. */
export async function listActiveJobs(): Promise<JobDto[]> {
  return (await apiFetch<{ items: JobDto[] }>("/api/jobs?active=true")).items;
}

/** DELETE /api/jobs/:id: nothing is charged. Throws ApiError 409 `job_finished` when it ended first. */
export async function cancelJob(id: string): Promise<JobDto> {
  return (await apiFetch<{ job: JobDto }>(jobPath(id), { method: "DELETE" })).job;
}

export const isFinished = (job: Pick<JobDto, "status">) =>
  job.status === "succeeded" || job.status === "failed" || job.status === "cancelled";

/** The event a finished job's record stands for, when its stream cannot be read any more. */
export function finalEventOf(job: JobDto): JobEvent | null {
  if (job.status === "succeeded" && job.result) return { event: "done", data: job.result };
  if (job.status === "failed" || job.status === "cancelled") {
    const error = job.error ?? {
      code: job.status === "cancelled" ? "cancelled" : "job_failed",
      message: job.status === "cancelled" ? "The job was cancelled." : "The job failed.",
    };
    return { event: "error", data: { error: { code: error.code, message: error.message } } };
  }
  return null;
}

const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function parseEvent(name: string, raw: string): JobEvent | null {
  if (name !== "progress" && name !== "html" && name !== "done" && name !== "error") return null;
  try {
    return { event: name, data: JSON.parse(raw) } as JobEvent;
  } catch {
    return null;
  }
}

/**
 * Follows GET /api/jobs/:id/events until `done` or `error`, calling `onEvent` for each event once. A dropped
 * connection is reopened with `Last-Event-ID` (only the missed events come again); a stream that ends
 * without its last event is checked against the job's record. Resolves with the final event, or null
 * when `signal` aborted.
 */
export async function followJobEvents(
  id: string,
  onEvent: (event: JobEvent) => void,
  signal: AbortSignal,
): Promise<JobEvent | null> {
  let lastEventId: string | undefined;
  let failures = 0;
  while (!signal.aborted) {
    // Set inside the SSE callback, which TypeScript's narrowing cannot see; hence the holder object.
    const received: { final: JobEvent | null } = { final: null };
    // One controller per connection: it also closes a stream the server would keep open after its last event.
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener("abort", stop);
    try {
      const response = await fetch(`${jobPath(id)}/events`, {
        credentials: "same-origin",
        headers: { accept: "text/event-stream", ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
        signal: connection.signal,
      });
      if (response.status === 404 || response.status === 401 || response.status === 403) {
        const body = (await readJsonBody(response)) as ErrorBody | null;
        const gone: JobEvent = {
          event: "error",
          data: {
            error: {
              code: body?.error?.code ?? `http_${response.status}`,
              message: body?.error?.message ?? "This job can no longer be followed.",
            },
          },
        };
        onEvent(gone);
        return gone;
      }
      if (response.ok) {
        await readSse(response, (message) => {
          if (received.final) return;
          if (message.id !== undefined) lastEventId = message.id;
          const event = parseEvent(message.event, message.data);
          if (!event) return;
          failures = 0;
          if (event.event === "done" || event.event === "error") {
            received.final = event;
            connection.abort();
          } else {
            onEvent(event);
          }
        });
      }
    } catch {
      // A dropped connection, or the abort after the last event: handled below.
    } finally {
      signal.removeEventListener("abort", stop);
    }
    if (signal.aborted) return null;
    const ended = received.final;
    // A server that restarted may hand the job to another worker: only its record says whether it is over.
    const mayGoOn = ended === null || (ended.event === "error" && ended.data.error.code === "shutdown");
    if (ended && !mayGoOn) {
      onEvent(ended);
      return ended;
    }
    try {
      const job = await getJob(id);
      const recorded = isFinished(job) ? (finalEventOf(job) ?? ended) : null;
      if (recorded) {
        onEvent(recorded);
        return recorded;
      }
    } catch {
      // The server is unreachable for now; try the stream again after a pause.
    }
    await sleep(RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 8000, signal);
    failures += 1;
  }
  return null;
}

export type JobResult = PaidResult | IterationResult;
