/**
 * Checks one user's ledger against itself (tests call it after every operation):
 * - cached balance = sum of remainders of lots not settled as expired;
 * - the spendable balance at `now` = that minus lots past expiry not settled yet;
 * - sum of all transactions = cached balance + tokens in pending holds;
 * - every pending hold's allocations add up to its amount;
 * - granted = available + held + spent + expired.
 */
import { eq, sql } from "drizzle-orm";
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
  // One statement, so the figures come from one snapshot (and the audit stays cheap in property tests).
  const lots = sql`from ${tokenLots} where ${tokenLots.userId} = ${userId}`;
  const ledger = sql`from ${tokenTransactions} where ${tokenTransactions.userId} = ${userId}`;
  const pendingHolds = sql`from ${tokenHolds} where ${tokenHolds.userId} = ${userId} and ${tokenHolds.status} = 'pending'`;
  const [row] = await db
    .select({
      tokenBalance: profiles.tokenBalance,
      totalTokensPurchased: profiles.totalTokensPurchased,
      totalTokensUsed: profiles.totalTokensUsed,
      unsettledRemaining: sql<number>`(select ${sumInt(tokenLots.remaining)} ${lots} and ${tokenLots.expiredAt} is null)`,
      spendable: sql<number>`(select ${sumInt(tokenLots.remaining)} from ${tokenLots} where ${spendableLotCondition(userId, now)})`,
      unsettledExpired: sql<number>`(select ${sumInt(tokenLots.remaining)} ${lots} and ${tokenLots.expiredAt} is null and ${tokenLots.expiresAt} <= ${now})`,
      granted: sql<number>`(select ${sumInt(tokenLots.amount)} ${lots})`,
      held: sql<number>`(select ${sumInt(tokenHolds.amount)} ${pendingHolds})`,
      allocated: sql<number>`(select ${sumInt(tokenHoldAllocations.amount)} from ${tokenHoldAllocations} where ${tokenHoldAllocations.holdId} in (select ${tokenHolds.id} ${pendingHolds}))`,
      ledgerSum: sql<number>`(select ${sumInt(tokenTransactions.amount)} ${ledger})`,
      spent: sql<number>`(select ${sumInt(sql`-${tokenTransactions.amount}`)} ${ledger} and ${tokenTransactions.type} in ('generation', 'iteration'))`,
      expired: sql<number>`(select ${sumInt(sql`-${tokenTransactions.amount}`)} ${ledger} and ${tokenTransactions.type} = 'expiry')`,
      purchased: sql<number>`(select ${sumInt(tokenTransactions.amount)} ${ledger} and ${tokenTransactions.type} = 'purchase')`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`No profile for ${userId}`);
  const profile = row;
  const unsettledRemaining = Number(row.unsettledRemaining);
  const spendable = Number(row.spendable);
  const unsettledExpired = Number(row.unsettledExpired);
  const granted = Number(row.granted);
  const held = Number(row.held);
  const allocated = Number(row.allocated);
  const ledgerSum = Number(row.ledgerSum);
  const spent = Number(row.spent);
  const expired = Number(row.expired);
  const purchased = Number(row.purchased);

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
