/**
 * A template's versions: every save (iteration, hand edit, restore, undo) appends one under the template's
 * row lock, so versions are numbered without gaps or races. A new version keeps the change the current one
 * still holds tokens for (held-changes.ts): saving on top of a change is keeping it.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { CoreDeps } from "../app-types.js";
import type { Tx } from "../db/client.js";
import { jobs, templates, templateVersions, tokenHolds } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { keepHeldChangeWithin } from "./held-changes.js";
import { readVersionBody, storeBody } from "./page-bodies.js";
import { findOwnTemplate, publishTemplate, type TemplateRow, toTemplateDto } from "./service.js";

export interface NewVersion {
  html: string;
  change: string;
  tokensUsed: number;
  now: Date;
  model?: string;
  /** The hold paying for this version while it can be undone (an iteration's). */
  holdId?: string;
  /** The version the work was made from: a save on top of a newer one is refused (409 page_changed). */
  madeFrom?: number;
  /** What that refusal says, when not PAGE_CHANGED_MESSAGE (an Undo's own words). */
  pageChangedMessage?: string;
}

export const PAGE_CHANGED_MESSAGE =
  "The page changed while this change was being made (it was edited, restored or undone). Nothing was charged; please ask again.";

/**
 * Locks the template row for a new version. NO KEY UPDATE: the lock a save needs, which leaves the row's key
 * free for the foreign-key checks of rows pointing at it (a job being created for this template).
 */
export async function lockTemplate(tx: Tx, id: string): Promise<TemplateRow> {
  const [locked] = await tx.select().from(templates).where(eq(templates.id, id)).for("no key update");
  if (!locked) throw new ApiError(404, "not_found", "Template not found");
  return locked;
}

/** Writes `version` as the next version of the locked template and makes it current. */
export async function writeNextVersion(
  tx: Tx,
  locked: TemplateRow,
  version: NewVersion,
): Promise<TemplateRow> {
  const next = locked.version + 1;
  await tx.insert(templateVersions).values({
    templateId: locked.id,
    version: next,
    bodyHash: await storeBody(tx, locked.id, version.html),
    change: version.change,
    tokensUsed: version.tokensUsed,
    holdId: version.holdId ?? null,
    createdAt: version.now,
  });
  const [updated] = await tx
    .update(templates)
    .set({
      htmlContent: version.html,
      version: next,
      tokensUsed: sql`${templates.tokensUsed} + ${version.tokensUsed}`,
      updatedAt: version.now,
      ...(version.model && version.model !== "composer" ? { model: version.model } : {}),
    })
    .where(eq(templates.id, locked.id))
    .returning();
  if (!updated) throw new ApiError(404, "not_found", "Template not found");
  return updated;
}

/**
 * Inside a transaction: locks the template, keeps the change its current version holds tokens for, and
 * records `version` as its next version.
 */
export async function appendVersion(tx: Tx, id: string, version: NewVersion): Promise<TemplateRow> {
  const locked = await lockTemplate(tx, id);
  if (version.madeFrom !== undefined && locked.version !== version.madeFrom) {
    throw new ApiError(409, "page_changed", version.pageChangedMessage ?? PAGE_CHANGED_MESSAGE);
  }
  await keepHeldChangeWithin(tx, locked, version.now);
  return writeNextVersion(tx, locked, version);
}

/** What became of the tokens a version's change held: still on hold (Undo offered), kept, or given back. */
export type VersionHoldState = "held" | "kept" | "released";

/**
 * A versions list's cursor: opaque to clients (base64url), the last listed version's number inside. Versions
 * are numbered per page without gaps, so the number alone says where the next page starts.
 */
export function encodeVersionCursor(version: number): string {
  return Buffer.from(`version:${version}`).toString("base64url");
}

/** Strict, as the other lists' cursors: exactly what encodeVersionCursor makes, else 400 invalid_cursor. */
export function decodeVersionCursor(cursor: string): number {
  const match = /^version:([1-9]\d{0,9})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const version = Number(match?.[1]);
  if (!match || !isVersionNumber(version) || encodeVersionCursor(version) !== cursor)
    throw new ApiError(400, "invalid_cursor", "The cursor is not valid");
  return version;
}

/**
 * One page of the page's history, newest first: each version's request in the owner's words (`change`),
 * what it cost, and for a change the report of what was applied and not (from its job) and what became of
 * its tokens, so the workspace can show the page's conversation without keeping one of its own. Paged as
 * the templates list is (`limit`, `cursor` → `{items, nextCursor}`): a page with hundreds of versions costs
 * what one with a few does, read by the (template, version) index from where the cursor points.
 */
