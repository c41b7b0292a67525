/**
 * Reads the session once per API request and exposes it as c.get("user"). The fast check (a verified
 * cookie and one prepared lookup, auth/session-check.ts) answers almost every request; Better Auth's
 * getSession takes over only when it has something to write: an expired session to delete, or the daily
 * extension of a session (its Set-Cookie, with the renewed lifetime, is passed on to the browser).
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../app-types.js";
import type { Auth } from "../auth/auth.js";
import { createSessionCheck } from "../auth/session-check.js";
import type { DatabaseHandle } from "../db/client.js";
import { ApiError } from "../errors.js";

export function sessionMiddleware(auth: Auth, database: DatabaseHandle): MiddlewareHandler<AppEnv> {
  const checkSession = createSessionCheck(auth, database);
  return async (c, next) => {
    const checked = await checkSession(c.req.header("cookie"));
    if (checked.status !== "ask-better-auth") {
      c.set("user", checked.status === "signed-in" ? checked.user : null);
      c.set("sessionId", checked.status === "signed-in" ? checked.sessionId : null);
      await next();
      return;
    }
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set("user", session ? toSessionUser(session.user) : null);
    c.set("sessionId", session?.session.id ?? null);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}

function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}

/** The signed-in user, or a 401 error. */
export function requireUser(c: { get(key: "user"): SessionUser | null }): SessionUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthorized", "Please sign in");
  return user;
}
