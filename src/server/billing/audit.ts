/**
 * Checks one user's ledger against itself (tests call it after every operation):
 * - cached balance = sum of remainders of lots not settled as expired;
 * - the spendable balance at `now` = that minus lots past expiry not settled yet;
 * - sum of all transactions = cached balance + tokens in pending holds;
 * - every pending hold's allocations add up to its amount;
 * - granted = available + held + spent + expired.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client.js";

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

interface AuditRow {
  token_balance: number;
  total_tokens_purchased: number;
  total_tokens_used: number;
  unsettled_remaining: number;
  spendable: number;
  unsettled_expired: number;
  granted: number;
  held: number;
  allocated: number;
  ledger_sum: number;
  spent: number;
  expired: number;
  purchased: number;
}

export async function auditBalance(db: Executor, userId: string, now: Date): Promise<BalanceAudit> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // One statement (one snapshot), one pass over each table, so property tests can afford it after every step.
  const result = await db.execute(sql`
    select p.token_balance, p.total_tokens_purchased, p.total_tokens_used,
      l.unsettled_remaining, l.spendable, l.unsettled_expired, l.granted,
      h.held, h.allocated, t.ledger_sum, t.spent, t.expired, t.purchased
    from profiles p,
    lateral (
      select
        coalesce(sum(remaining) filter (where expired_at is null), 0)::int as unsettled_remaining,
        coalesce(sum(remaining) filter (
          where expired_at is null and (expires_at is null or expires_at > ${at})), 0)::int as spendable,
        coalesce(sum(remaining) filter (where expired_at is null and expires_at <= ${at}), 0)::int as unsettled_expired,
        coalesce(sum(amount), 0)::int as granted
      from token_lots where user_id = p.id
    ) l,
    lateral (
      select coalesce(sum(amount), 0)::int as held,
        coalesce((select sum(a.amount) from token_hold_allocations a
          join token_holds ph on ph.id = a.hold_id
          where ph.user_id = p.id and ph.status = 'pending'), 0)::int as allocated
      from token_holds where user_id = p.id and status = 'pending'
    ) h,
    lateral (
      select coalesce(sum(amount), 0)::int as ledger_sum,
        coalesce(-sum(amount) filter (where type in ('generation', 'iteration')), 0)::int as spent,
        coalesce(-sum(amount) filter (where type = 'expiry'), 0)::int as expired,
        coalesce(sum(amount) filter (where type = 'purchase'), 0)::int as purchased
      from token_transactions where user_id = p.id
    ) t
    where p.id = ${userId}`);
  const row = (result as unknown as { rows: AuditRow[] }).rows[0];
  if (!row) throw new Error(`No profile for ${userId}`);
  const profile = {
    tokenBalance: Number(row.token_balance),
    totalTokensPurchased: Number(row.total_tokens_purchased),
    totalTokensUsed: Number(row.total_tokens_used),
  };
  const unsettledRemaining = Number(row.unsettled_remaining);
  const spendable = Number(row.spendable);
  const unsettledExpired = Number(row.unsettled_expired);
  const granted = Number(row.granted);
  const held = Number(row.held);
  const allocated = Number(row.allocated);
  const ledgerSum = Number(row.ledger_sum);
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
