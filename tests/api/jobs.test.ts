/**
 * Generation and iteration as jobs over HTTP (PGlite in `npm test`, PostgreSQL in `npm run test:pg`):
 * Prefer: respond-async, GET /api/jobs(/:id), the event stream resumed with Last-Event-ID, html as appended
 * chunks, cancel (hold released, nothing charged), other users' jobs 404, 409 for a finished job.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import type { EngineOptions } from "../../src/generator/types.js";
import { jobs, templates, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { HtmlDeltaWriter, type HtmlEventData } from "../../src/server/jobs/html-deltas.js";
import type { PageEngine } from "../../src/server/templates/engine.js";
import { startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { webinarRequest } from "../helpers/generation-request.js";
import { modelCopyPlan, PLAN_HEADLINE, parseSse, previewFrom, SseReader } from "../helpers/job-events.js";
import { APP_URL, createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const request = webinarRequest;
const ASYNC = { prefer: "respond-async" };

/**
 * The real composer behind a model that "writes" first: progress, then the page so far in pieces, and it
 * waits at `gate` (until opened or aborted) before the last piece, so tests can act while the job runs.
 * Between the first pieces it waits for `firstBatchSeen` (opened by a test that has read the first html
 * event), never for a clock: under load the job's row can be written after the engine has written them all
 * (its progress is then replayed at once, as one batch), and a test waiting for a second batch would wait
 * forever.
 */
function slowEngine() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let firstBatchSeen!: () => void;
  const seen = new Promise<void>((resolve) => (firstBatchSeen = resolve));
  const started: string[] = [];
  const aborted: unknown[] = [];
  /** Waits until `until` resolves; an abort first ends the wait with its reason (counted once). */
  const waitOrAbort = (until: Promise<void>, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        aborted.push(signal.reason);
        return reject(signal.reason);
      }
      const onAbort = () => {
        aborted.push(signal?.reason);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      until.then(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      });
    });
  const engine: PageEngine = {
    generate: async (req, options: EngineOptions = {}) => {
      started.push(req.title);
      options.onProgress?.({ stage: "requesting", message: "Asking the model…" });
      options.onProgress?.({ stage: "streaming", message: "Writing…", partialHtml: "<!doctype html><html>" });
      options.onProgress?.({
        stage: "streaming",
        message: "Writing…",
        partialHtml: "<!doctype html><html><head>",
      });
      // Until the test has read a batch (or lets the whole page through at once).
      await waitOrAbort(Promise.race([seen, gate]), options.signal);
      options.onProgress?.({
        stage: "streaming",
        message: "Writing…",
        partialHtml: "<!doctype html><html><body>",
      });
      await waitOrAbort(gate, options.signal);
      return generatePage(req, { formAction: options.formAction });
    },
    iterate: iteratePage,
  };
  return { engine, open, firstBatchSeen, started, aborted };
}

let ctx: TestContext;
let slow: ReturnType<typeof slowEngine>;
beforeAll(async () => {
  slow = slowEngine();
  ctx = await createTestApp({}, { engine: slow.engine });
});
afterAll(async () => {
  await ctx?.close();
});

