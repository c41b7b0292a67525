/** A user's transaction history, newest first, paged with an opaque cursor (db/keyset.ts). */
import { and, eq } from "drizzle-orm";
import type { Page, TransactionItem } from "../../core/api-types.js";
import type { Executor } from "../db/client.js";
import { newestFirst, olderThan, toPage } from "../db/keyset.js";
import { tokenTransactions } from "../db/schema.js";

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
      balanceAfter: tokenTransactions.balanceAfter,
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
  return toPage(rows, limit, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
