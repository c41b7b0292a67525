/** The job part of a graceful shutdown, shared by the app (main.ts) and the worker (worker.ts). */
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

/**
 * On the first SIGINT or SIGTERM: log it, run `beforeDrain` (the app stops taking requests), drain the jobs,
 * close the services and exit 0. Later signals are ignored while that runs.
 */
export function shutDownOnSignals(
  services: Services,
  options: { graceSeconds: number; logger: Logger; beforeDrain?: () => void },
): { readonly closing: boolean } {
  const state = { closing: false };
  const shutdown = async (signal: string) => {
    if (state.closing) return;
    state.closing = true;
    options.logger.info(`${signal} received, shutting down`);
    options.beforeDrain?.();
    await drainJobs(services, options.graceSeconds, options.logger);
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  return state;
}