/** A live event stream of the job as the client's browser would open it. */
async function openEvents(client: TestClient, jobId: string, lastEventId?: string) {
  const response = await ctx.app.request(`${APP_URL}/api/jobs/${jobId}/events`, {
    headers: {
      origin: APP_URL,
      "x-forwarded-for": client.ip,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  return new SseReader(response);
}

/** `promise`, or a failure naming what did not come within 20 s (a test never hangs on a stream). */
async function within<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not come within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForStatus(client: TestClient, jobId: string, status: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const reply = await client.get(`/api/jobs/${jobId}`);
    expect(reply.status).toBe(200);
    if (reply.body.job.status === status || Date.now() > deadline) return reply.body.job;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("HTML as appended chunks", () => {
  it("sends only what is new, a reset when the text starts over, at most one batch per interval", async () => {
    const sent: HtmlEventData[] = [];
    const writer = new HtmlDeltaWriter((data) => sent.push(data), 10_000);
    writer.update("<html>");
    writer.update("<html><head>");
    expect(sent).toEqual([]);
    writer.flush();
    writer.update("<html><head><body>");
    writer.flush();
    writer.update("<!doctype html>");
    writer.flush();
    writer.flush();
    expect(sent).toEqual([
      { append: "<html><head>" },
      { append: "<body>" },
      { reset: true },
      { append: "<!doctype html>" },
    ]);
  });
});

describe("asynchronous generation", () => {
  it("answers 202 with the job, lists it as active, streams it resumably and charges once", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    const accepted = await client.post("/api/templates", request({ title: "Async Page" }), ASYNC);
    expect(accepted.status).toBe(202);
    const jobId = accepted.body.job.id as string;
    expect(accepted.body).toEqual({ job: { id: jobId, status: "running" } });
    expect(accepted.headers.get("location")).toBe(`/api/jobs/${jobId}`);
    // The tokens are held while it runs.
    expect((await client.get("/api/profile")).body).toMatchObject({ tokenBalance: 0, totalTokensUsed: 0 });

    const active = await client.get("/api/jobs?active=true");
    expect(active.status).toBe(200);
    expect(active.body.items).toHaveLength(1);
    expect(active.body.items[0]).toMatchObject({
      id: jobId,
      kind: "generation",
      status: "running",
      title: "Async Page",
      templateId: null,
    });

    // Follow until the second html batch, then drop the connection like a reload would. The engine writes
    // the rest of the page so far only once the first batch was read here: two batches, whatever the load.
    const first = await openEvents(client, jobId);
    const seen = [];
    while (seen.filter((e) => e.event === "html").length < 2) {
      const event = await within(first.next(), "the next event of the job's stream");
      expect(event, "the stream ended early").toBeDefined();
      seen.push(event!);
      if (event!.event === "html") slow.firstBatchSeen();
    }
    await first.cancel();
    expect(seen[0]).toMatchObject({ id: "1", event: "progress", data: { stage: "requesting" } });
    expect(seen.map((e) => Number(e.id))).toEqual(seen.map((_, i) => i + 1));
    expect(seen.filter((e) => e.event === "html").map((e) => e.data)).toEqual([
      { append: "<!doctype html><html><head>" },
      { reset: true },
    ]);

    slow.open();
    // Resume: only what came after the last id seen, then the end.
    const resumed = await within(
      (await openEvents(client, jobId, seen.at(-1)!.id)).rest(),
      "the rest of the job's stream",
    );
    expect(Number(resumed[0]!.id)).toBe(seen.length + 1);
    expect(resumed[0]).toMatchObject({ event: "html", data: { append: "<!doctype html><html><body>" } });
    expect(previewFrom([...seen, ...resumed])).toBe("<!doctype html><html><body>");
    const done = resumed.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({ tokensUsed: 500, tokenBalance: 0, template: { title: "Async Page" } });

    const job = (await client.get(`/api/jobs/${jobId}`)).body.job;
    expect(job).toMatchObject({ status: "succeeded", stage: "done", templateId: done.data.template.id });
    expect(job.result).toEqual(done.data);
    expect((await client.get("/api/jobs?active=true")).body.items).toEqual([]);
    expect((await client.get("/api/jobs")).body.items.map((j: { id: string }) => j.id)).toEqual([jobId]);

    // A finished job's stream replays everything and ends; after its last id, it ends at once.
    const replay = parseSse((await client.get(`/api/jobs/${jobId}/events`)).body);
    expect(replay.map((e) => e.id)).toEqual([...seen, ...resumed].map((e) => e.id));
    expect(
      parseSse((await client.get(`/api/jobs/${jobId}/events`, { "last-event-id": done.id! })).body),
    ).toEqual([]);

    const charges = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "generation")));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: -500, reference: done.data.template.id });
    expect((await client.get("/api/profile")).body).toMatchObject({ tokenBalance: 0, totalTokensUsed: 500 });
  });

  it("refuses what it cannot pay or parse before any job exists (402, 400)", async () => {
    const client = new TestClient(ctx.app);
    const { userId } = await client.signUp();
    const invalid = await client.post("/api/templates", request({ title: "" }), ASYNC);
    expect(invalid.status).toBe(400);
    const tooLong = request({ prompt: "x".repeat(150) });
    const refused = await client.post("/api/templates", tooLong, ASYNC);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe("insufficient_tokens");
    expect(await ctx.database.db.select().from(jobs).where(eq(jobs.userId, userId))).toEqual([]);
  });
});

