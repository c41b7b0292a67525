/**
 * Generation with a configured model (issue 26): the composer reads the brief and composes the page model
 * (every fact in its place), the model writes the words that sell it as a copy plan (structured output),
 * the plan is merged over the model, the fact guard checks every word it wrote (one repair round, then
 * removal, reported in the notes), and the composer's renderer draws the page. The page is a composer page
 * by construction: its model block, forms, JSON-LD and hand editor work as on any other. When the model's
 * words cannot be had (junk twice, cut off, too slow, the service failing), the composer's own page is the
 * owner's, labelled "composer", with a note in the page's language saying so (decision 0066).
 */
import type { JSONSchema7 } from "ai";
import { z } from "zod";
import type { ContentBrief } from "../brief/types.js";
import { renderStoredModel } from "../composer/compose.js";
import { composeModel } from "../composer/write/index.js";
import type { PageModel } from "../model.js";
import { checkPage } from "../quality/index.js";
import { type GeneratedPage, GenerationError, type PageRequest, type ProgressStage } from "../types.js";
import { checkRequestUploads } from "../uploads/request-uploads.js";
import { loadAiSdk } from "./ai-sdk.js";
import type { CopyText } from "./copy-fields.js";
import { withoutInstructions } from "./copy-instructions.js";
import { keepCopyLanguage } from "./copy-language.js";
import { COPY_PLAN_SCHEMA_VERSION, type CopyPlan, copyFixesSchema, copyPlanSchema } from "./copy-plan.js";
import { buildCopyRequest, buildRepairRequest, type UntracedText } from "./copy-view.js";
import { failure, MESSAGES } from "./errors.js";
import { cutUntraced, guardCopy, traceSources } from "./guard-copy.js";
import type { LlmEngineOptions } from "./index.js";
import { type JsonAnswer, readJsonAnswer } from "./json-answer.js";
import { mergeCopyPlan, type PartialCopyPlan } from "./merge-copy.js";
import { modelWords } from "./model-words.js";
import { PAGE_COPY_PROMPT, PAGE_COPY_REPAIR_PROMPT, readPrompt } from "./prompt-files.js";
import { type Completion, streamCompletion } from "./stream.js";

/** The engine a page the composer wrote alone is labelled with (generator/index.ts's COMPOSER_MODEL). */
const COMPOSER = "composer";

/** The live preview is re-rendered at most this often while the plan streams in. */
const PREVIEW_INTERVAL_MS = 250;

/** A zod schema as the JSON schema a provider's structured output takes. */
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema) as JSONSchema7;

const PLAN_SCHEMA = { name: "copy_plan", schema: jsonSchemaOf(copyPlanSchema) };
const FIXES_SCHEMA = { name: "copy_fixes", schema: jsonSchemaOf(copyFixesSchema) };

/** What a model-written page reports besides the page (the eval prints it). */
export interface ModelPageStats {
  schemaVersion: number;
  inputTokens: number;
  outputTokens: number;
  /** Model calls made: the plan, a shape repair, a fact repair. */
  calls: number;
  /** Texts the model wrote, and those with facts that did not trace back before the repair round. */
  written: number;
  flagged: number;
  /** Facts cut from the page after the repair round. */
  removed: string[];
  /** Why the model's words could not be had, when the composer's page stands in for them. */
  fellBack?: GenerationError["code"];
}

class CopyRun {
  readonly stats: ModelPageStats = {
    schemaVersion: COPY_PLAN_SCHEMA_VERSION,
    inputTokens: 0,
    outputTokens: 0,
    calls: 0,
    written: 0,
    flagged: 0,
    removed: [],
  };

  constructor(private readonly options: LlmEngineOptions) {}

  progress(stage: ProgressStage, message: string, partialHtml?: string): void {
    this.options.onProgress?.({ stage, message, ...(partialHtml === undefined ? {} : { partialHtml }) });
  }

  /** One structured model call; its tokens are counted whatever the answer. */
  async ask(
    purpose: string,
    system: string,
    prompt: string,
    jsonSchema: typeof PLAN_SCHEMA,
    onText?: (text: string) => void,
  ): Promise<Completion> {
    const completion = await streamCompletion({
      settings: this.options.llm,
      system,
      prompt,
      jsonSchema,
      purpose,
      signal: this.options.signal,
      retryBaseDelayMs: this.options.retryBaseDelayMs,
      onRetry: (attempt) => this.progress("requesting", `The AI service is busy; trying again (${attempt})…`),
      onText,
    });
    this.stats.calls++;
    this.stats.inputTokens += completion.usage?.inputTokens ?? 0;
    this.stats.outputTokens += completion.usage?.outputTokens ?? 0;
    return completion;
  }
}

/** The plan from an answer; a cut-off, empty or junk answer is an error, never a page. */
function planOf(completion: Completion): JsonAnswer<CopyPlan> {
  const answer = readJsonAnswer(completion.text, copyPlanSchema);
  if (completion.finishReason === "length") throw failure("truncated", MESSAGES.truncated);
  if (answer.ok || answer.problem === "shape") return answer;
  if (answer.problem === "truncated") throw failure("truncated", MESSAGES.truncated);
  throw failure("provider_error", MESSAGES.noPlan);
}

