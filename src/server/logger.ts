/**
 * The server's one logger (pino): JSON lines with levels. Every module logs through `deps.logger`, never
 * console, so a request id, a job id or a user id can ride along as child-logger fields.
 */
import pino, { type Logger } from "pino";

export type { Logger };

export interface LoggerOptions {
  /** pino level name; `silent` turns logging off (tests). */
  level?: string;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino({ level: options.level ?? "info", base: undefined });
}

/** A logger that writes nothing: the default for tests and tools that build services by hand. */
export const silentLogger: Logger = pino({ level: "silent" });
