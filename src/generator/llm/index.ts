/**
 * The LLM page engine, through any OpenAI-compatible endpoint or Anthropic (Vercel AI SDK). Generation:
 * the model writes the words of a composer page (write-page.ts). Iteration of pages without a page model
 * (made by the free-form HTML path before decision 0022): SEARCH/REPLACE edits, post-processed and gated
 * like composer pages, with one repair round.
 * Settings come from the caller (the server or CLI read LLM_* variables), never from the environment here.
 */

import { notAppliedMessage } from "../iterate/messages.js";
import { checkPage } from "../quality/index.js";
import type { PageRequest } from "../types.js";
import {
  type EngineOptions,
  type GeneratedPage,
  GenerationError,
  type IterateResult,
  type LlmSettings,
  type ProgressStage,
  type QualityReport,
} from "../types.js";
import { keepEditLanguage } from "./edit-language.js";
import { applyEdits, cannotApplyReason, parseEditAnswer } from "./edits.js";
import { failure, MESSAGES } from "./errors.js";
import { guardEdits } from "./guard-edits.js";
import { toModelView } from "./model-view.js";
import { failureIn, htmlLang, modelWords } from "./model-words.js";
import { extractHtmlDocument, isCompleteDocument, postProcess } from "./post-process.js";
import {
  buildEditPrompt,
  buildRepairPrompt,
  buildRewritePrompt,
  EDIT_SYSTEM_PROMPT,
  GENERATE_SYSTEM_PROMPT,
  REWRITE_SYSTEM_PROMPT,
} from "./prompts.js";
import { sameToReader } from "./reader-view.js";
import { type Completion, streamCompletion } from "./stream.js";
import { type ModelPageStats, writePageWithModel } from "./write-page.js";

export { CANNOT_APPLY_MARKER } from "./prompts.js";

export interface LlmEngineOptions extends EngineOptions {
  llm: LlmSettings;
  /** First retry delay (doubles each retry); tests shorten it. Default 1 s. */
  retryBaseDelayMs?: number;
}

export interface LlmIterateOptions extends LlmEngineOptions {
  /** The page's type, for the quality gates (required sections). */
  landingPageType: string;
}

/** What an LLM iteration can do, for the user when a change is not applied. */
export const SUPPORTED_CHANGES = [
  "Rewrite or shorten text, headings and calls to action",
  "Change colours, fonts, spacing and layout",
  "Add, remove or reorder sections",
  "Change icons and illustrations (drawn as inline SVG)",
  "Add or change form fields",
];

/** Progress "streaming" events at most this often; each carries the whole HTML so far. */
const STREAM_PROGRESS_INTERVAL_MS = 250;

class Run {
  constructor(private readonly options: LlmEngineOptions) {}

  progress(stage: ProgressStage, message: string, partialHtml?: string): void {
    this.options.onProgress?.({ stage, message, ...(partialHtml === undefined ? {} : { partialHtml }) });
  }

  /** One streamed model call, reporting the text so far (throttled) under the given stage. */
  async complete(system: string, prompt: string, stage: "streaming" | "repairing"): Promise<Completion> {
    let lastTime = 0;
    let lastLength = 0;
    const message = stage === "repairing" ? "Fixing the issues found…" : "Receiving the page…";
    const report = (text: string) => {
      lastTime = Date.now();
      lastLength = text.length;
      this.progress(stage, message, extractHtmlDocument(text) ?? text);
    };
    const completion = await streamCompletion({
      settings: this.options.llm,
      system,
      prompt,
      signal: this.options.signal,
      retryBaseDelayMs: this.options.retryBaseDelayMs,
      onRetry: (attempt) => this.progress("requesting", `The AI service is busy; trying again (${attempt})…`),
      onText: (text) => {
        if (Date.now() - lastTime >= STREAM_PROGRESS_INTERVAL_MS) report(text);
      },
    });
    // The last pieces may have fallen inside the throttle window: report the whole answer once more.
    if (completion.text.length !== lastLength) report(completion.text);
    return completion;
  }

  /** The finished page from a post-processed answer: gated, repaired once if needed. */
  async finish(document: string, landingPageType: string): Promise<{ html: string; report: QualityReport }> {
    this.progress("post-processing", "Inlining styles and checking resources…");
    const html = await this.postProcessed(document);
    this.progress("checking", "Checking the page…");
    const report = checkPage(html, { landingPageType });
    if (report.ok) return { html, report };

    this.progress("repairing", "Fixing the issues found…");
    const view = toModelView(html);
    const repair = await this.complete(
      GENERATE_SYSTEM_PROMPT,
      buildRepairPrompt(view.html, report),
      "repairing",
    );
    const repaired = await this.postProcessed(view.restore(acceptDocument(repair)));
    this.progress("checking", "Checking the repaired page…");
    const repairedReport = checkPage(repaired, { landingPageType });
    if (!repairedReport.ok) throw new GenerationError("quality_failed", MESSAGES.quality, repairedReport);
    return { html: repaired, report: repairedReport };
  }

