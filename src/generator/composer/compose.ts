/**
 * The offline composer's entry points: request → HTML, and model → HTML (used by iteration and editors).
 * Deterministic: the same request and options give the same bytes; no network, no randomness.
 */
import type { ContentBrief } from "../brief/types.js";
import type { PageModel } from "../model.js";
import type { EngineOptions, PageRequest } from "../types.js";
import { readModelBlock } from "./engine/page-model-block.js";
import { REQUIRED_SECTIONS } from "./page-types.js";
import { renderDocument } from "./render/document.js";
import { storedBriefOf, withStoredFacts } from "./stored-brief.js";
import { briefOf, composeModel } from "./write/index.js";

export { readModelBlock } from "./engine/page-model-block.js";

export interface ComposedPage {
  html: string;
  model: PageModel;
  /** Sections waiting for the owner's content ("Testimonials: Add a customer quote here…"). */
  toFill: string[];
  /** Things the owner should know (a date that has passed). */
  warnings: string[];
}

/**
 * What the owner still has to fill in, in page order: the sections the page left out or wrote without
 * their facts (model.toFill) until the owner adds one of that kind, then any placeholder an edit added.
 */
export function placeholdersOf(model: PageModel): string[] {
  // A required section is on the page from the start (written without facts): it stays on the list.
  const required = new Set<string>(REQUIRED_SECTIONS[model.source.landingPageType] ?? []);
  const shown = new Set(model.sections.filter((s) => !s.placeholder).map((s) => s.kind));
  const asked = (model.toFill ?? []).filter((f) => required.has(f.kind) || !shown.has(f.kind));
  return [
    ...asked.map((f) => f.text),
    ...model.sections.filter((s) => s.placeholder).map((s) => `${s.heading}: ${s.placeholder}`),
  ];
}

function warningsOf(brief: ContentBrief): string[] {
  return brief.dates
    .filter((d) => d.past)
    .map((d) => `The date “${d.text}” has already passed: the page says the event has taken place.`);
}

/**
 * Renders a model (after an edit); its brief is re-read from the source as of the day it was made, with
 * the facts the page stores (which changes keep up to date) in place of the re-read ones.
 */
export function renderStoredModel(
  model: PageModel,
  brief: ContentBrief = withStoredFacts(briefOf(model.source, model.generatedAt), model.brief),
): ComposedPage {
  return {
    html: renderDocument(model, brief),
    model,
    toFill: placeholdersOf(model),
    warnings: warningsOf(brief),
  };
}

/** Composes a page for a validated request. Throws GenerationError("invalid_input") for a refused logo. */
export function composePage(request: PageRequest, options: EngineOptions = {}): ComposedPage {
  const { model, brief } = composeModel(request, options);
  // The facts are stored with the page so a change to one is a change to data, never a re-reading.
  model.brief = storedBriefOf(brief);
  return renderStoredModel(model, brief);
}

/** True when the HTML carries a composer page model (so iteration can edit it). */
export function hasPageModel(html: string): boolean {
  return readModelBlock(html) !== null;
}
