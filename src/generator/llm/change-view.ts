/**
 * What a model is shown of a page when it is asked for changes: its language, kind and style, then each
 * section in order (id, kind) with every text's edit path and words, and the footer's contact facts.
 * Compact (each text cut at a few hundred characters) so a long page stays a small prompt.
 */
import type { PageModel } from "../model.js";
import { pageSlots, sectionSlots } from "../ops/texts.js";

const MAX_TEXT = 300;

export interface ChangeScope {
  /** The section the owner selected ("s3"). */
  section: string;
  /** The one text the owner selected, by its edit path. */
  path?: string;
}

export function changeView(model: PageModel, scope?: ChangeScope): string {
  const { palette, font, scheme, tone } = model.settings;
  const lines = [
    `Language: ${model.lang}. Business: ${model.kind}. Company: ${model.source.companyName || "(none)"}.`,
    `Style: primary ${palette.primary}, accent ${palette.accent}, ${font} font, ${scheme} scheme, ${tone} tone.`,
    "",
    "Sections, in page order:",
  ];
  for (const section of model.sections) {
    const selected = scope?.section === section.id ? "  (selected by the owner)" : "";
    lines.push(`[${section.id}] ${section.kind}, ${section.items.length} items${selected}`);
    for (const slot of sectionSlots(section)) {
      const value = slot.get();
      if (value)
        lines.push(`  ${slot.path}: ${quote(value)}${scope?.path === slot.path ? "  (selected)" : ""}`);
    }
  }
  const rest = pageSlots(model, []).filter((slot) => slot.get());
  if (rest.length > 0) {
    lines.push("", "Footer and search snippet:");
    for (const slot of rest) lines.push(`  ${slot.path}: ${quote(slot.get() ?? "")}`);
  }
  return lines.join("\n");
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT)}…` : flat);
}
