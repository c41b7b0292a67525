/**
 * The quality gates every generated page passes through, whichever engine made it (DESIGN.md §5).
 * Synchronous: html-validate's code API validates and parses without I/O. Each page is parsed once.
 *
 * - checkPage, the full gate for HTML we did not build (the LLM's, hand edits): html-validate's rules, then
 *   our page checks on the DOM that same validation parsed.
 * - checkComposedPage, for the composer's own output: the page checks and the size on one parse, without
 *   html-validate's rules. The composer builds markup that passes them (the composer tests run its pages
 *   through checkPage, and the fidelity suite through the W3C Nu validator), so spending the rules' time
 *   on every generation and edit would only re-prove that.
 */
import type { HtmlElement } from "html-validate";
import type { QualityIssue, QualityReport } from "../types.js";
import { BODY_CHECKS } from "./body-checks.js";
import type { PageCheck, PageContext } from "./context.js";
import { checkExternalResources } from "./external-resources.js";
import { HEAD_CHECKS } from "./head-checks.js";
import { parseHtml, validateAndParse } from "./html-validation.js";
import { PAGE_TYPE_CHECKS, sectionNames } from "./page-type-checks.js";
import {
  checkSize,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FONT_BYTES,
  DEFAULT_MAX_PHOTO_BYTES,
  measurePage,
} from "./size.js";

export { formatReport } from "./format-report.js";
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_FONT_BYTES, DEFAULT_MAX_PHOTO_BYTES, measurePage } from "./size.js";

export interface CheckOptions {
  landingPageType: string;
  /** Markup limit in bytes, without the embedded photos and uploaded logo (default 60 KB). */
  maxBytes?: number;
  /** Limit for the embedded photos' data URLs together (default: six photos at their budgets). */
  maxPhotoBytes?: number;
  /** Limit for the embedded fonts' data URLs together (default: the composer's font budget). */
  maxFontBytes?: number;
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

function parseFailure(cause: unknown): QualityIssue {
  return {
    check: "parse",
    severity: "error",
    message: `The HTML could not be parsed: ${(cause as Error).message}`,
  };
}

/** The page checks on an already parsed DOM, then the size; `issues` are those found before (validation). */
function reportOn(
  html: string,
  root: HtmlElement | null,
  issues: QualityIssue[],
  opts: CheckOptions,
): QualityReport {
  if (root) {
    const page: PageContext = { html, root, landingPageType: opts.landingPageType };
    for (const check of DOM_CHECKS) issues.push(...runCheck(check, page));
  }
  const size = measurePage(html, root);
  issues.push(
    ...checkSize(
      size,
      opts.maxBytes ?? DEFAULT_MAX_BYTES,
      opts.maxPhotoBytes ?? DEFAULT_MAX_PHOTO_BYTES,
      opts.maxFontBytes ?? DEFAULT_MAX_FONT_BYTES,
    ),
  );
  return {
    ok: !issues.some((issue) => issue.severity === "error"),
    issues,
    sizeBytes: size.sizeBytes,
    gzipBytes: size.gzipBytes,
    sections: root ? sectionNames(root) : [],
  };
}

/** The full gate: html-validate's rules and the page checks, on one parse. */
export function checkPage(html: string, opts: CheckOptions): QualityReport {
  const { issues, root } = validateAndParse(html);
  // html-validate reports an unparseable page as "parser-error"; say it ourselves only if it did not.
  if (!root && !issues.some((issue) => issue.check === "html-validate:parser-error")) {
    issues.push(parseFailure(new Error("html-validate built no document")));
  }
  return reportOn(html, root, issues, opts);
}

/** The composer's gate: the page checks and the size on one parse, without html-validate's rules. */
export function checkComposedPage(html: string, opts: CheckOptions): QualityReport {
  let root: HtmlElement | null = null;
  const issues: QualityIssue[] = [];
  try {
    root = parseHtml(html);
  } catch (cause) {
    issues.push(parseFailure(cause));
  }
  return reportOn(html, root, issues, opts);
}
