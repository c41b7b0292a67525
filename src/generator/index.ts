/**
 * The page engine: generatePage and iteratePage. The offline composer is the default provider; "llm"
 * delegates to the LLM module. Every page, whichever provider made it, passes the quality gates or the
 * call fails with GenerationError("quality_failed").
 */
import { generationRequestSchema } from "../core/generation-request.js";
import { composePage, readModelBlock, renderStoredModel } from "./composer/compose.js";
import { MODEL_BLOCK_PATTERN } from "./composer/engine/page-model-block.js";
import { pageLang } from "./composer/locale/index.js";
import { guardChangedPage } from "./guard/page-change.js";
import { changeModel, notAppliedMessage, SUPPORTED_CHANGES } from "./iterate/index.js";
import { guardRawEdit } from "./iterate/raw-html.js";
import { generateWithLlm, iterateWithLlm } from "./llm/index.js";
import { reportWords } from "./ops/report-words.js";
import { checkComposedPage } from "./quality/index.js";
import {
  type EngineOptions,
  type GeneratedPage,
  GenerationError,
  type IterateResult,
  type PageRequest,
  type QualityReport,
} from "./types.js";
import { checkRequestUploads } from "./uploads/request-uploads.js";

export type * from "./types.js";
export { GenerationError } from "./types.js";

export const COMPOSER_MODEL = "composer";

export interface IterateOptions extends EngineOptions {
  /** For pages without a composer model (LLM pages): their type, for the quality gates. */
  landingPageType?: string;
  /**
   * What the owner selected in the preview before asking ("make this shorter"): the request is about
   * this section (its id, "s3") or this one text (its edit path, "sections.s3.items.1.text").
   */
  scope?: { section: string; path?: string };
}

/** What a visitor gets: the page without the model block the engine keeps for itself. */
const visiblePage = (html: string) => html.replace(MODEL_BLOCK_PATTERN, "");

/** The composer's pages get its cheap gate; the LLM module runs the full one on what the model wrote. */
function ensureQuality(html: string, landingPageType: string): QualityReport {
  const report = checkComposedPage(html, { landingPageType });
  if (!report.ok) {
    const first = report.issues.find((i) => i.severity === "error");
    throw new GenerationError(
      "quality_failed",
      `The page did not pass the quality checks: ${first?.message ?? "unknown issue"}`,
      report,
    );
  }
  return report;
}

function checkAborted(options: EngineOptions): void {
  if (options.signal?.aborted) throw new GenerationError("aborted", "The generation was cancelled.");
}

function llmSettings(options: EngineOptions) {
  if (!options.llm) throw new GenerationError("provider_error", "LLM provider not configured");
  return options.llm;
}

/** Validates the request, composes (or asks the LLM for) the page and checks it. */
export async function generatePage(
  request: PageRequest,
  options: EngineOptions = {},
): Promise<GeneratedPage> {
  const parsed = generationRequestSchema.safeParse(request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenerationError(
      "invalid_input",
      issue ? `${issue.path.join(".") || "request"}: ${issue.message}` : "Invalid request",
    );
  }
  const valid = checkRequestUploads(parsed.data);
  checkAborted(options);
  if (options.provider === "llm") return generateWithLlm(valid, { ...options, llm: llmSettings(options) });

  options.onProgress?.({ stage: "composing", message: "Composing your page…" });
  const { html, toFill, warnings } = composePage(valid, options);
  options.onProgress?.({ stage: "checking", message: "Checking the page…" });
  const report = ensureQuality(html, valid.landingPageType);
  options.onProgress?.({ stage: "done", message: "Your page is ready." });
  return { html, model: COMPOSER_MODEL, title: valid.title, report, toFill, notes: warnings };
}

/**
 * Applies a change asked for in plain words. Composer pages (they carry their page model) are changed by
 * operations on the model (iterate/); pages a model wrote as raw HTML in earlier versions go to the model
 * under the fact guard, and without one the change is not applied. A change that changes nothing costs
 * nothing: it answers ok: false.
 */
export async function iteratePage(
  html: string,
  change: string,
  options: IterateOptions = {},
): Promise<IterateResult> {
  const text = change.trim();
  if (!text) throw new GenerationError("invalid_input", "Describe the change you want");
  checkAborted(options);
  const stored = readModelBlock(html);
  if (!stored) {
    if (options.provider === "llm") {
      const result = await iterateWithLlm(html, text, {
        ...options,
        llm: llmSettings(options),
        landingPageType: options.landingPageType ?? "",
      });
      return guardRawEdit(html, text, result);
    }
    return {
      ok: false,
      code: "change_not_applied",
      message:
        "This page was not made by the built-in composer, so it has no page model to edit. The composer can only change pages it made; use the AI provider to edit this one.",
      supported: SUPPORTED_CHANGES,
    };
  }
  // The app's lead endpoint is used unless the owner chose their own address.
  if (options.formAction && !stored.settings.ownFormAction) stored.settings.formAction = options.formAction;
  const before = structuredClone(stored);
  const changed = await changeModel(stored, text, options);
  // A model took part: whatever road its words took onto the page, their facts must trace back.
  if (options.provider === "llm") {
    const guarded = guardChangedPage(before, changed.model, text, changed.written);
    changed.notApplied.push(...guarded.notes);
  }
  const page = renderStoredModel(changed.model);
  // A change the visitor cannot see costs nothing: a "warm" design on a page that already looked warm,
  // or what a model's change leaves after the guard.
  if (visiblePage(page.html) === visiblePage(renderStoredModel(before).html)) {
    changed.notApplied.push(
      ...changed.applied.map((line) =>
        reportWords(pageLang(changed.model), "alreadyLooks", { change: line }),
      ),
    );
    changed.applied = [];
  }
  if (changed.applied.length === 0) {
    return {
      ok: false,
      code: "change_not_applied",
      message: notAppliedMessage(changed.notApplied, pageLang(changed.model)),
      supported: SUPPORTED_CHANGES,
    };
  }
  options.onProgress?.({ stage: "composing", message: "Applying your changes…" });
  const report = ensureQuality(page.html, changed.model.source.landingPageType);
  options.onProgress?.({ stage: "done", message: "Your page is updated." });
  return {
    ok: true,
    html: page.html,
    model: COMPOSER_MODEL,
    title: changed.model.source.title,
    report,
    toFill: page.toFill,
    applied: changed.applied,
    ...(changed.notApplied.length ? { notApplied: changed.notApplied } : {}),
    changedSections: changed.changedSections,
  };
}
