/** The page engine as the server uses it: the generator library with settings from the config. */
import { generatePage, iteratePage } from "../../generator/index.js";
import type { EngineOptions, LlmSettings, ModelRequestLogger } from "../../generator/types.js";
import type { Config } from "../config.js";
import { formActionFor } from "../leads/form-tokens.js";

export interface PageEngine {
  generate: typeof generatePage;
  iterate: typeof iteratePage;
}

export const libraryEngine: PageEngine = { generate: generatePage, iterate: iteratePage };

/**
 * Provider and LLM settings from the environment (LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), and
 * where the page's forms post: FORM_ACTION_URL when the operator set one, else the template's lead endpoint.
 * The logger describes every request sent to the model at debug level (never its key).
 */
export function engineOptionsFrom(
  config: Config,
  formToken?: string,
  logger?: ModelRequestLogger,
): EngineOptions {
  const formAction = formActionFor(config, formToken);
  if (config.LLM_PROVIDER === "composer") return { provider: "composer", formAction };
  const llm: LlmSettings = {
    provider: config.LLM_PROVIDER,
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL ?? "",
    timeoutMs: config.LLM_TIMEOUT_MS,
    ...(logger ? { logger } : {}),
  };
  return { provider: "llm", llm, formAction };
}
