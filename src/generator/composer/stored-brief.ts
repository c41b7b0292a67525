/**
 * The facts of a page's brief, stored with the page (issue 25.2): prices, dates, hours, phones, e-mails,
 * links, social profiles, addresses, people, quotes… as structured values, not re-extracted from the
 * description each time. A change to a fact (ops/fact-ops.ts) changes it here, so the JSON-LD and any later
 * re-render say the new value. Pages saved before the brief was stored get it extracted from their source.
 */
import type { ContentBrief } from "../brief/types.js";
import type { PageModel } from "../model.js";
import { briefOf } from "./write/index.js";

export const STORED_FACTS = [
  "prices",
  "dates",
  "hours",
  "phones",
  "emails",
  "urls",
  "socials",
  "addresses",
  "places",
  "people",
  "quotes",
  "agenda",
  "quantities",
  "offers",
] as const;

export type StoredBrief = Pick<ContentBrief, (typeof STORED_FACTS)[number]>;

/** The fact fields of a brief (copied: the page's brief does not share arrays with the extractor's). */
export function storedBriefOf(brief: ContentBrief): StoredBrief {
  return structuredClone(Object.fromEntries(STORED_FACTS.map((key) => [key, brief[key]])) as StoredBrief);
}

/** The page's facts: as stored, or extracted from its description as of the day it was made. */
export function briefOfModel(model: PageModel): StoredBrief {
  return model.brief ?? storedBriefOf(briefOf(model.source, model.generatedAt));
}

/** A brief whose facts are the page's stored ones (the rest as extracted). */
export function withStoredFacts(brief: ContentBrief, stored: StoredBrief | undefined): ContentBrief {
  return stored ? { ...brief, ...structuredClone(stored) } : brief;
}
