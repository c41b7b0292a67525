/**
 * Templates: generation and iteration as a job's work, paid through the hold the request reserved (engine →
 * save + commit + job succeeded in one transaction; the job runner releases the hold on failure),
 * listing, versions, restore, delete. Every query is filtered by the owner's id; other users' ids are 404.
 */
import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { IterationResult, PaidResult, TemplateDto } from "../../core/api-types.js";
import {
  type GenerationRequest,
  type IterationRequest,
  MAX_TITLE_LENGTH,
} from "../../core/generation-request.js";
import { generationCost, iterationCost } from "../../core/pricing.js";
import { generatePage } from "../../generator/index.js";
import type { EngineOptions, GeneratedPage, ProgressEvent } from "../../generator/types.js";
import { GenerationError } from "../../generator/types.js";
import { SHOWCASE_EXAMPLES } from "../../web/content/showcase.js";
import type { CoreDeps } from "../app-types.js";
import { publishBalance } from "../billing/holds.js";
import type { BalanceFigures } from "../billing/ledger.js";
import { showHoldWithin } from "../billing/shown-holds.js";
import { brandNewPage } from "../brand/generation.js";
import type { Tx } from "../db/client.js";
import { newestFirst, olderThan, toPage } from "../db/keyset.js";
import { leadForms, profiles, templates, templateVersions } from "../db/schema.js";
import { ApiError } from "../errors.js";
import { PAID, type PaidSuccess } from "../jobs/paid-success.js";
import { formActionFor, formTokenOf, newFormToken } from "../leads/form-tokens.js";
import { engineOptionsFrom, type PageEngine } from "./engine.js";
import { bodyHash, storeBody } from "./page-bodies.js";
import { showcaseRequest } from "./showcase-request.js";
import { appendVersion } from "./versions.js";

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

/**
 * What the owner can do about a page that failed the quality gate. The gate's own words ("The page weighs
 * 80.7 KB … Remove repetition or simplify the CSS") are for us and go to the log with the error; the
 * owner is told what happened to the page and the tokens, and what to change in the request.
 */
const QUALITY_FAILED_WORDS = {
  generation: {
    size: "Your page came out larger than a page may be, so it was not saved and nothing was charged. Make the description shorter or choose fewer photos, then generate again.",
    "photo-size":
      "Your photos together are too large for one page, so it was not saved and nothing was charged. Choose fewer photos, then generate again.",
    other:
      "Your page did not pass our quality checks, so it was not saved and nothing was charged. Please generate again; if it fails again, choose another page type or describe the page in other words.",
  },
  iteration: {
    size: "This change would make the page larger than a page may be, so it was not applied and nothing was charged. Ask for a smaller change, or remove a section first.",
    "photo-size":
      "This change would make the page's photos too large together, so it was not applied and nothing was charged. Remove a photo first, or ask for a smaller change.",
    other:
      "This change would make the page fail our quality checks, so it was not applied and nothing was charged. Describe the change in other words, or ask for a smaller one.",
  },
} as const;

function qualityFailedWords(error: GenerationError, kind: "generation" | "iteration"): string {
  const check = error.report?.issues.find((issue) => issue.severity === "error")?.check;
  const words = QUALITY_FAILED_WORDS[kind];
  return check === "size" || check === "photo-size" ? words[check] : words.other;
}

