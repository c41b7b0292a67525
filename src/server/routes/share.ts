/**
 * Shared preview links. For the owner (session, under /api/templates/:id/share-links): list the live
 * links, make one for the current version (rate-limited), revoke one. For anyone (no session): GET
 * /share/:token serves that version sandboxed exactly like /preview (same CSP) and never indexed.
 */
import { Hono } from "hono";
import type { AppEnv, CoreDeps } from "../app-types.js";
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from "../http/rate-limiter.js";
import { createShareLink, listShareLinks, openShareLink, revokeShareLink } from "../share/links.js";
import { CLOSED_LINK_CSP, closedLinkPage, withNoindexMeta } from "../share/shared-page.js";
import { PREVIEW_CSP } from "./preview.js";
import { requireUser } from "./session.js";

/** Making links is cheap but each is a public address: a handful a minute, a few dozen a day. */
export const SHARE_RATE_LIMITS = {
  shareLinkUser: { name: "share-link-user", max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export function shareLinkRoutes(deps: CoreDeps & { limiter: RateLimiter }) {
  return new Hono<AppEnv>()
    .get("/:id/share-links", async (c) => {
      const user = requireUser(c);
      return c.json(await listShareLinks(deps, user.id, c.req.param("id")));
    })
    .post("/:id/share-links", async (c) => {
      const user = requireUser(c);
      await enforceRateLimit(
        c,
        deps.limiter,
        SHARE_RATE_LIMITS.shareLinkUser,
        user.id,
        (seconds) => `Too many preview links. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      );
      return c.json({ link: await createShareLink(deps, user.id, c.req.param("id")) }, 201);
    })
    .delete("/:id/share-links/:token", async (c) => {
      const user = requireUser(c);
      await revokeShareLink(deps, user.id, c.req.param("id"), c.req.param("token"));
      return c.body(null, 204);
    });
}

export function sharedPageRoutes(deps: CoreDeps) {
  return new Hono<AppEnv>().get("/:token", async (c) => {
    const shared = await openShareLink(deps, c.req.param("token"));
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "private, no-store");
    if (shared.status !== "ok") {
      const page = closedLinkPage(shared.status);
      c.header("Content-Security-Policy", CLOSED_LINK_CSP);
      return c.body(page.html, page.status);
    }
    c.header("Content-Security-Policy", PREVIEW_CSP);
    c.header("X-Frame-Options", "SAMEORIGIN");
    return c.body(withNoindexMeta(shared.html));
  });
}
