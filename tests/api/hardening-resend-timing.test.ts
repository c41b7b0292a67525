/**
 * A resend of the confirmation mail takes as long for an account that is still unconfirmed as for an
 * address without an account: its answer time must not tell which addresses have signed up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestContext, uniqueEmail } from "../helpers/test-app.js";

/** Extra time for every database query: a slow database is where the two outcomes' work differs most. */
const QUERY_DELAY_MS = 60;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Every later query of the app waits QUERY_DELAY_MS first. */
function slowDownTheDatabase() {
  const client = ctx.database.pglite ?? ctx.database.pool;
  if (!client) throw new Error("no database client to slow down");
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(client, {
    query: async (...args: unknown[]) => {
      await new Promise((resolve) => setTimeout(resolve, QUERY_DELAY_MS));
      return query(...args);
    },
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One resend from its own client address (the per-address limit stays out of the way); answers its duration. */
async function timedResend(email: string): Promise<number> {
  const started = performance.now();
  const reply = await new TestClient(ctx.app).post("/api/auth/send-verification-email", { email });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ status: true });
  return performance.now() - started;
}

describe("resending the confirmation mail", () => {
  it("answers an unconfirmed account and an unknown address in the same time", async () => {
    const { email: unconfirmed } = await new TestClient(ctx.app).signUp();
    slowDownTheDatabase();
    const accountTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Pairs side by side (each resend takes at least 500 ms), the order alternating; bounded by count.
    for (let i = 0; i < 6; i++) {
      const account = timedResend(unconfirmed);
      const unknown = timedResend(uniqueEmail("nobody"));
      const [first, second] = await Promise.all(i % 2 === 0 ? [account, unknown] : [unknown, account]);
      accountTimes.push(i % 2 === 0 ? first : second);
      unknownTimes.push(i % 2 === 0 ? second : first);
    }
    // The warm-up answers teach the even timing both outcomes; judge the rest.
    const difference = Math.abs(median(accountTimes.slice(2)) - median(unknownTimes.slice(2)));
    expect(difference).toBeLessThan(30);
  }, 20_000);
});
