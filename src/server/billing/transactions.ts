/**
 * A user's transaction history, newest first, paged with an opaque cursor (db/keyset.ts).
 *
 * `balanceAfter` is the running sum of the amounts up to and including the row, so each row's figure is
 * the one before it plus its amount. The stored `balance_after` is the live balance when the row was
 * written, which leaves out tokens still on hold for other work: with two holds open at once the list
 * read 500, 350, 350 for +500, −50, −100.
 */
import { and, eq, gt, gte, or, sql } from "drizzle-orm";
import type { Page, TransactionItem } from "../../core/api-types.js";
import type { Executor } from "../db/client.js";
import { newestFirst, olderThan, toPage } from "../db/keyset.js";
import { tokenLedgerTotals, tokenTransactions } from "../db/schema.js";

export const DEFAULT_TRANSACTIONS_LIMIT = 20;
export const MAX_TRANSACTIONS_LIMIT = 100;

export type TransactionPage = Page<TransactionItem>;

export async function listTransactions(
  db: Executor,
  userId: string,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<TransactionPage> {
  const limit = options.limit ?? DEFAULT_TRANSACTIONS_LIMIT;
  const rows = await db
    .select({
      id: tokenTransactions.id,
      createdAt: tokenTransactions.createdAt,
      type: tokenTransactions.type,
      description: tokenTransactions.description,
      amount: tokenTransactions.amount,
    })
    .from(tokenTransactions)
    .where(
      and(
        eq(tokenTransactions.userId, userId),
        olderThan(tokenTransactions.createdAt, tokenTransactions.id, options.cursor),
      ),
    )
    .orderBy(...newestFirst(tokenTransactions.createdAt, tokenTransactions.id))
    .limit(limit + 1);
  const balances = await runningBalances(db, userId, rows.slice(0, limit));
  return toPage(rows, limit, (row) => ({
    ...row,
    balanceAfter: balances.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Each row's running balance: the user's total (token_ledger_totals, kept by the insert trigger) less the
 * amounts from the page's oldest row up, then the page's amounts in order. One statement, so the total and
 * the rows come from one snapshot. The first page reads its own rows only, whatever the history holds; a
 * page deep in it reads the rows newer than it.
 */
async function runningBalances(
  db: Executor,
  userId: string,
  page: { id: string; createdAt: Date; amount: number }[],
): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  const oldest = page.at(-1);
  if (!oldest) return balances;
  const fromOldestUp = db
    .select({ amount: tokenTransactions.amount })
    .from(tokenTransactions)
    .where(
      and(
        eq(tokenTransactions.userId, userId),
        or(
          gt(tokenTransactions.createdAt, oldest.createdAt),
          and(eq(tokenTransactions.createdAt, oldest.createdAt), gte(tokenTransactions.id, oldest.id)),
        ),
      ),
    )
    .as("from_oldest_up");
  const [before] = await db
    .select({
      total: sql<
        string | null
      >`(SELECT ${tokenLedgerTotals.total} FROM ${tokenLedgerTotals} WHERE ${tokenLedgerTotals.userId} = ${userId})
        - coalesce(sum(${fromOldestUp.amount}), 0)`,
    })
    .from(fromOldestUp);
  let balance = Number(before?.total ?? 0);
  for (const row of [...page].reverse()) {
    balance += row.amount;
    balances.set(row.id, balance);
  }
  return balances;
}
