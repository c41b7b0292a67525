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
 * slot count, so a queued job's wake-up (wakeOne, sent once the job's row has committed) notifies the channel
 * of one worker, picked at random, with fewer running jobs than slots (oneIdleWorkerChannel). With none idle it notifies the shared
 * channel, as does the sweeper; a worker woken on its own channel that has filled up meanwhile passes the
 * wake-up on to the shared channel, so a job is never left to the next poll.
 *
 * A job that ran in another process than the request waiting for it (a queued job a worker claimed) announces
 * its end on JOB_ENDS_CHANNEL with its id, which every process LISTENs on (HTTP-only instances too, on a
 * connection without the worker's name): the waiting request reads the job once when it ends, instead of
 * re-reading it at every event of its owner (with several requests of one account waiting on two instances,
 * each event made every one of them read its job: most of an HTTP instance's CPU per generation).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { DatabaseHandle } from "../db/client.js";
import { listenOnOwnConnection } from "../db/listen.js";
import type { Logger } from "../logger.js";

export const JOBS_CHANNEL = "lpb_jobs";
export const WORKER_APPLICATION_NAME = "landingforge-job-worker";
export const JOB_ENDS_CHANNEL = "lpb_job_ends";
/** The listening connection of a process without job slots (not counted as a worker). */
const LISTENER_APPLICATION_NAME = "landingforge-listener";

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
  /** Tells the workers (this process's included) that a job was queued. */
  wake(): Promise<void>;
  /**
   * Tells one idle worker (every worker when none is idle) that a job was queued. Send it after the job's
   * row has committed; a failure is the caller's to log (the workers' poll and the sweeper still find it).
   */
  wakeOne(): Promise<void>;
  /** Whether some process with job slots is running (this one counts). */
  workersAlive(): Promise<boolean>;
  /** Tells every process that the job ended (after its end committed); waiters elsewhere read it then. */
  announceEnd(jobId: string): void;
  /**
   * Whether this process hears every job's end now (on PostgreSQL, its listening connection is up): a request
   * waiting for a job that runs elsewhere is woken by the announcement and need not re-read the job often.
   */
  hearsJobEnds(): boolean;
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
    /** A job ended in some process (this one included), from its announceEnd. */
    onJobEnded?: (jobId: string) => void;
    /**
     * The listening connection is up again after a drop (PostgreSQL): ends announced meanwhile were not
     * heard, so waiters should read their jobs once.
     */
    onEndsMayBeMissed?: () => void;
  },
): Promise<Dispatch> {
  let stopped = false;
  if (database.kind !== "postgres" || !database.pool) {
    const wake = async () => {
      if (!stopped && options.slots > 0) queueMicrotask(options.onWake);
    };
    return {
      workerId: null,
      wake,
      wakeOne: wake,
      async workersAlive() {
        return !stopped && options.slots > 0;
      },
      // One process owns the database: the job ran here and rang its waiters itself.
      announceEnd() {},
      // Its waiters keep their short poll (nothing is announced on PGlite; rings come from the job's writers).
      hearsJobEnds: () => false,
      async stop() {
        stopped = true;
      },
    };
  }

  const id = randomBytes(8).toString("hex");
  const workerId = `${WORKER_APPLICATION_NAME} ${id} ${options.slots}`;
  const pool = database.pool;
  const wakeAll = () => database.db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`);
  const announceEnd = notifyInBatches(pool, JOB_ENDS_CHANNEL, (err) =>
    options.logger.warn({ err }, "announcing a job's end failed; its waiters read it at their next poll"),
  );
  const isWorker = options.slots > 0;
  let heardOnce = false;
  const listening = await listenOnOwnConnection(pool, {
    channel: JOB_ENDS_CHANNEL,
    alsoChannels: isWorker ? [JOBS_CHANNEL, ownChannel(id)] : [],
    applicationName: isWorker ? workerId : LISTENER_APPLICATION_NAME,
    onNotification: (payload, channel) => {
      if (channel === JOB_ENDS_CHANNEL) {
        if (payload) options.onJobEnded?.(payload);
        return;
      }
      // Picked as idle, but its slots filled since: another worker gets the job.
      if (channel !== JOBS_CHANNEL && options.hasFreeSlot && !options.hasFreeSlot()) {
        wakeAll().catch((err) => options.logger.error({ err }, "passing a job wake-up on failed"));
        return;
      }
      options.onWake();
    },
    // Jobs queued, and ends announced, while the connection was down were not heard.
    onListening: () => {
      if (heardOnce) options.onEndsMayBeMissed?.();
      heardOnce = true;
      if (isWorker) options.onWake();
    },
    logger: options.logger,
  });

  return {
    workerId: isWorker ? workerId : null,
    async wake() {
      await wakeAll();
    },
    async wakeOne() {
      await pool.query({
        name: "lpb_wake_one_worker",
        text: `SELECT pg_notify(${oneIdleWorkerChannel("$1::text")}, '')`,
        values: [JOBS_CHANNEL],
      });
    },
    async workersAlive() {
      if (!stopped && isWorker && listening.up) return true;
      const answer = (await database.db.execute(sql`
        SELECT EXISTS (SELECT 1 FROM pg_stat_activity
          WHERE starts_with(application_name, ${WORKER_APPLICATION_NAME}) AND datname = current_database()) AS alive`)) as unknown as {
        rows: { alive: boolean }[];
      };
      return answer.rows[0]?.alive === true;
    },
    announceEnd,
    hearsJobEnds: () => !stopped && listening.up,
    async stop() {
      stopped = true;
      await listening.stop();
    },
  };
}

/**
 * NOTIFYs `channel` with each payload, one statement for everything queued while the previous one ran
 * (a notifying transaction's commit is serialised database-wide, so one per job would queue them up).
 */
function notifyInBatches(pool: pg.Pool, channel: string, onError: (err: unknown) => void) {
  let queue: string[] = [];
  let sending = false;
  const send = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await pool
        .query({
          name: "lpb_notify_batch",
          text: "SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload",
          values: [channel, batch],
        })
        .catch(onError);
    }
    sending = false;
  };
  return (payload: string) => {
    queue.push(payload);
    if (!sending) {
      sending = true;
      queueMicrotask(() => void send());
    }
  };
}