/** Engine failures as the API reports them; the message is safe for the user. */
export function jobFailure(error: unknown, kind: "generation" | "iteration"): ApiError {
  if (error instanceof ApiError) return error;
  const what = kind === "generation" ? "Generation" : "Iteration";
  const message =
    error instanceof GenerationError
      ? error.code === "quality_failed"
        ? qualityFailedWords(error, kind)
        : error.message
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

/**
 * Tells the user's other tabs about the change without holding the answer back: on PostgreSQL the NOTIFY
 * goes out with the bus's next batch, after the balance published just before it (see publishBalance).
 */
export function publishTemplate(
  deps: CoreDeps,
  userId: string,
  id: string,
  action: "created" | "updated" | "deleted",
): void {
  void deps.events.publish(userId, { type: "template", data: { id, action } }).catch(() => {});
}

/**
 * After a paid save: the new balance, then the template event, once the answer now being written has gone
 * out (the next turn of the event loop), so the answer does not wait behind their NOTIFY on PostgreSQL.
 */
function publishAfterSave(
  deps: CoreDeps,
  userId: string,
  balance: BalanceFigures,
  id: string,
  action: "created" | "updated",
): void {
  setImmediate(() => {
    void publishBalance(deps.events, userId, balance);
    publishTemplate(deps, userId, id, action);
  });
}

/** What a generation costs and how the charge reads; the request reserves it before the job exists. */
export function generationCharge(request: GenerationRequest) {
  return { cost: generationCost(request.prompt), description: `Generated "${request.title}"` };
}

/** What an iteration of `template` costs and how the charge reads. */
export function iterationCharge(template: TemplateRow, change: string) {
  return { cost: iterationCost(change), description: `Updated "${template.title}"` };
}

/** What a job's worker passes to the work it runs. */
export interface JobWork {
  job: { id: string; attempts: number; holdId: string };
  signal: AbortSignal;
  onProgress: (event: ProgressEvent) => void;
  /** Awaited right before the save (the job's events on their way are written; the rest go with the save). */
  beforeSave: () => Promise<void>;
  /** Inside the save transaction: the job succeeded with this result (throws if it is no longer ours). */
  markSucceeded: (tx: Tx, result: PaidResult | IterationResult) => Promise<void>;
  /**
   * The save, the charge and the job's success in one statement (jobs/paid-success.ts); the committed
   * balance, or throws (nothing saved or charged) when the job is no longer ours or its hold expired.
   */
  succeedPaid: (end: PaidEnd) => Promise<BalanceFigures>;
  /** A generation's page produced while its reservation was on its way (job-queue.ts), if it was. */
  produced?: Promise<ProducedPage>;
}

/** What the work gives for its paid end (the runner adds the job and its unwritten events). */
export type PaidEnd = Omit<PaidSuccess, "job" | "earlier">;

/**
 * Runs the engine for a reserved generation, then saves template, version 1, the charge (commits the hold)
 * and the job's success in ONE statement, its own transaction: a crash leaves all of it or nothing.
 * Failures throw; the job runner releases the hold.
 */
export async function runGeneration(
  deps: TemplateDeps,
  userId: string,
  request: GenerationRequest,
  work: JobWork,
): Promise<PaidResult> {
  const { cost, description } = generationCharge(request);
  const { page, formToken } = await (work.produced ??
    produceGeneration(deps, request, { onProgress: work.onProgress, signal: work.signal }));
  work.signal.throwIfAborted();
  work.onProgress({ stage: "done", message: "Saving your page…" });
  await work.beforeSave();
  const now = deps.clock.now();
  const created: TemplateRow = {
    id: randomUUID(),
    userId,
    leadCount: 0,
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
  };
  const unpaid: PaidResult = {
    template: toTemplateDto(created),
    tokensUsed: cost,
    tokenBalance: 0, // the committed balance, set by the statement (and below)
    ...(page.toFill?.length ? { toFill: page.toFill } : {}),
    ...(page.notes?.length ? { notes: page.notes } : {}),
  };
  const balance = await work.succeedPaid({
    spend: cost,
    description,
    reference: created.id,
    now,
    result: unpaid,
    saves: newTemplateWrites(created, formToken),
  });
  const result: PaidResult = { ...unpaid, tokenBalance: balance.tokenBalance };
  publishAfterSave(deps, userId, balance, result.template.id, "created");
  return result;
}

/** A generated page and the token its forms post with (the engine writes the form's address from it). */
export interface ProducedPage {
  page: GeneratedPage;
  formToken: string;
}

/** Runs the engine for a generation request: the page, not yet saved or paid for. */
export async function produceGeneration(
  deps: TemplateDeps,
  request: GenerationRequest,
  options: Pick<EngineOptions, "onProgress" | "signal">,
): Promise<ProducedPage> {
  const formToken = newFormToken();
  const generated = await deps.engine.generate(request, {
    ...engineOptionsFrom(deps.config, formToken, deps.logger),
    ...options,
  });
  return { page: brandNewPage(generated, request), formToken };
}

/**
 * Whether a generation may be produced before its tokens are reserved: only by the built-in composer, which
 * costs a few milliseconds here and nothing elsewhere (an LLM call costs money, so it waits for the hold).
 */
export const producesLocally = (config: TemplateDeps["config"]) => config.LLM_PROVIDER === "composer";

/**
 * The new template, its form token (as attachFormToken writes it) and version 1, as data-modifying CTEs of
 * the statement that also commits the hold and marks the job succeeded; they read FROM `PAID`, so they run
 * only when the hold was committed. The page is sent once for both copies. The names start with `new_` to
 * stay clear of the job's own CTEs. Version 1's page is its template's first body (page-bodies.ts).
 */
function newTemplateWrites(row: TemplateRow, formToken: string): SQL {
  const hash = bodyHash(row.htmlContent);
  return sql`
    new_page AS (SELECT ${row.htmlContent}::text AS html FROM ${PAID}),
    new_template AS (
      INSERT INTO templates (id, user_id, title, prompt, html_content, tokens_used, landing_page_type, industry,
        company_name, target_audience, model, version, created_at, updated_at)
      SELECT ${row.id}::uuid, ${row.userId}::text, ${row.title}::text, ${row.prompt}::text, new_page.html,
        ${row.tokensUsed}::int, ${row.landingPageType}::text, ${row.industry}::text, ${row.companyName}::text,
        ${row.targetAudience}::text, ${row.model}::text, ${row.version}::int, ${row.createdAt}::timestamptz,
        ${row.updatedAt}::timestamptz
      FROM new_page
      RETURNING id),
    new_form AS (
      INSERT INTO lead_forms (token, user_id, template_id, created_at)
      SELECT ${formToken}::text, ${row.userId}::text, new_template.id, ${row.createdAt}::timestamptz
      FROM new_template),
    new_body AS (
      INSERT INTO page_bodies (template_id, hash, html)
      SELECT new_template.id, ${hash}::text, new_page.html FROM new_template, new_page),
    new_version AS (
      INSERT INTO template_versions (template_id, version, body_hash, change, tokens_used, created_at)
      SELECT new_template.id, ${row.version}::int, ${hash}::text, 'Generated', ${row.tokensUsed}::int,
        ${row.createdAt}::timestamptz
      FROM new_template)`;
}

/**
 * Applies a reserved iteration: a change the engine cannot apply throws 422 change_not_applied (free);
 * otherwise the new version, its hold marked shown (kept or undone later, held-changes.ts) and the job's
 * success are one transaction. A page saved on top of meanwhile (an undo, a hand edit) refuses the result:
 * 409 page_changed, and the runner gives the tokens back.
 */
export async function runIteration(
  deps: TemplateDeps,
  userId: string,
  id: string,
  request: IterationRequest,
  work: JobWork,
): Promise<IterationResult> {
  const { change, scope } = request;
  const current = await findOwnTemplate(deps, userId, id);
  const { cost } = iterationCharge(current, change);
  const formToken = await formTokenOf(deps.db, userId, id, deps.clock.now());
  const outcome = await deps.engine.iterate(current.htmlContent, change, {
    ...engineOptionsFrom(deps.config, formToken, deps.logger),
    landingPageType: current.landingPageType,
    onProgress: work.onProgress,
    signal: work.signal,
    ...(scope ? { scope } : {}),
  });
  work.signal.throwIfAborted();
  if (!outcome.ok) {
    throw new ApiError(422, "change_not_applied", outcome.message, undefined, {
      supported: outcome.supported,
    });
  }
  await work.beforeSave();
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const updated = await appendVersion(tx, id, {
      html: outcome.html,
      change,
      tokensUsed: cost,
      now,
      model: outcome.model,
      holdId: work.job.holdId,
      madeFrom: current.version,
    });
    // Shown, not yet kept: the tokens stay on hold until the owner keeps or undoes the change.
    const keepUntil = await showHoldWithin(tx, userId, work.job.holdId, now);
    const result: IterationResult = {
      template: {
        ...toTemplateDto(updated),
        heldChange: { tokens: cost, keepUntil: keepUntil.toISOString() },
      },
      tokensUsed: cost,
      tokenBalance: 0, // set below from the balance the reservation left
      applied: outcome.applied,
      ...(outcome.notApplied ? { notApplied: outcome.notApplied } : {}),
      ...(outcome.changedSections ? { changedSections: outcome.changedSections } : {}),
      ...(outcome.toFill?.length ? { toFill: outcome.toFill } : {}),
    };
    const [profile] = await tx
      .select({ tokenBalance: profiles.tokenBalance })
      .from(profiles)
      .where(eq(profiles.id, userId));
    result.tokenBalance = profile?.tokenBalance ?? 0;
    await work.markSucceeded(tx, result);
    return result;
  });
  setImmediate(() => publishTemplate(deps, userId, id, "updated"));
  return result;
}

