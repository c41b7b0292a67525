/**
 * The brand kit: GET/PUT /api/brand-kit (the owner's logo, colours, font, contact details and social
 * links; PUT replaces the whole kit) and POST /api/templates/:id/brand-kit (apply it to a page: a new,
 * free version). New pages get the kit at generation (brand/generation.ts).
 */
import { Hono } from "hono";
import { MAX_UPLOAD_DATA_URL_LENGTH } from "../../core/uploads.js";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { applyBrandKitToTemplate } from "../brand/apply-to-template.js";
import { brandKitSchema } from "../brand/brand-kit-schema.js";
import { readBrandKit, saveBrandKit } from "../brand/brand-kit-store.js";
import { jsonBodyLimit } from "../http/middleware.js";
import { requireUser } from "./session.js";
import { parseJson } from "./validation.js";

/** A kit carries its logo (at most 2 MB as a data URL) and a few short fields. */
export const BRAND_KIT_BODY_LIMIT_BYTES = MAX_UPLOAD_DATA_URL_LENGTH + 32 * 1024;
export const BRAND_KIT_PATH = "/api/brand-kit";
export const brandKitBodyLimit = () =>
  jsonBodyLimit(
    BRAND_KIT_BODY_LIMIT_BYTES,
    "The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB",
  );

export function brandRoutes(deps: CoreDeps) {
  const app = new Hono<AppEnv>();

  app.get("/brand-kit", async (c) => {
    const user = requireUser(c);
    return c.json({ brandKit: await readBrandKit(deps.db, user.id) });
  });

  app.put("/brand-kit", async (c) => {
    const user = requireUser(c);
    const input = await parseJson(c, brandKitSchema);
    return c.json({ brandKit: await saveBrandKit(deps.db, user.id, input, deps.clock.now()) });
  });

  app.post("/templates/:id/brand-kit", async (c) => {
    const user = requireUser(c);
    return c.json(await applyBrandKitToTemplate(deps, user.id, c.req.param("id")));
  });

  return app;
}
