/**
 * Only the newest link of each kind works. Issuing a link records it (by hash) as the account's newest of
 * its kind, one row per account and kind, so a later link replaces the record and every older one of that
 * kind is refused as an invalid link is. Reset links follow the same rule in their own rows (revokeResetTokens).
 *
 * The record lives in `verifications`: id `newest-link:<kind>:<user id>` (so an upsert replaces it),
 * identifier `newest-link:<kind>:<token hash>`, value the user id (removed with the account's other rows).
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { verifications } from "../db/schema.js";

/** Confirming the sign-up address, and confirming a change to a new one. */
export type LinkKind = "confirm-address" | "change-address";

const PREFIX = "newest-link:";

/** How a mailed link's token is kept: never as itself, so a database read gives no working link. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function recordNewestLink(
  db: Executor,
  link: { userId: string; kind: LinkKind; token: string; expiresAt: Date; now: Date },
): Promise<void> {
  const id = `${PREFIX}${link.kind}:${link.userId}`;
  const identifier = `${PREFIX}${link.kind}:${tokenHash(link.token)}`;
  await db
    .insert(verifications)
    .values({
      id,
      identifier,
      value: link.userId,
      expiresAt: link.expiresAt,
      createdAt: link.now,
      updatedAt: link.now,
    })
    .onConflictDoUpdate({
      target: verifications.id,
      set: { identifier, expiresAt: link.expiresAt, updatedAt: link.now },
    });
}

/**
 * True when `token` is the account's newest link of its kind. A link issued before links were recorded
 * has no record to lose to, so it stays valid until it expires.
 */
export async function isNewestLink(
  db: Executor,
  link: { userId: string; kind: LinkKind; token: string },
): Promise<boolean> {
  const [newest] = await db
    .select({ identifier: verifications.identifier })
    .from(verifications)
    .where(eq(verifications.id, `${PREFIX}${link.kind}:${link.userId}`));
  return !newest || newest.identifier === `${PREFIX}${link.kind}:${tokenHash(link.token)}`;
}