/** A template as the list shows it: everything but the page, which is read when the page is opened. */
export type TemplateSummaryDto = Omit<TemplateDto, "htmlContent"> & {
  /** The page, served sandboxed (also the thumbnail); the version makes caches and frames reload. */
  previewUrl: string;
  /** Leads its forms have received, so a grid of tiles needs no request per tile for its count. */
  leadCount: number;
};

export function toTemplateSummary(
  { htmlContent: _page, ...summary }: TemplateDto,
  leadCount: number,
): TemplateSummaryDto {
  return { ...summary, previewUrl: `/preview/${summary.id}?v=${summary.version}`, leadCount };
}

/** A listed template's row with its lead count (kept on the row by triggers on leads, migration 0020). */
export type ListedTemplateRow = TemplateRow & { leadCount: number };

/** Every column but the page: a list of 12 pages otherwise carries (and reads) hundreds of kilobytes. */
const { htmlContent: _pageColumn, ...summaryColumns } = getTableColumns(templates);

/** One page of the owner's templates, newest first, without their pages (an empty `htmlContent`). */
export async function listTemplates(deps: CoreDeps, userId: string, limit: number, cursor?: string) {
  const rows = await deps.db
    .select(summaryColumns)
    .from(templates)
    .where(and(eq(templates.userId, userId), olderThan(templates.createdAt, templates.id, cursor)))
    .orderBy(...newestFirst(templates.createdAt, templates.id))
    .limit(limit + 1);
  return toPage(rows, limit, (row): ListedTemplateRow => ({ ...row, htmlContent: "" }));
}

