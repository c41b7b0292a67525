/**
 * The page engine's public types. The generator is a library: it imports nothing from src/server or
 * src/web, only from src/core, so the server, the CLI and the tests use it the same way.
 */
import type { GenerationRequest } from "../core/generation-request.js";

/** A generation request as callers give it: photos are optional (none by default). */
export type PageRequest = Omit<GenerationRequest, "images"> & { images?: GenerationRequest["images"] };

export type ProviderName = "composer" | "llm";

export interface LlmSettings {
  /** openai-compatible covers OpenAI, OpenRouter, Ollama, vLLM, LM Studio (via baseUrl). */
  provider: "openai-compatible" | "anthropic";
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** Whole-request time-out in milliseconds. */
  timeoutMs?: number;
  /** Retries for 429 and 5xx answers, with exponential backoff. */
  maxRetries?: number;
  /** Where each request to the model is described at debug level (pino-compatible; never the API key). */
  logger?: ModelRequestLogger;
}

export interface ModelRequestLogger {
  debug(details: object, message: string): void;
}

export type ProgressStage =
  | "composing"
  | "requesting"
  | "streaming"
  | "post-processing"
  | "checking"
  | "repairing"
  | "done";

export interface ProgressEvent {
  stage: ProgressStage;
  message: string;
  /** LLM mode: the HTML received so far (the whole text, not a delta). */
  partialHtml?: string;
}

export interface EngineOptions {
  provider?: ProviderName;
  llm?: LlmSettings;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  /** Where generated forms post (the app's lead endpoint); without one a form says it cannot send. */
  formAction?: string;
  /** Injected clock (countdowns, default event dates, copyright year). */
  now?: Date;
}

export type IssueSeverity = "error" | "warning";

export interface QualityIssue {
  /** Stable identifier of the check, e.g. "single-h1", "external-resource", "html-validate:void-style". */
  check: string;
  severity: IssueSeverity;
  message: string;
}

export interface QualityReport {
  /** True when there is no issue of severity "error". */
  ok: boolean;
  issues: QualityIssue[];
  sizeBytes: number;
  gzipBytes: number;
  /** Names of the sections found (data-section attributes). */
  sections: string[];
}

export interface GeneratedPage {
  html: string;
  /** "composer" or the LLM model id. */
  model: string;
  title: string;
  report: QualityReport;
  /** Content the owner still has to provide: each placeholder on the page ("Testimonials: Add a …"). */
  toFill?: string[];
  /** Things the owner should know about the page (for example an event date that has passed). */
  notes?: string[];
}

export interface IteratedPage extends GeneratedPage {
  /** Plain-English list of what was changed, e.g. ["Switched to the dark theme"]. */
  applied: string[];
  /** Parts of the request that could not be applied (the rest was), in the user's words with the reason. */
  notApplied?: string[];
  /** Ids of the sections whose content changed ("s3"), for the preview to highlight; [] for page-wide changes. */
  changedSections?: string[];
}

export interface ChangeNotApplied {
  code: "change_not_applied";
  message: string;
  /** What the engine can do, for the user. */
  supported: string[];
}

export type IterateResult = ({ ok: true } & IteratedPage) | ({ ok: false } & ChangeNotApplied);

export type GenerationErrorCode =
  | "invalid_input"
  | "timeout"
  | "rate_limited"
  | "provider_error"
  | "truncated"
  | "quality_failed"
  | "aborted";

/** Every failure of the engine is one of these; the message is safe to show to the user. */
export class GenerationError extends Error {
  constructor(
    public readonly code: GenerationErrorCode,
    message: string,
    public readonly report?: QualityReport,
  ) {
    super(message);
    this.name = "GenerationError";
  }
}
