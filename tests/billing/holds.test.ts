/**
 * Holds under random sequences of reserve / commit / release / purchase / clock jumps / expiry job / stale
 * sweep: after every step the ledger audit holds (available + held + spent + expired = granted, cached
 * balance = spendable lots, ledger sum = balance + held), and a reservation succeeds exactly when the
 * spendable balance covers it.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditBalance } from "../../src/server/billing/audit.js";
import { expireLots } from "../../src/server/billing/expiry.js";
import { commitHold, releaseHold, releaseStaleHolds, reserveTokens } from "../../src/server/billing/holds.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { ApiError } from "../../src/server/errors.js";
import { onPostgres, openTestDatabase } from "../helpers/test-db.js";
import { createUser, giveTokens } from "./factories.js";

const DAY_MS = 86_400_000;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

type Step =
  | { kind: "reserve"; amount: number; purpose: "generation" | "iteration" }
  | { kind: "commit"; hold: number; fraction: number }
  | { kind: "release"; hold: number }
  | { kind: "buy"; amount: number }
  | { kind: "jump"; ms: number }
  | { kind: "expireJob" }
  | { kind: "staleSweep" };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("reserve" as const),
      amount: fc.integer({ min: 1, max: 700 }),
      purpose: fc.constantFrom("generation" as const, "iteration" as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("commit" as const),
      hold: fc.nat(20),
      fraction: fc.double({ min: 0, max: 1.2, noNaN: true }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("release" as const), hold: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("buy" as const), amount: fc.integer({ min: 1, max: 900 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("jump" as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 20 * 60_000 }), fc.integer({ min: DAY_MS, max: 60 * DAY_MS })),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "expireJob" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "staleSweep" as const }) },
);

describe("holds", () => {
  it("random sequences keep available + held + spent + expired = granted", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1500 }),
        fc.array(stepArb, { minLength: 1, maxLength: 6 }),
        async (bought, steps) => {
          let now = new Date("2026-01-01T00:00:00Z");
          const user = await createUser(handle.db, { now });
          if (bought > 0)
            await giveTokens(handle.db, user.id, bought, now, new Date(now.getTime() + 90 * DAY_MS));
          const holds: { id: string; amount: number }[] = [];
          let audit = await auditBalance(handle.db, user.id, now);
          for (const step of steps) {
            switch (step.kind) {
              case "reserve": {
                const spendable = audit.spendable;
                const result = await reserveTokens(
                  handle.db,
                  { userId: user.id, amount: step.amount, purpose: step.purpose, description: "work" },
                  now,
                ).catch((error: unknown) => error);
                if (step.amount <= spendable) {
                  expect(result).not.toBeInstanceOf(Error);
                  holds.push({ id: (result as { hold: { id: string } }).hold.id, amount: step.amount });
                } else {
                  expect(result).toBeInstanceOf(ApiError);
                  expect((result as ApiError).status).toBe(402);
                }
                break;
              }
              case "commit": {
                const held = holds[step.hold % Math.max(1, holds.length)];
                if (!held) break;
                const before = audit;
                const amount = Math.floor(held.amount * step.fraction);
                const { hold } = await commitHold(handle.db, held.id, amount, now, {
                  description: "Generated",
                });
                const after = await auditBalance(handle.db, user.id, now);
                audit = after;
                if (hold.status === "committed" && hold.committedAmount === Math.min(amount, held.amount)) {
                  // Either this call committed it (used goes up by the amount) or an earlier one did.
                  expect([0, hold.committedAmount]).toContain(after.totalTokensUsed - before.totalTokensUsed);
                } else {
                  expect(after.totalTokensUsed).toBe(before.totalTokensUsed);
                }
                break;
              }
              case "release": {
                const held = holds[step.hold % Math.max(1, holds.length)];
                if (held) await releaseHold(handle.db, held.id, now);
                break;
              }
              case "buy":
                await giveTokens(handle.db, user.id, step.amount, now, new Date(now.getTime() + 90 * DAY_MS));
                break;
              case "jump":
                now = new Date(now.getTime() + step.ms);
                break;
              case "expireJob":
                await expireLots(handle.db, now);
                break;
              case "staleSweep":
                await releaseStaleHolds(handle.db, now, 10);
                break;
            }
            if (step.kind !== "commit") audit = await auditBalance(handle.db, user.id, now);
            expect(audit.problems, JSON.stringify(step)).toEqual([]);
          }
        },
      ),
      { numRuns: onPostgres ? 200 : 300 },
    );
  }, 600_000);
});
