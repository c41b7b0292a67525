/**
 * GET /preview/:id: the owner's page, never running with the app's origin. The CSP `sandbox` directive
 * (without allow-same-origin) gives the document an opaque origin even when opened in a new window, so
 * its scripts cannot read the app's cookies or DOM; PREVIEW_ORIGIN can move previews to another host too.
 * With `?point=1` the page also gets the point-then-ask script (templates/point-script.ts); `?version=N` serves
 * one of its earlier versions.
 */
import { Hono } from "hono";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { ApiError } from "../errors.js";
import { withPointScript } from "../templates/point-script.js";
import { findOwnTemplate } from "../templates/service.js";
import { versionHtml } from "../templates/versions.js";

export const PREVIEW_CSP = [
  "sandbox allow-scripts allow-forms allow-popups",
  "default-src 'none'",
  "img-src data: blob:",
  "style-src 'unsafe-inline'",
  "script-src 'unsafe-inline'",
  "font-src data:",
  "connect-src https:",
  "form-action https:",
  "frame-ancestors 'self'",
].join("; ");

export function previewRoutes(deps: CoreDeps) {
  return new Hono<AppEnv>().get("/:id", async (c) => {
    const user = c.get("user");
    if (!user) throw new ApiError(404, "not_found", "Template not found");
    const template = await findOwnTemplate(deps, user.id, c.req.param("id"));
    // ?version=N: that version of the page, as the workspace's history shows it.
    const version = c.req.query("version");
    const html =
      version === undefined ? template.htmlContent : await versionHtml(deps, template.id, Number(version));
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Content-Security-Policy", PREVIEW_CSP);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "private, no-store");
    // ?point=1: the app's preview, where the owner can point at a part of the page before asking.
    const pointing = c.req.query("point") === "1";
    return c.body(pointing ? withPointScript(html) : html);
  });
}
