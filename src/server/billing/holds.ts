/**
 * Holds for work in progress: reserve tokens before generating, commit what was used, release on failure.
 *
 * Reserving takes the tokens out of the lots (soonest expiry first, the welcome grant last) and out of the
 * cached balance at once, so the balance shown already excludes held tokens. Committing writes one
 * `generation`/`iteration` transaction for the committed amount (at most the reserved amount) and gives the
 * rest back to the lots it came from; releasing gives everything back. Tokens given back to a lot that has
 * expired in the meantime expire on the spot (an `expiry` row keyed `expiry:<lotId>:<holdId>`).
 *
 * Each function opens its own transaction (a savepoint when handed one) and, when given an event bus,
 * publishes the new balance after its transaction commits.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { formatTokens } from "../../core/pricing.js";
import type { AppEvent, EventBus } from "../app-types.js";
import type { Executor, Tx } from "../db/client.js";
import { profiles, tokenHoldAllocations, tokenHolds, tokenLots } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { fallbackLogger } from "../logger.js";
import {
  adjustProfile,
  appendTransaction,
  type BalanceFigures,
  lockProfile,
  settleExpiredLots,
  spendableLotCondition,
  spendOrder,
} from "./ledger.js";

export type HoldPurpose = "generation" | "iteration";
export type HoldStatus = "pending" | "committed" | "released" | "expired";

export interface Hold {
  id: string;
  userId: string;
  amount: number;
  status: HoldStatus;
  purpose: HoldPurpose;
  committedAmount: number | null;
}

export interface HoldResult {
  hold: Hold;
  balance: BalanceFigures;
}

export interface ReserveInput {
  userId: string;
  amount: number;
  purpose: HoldPurpose;
  description: string;
  reference?: string | null;
  /** A retry with the same key returns the first hold instead of reserving again. */
  idempotencyKey?: string | null;
}

export function insufficientTokens(purpose: HoldPurpose, needed: number): ApiError {
  const message =
    purpose === "iteration"
      ? `You need at least ${needed} tokens for this iteration.`
      : `You need at least ${needed} tokens to generate this template. Complex prompts require more tokens.`;
  return new ApiError(402, "insufficient_tokens", message, undefined, { needed });
}

export function profileEvent(balance: BalanceFigures): AppEvent {
  return { type: "profile", data: { ...balance } };
}

/** Publishes the new figures to the user; a failing bus never fails the (already committed) operation. */
export async function publishBalance(
  events: EventBus | undefined,
  userId: string,
  balance: BalanceFigures,
): Promise<void> {
  if (!events) return;
  await events
    .publish(userId, profileEvent(balance))
    .catch((error) => fallbackLogger().error({ err: error, userId }, "event publish failed"));
}

const toHold = (row: typeof tokenHolds.$inferSelect): Hold => ({
  id: row.id,
  userId: row.userId,
  amount: row.amount,
  status: row.status as HoldStatus,
  purpose: row.purpose as HoldPurpose,
  committedAmount: row.committedAmount,
});

