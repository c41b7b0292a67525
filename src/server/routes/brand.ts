/**
 * The brand kit and a page's publishing settings:
 * - GET/PUT /api/brand-kit: the owner's logo, colours, font, contact details and social links (PUT
 *   replaces the whole kit); POST /api/templates/:id/brand-kit applies it to a page (a new, free version).
 *   New pages get the kit at generation (brand/generation.ts).
 * - GET/PUT /api/templates/:id/seo: title, meta description (a new, free version) and published address.
 * - GET /api/templates/:id/social-image: the 1200×630 JPEG made from the page's top photo.
 * - GET/PUT /api/templates/:id/pixels: GA4, Google Ads and Meta Pixel ids, put only into the download.
 * - GET /api/templates/:id/to-fill: what the page type expects that the description did not give.
 */
import { Hono } from "hono";
import { MAX_UPLOAD_DATA_URL_LENGTH } from "../../core/uploads.js";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { applyBrandKitToTemplate } from "../brand/apply-to-template.js";
import { brandKitSchema } from "../brand/brand-kit-schema.js";
import { readBrandKit, saveBrandKit } from "../brand/brand-kit-store.js";
import { toFillOf } from "../brand/to-fill.js";
import { pixelsSchema } from "../download/page-settings-schema.js";
import { readPageSettings, writePageSettings } from "../download/page-settings-store.js";
import { notFound } from "../errors.js";
import { jsonBodyLimit } from "../http/middleware.js";
import { readPageSeo, savePageSeo, seoSchema } from "../seo/page-seo.js";
import { SOCIAL_IMAGE_FILE, socialImageOf } from "../seo/social-image.js";
import { findOwnTemplate } from "../templates/service.js";
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

  app.get("/templates/:id/seo", async (c) => {
    const user = requireUser(c);
    return c.json({ seo: await readPageSeo(deps, user.id, c.req.param("id")) });
  });

  app.put("/templates/:id/seo", async (c) => {
    const user = requireUser(c);
    const input = await parseJson(c, seoSchema);
    return c.json(await savePageSeo(deps, user.id, c.req.param("id"), input));
  });

  app.get("/templates/:id/social-image", async (c) => {
    const user = requireUser(c);
    const template = await findOwnTemplate(deps, user.id, c.req.param("id"));
    const image = await socialImageOf(template.htmlContent);
    if (!image) throw notFound("This page has no picture to make a social image from");
    c.header("Content-Type", "image/jpeg");
    c.header("Content-Disposition", `attachment; filename="${SOCIAL_IMAGE_FILE}"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(new Uint8Array(image));
  });

  app.get("/templates/:id/to-fill", async (c) => {
    const user = requireUser(c);
    const template = await findOwnTemplate(deps, user.id, c.req.param("id"));
    return c.json({ items: toFillOf(template.htmlContent) });
  });

  app.get("/templates/:id/pixels", async (c) => {
    const user = requireUser(c);
    const { id } = await findOwnTemplate(deps, user.id, c.req.param("id"));
    const { ga4Id, googleAdsId, metaPixelId } = await readPageSettings(deps.db, id);
    return c.json({ pixels: { ga4Id, googleAdsId, metaPixelId } });
  });

  app.put("/templates/:id/pixels", async (c) => {
    const user = requireUser(c);
    const input = await parseJson(c, pixelsSchema);
    const { id } = await findOwnTemplate(deps, user.id, c.req.param("id"));
    const saved = await writePageSettings(
      deps.db,
      { templateId: id, userId: user.id },
      input,
      deps.clock.now(),
    );
    const { ga4Id, googleAdsId, metaPixelId } = saved;
    return c.json({ pixels: { ga4Id, googleAdsId, metaPixelId } });
  });

  return app;
}
