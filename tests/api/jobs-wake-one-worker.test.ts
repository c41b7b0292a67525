/**
 * A queued job wakes one idle worker, not every worker (issue 30): on PostgreSQL the statement that queues it
 * notifies the own channel of one worker running fewer jobs than its slots; with none idle, the shared channel.
 * The app here has no slots of its own (WORKERS=0, an HTTP instance), two dispatches play the workers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/server/db/schema.js";
import { createDispatch, type Dispatch } from "../../src/server/jobs/dispatch.js";
import { fallbackLogger } from "../../src/server/logger.js";
import { bakeryRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)("waking workers for a queued job on PostgreSQL", () => {
  let ctx: TestContext;
  let client: TestClient;
  const wakes = { a: 0, b: 0 };
  let a: Dispatch;
  let b: Dispatch;

  beforeAll(async () => {
    ctx = await createTestApp({ WORKERS: "0" });
    const logger = fallbackLogger();
    a = await createDispatch(ctx.database, {
      logger,
      slots: 1,
      onWake: () => wakes.a++,
      hasFreeSlot: () => true,
    });
    b = await createDispatch(ctx.database, {
      logger,
      slots: 1,
      onWake: () => wakes.b++,
      hasFreeSlot: () => true,
    });
    client = new TestClient(ctx.app);
    await client.signUp();
    await client.post(
      "/api/purchases",
      { package: "custom", baseTokens: 5000 },
      { "idempotency-key": crypto.randomUUID() },
    );
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await ctx?.close();
  });

  /** Queues a generation (answered 202 at once: no process here runs it) and counts the wake-ups it caused. */
  async function queueOne() {
    await pause(200);
    wakes.a = 0;
    wakes.b = 0;
    const reply = await client.post("/api/templates", bakeryRequest(), { prefer: "respond-async" });
    expect(reply.status).toBe(202);
    await pause(300);
    return { ...wakes };
  }

  /** Marks `worker` as running one job (all its slots) as if it had claimed it. */
  async function busy(worker: Dispatch) {
    const [user] = await ctx.database.db.select({ userId: jobs.userId }).from(jobs).limit(1);
    await ctx.database.db.insert(jobs).values({
      userId: user!.userId,
      kind: "generation",
      title: "Busy",
      provider: "composer",
      input: {},
      status: "running",
      claimedBy: worker.workerId,
    });
  }

  it("wakes exactly one of two idle workers", async () => {
    const woken = await queueOne();
    expect(woken.a + woken.b).toBe(1);
  });

  it("wakes the idle one when the other's slots are full", async () => {
    await busy(a);
    for (let i = 0; i < 3; i++) expect(await queueOne()).toEqual({ a: 0, b: 1 });
  });

  it("wakes every worker when none is idle, so the first to free a slot takes the job", async () => {
    await busy(b);
    expect(await queueOne()).toEqual({ a: 1, b: 1 });
  });

  it("passes the wake-up on to every worker when the one picked has filled up meanwhile", async () => {
    await a.stop();
    await b.stop();
    // Idle by the database's count, but its slots were just taken: it rings the shared channel, itself included.
    let woken = 0;
    const c = await createDispatch(ctx.database, {
      logger: fallbackLogger(),
      slots: 1,
      onWake: () => woken++,
      hasFreeSlot: () => false,
    });
    try {
      await pause(200);
      woken = 0;
      expect((await client.post("/api/templates", bakeryRequest(), { prefer: "respond-async" })).status).toBe(
        202,
      );
      await expect.poll(() => woken, { timeout: 2_000 }).toBe(1);
    } finally {
      await c.stop();
    }
  });
});
