/** Purchases: server-side pricing, Idempotency-Key replay under concurrency, lot, ledger row and mail. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditBalance } from "../../src/server/billing/audit.js";
import { deleteOldIdempotencyKeys } from "../../src/server/billing/idempotency.js";
import { createDemoPaymentProvider } from "../../src/server/billing/payments.js";
import { confirmPurchasePayment, purchaseTokens } from "../../src/server/billing/purchases.js";
import { ManualClock } from "../../src/server/clock.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import {
  idempotencyKeys,
  mailQueue,
  purchases,
  tokenLots,
  tokenTransactions,
} from "../../src/server/db/schema.js";
import { createInProcessEventBus } from "../../src/server/events/bus.js";
import { openTestDatabase } from "../helpers/test-db.js";
import { createUser, type TestUser } from "./factories.js";
import { createTestApp, testDeps } from "./test-app.js";

const DAY_MS = 86_400_000;
let handle: DatabaseHandle;
const clock = new ManualClock(new Date("2026-05-01T10:00:00Z"));

beforeAll(async () => {
  handle = await openTestDatabase({ poolSize: 12 });
});
afterAll(async () => {
  await handle.close();
});

const service = () => ({
  db: handle.db,
  payments: createDemoPaymentProvider(),
  site: { appUrl: "http://localhost:3000", brandName: "LandingForge" },
});

async function purchasesOf(userId: string) {
  return handle.db.select().from(purchases).where(eq(purchases.userId, userId));
}

describe("purchase service", () => {
  it("credits a starter pack once: lot expiring in 90 days, ledger row, confirmation mail", async () => {
    const now = clock.now();
    const user = await createUser(handle.db, { now, name: "Ada Lovelace" });
    const response = await purchaseTokens(
      service(),
      { user, idempotencyKey: "k1", body: { package: "starter", priceCents: 1, totalTokens: 999_999 } },
      now,
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      purchase: {
        id: expect.any(String),
        package: "starter",
        baseTokens: 2450,
        bonusTokens: 550,
        totalTokens: 3000,
        priceCents: 2450,
        status: "paid",
      },
      tokenBalance: 3500,
    });
    const [purchase] = await purchasesOf(user.id);
    expect(purchase).toMatchObject({ provider: "demo", paymentMethod: "Debit Card", status: "paid" });
    const lots = await handle.db.select().from(tokenLots).where(eq(tokenLots.purchaseId, purchase!.id));
    expect(lots).toHaveLength(1);
    expect(lots[0]!.expiresAt!.getTime()).toBe(now.getTime() + 90 * DAY_MS);
    const [row] = await handle.db
      .select()
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, user.id), eq(tokenTransactions.type, "purchase")));
    expect(row).toMatchObject({
      description: "Purchased 3,000 tokens (2,450 base + 550 bonus)",
      amount: 3000,
      balanceAfter: 3500,
      reference: purchase!.id,
    });
    const mails = await handle.db.select().from(mailQueue).where(eq(mailQueue.toAddress, user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe("purchase-confirmation");
    for (const fact of ["Ada Lovelace", "Starter Pack", "2,450", "550", "3,000", "Debit Card"]) {
      expect(mails[0]!.text).toContain(fact);
    }
    const audit = await auditBalance(handle.db, user.id, now);
    expect(audit.problems).toEqual([]);
    expect(audit.totalTokensPurchased).toBe(3000);
  });

  it("prices custom amounts on the server and refuses amounts out of bounds", async () => {
    const now = clock.now();
    const user = await createUser(handle.db, { now });
    const custom = await purchaseTokens(
      service(),
      { user, idempotencyKey: "c1", body: { package: "custom", baseTokens: 5000 } },
      now,
    );
    expect(custom.body.purchase).toMatchObject({
      baseTokens: 5000,
      bonusTokens: 1000,
      totalTokens: 6000,
      priceCents: 5000,
    });
    const refusals: [unknown, number, string][] = [
      [{ package: "custom", baseTokens: 499 }, 400, "Minimum purchase amount is €5"],
      [{ package: "custom", baseTokens: 100_001 }, 400, "Maximum purchase amount is €1000 per transaction"],
      [{ package: "custom", baseTokens: 1000.5 }, 400, "Enter a whole number of tokens"],
      [{ package: "custom", baseTokens: "1000" }, 400, "Enter a whole number of tokens"],
      [{ package: "custom" }, 400, "Enter a whole number of tokens"],
      [{ package: "gold" }, 400, "Choose starter, business or custom"],
      [null, 400, ""],
    ];
    for (const [body, status, message] of refusals) {
      const error = await purchaseTokens(service(), { user, idempotencyKey: "bad", body }, now).catch(
        (e) => e,
      );
      expect(error.status).toBe(status);
      if (message) expect(error.message).toBe(message);
    }
    expect(await purchasesOf(user.id)).toHaveLength(1);
  });

  it("20 parallel requests plus 5 retries with one key: one purchase, 25 identical responses", async () => {
    const now = clock.now();
    const user = await createUser(handle.db, { now });
    const send = () =>
      purchaseTokens(service(), { user, idempotencyKey: "same-key", body: { package: "business" } }, now);
    const parallel = await Promise.all(Array.from({ length: 20 }, send));
    const retries = [];
    for (let i = 0; i < 5; i++) retries.push(await send());
    const all = [...parallel, ...retries];
    expect(all).toHaveLength(25);
    for (const response of all) expect(response).toEqual(all[0]);
    expect(all[0]!.status).toBe(201);
    expect(all[0]!.body.tokenBalance).toBe(7500);
    expect(await purchasesOf(user.id)).toHaveLength(1);
    const audit = await auditBalance(handle.db, user.id, now);
    expect(audit.problems).toEqual([]);
    expect(audit.cachedBalance).toBe(7500);

    const reused = await purchaseTokens(
      service(),
      { user, idempotencyKey: "same-key", body: { package: "starter" } },
      now,
    ).catch((e) => e);
    expect(reused.status).toBe(422);
    expect(reused.code).toBe("idempotency_key_reused");
    // The same key belongs to each user separately.
    const other = await createUser(handle.db, { now });
    const theirs = await purchaseTokens(
      service(),
      { user: other, idempotencyKey: "same-key", body: { package: "starter" } },
      now,
    );
    expect(theirs.status).toBe(201);
  });

  it("keeps keys 24 hours and then forgets them", async () => {
    const now = clock.now();
    const user = await createUser(handle.db, { now });
    await purchaseTokens(service(), { user, idempotencyKey: "old", body: { package: "starter" } }, now);
    const keysOf = () => handle.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    await deleteOldIdempotencyKeys(handle.db, new Date(now.getTime() + 24 * 3_600_000 - 1000));
    expect(await keysOf()).toHaveLength(1);
    await deleteOldIdempotencyKeys(handle.db, new Date(now.getTime() + 24 * 3_600_000 + 1000));
    expect(await keysOf()).toHaveLength(0);
  });
});

describe("payments confirmed later", () => {
  it("a pending payment adds tokens only when the webhook confirms it, once", async () => {
    const now = clock.now();
    const user = await createUser(handle.db, { now });
    const pendingProvider = {
      name: "later",
      async createPayment() {
        return { status: "pending" as const, reference: `ref-${user.id}`, paymentMethod: "Bank Transfer" };
      },
    };
    const deps = {
      db: handle.db,
      payments: pendingProvider,
      site: { appUrl: "http://localhost:3000", brandName: "LandingForge" },
    };
    const response = await purchaseTokens(
      deps,
      { user, idempotencyKey: "p1", body: { package: "starter" } },
      now,
    );
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ purchase: { status: "pending" }, tokenBalance: 500 });
    const confirmed = await confirmPurchasePayment(
      deps,
      { reference: `ref-${user.id}`, status: "paid" },
      now,
    );
    expect(confirmed).toMatchObject({ status: "paid", totalTokens: 3000 });
    await confirmPurchasePayment(deps, { reference: `ref-${user.id}`, status: "paid" }, now);
    await confirmPurchasePayment(deps, { reference: `ref-${user.id}`, status: "failed" }, now);
    const audit = await auditBalance(handle.db, user.id, now);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ cachedBalance: 3500, totalTokensPurchased: 3000 });
    expect(await confirmPurchasePayment(deps, { reference: "unknown", status: "paid" }, now)).toBeNull();
  });
});

describe("POST /api/purchases", () => {
  let user: TestUser;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    user = await createUser(handle.db, { now: clock.now() });
    app = createTestApp(testDeps(handle, clock, createInProcessEventBus()), [user]);
  });
  const post = (body: unknown, key: string | null = "route-key", as: string | null = user.id) =>
    app.request("/api/purchases", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(key ? { "idempotency-key": key } : {}),
        ...(as ? { "x-test-user": as } : {}),
      },
      body: JSON.stringify(body),
    });

  it("answers 401 signed out, 400 without a key or with a bad amount", async () => {
    expect((await post({ package: "starter" }, "k", null)).status).toBe(401);
    const noKey = await post({ package: "starter" }, null);
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).error.code).toBe("idempotency_key_required");
    const low = await post({ package: "custom", baseTokens: 100 }, "low");
    expect(low.status).toBe(400);
    expect(await low.json()).toEqual({
      error: {
        code: "invalid_amount",
        message: "Minimum purchase amount is €5",
        fields: { baseTokens: "Minimum purchase amount is €5" },
      },
    });
    const high = await post({ package: "custom", baseTokens: 200_000 }, "high");
    expect((await high.json()).error.message).toBe("Maximum purchase amount is €1000 per transaction");
    expect((await post({ package: "platinum" }, "unknown")).status).toBe(400);
  });

  it("replays the first response for 20 parallel requests and 5 retries; 422 for another body", async () => {
    const body = { package: "custom", baseTokens: 2000, priceCents: 1 };
    const parallel = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    const retries = [];
    for (let i = 0; i < 5; i++) retries.push(await post(body));
    const answers = await Promise.all(
      [...parallel, ...retries].map(async (r) => ({ status: r.status, body: await r.json() })),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(201);
    expect(answers[0]!.body.purchase).toMatchObject({
      baseTokens: 2000,
      bonusTokens: 200,
      totalTokens: 2200,
      priceCents: 2000,
    });
    expect(await purchasesOf(user.id)).toHaveLength(1);
    const reused = await post({ package: "custom", baseTokens: 2001 });
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe("idempotency_key_reused");
  });

  it("serves the pricing document", async () => {
    const response = await app.request("/api/pricing");
    expect(response.status).toBe(200);
    expect((await response.json()).packages).toHaveLength(2);
  });
});
