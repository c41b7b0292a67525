/**
 * createApp builds the whole HTTP application without listening, so tests call app.request() and
 * main.ts hands it to @hono/node-server. Routes are thin: validate, call the domain, map errors.
 */
import { Hono } from "hono";
import { HAND_EDIT_LIMIT_LABEL } from "../core/hand-edit.js";
import { MAX_PHOTOS_TOTAL_DATA_URL_LENGTH, MAX_UPLOAD_DATA_URL_LENGTH } from "../core/uploads.js";
import type { AppEnv, CoreDeps } from "./app-types.js";
import { type Auth, UNUSED_AUTH_PATHS } from "./auth/auth.js";
import type { PaymentProvider } from "./billing/payments.js";
import { isHttps } from "./config.js";
import { pingDatabase } from "./db/client.js";
import { ApiError } from "./errors.js";
import {
  literalPathsKeepTheirMethods,
  methodResolver,
  type RouteEntry,
  unmatchedApiRequest,
} from "./http/allowed-methods.js";
import { appPageCsp } from "./http/content-security-policy.js";
import {
  headWithoutBody,
  jsonBodyLimit,
  sameOriginOnly,
  securityHeaders,
  wellFormedPathOnly,
  wellFormedQueryOnly,
} from "./http/middleware.js";
import { allowedOrigins } from "./http/origins.js";
import type { RateLimiter } from "./http/rate-limiter.js";
import { requestLog } from "./http/request-log.js";
import { staticSite } from "./http/static-site.js";
import { createStreamSlots } from "./http/stream-slots.js";
import type { JobQueue } from "./jobs/job-queue.js";
import { mailSite } from "./mail/templates.js";
import { createMetrics } from "./metrics/registry.js";
import { authRoutes } from "./routes/auth.js";
import { BRAND_KIT_PATH, brandKitBodyLimit, brandRoutes } from "./routes/brand.js";
import { contactRoutes } from "./routes/contact.js";
import { eventRoutes } from "./routes/events.js";
import { formEndpointRoutes } from "./routes/forms.js";
import { jobRoutes } from "./routes/jobs.js";
import { leadCsvRoute, leadRoutes } from "./routes/leads.js";
import { metricsRoutes } from "./routes/metrics.js";
import { previewRoutes } from "./routes/preview.js";
import { pricingRoutes } from "./routes/pricing.js";
import { profileInOneStatement, profileRoutes } from "./routes/profile.js";
import { purchaseRoutes } from "./routes/purchases.js";
import { sessionMiddleware } from "./routes/session.js";
import { sharedPageRoutes, shareLinkRoutes } from "./routes/share.js";
import { templateRoutes } from "./routes/templates.js";
import { transactionRoutes } from "./routes/transactions.js";
import { webhookRoutes } from "./routes/webhooks.js";
import type { PageEngine } from "./templates/engine.js";

/** The logo (≤ 2 MB) and the photos (≤ 30 MB together), a third larger in base64, plus the other fields. */
export const GENERATION_BODY_LIMIT_BYTES =
  MAX_UPLOAD_DATA_URL_LENGTH + MAX_PHOTOS_TOTAL_DATA_URL_LENGTH + 64 * 1024;
/** A hand-edited page (≤ 2 MB of HTML) grows a little when escaped as a JSON string. */
export const HAND_EDIT_BODY_LIMIT_BYTES = 3 * 1024 * 1024;
const HAND_EDIT_PATH = /^\/api\/templates\/[^/]+\/html$/;

