/**
 * Holds for work that is already shown but not yet kept (pay only for what you keep): an iteration's hold
 * stays pending after its new version is saved, with a `keep_until` day. Keeping the change commits it (the
 * full amount, as the charge it was reserved for); undoing it releases it; a day passing keeps it — settled
 * lazily when the owner's pages or ledger are read, and by the periodic billing pass, so no timer is needed.
 *
 * Every settlement goes through ledger_settle_hold, which takes the user's ledger lock and settles a hold only
 * while it is pending: a hold is never committed or released twice, whichever of these runs first.
 */
import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { EventBus } from "../app-types.js";
import type { Executor, Tx } from "../db/client.js";
import { tokenHolds } from "../db/schema.js";
import { type HoldResult, holdExpiredError, publishBalance, settleHoldOnce } from "./holds.js";
import { lockProfile } from "./ledger.js";

/** How long a shown change can be undone before it counts as kept. */
export const KEEP_CHANGE_AFTER_HOURS = 24;
const KEEP_AFTER_MS = KEEP_CHANGE_AFTER_HOURS * 60 * 60 * 1000;

/**
 * Inside the save of the work the hold pays for: the hold now waits to be kept or undone. Takes the user's
 * ledger lock first, so the stale-hold job (which re-checks `keep_until` under that lock) cannot expire it
 * afterwards; throws 409 hold_expired when that job already gave the tokens back (the save rolls back).
 */
export async function showHoldWithin(tx: Tx, userId: string, holdId: string, now: Date): Promise<Date> {
  await lockProfile(tx, userId);
  const keepUntil = new Date(now.getTime() + KEEP_AFTER_MS);
  const [shown] = await tx
    .update(tokenHolds)
    .set({ keepUntil })
    .where(and(eq(tokenHolds.id, holdId), eq(tokenHolds.status, "pending"), isNull(tokenHolds.keepUntil)))
    .returning({ id: tokenHolds.id });
  if (!shown) throw holdExpiredError();
  return keepUntil;
}

/** A shown hold as its page reports it. */
export interface ShownHold {
  id: string;
  amount: number;
  status: string;
  keepUntil: Date | null;
  description: string;
}

export async function readShownHold(db: Executor, holdId: string): Promise<ShownHold | undefined> {
  const [hold] = await db
    .select({
      id: tokenHolds.id,
      amount: tokenHolds.amount,
      status: tokenHolds.status,
      keepUntil: tokenHolds.keepUntil,
      description: tokenHolds.description,
    })
    .from(tokenHolds)
    .where(eq(tokenHolds.id, holdId));
  return hold;
}

/**
 * Commits a shown hold in full, with the charge's description given at reservation. A hold that is not
 * pending any more is left as it is (null): kept or undone already.
 */
export async function keepHold(db: Executor, holdId: string, now: Date): Promise<HoldResult | null> {
  const hold = await readShownHold(db, holdId);
  if (hold?.status !== "pending" || hold.keepUntil === null) return null;
  const result = await settleHoldOnce(db, holdId, now, {
    status: "committed",
    spend: hold.amount,
    details: { description: hold.description },
  });
  return result.changed ? { hold: result.hold, balance: result.balance } : null;
}

/** Gives a shown hold back in full; null when this call did not settle it (kept or undone already). */
export async function undoHold(db: Executor, holdId: string, now: Date): Promise<HoldResult | null> {
  const result = await settleHoldOnce(db, holdId, now, { status: "released", spend: 0 });
  return result.changed ? { hold: result.hold, balance: result.balance } : null;
}

/**
 * Keeps every shown hold whose day has passed (of one user, or of everyone for the billing pass); the
 * balance does not move (the tokens were already out of it), the charge appears in the ledger. Returns how many.
 */
export async function keepDueHolds(
  db: Executor,
  now: Date,
  options: { userId?: string; events?: EventBus } = {},
): Promise<number> {
  const due = await db
    .select({ id: tokenHolds.id, userId: tokenHolds.userId })
    .from(tokenHolds)
    .where(
      and(
        options.userId ? eq(tokenHolds.userId, options.userId) : undefined,
        eq(tokenHolds.status, "pending"),
        isNotNull(tokenHolds.keepUntil),
        lte(tokenHolds.keepUntil, now),
      ),
    );
  let kept = 0;
  for (const hold of due) {
    const result = await keepHold(db, hold.id, now);
    if (!result) continue;
    kept++;
    await publishBalance(options.events, hold.userId, result.balance);
  }
  return kept;
}
