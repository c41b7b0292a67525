/** GET/PATCH /api/profile: the signed-in user's account figures and full name. */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { FULL_NAME_TOO_LONG_MESSAGE, MAX_FULL_NAME_LENGTH, plainText } from "../../core/text-rules.js";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { VERIFICATION_TOKEN_LIFETIME_SECONDS } from "../auth/auth.js";
import { freeAndExpiredTokens, summarizeBalance } from "../billing/ledger.js";
import { profiles, users } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { RESEND_COOLDOWN_SECONDS } from "./auth.js";
import { requireUser } from "./session.js";
import { parseJson } from "./validation.js";

export { MAX_FULL_NAME_LENGTH };

const profilePatchSchema = z.object({
  fullName: plainText("Full name", "Please enter your full name")
    .trim()
    .min(1, "Please enter your full name")
    .max(MAX_FULL_NAME_LENGTH, FULL_NAME_TOO_LONG_MESSAGE),
});

/** Seconds until `since` + `lifetimeSeconds`, 0 when that has passed or `since` is unset. */
function secondsLeft(since: Date | null, lifetimeSeconds: number, now: Date): number {
  if (!since) return 0;
  return Math.max(0, Math.ceil((since.getTime() + lifetimeSeconds * 1000 - now.getTime()) / 1000));
}

export function profileRoutes(deps: CoreDeps) {
  const { db, clock } = deps;

  const readProfile = async (userId: string) => {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
        tokenBalance: profiles.tokenBalance,
        totalTokensPurchased: profiles.totalTokensPurchased,
        totalTokensUsed: profiles.totalTokensUsed,
        verificationSentAt: profiles.verificationSentAt,
        pendingEmail: profiles.pendingEmail,
        pendingEmailRequestedAt: profiles.pendingEmailRequestedAt,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    if (!row) throw new ApiError(404, "not_found", "Profile not found");
    // One read of the user and the cached figures; the ledger adds what only the lots can tell.
    const now = clock.now();
    const summary = await summarizeBalance(db, userId, row, now);
    const origins = await freeAndExpiredTokens(db, userId, now);
    const { verificationSentAt, pendingEmail, pendingEmailRequestedAt, ...account } = row;
    return {
      ...account,
      createdAt: row.createdAt.toISOString(),
      ...summary,
      ...origins,
      verificationRetryAfterSeconds: row.emailVerified
        ? 0
        : secondsLeft(verificationSentAt, RESEND_COOLDOWN_SECONDS, now),
      pendingEmail:
        pendingEmail &&
        pendingEmail !== row.email &&
        secondsLeft(pendingEmailRequestedAt, VERIFICATION_TOKEN_LIFETIME_SECONDS, now) > 0
          ? pendingEmail
          : null,
    };
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
