/**
 * The debug log of every call to a model, one line before ("model request") and one after ("model
 * answer"): what was asked and how big, never the key and never the owner's whole text.
 */
import type { LlmSettings } from "../types.js";

/** One line for a request about to go out: the provider, model and host, and what it is for. */
export function logModelRequest(settings: LlmSettings, details: Record<string, unknown>): void {
  settings.logger?.debug(
    {
      provider: settings.provider,
      model: settings.model,
      host: settings.baseUrl ? new URL(settings.baseUrl).host : "(provider default)",
      ...details,
    },
    "model request",
  );
}

/** One line for an answer: the model, what it was for and the tokens it took. */
export function logModelAnswer(settings: LlmSettings, details: Record<string, unknown>): void {
  settings.logger?.debug({ model: settings.model, ...details }, "model answer");
}