export interface AppDeps extends CoreDeps {
  auth: Auth;
  limiter: RateLimiter;
  payments: PaymentProvider;
  engine: PageEngine;
  /** Generation and iteration jobs (src/server/jobs). */
  jobs: JobQueue;
  /** Wakes the mail sender after a mail is queued. */
  onMailQueued?: () => void;
  /** Wakes the webhook sender after a lead's delivery is queued. */
  onWebhookQueued?: () => void;
  /** The built web app to serve; omitted in API-only tests. */
  staticDir?: string;
}

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const metrics = config.METRICS_TOKEN ? createMetrics(deps.db, { clock: deps.clock }) : undefined;
  // Which methods each API path answers: our routes and Better Auth's endpoints under /api/auth.
  const allRoutes = () => [...app.routes, ...betterAuthRoutes(deps.auth)];
  const allowedMethods = methodResolver(allRoutes);
  app.use("*", headWithoutBody());
  app.use(
    "*",
    requestLog({
      logger: deps.logger,
      trustProxy: config.TRUST_PROXY,
      onAnswered: metrics && ((r) => metrics.observeRequest(r.method, r.route, r.status, r.seconds)),
    }),
  );
  app.use("*", securityHeaders({ hsts: config.NODE_ENV === "production" && isHttps(config.APP_URL) }));
  app.use("*", wellFormedPathOnly());
  app.use("/api/*", wellFormedQueryOnly());
  app.use("/api/*", sameOriginOnly(allowedOrigins(config), config.APP_URL));
  app.use("/api/*", literalPathsKeepTheirMethods(allRoutes, allowedMethods));
  // Generation requests may carry a logo and six photos (base64 in JSON) and hand-edited pages embed
  // their images (≤ 2 MB of HTML); everything else is capped at 100 KB.
  const generationBodyLimit = jsonBodyLimit(GENERATION_BODY_LIMIT_BYTES);
  const handEditBodyLimit = jsonBodyLimit(
    HAND_EDIT_BODY_LIMIT_BYTES,
    `A hand-edited page may be at most ${HAND_EDIT_LIMIT_LABEL} of HTML. Use smaller images.`,
  );
  const defaultBodyLimit = jsonBodyLimit();
  const brandKitLimit = brandKitBodyLimit();
  app.use("/api/*", (c, next) => {
    if (c.req.method === "POST" && c.req.path === "/api/templates") return generationBodyLimit(c, next);
    if (c.req.method === "PUT" && HAND_EDIT_PATH.test(c.req.path)) return handEditBodyLimit(c, next);
    if (c.req.method === "PUT" && c.req.path === BRAND_KIT_PATH) return brandKitLimit(c, next);
    return defaultBodyLimit(c, next);
  });

  app.route(
    "/api/auth",
    authRoutes({
      auth: deps.auth,
      db: deps.db,
      clock: deps.clock,
      limiter: deps.limiter,
      trustProxy: config.TRUST_PROXY,
      site: mailSite(config),
      authSecret: config.AUTH_SECRET,
      appUrl: config.APP_URL,
      allowedOrigins: allowedOrigins(config),
      allowedMethods,
      onMailQueued: deps.onMailQueued,
    }),
  );

  app.get("/api/health", async (c) => {
    await pingDatabase(deps.db);
    return c.json({ status: "ok" });
  });

  app.route("/api/pricing", pricingRoutes());
  // The hottest read answers before the session middleware, with the session in its own statement.
  app.get("/api/profile", profileInOneStatement(deps));
  const readSession = sessionMiddleware(deps.auth, deps.database);
  app.use("/api/*", readSession);
  app.route("/api/profile", profileRoutes(deps));
  app.route("/api/contact", contactRoutes(deps));
  app.route("/api/purchases", purchaseRoutes(deps));
  app.route("/api/transactions", transactionRoutes(deps));
  // One cap for both kinds of event stream a user can hold open.
  const streams = createStreamSlots();
  app.route("/api/events", eventRoutes(deps, { streams }));
  app.route("/api/templates", templateRoutes(deps));
  app.route("/api/templates", shareLinkRoutes(deps));
  app.route("/api/templates", webhookRoutes(deps));
  app.route("/api", brandRoutes(deps));
  app.route("/api/jobs", jobRoutes(deps, { streams }));
  app.route("/api/leads.csv", leadCsvRoute(deps));
  app.route("/api/leads", leadRoutes(deps));

  app.all("/api/*", (c) => unmatchedApiRequest(c, allowedMethods(c.req.path)));

  // Generated pages' forms post here from any origin; no session, no same-origin rule.
  app.route("/f", formEndpointRoutes(deps));
  app.all("/f/*", (c) => unmatchedApiRequest(c, allowedMethods(c.req.path)));

  // Shared preview links open for anyone: no session is read.
  app.route("/share", sharedPageRoutes(deps));
  app.all("/share/*", (c) => unmatchedApiRequest(c, allowedMethods(c.req.path)));

  if (metrics && config.METRICS_TOKEN) app.route("/metrics", metricsRoutes(metrics, config.METRICS_TOKEN));

  app.use("/preview/*", readSession);
  app.route("/preview", previewRoutes(deps));
  app.all("/preview/*", (c) => unmatchedApiRequest(c, allowedMethods(c.req.path)));

  if (deps.staticDir) {
    const pageCsp = (scriptSources: string[]) => appPageCsp(scriptSources, config.PREVIEW_ORIGIN);
    app.use("*", staticSite(deps.staticDir, { contentSecurityPolicy: pageCsp }));
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    (c.get("logger") ?? deps.logger).error(
      { err: error, method: c.req.method, path: c.req.path },
      "unhandled error",
    );
    return c.json(
      { error: { code: "internal_error", message: "Something went wrong. Please try again." } },
      500,
    );
  });
  app.notFound((c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));
  return app;
}

/**
 * Better Auth's endpoints as routes (its router is its own, so Hono's list does not have them), but for
 * the ones closed as unused.
 */
function betterAuthRoutes(auth: Auth): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const endpoint of Object.values(auth.api) as { path?: unknown; options?: { method?: unknown } }[]) {
    if (typeof endpoint?.path !== "string" || UNUSED_AUTH_PATHS.includes(endpoint.path)) continue;
    const method = endpoint.options?.method;
    for (const one of Array.isArray(method) ? method : [method]) {
      if (typeof one === "string") routes.push({ method: one, path: `/api/auth${endpoint.path}` });
    }
  }
  return routes;
}

export type App = ReturnType<typeof createApp>;
