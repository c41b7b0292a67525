/**
 * The hot read path: GET /api/profile checks the session cookie with node:crypto and reads the session and
 * the profile in ONE prepared statement, and still refuses every session Better Auth would refuse.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { sessions, tokenLots, tokenTransactions, users } from "../../src/server/db/schema.js";
import { giveTokens } from "../billing/factories.js";
import { createTestApp, TestClient, type TestContext } from "../helpers/test-app.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = "lpb.session_token";
/** The protocol's Bind message type ('B'). */
const BIND = 0x42;
const UNAUTHORIZED = { error: { code: "unauthorized", message: "Please sign in" } };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Counts the statements the app runs: on PostgreSQL every pool.query; on PGlite every query()/exec() and
 * every run of a prepared statement (an execProtocol exchange that starts with a Bind message).
 */
function countStatements(database: DatabaseHandle): { count(): number } {
  let statements = 0;
  const count = (target: object, method: string, counts: (args: unknown[]) => boolean = () => true) => {
    const host = target as Record<string, (...args: unknown[]) => unknown>;
    const original = host[method].bind(target);
    vi.spyOn(host, method).mockImplementation((...args: unknown[]) => {
      if (counts(args)) statements += 1;
      return original(...args);
    });
  };
  if (database.kind === "postgres") {
    count(database.pool!, "query");
  } else {
    count(database.pglite!, "query");
    count(database.pglite!, "exec");
    count(database.pglite!, "execProtocol", ([message]) => (message as Uint8Array)[0] === BIND);
  }
  return { count: () => statements };
}

async function signedInClient() {
  const client = new TestClient(ctx.app);
  const { reply, userId } = await client.signUp();
  expect(reply.status).toBe(200);
  expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();
  return { client, userId };
}

/** A second browser tab: the same cookies, its own jar. */
function otherTab(client: TestClient): TestClient {
  const tab = new TestClient(ctx.app, client.ip);
  tab.cookies = new Map(client.cookies);
  return tab;
}

async function sessionRow(userId: string) {
  const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

describe("GET /api/profile on the fast path", () => {
  it("sends one statement (session, user, profile with its lot figures) and skips Better Auth", async () => {
    const { client, userId } = await signedInClient();
    expect((await client.get("/api/profile")).status).toBe(200); // statements prepared
    const getSession = vi.spyOn(ctx.services.deps.auth.api, "getSession");
    const counter = countStatements(ctx.database);
    const reply = await client.get("/api/profile");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: userId, tokenBalance: 500 });
    expect(counter.count()).toBe(1);
    expect(getSession).not.toHaveBeenCalled();
    // A fresh session is not extended, so no cookie is re-sent.
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it("answers the ledger's figures: unsettled expiry off the balance, expiring lots in spend order", async () => {
    const { client, userId } = await signedInClient();
    const now = ctx.clock.now();
    const db = ctx.database.db;
    const long = new Date(now.getTime() - 100 * DAY_MS);
    await giveTokens(db, userId, 2000, now, new Date(now.getTime() + 20 * DAY_MS));
    await giveTokens(db, userId, 1000, now, new Date(now.getTime() + 10 * DAY_MS));
    await giveTokens(db, userId, 3000, now, new Date(now.getTime() + 60 * DAY_MS));
    // Past its expiry, not settled yet: still in the cached balance, not spendable.
    await giveTokens(db, userId, 400, long, new Date(now.getTime() - DAY_MS));
    // Expired and settled by the expiry job: the lot is empty and an expiry transaction took 300.
    const [settled] = await db
      .insert(tokenLots)
      .values({
        userId,
        source: "purchase",
        amount: 300,
        remaining: 0,
        expiresAt: new Date(now.getTime() - 2 * DAY_MS),
        expiredAt: new Date(now.getTime() - 2 * DAY_MS),
      })
      .returning();
    await db.insert(tokenTransactions).values({
      userId,
      type: "expiry",
      description: "300 tokens expired",
      amount: -300,
      balanceAfter: 0,
      idempotencyKey: `expiry:${settled.id}`,
    });

    const reply = await client.get("/api/profile");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      tokenBalance: 500 + 2000 + 1000 + 3000,
      totalTokensPurchased: 6400,
      totalTokensUsed: 0,
      expiring: [
        { tokens: 1000, expiresAt: new Date(now.getTime() + 10 * DAY_MS).toISOString() },
        { tokens: 2000, expiresAt: new Date(now.getTime() + 20 * DAY_MS).toISOString() },
      ],
      freeTokens: 500,
      expiredTokens: 700,
    });
    expect(Object.keys(reply.body)).toEqual([
      "id",
      "email",
      "emailVerified",
      "createdAt",
      "fullName",
      "tokenBalance",
      "totalTokensPurchased",
      "totalTokensUsed",
      "expiring",
      "freeTokens",
      "expiredTokens",
      "verificationRetryAfterSeconds",
      "pendingEmail",
    ]);
  });
});

