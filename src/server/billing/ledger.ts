/**
 * The token ledger's core: the per-user lock, lot bookkeeping, grants and the balance summary.
 *
 * Accounting model (see DESIGN §4):
 * - `token_lots` hold tokens; `remaining` is what is still spendable in a lot.
 * - `token_transactions` is append-only; every row has a unique idempotency key.
 * - Reserving a hold takes tokens out of the lots at once (recorded in `token_hold_allocations`) and out of the
 *   cached `profiles.token_balance`, so the balance a user sees already excludes held tokens. No transaction
 *   row is written until the hold is committed (then a `generation`/`iteration` row for the committed amount).
 * - Hence at all times, for every user:
 *     token_balance = sum(remaining of lots not yet expired)
 *     sum(transactions.amount) = token_balance + sum(pending hold amounts)
 * - A lot past `expires_at` is never spendable; every balance-changing operation first settles the user's
 *   lots that have passed their expiry (writing their `expiry` rows), so the cached balance is exact after
 *   every operation, whether or not the periodic expiry job has run.
 *
 * Lock order: the user's profiles row (SELECT ... FOR UPDATE) first, then lot rows. Every balance change
 * takes the profile lock, so changes for one user are serialised and can never interleave.
 */
import { and, asc, eq, getTableColumns, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { EXPIRING_SOON_DAYS, formatTokens, WELCOME_GRANT_TOKENS } from "../../core/pricing.js";
import type { Executor, Tx } from "../db/client.js";
import { profiles, tokenLots, tokenTransactions } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { settleExpiredSql } from "./ledger-sql.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the event stream and the API report about a user's tokens. */
export interface BalanceFigures {
  tokenBalance: number;
  totalTokensPurchased: number;
  totalTokensUsed: number;
}

export interface BalanceSummary extends BalanceFigures {
  /** Lots with tokens left that expire within the next 30 days, soonest first. */
  expiring: { tokens: number; expiresAt: string }[];
}

export type LockedProfile = typeof profiles.$inferSelect & {
  /** Whether some lot is past its expiry but not settled yet; undefined when not checked. */
  hasDueLots?: boolean;
};

/** Lots of the user past `expires_at` whose expiry is not written yet. */
const dueLotsCondition = (userId: SQL | string, now: Date) =>
  and(eq(tokenLots.userId, userId), isNull(tokenLots.expiredAt), lte(tokenLots.expiresAt, now));

/**
 * Takes the user's ledger lock (their profiles row). Must be the first lock any balance change takes.
 * `user` is the user id, or an SQL expression yielding it (e.g. a hold's user). With `now`, the same
 * statement also tells whether any lot needs settling, which saves a query on the common path.
 */
export async function lockProfile(tx: Tx, user: string | SQL, now?: Date): Promise<LockedProfile> {
  const [row] = await tx
    .select({
      ...getTableColumns(profiles),
      hasDueLots: now
        ? sql<boolean>`exists (select 1 from ${tokenLots} where ${dueLotsCondition(sql`${profiles.id}`, now)})`
        : sql<null>`null`,
    })
    .from(profiles)
    .where(eq(profiles.id, user))
    .for("update", { of: profiles });
  if (!row) throw new ApiError(404, "not_found", "Profile not found");
  return { ...row, hasDueLots: row.hasDueLots ?? undefined };
}

/** Sets the cached figures after a change; `balanceDelta` may be negative. Returns the new figures. */
export async function adjustProfile(
  tx: Tx,
  userId: string,
  change: { balanceDelta?: number; purchasedDelta?: number; usedDelta?: number },
  now: Date,
): Promise<BalanceFigures> {
  const [row] = await tx
    .update(profiles)
    .set({
      tokenBalance: sql`${profiles.tokenBalance} + ${change.balanceDelta ?? 0}`,
      totalTokensPurchased: sql`${profiles.totalTokensPurchased} + ${change.purchasedDelta ?? 0}`,
      totalTokensUsed: sql`${profiles.totalTokensUsed} + ${change.usedDelta ?? 0}`,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId))
    .returning({
      tokenBalance: profiles.tokenBalance,
      totalTokensPurchased: profiles.totalTokensPurchased,
      totalTokensUsed: profiles.totalTokensUsed,
    });
  if (!row) throw new ApiError(404, "not_found", "Profile not found");
  return row;
}

export function figuresOf(profile: LockedProfile): BalanceFigures {
  return {
    tokenBalance: profile.tokenBalance,
    totalTokensPurchased: profile.totalTokensPurchased,
    totalTokensUsed: profile.totalTokensUsed,
  };
}

/** Lots whose tokens can still be spent at `now`, soonest expiry first and the non-expiring welcome grant last. */
export const spendableLotCondition = (userId: string, now: Date) =>
  and(
    eq(tokenLots.userId, userId),
    isNull(tokenLots.expiredAt),
    gt(tokenLots.remaining, 0),
    or(isNull(tokenLots.expiresAt), gt(tokenLots.expiresAt, now)),
  );

export const spendOrder = [
  sql`${tokenLots.expiresAt} ASC NULLS LAST`,
  asc(tokenLots.createdAt),
  asc(tokenLots.id),
];

/**
 * Writes the expiry of every lot of this user that has passed `expires_at` and is not settled yet: one
 * `expiry` transaction per lot with tokens left (key `expiry:<lotId>`), remaining set to 0, expired_at set
 * (one call of ledger_settle_expired, the same SQL reserving and settling holds run). Call with the profile
 * lock held. Returns the figures after it.
 */
export async function settleExpiredLots(tx: Tx, profile: LockedProfile, now: Date): Promise<BalanceFigures> {
  if (profile.hasDueLots === false) return figuresOf(profile);
  const balance = await settleExpiredSql(tx, profile.id, now);
  return balance === null ? figuresOf(profile) : { ...figuresOf(profile), tokenBalance: balance };
}

export interface NewTransaction {
  userId: string;
  type: "welcome_bonus" | "purchase" | "generation" | "iteration" | "expiry" | "refund";
  description: string;
  amount: number;
  balanceAfter: number;
  reference?: string | null;
  idempotencyKey: string;
  now: Date;
}

/** Appends one ledger row; returns its id, or null when a row with that idempotency key already exists. */
export async function appendTransaction(tx: Tx, row: NewTransaction): Promise<string | null> {
  const [inserted] = await tx
    .insert(tokenTransactions)
    .values({
      userId: row.userId,
      type: row.type,
      description: row.description,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reference: row.reference ?? null,
      idempotencyKey: row.idempotencyKey,
      createdAt: row.now,
    })
    .onConflictDoNothing({ target: tokenTransactions.idempotencyKey })
    .returning({ id: tokenTransactions.id });
  return inserted?.id ?? null;
}

export interface Grant {
  userId: string;
  amount: number;
  source: "welcome" | "purchase" | "refund";
  type: "welcome_bonus" | "purchase" | "refund";
  description: string;
  /** null: never expires. */
  expiresAt: Date | null;
  purchaseId?: string | null;
  reference?: string | null;
  idempotencyKey: string;
  /** Purchased tokens (base + bonus) count in totalTokensPurchased; the welcome grant does not. */
  countsAsPurchased: boolean;
}

/**
 * Adds a lot and its ledger row, once per idempotency key: returns the new figures, or null when the key was
 * already used (nothing changes). Runs inside the caller's transaction; takes the user's lock.
 */
export async function grantTokens(tx: Tx, grant: Grant, now: Date): Promise<BalanceFigures | null> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0)
    throw new Error("A grant must be a positive integer");
  const profile = await lockProfile(tx, grant.userId, now);
  const settled = await settleExpiredLots(tx, profile, now);
  const transactionId = await appendTransaction(tx, {
    userId: grant.userId,
    type: grant.type,
    description: grant.description,
    amount: grant.amount,
    balanceAfter: settled.tokenBalance + grant.amount,
    reference: grant.reference ?? null,
    idempotencyKey: grant.idempotencyKey,
    now,
  });
  if (!transactionId) return null;
  await tx.insert(tokenLots).values({
    userId: grant.userId,
    source: grant.source,
    amount: grant.amount,
    remaining: grant.amount,
    expiresAt: grant.expiresAt,
    purchaseId: grant.purchaseId ?? null,
    createdAt: now,
  });
  return adjustProfile(
    tx,
    grant.userId,
    { balanceDelta: grant.amount, purchasedDelta: grant.countsAsPurchased ? grant.amount : 0 },
    now,
  );
}

