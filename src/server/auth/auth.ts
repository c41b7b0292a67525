/**
 * Better Auth, configured for this product: e-mail + password, argon2id, confirmation and reset mails
 * through our queue, change of e-mail confirmed from the new address, sessions in the database.
 * Rate limits and the resend cool-down are enforced in front of it (auth-routes.ts), not by Better Auth.
 */
import { drizzleAdapter } from "@better-auth/drizzle-adapter";
import { APIError, createAuthMiddleware } from "better-auth/api";
// The minimal entry: Better Auth without its built-in Kysely driver, which the Drizzle adapter makes
// unnecessary (about 14 MB less memory in every process).
import { betterAuth } from "better-auth/minimal";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { accounts, profiles, sessions, users, verifications } from "../db/schema.js";
import { allowedOrigins } from "../http/origins.js";
import { RATE_LIMITS, type RateLimiter } from "../http/rate-limiter.js";
import { fallbackLogger, type Logger } from "../logger.js";
import { enqueueMail } from "../mail/queue.js";
import {
  confirmAddressEmail,
  confirmNewAddressEmail,
  mailSite,
  resetPasswordEmail,
  signUpAttemptEmail,
} from "../mail/templates.js";
import { eraseContactData, setUpNewAccount } from "./accounts.js";
import { countAuthCalls } from "./async-context-idle.js";
import { betterAuthLogger, logAuthError } from "./auth-log.js";
import { announceAddressChange, announcePasswordChange, changedPasswordUser } from "./change-notices.js";
import { refuseUnsafeText } from "./input-rules.js";
import { recordNewestLink } from "./newest-links.js";
import { revokeResetTokens } from "./one-time-tokens.js";
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from "./password.js";
import { beforeCommit, withTransactionScope } from "./transaction-scope.js";

export const CONFIRM_EMAIL_PATH = "/confirm-email";
export const RESET_PASSWORD_PATH = "/reset-password";
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const VERIFICATION_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/**
 * Better Auth endpoints for social sign-in and linked accounts, which this product (e-mail and password
 * only) never uses, and the per-session list and revoke (the product signs out this device, or every other
 * one on a password change): closed, so they answer as unknown addresses instead of exposing account
 * details, other devices' addresses and their session tokens.
 */
export const UNUSED_AUTH_PATHS: readonly string[] = [
  "/list-sessions",
  "/revoke-session",
  // A password oracle for whoever holds a session, and a session updater that answers with its token.
  "/verify-password",
  "/update-session",
  // Deletion is confirmed by password (delete-user), never by a mailed link; no social providers call back.
  "/delete-user/callback",
  "/link-social",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/list-accounts",
];

/** A closed endpoint: one of the list, or an OAuth provider's callback (`/callback/:provider`). */
export const isClosedAuthPath = (path: string) =>
  UNUSED_AUTH_PATHS.includes(path) || path.startsWith("/callback/");

export interface AuthDeps {
  config: Config;
  db: Database;
  clock: Clock;
  /** Caps the reset mails one account receives (RATE_LIMITS.resetMailUser). */
  limiter: RateLimiter;
  /** Called after a mail is queued so the sender delivers it at once. */
  onMailQueued?: () => void;
  /** Where Better Auth's lines go (its own console output is replaced). */
  logger?: Logger;
}

