/** The shape of a fidelity-corpus entry and the compact row format the corpus is written in. */
import type { Industry, LandingPageType } from "../../../src/core/page-options.js";
import type { BusinessKind } from "../../../src/generator/brief/types.js";
import type { Fact } from "./checks.js";

/** A generation request as a customer fills in the form (timeZone: what their browser sends). */
export interface CorpusRequest {
  prompt: string;
  title: string;
  companyName: string;
  targetAudience: string;
  landingPageType: LandingPageType;
  industry: Industry;
  timeZone?: string;
}

export interface CorpusEntry {
  /** "type/industry", with "#2" for the second description of the same pair. */
  id: string;
  request: CorpusRequest;
  /** What must be on the page: verbatim slices of the request, or dates in `<time datetime>`. */
  facts: Fact[];
  /** The business kind a reader would say this is (the dropdown's industry may say otherwise). */
  kind: BusinessKind;
}

/** [type, kind, company, title, audience, description, facts, time zone?] */
export type Row = [LandingPageType, BusinessKind, string, string, string, string, Fact[], string?];

export function entriesFor(industry: Industry, rows: readonly Row[], suffix = ""): CorpusEntry[] {
  return rows.map(([type, ...rest]) => entry(`${type}/${industry}${suffix}`, [type, industry, ...rest]));
}

/** [type, industry, kind, company, title, audience, description, facts, time zone?]: a row of a later part. */
export type PartRow = [
  LandingPageType,
  Industry,
  BusinessKind,
  string,
  string,
  string,
  string,
  Fact[],
  string?,
];

/** A later part of the corpus (E, F, G…): its rows numbered "<type>/<industry>#<part><n>". */
export function corpusPart(part: string, rows: readonly PartRow[]): CorpusEntry[] {
  return rows.map((row, i) => entry(`${row[0]}/${row[1]}#${part}${i + 1}`, row));
}

function entry(
  id: string,
  [type, industry, kind, companyName, title, targetAudience, prompt, facts, timeZone]: PartRow,
): CorpusEntry {
  return {
    id,
    request: {
      prompt,
      title,
      companyName,
      targetAudience,
      landingPageType: type,
      industry,
      ...(timeZone ? { timeZone } : {}),
    },
    facts,
    kind,
  };
}
