/**
 * Typed copy for the public content pages. Text may use two inline marks, parsed by
 * `components/content/rich-text.tsx`: `**bold**` and `[label](href)` (internal paths start with "/").
 */

/** A block of body copy inside a section. */
export type ContentBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "h3"; text: string }
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  | { type: "note"; text: string };

export interface ContentSection {
  /** Fragment id used by the table of contents; unique within the document. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

/** The operator's details a legal text needs; mapped from `lib/company.ts` at render time. */
export interface LegalParty {
  /** Full registered name, e.g. "Example Digital Kft." */
  legalName: string;
  /** The product / site name used in running text. */
  productName: string;
  registrationNumber: string;
  /** Registered seat, one line. */
  address: string;
  email: string;
  phone: string;
  /** Hungarian tax number, when known. */
  taxNumber?: string;
}

export interface LegalDocument {
  /** Route path, e.g. "/privacy". */
  path: string;
  title: string;
  /** Meta description and the lead paragraph under the title. */
  summary: string;
  effectiveDate: string;
  sections: ContentSection[];
}

/** Legal texts are written as functions of the operator so names come from one place. */
export type LegalDocumentFactory = (party: LegalParty) => LegalDocument;
