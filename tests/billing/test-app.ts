/** A tiny Hono app mounting the billing routes, with the signed-in user taken from an `x-test-user` header. */
import { Hono } from "hono";
import type { AppEnv, CoreDeps, EventBus } from "../../src/server/app-types.js";
import { createDemoPaymentProvider, type PaymentProvider } from "../../src/server/billing/payments.js";
import type { Clock } from "../../src/server/clock.js";
import type { Config } from "../../src/server/config.js";
import type { DatabaseHandle } from "../../src/server/db/client.js";
import { ApiError } from "../../src/server/errors.js";
import { silentLogger } from "../../src/server/logger.js";
import { eventRoutes } from "../../src/server/routes/events.js";
import { pricingRoutes } from "../../src/server/routes/pricing.js";
import { purchaseRoutes } from "../../src/server/routes/purchases.js";
import { transactionRoutes } from "../../src/server/routes/transactions.js";
import type { TestUser } from "./factories.js";

export function testDeps(
  database: DatabaseHandle,
  clock: Clock,
  events: EventBus,
): CoreDeps & { payments: PaymentProvider } {
  const config = {
    APP_URL: "http://localhost:3000",
    BRAND_NAME: "LandingForge",
    HOLD_TIMEOUT_MINUTES: 10,
  } as Config;
  return {
    config,
    database,
    db: database.db,
    clock,
    events,
    logger: silentLogger,
    payments: createDemoPaymentProvider(),
  };
}

export function createTestApp(
  deps: CoreDeps & { payments: PaymentProvider },
  users: TestUser[],
  options: { heartbeatMs?: number } = {},
) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const user = users.find((u) => u.id === c.req.header("x-test-user"));
    c.set("user", user ? { ...user, emailVerified: true, createdAt: new Date() } : null);
    c.set("sessionId", null);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    console.error(error);
    return c.json({ error: { code: "internal", message: "Internal error" } }, 500);
  });
  app.route("/api/purchases", purchaseRoutes(deps));
  app.route("/api/transactions", transactionRoutes(deps));
  app.route("/api/pricing", pricingRoutes());
  app.route("/api/events", eventRoutes(deps, options));
  return app;
}
