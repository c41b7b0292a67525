/**
 * The expiry job: settles every lot past `expires_at` (one `expiry` transaction per lot with tokens left,
 * keyed `expiry:<lotId>`), user by user under each user's ledger lock. Running it again finds nothing to do.
 * Spending never depends on it: a lot past its expiry is not spendable either way.
 */
import { and, isNull, lte } from "drizzle-orm";
import type { EventBus } from "../app-types.js";
import type { Executor } from "../db/client.js";
import { tokenLots } from "../db/schema.js";
import { publishBalance } from "./holds.js";
import { lockProfile, settleExpiredLots } from "./ledger.js";

/** Returns the number of users whose lots it settled. */
export async function expireLots(db: Executor, now: Date, events?: EventBus): Promise<number> {
  const due = await db
    .selectDistinct({ userId: tokenLots.userId })
    .from(tokenLots)
    .where(and(isNull(tokenLots.expiredAt), lte(tokenLots.expiresAt, now)));
  for (const { userId } of due) {
    const change = await db.transaction(async (tx) => {
      const profile = await lockProfile(tx, userId, now);
      const figures = await settleExpiredLots(tx, profile, now);
      return { figures, changed: figures.tokenBalance !== profile.tokenBalance };
    });
    if (change.changed) await publishBalance(events, userId, change.figures);
  }
  return due.length;
}