/** Reserves `amount` tokens for the user, or throws 402 insufficient_tokens with `needed`. */
export async function reserveTokens(
  db: Executor,
  input: ReserveInput,
  now: Date,
  events?: EventBus,
): Promise<HoldResult> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new ApiError(400, "invalid_amount", "The amount to reserve must be a positive whole number");
  }
  const holdKey = input.idempotencyKey ? `${input.userId}:${input.idempotencyKey}` : null;
  const result = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, input.userId, now);
    if (holdKey) {
      const [existing] = await tx.select().from(tokenHolds).where(eq(tokenHolds.idempotencyKey, holdKey));
      if (existing) return { hold: toHold(existing), balance: null };
    }
    const settled = await settleExpiredLots(tx, profile, now);
    if (settled.tokenBalance < input.amount) {
      return {
        shortOf: input.amount,
        settled,
        settledSomething: settled.tokenBalance !== profile.tokenBalance,
      };
    }

    const lots = await tx
      .select({ id: tokenLots.id, remaining: tokenLots.remaining })
      .from(tokenLots)
      .where(spendableLotCondition(input.userId, now))
      .orderBy(...spendOrder)
      .for("update");
    const [hold] = await tx
      .insert(tokenHolds)
      .values({
        userId: input.userId,
        amount: input.amount,
        status: "pending",
        purpose: input.purpose,
        description: input.description,
        reference: input.reference ?? null,
        idempotencyKey: holdKey,
        createdAt: now,
      })
      .returning();
    let left = input.amount;
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(left, lot.remaining);
      await tx
        .update(tokenLots)
        .set({ remaining: sql`${tokenLots.remaining} - ${take}` })
        .where(eq(tokenLots.id, lot.id));
      await tx.insert(tokenHoldAllocations).values({ holdId: hold!.id, lotId: lot.id, amount: take });
      left -= take;
    }
    // The cached balance said there was enough; the lots must agree, or the ledger is corrupt.
    if (left !== 0) throw new Error(`Ledger out of step for user ${input.userId}: lots short by ${left}`);
    const balance = await adjustProfile(tx, input.userId, { balanceDelta: -input.amount }, now);
    return { hold: toHold(hold!), balance };
  });
  if ("shortOf" in result) {
    // The settlement of expired lots above committed; tell the user about the lower balance too.
    if (result.settledSomething) await publishBalance(events, input.userId, result.settled);
    throw insufficientTokens(input.purpose, input.amount);
  }
  if (result.balance) {
    await publishBalance(events, input.userId, result.balance);
    return { hold: result.hold, balance: result.balance };
  }
  // A replayed reservation: report the current figures.
  const balance = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, input.userId, now);
    return settleExpiredLots(tx, profile, now);
  });
  return { hold: result.hold, balance };
}

/**
 * Gives `amount` of the hold's tokens back to its lots, latest-expiring first (the reverse of the spend order,
 * so the tokens kept are the ones closest to expiry). Tokens for lots already past expiry expire here.
 * Returns how many went back to spendable lots.
 */
async function returnToLots(tx: Tx, hold: typeof tokenHolds.$inferSelect, amount: number, now: Date) {
  if (amount === 0) return 0;
  const allocations = await tx
    .select({
      lotId: tokenHoldAllocations.lotId,
      amount: tokenHoldAllocations.amount,
      expiresAt: tokenLots.expiresAt,
      expiredAt: tokenLots.expiredAt,
    })
    .from(tokenHoldAllocations)
    .innerJoin(tokenLots, eq(tokenLots.id, tokenHoldAllocations.lotId))
    .where(eq(tokenHoldAllocations.holdId, hold.id))
    .orderBy(sql`${tokenLots.expiresAt} DESC NULLS FIRST`, desc(tokenLots.createdAt), desc(tokenLots.id));
  let left = amount;
  let returned = 0;
  for (const allocation of allocations) {
    if (left === 0) break;
    const back = Math.min(left, allocation.amount);
    left -= back;
    const expired =
      allocation.expiredAt !== null || (allocation.expiresAt !== null && allocation.expiresAt <= now);
    if (!expired) {
      await tx
        .update(tokenLots)
        .set({ remaining: sql`${tokenLots.remaining} + ${back}` })
        .where(eq(tokenLots.id, allocation.lotId));
      returned += back;
      continue;
    }
    // The lot expired while its tokens were held: they leave the ledger now instead of coming back.
    const [profile] = await tx
      .select({ tokenBalance: profiles.tokenBalance })
      .from(profiles)
      .where(eq(profiles.id, hold.userId));
    await appendTransaction(tx, {
      userId: hold.userId,
      type: "expiry",
      description: `${formatTokens(back)} tokens expired`,
      amount: -back,
      balanceAfter: profile!.tokenBalance,
      reference: allocation.lotId,
      idempotencyKey: `expiry:${allocation.lotId}:${hold.id}`,
      now,
    });
  }
  return returned;
}

async function lockPendingHold(tx: Tx, holdId: string, now: Date) {
  // The profile lock must come first; the hold's user is found inside the same statement.
  const owner = sql`(select ${tokenHolds.userId} from ${tokenHolds} where ${tokenHolds.id} = ${holdId})`;
  const profile = await lockProfile(tx, owner, now).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404
      ? new ApiError(404, "not_found", "Hold not found")
      : error;
  });
  const [hold] = await tx.select().from(tokenHolds).where(eq(tokenHolds.id, holdId)).for("update");
  return { profile, hold: hold! };
}