export async function listVersions(
  deps: CoreDeps,
  userId: string,
  id: string,
  limit: number,
  cursor?: string,
) {
  await findOwnTemplate(deps, userId, id);
  const before = cursor === undefined ? undefined : decodeVersionCursor(cursor);
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      version: templateVersions.version,
      change: templateVersions.change,
      tokensUsed: templateVersions.tokensUsed,
      createdAt: templateVersions.createdAt,
      holdStatus: tokenHolds.status,
      holdTokens: tokenHolds.amount,
      keepUntil: tokenHolds.keepUntil,
      applied: sql<unknown>`${jobs.result} -> 'applied'`,
      notApplied: sql<unknown>`${jobs.result} -> 'notApplied'`,
    })
    .from(templateVersions)
    .leftJoin(tokenHolds, eq(tokenHolds.id, templateVersions.holdId))
    // By the owner's id too: jobs are indexed by it, and a hold belongs to one job.
    .leftJoin(jobs, and(eq(jobs.holdId, templateVersions.holdId), eq(jobs.userId, userId)))
    .where(
      and(
        eq(templateVersions.templateId, id),
        before === undefined ? undefined : lt(templateVersions.version, before),
      ),
    )
    .orderBy(desc(templateVersions.version))
    .limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    nextCursor: last ? encodeVersionCursor(last.version) : null,
    items: rows.slice(0, limit).map(({ holdStatus, holdTokens, keepUntil, applied, notApplied, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      ...(Array.isArray(applied) ? { applied: applied.filter(isText) } : {}),
      ...(Array.isArray(notApplied) && notApplied.length ? { notApplied: notApplied.filter(isText) } : {}),
      ...(holdStatus ? { ...holdOf(holdStatus, keepUntil, now), tokensHeld: holdTokens } : {}),
    })),
  };
}

const isText = (value: unknown): value is string => typeof value === "string";

function holdOf(status: string, keepUntil: Date | null, now: Date) {
  if (status === "pending" && keepUntil && keepUntil > now) {
    return { hold: "held" as VersionHoldState, keepUntil: keepUntil.toISOString() };
  }
  // A pending hold whose day has passed counts as kept (the billing pass commits it).
  return { hold: (status === "released" || status === "expired" ? "released" : "kept") as VersionHoldState };
}

/** Versions are PostgreSQL integers: a number beyond them cannot name one. */
export const isVersionNumber = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;

/** The page of one version of a template whose owner was checked; 404 when there is no such version. */
export async function versionHtml(deps: CoreDeps, templateId: string, version: number): Promise<string> {
  if (!isVersionNumber(version)) throw new ApiError(404, "not_found", "Version not found");
  const html = await readVersionBody(deps.db, templateId, version);
  if (html === undefined) throw new ApiError(404, "not_found", "Version not found");
  return html;
}

export const UNDO_PAGE_CHANGED_MESSAGE =
  "The page changed after that change (it was edited, restored or changed again), so it was not undone. Pick the version you want in the page's history instead.";

/**
 * Restoring is free: the old HTML becomes a new version, so nothing is ever lost. With `undoing` (the
 * version a free change made, e.g. the brand kit), it is that change's Undo: refused (409 page_changed) when
 * the page moved on since, so an Undo never throws away a later change, and noted as "Undid “…”" as a paid
 * change's Undo is.
 */
export async function restoreVersion(
  deps: CoreDeps,
  userId: string,
  id: string,
  version: number,
  options: { undoing?: number } = {},
) {
  await findOwnTemplate(deps, userId, id);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const source = await readVersionBody(tx, id, version);
    if (source === undefined) throw new ApiError(404, "not_found", "Version not found");
    const { undoing } = options;
    const change = undoing === undefined ? `Restored version ${version}` : await undoNote(tx, id, undoing);
    // An Undo is made from the version it undoes: appendVersion refuses it under the row lock once the page moved on.
    return appendVersion(tx, id, {
      html: source,
      change,
      tokensUsed: 0,
      now,
      ...(undoing === undefined ? {} : { madeFrom: undoing, pageChangedMessage: UNDO_PAGE_CHANGED_MESSAGE }),
    });
  });
  publishTemplate(deps, userId, id, "updated");
  return { template: toTemplateDto(row) };
}

/** An Undo's line in the history: "Undid “<the undone change's note>”", as a paid change's Undo writes. */
async function undoNote(tx: Tx, id: string, undoing: number): Promise<string> {
  const [undone] = await tx
    .select({ change: templateVersions.change })
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, id), eq(templateVersions.version, undoing)));
  return `Undid “${undone?.change ?? `version ${undoing}`}”`;
}
