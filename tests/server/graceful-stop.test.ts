/**
 * SIGTERM of the one-process deployment (`npm start`: HTTP and job slots together, PGlite) while a page is
 * being generated for a waiting request and another is followed on an event stream, both slower than the
 * grace: the waiting request gets an answer (not a cut connection), the stream a reconnect hint, the process
 * exits 0 within the grace, and neither job charges anything (their holds released, the balance whole).
 * The split deployment's case (an HTTP instance whose jobs run on a worker) is in tests/api/jobs-processes.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client.js";
import { jobs, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { newsletterRequest } from "../helpers/generation-request.js";
import { modelCopyPlan, SseReader } from "../helpers/job-events.js";
import { type RunningServer, sessionCookieOf, startServer } from "../helpers/server-process.js";

/** About 15 s per page: far beyond the grace, so both jobs are still running when it ends. */
const SLOW_PLAN = { text: modelCopyPlan(), chunkSize: 4, chunkDelayMs: 100 };
const GRACE_SECONDS = 2;
const generation = (title: string) => newsletterRequest({ title });

let llm: FakeLlmServer;
let server: RunningServer;
let cookie = "";

beforeAll(async () => {
  llm = await startFakeLlmServer({ fallback: () => SLOW_PLAN });
  server = await startServer(
    {
      AUTH_SECRET: "graceful-stop-secret-0123456789-abcdefghij",
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOG_LEVEL: "info",
    },
    240_000,
  );
  const account = { email: `stop-${Date.now()}@example.com`, password: "violet-harbour-93" };
  expect((await call("/api/auth/sign-up/email", { name: "Stopping", ...account })).status).toBe(200);
  const signIn = await call("/api/auth/sign-in/email", account);
  cookie = sessionCookieOf(signIn);
  const bought = await call(
    "/api/purchases",
    { package: "custom", baseTokens: 1000 },
    {
      "idempotency-key": crypto.randomUUID(),
    },
  );
  expect(bought.status).toBe(201);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await llm?.close();
});

function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl, cookie, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("SIGTERM of the one-process server mid-generation and mid-stream", () => {
  it("answers the waiting request, hands the stream over, exits within the grace, charges nothing", async () => {
    const accepted = await call("/api/templates", generation("Followed"), { prefer: "respond-async" });
    expect(accepted.status).toBe(202);
    const followed = ((await accepted.json()) as { job: { id: string } }).job.id;
    const stream = new SseReader(await call(`/api/jobs/${followed}/events`));
    await stream.until((e) => e.event === "html");
    const waiting = call("/api/templates", generation("Waited For"));
    await new Promise((r) => setTimeout(r, 1000)); // its job under way

    const stoppedAt = Date.now();
    process.kill(server.pid, "SIGTERM");
    const handedOver = await stream.until((e) => ["reconnect", "done", "error"].includes(e.event));
    expect(handedOver.at(-1)).toMatchObject({
      event: "reconnect",
      data: { message: "This server is restarting. Reconnect to continue where you left off." },
    });
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      error: {
        code: "shutdown",
        message: "The server restarted while your page was being generated. No tokens were charged.",
      },
    });

    // Exited by itself soon after the grace (the drain's stream flush and closing PGlite take a few seconds
    // more on a loaded machine); the PGlite directory is still there to read.
    while (Date.now() - stoppedAt < 30_000 && alive(server.pid)) await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - stoppedAt).toBeLessThan((GRACE_SECONDS + 15) * 1000);
    expect(server.output()).toContain("SIGTERM received, shutting down");
    const check = await openDatabase({ dataDir: `${server.dataDir}/pglite` });
    try {
      const ended = await check.db.select().from(jobs);
      expect(ended.map((j) => [j.title, j.status])).toEqual(
        expect.arrayContaining([
          ["Followed", "failed"],
          ["Waited For", "failed"],
        ]),
      );
      const holds = await check.db.select().from(tokenHolds);
      for (const job of ended) expect(holds.find((h) => h.id === job.holdId)?.status).toBe("released");
      const charges = await check.db
        .select()
        .from(tokenTransactions)
        .where(eq(tokenTransactions.type, "generation"));
      expect(charges).toEqual([]);
    } finally {
      await check.close();
    }
    expect(await server.stop()).toBe(0);
  }, 90_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
