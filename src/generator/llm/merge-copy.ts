/**
 * Lays a model's copy plan over the composer's page model. Only the words copy-fields.ts allows are
 * taken; every fact-bearing field (prices, dates, phones, addresses, links, forms' fields) stays the
 * composer's. A partial plan (still streaming) merges the same way, so the live preview shows it.
 */
import type { PageModel, Section } from "../model.js";
import { STYLE_NAMES, type StyleName } from "../ops/schema.js";
import { type CopyText, setCopyText } from "./copy-fields.js";
import type { CopyPlan, SectionCopy } from "./copy-plan.js";

/** A plan as it streams in: any field may be missing or half-written. */
export type PartialCopyPlan = {
  style?: unknown;
  metaDescription?: unknown;
  order?: unknown;
  sections?: unknown;
};

const str = (value: unknown): string | undefined =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim() : undefined;

/** The texts a section's copy writes, by path. */
function sectionTexts(copy: Partial<SectionCopy>): CopyText[] {
  const at = (...rest: (string | number)[]) => ["sections", copy.id, ...rest].join(".");
  const texts: CopyText[] = [];
  const add = (path: string, value: unknown) => {
    const text = str(value);
    if (text) texts.push({ path, text });
  };
  for (const field of ["eyebrow", "heading", "tagline", "lead"] as const) add(at(field), copy[field]);
  add(at("cta", "label"), copy.cta);
  add(at("secondaryCta", "label"), copy.secondaryCta);
  add(at("form", "submitLabel"), copy.submitLabel);
  if (Array.isArray(copy.items)) {
    copy.items.forEach((item, i) => {
      if (!item || typeof item !== "object") return;
      add(at("items", i, "title"), item.title);
      add(at("items", i, "text"), item.text);
    });
  }
  return texts;
}

/** Every text a plan writes, by path (meta description first, then each section's). */
export function planTexts(plan: PartialCopyPlan): CopyText[] {
  const texts: CopyText[] = [];
  const meta = str(plan.metaDescription);
  if (meta) texts.push({ path: "meta.description", text: meta });
  if (Array.isArray(plan.sections)) {
    for (const copy of plan.sections) {
      if (copy && typeof copy === "object" && typeof copy.id === "string") texts.push(...sectionTexts(copy));
    }
  }
  return texts;
}

/** The sections in the plan's order: the hero first, ids the plan names next, the rest as they were. */
function reordered(sections: Section[], order: unknown): Section[] {
  if (!Array.isArray(order)) return sections;
  const byId = new Map(sections.map((s) => [s.id, s]));
  const named = order.flatMap((id) => {
    const section = typeof id === "string" ? byId.get(id) : undefined;
    if (!section || section.kind === "hero") return [];
    byId.delete(section.id);
    return [section];
  });
  const hero = sections.filter((s) => s.kind === "hero");
  const rest = sections.filter((s) => s.kind !== "hero" && byId.has(s.id));
  return [...hero, ...named, ...rest];
}

export interface MergedCopy {
  model: PageModel;
  /** The texts taken from the plan, as they now stand in the model. */
  written: CopyText[];
}

/** A copy of `composed` with the plan's words, order and style; the composer's model is not changed. */
export function mergeCopyPlan(composed: PageModel, plan: PartialCopyPlan | CopyPlan): MergedCopy {
  const model = structuredClone(composed);
  const written = planTexts(plan).filter(({ path, text }) => setCopyText(model, path, text));
  model.sections = reordered(model.sections, plan.order);
  if (STYLE_NAMES.includes(plan.style as StyleName)) model.settings.design = plan.style as StyleName;
  return { model, written };
}