/**
 * Saves a new template from a page that already exists (a duplicate, or an example): version 1 with the
 * given form token (its forms post there, so the copy's leads go to the copy), free.
 */
async function saveCopy(
  deps: CoreDeps,
  userId: string,
  copy: Omit<
    TemplateRow,
    "id" | "userId" | "version" | "tokensUsed" | "leadCount" | "createdAt" | "updatedAt"
  >,
  formToken: string,
  change: string,
): Promise<TemplateRow> {
  const now = deps.clock.now();
  const row: TemplateRow = {
    ...copy,
    id: randomUUID(),
    userId,
    tokensUsed: 0,
    leadCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(templates).values(row);
    await tx.insert(leadForms).values({ token: formToken, userId, templateId: row.id, createdAt: now });
    await tx.insert(templateVersions).values({
      templateId: row.id,
      version: 1,
      bodyHash: await storeBody(tx, row.id, row.htmlContent),
      change,
      tokensUsed: 0,
      createdAt: now,
    });
  });
  publishTemplate(deps, userId, row.id, "created");
  return row;
}

/**
 * The copy's title: "Copy of …", its end cut with an ellipsis when that would pass the longest title a page
 * may have (a copy of a full-length title kept the very same title: two pages no one could tell apart).
 */
export function copyTitle(title: string): string {
  const whole = `${COPY_PREFIX}${title}`;
  if (whole.length <= MAX_TITLE_LENGTH) return whole;
  let kept = whole.slice(0, MAX_TITLE_LENGTH - 1).trimEnd();
  // Never half of a character outside the BMP (an emoji): a lone surrogate would show as �.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  const cut = `${kept}…`;
  // Only a title of nothing but "Copy of " repeated and cut reads the same once more: count instead.
  return cut === title ? `${cut.slice(0, MAX_TITLE_LENGTH - 3).trimEnd()} 2…` : cut;
}
const COPY_PREFIX = "Copy of ";

/**
 * Duplicating is free (DESIGN.md is silent on it, and nothing is made): the copy starts at version 1 with the
 * original's current page, its forms posting to the copy's own lead endpoint.
 */
export async function duplicateTemplate(deps: TemplateDeps, userId: string, id: string) {
  const original = await findOwnTemplate(deps, userId, id);
  const oldAction = formActionFor(deps.config, await formTokenOf(deps.db, userId, id, deps.clock.now()));
  const formToken = newFormToken();
  const newAction = formActionFor(deps.config, formToken);
  // The operator's own FORM_ACTION_URL is the same for every page: nothing to rewrite then.
  const html =
    oldAction && newAction && oldAction !== newAction
      ? original.htmlContent.replaceAll(oldAction, newAction)
      : original.htmlContent;
  const {
    id: _id,
    userId: _owner,
    version: _v,
    tokensUsed: _t,
    createdAt: _c,
    updatedAt: _u,
    ...kept
  } = original;
  return saveCopy(
    deps,
    userId,
    { ...kept, title: copyTitle(original.title), htmlContent: html },
    formToken,
    `Duplicated from “${original.title}” (version ${original.version})`,
  );
}

/**
 * A new page from a showcase example, free: the built-in composer makes the example's page again from its
 * description (what the showcase shows, whichever engine is configured), with the new page's own form endpoint.
 */
export async function templateFromExample(deps: TemplateDeps, userId: string, exampleId: string) {
  const example = SHOWCASE_EXAMPLES.find((e) => e.id === exampleId);
  if (!example) throw new ApiError(404, "not_found", "Example not found");
  const request = showcaseRequest(example);
  const formToken = newFormToken();
  const page = await generatePage(request, {
    provider: "composer",
    formAction: formActionFor(deps.config, formToken),
  });
  return saveCopy(
    deps,
    userId,
    {
      title: request.title,
      prompt: request.prompt,
      htmlContent: page.html,
      landingPageType: request.landingPageType,
      industry: request.industry,
      companyName: request.companyName,
      targetAudience: request.targetAudience ?? "",
      model: page.model,
    },
    formToken,
    `Started from the example “${example.title}”`,
  );
}

export async function deleteTemplate(deps: CoreDeps, userId: string, id: string) {
  await findOwnTemplate(deps, userId, id);
  await deps.db.delete(templates).where(and(eq(templates.id, id), eq(templates.userId, userId)));
  publishTemplate(deps, userId, id, "deleted");
}
