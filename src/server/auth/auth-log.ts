/**
 * Better Auth's log lines, in ours. Left to itself Better Auth prints every refused request (malformed
 * JSON, a wrong field type) as an ERROR line on the console: a fuzz run wrote a thousand of them, and a
 * real failure would drown among them. A refusal of the client's input is an answer like any other 4xx
 * (debug level, one line, no stack); only a failure of ours (5xx) is an error.
 */
import { isAPIError } from "better-auth/api";
import type { Logger } from "../logger.js";

type BetterAuthLevel = "debug" | "info" | "warn" | "error";

/** Better Auth's `logger` option: its own lines (warnings about its configuration, say) go to our logger. */
export function betterAuthLogger(logger: Logger) {
  return {
    level: "warn" as const,
    log: (level: BetterAuthLevel, message: string, ...args: unknown[]) => {
      const details = args.length ? { details: args.map(describe) } : {};
      logger[level]({ source: "better-auth", ...details }, message);
    },
  };
}

/** Better Auth's `onAPIError.onError`: how each error it answers is logged. */
export function logAuthError(logger: Logger) {
  return (error: unknown) => {
    const status = isAPIError(error) ? error.statusCode : 500;
    if (status < 500) {
      logger.debug({ source: "better-auth", status, reason: messageOf(error) }, "auth request refused");
      return;
    }
    logger.error({ source: "better-auth", status, err: error }, "auth endpoint failed");
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function describe(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}
