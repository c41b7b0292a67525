/**
 * Jobs across processes on PostgreSQL: two app instances serving HTTP only (WORKERS=0) and two worker
 * processes (`npm run worker`) on one database, with a slow fake LLM on loopback. A generation started on A
 * is followed from B; a purchase on A reaches B's event stream; a cancel on B stops the job on its worker;
 * a worker killed with SIGKILL mid-job → the
 * job finishes on the other worker or fails with its hold released within 60 s; SIGTERM of a worker during
 * a job → the client gets an `error` event, the hold is released and nothing is charged. Then the shape of
 * compose.yaml (HTTP-only instances and ONE worker): SIGTERM of an HTTP instance mid-generation and
 * mid-stream → the generation is answered, the stream resumes on another instance, the instance exits
 * within its grace; that only worker killed mid-job → an HTTP instance fails the job with its hold released
 * within 60 s.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";
import { jobs, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { newsletterRequest } from "../helpers/generation-request.js";
import { modelCopyPlan, PLAN_HEADLINE, previewFrom, SseReader } from "../helpers/job-events.js";
import { type RunningServer, sessionCookieOf, startServer, startWorker } from "../helpers/server-process.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

const PLAN = modelCopyPlan();
/** About 15 s: the first preview comes once the headline is read, and a cancel or a SIGTERM must reach
 * the worker well before the last piece does. */
const SLOW_PLAN = { text: PLAN, chunkSize: 4, chunkDelayMs: 100 };
const generation = (title: string) => newsletterRequest({ title });

