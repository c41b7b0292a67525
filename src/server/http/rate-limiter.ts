/**
 * Fixed-window counters in the database, so every app instance on one PostgreSQL shares them.
 * `hit` counts one event and says whether the limit is exceeded; `peek` only reads.
 * With limits off (RATE_LIMIT_ENABLED=false) nothing is counted: the limiter never touches the database.
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Clock } from "../clock.js";
import type { Database } from "../db/client.js";
import { rateLimitCounters } from "../db/schema.js";
import { ApiError } from "../errors.js";

export interface RateLimitRule {
  /** Distinguishes counters, e.g. "sign-in-ip". */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimitState {
  limited: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  peek(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
}

/**
 * Counts one request of `subject` under `rule`; past the limit, answers 429 `rate_limited` with
 * Retry-After and the route's own message for the wait (`message(retryAfterSeconds)`).
 */
export async function enforceRateLimit(
  c: Context,
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const hit = await limiter.hit(rule, subject);
  if (!hit.limited) return;
  c.header("Retry-After", String(hit.retryAfterSeconds));
  throw new ApiError(429, "rate_limited", message(hit.retryAfterSeconds));
}

const NOT_LIMITED: RateLimitState = { limited: false, count: 0, retryAfterSeconds: 0 };

/** Limits off: every event is allowed and none is written (a counter nobody reads is a wasted write). */
const disabledRateLimiter: RateLimiter = {
  hit: async () => ({ ...NOT_LIMITED }),
  peek: async () => ({ ...NOT_LIMITED }),
  reset: async () => {},
};

export function createDatabaseRateLimiter(db: Database, clock: Clock, enabled = true): RateLimiter {
  if (!enabled) return disabledRateLimiter;
  const state = (rule: RateLimitRule, count: number, windowEndsAt: number, now: number): RateLimitState => ({
    limited: count > rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now) / 1000)),
  });
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

  return {
    async hit(rule, subject) {
      const now = clock.now().getTime();
      const ends = now + rule.windowMs;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key: keyOf(rule, subject), count: 1, windowEndsAt: ends })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${now} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${now} THEN ${ends} ELSE ${rateLimitCounters.windowEndsAt} END`,
          },
        })
        .returning();
      return state(rule, row.count, row.windowEndsAt, now);
    },
    async peek(rule, subject) {
      const now = clock.now().getTime();
      const [row] = await db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, keyOf(rule, subject)));
      if (!row || row.windowEndsAt <= now) return { ...NOT_LIMITED };
      // A peek asks "would one more be allowed?", so the limit is reached at max, not max + 1.
      return { ...state(rule, row.count + 1, row.windowEndsAt, now) };
    },
    async reset(rule, subject) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(rule, subject)));
    },
  };
}

export const RATE_LIMITS = {
  /** Failed sign-ins per account from one address; per address only, so no one can lock out the owner. */
  signInAccountIpFailures: { name: "sign-in-account-ip-failures", max: 10, windowMs: 15 * 60_000 },
  signInIp: { name: "sign-in-ip", max: 150, windowMs: 5 * 60_000 },
  /**
   * Wrong current passwords per account (change-password, delete-user): each costs an argon2 hash, and a
   * stolen session must not guess the password at will.
   */
  passwordCheckUserFailures: { name: "password-check-user-failures", max: 10, windowMs: 15 * 60_000 },
  signUpIp: { name: "sign-up-ip", max: 3, windowMs: 60_000 },
  resetIp: { name: "reset-ip", max: 3, windowMs: 60_000 },
  /**
   * Reset mails per account: whoever rotates addresses past resetIp must not flood one inbox. Past it the
   * answer stays the same (no account enumeration) and no mail is sent.
   */
  resetMailUser: { name: "reset-mail-user", max: 5, windowMs: 60 * 60_000 },
  resendIp: { name: "resend-ip", max: 3, windowMs: 60_000 },
  contactIp: { name: "contact-ip", max: 5, windowMs: 10 * 60_000 },
  generationUser: { name: "generation-user", max: 20, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;
