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
 *
 * One idle worker is woken per queued job, not all of them (a wake-up made every worker run a claim, all but
 * one for nothing): each worker also LISTENs on a channel of its own, and its application name ends with its
 * slot count, so the statement that queues a job (create-job.ts) notifies the channel of one worker, picked at
 * random, with fewer running jobs than slots (oneIdleWorkerChannel). With none idle it notifies the shared
 * channel, as does the sweeper; a worker woken on its own channel that has filled up meanwhile passes the
 * wake-up on to the shared channel, so a job is never left to the next poll.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.js";
import { listenOnOwnConnection } from "../db/listen.js";
import type { Logger } from "../logger.js";

export const JOBS_CHANNEL = "lpb_jobs";
export const WORKER_APPLICATION_NAME = "landingforge-job-worker";

/** A worker's own wake-up channel, from the random id in its application name. */
export const ownChannel = (id: string) => `${JOBS_CHANNEL}_${id}`;

/**
 * SQL for the channel to wake for a new job, given the shared channel's parameter: the own channel of one live
 * worker ("landingforge-job-worker <id> <slots>") running fewer jobs than its slots, else the shared channel.
 */
export const oneIdleWorkerChannel = (sharedChannel: string) => `coalesce(
    (SELECT ${sharedChannel} || '_' || split_part(a.application_name, ' ', 2)
     FROM pg_stat_activity a
     WHERE starts_with(a.application_name, '${WORKER_APPLICATION_NAME} ') AND a.datname = current_database()
       AND (CASE WHEN split_part(a.application_name, ' ', 3) ~ '^[0-9]{1,6}$'
                 THEN split_part(a.application_name, ' ', 3)::int ELSE 0 END)
           > (SELECT count(*) FROM jobs r WHERE r.status = 'running' AND r.claimed_by = a.application_name)
     ORDER BY random() LIMIT 1),
    ${sharedChannel})`;

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
  options: {
    logger: Logger;
    slots: number;
    onWake: () => void;
    /** Whether this process could start a job now (a wake-up on its own channel it cannot use is passed on). */
    hasFreeSlot?: () => boolean;
  },
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

  const id = randomBytes(8).toString("hex");
  const workerId = `${WORKER_APPLICATION_NAME} ${id} ${options.slots}`;
  const wakeAll = () => database.db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`);
  const listening =
    options.slots > 0
      ? await listenOnOwnConnection(database.pool, {
          channel: JOBS_CHANNEL,
          alsoChannels: [ownChannel(id)],
          applicationName: workerId,
          onNotification: (_payload, channel) => {
            // Picked as idle, but its slots filled since: another worker gets the job.
            if (channel !== JOBS_CHANNEL && options.hasFreeSlot && !options.hasFreeSlot()) {
              wakeAll().catch((err) => options.logger.error({ err }, "passing a job wake-up on failed"));
              return;
            }
            options.onWake();
          },
          // Jobs queued while the connection was down were not announced to it.
          onListening: () => options.onWake(),
          logger: options.logger,
        })
      : null;

  return {
    workerId: listening ? workerId : null,
    channel: JOBS_CHANNEL,
    async wake() {
      await wakeAll();
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
