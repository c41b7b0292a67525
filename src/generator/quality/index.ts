/**
 * The quality gates every generated page passes through, whichever engine made it (DESIGN.md §5).
 * Synchronous: html-validate's code API validates and parses without I/O.
 */
import type { QualityIssue, QualityReport } from "../types.js";
import { BODY_CHECKS } from "./body-checks.js";
import type { PageCheck, PageContext } from "./context.js";
import { checkExternalResources } from "./external-resources.js";
import { HEAD_CHECKS } from "./head-checks.js";
import { parseHtml, validateHtml } from "./html-validation.js";
import { PAGE_TYPE_CHECKS, sectionNames } from "./page-type-checks.js";
import { checkSize, DEFAULT_MAX_BYTES, measurePage } from "./size.js";

export { formatReport } from "./format-report.js";
export { DEFAULT_MAX_BYTES } from "./size.js";

export interface CheckOptions {
  landingPageType: string;
  /** Size limit in bytes, excluding an uploaded logo embedded as a data URL (default 60 KB). */
  maxBytes?: number;
}

const DOM_CHECKS = [...HEAD_CHECKS, ...BODY_CHECKS, checkExternalResources, ...PAGE_TYPE_CHECKS];

/** A check that throws on odd markup reports an error rather than crashing the whole report. */
function runCheck(check: PageCheck, page: PageContext): QualityIssue[] {
  try {
    return check(page);
  } catch (cause) {
    return [
      {
        check: "check-failed",
        severity: "error",
        message: `The check ${check.name || "(unnamed)"} could not read the page: ${(cause as Error).message}`,
      },
    ];
  }
}

export function checkPage(html: string, opts: CheckOptions): QualityReport {
  const issues: QualityIssue[] = [...validateHtml(html)];
  let page: PageContext | null = null;
  try {
    page = { html, root: parseHtml(html), landingPageType: opts.landingPageType };
  } catch (cause) {
    // html-validate usually reports the same failure as "parser-error"; add ours only if it did not.
    if (!issues.some((issue) => issue.check === "html-validate:parser-error"))
      issues.push({
        check: "parse",
        severity: "error",
        message: `The HTML could not be parsed: ${(cause as Error).message}`,
      });
  }
  if (page) {
    for (const check of DOM_CHECKS) issues.push(...runCheck(check, page));
  }
  const size = measurePage(html, page?.root ?? null);
  issues.push(...checkSize(size, opts.maxBytes ?? DEFAULT_MAX_BYTES));
  return {
    ok: !issues.some((issue) => issue.severity === "error"),
    issues,
    sizeBytes: size.sizeBytes,
    gzipBytes: size.gzipBytes,
    sections: page ? sectionNames(page.root) : [],
  };
}
