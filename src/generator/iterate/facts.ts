/**
 * Values in a change request, read with the same extractors as the composer's content brief: prices
 * exactly as written, phones, e-mails, links, opening hours, agenda lines, people.
 */
import { extractBrief } from "../brief/index.js";
import type { ContentBrief } from "../brief/types.js";
import { writeSection } from "../composer/write/index.js";
import type { PageModel, Section, SectionKind } from "../model.js";

export function factsOf(text: string, model: PageModel): ContentBrief {
  return extractBrief({
    description: text,
    title: "",
    companyName: "",
    targetAudience: "",
    industry: model.source.industry,
    landingPageType: model.source.landingPageType,
    now: new Date(model.generatedAt),
    timeZone: model.source.timeZone,
  });
}

const CLOSING: SectionKind[] = [
  "contact",
  "registration",
  "signup",
  "subscribe",
  "lead-form",
  "download",
  "cta",
];

export function nextId(model: PageModel): string {
  const used = new Set(model.sections.map((section) => section.id));
  let n = model.sections.length + 1;
  while (used.has(`s${n}`)) n++;
  return `s${n}`;
}

/** Index where a new section of this kind goes: before the closing form or band, so the page still ends on it. */
export function insertionIndex(model: PageModel, kind: SectionKind): number {
  if (kind === "logos" || kind === "countdown") return 1;
  if (CLOSING.includes(kind)) return model.sections.length;
  let at = model.sections.length;
  while (at > 1 && CLOSING.includes(model.sections[at - 1].kind)) at--;
  return at;
}

/** The page's section of this kind, or a new one written from the description (maybe a placeholder). */
export function ensureSection(model: PageModel, kind: SectionKind): { section: Section; created: boolean } {
  const found = model.sections.find((section) => section.kind === kind);
  if (found) return { section: found, created: false };
  const section = writeSection(model, kind, nextId(model));
  model.sections.splice(insertionIndex(model, kind), 0, section);
  return { section, created: true };
}

/** Turns a placeholder section into a real one: its given items replace the dashed box. */
export function fillPlaceholder(section: Section): boolean {
  if (!section.placeholder) return false;
  section.placeholder = undefined;
  section.items = [];
  return true;
}

/** The text without surrounding quotes (only when it opens and closes with one: "Cover for 'Night'" keeps its). */
export function cleanText(raw: string): string {
  const text = raw.trim();
  const quoted = /^["“'‘]/.test(text) && /["”'’]$/.test(text);
  return (quoted ? text.replace(/^["“'‘]+|["”'’]+$/g, "") : text).replace(/\s+/g, " ").trim();
}
