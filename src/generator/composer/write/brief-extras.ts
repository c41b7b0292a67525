/**
 * Facts newer content briefs give (src/generator/brief, the brief helper's fields): what a product does,
 * what a price comes with, credentials and the ages an offer is for. Read when present, so a page shows
 * them as soon as the brief extracts them, and is written as before while it does not.
 */
import type { ContentBrief, PriceFact } from "../../brief/types.js";

export interface BriefExtras {
  /** What the product does, as verb phrases ("joins your Zoom and Google Meet calls"). */
  capabilities?: string[];
  /** Registrations, certifications, insurance ("Gas Safe registered", "SOC 2 Type II certified"). */
  credentials?: string[];
  /** Who it is for by age ("ages 8–12", "Over-18s only"). */
  ages?: string[];
}

export function extrasOf(brief: ContentBrief): BriefExtras {
  return brief as ContentBrief & BriefExtras;
}

/** What a price comes with, verbatim ("with unlimited meetings", "breakfast included"), when the brief says. */
export function priceNote(price: PriceFact): string | undefined {
  return (price as PriceFact & { note?: string }).note?.trim() || undefined;
}
