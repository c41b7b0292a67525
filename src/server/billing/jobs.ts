/**
 * Periodic billing work: expire lots past their date, give back tokens of stale holds, keep shown changes
 * whose day to undo has passed, forget old idempotency keys. Runs once at start, then every `intervalMs`;
 * runs never overlap. Safe on several processes at once (each step is idempotent under the per-user lock).
 */
import type { CoreDeps } from "../app-types.js";
import { fallbackLogger } from "../logger.js";
import { foldMetricCounts } from "../metrics/business-metrics.js";
import { expireLots } from "./expiry.js";
import { releaseStaleHolds } from "./holds.js";
import { deleteOldIdempotencyKeys } from "./idempotency.js";
import { keepDueHolds } from "./shown-holds.js";

export const DEFAULT_BILLING_JOBS_INTERVAL_MS = 60_000;

export interface BillingJobsOptions {
  intervalMs?: number;
  /** Defaults to config.HOLD_TIMEOUT_MINUTES. */
  holdTimeoutMinutes?: number;
  onError?: (error: unknown) => void;
}

/** One pass of every billing job. */
export async function runBillingJobs(
  deps: Pick<CoreDeps, "db" | "clock" | "events" | "config">,
  options: BillingJobsOptions = {},
) {
  const now = deps.clock.now();
  const usersExpired = await expireLots(deps.db, now, deps.events);
  const holdsReleased = await releaseStaleHolds(
    deps.db,
    now,
    options.holdTimeoutMinutes ?? deps.config.HOLD_TIMEOUT_MINUTES,
    deps.events,
  );
  const changesKept = await keepDueHolds(deps.db, now, { events: deps.events });
  const keysDeleted = await deleteOldIdempotencyKeys(deps.db, now);
  // Not billing, but periodic in every process: keeps /metrics' counts a few rows even with no scraper.
  const countsFolded = await foldMetricCounts(deps.db);
  return { usersExpired, holdsReleased, changesKept, keysDeleted, countsFolded };
}

/** Starts the periodic jobs; the returned function stops them and waits for a running pass to finish. */
export function startBillingJobs(
  deps: Pick<CoreDeps, "db" | "clock" | "events" | "config">,
  options: BillingJobsOptions = {},
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? DEFAULT_BILLING_JOBS_INTERVAL_MS;
  const onError =
    options.onError ?? ((error) => fallbackLogger().error({ err: error }, "billing jobs failed"));
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = runBillingJobs(deps, options)
      .then(() => undefined, onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
