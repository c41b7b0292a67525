/**
 * A job's submit survives a wake-up NOTIFY that fails (issue 30): the wake-up is sent after the job's row and
 * hold have committed, in a statement of its own, and its failure is only logged — a worker's poll (every few
 * seconds) or the sweeper still claims the queued job. On PostgreSQL an HTTP instance (WORKERS=0) whose
 * `pg_notify` fails queues the job and a worker process on a healthy connection runs it; on PGlite the one
 * process wakes itself in memory, so the same requests pass with the failing `pg_notify` on its search path.
 */
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../../src/server/app.js";
import { jobs, tokenHolds } from "../../src/server/db/schema.js";
import { createLogger } from "../../src/server/logger.js";
import { createServices, type Services } from "../../src/server/services.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import { onPostgres, type TestDatabase } from "../helpers/test-db.js";
import { type FailingNotify, NOTIFY_FAILURE, withFailingNotify } from "./failing-notify.js";

describe(`a job submitted while the wake-up NOTIFY fails (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let ctx: TestContext;
  let notify: FailingNotify;
  /** The HTTP instance whose NOTIFYs fail (PostgreSQL); on PGlite the one process. */
  let httpServices: Services | undefined;
  let app: App;
  let client: TestClient;
  const logLines: string[] = [];

  beforeAll(async () => {
    // On PostgreSQL this process is the worker (its connections notify normally).
    ctx = await createTestApp(onPostgres ? { WORKERS: "1" } : {});
    notify = await withFailingNotify(ctx.database as TestDatabase);
    await notify.failing(true);
    if (onPostgres) {
      const logger = createLogger({
        level: "warn",
        destination: new Writable({
          write(line, _encoding, done) {
            logLines.push(String(line));
            done();
          },
        }),
      });
      httpServices = await createServices(
        { ...ctx.services.deps.config, WORKERS: 0 },
        { database: notify.handle, mailSender: false, billingJobs: false, logger },
      );
      app = createApp(httpServices.deps);
    } else {
      app = ctx.app;
    }
    client = new TestClient(app);
    await client.signUp();
    expect((await client.buyTokens(2000)).status).toBe(201);
  });
  afterAll(async () => {
    await httpServices?.close();
    await notify?.failing(false);
    await notify?.close();
    await ctx?.close();
  });

  it("answers a synchronous generation with its page, charged once", async () => {
    const before = (await client.get("/api/profile")).body.tokenBalance as number;
    const reply = await client.post("/api/templates", bakeryRequest());
    expect(reply.status).toBe(201);
    expect(reply.body.tokenBalance).toBe(before - 500);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.templateId, reply.body.template.id as string));
    expect(job?.status).toBe("succeeded");
    if (onPostgres) expect(job?.claimedBy).toMatch(/^landingforge-job-worker /);
  });

  it("accepts a queued job (202) whose wake-up failed, and a worker's poll still makes it", async () => {
    const reply = await client.post("/api/templates", bakeryRequest(), { prefer: "respond-async" });
    expect(reply.status).toBe(202);
    const jobId = reply.body.job.id as string;
    await expect
      .poll(
        async () => {
          const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
          return row?.status;
        },
        { timeout: 12_000, interval: 200 },
      )
      .toBe("succeeded");
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const [hold] = await ctx.database.db.select().from(tokenHolds).where(eq(tokenHolds.id, row!.holdId!));
    expect(hold).toMatchObject({ status: "committed", committedAmount: 500 });
    if (onPostgres) {
      // Told in the instance's log, not to the user.
      const log = logLines.join("");
      expect(log).toContain("waking a worker for a queued job failed");
      expect(log).toContain(NOTIFY_FAILURE);
    }
  });
});
