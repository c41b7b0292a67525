/**
 * What the eval measures on a page a model took part in, all with the product's own tools: the owner's
 * facts still on the page (the fact guard's finder and tracer), facts on the page that trace to nothing the
 * owner or the composer gave (should be 0: the guard removes them), and the quality gates (validity, no
 * resource loaded from outside the file).
 */
import { readModelBlock } from "../../src/generator/composer/compose.js";
import { factsIn, untracedFacts } from "../../src/generator/guard/index.js";
import { stringsOf } from "../../src/generator/guard/page-change.js";
import type { PageModel } from "../../src/generator/model.js";
import { reportWords } from "../../src/generator/ops/report-words.js";
import { pageSlots } from "../../src/generator/ops/texts.js";
import { checkPage } from "../../src/generator/quality/index.js";

export interface Gates {
  valid: boolean;
  /** True when nothing on the page loads from outside the file. */
  selfContained: boolean;
  /** The failing checks, for the case's line. */
  failed: string[];
}

export function gatesOf(html: string, landingPageType: string): Gates {
  const report = checkPage(html, { landingPageType });
  const errors = report.issues.filter((issue) => issue.severity === "error");
  return {
    valid: errors.every((issue) => issue.check === "external-resource"),
    selfContained: !report.issues.some((issue) => issue.check === "external-resource"),
    failed: [...new Set(errors.map((issue) => issue.check))],
  };
}

/** The page model a composer page carries (model pages are composer pages by construction). */
export function modelOf(html: string): PageModel {
  const model = readModelBlock(html);
  if (!model) throw new Error("the page carries no page model");
  return model;
}

/** Every text the page shows, with its links. */
function shownTexts(model: PageModel): string[] {
  const links = model.sections.flatMap((s) => s.items.map((item) => item.href ?? ""));
  return [...pageSlots(model).map((slot) => slot.get() ?? ""), ...links].filter(Boolean);
}

/** The owner's facts (from their words) that the page still states: kept of total. */
export function factsKept(ownerWords: string, page: PageModel): { kept: number; total: number } {
  const shown = shownTexts(page);
  const facts = factsIn(ownerWords, page.lang);
  const kept = facts.filter((fact) => untracedFacts(fact.text, shown, page.lang).length === 0);
  return { kept: kept.length, total: facts.length };
}

/** Facts the page states that none of `sources` (the owner's words, the page before) gives. */
export function inventedOn(page: PageModel, sources: string[]): string[] {
  return shownTexts(page).flatMap((text) => untracedFacts(text, sources, page.lang).map((f) => f.text));
}

/** Everything a page model holds as the sources of its facts (texts, brief, description). */
export const sourcesOf = (model: PageModel): string[] => stringsOf(model);

/** The facts a change report's "Left out “…”" lines name, in the page's language ("Weggelassen: …"). */
export function leftOut(lines: string[], lang?: string): string[] {
  const opening = (reportWords(lang, "leftOut").split("{facts}")[0] ?? "").trim();
  return lines
    .filter((line) => line.startsWith(opening))
    .flatMap((line) => [...line.matchAll(/“([^”]*)”/g)].map((m) => m[1] ?? ""));
}
