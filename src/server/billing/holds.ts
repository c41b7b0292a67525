/**
 * Holds for work in progress: reserve tokens before generating, commit what was used, release on failure.
 *
 * Reserving takes the tokens out of the lots (soonest expiry first, the welcome grant last) and out of the
 * cached balance at once, so the balance shown already excludes held tokens. Committing writes one
 * `generation`/`iteration` transaction for the committed amount (at most the reserved amount) and gives the
 * rest back to the lots it came from; releasing gives everything back. Tokens given back to a lot that has
 * expired in the meantime expire on the spot (an `expiry` row keyed `expiry:<lotId>:<holdId>`).
 *
 * Reserving and settling are one statement each, a call of a SQL function (migration 0003, bodies replaced
 * by 0004, via ledger-sql.ts) that takes the user's ledger lock and does all of it: on a Database that
 * statement is its own transaction, on a Tx it joins the caller's. When given an event bus they publish the
 * new balance after that transaction commits (the PostgreSQL bus batches its NOTIFYs, see events/bus.ts).
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import type { AppEvent, EventBus } from "../app-types.js";
import type { Executor, Tx } from "../db/client.js";
import { tokenHolds } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { fallbackLogger } from "../logger.js";
import { type BalanceFigures, lockProfile } from "./ledger.js";
import { type ReserveOutcome, reserveSql, settleHoldSql } from "./ledger-sql.js";

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

/**
 * Publishes the new figures to the user without waiting for the bus (the request already has its answer;
 * on PostgreSQL the NOTIFY goes out with the next batch, in order). A failing bus never fails the (already
 * committed) operation.
 */
export async function publishBalance(
  events: EventBus | undefined,
  userId: string,
  balance: BalanceFigures,
): Promise<void> {
  if (!events) return;
  // Not awaited: the bus batches its NOTIFYs (events/bus.ts), so the answer need not wait for them.
  void events
    .publish(userId, profileEvent(balance))
    .catch((error) => fallbackLogger().error({ err: error, userId }, "event publish failed"));
}

/** A reservation is for a positive whole number of tokens (400 invalid_amount otherwise). */
export function assertReservable(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new ApiError(400, "invalid_amount", "The amount to reserve must be a positive whole number");
  }
}

/**
 * What a reservation's outcome means to the caller: 404 without a profile, 402 when short (announcing a
 * balance that settling expired lots lowered), else the hold, its new balance announced.
 */
export async function answerReservation(
  result: ReserveOutcome,
  events: EventBus | undefined,
  input: { userId: string; purpose: HoldPurpose; amount: number; announceReserved?: boolean },
): Promise<HoldResult> {
  switch (result.outcome) {
    case "not_found":
      throw new ApiError(404, "not_found", "Profile not found");
    case "insufficient":
      // Settling expired lots on the way committed; the user hears of a balance it lowered.
      if (result.settledExpired) await publishBalance(events, input.userId, result.balance);
      throw insufficientTokens(input.purpose, input.amount);
    case "replayed":
      // A retry of a reservation already made: its figures, nothing new to announce.
      return { hold: result.hold, balance: result.balance };
    case "reserved":
      if (input.announceReserved !== false) await publishBalance(events, input.userId, result.balance);
      return { hold: result.hold, balance: result.balance };
  }
}

/**
 * Reserves `amount` tokens for the user, or throws 402 insufficient_tokens with `needed`. One statement
 * (ledger_reserve): on a Database it is its own transaction.
 */
