/**
 * Single use for the links we mail. Reset links are Better Auth's rows in `verifications`
 * (`reset-password:<token>`, value = user id): issuing a new one or using one revokes the others.
 * Confirmation links are Better Auth's stateless JWTs: the first visit records the token (by hash) in
 * `verifications`, keyed by a primary key so two visits at once cannot both pass.
 */
import { createHash } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import { jwtVerify } from "jose";
import type { Executor } from "../db/client.js";
import { verifications } from "../db/schema.js";

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
 * that, and "invalid" for a token that is not ours or has expired (nothing recorded; Better Auth
 * refuses it with its own error).
 */
export async function claimConfirmationToken(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<"fresh" | "used" | "invalid"> {
  let expiresAt: Date;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    if (typeof payload.exp !== "number") return "invalid";
    expiresAt = new Date(payload.exp * 1000);
  } catch {
    return "invalid";
  }
  const id = `${USED_CONFIRMATION_PREFIX}${createHash("sha256").update(token).digest("hex")}`;
  const claimed = await db
    .insert(verifications)
    .values({ id, identifier: id, value: "used", expiresAt, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: verifications.id })
    .returning({ id: verifications.id });
  return claimed.length > 0 ? "fresh" : "used";
}
