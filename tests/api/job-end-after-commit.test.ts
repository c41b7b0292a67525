/**
 * A job's end is announced (dispatch.ts JOB_ENDS_CHANNEL) after the statement that ends it has committed, by
 * a NOTIFY of its own (issue 30): a listener that wakes reads the finished row, and a NOTIFY that fails
 * never undoes a page made and paid for. An HTTP instance (WORKERS=0) queues the job; a worker process (a
 * second set of services on its own pool, WORKERS=1) claims and runs it.
 */
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, templates, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { JOB_ENDS_CHANNEL } from "../../src/server/jobs/dispatch.js";
import { createLogger } from "../../src/server/logger.js";
import { createServices, type Services } from "../../src/server/services.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";
import type { TestDatabase } from "../helpers/test-db.js";
import { type FailingNotify, NOTIFY_FAILURE, withFailingNotify } from "./failing-notify.js";

async function eventually(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("not within the time allowed");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.DATABASE_URL)("a job's end announced after its commit (PostgreSQL)", () => {
  let ctx: TestContext;
  let notify: FailingNotify;
  let worker: Services;
  let client: TestClient;
  let userId = "";
  const warnings: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({ WORKERS: "0" });
    notify = await withFailingNotify(ctx.database as TestDatabase);
    const logger = createLogger({
      level: "warn",
      destination: new Writable({
        write(line, _encoding, done) {
          warnings.push(String(line));
          done();
        },
      }),
    });
    worker = await createServices(
      { ...ctx.services.deps.config, WORKERS: 1 },
      { database: notify.handle, mailSender: false, billingJobs: false, logger },
    );
    client = new TestClient(ctx.app);
    ({ userId } = await client.signUp());
    expect((await client.buyTokens(2000)).status).toBe(201);
  });
  afterAll(async () => {
    await worker?.close();
    await notify?.close();
    await ctx?.close();
  });
  beforeEach(() => {
    warnings.length = 0;
  });

  it("answers the page, charged once, when the worker's NOTIFY of its end fails", async () => {
    await notify.failing(true);
    const before = (await client.get("/api/profile")).body.tokenBalance as number;
    const reply = await client.post("/api/templates", bakeryRequest());
    expect(reply.status).toBe(201);
    const templateId = reply.body.template.id as string;
    expect(reply.body.tokenBalance).toBe(before - 500);

    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.templateId, templateId));
    expect(job).toMatchObject({ status: "succeeded", userId });
    // Claimed by the worker, not run by the HTTP instance.
    expect(job!.claimedBy).toMatch(/^landingforge-job-worker /);
    const [hold] = await ctx.database.db.select().from(tokenHolds).where(eq(tokenHolds.id, job!.holdId!));
    expect(hold).toMatchObject({ status: "committed", committedAmount: 500 });
    const charges = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.reference, templateId)));
    expect(charges.map((c) => c.amount)).toEqual([-500]);
    // Said in the worker's log, not to the user: the waiting request read the job at its next poll.
    await eventually(() => warnings.join("").includes("announcing a job's end failed"));
    expect(warnings.join("")).toContain(NOTIFY_FAILURE);
  });

  it("announces the end once, and the listener that wakes reads the job succeeded with its page", async () => {
    await notify.failing(false);
    const listener = new pg.Client({ connectionString: (ctx.database as TestDatabase).url });
    await listener.connect();
    const reader = new pg.Client({ connectionString: (ctx.database as TestDatabase).url });
    await reader.connect();
    const seen: Promise<{ status: string; pages: number }>[] = [];
    listener.on("notification", (n) => {
      // Read at the moment of waking, on another connection, as a waiting instance does.
      seen.push(
        reader
          .query(
            `SELECT j.status, (SELECT count(*) FROM templates t WHERE t.id = j.template_id)::int AS pages
             FROM jobs j WHERE j.id = $1`,
            [n.payload],
          )
          .then((r) => r.rows[0]),
      );
    });
    await listener.query(`LISTEN ${JOB_ENDS_CHANNEL}`);
    try {
      const reply = await client.post("/api/templates", bakeryRequest());
      expect(reply.status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await Promise.all(seen)).toEqual([{ status: "succeeded", pages: 1 }]);
      const [page] = await ctx.database.db
        .select({ id: templates.id })
        .from(templates)
        .where(eq(templates.id, reply.body.template.id));
      expect(page).toBeDefined();
      expect(warnings.join("")).not.toContain("announcing a job's end failed");
    } finally {
      await listener.end();
      await reader.end();
    }
  });
});