/** Re-renders the page with the plan so far (facts that do not trace are cut from the preview too). */
function previewer(run: CopyRun, composed: PageModel, sources: string[], brief: ContentBrief) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  return (text: string) => {
    if (Date.now() - last < PREVIEW_INTERVAL_MS) return;
    last = Date.now();
    // Parsed in order: a slower parse never shows an older preview after a newer one.
    pending = pending.then(async () => {
      const { ai } = await loadAiSdk();
      const partial = (await ai.parsePartialJson(text)).value;
      if (!partial || typeof partial !== "object") return;
      const merged = mergeCopyPlan(composed, partial as PartialCopyPlan);
      cutUntraced(merged.model, composed, merged.written, sources);
      run.progress("streaming", "Writing your page…", renderStoredModel(merged.model, brief).html);
    });
  };
}

/** Model failures the composer's own page stands in for (not a cancellation, a bad request or upload). */
const FALLS_BACK = new Set<string>(["provider_error", "timeout", "truncated", "rate_limited"]);

/** The copy plan from the model: one try, one more when its shape is wrong; else a GenerationError. */
async function planFromModel(
  run: CopyRun,
  composed: PageModel,
  brief: ContentBrief,
  sources: string[],
): Promise<CopyPlan> {
  const system = readPrompt(PAGE_COPY_PROMPT);
  const prompt = buildCopyRequest(composed, brief);
  let answer = planOf(
    await run.ask(PAGE_COPY_PROMPT, system, prompt, PLAN_SCHEMA, previewer(run, composed, sources, brief)),
  );
  if (!answer.ok) {
    run.progress("repairing", "The AI's answer was incomplete; asking again…");
    const again = `${prompt}\n\nYour previous answer did not match the schema (${answer.detail}). Answer again with the JSON object only.`;
    answer = planOf(await run.ask(PAGE_COPY_PROMPT, system, again, PLAN_SCHEMA));
    if (!answer.ok) throw failure("provider_error", MESSAGES.noPlan);
  }
  return answer.value;
}

/** The composer's page, as generation without a model makes it, with a note that the AI could not write it. */
function composerPage(
  run: CopyRun,
  request: PageRequest,
  composed: PageModel,
  brief: ContentBrief,
  error: GenerationError,
): GeneratedPage & { stats: ModelPageStats } {
  run.progress("checking", "Checking the page…");
  const page = renderStoredModel(composed, brief);
  const report = checkPage(page.html, { landingPageType: request.landingPageType });
  if (!report.ok) throw error;
  run.stats.fellBack = error.code;
  run.progress("done", "Your page is ready.", page.html);
  return {
    html: page.html,
    model: COMPOSER,
    title: request.title,
    report,
    toFill: page.toFill,
    notes: [...page.warnings, modelWords(composed.lang, "composerWrote")],
    stats: run.stats,
  };
}

export async function writePageWithModel(
  unchecked: PageRequest,
  options: LlmEngineOptions,
): Promise<GeneratedPage & { stats: ModelPageStats }> {
  // Refuse a bad logo or photo before the model is paid to write a page around it.
  const request = checkRequestUploads(unchecked);
  const run = new CopyRun(options);
  run.progress("composing", "Reading your description…");
  const { model: composed, brief } = composeModel(request, options);
  const sources = traceSources(composed, brief);
  run.progress("requesting", "Asking the AI to write your page…", renderStoredModel(composed, brief).html);

  let plan: CopyPlan;
  try {
    plan = await planFromModel(run, composed, brief, sources);
  } catch (error) {
    // The model's words are a bonus over a complete page: when they cannot be had, the composer's page is
    // the owner's, with a note saying so in their language. A cancellation still stops the generation.
    if (!(error instanceof GenerationError) || !FALLS_BACK.has(error.code)) throw error;
    return composerPage(run, request, composed, brief, error);
  }

  const merged = mergeCopyPlan(composed, plan);
  run.stats.written = merged.written.length;
  // Words in another language than the page's are not the owner's page: the composer's words stay there.
  const inLanguage = keepCopyLanguage(merged.model, composed, merged.written);
  // The owner's request to us ("I need a page for my studio") is not copy, whoever copied it.
  const forVisitors = withoutInstructions(merged.model, composed, inLanguage.written);
  run.progress("checking", "Checking every fact the AI wrote…");
  const repair = async (untraced: UntracedText[]): Promise<CopyText[]> => {
    run.progress("repairing", "Taking out what is not in your description…");
    try {
      const fixes = await run.ask(
        PAGE_COPY_REPAIR_PROMPT,
        readPrompt(PAGE_COPY_REPAIR_PROMPT),
        buildRepairRequest(composed, untraced),
        FIXES_SCHEMA,
      );
      const read = readJsonAnswer(fixes.text, copyFixesSchema);
      return read.ok && fixes.finishReason !== "length" ? read.value.fixes : [];
    } catch (error) {
      // A failed repair leaves the removal to the guard; only a cancellation stops the generation.
      if (error instanceof GenerationError && error.code === "aborted") throw error;
      return [];
    }
  };
  const guarded = await guardCopy(merged.model, composed, forVisitors.written, sources, repair);
  run.stats.flagged = guarded.flagged;
  run.stats.removed = guarded.removed.map((f) => f.text);

  run.progress("checking", "Checking the page…");
  const page = renderStoredModel(guarded.model, brief);
  const report = checkPage(page.html, { landingPageType: request.landingPageType });
  if (!report.ok) throw new GenerationError("quality_failed", MESSAGES.quality, report);
  run.progress("done", "Your page is ready.", page.html);
  const notes = [...page.warnings, ...inLanguage.notes, ...forVisitors.notes, ...guarded.notes];
  return {
    html: page.html,
    model: options.llm.model,
    title: request.title,
    report,
    toFill: page.toFill,
    ...(notes.length ? { notes } : {}),
    stats: run.stats,
  };
}
