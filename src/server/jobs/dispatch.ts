/**
 * How a queued job reaches a free worker slot. The `jobs` table is the queue: a process with free slots
 * claims the oldest queued rows itself (claimQueuedJobs, one statement, SKIP LOCKED). On PostgreSQL every
 * process with job slots LISTENs on JOBS_CHANNEL on a connection of its own, and queuing a job NOTIFYs it:
 * an idle worker wakes within milliseconds instead of at its next poll. That connection carries the
 * application name WORKER_APPLICATION_NAME followed by this process's own random id (its `workerId`), so any
 * process can tell from pg_stat_activity whether a worker is alive at all (a killed process's connection is
 * gone at once), and whether the one that claimed a job still is: the sweeper retries or fails only the
 * jobs of workers that are gone, never those of a live worker whose heartbeat is late. On PGlite one
 * process owns the database: waking is a call in this process, and it has no worker id.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.js";
import { listenOnOwnConnection } from "../db/listen.js";
import type { Logger } from "../logger.js";

export const JOBS_CHANNEL = "lpb_jobs";
export const WORKER_APPLICATION_NAME = "landingforge-job-worker";

export interface Dispatch {
  /** What this process's claims are marked with (jobs.claimed_by); null on PGlite. */
  readonly workerId: string | null;
  /** The channel a job's creating statement NOTIFYs itself (PostgreSQL); null where wake() is the only way. */
  readonly channel: string | null;
  /** Tells the workers (this process's included) that a job was queued. */
  wake(): Promise<void>;
  /** Whether some process with job slots is running (this one counts). */
  workersAlive(): Promise<boolean>;
  stop(): Promise<void>;
}

export async function createDispatch(
  database: DatabaseHandle,
  options: { logger: Logger; slots: number; onWake: () => void },
): Promise<Dispatch> {
  let stopped = false;
  if (database.kind !== "postgres" || !database.pool) {
    return {
      workerId: null,
      channel: null,
      async wake() {
        if (!stopped && options.slots > 0) queueMicrotask(options.onWake);
      },
      async workersAlive() {
        return !stopped && options.slots > 0;
      },
      async stop() {
        stopped = true;
      },
    };
  }

  const workerId = `${WORKER_APPLICATION_NAME} ${randomBytes(8).toString("hex")}`;
  const listening =
    options.slots > 0
      ? await listenOnOwnConnection(database.pool, {
          channel: JOBS_CHANNEL,
          applicationName: workerId,
          onNotification: () => options.onWake(),
          // Jobs queued while the connection was down were not announced to it.
          onListening: () => options.onWake(),
          logger: options.logger,
        })
      : null;

  return {
    workerId: listening ? workerId : null,
    channel: JOBS_CHANNEL,
    async wake() {
      await database.db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`);
    },
    async workersAlive() {
      if (!stopped && listening?.up) return true;
      const answer = (await database.db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM pg_stat_activity
          WHERE starts_with(application_name, ${WORKER_APPLICATION_NAME}) AND datname = current_database()) AS alive`)) as unknown as {
        rows: { alive: boolean }[];
      };
      return answer.rows[0]?.alive === true;
    },
    async stop() {
      stopped = true;
      await listening?.stop();
    },
  };
}
