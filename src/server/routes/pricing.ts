/** GET /api/pricing: prices, bounds, packages, bonus tiers and cost formulas, straight from src/core. */
import { Hono } from "hono";
import { pricingDocument } from "../../core/pricing.js";
import type { AppEnv } from "../app-types.js";

export function pricingRoutes() {
  const document = pricingDocument();
  return new Hono<AppEnv>().get("/", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });
}
