/** POST /api/purchases: buy tokens, once per Idempotency-Key (see billing/purchases.ts). */
import { Hono } from "hono";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { requireIdempotencyKey } from "../billing/idempotency.js";
import type { PaymentProvider } from "../billing/payments.js";
import { purchaseTokens } from "../billing/purchases.js";
import { unauthorized } from "../errors.js";
import { mailSite } from "../mail/templates.js";
import { readJsonBody } from "./validation.js";

export type PurchaseRouteDeps = CoreDeps & { payments: PaymentProvider };

export function purchaseRoutes(deps: PurchaseRouteDeps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    const idempotencyKey = requireIdempotencyKey(c.req.header("Idempotency-Key"));
    const body = await readJsonBody(c);
    const response = await purchaseTokens(
      { db: deps.db, payments: deps.payments, events: deps.events, site: mailSite(deps.config) },
      { user: { id: user.id, email: user.email, name: user.name }, idempotencyKey, body },
      deps.clock.now(),
    );
    return c.json(response.body, response.status);
  });
}