describe.skipIf(!process.env.DATABASE_URL)("jobs across app instances and workers on PostgreSQL", () => {
  let database: TestDatabase;
  let check: DatabaseHandle;
  let llm: FakeLlmServer;
  let a: RunningServer;
  let b: RunningServer;
  const workers: RunningServer[] = [];
  let cookie = "";
  let userId = "";
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 2 });
    check = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    // About 5 s per page: a copy plan in ~90 chunks of 16 characters, 50 ms apart.
    llm = await startFakeLlmServer({ fallback: () => ({ text: PLAN, chunkSize: 16, chunkDelayMs: 50 }) });
    env = {
      DATABASE_URL: database.url!,
      AUTH_SECRET: "jobs-processes-secret-0123456789-abcdefghij",
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      SHUTDOWN_GRACE_SECONDS: "1",
      LOG_LEVEL: "info",
    };
    [a, b] = await Promise.all([
      startServer({ ...env, WORKERS: "0" }),
      startServer({ ...env, WORKERS: "0" }),
    ]);
    workers.push(
      ...(await Promise.all([
        startWorker({ ...env, WORKERS: "2", APP_URL: a.baseUrl }),
        startWorker({ ...env, WORKERS: "2", APP_URL: a.baseUrl }),
      ])),
    );
    const account = { email: `jobs-${Date.now()}@example.com`, password: "violet-harbour-93" };
    const signUp = await call(a, "/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ name: "Two Instances", ...account }),
    });
    expect(signUp.status).toBe(200);
    // Sign-up gives no session (no account enumeration): sign in, as the web app does.
    const signIn = await call(a, "/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify(account),
    });
    expect(signIn.status).toBe(200);
    cookie = sessionCookieOf(signIn);
    userId = ((await signIn.json()) as { user: { id: string } }).user.id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), ...workers.map((w) => w.stop())]);
    await llm?.close();
    await check?.close();
    await database?.close();
  }, 30_000);

  function call(server: RunningServer, path: string, init: RequestInit = {}) {
    return fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        origin: server.baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  }

  async function buy() {
    const bought = await call(a, "/api/purchases", {
      method: "POST",
      headers: { "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify({ package: "custom", baseTokens: 1000 }),
    });
    expect(bought.status).toBe(201);
    return ((await bought.json()) as { tokenBalance: number }).tokenBalance;
  }

  async function startJob(title: string): Promise<string> {
    const accepted = await call(a, "/api/templates", {
      method: "POST",
      headers: { prefer: "respond-async" },
      body: JSON.stringify(generation(title)),
    });
    expect(accepted.status).toBe(202);
    return ((await accepted.json()) as { job: { id: string } }).job.id;
  }

  async function follow(server: RunningServer, jobId: string) {
    const response = await call(server, `/api/jobs/${jobId}/events`);
    expect(response.status).toBe(200);
    return new SseReader(response);
  }

  const workerRunning = (jobId: string) => workers.find((w) => w.output().includes(jobId));

  async function balanceAndCharges() {
    const profile = (await (await call(b, "/api/profile")).json()) as { tokenBalance: number };
    const charges = await check.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "generation")));
    return { balance: profile.tokenBalance, charges: charges.length };
  }

  it("follows a generation started on A from B's event stream to `done`", async () => {
    const before = (await balanceAndCharges()).balance;
    const jobId = await startJob("Followed From B");
    const events = await (await follow(b, jobId)).rest();
    const done = events.at(-1)!;
    expect(done.event, JSON.stringify(done)).toBe("done");
    // The preview is the composer's page with the model's words as they arrive.
    expect(previewFrom(events)).toMatch(/^<!doctype html>/);
    expect(done.data.template.htmlContent).toContain(PLAN_HEADLINE);
    expect(events.map((e) => Number(e.id))).toEqual(events.map((_, i) => i + 1));
    expect(workerRunning(jobId)).toBeDefined();
    expect(await balanceAndCharges()).toEqual({ balance: before - 500, charges: 1 });
  }, 60_000);

  it("shows a purchase made on A on B's /api/events stream", async () => {
    const stream = new SseReader(await call(b, "/api/events"));
    await stream.until((e) => e.event === "profile"); // the current figures on connect
    const balance = await buy();
    const [update] = await stream.until((e) => e.event === "profile");
    await stream.cancel();
    expect(update!.data).toMatchObject({ tokenBalance: balance });
  }, 30_000);

  it("cancels from B a job running on a worker: the worker aborts it, hold released, nothing charged", async () => {
    const before = await balanceAndCharges();
    llm.enqueue(SLOW_PLAN);
    const jobId = await startJob("Cancelled From B");
    const reader = await follow(b, jobId);
    await reader.until((e) => e.event === "html");
    const cancelled = await call(b, `/api/jobs/${jobId}`, { method: "DELETE" });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { job: { status: string } }).job.status).toBe("cancelled");
    const rest = await reader.until((e) => e.event === "done" || e.event === "error");
    expect(rest.at(-1)).toMatchObject({ event: "error", data: { error: { code: "cancelled" } } });
    const [row] = await check.db.select().from(jobs).where(eq(jobs.id, jobId));
    const [hold] = await check.db.select().from(tokenHolds).where(eq(tokenHolds.id, row!.holdId!));
    expect(hold!.status).toBe("released");
    expect(await balanceAndCharges()).toEqual(before);
  }, 30_000);

  it("finishes on the other worker, or fails with the hold released, within 60 s of a kill -9", async () => {
    await buy();
    const before = await balanceAndCharges();
    const jobId = await startJob("Survives A Crash");
    const reader = await follow(b, jobId);
    await reader.until((e) => e.event === "html");
    const victim = workerRunning(jobId)!;
    expect(victim).toBeDefined();
    await victim.crash();
    const killedAt = Date.now();
    workers.splice(workers.indexOf(victim), 1);

    // The same stream (on B) sees the restart (a preview reset) and the end.
    const rest = await reader.until((e) => e.event === "done" || e.event === "error");
    const end = rest.at(-1)!;
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const [row] = await check.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (end.event === "done") {
      expect(rest).toContainEqual(expect.objectContaining({ event: "html", data: { reset: true } }));
      expect(row).toMatchObject({ status: "succeeded", attempts: 2 });
      expect(await balanceAndCharges()).toEqual({
        balance: before.balance - 500,
        charges: before.charges + 1,
      });
    } else {
      expect(row!.status).toBe("failed");
      expect(await balanceAndCharges()).toEqual(before);
    }
    const [hold] = await check.db.select().from(tokenHolds).where(eq(tokenHolds.id, row!.holdId!));
    expect(hold!.status).toBe(end.event === "done" ? "committed" : "released");
  }, 90_000);

  it("on SIGTERM of the worker mid-job: an `error` event, the hold released, nothing charged", async () => {
    const before = await balanceAndCharges();
    llm.enqueue(SLOW_PLAN);
    const jobId = await startJob("Interrupted");
    const reader = await follow(b, jobId);
    await reader.until((e) => e.event === "html");
    const worker = workerRunning(jobId)!;
    expect(worker).toBeDefined();
    const exitCode = await worker.stop();
    workers.splice(workers.indexOf(worker), 1);
    expect(exitCode).toBe(0);

    const rest = await reader.until((e) => e.event === "done" || e.event === "error");
    expect(rest.at(-1)).toMatchObject({
      event: "error",
      data: {
        error: {
          code: "shutdown",
          message: "The server restarted while your page was being generated. No tokens were charged.",
        },
      },
    });
    const [row] = await check.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row).toMatchObject({ status: "failed", error: expect.objectContaining({ code: "shutdown" }) });
    const [hold] = await check.db.select().from(tokenHolds).where(eq(tokenHolds.id, row!.holdId!));
    expect(hold!.status).toBe("released");
    expect(await balanceAndCharges()).toEqual(before);
  }, 60_000);

  it("on SIGTERM of an HTTP instance: its waiting generation is answered, its stream resumes elsewhere, it exits within the grace", async () => {
    expect(workers).toHaveLength(0);
    workers.push(await startWorker({ ...env, WORKERS: "2", APP_URL: a.baseUrl }));
    await buy();
    const before = await balanceAndCharges();
    const c = await startServer({ ...env, WORKERS: "0", SHUTDOWN_GRACE_SECONDS: "20" });
    const followed = await startJob("Handed Over");
    const stream = await follow(c, followed);
    await stream.until((e) => e.event === "html");
    const waiting = call(c, "/api/templates", {
      method: "POST",
      body: JSON.stringify(generation("Answered Before Exit")),
    });
    await new Promise((r) => setTimeout(r, 1000)); // under way on the worker (about 5 s)
    const stoppedAt = Date.now();
    const exited = c.stop();

    const handedOver = await stream.until((e) => ["reconnect", "done", "error"].includes(e.event));
    expect(handedOver.at(-1)).toMatchObject({
      event: "reconnect",
      data: { message: "This server is restarting. Reconnect to continue where you left off." },
    });
    const lastId = handedOver.at(-1)!.data.lastEventId as number;
    const resumed = await call(b, `/api/jobs/${followed}/events`, {
      headers: { "last-event-id": String(lastId) },
    });
    const rest = await new SseReader(resumed).rest();
    expect(Number(rest[0]!.id)).toBe(lastId + 1);
    expect(rest.at(-1)!.event).toBe("done");

    const answer = await waiting;
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { template: { title: string } }).template.title).toBe(
      "Answered Before Exit",
    );
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(20_000);
    expect(await balanceAndCharges()).toEqual({
      balance: before.balance - 1000,
      charges: before.charges + 2,
    });
  }, 90_000);

  it("fails the job of a killed only worker (compose.yaml's shape) within 60 s, its hold released", async () => {
    expect(workers).toHaveLength(1);
    await buy();
    const before = await balanceAndCharges();
    llm.enqueue(SLOW_PLAN);
    const jobId = await startJob("Only Worker Killed");
    const reader = await follow(b, jobId);
    await reader.until((e) => e.event === "html");
    const [only] = workers.splice(0);
    await only!.crash();
    const killedAt = Date.now();

    const rest = await reader.until((e) => e.event === "done" || e.event === "error");
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(rest.at(-1)).toMatchObject({
      event: "error",
      data: {
        error: {
          code: "worker_lost",
          message: "The server working on your page stopped. No tokens were charged. Please try again.",
        },
      },
    });
    const [row] = await check.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row!.status).toBe("failed");
    const [hold] = await check.db.select().from(tokenHolds).where(eq(tokenHolds.id, row!.holdId!));
    expect(hold!.status).toBe("released");
    expect(await balanceAndCharges()).toEqual(before);
  }, 90_000);
});
