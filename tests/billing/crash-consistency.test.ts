/**
 * Crash consistency on PostgreSQL: the real server (src/server/main.ts) with a slow fake LLM takes a few
 * hundred concurrent generations and iterations and is killed with SIGKILL mid-way. After a restart (and
 * its stale-hold pass), every saved template and version has exactly its charge (or, for the newest change
 * of a page, its tokens on hold until the owner keeps or undoes it), no charge lacks its result, every
 * user's ledger audit is clean and no hold of unfinished work is still pending.
 */
import { and, eq, inArray, isNotNull, isNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditBalance } from "../../src/server/billing/audit.js";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";
import { templates, templateVersions, tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { type FakeLlmServer, startFakeLlmServer } from "../helpers/fake-llm-server.js";
import { newsletterRequest } from "../helpers/generation-request.js";
import { modelCopyPlan } from "../helpers/job-events.js";
import { type RunningServer, startServer } from "../helpers/server-process.js";
import { onPostgres, openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

/** What the fake model answers a generation: a copy plan (the words of the composer's page). */
const PLAN = modelCopyPlan();
const USERS = 12;
const REQUESTS_PER_USER = 20;
const HOLD_TIMEOUT_MINUTES = 1;

const generation = (n: number) =>
  newsletterRequest({
    prompt: `A weekly coffee newsletter for home baristas, issue ${n}, with brewing tips and bean reviews`,
    title: `Coffee Friday ${n}`,
  });

interface Account {
  cookie: string;
  templateId: string;
}

describe.runIf(onPostgres)("a crash mid-way on PostgreSQL", () => {
  let database: TestDatabase;
  let check: DatabaseHandle;
  let llm: FakeLlmServer;
  let server: RunningServer | undefined;
  let slow = false;

  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 2 });
    check = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    // Fast answers while setting up, then slow ones (up to ~4 s, streamed) so the crash finds work in flight.
    llm = await startFakeLlmServer({
      fallback: () =>
        slow
          ? { text: PLAN, delayMs: Math.floor(Math.random() * 2500), chunkSize: 40, chunkDelayMs: 150 }
          : { text: PLAN },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await llm?.close();
    await check?.close();
    await database?.close();
  });

  const env = () => ({
    DATABASE_URL: database.url!,
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: "fake-model",
    HOLD_TIMEOUT_MINUTES: String(HOLD_TIMEOUT_MINUTES),
  });

  async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
    const response = await fetch(`${server!.baseUrl}${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        origin: server!.baseUrl,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    return response;
  }

  async function setUpAccount(n: number): Promise<Account> {
    const account = { email: `crash-${n}-${Date.now()}@example.com`, password: "violet-harbour-93" };
    const signUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({ name: `Crash ${n}`, ...account }),
    });
    expect(signUp.status).toBe(200);
    // Sign-up gives no session (no account enumeration): sign in, as the web app does.
    const signIn = await call("/api/auth/sign-in/email", { method: "POST", body: JSON.stringify(account) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    for (let i = 0; i < 2; i++) {
      const bought = await call("/api/purchases", {
        method: "POST",
        cookie,
        headers: { "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({ package: "business" }),
      });
      expect(bought.status).toBe(201);
    }
    const created = await call("/api/templates", {
      method: "POST",
      cookie,
      body: JSON.stringify(generation(0)),
    });
    expect(created.status).toBe(201);
    return { cookie, templateId: ((await created.json()) as { template: { id: string } }).template.id };
  }

  it("keeps every result with exactly its charge and a clean ledger", async () => {
    server = await startServer(env());
    const accounts: Account[] = [];
    for (let n = 0; n < USERS; n++) accounts.push(await setUpAccount(n));

    slow = true;
    const answered: number[] = [];
    const inFlight = accounts.flatMap((account, u) =>
      Array.from({ length: REQUESTS_PER_USER }, (_, i) => {
        const iterate = i % 2 === 1;
        const request = iterate
          ? call(`/api/templates/${account.templateId}/iterations`, {
              method: "POST",
              cookie: account.cookie,
              body: JSON.stringify({ change: `Make the headline warmer, take ${u}-${i}` }),
            })
          : call("/api/templates", {
              method: "POST",
              cookie: account.cookie,
              body: JSON.stringify(generation(u * 100 + i)),
            });
        return request.then(
          (response) => {
            answered.push(response.status);
            return response.arrayBuffer();
          },
          () => undefined,
        );
      }),
    );
    // Kill once some of the work has finished and much is still in flight.
    const deadline = Date.now() + 60_000;
    while (answered.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await server.crash();
    const killedAt = Date.now();
    await Promise.all(inFlight);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(USERS * REQUESTS_PER_USER);

    // Restart once every hold made before the crash is past the timeout: the start-up pass releases them.
    await server.stop();
    const wait = killedAt + HOLD_TIMEOUT_MINUTES * 60_000 + 2_000 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    server = await startServer(env());
    const db = check.db;
    const pendingDeadline = Date.now() + 30_000;
    let pending = 0;
    do {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tokenHolds)
        .where(and(eq(tokenHolds.status, "pending"), isNull(tokenHolds.keepUntil)));
      pending = row!.n;
      if (pending > 0) await new Promise((r) => setTimeout(r, 500));
    } while (pending > 0 && Date.now() < pendingDeadline);
    expect(pending, "holds of unfinished work still pending after the restart").toBe(0);
    // A shown change stays on hold until kept or undone: one at most per page, its newest version's.
    const shown = await db
      .select({ reference: tokenHolds.reference, amount: tokenHolds.amount, id: tokenHolds.id })
      .from(tokenHolds)
      .where(and(eq(tokenHolds.status, "pending"), isNotNull(tokenHolds.keepUntil)));
    expect(new Set(shown.map((hold) => hold.reference)).size).toBe(shown.length);

    // Every version that cost tokens has exactly one charge of its cost, and nothing else is charged.
    const versions = await db
      .select({ templateId: templateVersions.templateId, tokensUsed: templateVersions.tokensUsed })
      .from(templateVersions)
      .where(sql`${templateVersions.tokensUsed} > 0`);
    const charges = await db
      .select({
        reference: tokenTransactions.reference,
        amount: tokenTransactions.amount,
        key: tokenTransactions.idempotencyKey,
      })
      .from(tokenTransactions)
      .where(inArray(tokenTransactions.type, ["generation", "iteration"]));
    const sumBy = <T>(rows: T[], key: (row: T) => string, value: (row: T) => number) => {
      const sums = new Map<string, { count: number; total: number }>();
      for (const row of rows) {
        const entry = sums.get(key(row)) ?? { count: 0, total: 0 };
        entry.count += 1;
        entry.total += value(row);
        sums.set(key(row), entry);
      }
      return sums;
    };
    const paidVersions = sumBy(
      versions,
      (v) => v.templateId,
      (v) => v.tokensUsed,
    );
    // Kept changes are charged; the newest change of a page may still be on hold.
    const chargesByTemplate = sumBy(
      [...charges, ...shown.map((hold) => ({ reference: hold.reference, amount: -hold.amount }))],
      (c) => c.reference ?? "none",
      (c) => -c.amount,
    );
    expect(Object.fromEntries(chargesByTemplate)).toEqual(Object.fromEntries(paidVersions));
    const saved = await db.select({ id: templates.id, tokensUsed: templates.tokensUsed }).from(templates);
    for (const template of saved) expect(paidVersions.get(template.id)?.total ?? 0).toBe(template.tokensUsed);
    // Each charge is one committed hold, and each committed hold has its charge.
    const committed = await db
      .select({ id: tokenHolds.id })
      .from(tokenHolds)
      .where(eq(tokenHolds.status, "committed"));
    expect(new Set(charges.map((c) => c.key))).toEqual(new Set(committed.map((h) => `hold:${h.id}`)));
    expect(charges.length).toBeGreaterThan(USERS);

    const userIds = await db
      .selectDistinct({ id: tokenHolds.userId })
      .from(tokenHolds)
      .where(and(like(tokenHolds.purpose, "%")));
    const now = new Date();
    for (const { id } of userIds) {
      const audit = await auditBalance(db, id, now);
      expect(audit.problems, `ledger of ${id}`).toEqual([]);
    }
  }, 240_000);
});