/**
 * Gives a new account its 500 free, non-expiring tokens, exactly once (key `welcome:<userId>`). Runs inside
 * the sign-up transaction right after the profile row is inserted; a repeat is a no-op.
 */
export async function grantWelcomeTokens(tx: Tx, userId: string, now: Date): Promise<void> {
  await grantTokens(
    tx,
    {
      userId,
      amount: WELCOME_GRANT_TOKENS,
      source: "welcome",
      type: "welcome_bonus",
      description: `Welcome bonus: ${formatTokens(WELCOME_GRANT_TOKENS)} free tokens`,
      expiresAt: null,
      idempotencyKey: `welcome:${userId}`,
      countsAsPurchased: false,
    },
    now,
  );
}

/**
 * The user's figures as of `now`. The balance is computed from the lots, so tokens past their expiry are
 * already left out even when no operation or job has settled them yet.
 */
export async function getBalanceSummary(db: Executor, userId: string, now: Date): Promise<BalanceSummary> {
  const [profile] = await db
    .select({
      tokenBalance: profiles.tokenBalance,
      totalTokensPurchased: profiles.totalTokensPurchased,
      totalTokensUsed: profiles.totalTokensUsed,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) throw new ApiError(404, "not_found", "Profile not found");
  return summarizeBalance(db, userId, profile, now);
}

/** The summary from cached figures the caller has already read (GET /api/profile reads them with the user). */
export async function summarizeBalance(
  db: Executor,
  userId: string,
  cached: BalanceFigures,
  now: Date,
): Promise<BalanceSummary> {
  const [unsettled] = await db
    .select({ tokens: sql<number>`coalesce(sum(${tokenLots.remaining}), 0)::int` })
    .from(tokenLots)
    .where(and(eq(tokenLots.userId, userId), isNull(tokenLots.expiredAt), lte(tokenLots.expiresAt, now)));
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const expiringLots = await db
    .select({ tokens: tokenLots.remaining, expiresAt: tokenLots.expiresAt })
    .from(tokenLots)
    .where(and(spendableLotCondition(userId, now), lte(tokenLots.expiresAt, soon)))
    .orderBy(...spendOrder);
  return {
    tokenBalance: Math.max(0, cached.tokenBalance - Number(unsettled?.tokens ?? 0)),
    totalTokensPurchased: cached.totalTokensPurchased,
    totalTokensUsed: cached.totalTokensUsed,
    expiring: expiringLots.map((lot) => ({ tokens: lot.tokens, expiresAt: lot.expiresAt!.toISOString() })),
  };
}

/**
 * Tokens that were given rather than bought (the welcome grant) and tokens lost to expiry, so the
 * profile's figures add up on screen: purchased + free − used − expired = balance (apart from holds of
 * work in progress).
 */
export async function freeAndExpiredTokens(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ freeTokens: number; expiredTokens: number }> {
  const [lots] = await db
    .select({
      free: sql<number>`coalesce(sum(${tokenLots.amount}) filter (where ${tokenLots.source} <> 'purchase'), 0)::int`,
      unsettled: sql<number>`coalesce(sum(${tokenLots.remaining}) filter (where ${dueLotsCondition(userId, now)}), 0)::int`,
    })
    .from(tokenLots)
    .where(eq(tokenLots.userId, userId));
  const [settled] = await db
    .select({ tokens: sql<number>`coalesce(sum(-${tokenTransactions.amount}), 0)::int` })
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "expiry")));
  return {
    freeTokens: Number(lots?.free ?? 0),
    expiredTokens: Number(settled?.tokens ?? 0) + Number(lots?.unsettled ?? 0),
  };
}
