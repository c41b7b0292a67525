/**
 * The rate limiter with limits off (RATE_LIMIT_ENABLED=false) never touches the database: no counter
 * rows from sign-up, sign-in, contact or generation, and no statement at all from hit/peek/reset. With
 * limits on, the same calls count in rate_limit_counters and refuse past the maximum.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/server/clock.js";
import type { Database } from "../../src/server/db/client.js";
import { rateLimitCounters } from "../../src/server/db/schema.js";
import { createDatabaseRateLimiter, RATE_LIMITS } from "../../src/server/http/rate-limiter.js";
import { webinarRequest } from "../helpers/generation-request.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ENABLED: "false", CONTACT_EMAIL: "support@landingforge.test" });
});
afterAll(async () => {
  await ctx.close();
});

async function counterRows(): Promise<number> {
  const [row] = await ctx.database.db.select({ rows: count() }).from(rateLimitCounters);
  return row.rows;
}

/** The database wrapped so that every use of it (building any statement) is counted. */
function countingDatabase(db: Database): { db: Database; uses: () => number } {
  let uses = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      uses += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, uses: () => uses };
}

describe("rate limits off", () => {
  it("the app writes no counter for sign-up, failed sign-ins, contact messages and generations", async () => {
    const client = new TestClient(ctx.app);
    const { email, reply } = await client.signUp();
    expect(reply.status).toBe(200);
    const stranger = new TestClient(ctx.app, client.ip);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await stranger.post("/api/auth/sign-in/email", { email, password: "wrong-password-1" });
      expect(failed.status).toBe(401);
    }
    const contact = await client.post("/api/contact", {
      name: "Kate Bell",
      email: "kate@example.com",
      message: "Do you offer agency plans?",
    });
    expect(contact.status).toBe(201);
    const generation = await client.post("/api/templates", webinarRequest());
    expect([201, 202]).toContain(generation.status);
    expect(await counterRows()).toBe(0);
  });

  it("hit, peek and reset send no statement and never limit", async () => {
    const counted = countingDatabase(ctx.database.db);
    const limiter = createDatabaseRateLimiter(counted.db, new ManualClock(), false);
    const rule = RATE_LIMITS.signUpIp;
    for (let i = 0; i <= rule.max + 2; i += 1) {
      expect(await limiter.hit(rule, "203.0.113.9")).toMatchObject({ limited: false });
    }
    expect(await limiter.peek(rule, "203.0.113.9")).toMatchObject({ limited: false });
    await limiter.reset(rule, "203.0.113.9");
    expect(counted.uses()).toBe(0);
    expect(await counterRows()).toBe(0);
  });
});

describe("rate limits on", () => {
  it("counts each hit in the database and refuses past the maximum", async () => {
    const counted = countingDatabase(ctx.database.db);
    const clock = new ManualClock();
    const limiter = createDatabaseRateLimiter(counted.db, clock, true);
    const rule = RATE_LIMITS.signUpIp;
    for (let i = 0; i < rule.max; i += 1) {
      expect(await limiter.hit(rule, "203.0.113.10")).toMatchObject({ limited: false, count: i + 1 });
    }
    expect(await limiter.peek(rule, "203.0.113.10")).toMatchObject({ limited: true });
    expect(await limiter.hit(rule, "203.0.113.10")).toMatchObject({ limited: true, count: rule.max + 1 });
    expect(counted.uses()).toBeGreaterThan(0);
    expect(await counterRows()).toBe(1);
    clock.advance(rule.windowMs);
    expect(await limiter.hit(rule, "203.0.113.10")).toMatchObject({ limited: false, count: 1 });
  });
});
