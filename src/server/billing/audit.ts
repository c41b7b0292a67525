/**
 * Checks one user's ledger against itself (tests call it after every operation):
 * - cached balance = sum of remainders of lots not settled as expired;
 * - the spendable balance at `now` = that minus lots past expiry not settled yet;
 * - sum of all transactions = cached balance + tokens in pending holds;
 * - every pending hold's allocations add up to its amount;
 * - granted = available + held + spent + expired.
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { profiles, tokenHoldAllocations, tokenHolds, tokenLots, tokenTransactions } from "../db/schema.js";
import { spendableLotCondition } from "./ledger.js";

export interface BalanceAudit {
  ok: boolean;
  problems: string[];
  cachedBalance: number;
  spendable: number;
  unsettledExpired: number;
  held: number;
  spent: number;
  expired: number;
  granted: number;
  ledgerSum: number;
  totalTokensPurchased: number;
  totalTokensUsed: number;
}

const sumInt = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function auditBalance(db: Executor, userId: string, now: Date): Promise<BalanceAudit> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new Error(`No profile for ${userId}`);
  const one = async (query: Promise<{ v: number }[]>) => Number((await query)[0]?.v ?? 0);
  const unsettledRemaining = await one(
    db
      .select({ v: sumInt(tokenLots.remaining) })
      .from(tokenLots)
      .where(and(eq(tokenLots.userId, userId), isNull(tokenLots.expiredAt))),
  );
  const spendable = await one(
    db
      .select({ v: sumInt(tokenLots.remaining) })
      .from(tokenLots)
      .where(spendableLotCondition(userId, now)),
  );
  const unsettledExpired = await one(
    db
      .select({ v: sumInt(tokenLots.remaining) })
      .from(tokenLots)
      .where(and(eq(tokenLots.userId, userId), isNull(tokenLots.expiredAt), lte(tokenLots.expiresAt, now))),
  );
  const granted = await one(
    db
      .select({ v: sumInt(tokenLots.amount) })
      .from(tokenLots)
      .where(eq(tokenLots.userId, userId)),
  );
  const held = await one(
    db
      .select({ v: sumInt(tokenHolds.amount) })
      .from(tokenHolds)
      .where(and(eq(tokenHolds.userId, userId), eq(tokenHolds.status, "pending"))),
  );
  const allocated = await one(
    db
      .select({ v: sumInt(tokenHoldAllocations.amount) })
      .from(tokenHoldAllocations)
      .innerJoin(tokenHolds, eq(tokenHolds.id, tokenHoldAllocations.holdId))
      .where(and(eq(tokenHolds.userId, userId), eq(tokenHolds.status, "pending"))),
  );
  const ledgerSum = await one(
    db
      .select({ v: sumInt(tokenTransactions.amount) })
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, userId)),
  );
  const spent = -(await one(
    db
      .select({ v: sumInt(tokenTransactions.amount) })
      .from(tokenTransactions)
      .where(
        and(
          eq(tokenTransactions.userId, userId),
          sql`${tokenTransactions.type} in ('generation', 'iteration')`,
        ),
      ),
  ));
  const expired = -(await one(
    db
      .select({ v: sumInt(tokenTransactions.amount) })
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "expiry"))),
  ));
  const purchased = await one(
    db
      .select({ v: sumInt(tokenTransactions.amount) })
      .from(tokenTransactions)
      .where(and(eq(tokenTransactions.userId, userId), eq(tokenTransactions.type, "purchase"))),
  );

  const problems: string[] = [];
  const expect = (label: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${label}: ${actual} != ${wanted}`);
  };
  expect("cached balance vs unsettled lot remainders", profile.tokenBalance, unsettledRemaining);
  expect("spendable vs cached minus unsettled expired", spendable, profile.tokenBalance - unsettledExpired);
  expect("ledger sum vs cached balance + held", ledgerSum, profile.tokenBalance + held);
  expect("pending allocations vs held", allocated, held);
  expect(
    "granted vs available + held + spent + expired",
    granted,
    profile.tokenBalance + held + spent + expired,
  );
  expect("totalTokensUsed vs spent", profile.totalTokensUsed, spent);
  expect("totalTokensPurchased vs purchase rows", profile.totalTokensPurchased, purchased);
  if (profile.tokenBalance < 0) problems.push(`negative balance ${profile.tokenBalance}`);

  return {
    ok: problems.length === 0,
    problems,
    cachedBalance: profile.tokenBalance,
    spendable,
    unsettledExpired,
    held,
    spent,
    expired,
    granted,
    ledgerSum,
    totalTokensPurchased: profile.totalTokensPurchased,
    totalTokensUsed: profile.totalTokensUsed,
  };
}
