/**
 * Templates: generation and iteration paid through a hold (reserve → engine → save + commit, or release),
 * listing, versions, restore, delete. Every query is filtered by the owner's id; other users' ids are 404.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { IterationResult, PaidResult, TemplateDto } from "../../core/api-types.js";
import type { GenerationRequest } from "../../core/generation-request.js";
import { generationCost, iterationCost } from "../../core/pricing.js";
import type { ProgressEvent } from "../../generator/types.js";
import { GenerationError } from "../../generator/types.js";
import type { CoreDeps } from "../app-types.js";
import { commitHoldWithin, publishBalance, releaseHold, reserveTokens } from "../billing/holds.js";
import { newestFirst, olderThan, toPage } from "../db/keyset.js";
import { templates, templateVersions } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { attachFormToken, formTokenOf, newFormToken } from "../leads/form-tokens.js";
import { engineOptionsFrom, type PageEngine } from "./engine.js";

export type TemplateRow = typeof templates.$inferSelect;

export function toTemplateDto(row: TemplateRow): TemplateDto {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    htmlContent: row.htmlContent,
    tokensUsed: row.tokensUsed,
    landingPageType: row.landingPageType,
    industry: row.industry,
    companyName: row.companyName,
    targetAudience: row.targetAudience,
    model: row.model,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface TemplateDeps extends CoreDeps {
  engine: PageEngine;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Engine failures as the API reports them; the message is safe for the user. */
function generationFailed(error: unknown, what: "Generation" | "Iteration"): ApiError {
  if (error instanceof ApiError) return error;
  const message =
    error instanceof GenerationError
      ? error.message
      : what === "Generation"
        ? "Failed to generate template. Please try again."
        : "Failed to update template.";
  const status = error instanceof GenerationError && error.code === "invalid_input" ? 400 : 502;
  const code =
    status === 400 ? "invalid_input" : what === "Generation" ? "generation_failed" : "iteration_failed";
  return new ApiError(status, code, message);
}

export async function findOwnTemplate(deps: CoreDeps, userId: string, id: string): Promise<TemplateRow> {
  if (!isUuid(id)) throw new ApiError(404, "not_found", "Template not found");
  const [row] = await deps.db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)));
  if (!row) throw new ApiError(404, "not_found", "Template not found");
  return row;
}

async function publishTemplate(
  deps: CoreDeps,
  userId: string,
  id: string,
  action: "created" | "updated" | "deleted",
) {
  await deps.events.publish(userId, { type: "template", data: { id, action } }).catch(() => {});
}

/** Reserve the cost, run the engine, save template and version 1 and commit the tokens; release on failure. */
export async function generateTemplate(
  deps: TemplateDeps,
  userId: string,
  request: GenerationRequest,
  onProgress?: (event: ProgressEvent) => void,
): Promise<PaidResult> {
  const cost = generationCost(request.prompt);
  const description = `Generated "${request.title}"`;
  const { hold } = await reserveTokens(
    deps.db,
    { userId, amount: cost, purpose: "generation", description },
    deps.clock.now(),
    deps.events,
  );
  try {
    const formToken = newFormToken();
    const page = await deps.engine.generate(request, {
      ...engineOptionsFrom(deps.config, formToken),
      onProgress,
    });
    onProgress?.({ stage: "done", message: "Saving your page…" });
    const now = deps.clock.now();
    // The template and its charge are one transaction: a crash leaves both or neither.
    const { row, committed } = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(templates)
        .values({
          userId,
          title: request.title,
          prompt: request.prompt,
          htmlContent: page.html,
          tokensUsed: cost,
          landingPageType: request.landingPageType,
          industry: request.industry,
          companyName: request.companyName,
          targetAudience: request.targetAudience ?? "",
          model: page.model,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await attachFormToken(tx, { token: formToken, userId, templateId: created.id, now });
      await tx.insert(templateVersions).values({
        templateId: created.id,
        version: 1,
        htmlContent: page.html,
        change: "Generated",
        tokensUsed: cost,
        createdAt: now,
      });
      const committed = await commitHoldWithin(tx, hold.id, cost, now, {
        description,
        reference: created.id,
      });
      return { row: created, committed };
    });
    await publishBalance(deps.events, userId, committed.balance);
    await publishTemplate(deps, userId, row.id, "created");
    return {
      template: toTemplateDto(row),
      tokensUsed: cost,
      tokenBalance: committed.balance.tokenBalance,
      ...(page.toFill?.length ? { toFill: page.toFill } : {}),
      ...(page.notes?.length ? { notes: page.notes } : {}),
    };
  } catch (error) {
    await releaseHold(deps.db, hold.id, deps.clock.now(), deps.events);
    throw generationFailed(error, "Generation");
  }
}