describe("sessions the fast path refuses", () => {
  it("refuses a request without a session cookie", async () => {
    const reply = await new TestClient(ctx.app).get("/api/profile");
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(UNAUTHORIZED);
  });

  it("refuses a session signed out in another tab", async () => {
    const { client } = await signedInClient();
    const tab = otherTab(client);
    expect((await tab.get("/api/profile")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).status).toBe(200);
    const reply = await tab.get("/api/profile");
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(UNAUTHORIZED);
  });

  it("refuses the session of a deleted user", async () => {
    const { client, userId } = await signedInClient();
    const tab = otherTab(client);
    await ctx.database.db.delete(users).where(eq(users.id, userId));
    expect((await tab.get("/api/profile")).status).toBe(401);
  });

  it("refuses an expired session and lets Better Auth delete it and clear the cookie", async () => {
    const { client, userId } = await signedInClient();
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, userId));
    const reply = await client.get("/api/profile");
    expect(reply.status).toBe(401);
    expect(await sessionRow(userId)).toBeUndefined();
    expect(reply.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  });

  it("refuses a tampered cookie: another token, a forged signature, a malformed value", async () => {
    const { client } = await signedInClient();
    const signed = decodeURIComponent(client.cookies.get(SESSION_COOKIE)!);
    const dot = signed.lastIndexOf(".");
    const token = signed.slice(0, dot);
    const signature = signed.slice(dot + 1);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    const variants = [
      `${flip(token, 0)}.${signature}`,
      `${token}.${flip(signature, 3)}`,
      `${randomUUID()}.${signature}`,
      token,
      `${token}.`,
      "%E0%A4%A",
    ];
    for (const value of variants) {
      const forged = new TestClient(ctx.app);
      forged.cookies.set(SESSION_COOKIE, value.startsWith("%") ? value : encodeURIComponent(value));
      const reply = await forged.get("/api/profile");
      expect(reply.status, value).toBe(401);
      expect(reply.body).toEqual(UNAUTHORIZED);
    }
    // The untouched cookie still works.
    expect((await client.get("/api/profile")).status).toBe(200);
  });
});

describe("session refresh", () => {
  it("hands a session due for its daily update to Better Auth, which extends it and re-sends the cookie", async () => {
    const { client, userId } = await signedInClient();
    // Last extended 25 hours ago: 30 days minus 25 hours left.
    const stale = new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000);
    await ctx.database.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.userId, userId));
    const getSession = vi.spyOn(ctx.services.deps.auth.api, "getSession");
    const reply = await client.get("/api/profile");
    expect(reply.status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    const extended = (await sessionRow(userId)).expiresAt.getTime();
    expect(extended).toBeGreaterThan(Date.now() + 30 * DAY_MS - 60_000);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/Max-Age=2592000/);
    // The next request is back on the fast path.
    getSession.mockClear();
    expect((await client.get("/api/profile")).status).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
  });

  it("keeps a don't-remember-me session (one day, never extended) on the fast path", async () => {
    const { email, password } = await new TestClient(ctx.app).signUp();
    const client = new TestClient(ctx.app);
    const signIn = await client.post("/api/auth/sign-in/email", { email, password, rememberMe: false });
    expect(signIn.status).toBe(200);
    const getSession = vi.spyOn(ctx.services.deps.auth.api, "getSession");
    const reply = await client.get("/api/profile");
    expect(reply.status).toBe(200);
    expect(getSession).not.toHaveBeenCalled();
    // Without its signed companion cookie the same session is Better Auth's to judge (and to extend).
    client.cookies.delete("lpb.dont_remember");
    expect((await client.get("/api/profile")).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});
