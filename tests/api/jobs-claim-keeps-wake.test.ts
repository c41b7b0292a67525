/**
 * A worker woken while its own claim is on its way keeps the wake-up (issue 30): it claims again once that
 * claim is back, for the slots it left free. It passed every such wake-up on to the shared channel, which
 * made every worker run a claim for nothing (measured on the split deployment: 0.4 pass-ons and 0.55 empty
 * claims per job). Only a worker whose slots are all taken passes a wake-up on. PostgreSQL only (PGlite has
 * one process and no channels): an HTTP instance (WORKERS=0) queues the jobs, a worker with ten slots runs
 * them, and a listener counts what reaches the shared channel; a lock on the jobs table holds a claim on its
 * way for as long as the test needs.
 */
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/server/db/schema.js";
import { JOBS_CHANNEL, ownChannel, WORKER_APPLICATION_NAME } from "../../src/server/jobs/dispatch.js";
import { createServices, type Services } from "../../src/server/services.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import type { TestDatabase } from "../helpers/test-db.js";

describe.skipIf(!process.env.DATABASE_URL)("a worker woken while it claims", () => {
  let ctx: TestContext;
  let worker: Services;
  let listener: pg.Client;
  const shared: string[] = [];
  let client: TestClient;
  /** This file's own database (cloned from DATABASE_URL's). */
  const databaseUrl = () => (ctx.database as TestDatabase).url!;

  beforeAll(async () => {
    ctx = await createTestApp({ WORKERS: "0" });
    worker = await createServices(
      { ...ctx.services.deps.config, WORKERS: 10 },
      { database: ctx.database, mailSender: false, billingJobs: false },
    );
    listener = new pg.Client({ connectionString: databaseUrl() });
    await listener.connect();
    listener.on("notification", (message) => {
      if (message.channel === JOBS_CHANNEL) shared.push(message.payload ?? "");
    });
    await listener.query(`LISTEN ${JOBS_CHANNEL}`);
    client = new TestClient(ctx.app);
    await client.signUp();
    expect((await client.buyTokens(5000)).status).toBe(201);
  });
  afterAll(async () => {
    await listener?.end();
    await worker?.close();
    await ctx?.close();
  });

  it("runs jobs queued together without waking every worker", async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post("/api/templates", bakeryRequest(), { prefer: "respond-async" }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    const ids = replies.map((r) => r.body.job.id as string);
    await expect
      .poll(
        async () =>
          (await ctx.database.db.select({ status: jobs.status }).from(jobs).where(inArray(jobs.id, ids))).map(
            (row) => row.status,
          ),
        { timeout: 30_000, interval: 100 },
      )
      .toEqual(["succeeded", "succeeded", "succeeded", "succeeded", "succeeded", "succeeded"]);
    // Each job was taken once, by the worker.
    for (const id of ids) {
      const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({
        attempts: 1,
        claimedBy: expect.stringMatching(/^landingforge-job-worker /),
      });
    }
    expect(shared).toEqual([]);
  });

  it("keeps a wake-up that comes while its claim waits, and passes none on", async () => {
    const admin = new pg.Client({ connectionString: databaseUrl() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        "SELECT application_name AS name FROM pg_stat_activity WHERE starts_with(application_name, $1) AND datname = current_database()",
        [`${WORKER_APPLICATION_NAME} `],
      );
      expect(rows).toHaveLength(1);
      const channel = ownChannel(rows[0]!.name.split(" ")[1]!);
      const waiting = async () =>
        (
          await admin.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
          )
        ).rows[0]!.n;
      shared.length = 0;
      // The claim's UPDATE waits for this lock: the worker's claim is on its way until it is let go.
      const lock = new pg.Client({ connectionString: databaseUrl() });
      await lock.connect();
      try {
        await lock.query("BEGIN");
        await lock.query("LOCK TABLE jobs IN SHARE MODE");
        await admin.query(`NOTIFY ${channel}`);
        await expect.poll(waiting, { timeout: 5_000 }).toBe(1);
        // The wake-up of another job, picked for this worker while it claims.
        await admin.query(`NOTIFY ${channel}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await lock.query("COMMIT");
      } finally {
        await lock.end();
      }
      await expect.poll(waiting, { timeout: 5_000 }).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shared).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
