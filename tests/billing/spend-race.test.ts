/**
 * Parallel spending: the per-user lock must let exactly as many reservations through as the balance covers.
 * On PostgreSQL the requests run through a pool of real connections, so they truly overlap.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditBalance } from "../../src/server/billing/audit.js";
import { reserveTokens } from "../../src/server/billing/holds.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { ApiError } from "../../src/server/errors.js";
import { onPostgres, openTestDatabase } from "../helpers/test-db.js";
import { createUser, giveTokens } from "./factories.js";

let handle: DatabaseHandle;
const now = new Date("2026-03-01T12:00:00Z");

beforeAll(async () => {
  handle = await openTestDatabase({ poolSize: 12 });
  if (onPostgres) expect(handle.pool!.options.max).toBeGreaterThanOrEqual(10);
});
afterAll(async () => {
  await handle.close();
});

async function reserveAll(userId: string, amounts: number[]) {
  return Promise.allSettled(
    amounts.map((amount, i) =>
      reserveTokens(
        handle.db,
        { userId, amount, purpose: "generation", description: "race", idempotencyKey: `race-${i}` },
        now,
      ),
    ),
  );
}

describe("spend race", () => {
  it("balance 37, 100 parallel reserves of 1: exactly 37 succeed and 63 get 402", async () => {
    const user = await createUser(handle.db, { welcome: false, now });
    await giveTokens(handle.db, user.id, 37, now);
    const results = await reserveAll(user.id, Array(100).fill(1));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(ok).toHaveLength(37);
    expect(refused).toHaveLength(63);
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(402);
      expect(error.toBody()).toEqual({
        error: {
          code: "insufficient_tokens",
          message:
            "You need at least 1 tokens to generate this template. Complex prompts require more tokens.",
          needed: 1,
        },
      });
    }
    // Every successful reservation saw a balance that never went below 0.
    const balances = ok.map(
      (r) => (r as PromiseFulfilledResult<{ balance: { tokenBalance: number } }>).value.balance.tokenBalance,
    );
    expect(Math.min(...balances)).toBe(0);
    expect(new Set(balances).size).toBe(37);
    const audit = await auditBalance(handle.db, user.id, now);
    expect(audit.problems).toEqual([]);
    expect(audit).toMatchObject({ cachedBalance: 0, held: 37 });
  });

  it("randomized amounts 1-10 never overspend and keep the invariant", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 10, maxLength: 60 }),
        async (balance, amounts) => {
          const user = await createUser(handle.db, { welcome: false, now });
          if (balance > 0) await giveTokens(handle.db, user.id, balance, now);
          const results = await reserveAll(user.id, amounts);
          const spent = results.reduce((sum, r, i) => sum + (r.status === "fulfilled" ? amounts[i]! : 0), 0);
          const audit = await auditBalance(handle.db, user.id, now);
          expect(audit.problems).toEqual([]);
          expect(audit.cachedBalance).toBe(balance - spent);
          expect(audit.cachedBalance).toBeGreaterThanOrEqual(0);
          results.forEach((r, i) => {
            if (r.status === "rejected") {
              expect((r.reason as ApiError).status).toBe(402);
              // The balance only falls, so a refused amount is more than what is left at the end.
              expect(amounts[i]!).toBeGreaterThan(audit.cachedBalance);
            }
          });
        },
      ),
      { numRuns: 8 },
    );
  });
});
