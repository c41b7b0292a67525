/**
 * createApp builds the whole HTTP application without listening, so tests call app.request() and
 * main.ts hands it to @hono/node-server. Routes are thin: validate, call the domain, map errors.
 */
import { Hono } from "hono";
import type { AppEnv, CoreDeps } from "./app-types.js";
import type { Auth } from "./auth/auth.js";
import { pingDatabase } from "./db/client.js";
import { ApiError } from "./errors.js";
import { jsonBodyLimit, sameOriginOnly, securityHeaders } from "./http/middleware.js";
import type { RateLimiter } from "./http/rate-limiter.js";
import { staticSite } from "./http/static-site.js";
import { authRoutes } from "./routes/auth.js";
import { contactRoutes } from "./routes/contact.js";
import { profileRoutes } from "./routes/profile.js";
import { sessionMiddleware } from "./routes/session.js";

export interface AppDeps extends CoreDeps {
  auth: Auth;
  limiter: RateLimiter;
  /** Wakes the mail sender after a mail is queued. */
  onMailQueued?: () => void;
  /** The built web app to serve; omitted in API-only tests. */
  staticDir?: string;
  log?: (message: string) => void;
}

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const allowedOrigins = [config.APP_URL, ...(config.PREVIEW_ORIGIN ? [config.PREVIEW_ORIGIN] : [])];

  app.use("*", securityHeaders());
  app.use("/api/*", sameOriginOnly(allowedOrigins));
  app.use("/api/*", jsonBodyLimit());

  app.route(
    "/api/auth",
    authRoutes({
      auth: deps.auth,
      db: deps.db,
      clock: deps.clock,
      limiter: deps.limiter,
      trustProxy: config.TRUST_PROXY,
    }),
  );

  app.get("/api/health", async (c) => {
    await pingDatabase(deps.db);
    return c.json({ status: "ok" });
  });

  app.use("/api/*", sessionMiddleware(deps.auth));
  app.route("/api/profile", profileRoutes(deps));
  app.route("/api/contact", contactRoutes(deps));

  app.all("/api/*", () => {
    throw new ApiError(404, "not_found", "No such API endpoint");
  });

  if (deps.staticDir) app.use("*", staticSite(deps.staticDir));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    deps.log?.(`unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error}`);
    return c.json(
      { error: { code: "internal_error", message: "Something went wrong. Please try again." } },
      500,
    );
  });
  app.notFound((c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
