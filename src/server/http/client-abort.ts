/**
 * A client that closes its connection while its request body is still on the way (a browser tab closed,
 * a slow-body attack) is not a failure of ours: one info line, no stack, and nobody to answer. Without
 * this, every abort was an "unhandled error" with a stack (17,153 of them in one attack run).
 */
import type { Context } from "hono";
import type { AppEnv } from "../app-types.js";
import { ApiError } from "../errors.js";
import { fallbackLogger } from "../logger.js";

/** True when reading the body failed because the client went away. */
export function isClientAbort(error: unknown, request?: Request): boolean {
  if (request?.signal.aborted) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.message === "aborted" || error.name === "AbortError" || code === "ECONNRESET";
}

/** Logs the abort (info) and answers the ApiError that ends the request quietly (no one reads it). */
export function clientAborted(c: Context): ApiError {
  const logger = (c as Context<AppEnv>).get("logger") ?? fallbackLogger();
  logger.info({ method: c.req.method, path: c.req.path }, "client aborted the request");
  return new ApiError(400, "request_aborted", "The request was cut off before its body arrived");
}
