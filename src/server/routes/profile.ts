/** GET/PATCH /api/profile: the signed-in user's account figures and full name. */
import { eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  controlCharactersMessage,
  FULL_NAME_TOO_LONG_MESSAGE,
  MAX_FULL_NAME_LENGTH,
  plainText,
} from "../../core/text-rules.js";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { type Auth, VERIFICATION_TOKEN_LIFETIME_SECONDS } from "../auth/auth.js";
import { sessionCheckWith } from "../auth/session-check.js";
import { profiles, users } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { hasBidiControls } from "../http/well-formed-text.js";
import { type ProfileRow, profileBySessionReader, profileReader } from "../profile/read-profile.js";
import { RESEND_COOLDOWN_SECONDS } from "./auth.js";
import { requireUser } from "./session.js";
import { parseJson } from "./validation.js";

export { MAX_FULL_NAME_LENGTH };

const profilePatchSchema = z.object({
  fullName: plainText("Full name", "Please enter your full name")
    .trim()
    .min(1, "Please enter your full name")
    .max(MAX_FULL_NAME_LENGTH, FULL_NAME_TOO_LONG_MESSAGE)
    .refine((name) => !hasBidiControls(name), controlCharactersMessage("Full name")),
});

/** Seconds until `since` + `lifetimeSeconds`, 0 when that has passed or `since` is unset. */
function secondsLeft(since: Date | null, lifetimeSeconds: number, now: Date): number {
  if (!since) return 0;
  return Math.max(0, Math.ceil((since.getTime() + lifetimeSeconds * 1000 - now.getTime()) / 1000));
}

/** The answer of GET and PATCH /api/profile: the same figures (and key order) the ledger's summarizeBalance
 * + freeAndExpiredTokens give. */
function profileAnswer(row: ProfileRow, now: Date) {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    createdAt: row.created_at.toISOString(),
    fullName: row.full_name,
    tokenBalance: Math.max(0, row.token_balance - row.unsettled_tokens),
    totalTokensPurchased: row.total_tokens_purchased,
    totalTokensUsed: row.total_tokens_used,
    expiring: row.expiring.map((lot) => ({
      tokens: lot.tokens,
      expiresAt: new Date(lot.expires_ms).toISOString(),
    })),
    freeTokens: row.free_tokens,
    expiredTokens: row.settled_expired_tokens + row.unsettled_tokens,
    verificationRetryAfterSeconds: row.email_verified
      ? 0
      : secondsLeft(row.verification_sent_at, RESEND_COOLDOWN_SECONDS, now),
    pendingEmail:
      row.pending_email &&
      row.pending_email !== row.email &&
      secondsLeft(row.pending_email_requested_at, VERIFICATION_TOKEN_LIFETIME_SECONDS, now) > 0
        ? row.pending_email
        : null,
  };
}

/**
 * GET /api/profile in ONE statement: the session and the profile read together by the session token
 * (the session check's rules, auth/session-check.ts). It stands before the session middleware; anything
 * it cannot answer alone (signed out, a session Better Auth must refresh or delete, a missing profile)
 * goes on to the middleware and the route below, which answer it as always.
 */
export function profileInOneStatement(deps: CoreDeps & { auth: Auth }): MiddlewareHandler<AppEnv> {
  const readProfileBySession = profileBySessionReader(deps.database);
  const checkSession = sessionCheckWith(deps.auth, readProfileBySession);
  return async (c, next) => {
    const now = deps.clock.now();
    const checked = await checkSession(c.req.header("cookie"), now);
    if (checked.status !== "signed-in") return next();
    c.set("user", checked.user);
    c.set("sessionId", checked.sessionId);
    return c.json(profileAnswer(checked.row, now));
  };
}

export function profileRoutes(deps: CoreDeps) {
  const { db, clock } = deps;

  const readProfileRow = profileReader(deps.database);

  const readProfile = async (userId: string) => {
    const now = clock.now();
    const row = await readProfileRow(userId, now);
    if (!row) throw new ApiError(404, "not_found", "Profile not found");
    return profileAnswer(row, now);
  };

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = requireUser(c);
      return c.json(await readProfile(user.id));
    })
    .patch("/", async (c) => {
      const user = requireUser(c);
      const { fullName } = await parseJson(c, profilePatchSchema);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.update(profiles).set({ fullName, updatedAt: now }).where(eq(profiles.id, user.id));
        await tx.update(users).set({ name: fullName, updatedAt: now }).where(eq(users.id, user.id));
      });
      return c.json(await readProfile(user.id));
    });
}
