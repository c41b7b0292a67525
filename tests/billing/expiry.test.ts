/** Expiry with an injected clock: a lot is spendable until its date, and the job settles each lot once. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditBalance } from "../../src/server/billing/audit.js";
import { expireLots } from "../../src/server/billing/expiry.js";
import { commitHold, releaseHold, reserveTokens } from "../../src/server/billing/holds.js";
import { getBalanceSummary } from "../../src/server/billing/ledger.js";
import { createDemoPaymentProvider } from "../../src/server/billing/payments.js";
import { purchaseTokens } from "../../src/server/billing/purchases.js";
import { ManualClock } from "../../src/server/clock.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { tokenTransactions } from "../../src/server/db/schema.js";
import { openTestDatabase } from "../helpers/test-db.js";
import { createUser } from "./factories.js";

const DAY_MS = 86_400_000;
const LIFETIME_MS = 90 * DAY_MS;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const service = () => ({
  db: handle.db,
  payments: createDemoPaymentProvider(),
  site: { appUrl: "http://localhost:3000", brandName: "LandingForge" },
});

async function buyStarter(user: { id: string; email: string; name: string }, now: Date, key = "buy") {
  await purchaseTokens(service(), { user, idempotencyKey: key, body: { package: "starter" } }, now);
}

const expiryRows = (userId: string) =>
  handle.db
    .select()
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "expiry")));

describe("expiry", () => {
  it("a lot bought at T is spendable at T+90d-1s and not at T+90d+1s, with the job off", async () => {
    const clock = new ManualClock(new Date("2026-02-01T09:30:00Z"));
    const bought = clock.now();
    const user = await createUser(handle.db, { now: bought, welcome: false });
    await buyStarter(user, bought);

    clock.set(new Date(bought.getTime() + LIFETIME_MS - 1000));
    expect((await getBalanceSummary(handle.db, user.id, clock.now())).tokenBalance).toBe(3000);
    const { hold } = await reserveTokens(
      handle.db,
      { userId: user.id, amount: 3000, purpose: "generation", description: "all of it" },
      clock.now(),
    );
    await releaseHold(handle.db, hold.id, clock.now());

    clock.set(new Date(bought.getTime() + LIFETIME_MS + 1000));
    expect((await getBalanceSummary(handle.db, user.id, clock.now())).tokenBalance).toBe(0);
    const refused = await reserveTokens(
      handle.db,
      { userId: user.id, amount: 1, purpose: "iteration", description: "one" },
      clock.now(),
    ).catch((e) => e);
    expect(refused.status).toBe(402);
    expect(refused.message).toBe("You need at least 1 tokens for this iteration.");
    // The refused attempt settled the lot itself: one expiry row, and the audit agrees.
    expect(await expiryRows(user.id)).toHaveLength(1);
    expect((await auditBalance(handle.db, user.id, clock.now())).problems).toEqual([]);
  });

  it("lists lots expiring in the next 30 days, soonest first, and never the welcome grant", async () => {
    const start = new Date("2026-02-01T00:00:00Z");
    const user = await createUser(handle.db, { now: start });
    await buyStarter(user, start, "a");
    await buyStarter(user, new Date(start.getTime() + 10 * DAY_MS), "b");
    const summary = await getBalanceSummary(handle.db, user.id, new Date(start.getTime() + 65 * DAY_MS));
    expect(summary.tokenBalance).toBe(6500);
    expect(summary.expiring).toEqual([
      { tokens: 3000, expiresAt: new Date(start.getTime() + LIFETIME_MS).toISOString() },
    ]);
    const later = await getBalanceSummary(handle.db, user.id, new Date(start.getTime() + 75 * DAY_MS));
    expect(later.expiring.map((e) => e.expiresAt)).toEqual([
      new Date(start.getTime() + LIFETIME_MS).toISOString(),
      new Date(start.getTime() + 100 * DAY_MS).toISOString(),
    ]);
  });

  it("spends the soonest-expiring lot first and the welcome grant last", async () => {
    const start = new Date("2026-02-01T00:00:00Z");
    const user = await createUser(handle.db, { now: start });
    await buyStarter(user, start, "first");
    await buyStarter(user, new Date(start.getTime() + DAY_MS), "second");
    const now = new Date(start.getTime() + 2 * DAY_MS);
    const { hold } = await reserveTokens(
      handle.db,
      { userId: user.id, amount: 3200, purpose: "generation", description: "big" },
      now,
    );
    await commitHold(handle.db, hold.id, 3100, now, { description: "Generated" });
    // 3000 from the first lot and 100 from the second are spent; the welcome grant is untouched.
    const atFirstExpiry = new Date(start.getTime() + LIFETIME_MS + 1);
    expect((await getBalanceSummary(handle.db, user.id, atFirstExpiry)).tokenBalance).toBe(2900 + 500);
    await expireLots(handle.db, atFirstExpiry);
    expect(await expiryRows(user.id)).toHaveLength(0); // the first lot was empty
    const afterBoth = new Date(start.getTime() + DAY_MS + LIFETIME_MS + 1);
    await expireLots(handle.db, afterBoth);
    const rows = await expiryRows(user.id);
    expect(rows.map((r) => r.amount)).toEqual([-2900]);
    expect((await getBalanceSummary(handle.db, user.id, afterBoth)).tokenBalance).toBe(500);
    expect((await auditBalance(handle.db, user.id, afterBoth)).problems).toEqual([]);
  });

  it("the job run three times writes one expiry row per lot", async () => {
    const start = new Date("2026-02-01T00:00:00Z");
    const user = await createUser(handle.db, { now: start });
    await buyStarter(user, start, "x");
    await buyStarter(user, new Date(start.getTime() + 1000), "y");
    const later = new Date(start.getTime() + LIFETIME_MS + 5000);
    await Promise.all([expireLots(handle.db, later), expireLots(handle.db, later)]);
    await expireLots(handle.db, new Date(later.getTime() + DAY_MS));
    const rows = await expiryRows(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.amount)).toEqual([-3000, -3000]);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(2);
    const audit = await auditBalance(handle.db, user.id, later);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ cachedBalance: 500, expired: 6000 });
  });

  it("tokens held across the expiry date expire when the hold gives them back", async () => {
    const start = new Date("2026-02-01T00:00:00Z");
    const user = await createUser(handle.db, { now: start, welcome: false });
    await buyStarter(user, start);
    const { hold } = await reserveTokens(
      handle.db,
      { userId: user.id, amount: 1000, purpose: "generation", description: "slow" },
      new Date(start.getTime() + LIFETIME_MS - 1000),
    );
    const after = new Date(start.getTime() + LIFETIME_MS + 1000);
    await expireLots(handle.db, after);
    await commitHold(handle.db, hold.id, 600, after, { description: "Generated" });
    const audit = await auditBalance(handle.db, user.id, after);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ cachedBalance: 0, spent: 600, expired: 2400, held: 0 });
  });
});