describe("asynchronous iteration", () => {
  it("answers 202, ends with the new version over the stream, and a refused change costs nothing", async () => {
    const client = new TestClient(ctx.app);
    await client.signUp();
    await client.buyTokens(1000);
    const template = (await client.post("/api/templates", request({ title: "Iterated" }))).body.template;
    const balance = (await client.get("/api/profile")).body.tokenBalance as number;

    const accepted = await client.post(
      `/api/templates/${template.id}/iterations`,
      { change: "make it dark" },
      ASYNC,
    );
    expect(accepted.status).toBe(202);
    const events = parseSse((await client.get(`/api/jobs/${accepted.body.job.id}/events`)).body);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data).toMatchObject({
      tokensUsed: 200,
      tokenBalance: balance - 200,
      template: { version: 2 },
    });
    expect((await client.get(`/api/jobs/${accepted.body.job.id}`)).body.job).toMatchObject({
      kind: "iteration",
      status: "succeeded",
      title: "Iterated",
      templateId: template.id,
    });

    const refused = await client.post(
      `/api/templates/${template.id}/iterations`,
      { change: "add a unicorn" },
      ASYNC,
    );
    expect(refused.status).toBe(202);
    const failed = await waitForStatus(client, refused.body.job.id, "failed");
    expect(failed.error).toMatchObject({
      code: "change_not_applied",
      details: { supported: expect.any(Array) },
    });
    const error = parseSse((await client.get(`/api/jobs/${refused.body.job.id}/events`)).body).at(-1)!;
    expect(error).toMatchObject({ event: "error", data: { error: { code: "change_not_applied" } } });
    expect((await client.get("/api/profile")).body.tokenBalance).toBe(balance - 200);
  });
});

