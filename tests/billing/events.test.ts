/**
 * Per-user events: a purchase by A reaches A's stream and not B's. In-process on PGlite; on PostgreSQL also
 * across two buses on two pools (two "processes" sharing one database through LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent, EventBus } from "../../src/server/app-types.js";
import { reserveTokens } from "../../src/server/billing/holds.js";
import { createDemoPaymentProvider } from "../../src/server/billing/payments.js";
import { purchaseTokens } from "../../src/server/billing/purchases.js";
import { ManualClock } from "../../src/server/clock.js";
import { openDatabase } from "../../src/server/db/client.js";
import {
  createEventBus,
  createInProcessEventBus,
  createPostgresEventBus,
} from "../../src/server/events/bus.js";
import { onPostgres, openTestDatabase, type TestDatabase } from "../helpers/test-db.js";
import { createUser, type TestUser } from "./factories.js";
import { createTestApp, testDeps } from "./test-app.js";
import { describeTwoServerProcesses } from "./two-processes.js";

let handle: TestDatabase;
const clock = new ManualClock(new Date("2026-06-01T08:00:00Z"));

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

interface SseEvent {
  event: string;
  data: unknown;
}

/** Opens GET /api/events as `user` and collects its events until `close()` is called. */
async function openStream(app: ReturnType<typeof createTestApp>, user: TestUser) {
  const controller = new AbortController();
  const response = await app.request("/api/events", {
    headers: { "x-test-user": user.id },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const events: SseEvent[] = [];
  let comments = 0;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(":")) comments++;
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted.
    }
  })();
  return {
    events,
    comments: () => comments,
    async close() {
      controller.abort();
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("GET /api/events", () => {
  it("sends A's purchase to A's stream only, plus heartbeats; 401 signed out", async () => {
    const events = await createEventBus(handle);
    const a = await createUser(handle.db, { now: clock.now() });
    const b = await createUser(handle.db, { now: clock.now() });
    const app = createTestApp(testDeps(handle, clock, events), [a, b], { heartbeatMs: 100 });
    expect((await app.request("/api/events")).status).toBe(401);
    const streamA = await openStream(app, a);
    const streamB = await openStream(app, b);
    await waitFor(() => streamA.events.length === 1 && streamB.events.length === 1);
    expect(streamA.events[0]).toEqual({
      event: "profile",
      data: { tokenBalance: 500, totalTokensPurchased: 0, totalTokensUsed: 0 },
    });

    const response = await app.request("/api/purchases", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": "ev-1", "x-test-user": a.id },
      body: JSON.stringify({ package: "starter" }),
    });
    expect(response.status).toBe(201);
    await waitFor(() => streamA.events.length === 2);
    expect(streamA.events[1]).toEqual({
      event: "profile",
      data: { tokenBalance: 3500, totalTokensPurchased: 3000, totalTokensUsed: 0 },
    });
    await waitFor(() => streamB.comments() >= 2);
    expect(streamB.events).toHaveLength(1);
    await streamA.close();
    await streamB.close();
    await events.close();
  });

  it("unsubscribes when the client goes away", async () => {
    const inner = createInProcessEventBus();
    let listeners = 0;
    const counting: EventBus = {
      publish: inner.publish,
      subscribe(userId, listener) {
        listeners++;
        const off = inner.subscribe(userId, listener);
        return () => {
          listeners--;
          off();
        };
      },
      close: inner.close,
    };
    const a = await createUser(handle.db, { now: clock.now() });
    const app = createTestApp(testDeps(handle, clock, counting), [a], { heartbeatMs: 50 });
    const stream = await openStream(app, a);
    await waitFor(() => stream.events.length === 1);
    expect(listeners).toBe(1);
    await stream.close();
    await waitFor(() => listeners === 0);
  });
});

// Registered only when the run has a PostgreSQL database (DATABASE_URL); PGlite has no second process.
if (onPostgres)
  describe("PostgreSQL LISTEN/NOTIFY", () => {
    it("delivers across two buses on two pools, to the right user only", async () => {
      const second = await openDatabase({ databaseUrl: handle.url!, poolSize: 4 });
      const busOne = await createPostgresEventBus(handle.pool!);
      const busTwo = await createPostgresEventBus(second.pool!);
      try {
        const a = await createUser(handle.db, { now: clock.now() });
        const b = await createUser(handle.db, { now: clock.now() });
        const seenA: AppEvent[] = [];
        const seenB: AppEvent[] = [];
        busTwo.subscribe(a.id, (e) => seenA.push(e));
        busTwo.subscribe(b.id, (e) => seenB.push(e));
        // "Process one" sells tokens to A; "process two" holds A's and B's streams.
        await purchaseTokens(
          {
            db: handle.db,
            payments: createDemoPaymentProvider(),
            events: busOne,
            site: { appUrl: "http://x", brandName: "LandingForge" },
          },
          { user: a, idempotencyKey: "pg-ev", body: { package: "business" } },
          clock.now(),
        );
        await waitFor(() => seenA.length === 1);
        expect(seenA[0]).toEqual({
          type: "profile",
          data: { tokenBalance: 7500, totalTokensPurchased: 7000, totalTokensUsed: 0 },
        });
        // And the other way round, through the second pool's database handle.
        await reserveTokens(
          second.db,
          { userId: b.id, amount: 100, purpose: "generation", description: "x" },
          clock.now(),
          busTwo,
        );
        await waitFor(() => seenB.length === 1);
        expect(seenB[0]!.data).toMatchObject({ tokenBalance: 400 });
        await new Promise((r) => setTimeout(r, 200));
        expect(seenA).toHaveLength(1);
      } finally {
        await busOne.close();
        await busTwo.close();
        await second.close();
      }
    });
  });

if (onPostgres) describeTwoServerProcesses();
