/**
 * pg-boss as the dispatch queue between processes: a queued job's id is sent to `page-jobs`; workers fetch
 * ids, claim the `jobs` row (the row, not pg-boss, is the job's truth) and complete the pg-boss copy at once.
 * On PostgreSQL it shares the app's pool; on PGlite it runs through the `fromPglite` adapter and starts
 * only when first needed (one process owns a PGlite database, so nothing else can enqueue there).
 */
import { fromPglite, PgBoss } from "pg-boss";
import { type DatabaseHandle, underStartupLock } from "../db/client.js";
import type { Logger } from "../logger.js";

export const JOB_QUEUE = "page-jobs";

export interface Dispatch {
  /** Whether pg-boss runs (on PGlite it starts with the first send). */
  readonly started: boolean;
  send(jobId: string): Promise<void>;
  /** Up to `count` job ids, taken from the queue (their pg-boss copies already completed). */
  fetch(count: number): Promise<string[]>;
  stop(): Promise<void>;
}

export async function createDispatch(
  database: DatabaseHandle,
  options: { logger: Logger; supervise: boolean },
): Promise<Dispatch> {
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;
  let stopped = false;

  const start = () => {
    starting ??= (async () => {
      const instance =
        database.kind === "postgres"
          ? new PgBoss({
              // The app's pool: no second set of connections. pg-boss sends its locked blocks as one
              // multi-statement text, which node-postgres runs on one connection.
              db: { executeSql: (text, values) => database.pool!.query(text, values) },
              supervise: options.supervise,
              schedule: false,
            })
          : new PgBoss({
              db: fromPglite(database.pglite!),
              backend: "pglite",
              supervise: options.supervise,
              schedule: false,
            });
      instance.on("error", (err) => options.logger.error({ err }, "job queue error"));
      const setUp = async () => {
        await instance.start();
        // Retries are the sweeper's business (it knows about heartbeats); pg-boss only hands ids out.
        await instance.createQueue(JOB_QUEUE, {
          retryLimit: 0,
          expireInSeconds: 60,
          deleteAfterSeconds: 3600,
        });
      };
      // Instances starting together on a fresh PostgreSQL would race to create pg-boss's schema.
      if (database.kind === "postgres") await underStartupLock(database, setUp);
      else await setUp();
      boss = instance;
      return instance;
    })();
    return starting;
  };

  if (database.kind === "postgres") await start();

  return {
    get started() {
      return boss !== undefined;
    },
    async send(jobId) {
      const instance = await start();
      // singletonKey: a re-send while the first copy still waits is dropped.
      await instance.send(JOB_QUEUE, { jobId }, { singletonKey: jobId });
    },
    async fetch(count) {
      if (!boss || stopped || count <= 0) return [];
      const taken = await boss.fetch<{ jobId: string }>(JOB_QUEUE, { batchSize: count });
      if (taken.length === 0) return [];
      await boss.complete(
        JOB_QUEUE,
        taken.map((job) => job.id),
      );
      return taken.map((job) => job.data.jobId);
    },
    async stop() {
      stopped = true;
      const instance = await starting?.catch(() => undefined);
      await instance?.stop({ graceful: false, close: true, timeout: 2_000 }).catch(() => {});
    },
  };
}