/** Paths whose body carries a new password, and the field it is in. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export function createAuth(deps: AuthDeps) {
  const { config, db, clock } = deps;
  const site = mailSite(config);
  const queueMail = async (mail: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, mail);
    deps.onMailQueued?.();
  };

  /** Our own confirmation link, always landing on /confirm-email whatever the client asked for. */
  const verifyUrl = (token: string) =>
    `${config.APP_URL}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(CONFIRM_EMAIL_PATH)}`;

  const auth = betterAuth({
    appName: config.BRAND_NAME,
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: config.AUTH_SECRET,
    trustedOrigins: allowedOrigins(config),
    database: drizzleAdapter(withTransactionScope(db), {
      provider: "pg",
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Our limiter (database-backed, shared by instances) sits in front; see auth-routes.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its lines in our log; a refused request is a debug line, only a failure of ours an error (auth-log.ts).
    logger: betterAuthLogger(deps.logger ?? fallbackLogger()),
    onAPIError: { onError: logAuthError(deps.logger ?? fallbackLogger()) },
    disabledPaths: [...UNUSED_AUTH_PATHS],
    emailAndPassword: {
      enabled: true,
      // No session from sign-up: a taken address cannot get one, so a new one must not either, or the
      // Set-Cookie header would tell them apart. The web app signs in right after (decision 0010).
      autoSignIn: false,
      // Better Auth then answers a taken address with the same synthetic body, after a password hash;
      // the owner hears that someone tried.
      onExistingUserSignUp: async ({ user }) => {
        await queueMail({
          kind: "sign-up-attempt",
          to: user.email,
          userId: user.id,
          ...signUpAttemptEmail(site, { name: user.name }),
        });
      },
      requireEmailVerification: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A newer link revokes the older ones; a used link revokes them all (one-time-tokens.ts).
      onPasswordReset: async ({ user }) => {
        await revokeResetTokens(db, user.id);
        await announcePasswordChange(queueMail, site, user);
      },
      sendResetPassword: async ({ user, token }) => {
        // Past the cap nothing is sent and the earlier links stay valid; the answer is the same as ever.
        if ((await deps.limiter.hit(RATE_LIMITS.resetMailUser, user.id)).limited) return;
        await revokeResetTokens(db, user.id, token);
        const url = `${config.APP_URL}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
        await queueMail({
          kind: "reset-password",
          to: user.email,
          userId: user.id,
          ...resetPasswordEmail(site, { name: user.name, url }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_LIFETIME_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const url = verifyUrl(token);
        // For a change of address Better Auth passes the user with the NEW address; the stored one differs.
        const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
        const changing = Boolean(stored && stored.email !== user.email);
        // This link replaces every earlier one of its kind (newest-links.ts).
        const now = clock.now();
        await recordNewestLink(db, {
          userId: user.id,
          kind: changing ? "change-address" : "confirm-address",
          token,
          expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_LIFETIME_SECONDS * 1000),
          now,
        });
        if (changing) {
          await db
            .update(profiles)
            .set({ pendingEmail: user.email, pendingEmailRequestedAt: clock.now() })
            .where(eq(profiles.id, user.id));
          await queueMail({
            kind: "confirm-new-address",
            to: user.email,
            userId: user.id,
            ...confirmNewAddressEmail(site, { name: user.name, newEmail: user.email, url }),
          });
          return;
        }
        await queueMail({
          kind: "confirm-address",
          to: user.email,
          userId: user.id,
          ...confirmAddressEmail(site, { name: user.name, url }),
        });
        await db.update(profiles).set({ verificationSentAt: clock.now() }).where(eq(profiles.id, user.id));
      },
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // The user row's cascade removes sessions, accounts, profile, lots, holds and templates; purchases
        // and token transactions stay for the accounts, their user id set null (schema.ts).
        beforeDelete: async (user) => eraseContactData(db, user),
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    advanced: {
      cookiePrefix: "lpb",
      // Production cookies are Secure whatever APP_URL says (config refuses http there unless told to).
      useSecureCookies: config.NODE_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Every id a UUID, as the user hook below makes them: the made-up user Better Auth answers a sign-up
      // of a taken address with had its own 32-character id, which told a taken address from a new one.
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // Better Auth would generate the id at insert time; we need it now to queue the profile.
            const id = crypto.randomUUID();
            const account = { id, name: user.name, email: user.email };
            const queued = beforeCommit((tx) => setUpNewAccount(tx, account, clock.now(), site));
            if (!queued) throw new Error("User creation outside a transaction is not supported");
            return { data: { ...user, id } };
          },
        },
        update: {
          after: async (user, endpoint) => {
            await announceAddressChange(queueMail, site, user, endpoint);
            // Keep the profile's full name in step with Better Auth's update-user.
            await db
              .update(profiles)
              .set({ fullName: user.name, updatedAt: clock.now() })
              .where(eq(profiles.id, user.id));
            // A confirmed change of address is no longer pending.
            await db
              .update(profiles)
              .set({ pendingEmail: null, pendingEmailRequestedAt: null })
              .where(and(eq(profiles.id, user.id), eq(profiles.pendingEmail, user.email)));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseUnsafeText(ctx.path, ctx.body, ctx.query);
        const field = NEW_PASSWORD_FIELDS[ctx.path];
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            message: COMMON_PASSWORD_MESSAGE,
            code: "PASSWORD_TOO_COMMON",
          });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/change-password") return;
        const user = changedPasswordUser(ctx.context.returned);
        if (user) await announcePasswordChange(queueMail, site, user);
      }),
    },
  });
  // Its AsyncLocalStorages are switched off between calls, so the requests that make none run without
  // async hooks (async-context-idle.ts).
  return countAuthCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;
