/**
 * On PostgreSQL a job that a worker ran ends with an announcement every process hears (dispatch.ts
 * JOB_ENDS_CHANNEL): the HTTP instance holding the request for it reads the job once, at its end, instead
 * of at every event of its owner or at its next poll. An HTTP-only instance listens for those ends without
 * being taken for a worker (the sweeper fails queued jobs when no worker is alive).
 * Runs against DATABASE_URL's server, else the machine's PostgreSQL; skipped when neither answers.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../../src/server/db/client.js";
import { createDispatch, type Dispatch } from "../../src/server/jobs/dispatch.js";
import { createLogger } from "../../src/server/logger.js";

const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const onPostgres = await reachable(serverUrl);
const logger = createLogger({ level: "silent" });

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("not within the time allowed");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!onPostgres)("job ends announced across processes (PostgreSQL)", () => {
  const name = `lpb_job_ends_${process.pid}`;
  const adminUrl = serverUrl.replace(/\/[^/]*$/, "/postgres");
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  let httpDatabase: DatabaseHandle;
  let workerDatabase: DatabaseHandle;

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
    const url = serverUrl.replace(/\/[^/]*$/, `/${name}`);
    // Two pools, as two processes would have.
    httpDatabase = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await migrateDatabase(httpDatabase);
    workerDatabase = await openDatabase({ databaseUrl: url, poolSize: 2 });
  });
  afterAll(async () => {
    await httpDatabase?.close();
    await workerDatabase?.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it("tells an HTTP-only instance which job a worker finished, and does not count it as a worker", async () => {
    const heardByHttp: string[] = [];
    const heardByWorker: string[] = [];
    const http: Dispatch = await createDispatch(httpDatabase, {
      logger,
      slots: 0,
      onWake: () => {},
      onJobEnded: (id) => heardByHttp.push(id),
    });
    const worker: Dispatch = await createDispatch(workerDatabase, {
      logger,
      slots: 2,
      onWake: () => {},
      onJobEnded: (id) => heardByWorker.push(id),
    });
    try {
      expect(http.workerId).toBeNull();
      expect(worker.workerId).toMatch(/^landingforge-job-worker [0-9a-f]{16} 2$/);
      expect(await http.workersAlive()).toBe(true);

      const ids = ["0b7c1d9e-1111-4c1a-9a0e-000000000001", "0b7c1d9e-1111-4c1a-9a0e-000000000002"];
      for (const id of ids) worker.announceEnd(id);
      await eventually(() => heardByHttp.length === 2);
      expect(heardByHttp).toEqual(ids);
      // The announcing process hears it too (a request of its own may wait for a job it claimed).
      await eventually(() => heardByWorker.length === 2);

      await worker.stop();
      // With the only worker gone, the HTTP instance's own listening connection does not pass for one.
      await eventually(async () => !(await http.workersAlive()));
    } finally {
      await worker.stop();
      await http.stop();
    }
  });
});
