/**
 * Addresses of the page's texts in its model, written on the page as `data-edit="<path>"` so the hand
 * editor and iteration can change a text and keep the model block in step. A path is dot-separated:
 * `sections`, the section's id, then fields and array indices: `sections.s3.items.1.title`.
 */
import type { Section } from "../../model.js";

export function sectionPath(section: Section, ...rest: (string | number)[]): string {
  return ["sections", section.id, ...rest].join(".");
}