export interface CommitDetails {
  description: string;
  reference?: string | null;
}

/**
 * Spends `amount` (clamped to 0..reserved) of a pending hold: one `generation`/`iteration` transaction
 * (key `hold:<holdId>`), totalTokensUsed up by the amount, the rest back to the lots. Committing a hold that
 * is no longer pending changes nothing and returns it as it is (so a retried commit is safe).
 */
export function commitHold(
  db: Executor,
  holdId: string,
  amount: number,
  now: Date,
  details: CommitDetails,
  events?: EventBus,
): Promise<HoldResult> {
  return settleHold(db, holdId, now, { status: "committed", spend: amount, details }, events);
}

/**
 * Commits a pending hold inside the caller's transaction, so the work it pays for is saved with its charge
 * or not at all. Throws 409 `hold_expired` when the hold is no longer pending (the stale-hold job gave the
 * tokens back while the work ran), which rolls the caller's save back. Publishes nothing: the caller
 * publishes the returned balance after its transaction commits.
 */
export async function commitHoldWithin(
  tx: Tx,
  holdId: string,
  amount: number,
  now: Date,
  details: CommitDetails,
): Promise<HoldResult> {
  const result = await settleHold(tx, holdId, now, { status: "committed", spend: amount, details });
  if (result.hold.status !== "committed") {
    throw new ApiError(
      409,
      "hold_expired",
      "This request took too long and its reserved tokens were given back. Please try again.",
    );
  }
  return result;
}

/**
 * Ends a pending hold: spends `spend` of it (clamped to 0..reserved; a release or expiry spends 0), gives
 * the rest back to the lots and marks the hold with `status`. A hold that is no longer pending is returned as it is.
 */
async function settleHold(
  db: Executor,
  holdId: string,
  now: Date,
  settlement: { status: "committed" | "released" | "expired"; spend: number; details?: CommitDetails },
  events?: EventBus,
): Promise<HoldResult> {
  const result = await db.transaction(async (tx) => {
    const { profile, hold } = await lockPendingHold(tx, holdId, now);
    let balance = await settleExpiredLots(tx, profile, now);
    if (hold.status !== "pending") return { hold: toHold(hold), balance, changed: false };
    const spent = Math.max(0, Math.min(hold.amount, Math.floor(settlement.spend)));
    const returned = await returnToLots(tx, hold, hold.amount - spent, now);
    balance = await adjustProfile(tx, hold.userId, { balanceDelta: returned, usedDelta: spent }, now);
    if (spent > 0 && settlement.details) {
      await appendTransaction(tx, {
        userId: hold.userId,
        type: hold.purpose as HoldPurpose,
        description: settlement.details.description,
        amount: -spent,
        balanceAfter: balance.tokenBalance,
        reference: settlement.details.reference ?? hold.reference,
        idempotencyKey: `hold:${hold.id}`,
        now,
      });
    }
    const [updated] = await tx
      .update(tokenHolds)
      .set({ status: settlement.status, committedAmount: spent, settledAt: now })
      .where(eq(tokenHolds.id, hold.id))
      .returning();
    return { hold: toHold(updated!), balance, changed: true };
  });
  if (result.changed) await publishBalance(events, result.hold.userId, result.balance);
  return { hold: result.hold, balance: result.balance };
}

/** Gives all of a pending hold back (the work failed). A hold that is no longer pending is left as it is. */
export function releaseHold(db: Executor, holdId: string, now: Date, events?: EventBus): Promise<HoldResult> {
  return settleHold(db, holdId, now, { status: "released", spend: 0 }, events);
}

/** Marks pending holds older than the timeout as expired and gives their tokens back. Returns how many. */
export async function releaseStaleHolds(
  db: Executor,
  now: Date,
  timeoutMinutes: number,
  events?: EventBus,
): Promise<number> {
  const cutoff = new Date(now.getTime() - timeoutMinutes * 60_000);
  const stale = await db
    .select({ id: tokenHolds.id })
    .from(tokenHolds)
    .where(and(eq(tokenHolds.status, "pending"), lt(tokenHolds.createdAt, cutoff)));
  let count = 0;
  for (const { id } of stale) {
    const { hold } = await settleHold(db, id, now, { status: "expired", spend: 0 }, events);
    if (hold.status === "expired") count++;
  }
  return count;
}
