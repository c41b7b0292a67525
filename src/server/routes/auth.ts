/**
 * Better Auth's endpoints under /api/auth, with our rules in front:
 * - limits: attempts per IP, sign-in failures per account and IP (never a lock a stranger can trigger);
 * - no account enumeration: sign-up with a taken address answers as for a new one (and tells the owner by
 *   mail), resend answers the same whether the address exists, is confirmed or is in its cool-down;
 * - single use: a confirmation link works once, a used or newer reset link revokes the others;
 * - the confirmation link lands on /confirm-email?status=confirmed or /confirm-email?status=invalid&error=<code>;
 * - no redirect leaves the app (callbackURL, redirectTo, … are checked in every environment);
 * - answers about an address take as long whether or not it has an account (auth/even-timing.ts);
 * - every error carries the API's `{"error": {"code", "message"}}` too, an unknown path is a JSON 404 and a
 *   known path asked with another method a 405; HEAD is answered like GET, without a body.
 */
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-types.js";
import { type Auth, CONFIRM_EMAIL_PATH, isClosedAuthPath } from "../auth/auth.js";
import { withApiErrorShape } from "../auth/error-answers.js";
import { createEvenTiming } from "../auth/even-timing.js";
import { unsafeTextIn } from "../auth/input-rules.js";
import { claimConfirmationToken } from "../auth/one-time-tokens.js";
import { hashPassword } from "../auth/password.js";
import { unsafeRedirectIn } from "../auth/redirect-targets.js";
import { withoutSessionTokens } from "../auth/token-free-answers.js";
import type { Clock } from "../clock.js";
import type { Database } from "../db/client.js";
import { profiles, users } from "../db/schema.js";
import { type MethodResolver, unmatchedApiRequest } from "../http/allowed-methods.js";
import { rateLimitAddress } from "../http/middleware.js";
import { RATE_LIMITS, type RateLimiter, type RateLimitRule } from "../http/rate-limiter.js";
import { nestingDepth } from "../http/well-formed-text.js";
import { enqueueMail } from "../mail/queue.js";
import { type MailSite, signUpAttemptEmail } from "../mail/templates.js";
import { isJsonContentType, MAX_JSON_DEPTH } from "./validation.js";

export const RESEND_COOLDOWN_SECONDS = 120;
/** Requests to change the address (each one mails the new address) per account: 12 an hour. */
export const CHANGE_EMAIL_USER_LIMIT: RateLimitRule = {
  name: "change-email-user",
  max: 12,
  windowMs: 60 * 60_000,
};
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
  /** APP_URL and the other origins a redirect may lead to. */
  appUrl: string;
  allowedOrigins: string[];
  /** Which methods an /api/auth path answers (for 405 and OPTIONS). */
  allowedMethods: MethodResolver;
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

