/**
 * The per-request session check without Better Auth's per-call machinery: the signed session cookie is
 * verified with node:crypto exactly as Better Auth signs it (HMAC-SHA256 of the token with the auth
 * secret, `token.base64signature`, URI-encoded), then ONE prepared statement reads the session with its
 * user. No session is cached in memory (only which cookie values carry a valid signature), so a
 * signed-out, deleted or password-reset session is refused on the very next request.
 *
 * Better Auth stays in charge of anything that writes: an expired session (it deletes the row and clears
 * the cookie) and a session due for its `updateAge` refresh (it extends `expires_at` and re-sends the
 * cookie) are handed back to it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SessionUser } from "../app-types.js";
import type { DatabaseHandle } from "../db/client.js";
import { preparedQuery } from "../db/prepared-query.js";
import type { Auth } from "./auth.js";

export type SessionCheckResult<Row extends SessionRow = SessionRow> =
  | { status: "signed-out" }
  | { status: "signed-in"; user: SessionUser; sessionId: string; row: Row }
  /** Expired, or due for the daily refresh: Better Auth's getSession must handle it. */
  | { status: "ask-better-auth" };

/** What a session lookup must return; a statement may add columns of its own (the profile's). */
export interface SessionRow {
  session_id: string;
  expires_at: Date;
  user_id: string;
  email: string;
  name: string;
  email_verified: boolean;
  created_at: Date;
}

const SESSION_WITH_USER_SQL = `
  select s.id as session_id, s.expires_at, u.id as user_id, u.email, u.name, u.email_verified, u.created_at
  from sessions s join users u on u.id = s.user_id
  where s.token = $1`;

interface CookieSettings {
  cookieName: string;
  /** Set (signed) by a sign-in with rememberMe: false. */
  dontRememberCookieName: string;
  secret: string;
  /** A session whose expires_at is before this many ms from now is due for Better Auth's refresh. */
  refreshWhenExpiresWithinMs: number;
}

const MAX_REMEMBERED_SIGNATURES = 10_000;

export type SessionCheck = (cookieHeader: string | undefined) => Promise<SessionCheckResult>;

export function createSessionCheck(auth: Auth, database: DatabaseHandle): SessionCheck {
  const findSession = preparedQuery<SessionRow>(database, "lpb_session_with_user", SESSION_WITH_USER_SQL);
  return sessionCheckWith(auth, async (token) => (await findSession([token]))[0]);
}

/**
 * The same check with a lookup of the caller's: one statement that reads the session by its token and,
 * beside it, what the request wants (GET /api/profile reads the profile in it). `find` gets the token and
 * the caller's own arguments.
 */
export function sessionCheckWith<Row extends SessionRow, Args extends unknown[] = []>(
  auth: Auth,
  find: (token: string, ...args: Args) => Promise<Row | undefined>,
): (cookieHeader: string | undefined, ...args: Args) => Promise<SessionCheckResult<Row>> {
  let settings: CookieSettings | undefined;
  // Signed cookie values whose HMAC matched. Only saves recomputing the signature: whether the session
  // still exists is asked of the database on every request, so nothing here delays a revocation.
  const verifiedTokens = new Map<string, string>();
  const rememberVerified = (signed: string, token: string) => {
    if (verifiedTokens.has(signed)) return;
    if (verifiedTokens.size >= MAX_REMEMBERED_SIGNATURES) verifiedTokens.clear();
    verifiedTokens.set(signed, token);
  };

  return async (cookieHeader, ...args) => {
    settings ??= await readCookieSettings(auth);
    const signed = cookieHeader ? readCookie(cookieHeader, settings.cookieName) : undefined;
    if (!signed) return { status: "signed-out" };
    const token = verifiedTokens.get(signed) ?? verifiedToken(signed, settings.secret);
    if (!token) return { status: "signed-out" };
    rememberVerified(signed, token);

    const row = await find(token, ...args);
    if (!row) return { status: "signed-out" };
    // Better Auth compares with the wall clock too (not our injectable clock).
    const msLeft = row.expires_at.getTime() - Date.now();
    if (msLeft < 0) return { status: "ask-better-auth" };
    // A "don't remember me" session is never extended (Better Auth skips the refresh for it).
    if (msLeft <= settings.refreshWhenExpiresWithinMs && !rememberNotWanted(cookieHeader!, settings)) {
      return { status: "ask-better-auth" };
    }
    return {
      status: "signed-in",
      row,
      sessionId: row.session_id,
      user: {
        id: row.user_id,
        email: row.email,
        name: row.name,
        emailVerified: row.email_verified,
        createdAt: row.created_at,
      },
    };
  };
}

/** Read once from Better Auth's own context, so the cookie name, secret and lifetimes cannot drift. */
async function readCookieSettings(auth: Auth): Promise<CookieSettings> {
  const context = await auth.$context;
  const { expiresIn, updateAge } = context.sessionConfig;
  return {
    cookieName: context.authCookies.sessionToken.name,
    dontRememberCookieName: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    // Better Auth refreshes when expiresAt - expiresIn + updateAge <= now.
    refreshWhenExpiresWithinMs: (expiresIn - updateAge) * 1000,
  };
}

function rememberNotWanted(cookieHeader: string, settings: CookieSettings): boolean {
  const signed = readCookie(cookieHeader, settings.dontRememberCookieName);
  return signed !== undefined && verifiedToken(signed, settings.secret) !== undefined;
}

/** The first cookie of that name, URI-decoded as better-call does (a bad escape leaves it raw). */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The token when the signature is Better Auth's HMAC of it under this secret, else undefined. */
export function verifiedToken(signedValue: string, secret: string): string | undefined {
  const dot = signedValue.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = signedValue.slice(0, dot);
  const signature = signedValue.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return token;
}
