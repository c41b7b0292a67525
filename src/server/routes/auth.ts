/**
 * Better Auth's endpoints under /api/auth, with our limits in front: attempts per IP, sign-in failures
 * per account, and the 120-second cool-down between confirmation mails to one account.
 */
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-types.js";
import { type Auth, CONFIRM_EMAIL_PATH } from "../auth/auth.js";
import type { Clock } from "../clock.js";
import type { Database } from "../db/client.js";
import { profiles, users } from "../db/schema.js";
import { clientIp } from "../http/middleware.js";
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from "../http/rate-limiter.js";

export const RESEND_COOLDOWN_SECONDS = 120;

export interface AuthRouteDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  trustProxy: boolean;
}

/** 429 in Better Auth's error shape (which its client reads) plus ours. */
function tooMany(c: Context, retryAfterSeconds: number, message?: string) {
  const text = message ?? `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`;
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json(
    {
      code: "RATE_LIMITED",
      message: text,
      retryAfter: retryAfterSeconds,
      error: { code: "rate_limited", message: text, retryAfter: retryAfterSeconds },
    },
    429,
  );
}

async function readEmail(c: Context): Promise<string | undefined> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function authRoutes(deps: AuthRouteDeps) {
  const { auth, db, clock, limiter } = deps;
  const app = new Hono<AppEnv>();
  const forward = (c: Context) => auth.handler(c.req.raw);
  const ipOf = (c: Context) => clientIp(c, deps.trustProxy);
  const limitByIp = async (c: Context, rule: RateLimitRule) => {
    const state = await limiter.hit(rule, ipOf(c));
    return state.limited ? tooMany(c, state.retryAfterSeconds) : undefined;
  };

  app.post("/sign-in/email", async (c) => {
    const byIp = await limitByIp(c, RATE_LIMITS.signInIp);
    if (byIp) return byIp;
    const email = (await readEmail(c)) ?? "";
    const failures = await limiter.peek(RATE_LIMITS.signInAccountFailures, email);
    if (failures.limited) return tooMany(c, failures.retryAfterSeconds);
    const response = await forward(c);
    if (response.status === 401 || response.status === 403) {
      await limiter.hit(RATE_LIMITS.signInAccountFailures, email);
    }
    return response;
  });

  app.post("/sign-up/email", async (c) => (await limitByIp(c, RATE_LIMITS.signUpIp)) ?? forward(c));
  app.post("/request-password-reset", async (c) => (await limitByIp(c, RATE_LIMITS.resetIp)) ?? forward(c));

  app.post("/send-verification-email", async (c) => {
    const byIp = await limitByIp(c, RATE_LIMITS.resendIp);
    if (byIp) return byIp;
    const email = await readEmail(c);
    if (email) {
      const wait = await claimResendSlot(db, clock, email);
      if (wait > 0) {
        return tooMany(c, wait, `Please wait ${wait} seconds before requesting another confirmation e-mail.`);
      }
    }
    return forward(c);
  });

  // The confirmation link lands on /confirm-email; the page says "confirmed" only for status=confirmed.
  app.get("/verify-email", async (c) => withConfirmationStatus(await forward(c)));

  app.on(["GET", "POST"], "/*", forward);
  return app;
}

/**
 * Better Auth redirects a verified link to the bare callback (/confirm-email) and a rejected one to
 * `?error=CODE`. The page must not read "no error" as success, so the outcome is made explicit:
 * `?status=confirmed`, or `?status=invalid&error=CODE`. Other answers (JSON without a callback) pass through.
 */
export function withConfirmationStatus(response: Response): Response {
  const location = response.headers.get("location");
  if (response.status < 300 || response.status >= 400 || !location) return response;
  const target = new URL(location, "http://placeholder.invalid");
  if (target.pathname !== CONFIRM_EMAIL_PATH) return response;
  const error = target.searchParams.get("error");
  const query = error
    ? `status=invalid&error=${encodeURIComponent(error.toLowerCase())}`
    : "status=confirmed";
  const headers = new Headers(response.headers);
  headers.set("location", `${CONFIRM_EMAIL_PATH}?${query}`);
  return new Response(null, { status: response.status, headers });
}

/**
 * Atomically takes the account's resend slot: returns 0 when a mail may be sent now (and records it),
 * else the seconds left. Unknown or already confirmed addresses return 0 so nothing leaks.
 */
async function claimResendSlot(db: Database, clock: Clock, email: string): Promise<number> {
  const now = clock.now();
  const [user] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.verified) return 0;
  const threshold = new Date(now.getTime() - RESEND_COOLDOWN_SECONDS * 1000);
  // One conditional update both checks and takes the slot, so two resends at once cannot both pass.
  const claimed = await db
    .update(profiles)
    .set({ verificationSentAt: now })
    .where(
      and(
        eq(profiles.id, user.id),
        or(isNull(profiles.verificationSentAt), lte(profiles.verificationSentAt, threshold)),
      ),
    )
    .returning({ id: profiles.id });
  if (claimed.length > 0) return 0;
  const [profile] = await db
    .select({ sentAt: profiles.verificationSentAt })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  const sentAt = profile?.sentAt?.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000));
}
