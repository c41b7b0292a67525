/**
 * Pay only for what you keep: an iteration's tokens stay on hold after its new version is shown
 * (billing/shown-holds.ts). "Undo" before the change is kept restores the version before it and gives the
 * tokens back; downloading, editing by hand, the next change, restoring a version or a day passing keeps it.
 * The held change is always the template's current version: any later version keeps it first (versions.ts).
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { HeldChangeDto, TemplateDto } from "../../core/api-types.js";
import type { CoreDeps } from "../app-types.js";
import { publishBalance } from "../billing/holds.js";
import { keepDueHolds, keepHold, readShownHold, undoHold } from "../billing/shown-holds.js";
import type { Executor, Tx } from "../db/client.js";
import { templates, templateVersions, tokenHolds } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { keepMadePage } from "../jobs/made-before-cancel.js";
import { readVersionBody } from "./page-bodies.js";
import { findOwnTemplate, publishTemplate, type TemplateRow, toTemplateDto } from "./service.js";
import { lockTemplate, writeNextVersion } from "./versions.js";

export const NOTHING_TO_UNDO_MESSAGE = "There is no change to undo on this page.";
export const CHANGE_KEPT_MESSAGE =
  "This change is already kept (the page was downloaded, edited or changed again, or a day has passed), so it can no longer be undone. Restoring an earlier version is free.";

const changeKept = () => new ApiError(409, "change_kept", CHANGE_KEPT_MESSAGE);

/** The hold paying for the template's current version, if that version was a change. */
async function currentVersionHold(db: Executor, template: Pick<TemplateRow, "id" | "version">) {
  const [current] = await db
    .select({ holdId: templateVersions.holdId, change: templateVersions.change })
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, template.id), eq(templateVersions.version, template.version)));
  return current;
}

/**
 * Inside a save on top of the locked template: keeps the change its current version holds tokens for.
 * Returns the committed balance, or null when there was nothing held.
 */
export async function keepHeldChangeWithin(tx: Tx, locked: TemplateRow, now: Date) {
  const current = await currentVersionHold(tx, locked);
  if (!current?.holdId) return null;
  return keepHold(tx, current.holdId, now);
}

/**
 * A download keeps the change (and a page made before its cancel arrived): the page is read under a share lock, so an undo cannot slip between the
 * keep and the bytes sent. Returns the page as downloaded.
 */
export async function keepForDownload(deps: CoreDeps, userId: string, id: string): Promise<TemplateRow> {
  await findOwnTemplate(deps, userId, id);
  const now = deps.clock.now();
  const { row, kept } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for("share");
    if (!row) throw new ApiError(404, "not_found", "Template not found");
    await keepMadePage(tx, id);
    return { row, kept: await keepHeldChangeWithin(tx, row, now) };
  });
  if (kept) await publishBalance(deps.events, userId, kept.balance);
  return row;
}

/**
 * The held change of each template (tokens and until when "Undo" is offered), keeping first the owner's
 * changes whose day has passed: the time rule needs no timer, it is applied whenever pages are read.
 */
export async function withHeldChanges(
  deps: CoreDeps,
  userId: string,
  rows: TemplateRow[],
): Promise<TemplateDto[]> {
  const now = deps.clock.now();
  await keepDueHolds(deps.db, now, { userId, events: deps.events });
  if (rows.length === 0) return [];
  const held = await deps.db
    .select({
      templateId: templateVersions.templateId,
      tokens: tokenHolds.amount,
      keepUntil: tokenHolds.keepUntil,
    })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .innerJoin(tokenHolds, eq(tokenHolds.id, templateVersions.holdId))
    .where(
      and(
        inArray(
          templateVersions.templateId,
          rows.map((row) => row.id),
        ),
        eq(templateVersions.version, templates.version),
        eq(tokenHolds.status, "pending"),
        gt(tokenHolds.keepUntil, now),
      ),
    );
  const byTemplate = new Map(held.map((h) => [h.templateId, h]));
  return rows.map((row) => {
    const hold = byTemplate.get(row.id);
    const heldChange: HeldChangeDto | undefined = hold?.keepUntil
      ? { tokens: hold.tokens, keepUntil: hold.keepUntil.toISOString() }
      : undefined;
    return heldChange ? { ...toTemplateDto(row), heldChange } : toTemplateDto(row);
  });
}

/**
 * POST /api/templates/:id/undo: restores the version before the held change (as a new, free version), gives
 * its tokens back and records that the undone version cost nothing. 409 nothing_to_undo when the current
 * version is no change; 409 change_kept when it was kept (a change past its day is kept here and then).
 */
export async function undoChange(deps: CoreDeps, userId: string, id: string) {
  await findOwnTemplate(deps, userId, id);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await lockTemplate(tx, id);
    const current = await currentVersionHold(tx, locked);
    if (!current?.holdId) throw new ApiError(409, "nothing_to_undo", NOTHING_TO_UNDO_MESSAGE);
    const hold = await readShownHold(tx, current.holdId);
    if (hold?.status !== "pending") throw changeKept();
    if (hold.keepUntil && hold.keepUntil <= now) {
      const kept = await keepHold(tx, hold.id, now);
      return { kept: true as const, balance: kept?.balance };
    }
    const released = await undoHold(tx, hold.id, now);
    if (!released) throw changeKept();
    const previous = await readVersionBody(tx, id, locked.version - 1);
    if (previous === undefined) throw new ApiError(409, "nothing_to_undo", NOTHING_TO_UNDO_MESSAGE);
    // The undone version was never paid for: its cost leaves the version and the page's total.
    await tx
      .update(templateVersions)
      .set({ tokensUsed: 0 })
      .where(and(eq(templateVersions.templateId, id), eq(templateVersions.version, locked.version)));
    await tx
      .update(templates)
      .set({ tokensUsed: sql`${templates.tokensUsed} - ${hold.amount}` })
      .where(eq(templates.id, id));
    const row = await writeNextVersion(
      tx,
      { ...locked, tokensUsed: locked.tokensUsed - hold.amount },
      { html: previous, change: `Undid “${current.change}”`, tokensUsed: 0, now },
    );
    return { kept: false as const, row, released: hold.amount, balance: released.balance };
  });
  if (outcome.balance) await publishBalance(deps.events, userId, outcome.balance);
  if (outcome.kept) throw changeKept();
  publishTemplate(deps, userId, id, "updated");
  return {
    template: toTemplateDto(outcome.row),
    tokensReleased: outcome.released,
    tokenBalance: outcome.balance.tokenBalance,
  };
}