export async function reserveTokens(
  db: Executor,
  input: ReserveInput,
  now: Date,
  events?: EventBus,
): Promise<HoldResult> {
  assertReservable(input.amount);
  const result = await reserveSql(db, {
    userId: input.userId,
    amount: input.amount,
    purpose: input.purpose,
    description: input.description,
    reference: input.reference ?? null,
    holdKey: input.idempotencyKey ? `${input.userId}:${input.idempotencyKey}` : null,
    now,
  });
  return answerReservation(result, events, input);
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

export const HOLD_EXPIRED_MESSAGE =
  "This request took too long and its reserved tokens were given back. Please try again.";

/** 409 hold_expired: the stale-hold job gave the tokens back before the work was saved. */
export function holdExpiredError(): ApiError {
  return new ApiError(409, "hold_expired", HOLD_EXPIRED_MESSAGE);
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
  const result = await settleHoldOnce(tx, holdId, now, { status: "committed", spend: amount, details });
  if (result.hold.status !== "committed") throw holdExpiredError();
  return { hold: result.hold, balance: result.balance };
}

export interface Settlement {
  status: "committed" | "released" | "expired";
  spend: number;
  details?: CommitDetails;
}

/** One ledger_settle_hold call; 404 for an unknown hold. `changed` is false when it was not pending. */
export async function settleHoldOnce(
  db: Executor,
  holdId: string,
  now: Date,
  settlement: Settlement,
): Promise<HoldResult & { changed: boolean }> {
  const spend = Math.floor(settlement.spend);
  const result = await settleHoldSql(db, {
    holdId,
    status: settlement.status,
    spend: Number.isFinite(spend) ? Math.max(0, Math.min(spend, 2 ** 31 - 1)) : 0,
    description: settlement.details?.description ?? null,
    reference: settlement.details?.reference ?? null,
    now,
  });
  if (result.outcome === "not_found") throw new ApiError(404, "not_found", "Hold not found");
  return { hold: result.hold, balance: result.balance, changed: result.outcome === "settled" };
}

/**
 * Ends a pending hold: spends `spend` of it (clamped to 0..reserved; a release or expiry spends 0), gives
 * the rest back to the lots and marks the hold with `status`. A hold that is no longer pending is returned as it is.
 */
async function settleHold(
  db: Executor,
  holdId: string,
  now: Date,
  settlement: Settlement,
  events?: EventBus,
): Promise<HoldResult> {
  const result = await settleHoldOnce(db, holdId, now, settlement);
  if (result.changed) await publishBalance(events, result.hold.userId, result.balance);
  return { hold: result.hold, balance: result.balance };
}

/** Gives all of a pending hold back (the work failed). A hold that is no longer pending is left as it is. */
export function releaseHold(db: Executor, holdId: string, now: Date, events?: EventBus): Promise<HoldResult> {
  return settleHold(db, holdId, now, { status: "released", spend: 0 }, events);
}

/**
 * Marks pending holds older than the timeout as expired and gives their tokens back. Returns how many.
 * Holds of work already shown (`keep_until` set, see shown-holds.ts) wait for the owner instead; that is
 * checked again under the user's ledger lock, since a save may mark the hold shown meanwhile.
 */
export async function releaseStaleHolds(
  db: Executor,
  now: Date,
  timeoutMinutes: number,
  events?: EventBus,
): Promise<number> {
  const cutoff = new Date(now.getTime() - timeoutMinutes * 60_000);
  const notShown = and(eq(tokenHolds.status, "pending"), isNull(tokenHolds.keepUntil));
  const stale = await db
    .select({ id: tokenHolds.id, userId: tokenHolds.userId })
    .from(tokenHolds)
    .where(and(notShown, lt(tokenHolds.createdAt, cutoff)));
  let count = 0;
  for (const { id, userId } of stale) {
    const result = await db.transaction(async (tx) => {
      await lockProfile(tx, userId);
      const [still] = await tx
        .select({ id: tokenHolds.id })
        .from(tokenHolds)
        .where(and(eq(tokenHolds.id, id), notShown));
      return still ? settleHoldOnce(tx, id, now, { status: "expired", spend: 0 }) : null;
    });
    if (!result?.changed) continue;
    await publishBalance(events, userId, result.balance);
    count++;
  }
  return count;
}
