/**
 * The offline composer's entry points: request -> HTML, and stored model -> HTML (used by iteration).
 * Deterministic: the same request and options give the same bytes; no network, no randomness.
 */
import type { PageModel } from "../model.js";
import type { EngineOptions, PageRequest } from "../types.js";
import { composeSections, createStoredModel, type StoredModel } from "./engine/build-model.js";
import { readModelBlock } from "./engine/page-model-block.js";
import { renderPage } from "./engine/render-page.js";

export type { StoredModel } from "./engine/build-model.js";
export { readModelBlock } from "./engine/page-model-block.js";

export interface ComposedPage {
  html: string;
  model: PageModel;
}

export function renderStoredModel(stored: StoredModel): ComposedPage {
  const model = composeSections(stored);
  return { html: renderPage(model, stored), model };
}

/** Composes a page for a validated request. Throws GenerationError("invalid_input") for a refused logo. */
export function composePage(request: PageRequest, options: EngineOptions = {}): ComposedPage {
  return renderStoredModel(createStoredModel(request, options));
}

/** True when the HTML carries a composer page model (so iteration can edit it). */
export function hasPageModel(html: string): boolean {
  return readModelBlock(html) !== null;
}
