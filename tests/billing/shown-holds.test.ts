/**
 * Shown holds (pay only for what you keep) under random sequences of show / keep / undo / keep and undo at
 * once / clock jumps / the billing pass's keeping of due holds / stale sweep / expiry job: after every step
 * the ledger audit holds (ledger sum = balance + held, available + held + spent + expired = granted), and a
 * hold is settled once: kept ⇒ exactly one charge of its whole amount, undone ⇒ no charge and its tokens
 * back, never both; a shown hold is never given back by the stale sweep.
 */
import { and, eq, like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditBalance } from "../../src/server/billing/audit.js";
import { expireLots } from "../../src/server/billing/expiry.js";
import { releaseStaleHolds, reserveTokens } from "../../src/server/billing/holds.js";
import {
  KEEP_CHANGE_AFTER_HOURS,
  keepDueHolds,
  keepHold,
  showHoldWithin,
  undoHold,
} from "../../src/server/billing/shown-holds.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { tokenHolds, tokenTransactions } from "../../src/server/db/schema.js";
import { ApiError } from "../../src/server/errors.js";
import { onPostgres, openTestDatabase } from "../helpers/test-db.js";
import { createUser, giveTokens } from "./factories.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

type Step =
  | { kind: "show"; amount: number }
  | { kind: "keep"; hold: number }
  | { kind: "undo"; hold: number }
  | { kind: "keepAndUndo"; hold: number }
  | { kind: "jump"; ms: number }
  | { kind: "keepDue" }
  | { kind: "staleSweep" }
  | { kind: "expireJob" };

const holdIndex = fc.nat(8);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("show" as const), amount: fc.integer({ min: 1, max: 400 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("keep" as const), hold: holdIndex }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("undo" as const), hold: holdIndex }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("keepAndUndo" as const), hold: holdIndex }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("jump" as const),
      ms: fc.oneof(
        fc.integer({ min: 1, max: 2 * HOUR_MS }),
        fc.integer({ min: DAY_MS - HOUR_MS, max: 40 * DAY_MS }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "keepDue" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "staleSweep" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "expireJob" as const }) },
);

/** Reserves `amount` and marks it shown, as an iteration's save does; null when the balance is short. */
async function show(userId: string, amount: number, now: Date): Promise<string | null> {
  try {
    const { hold } = await reserveTokens(
      handle.db,
      { userId, amount, purpose: "iteration", description: `Updated page (${amount})` },
      now,
    );
    await handle.db.transaction((tx) => showHoldWithin(tx, userId, hold.id, now));
    return hold.id;
  } catch (error) {
    if (error instanceof ApiError && error.code === "insufficient_tokens") return null;
    throw error;
  }
}

async function expectSettledOnce(userId: string, shown: { id: string; amount: number }[]) {
  const charges = await handle.db
    .select({ key: tokenTransactions.idempotencyKey, amount: tokenTransactions.amount })
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.userId, userId), like(tokenTransactions.idempotencyKey, "hold:%")));
  for (const { id, amount } of shown) {
    const [hold] = await handle.db.select().from(tokenHolds).where(eq(tokenHolds.id, id));
    const mine = charges.filter((charge) => charge.key === `hold:${id}`);
    expect(hold!.status, "a shown hold is kept or undone, never expired").not.toBe("expired");
    if (hold!.status === "committed") {
      expect(mine.map((charge) => charge.amount)).toEqual([-amount]);
      expect(hold!.committedAmount).toBe(amount);
    } else {
      expect(mine).toEqual([]);
    }
  }
}

describe("shown holds", () => {
  it("random sequences settle each hold once and keep the ledger whole", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1200 }),
        fc.array(stepArb, { minLength: 1, maxLength: 8 }),
        async (bought, steps) => {
          let now = new Date("2026-03-01T00:00:00Z");
          const user = await createUser(handle.db, { now });
          if (bought > 0)
            await giveTokens(handle.db, user.id, bought, now, new Date(now.getTime() + 30 * DAY_MS));
          const shown: { id: string; amount: number; at: Date }[] = [];
          const pick = (index: number) => (shown.length ? shown[index % shown.length] : undefined);
          for (const step of steps) {
            if (step.kind === "show") {
              const id = await show(user.id, step.amount, now);
              if (id) shown.push({ id, amount: step.amount, at: now });
            } else if (step.kind === "keep" || step.kind === "undo") {
              const hold = pick(step.hold);
              if (!hold) continue;
              const [before] = await handle.db.select().from(tokenHolds).where(eq(tokenHolds.id, hold.id));
              const result =
                step.kind === "keep"
                  ? await keepHold(handle.db, hold.id, now)
                  : await undoHold(handle.db, hold.id, now);
              // Only a pending hold is settled; a settled one answers null and stays as it was.
              expect(result !== null).toBe(before!.status === "pending");
            } else if (step.kind === "keepAndUndo") {
              const hold = pick(step.hold);
              if (!hold) continue;
              const [kept, undone] = await Promise.all([
                keepHold(handle.db, hold.id, now),
                undoHold(handle.db, hold.id, now),
              ]);
              expect(kept !== null && undone !== null, "kept and undone at once").toBe(false);
            } else if (step.kind === "jump") {
              now = new Date(now.getTime() + step.ms);
            } else if (step.kind === "keepDue") {
              await keepDueHolds(handle.db, now);
              // Every hold still pending afterwards is less than a day old.
              const pending = await handle.db
                .select({ id: tokenHolds.id })
                .from(tokenHolds)
                .where(and(eq(tokenHolds.userId, user.id), eq(tokenHolds.status, "pending")));
              for (const { id } of pending) {
                const at = shown.find((h) => h.id === id)!.at;
                expect(now.getTime() - at.getTime()).toBeLessThan(KEEP_CHANGE_AFTER_HOURS * HOUR_MS);
              }
            } else if (step.kind === "staleSweep") {
              await releaseStaleHolds(handle.db, now, 10);
            } else {
              await expireLots(handle.db, now);
            }
            const audit = await auditBalance(handle.db, user.id, now);
            expect(audit.problems, JSON.stringify(step)).toEqual([]);
            await expectSettledOnce(user.id, shown);
          }
        },
      ),
      { numRuns: onPostgres ? 40 : 30 },
    );
  }, 600_000);
});