describe("cancel", () => {
  it("aborts a running job: hold released, nothing saved or charged, an error event `cancelled`", async () => {
    const gated = slowEngine();
    const own = await createTestApp({}, { engine: gated.engine });
    try {
      const client = new TestClient(own.app);
      const { userId } = await client.signUp();
      const accepted = await client.post("/api/templates", request({ title: "Never Mind" }), ASYNC);
      expect(accepted.status).toBe(202);
      const jobId = accepted.body.job.id;
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(0);

      const cancelled = await client.request("DELETE", `/api/jobs/${jobId}`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.job).toMatchObject({
        id: jobId,
        status: "cancelled",
        error: { code: "cancelled", message: "Cancelled. No tokens were charged." },
      });
      expect(gated.aborted).toEqual(["cancelled"]);
      // Idempotent.
      expect((await client.request("DELETE", `/api/jobs/${jobId}`)).status).toBe(200);

      expect((await client.get("/api/profile")).body).toMatchObject({
        tokenBalance: 500,
        totalTokensUsed: 0,
      });
      const holds = await own.database.db.select().from(tokenHolds).where(eq(tokenHolds.userId, userId));
      expect(holds.map((h) => h.status)).toEqual(["released"]);
      expect(await own.database.db.select().from(templates).where(eq(templates.userId, userId))).toEqual([]);
      const charges = await own.database.db
        .select()
        .from(tokenTransactions)
        .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "generation")));
      expect(charges).toEqual([]);
      const events = parseSse((await client.get(`/api/jobs/${jobId}/events`)).body);
      expect(events.at(-1)).toMatchObject({
        event: "error",
        data: { error: { code: "cancelled", message: "Cancelled. No tokens were charged." } },
      });
    } finally {
      gated.open();
      await own.close();
    }
  });

  it("cancels a queued job at once (an instance without workers: WORKERS=0)", async () => {
    const httpOnly = await createTestApp({ WORKERS: "0" });
    try {
      const client = new TestClient(httpOnly.app);
      const { userId } = await client.signUp();
      const accepted = await client.post("/api/templates", request(), ASYNC);
      expect(accepted.body.job.status).toBe("queued");
      expect((await client.get("/api/jobs?active=true")).body.items).toMatchObject([
        { id: accepted.body.job.id, status: "queued", stage: null },
      ]);
      const cancelled = await client.request("DELETE", `/api/jobs/${accepted.body.job.id}`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.job).toMatchObject({ status: "cancelled", error: { code: "cancelled" } });
      expect((await client.get("/api/profile")).body).toMatchObject({
        tokenBalance: 500,
        totalTokensUsed: 0,
      });
      const holds = await httpOnly.database.db.select().from(tokenHolds).where(eq(tokenHolds.userId, userId));
      expect(holds.map((h) => h.status)).toEqual(["released"]);
      const events = parseSse((await client.get(`/api/jobs/${accepted.body.job.id}/events`)).body);
      expect(events).toMatchObject([{ id: "1", event: "error", data: { error: { code: "cancelled" } } }]);
    } finally {
      await httpOnly.close();
    }
  });

  it("a cancel that reaches the job before its save (from another instance) wins: nothing saved or charged", async () => {
    const gated = slowEngine();
    const own = await createTestApp({}, { engine: gated.engine });
    try {
      const client = new TestClient(own.app);
      const { userId } = await client.signUp();
      const accepted = await client.post("/api/templates", request({ title: "Crossed" }), ASYNC);
      const jobId = accepted.body.job.id;
      await waitForStatus(client, jobId, "running");
      // What DELETE on another instance writes; this process's worker has not heard of it yet.
      await own.database.db.update(jobs).set({ cancelRequestedAt: new Date() }).where(eq(jobs.id, jobId));
      gated.open();
      const ended = await waitForStatus(client, jobId, "cancelled");
      expect(ended).toMatchObject({ status: "cancelled", error: { code: "cancelled" } });
      expect((await client.get("/api/profile")).body).toMatchObject({
        tokenBalance: 500,
        totalTokensUsed: 0,
      });
      const holds = await own.database.db.select().from(tokenHolds).where(eq(tokenHolds.userId, userId));
      expect(holds.map((h) => h.status)).toEqual(["released"]);
      expect(await own.database.db.select().from(templates).where(eq(templates.userId, userId))).toEqual([]);
    } finally {
      gated.open();
      await own.close();
    }
  });

  it("a cancel after the page was saved answers 409 saying it was made, and Undo deletes it and gives the tokens back", async () => {
    const fast = await createTestApp();
    try {
      const client = new TestClient(fast.app);
      const { userId } = await client.signUp();
      expect((await client.buyTokens(1000)).status).toBe(201);
      const before = (await client.get("/api/profile")).body.tokenBalance as number;
      const made = async (title: string) => {
        const job = (await client.post("/api/templates", request({ title }), ASYNC)).body.job;
        const done = await waitForStatus(client, job.id, "succeeded");
        expect(done.status).toBe("succeeded");
        return done as { id: string; templateId: string };
      };

      const job = await made("Too Late");
      const refused = await client.request("DELETE", `/api/jobs/${job.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: "job_finished",
        message:
          "Your page was already made when the cancel arrived, and 500 tokens were charged for it. Undo deletes the page and gives the tokens back.",
        status: "succeeded",
        templateId: job.templateId,
        tokensUsed: 500,
        undo: `/api/jobs/${job.id}/undo`,
      });
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(before - 500);

      const undone = await client.post(`/api/jobs/${job.id}/undo`, {});
      expect(undone.status).toBe(200);
      expect(undone.body).toEqual({ tokensReturned: 500, tokenBalance: before });
      expect((await client.get(`/api/templates/${job.templateId}`)).status).toBe(404);
      const rows = await fast.database.db
        .select({ type: tokenTransactions.type, amount: tokenTransactions.amount })
        .from(tokenTransactions)
        .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.reference, job.templateId)));
      expect(rows.map((r) => [r.type, Math.abs(r.amount)]).sort()).toEqual([
        ["generation", 500],
        ["refund", 500],
      ]);
      const again = await client.post(`/api/jobs/${job.id}/undo`, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe("undo_unavailable");

      // A page downloaded after the cancel is kept: no Undo any more.
      const kept = await made("Downloaded");
      expect((await client.request("DELETE", `/api/jobs/${kept.id}`)).status).toBe(409);
      expect((await client.get(`/api/templates/${kept.templateId}/download`)).status).toBe(200);
      const refusedUndo = await client.post(`/api/jobs/${kept.id}/undo`, {});
      expect(refusedUndo.status).toBe(409);
      expect(refusedUndo.body.error).toMatchObject({
        code: "undo_unavailable",
        message:
          "This page can no longer be undone: it was changed, downloaded or deleted, or too much time has passed.",
      });
      expect((await client.get("/api/profile")).body.tokenBalance).toBe(before - 500);

      // A change made before its cancel arrived: its tokens are still on hold, and its Undo is the page's.
      const changed = (
        await client.post(`/api/templates/${kept.templateId}/iterations`, { change: "make it dark" }, ASYNC)
      ).body.job;
      expect((await waitForStatus(client, changed.id, "succeeded")).status).toBe("succeeded");
      const late = await client.request("DELETE", `/api/jobs/${changed.id}`);
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({
        code: "job_finished",
        message:
          "The change was already made when the cancel arrived. Undo puts the page back as it was and gives the 200 tokens back.",
        undo: `/api/templates/${kept.templateId}/undo`,
      });
      const putBack = await client.post(late.body.error.undo, {});
      expect(putBack.status).toBe(200);
      expect(putBack.body).toMatchObject({ tokensReleased: 200, tokenBalance: before - 500 });
    } finally {
      await fast.close();
    }
  });

  it("answers 409 job_finished for a job that failed", async () => {
    const failing = await createTestApp(
      {},
      {
        engine: {
          generate: async () => {
            throw new Error("model down");
          },
          iterate: iteratePage,
        },
      },
    );
    try {
      const client = new TestClient(failing.app);
      await client.signUp();
      const job = (await client.post("/api/templates", request(), ASYNC)).body.job;
      await waitForStatus(client, job.id, "failed");
      const refused = await client.request("DELETE", `/api/jobs/${job.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: "job_finished",
        message: "This job has already finished.",
        status: "failed",
      });
    } finally {
      await failing.close();
    }
  });
});

