/**
 * Events across two real server processes on one PostgreSQL database: a purchase made through server one
 * reaches the user's event stream held by server two (LISTEN/NOTIFY), and nobody else's.
 * events.test.ts registers it when the run has PostgreSQL (DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../helpers/server-process.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

async function signUp(server: RunningServer, name: string): Promise<string> {
  const email = `${name}-${Date.now()}@example.test`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify(body),
    });
  const password = "a-long-enough-password-42";
  expect((await post("sign-up/email", { name, email, password })).status).toBe(200);
  // Sign-up gives no session (no account enumeration): sign in, as the web app does.
  const response = await post("sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Reads SSE `event:`/`data:` blocks from a streaming fetch into `events`. */
function collect(response: Response, events: { event: string; data: Record<string, unknown> }[]) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
}

async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function describeTwoServerProcesses() {
  describe("events across two server processes", () => {
    let database: TestDatabase;
    let one: RunningServer;
    let two: RunningServer;
    beforeAll(async () => {
      database = await openTestDatabase({ poolSize: 2 });
      const env = { DATABASE_URL: database.url!, AUTH_SECRET: "two-process-test-secret-0123456789abcdef" };
      [one, two] = await Promise.all([startServer(env), startServer(env)]);
    }, 240_000);
    afterAll(async () => {
      await Promise.all([one?.stop(), two?.stop()]);
      await database?.close();
    });

    it("a purchase through server one reaches the buyer's stream on server two only", async () => {
      const buyer = await signUp(one, "buyer");
      const bystander = await signUp(one, "bystander");
      const controller = new AbortController();
      const buyerEvents: { event: string; data: Record<string, unknown> }[] = [];
      const bystanderEvents: typeof buyerEvents = [];
      const streams = await Promise.all(
        [buyer, bystander].map((cookie) =>
          fetch(`${two.baseUrl}/api/events`, { headers: { cookie }, signal: controller.signal }),
        ),
      );
      for (const stream of streams) expect(stream.status).toBe(200);
      collect(streams[0]!, buyerEvents);
      collect(streams[1]!, bystanderEvents);
      await waitFor(() => buyerEvents.length === 1 && bystanderEvents.length === 1);
      expect(buyerEvents[0]).toEqual({
        event: "profile",
        data: { tokenBalance: 500, totalTokensPurchased: 0, totalTokensUsed: 0 },
      });

      const purchase = await fetch(`${one.baseUrl}/api/purchases`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": "two-proc",
          cookie: buyer,
          origin: one.baseUrl,
        },
        body: JSON.stringify({ package: "business" }),
      });
      expect(purchase.status).toBe(201);
      await waitFor(() => buyerEvents.length === 2);
      expect(buyerEvents[1]).toEqual({
        event: "profile",
        data: { tokenBalance: 7500, totalTokensPurchased: 7000, totalTokensUsed: 0 },
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(bystanderEvents).toHaveLength(1);
      controller.abort();
    }, 60_000);
  });
}
