/** Shared by the brief's unit tests: a request with neutral defaults and a fixed clock. */
import { type BriefInput, type ContentBrief, extractBrief } from "./index.js";

export const NOW = new Date("2026-11-23T10:00:00Z");

export function brief(description: string, input: Partial<BriefInput> = {}): ContentBrief {
  return extractBrief({
    description,
    title: "",
    companyName: "",
    targetAudience: "",
    industry: "other",
    landingPageType: "business-homepage",
    now: NOW,
    timeZone: "Europe/Budapest",
    ...input,
  });
}

/** One row of a table test: a description and the facts (a subset of the brief) it must give. */
export interface BriefCase {
  say: string;
  description: string;
  input?: Partial<BriefInput>;
  expected: Partial<ContentBrief>;
}

/** The brief reduced to the fields a case names, for toEqual. */
export function pick(b: ContentBrief, expected: Partial<ContentBrief>): Partial<ContentBrief> {
  return Object.fromEntries(Object.keys(expected).map((k) => [k, b[k as keyof ContentBrief]]));
}
