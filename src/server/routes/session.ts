/** Reads the Better Auth session once per API request and exposes it as c.get("user"). */
import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../app-types.js";
import type { Auth } from "../auth/auth.js";
import { ApiError } from "../errors.js";

export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", session ? toSessionUser(session.user) : null);
    c.set("sessionId", session?.session.id ?? null);
    await next();
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
