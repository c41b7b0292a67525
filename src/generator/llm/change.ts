/**
 * The model as the interpreter of changes (issue 25.3a): a configured model reads the owner's request and
 * a compact view of the page model (change-view.ts) and answers with operations of the change language,
 * by structured output with `changeAnswerSchema` (a JSON schema response format on OpenAI-compatible
 * endpoints, a tool call on Anthropic). An answer that fails the schema gets one repair try; a second
 * failure is a GenerationError("provider_error") and nothing is charged. The operations are returned as
 * given: ones naming sections, items or paths the page does not have are reported by applyOps, and the
 * fact guard on operations drops invented facts before anything is applied.
 */
import { readFileSync } from "node:fs";
import type { LanguageModelUsage } from "ai";
import { removeUntraced } from "../guard/index.js";
import { stringsOf } from "../guard/page-change.js";
import type { PageModel } from "../model.js";
import { type ChangeAnswer, changeAnswerSchema, type Op } from "../ops/schema.js";
import type { LlmSettings } from "../types.js";
import { loadAiSdk } from "./ai-sdk.js";
import { type ChangeScope, changeView } from "./change-view.js";
import { failure, MESSAGES, toGenerationError } from "./errors.js";
import { logModelAnswer, logModelRequest } from "./log.js";
import { createModel } from "./model.js";
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from "./stream.js";

export type { ChangeScope } from "./change-view.js";

/** The prompt's version travels with every request's log line, so answers can be traced to it. */
export const CHANGE_PROMPT_VERSION = "change-v1";
const NO_ANSWER = "The AI did not answer with changes we could read; please try again.";

export interface ReadChangeOptions {
  signal?: AbortSignal;
  /** What the owner selected before asking: the request is about this section or text. */
  scope?: ChangeScope;
  /** Called with each request sent to the model (prompt version, attempt), without secrets. */
  onRequest?: (entry: { prompt: string; attempt: number; model: string }) => void;
}

export interface ReadChange {
  ops: Op[];
  /** Tokens of every call made, the repair included. */
  usage: LanguageModelUsage;
}

let systemPrompt: string | undefined;

/** The versioned prompt file beside this module (copied next to the server bundle by the build). */
function changePrompt(): string {
  systemPrompt ??= readFileSync(new URL(`./prompts/${CHANGE_PROMPT_VERSION}.md`, import.meta.url), "utf8");
  return systemPrompt;
}

export async function readChangeWithModel(
  request: string,
  model: PageModel,
  settings: LlmSettings,
  options: ReadChangeOptions = {},
): Promise<ReadChange> {
  const prompt = changeRequestPrompt(request, model, options.scope);
  const first = await askForOps(settings, prompt, undefined, options, 1);
  if (first.ops) return { ops: cleanRefusals(first.ops, request, model), usage: first.usage };
  const repair = await askForOps(settings, prompt, first.failure, options, 2);
  if (repair.ops)
    return { ops: cleanRefusals(repair.ops, request, model), usage: addUsage(first.usage, repair.usage) };
  throw failure("provider_error", NO_ANSWER, repair.cause);
}

/**
 * A refusal's words are the model's and reach the owner as our answer: facts that neither the request nor
 * the page gives are cut from them (the other operations keep theirs, for the operations' guard to report).
 */
function cleanRefusals(ops: Op[], request: string, model: PageModel): Op[] {
  const sources = [request, ...stringsOf(model)];
  return ops.flatMap((op): Op[] => {
    if (op.op !== "refuse") return [op];
    const part = removeUntraced(op.part, sources, model.lang).text.trim();
    const why = removeUntraced(op.why, sources, model.lang).text.trim();
    return part || why ? [{ ...op, part, why }] : [];
  });
}

/** The user message: the request, what is selected, and the page. */
export function changeRequestPrompt(request: string, model: PageModel, scope?: ChangeScope): string {
  const selected = scope
    ? `\nThe owner selected ${scope.path ? `the text ${scope.path} in ` : ""}section ${scope.section} before asking.\n`
    : "";
  return `The owner's request:\n${JSON.stringify(request)}\n${selected}\nThe page:\n${changeView(model, scope)}`;
}

interface Attempt {
  ops?: Op[];
  usage: LanguageModelUsage;
  /** What was wrong with an answer that did not fit the schema, for the repair try. */
  failure?: { text: string; error: string };
  cause?: unknown;
}

async function askForOps(
  settings: LlmSettings,
  prompt: string,
  previous: Attempt["failure"],
  options: ReadChangeOptions,
  attempt: number,
): Promise<Attempt> {
  const sdk = await loadAiSdk();
  const { model, maxOutputTokens } = createModel(settings, sdk, { structuredOutputs: true });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error("timeout"));
  }, settings.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const outer = options.signal;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  outer?.addEventListener("abort", onAbort, { once: true });
  options.onRequest?.({ prompt: CHANGE_PROMPT_VERSION, attempt, model: settings.model });
  logModelRequest(settings, {
    purpose: `${CHANGE_PROMPT_VERSION}.md`,
    structured: true,
    promptChars: prompt.length,
    attempt,
  });
  const messages = [
    { role: "user" as const, content: prompt },
    ...(previous
      ? [
          { role: "assistant" as const, content: previous.text || "(no answer)" },
          {
            role: "user" as const,
            content: `That answer does not fit the schema (${previous.error}). Answer again with only the JSON object {"ops": [...]}.`,
          },
        ]
      : []),
  ];
  try {
    const result = await sdk.ai.generateObject({
      model,
      schema: changeAnswerSchema,
      schemaName: "page_changes",
      schemaDescription: "The operations that make the owner's requested changes to the page",
      system: changePrompt(),
      messages,
      maxOutputTokens,
      maxRetries: settings.maxRetries ?? DEFAULT_MAX_RETRIES,
      abortSignal: controller.signal,
      // Optional fields (a section's heading, an item's price) are allowed: no strict schema mode.
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
    });
    logModelAnswer(settings, {
      purpose: `${CHANGE_PROMPT_VERSION}.md`,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    });
    return { ops: (result.object as ChangeAnswer).ops, usage: result.usage };
  } catch (error) {
    if (timedOut) throw failure("timeout", MESSAGES.timeout, error);
    if (outer?.aborted) throw failure("aborted", MESSAGES.aborted, error);
    if (sdk.ai.NoObjectGeneratedError.isInstance(error)) {
      const reason = error.cause instanceof Error ? error.cause.message : error.message;
      return {
        usage: error.usage ?? emptyUsage(),
        failure: { text: error.text ?? "", error: reason.slice(0, 500) },
        cause: error,
      };
    }
    throw toGenerationError(error);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onAbort);
  }
}

function emptyUsage(): LanguageModelUsage {
  return { inputTokens: 0, outputTokens: 0, totalTokens: 0 } as LanguageModelUsage;
}

function addUsage(a: LanguageModelUsage, b: LanguageModelUsage): LanguageModelUsage {
  const sum = (x?: number, y?: number) => (x ?? 0) + (y ?? 0);
  return {
    ...b,
    inputTokens: sum(a.inputTokens, b.inputTokens),
    outputTokens: sum(a.outputTokens, b.outputTokens),
    totalTokens: sum(a.totalTokens, b.totalTokens),
  };
}
