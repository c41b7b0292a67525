/** The job part of a graceful shutdown, shared by the app (main.ts) and the worker (worker.ts). */
import { announceShutdown } from "../events/shutdown.js";
import type { Logger } from "../logger.js";
import type { Services } from "../services.js";

/** How long open event streams get to send the `error` events of jobs the drain ended. */
const STREAM_FLUSH_MS = 700;

export async function drainJobs(services: Services, graceSeconds: number, logger: Logger): Promise<void> {
  try {
    await services.deps.jobs.drain(graceSeconds * 1000);
  } catch (err) {
    logger.error({ err }, "job drain failed");
  }
  await new Promise((resolve) => setTimeout(resolve, STREAM_FLUSH_MS));
}

/** How long answers given at the end of the drain get to reach their clients. */
const ANSWERS_FLUSH_MS = 3_000;
/**
 * Past the grace, how long the rest of a stop (flushing answers, closing the database) may take before the
 * process exits anyway: an orchestrator's stop timeout is set from the grace, and a close that hangs must not
 * turn a graceful stop into its SIGKILL.
 */
export const EXIT_MARGIN_MS = 5_000;

/**
 * On the first SIGINT or SIGTERM: log it, run `beforeDrain` (the app stops taking requests), hand open event
 * streams over (a reconnect hint, then they close), drain the jobs (requests waiting for them get their
 * answer), wait for the requests still in flight (`requestsInFlight`), close the services and exit 0, all
 * within the grace (on PostgreSQL EXIT_MARGIN_MS more at most: past that it exits 1). Later signals are ignored.
 */
export function shutDownOnSignals(
  services: Services,
  options: {
    graceSeconds: number;
    logger: Logger;
    beforeDrain?: () => void;
    requestsInFlight?: () => number;
  },
): { readonly closing: boolean } {
  const state = { closing: false };
  const shutdown = async (signal: string) => {
    if (state.closing) return;
    state.closing = true;
    options.logger.info(`${signal} received, shutting down`);
    // Not on PGlite: the embedded database must finish closing, or the next start recovers it as after a crash.
    if (services.deps.database.kind === "postgres") {
      const overdue = setTimeout(
        () => {
          options.logger.error(
            { graceSeconds: options.graceSeconds },
            "shutdown overran its grace; exiting now",
          );
          process.exit(1);
        },
        options.graceSeconds * 1000 + EXIT_MARGIN_MS,
      );
      overdue.unref();
    }
    options.beforeDrain?.();
    announceShutdown();
    await drainJobs(services, options.graceSeconds, options.logger);
    const inFlight = options.requestsInFlight ?? (() => 0);
    const flushedBy = Date.now() + ANSWERS_FLUSH_MS;
    while (inFlight() > 0 && Date.now() < flushedBy) await new Promise((r) => setTimeout(r, 20));
    if (inFlight() > 0) options.logger.warn({ requests: inFlight() }, "requests still open at exit");
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  return state;
}
