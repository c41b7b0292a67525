/**
 * /api/templates/:id/webhook: the page's webhook. GET (address and last deliveries), PUT {url} (save;
 * the secret is answered once, when first made), DELETE (remove), POST /test (send a sample lead now).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from "../http/rate-limiter.js";
import { readWebhook, removeWebhook, saveWebhook, sendTestDelivery } from "../webhooks/settings.js";
import { requireUser } from "./session.js";
import { parseJson } from "./validation.js";

/** Each test is a request our server sends to an address of the owner's choosing: a few a minute. */
export const WEBHOOK_RATE_LIMITS = {
  webhookTestUser: { name: "webhook-test-user", max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

const saveBody = z.object({
  url: z.string({ error: "url must be the webhook's address" }).min(1, "Enter an address"),
});

export function webhookRoutes(deps: CoreDeps & { limiter: RateLimiter }) {
  const sender = {
    db: deps.db,
    clock: deps.clock,
    allowLocal: deps.config.WEBHOOK_ALLOW_LOCAL,
    logger: deps.logger,
  };
  return new Hono<AppEnv>()
    .get("/:id/webhook", async (c) => {
      const user = requireUser(c);
      return c.json(await readWebhook(deps, user.id, c.req.param("id")));
    })
    .put("/:id/webhook", async (c) => {
      const user = requireUser(c);
      const { url } = await parseJson(c, saveBody);
      const saved = await saveWebhook(deps, user.id, c.req.param("id"), url);
      return c.json(saved, saved.created ? 201 : 200);
    })
    .delete("/:id/webhook", async (c) => {
      const user = requireUser(c);
      await removeWebhook(deps, user.id, c.req.param("id"));
      return c.body(null, 204);
    })
    .post("/:id/webhook/test", async (c) => {
      const user = requireUser(c);
      await enforceRateLimit(
        c,
        deps.limiter,
        WEBHOOK_RATE_LIMITS.webhookTestUser,
        user.id,
        (seconds) => `Too many test deliveries. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      );
      return c.json(await sendTestDelivery(deps, sender, user.id, c.req.param("id")));
    });
}