/** Reserve the iteration cost, apply the change, save a new version and commit; a change not applied is free. */
export async function iterateTemplate(
  deps: TemplateDeps,
  userId: string,
  id: string,
  change: string,
): Promise<IterationResult> {
  const current = await findOwnTemplate(deps, userId, id);
  const cost = iterationCost(change);
  const description = `Updated "${current.title}"`;
  const { hold } = await reserveTokens(
    deps.db,
    { userId, amount: cost, purpose: "iteration", description, reference: id },
    deps.clock.now(),
    deps.events,
  );
  let result: Awaited<ReturnType<PageEngine["iterate"]>>;
  try {
    const formToken = await formTokenOf(deps.db, userId, id, deps.clock.now());
    result = await deps.engine.iterate(current.htmlContent, change, {
      ...engineOptionsFrom(deps.config, formToken),
      landingPageType: current.landingPageType,
    });
  } catch (error) {
    await releaseHold(deps.db, hold.id, deps.clock.now(), deps.events);
    throw generationFailed(error, "Iteration");
  }
  if (!result.ok) {
    await releaseHold(deps.db, hold.id, deps.clock.now(), deps.events);
    throw new ApiError(422, "change_not_applied", result.message, undefined, { supported: result.supported });
  }
  try {
    const now = deps.clock.now();
    // The new version and its charge are one transaction: a crash leaves both or neither.
    const { row, committed } = await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(templates).where(eq(templates.id, id)).for("update");
      if (!locked) throw new ApiError(404, "not_found", "Template not found");
      const version = locked.version + 1;
      await tx.insert(templateVersions).values({
        templateId: id,
        version,
        htmlContent: result.html,
        change,
        tokensUsed: cost,
        createdAt: now,
      });
      const [updated] = await tx
        .update(templates)
        .set({
          htmlContent: result.html,
          version,
          tokensUsed: sql`${templates.tokensUsed} + ${cost}`,
          updatedAt: now,
          ...(result.model !== "composer" ? { model: result.model } : {}),
        })
        .where(eq(templates.id, id))
        .returning();
      const committed = await commitHoldWithin(tx, hold.id, cost, now, { description, reference: id });
      return { row: updated, committed };
    });
    await publishBalance(deps.events, userId, committed.balance);
    await publishTemplate(deps, userId, id, "updated");
    return {
      template: toTemplateDto(row),
      tokensUsed: cost,
      tokenBalance: committed.balance.tokenBalance,
      applied: result.applied,
      ...(result.notApplied ? { notApplied: result.notApplied } : {}),
      ...(result.toFill?.length ? { toFill: result.toFill } : {}),
    };
  } catch (error) {
    await releaseHold(deps.db, hold.id, deps.clock.now(), deps.events);
    throw generationFailed(error, "Iteration");
  }
}

export async function listTemplates(deps: CoreDeps, userId: string, limit: number, cursor?: string) {
  const rows = await deps.db
    .select()
    .from(templates)
    .where(and(eq(templates.userId, userId), olderThan(templates.createdAt, templates.id, cursor)))
    .orderBy(...newestFirst(templates.createdAt, templates.id))
    .limit(limit + 1);
  return toPage(rows, limit, toTemplateDto);
}

export async function listVersions(deps: CoreDeps, userId: string, id: string) {
  await findOwnTemplate(deps, userId, id);
  const rows = await deps.db
    .select({
      version: templateVersions.version,
      change: templateVersions.change,
      tokensUsed: templateVersions.tokensUsed,
      createdAt: templateVersions.createdAt,
    })
    .from(templateVersions)
    .where(eq(templateVersions.templateId, id))
    .orderBy(desc(templateVersions.version));
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** Restoring is free: the old HTML becomes a new version, so nothing is ever lost. */
export async function restoreVersion(deps: CoreDeps, userId: string, id: string, version: number) {
  await findOwnTemplate(deps, userId, id);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(templates).where(eq(templates.id, id)).for("update");
    const [source] = await tx
      .select()
      .from(templateVersions)
      .where(and(eq(templateVersions.templateId, id), eq(templateVersions.version, version)));
    if (!locked || !source) throw new ApiError(404, "not_found", "Version not found");
    const next = locked.version + 1;
    await tx.insert(templateVersions).values({
      templateId: id,
      version: next,
      htmlContent: source.htmlContent,
      change: `Restored version ${version}`,
      tokensUsed: 0,
      createdAt: now,
    });
    const [updated] = await tx
      .update(templates)
      .set({ htmlContent: source.htmlContent, version: next, updatedAt: now })
      .where(eq(templates.id, id))
      .returning();
    return updated;
  });
  await publishTemplate(deps, userId, id, "updated");
  return { template: toTemplateDto(row) };
}

export async function deleteTemplate(deps: CoreDeps, userId: string, id: string) {
  await findOwnTemplate(deps, userId, id);
  await deps.db.delete(templates).where(and(eq(templates.id, id), eq(templates.userId, userId)));
  await publishTemplate(deps, userId, id, "deleted");
}
