/**
 * The cancel request and the Undo of a job that finished before its cancel arrived. The server answers
 * such a cancel 409 `job_finished`; for a page or change made moments ago its message says it was made and
 * charged, and `undo` (beside `code` and `message`) is where Undo is (the page deleted or put back, the tokens returned).
 */
import { readJsonBody } from "./api";
import type { JobDto } from "./jobs-api";

export interface MadeBeforeCancel {
  /** The server's words: what was made and what Undo does. */
  message: string;
  /** POST here to undo (a generation: /api/jobs/:id/undo; an iteration: /api/templates/:id/undo). */
  undoPath: string;
  tokens: number;
}

export type CancelAnswer =
  | { kind: "answered"; job: JobDto }
  | { kind: "finished"; madeBeforeCancel: MadeBeforeCancel | null };

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function post(path: string, method: "POST" | "DELETE") {
  const response = await fetch(path, {
    method,
    headers: { accept: "application/json" },
    credentials: "same-origin",
  });
  const body = (await readJsonBody(response)) as {
    job?: JobDto;
    error?: { code?: string; message?: string; undo?: unknown; tokensUsed?: unknown };
  } | null;
  return { response, body };
}

/** DELETE /api/jobs/:id; a job that finished first answers what became of it. */
export async function requestCancel(id: string): Promise<CancelAnswer> {
  const { response, body } = await post(`/api/jobs/${encodeURIComponent(id)}`, "DELETE");
  if (response.ok && body?.job) return { kind: "answered", job: body.job };
  const error = body?.error;
  if (response.status === 409 && error?.code === "job_finished") {
    const undo = error.undo;
    return {
      kind: "finished",
      madeBeforeCancel:
        typeof undo === "string" && error.message
          ? { message: error.message, undoPath: undo, tokens: Number(error.tokensUsed ?? 0) }
          : null,
    };
  }
  throw new RequestError(response.status, error?.message ?? "The job could not be cancelled.");
}

/** Runs the Undo; the balance after it. Throws RequestError with the server's reason when it is refused. */
export async function undoMade(made: MadeBeforeCancel): Promise<{ tokenBalance: number }> {
  const { response, body } = await post(made.undoPath, "POST");
  if (!response.ok) {
    throw new RequestError(
      response.status,
      body?.error?.message ?? "It could not be undone. Please try again.",
    );
  }
  return body as unknown as { tokenBalance: number };
}
