/** Maps provider failures to GenerationErrors whose messages a user can read. */
// From the SDK's small provider package, not "ai" itself, which is loaded only on a model call (ai-sdk.ts).
import { APICallError } from "@ai-sdk/provider";
import { GenerationError, type GenerationErrorCode } from "../types.js";

export const MESSAGES = {
  busy: "The AI service is busy; please try again in a minute.",
  unavailable: "The AI service had a problem; please try again in a minute.",
  unreachable: "The AI service could not be reached; please try again in a minute.",
  refused: "The AI service refused the request. Please try again later or contact support.",
  timeout: "The AI service took too long to answer; please try again.",
  aborted: "The generation was cancelled.",
  truncated:
    "The AI stopped before the page was complete. Please try again, perhaps with a shorter description.",
  noDocument: "The AI did not answer with a web page; please try again.",
  noPlan: "The AI did not answer with the page's words in the form asked for; please try again.",
  quality: "The AI's page did not pass our quality checks, even after one repair; please try again.",
} as const;

export function failure(code: GenerationErrorCode, message: string, cause?: unknown): GenerationError {
  const error = new GenerationError(code, message);
  if (cause !== undefined) error.cause = cause;
  return error;
}

export function statusOf(error: unknown): number | undefined {
  return APICallError.isInstance(error) ? error.statusCode : undefined;
}

/** 429, 5xx and network failures (no status) are worth another try. */
export function isRetryable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  return status === undefined ? error.isRetryable : status === 429 || status >= 500;
}

/** Retry-After in milliseconds (seconds or an HTTP date; also retry-after-ms), or undefined. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  if (!APICallError.isInstance(error) || !error.responseHeaders) return undefined;
  const headers = Object.fromEntries(
    Object.entries(error.responseHeaders).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const ms = Number(headers["retry-after-ms"]);
  if (headers["retry-after-ms"] && Number.isFinite(ms)) return Math.max(0, ms);
  const value = headers["retry-after"];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The GenerationError for a provider failure that is not retried (any more). */
export function toGenerationError(error: unknown): GenerationError {
  if (error instanceof GenerationError) return error;
  const status = statusOf(error);
  if (status === 429) return failure("rate_limited", MESSAGES.busy, error);
  if (status !== undefined && status >= 500) return failure("provider_error", MESSAGES.unavailable, error);
  if (status !== undefined) return failure("provider_error", MESSAGES.refused, error);
  if (APICallError.isInstance(error)) return failure("provider_error", MESSAGES.unreachable, error);
  return failure("provider_error", MESSAGES.unavailable, error);
}
