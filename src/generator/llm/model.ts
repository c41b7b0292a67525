/** The AI SDK language model for the caller's settings (OpenAI-compatible endpoints or Anthropic). */
import type { LanguageModel } from "ai";
import type { LlmSettings } from "../types.js";
import type { AiSdk } from "./ai-sdk.js";

/** Anthropic requires an output limit; a full page with inline CSS fits well within this. */
const ANTHROPIC_MAX_OUTPUT_TOKENS = 16_000;

export interface ModelChoice {
  model: LanguageModel;
  maxOutputTokens?: number;
}

/**
 * `structuredOutputs`: an OpenAI-compatible endpoint is sent the JSON schema of a structured answer
 * (`response_format: json_schema`) instead of only "answer in JSON".
 */
export function createModel(
  settings: LlmSettings,
  sdk: AiSdk,
  options: { structuredOutputs?: boolean } = {},
): ModelChoice {
  if (settings.provider === "anthropic") {
    const anthropic = sdk.anthropic.createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseUrl });
    return { model: anthropic(settings.model), maxOutputTokens: ANTHROPIC_MAX_OUTPUT_TOKENS };
  }
  const provider = sdk.openaiCompatible.createOpenAICompatible({
    name: "llm",
    baseURL: settings.baseUrl ?? "https://api.openai.com/v1",
    apiKey: settings.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: options.structuredOutputs,
  });
  return { model: provider(settings.model) };
}
