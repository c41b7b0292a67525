/**
 * The server's one logger (pino): JSON lines with levels. Every module logs through `deps.logger`, never
 * console, so a request id, a job id or a user id can ride along as child-logger fields.
 */
import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  /** pino level name; `silent` turns logging off (tests). */
  level?: string;
  /** Human-readable lines through pino-pretty (development only; ignored when it is not installed). */
  pretty?: boolean;
  /** Where the lines go; stdout when omitted. Tests pass a stream to read them back. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const settings = { level: options.level ?? "info", base: undefined };
  if (options.destination) return pino(settings, options.destination);
  const pretty = options.pretty ? loadPrettyStream() : undefined;
  return pretty ? pino(settings, pretty) : pino(settings);
}

/**
 * pino-pretty is a devDependency: a production install does not have it, so it is loaded on demand and
 * its absence means plain JSON. It runs in this thread (no transport worker), so nothing is lost on exit.
 */
function loadPrettyStream(): DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require("pino-pretty") as (options: object) => DestinationStream;
    return pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: "SYS:HH:MM:ss.l",
      singleLine: true,
      sync: true,
    });
  } catch {
    return undefined;
  }
}

let fallback: Logger | undefined;
/**
 * For the few helpers that run without services around them (a pool's idle-client error, a default
 * onError): JSON to stdout at LOG_LEVEL, so their failures are never silent and never console lines.
 */
export function fallbackLogger(): Logger {
  const level = process.env.LOG_LEVEL;
  fallback ??= createLogger({ level: LOG_LEVELS.includes(level as LogLevel) ? level : "info" });
  return fallback;
}

/** A logger that writes nothing: the default for tests and tools that build services by hand. */
export const silentLogger: Logger = pino({ level: "silent" });
