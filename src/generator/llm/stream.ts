/**
 * One model call, streamed: time-out, cancellation, and retries of 429/5xx/network failures with
 * exponential backoff (honouring a short Retry-After). The AI SDK's own retries are off so that this
 * one policy applies to both providers.
 */
import type { FinishReason, JSONSchema7, LanguageModelUsage } from "ai";
import type { GenerationError, LlmSettings } from "../types.js";
import { type AiSdk, loadAiSdk } from "./ai-sdk.js";
import { failure, isRetryable, MESSAGES, retryAfterMs, toGenerationError } from "./errors.js";
import { logModelAnswer, logModelRequest } from "./log.js";
import { createModel } from "./model.js";

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_RETRY_BASE_DELAY_MS = 1_000;
/** A Retry-After longer than this is not waited for: the user gets "busy, try again" at once. */
export const MAX_RETRY_AFTER_MS = 10_000;

export interface CompletionRequest {
  settings: LlmSettings;
  system: string;
  prompt: string;
  signal?: AbortSignal;
  /** Called with the whole text received so far, after each piece. */
  onText?: (textSoFar: string) => void;
  /** First backoff delay; doubled for each further retry. */
  retryBaseDelayMs?: number;
  /** Called before waiting for a retry (attempt 1 is the first retry). */
  onRetry?: (attempt: number, delayMs: number) => void;
  /**
   * Asks for JSON matching this schema (the provider's structured output: response_format json_schema, or
   * Anthropic's output format / json tool). The answer still arrives as text; the caller parses it.
   */
  jsonSchema?: { name: string; schema: JSONSchema7 };
  /** Named in the debug log: which versioned prompt this request carries ("page-copy-v1.md"). */
  purpose?: string;
}

export interface Completion {
  text: string;
  finishReason: FinishReason | "unknown";
  usage?: LanguageModelUsage;
}

/** A failure after part of the answer arrived: not retried (the user already saw text streaming). */
class MidStreamError extends Error {
  constructor(public readonly original: unknown) {
    super("stream failed after text was received");
  }
}

async function streamOnce(request: CompletionRequest, signal: AbortSignal): Promise<Completion> {
  const sdk = await loadAiSdk();
  const { model, maxOutputTokens } = createModel(request.settings, sdk, {
    structuredOutputs: Boolean(request.jsonSchema),
  });
  const result = sdk.ai.streamText({
    model,
    system: request.system,
    prompt: request.prompt,
    maxOutputTokens,
    ...(request.jsonSchema
      ? {
          output: rawJsonOutput(sdk, request.jsonSchema),
          // Optional fields are allowed: strict JSON schema (every field required) would make models fill
          // fields they should leave alone.
          providerOptions: { openaiCompatible: { strictJsonSchema: false } },
        }
      : {}),
    maxRetries: 0,
    abortSignal: signal,
    // Errors arrive as "error" parts below and are mapped there; the SDK's default logs them to stderr.
    onError: () => {},
  });
  let text = "";
  let finishReason: Completion["finishReason"] = "unknown";
  let usage: LanguageModelUsage | undefined;
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      text += part.text;
      request.onText?.(text);
    } else if (part.type === "error") {
      throw text ? new MidStreamError(part.error) : part.error;
    } else if (part.type === "finish") {
      finishReason = part.finishReason;
      usage = part.totalUsage;
    }
  }
  if (signal.aborted) throw signal.reason;
  return { text, finishReason, usage };
}

/**
 * The SDK's JSON output, minus its parsing: the request carries the schema, and the answer's text is
 * parsed and validated by the caller, so junk and wrong shapes become the product's own errors.
 */
function rawJsonOutput(sdk: AiSdk, jsonSchema: NonNullable<CompletionRequest["jsonSchema"]>) {
  const output = sdk.ai.Output.object({
    schema: sdk.ai.jsonSchema(jsonSchema.schema),
    name: jsonSchema.name,
  });
  return {
    ...output,
    parseCompleteOutput: async () => ({}),
    // The SDK releases streamed text together with a changed partial output: the text so far is one.
    parsePartialOutput: async ({ text }: { text: string }) => ({ partial: text }),
  } as typeof output;
}

/** What a request to a model is, for the debug log: never the key, never the owner's whole text. */
function logRequest(request: CompletionRequest, attempt: number): void {
  logModelRequest(request.settings, {
    purpose: request.purpose ?? "completion",
    structured: Boolean(request.jsonSchema),
    systemChars: request.system.length,
    promptChars: request.prompt.length,
    attempt,
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export async function streamCompletion(request: CompletionRequest): Promise<Completion> {
  const { settings, signal: outer } = request;
  const maxRetries = settings.maxRetries ?? DEFAULT_MAX_RETRIES;
  const baseDelay = request.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error("timeout"));
  }, settings.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  outer?.addEventListener("abort", onOuterAbort, { once: true });

  const stopped = (error: unknown): GenerationError | undefined => {
    if (timedOut) return failure("timeout", MESSAGES.timeout, error);
    if (outer?.aborted) return failure("aborted", MESSAGES.aborted, error);
    return undefined;
  };

  try {
    for (let attempt = 0; ; attempt++) {
      try {
        logRequest(request, attempt);
        const started = Date.now();
        const completion = await streamOnce(request, controller.signal);
        logModelAnswer(settings, {
          purpose: request.purpose ?? "completion",
          ms: Date.now() - started,
          finishReason: completion.finishReason,
          inputTokens: completion.usage?.inputTokens,
          outputTokens: completion.usage?.outputTokens,
          answerChars: completion.text.length,
        });
        return completion;
      } catch (error) {
        const stop = stopped(error);
        if (stop) throw stop;
        if (error instanceof MidStreamError) throw toGenerationError(error.original);
        if (!isRetryable(error) || attempt >= maxRetries) throw toGenerationError(error);
        const requested = retryAfterMs(error);
        if (requested !== undefined && requested > MAX_RETRY_AFTER_MS) throw toGenerationError(error);
        const delay = requested ?? baseDelay * 2 ** attempt;
        request.onRetry?.(attempt + 1, delay);
        try {
          await sleep(delay, controller.signal);
        } catch (sleepError) {
          throw stopped(sleepError) ?? toGenerationError(sleepError);
        }
      }
    }
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
  }
}
