/**
 * Lead retention: each owner keeps leads for profiles.lead_retention_months (default 12); older ones are
 * deleted by a periodic job (hourly, and once at start). Safe to run on several processes at once.
 */
import { sql } from "drizzle-orm";
import type { CoreDeps } from "../app-types.js";
import type { Database } from "../db/client.js";
import { leads, profiles } from "../db/schema.js";
import { fallbackLogger } from "../logger.js";

export const LEAD_RETENTION_INTERVAL_MS = 60 * 60_000;

/** Deletes every lead older than its owner's retention period; returns how many. */
export async function deleteExpiredLeads(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(
      sql`${leads.createdAt} < ${now.toISOString()}::timestamptz - make_interval(months => (SELECT ${profiles.leadRetentionMonths} FROM ${profiles} WHERE ${profiles.id} = ${leads.userId}))`,
    )
    .returning({ id: leads.id });
  return deleted.length;
}

/** Runs the retention job now and then every interval; the returned function stops it. */
export function startLeadRetentionJob(
  deps: Pick<CoreDeps, "db" | "clock">,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? LEAD_RETENTION_INTERVAL_MS;
  const onError =
    options.onError ?? ((error) => fallbackLogger().error({ err: error }, "lead retention failed"));
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = deleteExpiredLeads(deps.db, deps.clock.now())
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
