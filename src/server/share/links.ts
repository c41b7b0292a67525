/**
 * Shared preview links: a read-only address of one version of a page for someone without an account (a
 * client, a boss). The token is 192 random bits, so a link cannot be guessed; it shows the version that was
 * current when it was made (what was sent is what is seen), for SHARE_LINK_DAYS, until its owner revokes it.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { ShareLinkDto } from "../../core/share-types.js";
import type { CoreDeps } from "../app-types.js";
import { pageBodies, shareLinks, templates, templateVersions } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { versionBodyJoin } from "../templates/page-bodies.js";
import { findOwnTemplate } from "../templates/service.js";

export const SHARE_LINK_DAYS = 7;
const SHARE_LINK_MS = SHARE_LINK_DAYS * 24 * 60 * 60_000;
/** Live links one page may have at once: a few clients each, never an unbounded list. */
export const MAX_LIVE_LINKS_PER_PAGE = 10;
/** 24 random bytes in base64url: 32 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

type ShareLinkRow = typeof shareLinks.$inferSelect;

export const sharePath = (token: string) => `/share/${token}`;

function toDto(deps: CoreDeps, row: ShareLinkRow): ShareLinkDto {
  return {
    token: row.token,
    url: `${deps.config.APP_URL}${sharePath(row.token)}`,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The page's links that still open (not revoked, not expired), newest first. */
export async function listShareLinks(deps: CoreDeps, userId: string, templateId: string) {
  await findOwnTemplate(deps, userId, templateId);
  const rows = await liveLinks(deps, templateId);
  return { items: rows.map((row) => toDto(deps, row)) };
}

function liveLinks(deps: CoreDeps, templateId: string) {
  return deps.db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.templateId, templateId),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(shareLinks.createdAt));
}

/** A new link to the page's current version. */
export async function createShareLink(deps: CoreDeps, userId: string, templateId: string) {
  const template = await findOwnTemplate(deps, userId, templateId);
  if ((await liveLinks(deps, templateId)).length >= MAX_LIVE_LINKS_PER_PAGE) {
    throw new ApiError(
      409,
      "too_many_links",
      `This page already has ${MAX_LIVE_LINKS_PER_PAGE} live preview links. Revoke one to make another.`,
    );
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(shareLinks)
    .values({
      token: randomBytes(24).toString("base64url"),
      userId,
      templateId: template.id,
      version: template.version,
      expiresAt: new Date(now.getTime() + SHARE_LINK_MS),
      createdAt: now,
    })
    .returning();
  return toDto(deps, row);
}

/** Turns a link off at once; 404 for a link that is not this owner's page's. */
export async function revokeShareLink(deps: CoreDeps, userId: string, templateId: string, token: string) {
  await findOwnTemplate(deps, userId, templateId);
  const revoked = await deps.db
    .update(shareLinks)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(shareLinks.token, token),
        eq(shareLinks.templateId, templateId),
        eq(shareLinks.userId, userId),
        isNull(shareLinks.revokedAt),
      ),
    )
    .returning({ token: shareLinks.token });
  if (revoked.length === 0) throw new ApiError(404, "not_found", "Share link not found");
}

export type SharedPage =
  | { status: "ok"; html: string; title: string; expiresAt: Date }
  | { status: "unknown" | "expired" | "revoked" };

/** What a link opens: the page's version it was made for, or why it no longer opens. */
export async function openShareLink(deps: CoreDeps, token: string): Promise<SharedPage> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { status: "unknown" };
  const [row] = await deps.db
    .select({
      expiresAt: shareLinks.expiresAt,
      revokedAt: shareLinks.revokedAt,
      title: templates.title,
      html: pageBodies.html,
    })
    .from(shareLinks)
    .innerJoin(templates, eq(templates.id, shareLinks.templateId))
    .innerJoin(
      templateVersions,
      and(
        eq(templateVersions.templateId, shareLinks.templateId),
        eq(templateVersions.version, shareLinks.version),
      ),
    )
    .innerJoin(pageBodies, versionBodyJoin)
    .where(eq(shareLinks.token, token));
  if (!row) return { status: "unknown" };
  if (row.revokedAt) return { status: "revoked" };
  if (row.expiresAt <= deps.clock.now()) return { status: "expired" };
  return { status: "ok", html: row.html, title: row.title, expiresAt: row.expiresAt };
}
