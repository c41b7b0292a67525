/**
 * Single use for the links we mail. Reset links are Better Auth's rows in `verifications`
 * (`reset-password:<token>`, value = user id): issuing a new one or using one revokes the others.
 * Confirmation links are Better Auth's stateless JWTs: the first visit records the token (by hash) in
 * `verifications`, keyed by a primary key so two visits at once cannot both pass. A confirmation link that a
 * newer one of its kind has replaced counts as used (newest-links.ts).
 */
import { and, eq, like, ne } from "drizzle-orm";
import { jwtVerify } from "jose";
import type { Executor } from "../db/client.js";
import { users, verifications } from "../db/schema.js";
import { isNewestLink, type LinkKind, tokenHash } from "./newest-links.js";

const RESET_PREFIX = "reset-password:";
const USED_CONFIRMATION_PREFIX = "used-email-token:";

/** Deletes the user's reset tokens, except `keepToken` (the one just issued) when given. */
export async function revokeResetTokens(db: Executor, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, `${RESET_PREFIX}%`),
        eq(verifications.value, userId),
        ...(keepToken ? [ne(verifications.identifier, `${RESET_PREFIX}${keepToken}`)] : []),
      ),
    );
}

/**
 * Records a correctly signed confirmation token as used. Returns "fresh" the first time, "used" after
 * that or once a newer link of its kind was mailed, and "invalid" for a token that is not ours or has
 * expired (nothing recorded; Better Auth refuses it with its own error).
 */
export async function claimConfirmationToken(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<"fresh" | "used" | "invalid"> {
  let expiresAt: Date;
  let payload: Record<string, unknown>;
  try {
    const verified = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    payload = verified.payload;
    if (typeof verified.payload.exp !== "number") return "invalid";
    expiresAt = new Date(verified.payload.exp * 1000);
  } catch {
    return "invalid";
  }
  const userId = await tokenOwner(db, payload);
  const kind: LinkKind = typeof payload.updateTo === "string" ? "change-address" : "confirm-address";
  if (userId && !(await isNewestLink(db, { userId, kind, token }))) return "used";
  const id = `${USED_CONFIRMATION_PREFIX}${tokenHash(token)}`;
  const claimed = await db
    .insert(verifications)
    .values({ id, identifier: id, value: "used", expiresAt, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: verifications.id })
    .returning({ id: verifications.id });
  return claimed.length > 0 ? "fresh" : "used";
}

/** The account a confirmation token was issued for: named in it, or else found by its address. */
async function tokenOwner(db: Executor, payload: Record<string, unknown>): Promise<string | undefined> {
  if (typeof payload.userId === "string") return payload.userId;
  if (typeof payload.email !== "string") return undefined;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, payload.email.toLowerCase()));
  return user?.id;
}