describe("other users' jobs", () => {
  it("are 404 on GET, events and DELETE, and never listed", async () => {
    const owner = new TestClient(ctx.app);
    await owner.signUp();
    const accepted = await owner.post("/api/templates", request({ title: "Mine" }), ASYNC);
    const jobId = accepted.body.job.id;
    const other = new TestClient(ctx.app);
    await other.signUp();
    for (const reply of [
      await other.get(`/api/jobs/${jobId}`),
      await other.get(`/api/jobs/${jobId}/events`),
      await other.request("DELETE", `/api/jobs/${jobId}`),
      await other.get("/api/jobs/not-a-uuid"),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error).toEqual({ code: "not_found", message: "Job not found" });
    }
    expect((await other.get("/api/jobs")).body.items).toEqual([]);
    expect((await new TestClient(ctx.app).get(`/api/jobs/${jobId}`)).status).toBe(401);
    await owner.request("DELETE", `/api/jobs/${jobId}`);
  });
});

describe("streaming a model's page", () => {
  it("previews the composer's page with the model's words as they arrive, then saves it", async () => {
    const llm = await startFakeLlmServer({
      fallback: () => ({ text: modelCopyPlan(), chunkSize: 40, chunkDelayMs: 40 }),
    });
    const withLlm = await createTestApp({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
    });
    try {
      const client = new TestClient(withLlm.app);
      await client.signUp();
      const newsletter = request({
        prompt: "A weekly coffee newsletter for home baristas with brewing tips and bean reviews",
        title: "The Weekly Brew",
        landingPageType: "newsletter",
        industry: "food",
      });
      const accepted = await client.post("/api/templates", newsletter, ASYNC);
      expect(accepted.status).toBe(202);
      const response = await withLlm.app.request(`${APP_URL}/api/jobs/${accepted.body.job.id}/events`, {
        headers: {
          origin: APP_URL,
          "x-forwarded-for": client.ip,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      });
      const reader = new SseReader(response);
      const events = await reader.rest();
      expect(events.at(-1), JSON.stringify(events.at(-1))).toMatchObject({ event: "done" });
      const preview = previewFrom(events);
      expect(preview).toMatch(/^<!doctype html>/);
      const saved = events.at(-1)!.data.template.htmlContent as string;
      expect(saved).toContain(PLAN_HEADLINE);
      expect(saved).toContain('id="page-model"');
      expect(events.at(-1)!.data.template.model).toBe("fake-model");
    } finally {
      await withLlm.close();
      await llm.close();
    }
  });
});
