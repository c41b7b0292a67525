/**
 * A page's to-fill list: the sections its page type expects that the description gave nothing for (the
 * composer left them out or wrote them without facts: model.toFill) and sections still showing a
 * placeholder, each with the request that would add it (the workspace puts it in the conversation box).
 */
import { placeholdersOf } from "../../generator/composer/compose.js";
import { readModelBlock } from "../../generator/composer/engine/page-model-block.js";

export interface ToFillItem {
  /** What to add, as the page's report says it ("Testimonials: add a customer quote…"). */
  text: string;
  /** A request to start from, for the owner to complete with their own facts. */
  request: string;
}

/** "Reviews of Flow: add a quote…" → "Add reviews of Flow: " (the owner writes the facts after it). */
function requestFor(text: string): string {
  const what = (text.split(":")[0] ?? "").trim();
  return `Add ${what.charAt(0).toLowerCase()}${what.slice(1)}: `;
}

export function toFillOf(html: string): ToFillItem[] {
  const model = readModelBlock(html);
  if (!model) return [];
  return placeholdersOf(model).map((text) => ({ text, request: requestFor(text) }));
}
