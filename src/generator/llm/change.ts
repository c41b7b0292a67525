/**
 * The model as the interpreter of changes (issue 25.3a, decision 0036): a configured model reads the whole
 * request, a compact view of the page model (change-view.ts) and the offline rules' reading of each part
 * (a hint it may correct), and answers with operations of the change language per part of the request,
 * by structured output with `modelAnswerSchema` (a JSON schema response format on OpenAI-compatible
 * endpoints, a tool call on Anthropic). An answer that fails the schema gets one repair try; a second
 * failure is a GenerationError("provider_error") and nothing is charged. The operations are returned as
 * given: ones naming sections, items or paths the page does not have are reported by applyOps, and the
 * fact guard on operations drops invented facts before anything is applied.
 */
import { readFileSync } from "node:fs";
import type { LanguageModelUsage } from "ai";
import { z } from "zod";
import { removeUntraced } from "../guard/index.js";
import { stringsOf } from "../guard/page-change.js";
import type { PageModel } from "../model.js";
import { type Op, opSchema } from "../ops/schema.js";
import type { LlmSettings } from "../types.js";
import { loadAiSdk } from "./ai-sdk.js";
import { repairChangeAnswer } from "./answer-repair.js";
import { type ChangeScope, changeView } from "./change-view.js";
import { failure, MESSAGES, toGenerationError } from "./errors.js";
import { logModelAnswer, logModelRequest } from "./log.js";
import { createModel } from "./model.js";
import { modelWords } from "./model-words.js";
import { operationList } from "./op-list.js";
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from "./stream.js";

export type { ChangeScope } from "./change-view.js";

/** The prompt's version travels with every request's log line, so answers can be traced to it. */
export const CHANGE_PROMPT_VERSION = "change-v3";
const NO_ANSWER = modelWords("en", "failed");

export interface ReadChangeOptions {
  signal?: AbortSignal;
  /** What the owner selected before asking: the request is about this section or text. */
  scope?: ChangeScope;
  /** How the offline rules read each part of the request (ops, or null when no rule read it). */
  hint?: RulesHint[];
  /** Called with each request sent to the model (prompt version, attempt), without secrets. */
  onRequest?: (entry: { prompt: string; attempt: number; model: string }) => void;
}

export interface RulesHint {
  part: string;
  ops: Op[] | null;
}

/** Operations the model gave for one part of the request; `part` is missing for ops tied to none. */
export interface AnsweredPart {
  part?: string;
  ops: Op[];
}

/**
 * What the model answers: per part of the request, its operations (so a part it left out can be told
 * from a part it read differently than the rules). Plain `ops` are accepted too, tied to no part.
 */
export const modelAnswerSchema = z
  .object({
    parts: z
      .array(
        z.object({
          part: z.string().max(500).describe("The part of the request, as the owner wrote it"),
          ops: z.array(opSchema).max(30).describe("The operations that make this part"),
        }),
      )
      .max(20)
      .optional(),
    ops: z.array(opSchema).max(30).optional().describe("Operations not tied to one part of the request"),
  })
  .refine((answer) => answer.parts !== undefined || answer.ops !== undefined, {
    message: 'The answer must list the request\'s "parts" with their operations',
  });
type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export interface ReadChange {
  /** Every part the model answered, in its order (the ops tied to no part last). */
  parts: AnsweredPart[];
  /** All the operations of the answer, in order. */
  ops: Op[];
  /** Operations past MAX_ANSWER_OPS, left out. */
  cut: number;
  /** Tokens of every call made, the repair included. */
  usage: LanguageModelUsage;
}

let systemPrompt: string | undefined;

/**
 * The versioned prompt file beside this module (copied next to the server bundle by the build), followed by
 * the operations generated from the schema (op-list.ts).
 */
export function changePrompt(): string {
  systemPrompt ??= `${readFileSync(new URL(`./prompts/${CHANGE_PROMPT_VERSION}.md`, import.meta.url), "utf8").trimEnd()}

The operations (every one there is; fields with "?" may be left out):
${operationList()}
`;
  return systemPrompt;
}

export async function readChangeWithModel(
  request: string,
  model: PageModel,
  settings: LlmSettings,
  options: ReadChangeOptions = {},
): Promise<ReadChange> {
  const prompt = changeRequestPrompt(request, model, options.scope, options.hint);
  const first = await askForOps(settings, prompt, undefined, options, 1);
  if (first.answer) return readAnswer(first.answer, request, model, first.usage);
  const repair = await askForOps(settings, prompt, first.failure, options, 2);
  if (repair.answer) return readAnswer(repair.answer, request, model, addUsage(first.usage, repair.usage));
  throw failure("provider_error", NO_ANSWER, repair.cause);
}

/** At most this many operations are taken from one answer (a request is a few changes, not a new page). */
export const MAX_ANSWER_OPS = 30;

function readAnswer(answer: ModelAnswer, request: string, model: PageModel, usage: LanguageModelUsage) {
  const given: AnsweredPart[] = [...(answer.parts ?? [])];
  if (answer.ops?.length) given.push({ ops: answer.ops });
  let room = MAX_ANSWER_OPS;
  let cut = 0;
  const parts = given.map((p) => {
    const ops = p.ops.slice(0, room);
    room -= ops.length;
    cut += p.ops.length - ops.length;
    return { ...p, ops: cleanRefusals(ops, request, model) };
  });
  return { parts, ops: parts.flatMap((p) => p.ops), cut, usage };
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

/** The user message: the request, what is selected, the page, and how the rules read the request. */
export function changeRequestPrompt(
  request: string,
  model: PageModel,
  scope?: ChangeScope,
  hint: RulesHint[] = [],
): string {
  const selected = scope
    ? `\nThe owner selected ${scope.path ? `the text ${scope.path} in ` : ""}section ${scope.section} before asking.\n`
    : "";
  const rules = hint.length
    ? `\n\nHow the offline rules read the request (a hint: keep what is right, correct what is wrong):\n${hint.map(hintLine).join("\n")}`
    : "";
  return `The owner's request:\n${JSON.stringify(request)}\n${selected}\nThe page:\n${changeView(model, scope)}${rules}`;
}

const MAX_HINT = 600;

function hintLine(hint: RulesHint, index: number): string {
  const read = hint.ops === null ? "not understood" : JSON.stringify(hint.ops);
  const shown = read.length > MAX_HINT ? `${read.slice(0, MAX_HINT)}…` : read;
  return `${index + 1}. ${JSON.stringify(hint.part)} → ${shown}`;
}

interface Attempt {
  answer?: ModelAnswer;
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
            content: `That answer does not fit the schema (${previous.error}). Answer again with only the JSON object {"parts": [{"part": "...", "ops": [...]}]}.`,
          },
        ]
      : []),
  ];
  try {
    const result = await sdk.ai.generateObject({
      model,
      schema: modelAnswerSchema,
      schemaName: "page_changes",
      schemaDescription: "The operations that make the owner's requested changes to the page",
      system: changePrompt(),
      messages,
      maxOutputTokens,
      maxRetries: settings.maxRetries ?? DEFAULT_MAX_RETRIES,
      abortSignal: controller.signal,
      // An answer slightly off the schema (fenced, wrapped, "5" for 5) is put in shape before a second call.
      repairText: async ({ text }) => repairChangeAnswer(text),
      // Optional fields (a section's heading, an item's price) are allowed: no strict schema mode.
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
    });
    logModelAnswer(settings, {
      purpose: `${CHANGE_PROMPT_VERSION}.md`,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
    });
    return { answer: result.object as ModelAnswer, usage: result.usage };
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
