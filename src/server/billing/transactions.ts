/**
 * A user's transaction history, newest first, paged with an opaque cursor: base64url of the last row's
 * created_at (ISO, millisecond precision as written by the ledger) and id, the same pair the index sorts by.
 */
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { tokenTransactions } from "../db/schema.js";
import { ApiError } from "../errors.js";

export const DEFAULT_TRANSACTIONS_LIMIT = 20;
export const MAX_TRANSACTIONS_LIMIT = 100;

export interface TransactionItem {
  id: string;
  createdAt: string;
  type: string;
  description: string;
  amount: number;
  balanceAfter: number;
}

export interface TransactionPage {
  items: TransactionItem[];
  nextCursor: string | null;
}

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ApiError(400, "invalid_cursor", "The cursor is not valid");
  }
  return { createdAt, id };
}

export async function listTransactions(
  db: Executor,
  userId: string,
  options: { limit?: number; cursor?: string | null } = {},
): Promise<TransactionPage> {
  const limit = options.limit ?? DEFAULT_TRANSACTIONS_LIMIT;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
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
        after
          ? or(
              lt(tokenTransactions.createdAt, after.createdAt),
              and(eq(tokenTransactions.createdAt, after.createdAt), lt(tokenTransactions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(tokenTransactions.createdAt), desc(tokenTransactions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
