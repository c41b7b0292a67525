/**
 * A split deployment on PostgreSQL (an HTTP-only instance and two `npm run worker` processes): a worker
 * that is alive but falls silent for longer than the heartbeat's staleness limit (a loaded machine, a long
 * GC pause; here SIGSTOP for 22 s) keeps its job. The sweeper of the other processes must not hand it to the
 * second worker: before, it did, both ran it, their events collided on `job_events_job_id_seq_pk` and the
 * waiting request got a 502. Also: appends to one job's events from several connections at once never
 * reuse a sequence number.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";
import { jobEvents, jobs, tokenTransactions } from "../../src/server/db/schema.js";
import { appendJobEvent, appendJobEvents } from "../../src/server/jobs/event-log.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { newsletterRequest } from "../helpers/generation-request.js";
import { modelCopyPlan } from "../helpers/job-events.js";
import { type RunningServer, sessionCookieOf, startServer, startWorker } from "../helpers/server-process.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

const PLAN = modelCopyPlan();

describe.skipIf(!process.env.DATABASE_URL)("a live worker's job on PostgreSQL", () => {
  let database: TestDatabase;
  let check: DatabaseHandle;
  let llm: FakeLlmServer;
  let http: RunningServer;
  const workers: RunningServer[] = [];
  let cookie = "";
  let userId = "";

  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 2 });
    check = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    // About 5 s per page: a copy plan in ~90 chunks, 50 ms apart.
    llm = await startFakeLlmServer({ fallback: () => ({ text: PLAN, chunkSize: 16, chunkDelayMs: 50 }) });
    const env = {
      DATABASE_URL: database.url!,
      AUTH_SECRET: "live-worker-secret-0123456789-abcdefghijkl",
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      LOG_LEVEL: "info",
    };
    http = await startServer({ ...env, WORKERS: "0" });
    workers.push(
      ...(await Promise.all([
        startWorker({ ...env, WORKERS: "1", APP_URL: http.baseUrl }),
        startWorker({ ...env, WORKERS: "1", APP_URL: http.baseUrl }),
      ])),
    );
    const account = { email: `live-${Date.now()}@example.com`, password: "amber-lantern-41" };
    const headers = { "content-type": "application/json", origin: http.baseUrl };
    await fetch(`${http.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Live Worker", ...account }),
    });
    const signIn = await fetch(`${http.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify(account),
    });
    expect(signIn.status).toBe(200);
    cookie = sessionCookieOf(signIn);
    userId = ((await signIn.json()) as { user: { id: string } }).user.id;
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) process.kill(worker.pid, "SIGCONT");
    await Promise.all([http?.stop(), ...workers.map((w) => w.stop())]);
    await llm?.close();
    await check?.close();
    await database?.close();
  }, 30_000);

  it("answers 201 once and charges once when its worker falls silent past the staleness limit", async () => {
    const answer = fetch(`${http.baseUrl}/api/templates`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: http.baseUrl, cookie },
      body: JSON.stringify(newsletterRequest({ title: "Slow But Alive" })),
    });
    // The job is running once a worker has printed its id.
    let job: typeof jobs.$inferSelect | undefined;
    for (let i = 0; i < 200 && job?.status !== "running"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [job] = await check.db.select().from(jobs).where(eq(jobs.userId, userId));
    }
    expect(job?.status).toBe("running");
    // The row says running a moment before the worker's log line reaches this process's pipe.
    let owner: RunningServer | undefined;
    for (let i = 0; i < 100 && !owner; i++) {
      owner = workers.find((w) => w.output().includes(job!.id));
      if (!owner) await new Promise((r) => setTimeout(r, 50));
    }
    if (!owner) throw new Error(`no worker printed job ${job!.id}`);
    process.kill(owner.pid, "SIGSTOP");
    // Its heartbeat is older than STALE_AFTER_SECONDS (15) for at least one 5 s sweep of the others.
    await new Promise((r) => setTimeout(r, 22_000));
    process.kill(owner.pid, "SIGCONT");

    const response = await answer;
    const body = await response.text();
    expect(response.status, body).toBe(201);
    const [row] = await check.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(row).toMatchObject({ status: "succeeded", attempts: 1 });
    const charges = await check.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "generation")));
    expect(charges).toHaveLength(1);
    const events = await check.db
      .select({ seq: jobEvents.seq, event: jobEvents.event })
      .from(jobEvents)
      .where(eq(jobEvents.jobId, job!.id))
      .orderBy(asc(jobEvents.seq));
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.filter((e) => e.event === "done")).toHaveLength(1);
    expect(events.map((e) => e.event)).not.toContain("error");
    const other = workers.find((w) => w !== owner)!;
    expect(other.output()).not.toContain(job!.id);
    for (const process of [http, ...workers]) expect(process.output()).not.toContain("duplicate key");
  }, 90_000);

  it("numbers events appended to one job from several connections at once without a collision", async () => {
    const [row] = await check.db
      .insert(jobs)
      .values({ userId, kind: "generation", title: "Concurrent events", provider: "composer", input: {} })
      .returning();
    const writes = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? appendJobEvent(check.db, row!.id, "progress", { stage: "step", message: `one ${i}` })
        : appendJobEvents(check.db, row!.id, [
            { event: "html", data: { n: i } },
            { event: "progress", data: { stage: "step", message: `two ${i}` } },
          ]),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
    const seqs = (
      await check.db
        .select({ seq: jobEvents.seq })
        .from(jobEvents)
        .where(eq(jobEvents.jobId, row!.id))
        .orderBy(asc(jobEvents.seq))
    ).map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
  }, 30_000);
});
