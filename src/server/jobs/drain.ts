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