/** Better Auth's error code in an answer, if it has one. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body?.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}

const normalizedEmail = (body: Record<string, unknown>) =>
  typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;

/** Better Auth's endpoints under /api/auth with the rules above in front of them. */
export function authRoutes(deps: AuthRouteDeps) {
  const { auth, db, clock, limiter } = deps;
  const app = new Hono<AppEnv>();
  // Better Auth has no HEAD: it is asked the GET, and Hono drops the body from the answer.
  const forward = (c: Context) =>
    auth.handler(c.req.method === "HEAD" ? new Request(c.req.raw, { method: "GET" }) : c.req.raw);
  const ipOf = (c: Context) => rateLimitAddress(c, deps.trustProxy);
  const limitByIp = async (c: Context, rule: RateLimitRule) => {
    const state = await limiter.hit(rule, ipOf(c));
    return state.limited ? tooMany(c, state.retryAfterSeconds) : undefined;
  };
  const evenTiming = createEvenTiming();
  const hasAccount = async (email: string | undefined) => {
    if (!email) return false;
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row !== undefined;
  };

  app.use("*", async (c, next) => {
    const path = c.req.path.replace(/^\/api\/auth/, "");
    // Closed endpoints answer as unknown addresses do, in the API's shape (Better Auth's own is plain text).
    if (isClosedAuthPath(path)) return unmatchedApiRequest(c, []);
    // The same text rules as Better Auth's hook, checked first: our limiter keys must never hold a NUL.
    const body = c.req.method === "POST" ? await readBody(c) : {};
    const query = c.req.query();
    // The same depth rule as every other JSON body of ours (routes/validation.ts).
    if (nestingDepth(body) > MAX_JSON_DEPTH) {
      return withApiErrorShape(
        c.json({ code: "INVALID_JSON", message: "The request body is nested too deeply" }, 400),
      );
    }
    const refusal = unsafeTextIn(path, body, query);
    if (refusal) return withApiErrorShape(c.json(refusal, 400));
    const redirect = unsafeRedirectIn([body, query], deps.appUrl, deps.allowedOrigins);
    if (redirect) return withApiErrorShape(c.json(redirect, 403));
    await next();
    if (c.res.status === 404 && !c.res.headers.get("content-type")) {
      c.res = unmatchedApiRequest(c, deps.allowedMethods(c.req.path));
      return;
    }
    c.res = await withoutSessionTokens(path, await withApiErrorShape(c.res, { path, body }));
  });

  app.post("/sign-in/email", async (c) => {
    const started = performance.now();
    const byIp = await limitByIp(c, RATE_LIMITS.signInIp);
    if (byIp) return byIp;
    // Failures count per account AND address: a stranger elsewhere cannot lock the owner out (ASVS 2.2).
    const email = normalizedEmail(await readBody(c));
    const subject = `${email ?? ""}|${ipOf(c)}`;
    const failures = await limiter.peek(RATE_LIMITS.signInAccountIpFailures, subject);
    if (failures.limited) return tooMany(c, failures.retryAfterSeconds);
    const known = await hasAccount(email);
    const response = await forward(c);
    if (response.status === 401 || response.status === 403) {
      await limiter.hit(RATE_LIMITS.signInAccountIpFailures, subject);
    }
    // An unknown address and a wrong password answer alike, in body and in time.
    await evenTiming("sign-in", known, started);
    return response;
  });

  app.post("/sign-up/email", async (c) => {
    const started = performance.now();
    const byIp = await limitByIp(c, RATE_LIMITS.signUpIp);
    if (byIp) return byIp;
    const body = await readBody(c);
    const email = normalizedEmail(body);
    const taken = await hasAccount(email);
    let response = await forward(c);
    if (response.status === 422) {
      // Without auto sign-in Better Auth answers a taken address like a new one itself (onExistingUserSignUp
      // mails the owner); only when a concurrent sign-up wins the insert does it still say 422
      // FAILED_TO_CREATE_USER, which must not tell the two apart either.
      const [owner] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, email ?? ""));
      if (owner) response = await answerTakenAddress(c, body, owner.name);
    }
    await evenTiming("sign-up", taken, started);
    return response;
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

  app.post("/request-password-reset", async (c) => {
    const started = performance.now();
    const byIp = await limitByIp(c, RATE_LIMITS.resetIp);
    if (byIp) return byIp;
    const known = await hasAccount(normalizedEmail(await readBody(c)));
    const response = await forward(c);
    await evenTiming("request-password-reset", known, started);
    return response;
  });

  // The endpoints that check the current password: failures count per account.
  for (const path of ["/change-password", "/delete-user"]) {
    // A new password signs out every other session of the account, whether or not the client asked for it
    // (Better Auth keeps them unless the body says revokeOtherSessions: true): whoever knew the old password
    // or held a stolen session must not stay signed in.
    const send =
      path === "/change-password"
        ? async (c: Context) => auth.handler(await withOtherSessionsRevoked(c))
        : forward;
    app.post(path, async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return send(c);
      const subject = session.user.id;
      const failures = await limiter.peek(RATE_LIMITS.passwordCheckUserFailures, subject);
      if (failures.limited) return tooMany(c, failures.retryAfterSeconds);
      const response = await send(c);
      if (response.status === 400 && (await errorCodeOf(response)) === "INVALID_PASSWORD") {
        await limiter.hit(RATE_LIMITS.passwordCheckUserFailures, subject);
      }
      return response;
    });
  }

  app.post("/change-email", async (c) => {
    // Each request mails a confirmation link to the address it names: without a limit, one account could
    // send our mail to any inbox as often as it liked.
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (session) {
      const state = await limiter.hit(CHANGE_EMAIL_USER_LIMIT, session.user.id);
      if (state.limited) return tooMany(c, state.retryAfterSeconds);
    }
    const started = performance.now();
    const body = await readBody(c);
    const newEmail = typeof body.newEmail === "string" ? body.newEmail.trim().toLowerCase() : undefined;
    const taken = await hasAccount(newEmail);
    const response = await forward(c);
    await evenTiming("change-email", taken, started);
    return response;
  });

  app.post("/send-verification-email", async (c) => {
    const byIp = await limitByIp(c, RATE_LIMITS.resendIp);
    if (byIp) return byIp;
    const started = performance.now();
    const email = normalizedEmail(await readBody(c));
    const slot = email ? await claimResendSlot(db, clock, email) : { mayResend: true, unconfirmed: false };
    let response: Response;
    if (slot.mayResend) response = await forward(c);
    else {
      // Within the cool-down nothing is sent, but the answer is Better Auth's usual one, after its usual
      // minimum time for a request without a session, so the body tells nothing.
      const wait = RESEND_MINIMUM_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      response = c.json({ status: true });
    }
    // Nor the time: an unconfirmed account (a mail sent, or the cool-down) answers when an unknown or
    // confirmed address does, whichever of the two takes longer.
    await evenTiming("send-verification-email", slot.unconfirmed, started);
    return response;
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
 * The change-password request with `revokeOtherSessions: true` in its JSON body. A body that is not a JSON
 * object, or whose passwords are not text, goes on unchanged, for Better Auth to refuse as it always does.
 */
async function withOtherSessionsRevoked(c: Context): Promise<Request> {
  const raw = c.req.raw;
  if (!isJsonContentType(c.req.header("content-type"))) return raw;
  let body: unknown;
  try {
    body = await raw.clone().json();
  } catch {
    return raw;
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return raw;
  // Only the fields change-password reads, as text (anything else Better Auth refuses as it is): the rest of
  // the body is not written out again, which a deeply nested extra member would not survive.
  const { currentPassword, newPassword } = body as Record<string, unknown>;
  if (typeof currentPassword !== "string" || typeof newPassword !== "string") return raw;
  const headers = new Headers(raw.headers);
  headers.delete("content-length");
  return new Request(raw.url, {
    method: raw.method,
    headers,
    body: JSON.stringify({ currentPassword, newPassword, revokeOtherSessions: true }),
  });
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
 * Atomically takes the account's resend slot: mayResend when a mail may be sent now (and records it), not
 * within the cool-down. Unknown or already confirmed addresses may (Better Auth sends nothing) and are not
 * `unconfirmed`.
 */
async function claimResendSlot(
  db: Database,
  clock: Clock,
  email: string,
): Promise<{ mayResend: boolean; unconfirmed: boolean }> {
  const now = clock.now();
  const [user] = await db
    .select({ id: users.id, verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.verified) return { mayResend: true, unconfirmed: false };
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
  return { mayResend: claimed.length > 0, unconfirmed: true };
}
