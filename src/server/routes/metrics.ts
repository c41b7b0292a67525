/**
 * GET /metrics in Prometheus text format for a scraper holding `Authorization: Bearer <METRICS_TOKEN>`.
 * Mounted only when METRICS_TOKEN is set (otherwise the path is a plain 404); a wrong token is 401.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../app-types.js";
import type { Metrics } from "../metrics/registry.js";

export function metricsRoutes(metrics: Metrics, token: string) {
  const expected = digest(token);
  const routes = new Hono<AppEnv>();
  routes.get("/", async (c) => {
    const presented = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(presented), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ error: { code: "unauthorized", message: "A valid metrics token is required" } }, 401);
    }
    const body = await metrics.scrape();
    return c.body(body, 200, { "content-type": metrics.contentType, "cache-control": "no-store" });
  });
  return routes;
}

/** Equal-length digests, so the comparison takes the same time whatever was presented. */
function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
