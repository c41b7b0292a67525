/**
 * Better Auth's endpoints under /api/auth, with our rules in front:
 * - limits: attempts per IP, sign-in failures per account and IP (never a lock a stranger can trigger);
 * - no account enumeration: sign-up with a taken address answers as for a new one (and tells the owner by
 *   mail), resend answers the same whether the address exists, is confirmed or is in its cool-down;
 * - single use: a confirmation link works once, a used or newer reset link revokes the others;
 * - the confirmation link lands on /confirm-email?status=confirmed or /confirm-email?status=invalid&error=<code>.
 */
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-types.js";
import { type Auth, CONFIRM_EMAIL_PATH } from "../auth/auth.js";
import { unsafeTextIn } from "../auth/input-rules.js";
import { claimConfirmationToken } from "../auth/one-time-tokens.js";
import { hashPassword } from "../auth/password.js";
import type { Clock } from "../clock.js";
import type { Database } from "../db/client.js";
import { profiles, users } from "../db/schema.js";
import { clientIp } from "../http/middleware.js";
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from "../http/rate-limiter.js";
import { enqueueMail } from "../mail/queue.js";
import { type MailSite, signUpAttemptEmail } from "../mail/templates.js";

export const RESEND_COOLDOWN_SECONDS = 120;
/** Better Auth answers a resend without a session after at least this long, whatever the address. */
const RESEND_MINIMUM_MS = 500;

export interface AuthRouteDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  trustProxy: boolean;
  site: MailSite;
  authSecret: string;
  onMailQueued?: () => void;
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

async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const normalizedEmail = (body: Record<string, unknown>) =>
  typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;

/** Better Auth's answer with the session token left out of the body (the cookie carries it). */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth, db, clock, limiter } = deps;
  const app = new Hono<AppEnv>();
  const forward = (c: Context) => auth.handler(c.req.raw);
  const ipOf = (c: Context) => clientIp(c, deps.trustProxy);
  const limitByIp = async (c: Context, rule: RateLimitRule) => {
    const state = await limiter.hit(rule, ipOf(c));
    return state.limited ? tooMany(c, state.retryAfterSeconds) : undefined;
  };

  // The same text rules as Better Auth's hook, checked first: our limiter keys must never hold a NUL.
  app.use("*", async (c, next) => {
    const body = c.req.method === "POST" ? await readBody(c) : {};
    const refusal = unsafeTextIn(c.req.path.replace(/^\/api\/auth/, ""), body, c.req.query());
    if (refusal) return c.json(refusal, 400);
    await next();
  });

  app.post("/sign-in/email", async (c) => {
    const byIp = await limitByIp(c, RATE_LIMITS.signInIp);
    if (byIp) return byIp;
    // Failures count per account AND address: a stranger elsewhere cannot lock the owner out (ASVS 2.2).
    const subject = `${normalizedEmail(await readBody(c)) ?? ""}|${ipOf(c)}`;
    const failures = await limiter.peek(RATE_LIMITS.signInAccountIpFailures, subject);
    if (failures.limited) return tooMany(c, failures.retryAfterSeconds);
    const response = await forward(c);
    if (response.status === 401 || response.status === 403) {
      await limiter.hit(RATE_LIMITS.signInAccountIpFailures, subject);
    }
    return response;
  });

  app.post("/sign-up/email", async (c) => {
    const byIp = await limitByIp(c, RATE_LIMITS.signUpIp);
    if (byIp) return byIp;
    const response = await forward(c);
    if (response.status !== 422) return response;
    // Without auto sign-in Better Auth answers a taken address like a new one itself (onExistingUserSignUp
    // mails the owner); only when a concurrent sign-up wins the insert does it still say 422
    // FAILED_TO_CREATE_USER, which must not tell the two apart either.
    const body = await readBody(c);
    const email = normalizedEmail(body) ?? "";
    const [taken] = await db.select({ name: users.name }).from(users).where(eq(users.email, email));
    return taken ? answerTakenAddress(c, body, taken.name) : response;
  });

  /**
   * The address has an account: answer exactly as a new sign-up does (200, same body, no session), after
   * the same work (a password hash), and tell the owner by mail that someone tried.
   */
  const answerTakenAddress = async (c: Context, body: Record<string, unknown>, ownerName: string) => {
    const email = normalizedEmail(body) ?? "";
    await hashPassword(String(body.password ?? ""));
    await enqueueMail(db, {
      kind: "sign-up-attempt",
      to: email,
      ...signUpAttemptEmail(deps.site, { name: ownerName }),
    });
    deps.onMailQueued?.();
    const now = clock.now().toISOString();
    return c.json({
      token: null,
      user: {
        name: body.name,
        email,
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
        id: crypto.randomUUID(),
      },
    });
  };

  app.post("/request-password-reset", async (c) => (await limitByIp(c, RATE_LIMITS.resetIp)) ?? forward(c));

  app.post("/send-verification-email", async (c) => {
    const byIp = await limitByIp(c, RATE_LIMITS.resendIp);
    if (byIp) return byIp;
    const started = Date.now();
    const email = normalizedEmail(await readBody(c));
    if (!email || (await claimResendSlot(db, clock, email))) return forward(c);
    // Within the cool-down nothing is sent, but the answer is Better Auth's usual one, after its usual
    // minimum time for a request without a session, so neither body nor timing tells anything.
    const wait = RESEND_MINIMUM_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return c.json({ status: true });
  });

  app.get("/verify-email", async (c) => {
    const claim = await claimConfirmationToken(db, deps.authSecret, c.req.query("token") ?? "", clock.now());
    if (claim === "used") return c.redirect(`${CONFIRM_EMAIL_PATH}?status=invalid&error=invalid_token`, 302);
    // Whatever callbackURL the link carries, the browser lands on our page (never elsewhere).
    const url = new URL(c.req.url);
    url.searchParams.set("callbackURL", CONFIRM_EMAIL_PATH);
    return confirmationOutcome(await auth.handler(new Request(url, c.req.raw)));
  });

  app.on(["GET", "POST"], "/*", forward);
  return app;
}

/**
 * Better Auth redirects to the callback with `?error=CODE` on failure and without a query on success;
 * the app's page gets `?status=confirmed` or `?status=invalid&error=<code in lower case>`.
 */
function confirmationOutcome(response: Response): Response {
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) return response;
  const error = new URL(location, "http://x").searchParams.get("error");
  const target = error
    ? `${CONFIRM_EMAIL_PATH}?status=invalid&error=${encodeURIComponent(error.toLowerCase())}`
    : `${CONFIRM_EMAIL_PATH}?status=confirmed`;
  const headers = new Headers(response.headers);
  headers.set("location", target);
  return new Response(null, { status: 302, headers });
}

/**
 * Atomically takes the account's resend slot: true when a mail may be sent now (and records it), false
 * within the cool-down. Unknown or already confirmed addresses return true (Better Auth sends nothing).
 */
async function claimResendSlot(db: Database, clock: Clock, email: string): Promise<boolean> {
  const now = clock.now();
  const [user] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.verified) return true;
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
  return claimed.length > 0;
}