  private async postProcessed(document: string): Promise<string> {
    const html = await postProcess(document, undefined, this.options.formAction);
    if (!html) throw failure("provider_error", MESSAGES.noDocument);
    return html;
  }
}

/** The complete HTML document in an answer; a cut-off answer is an error, never a page. */
function acceptDocument(completion: Completion): string {
  if (completion.finishReason === "length") throw failure("truncated", MESSAGES.truncated);
  const document = extractHtmlDocument(completion.text);
  if (!document) throw failure("provider_error", MESSAGES.noDocument);
  if (!isCompleteDocument(document)) throw failure("truncated", MESSAGES.truncated);
  return document;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

/** The page's <title> as plain text. */
export function titleOf(html: string): string {
  const raw = html.match(/<title\b[^>]*>([^<]*)<\/title>/i)?.[1] ?? "";
  return raw.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_all, name: string) => ENTITIES[name]).trim();
}

/** Every failure leaves as a GenerationError; an unexpected one keeps the original as its cause (for logs). */
async function asGenerationErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    throw failure("provider_error", MESSAGES.unavailable, error);
  }
}

/**
 * Generates a page from the request: the composer's page model with the model's words, every fact the
 * model wrote checked by the fact guard (write-page.ts). The stats say what the model did (the eval).
 */
export function generateWithLlm(
  request: PageRequest,
  options: LlmEngineOptions,
): Promise<GeneratedPage & { stats: ModelPageStats }> {
  return asGenerationErrors(() => writePageWithModel(request, options));
}

/**
 * Applies a change to a page: the model answers with targeted SEARCH/REPLACE edits; when one does not
 * apply exactly, it is asked once for the full rewritten page instead.
 */
export async function iterateWithLlm(
  html: string,
  change: string,
  options: LlmIterateOptions,
): Promise<IterateResult> {
  try {
    return await asGenerationErrors(() => iterate(html, change, options));
  } catch (error) {
    // The owner of a page in another language is told in it (llm/model-words.ts).
    throw error instanceof GenerationError ? failureIn(htmlLang(html), error) : error;
  }
}

function notApplied(reason: string): IterateResult {
  return { ok: false, code: "change_not_applied", message: reason, supported: SUPPORTED_CHANGES };
}

async function iterate(html: string, change: string, options: LlmIterateOptions): Promise<IterateResult> {
  const run = new Run(options);
  run.progress("requesting", "Asking the AI to make your change…");
  const view = toModelView(html);
  const answer = await run.complete(EDIT_SYSTEM_PROMPT, buildEditPrompt(view.html, change), "streaming");
  const refusal = cannotApplyReason(answer.text);
  if (refusal) return notApplied(refusal);

  const parsed = parseEditAnswer(answer.text);
  const lang = htmlLang(html);
  // Edits that invent a fact are left out before anything is applied (guard-edits.ts).
  const guarded = guardEdits(view.html, change, parsed.edits, parsed.summary, lang);
  let { summary } = guarded;
  // Words in another language than the page's are left out too (edit-language.ts).
  const worded = keepEditLanguage(view.html, guarded.edits, change, lang);
  const edits = worded.edits;
  const leftOut = [...guarded.leftOut, ...worded.leftOut];
  if (parsed.edits.length > 0 && edits.length === 0) {
    return notApplied(leftOut.length ? notAppliedMessage(leftOut, lang) : modelWords(lang, "unchanged"));
  }
  let edited: string | null = null;
  if (answer.finishReason !== "length") {
    const applied = applyEdits(view.html, edits);
    if (applied.ok) edited = applied.html;
    else if (edits.length === 0 && extractHtmlDocument(answer.text)) edited = acceptDocument(answer);
  }
  if (edited === null) {
    run.progress("requesting", "Rewriting the page with your change…");
    const rewrite = await run.complete(
      REWRITE_SYSTEM_PROMPT,
      buildRewritePrompt(view.html, change),
      "streaming",
    );
    const rewriteRefusal = cannotApplyReason(rewrite.text);
    if (rewriteRefusal) return notApplied(rewriteRefusal);
    edited = acceptDocument(rewrite);
    const rewriteSummary = guardEdits(view.html, change, [], parseEditAnswer(rewrite.text).summary).summary;
    if (rewriteSummary.length > 0) summary = rewriteSummary;
  }
  // Nothing a reader sees moved (spacing, a comment, attribute order): no change, and nothing to pay. A
  // class or a style is a change (a colour, an underline).
  if (sameToReader(view.html, edited)) return notApplied(modelWords(lang, "unchanged"));

  const page = await run.finish(view.restore(edited), options.landingPageType);
  run.progress("done", "Your change is ready.", page.html);
  return {
    ok: true,
    html: page.html,
    model: options.llm.model,
    title: titleOf(page.html),
    report: page.report,
    applied: summary.length > 0 ? summary : [leftOut.length ? modelWords(lang, "rest") : change],
    ...(leftOut.length ? { notApplied: leftOut } : {}),
  };
}
