/**
 * Hand-edited versions (PUT /api/templates/:id/html): the editor's HTML is saved as a new version at no
 * charge, once it passes the same quality gates as generated pages. A composer page must keep a page-model
 * block that still parses, so the page can be iterated later.
 */
import {
  HAND_EDIT_DEFAULT_NOTE,
  HAND_EDIT_LIMIT_LABEL,
  HAND_EDIT_MAX_HTML_BYTES,
  PAGE_MODEL_SCRIPT_ID,
} from "../../core/hand-edit.js";
import { parseHtml } from "../../generator/quality/html-validation.js";
import { checkPage } from "../../generator/quality/index.js";
import type { QualityIssue } from "../../generator/types.js";
import type { CoreDeps } from "../app-types.js";
import { ApiError } from "../errors.js";
import { findOwnTemplate, publishTemplate, toTemplateDto } from "./service.js";
import { appendVersion } from "./versions.js";

export interface HandEdit {
  html: string;
  note?: string;
}

/**
 * What a page type usually has is advice when the owner edits by hand: deleting the pricing section is
 * their choice. These checks are reported as warnings instead of refusing the save.
 */
const OWNER_CHOICE_CHECKS = new Set(["required-section", "form-in-hero", "no-navigation"]);

type ModelBlockState = "absent" | "valid" | "broken";

/** Whether the HTML carries the page-model block, and whether its JSON still has the model's shape. */
export function modelBlockState(html: string): ModelBlockState {
  let text: string | null = null;
  try {
    const block = parseHtml(html).querySelector(`script#${PAGE_MODEL_SCRIPT_ID}`);
    if (!block) return "absent";
    text = block.textContent;
  } catch {
    return html.includes(`id="${PAGE_MODEL_SCRIPT_ID}"`) ? "broken" : "absent";
  }
  try {
    const model = JSON.parse(text) as unknown;
    if (typeof model !== "object" || model === null || Array.isArray(model)) return "broken";
    const sections = (model as { sections?: unknown }).sections;
    if (sections === undefined) return "valid";
    const wellFormed =
      Array.isArray(sections) &&
      sections.every(
        (section) =>
          typeof section === "object" &&
          section !== null &&
          typeof (section as { id?: unknown }).id === "string" &&
          typeof (section as { kind?: unknown }).kind === "string",
      );
    return wellFormed ? "valid" : "broken";
  } catch {
    return "broken";
  }
}

/** The gate issues of a hand-edited page (errors refuse the save, warnings are kept for the report). */
export function handEditIssues(html: string, landingPageType: string, hadModel: boolean): QualityIssue[] {
  // Photos the owner put in by hand are not re-encoded: the page's own 2 MB cap is their only limit.
  const report = checkPage(html, {
    landingPageType,
    maxBytes: HAND_EDIT_MAX_HTML_BYTES,
    maxPhotoBytes: HAND_EDIT_MAX_HTML_BYTES,
  });
  const issues = report.issues.map((issue) =>
    OWNER_CHOICE_CHECKS.has(issue.check) ? { ...issue, severity: "warning" as const } : issue,
  );
  const model = modelBlockState(html);
  if (hadModel && model === "absent") {
    issues.push({
      check: "page-model",
      severity: "error",
      message: `The page model (<script type="application/json" id="${PAGE_MODEL_SCRIPT_ID}">) was removed; keep it so the page can be changed later.`,
    });
  } else if (model === "broken") {
    issues.push({
      check: "page-model",
      severity: "error",
      message: `The page model (<script type="application/json" id="${PAGE_MODEL_SCRIPT_ID}">) is no longer valid JSON with its sections.`,
    });
  }
  return issues;
}

/** Saves `edit.html` as the template's next version; free, so the balance is never touched. */
export async function saveHandEdit(deps: CoreDeps, userId: string, id: string, edit: HandEdit) {
  const current = await findOwnTemplate(deps, userId, id);
  const bytes = Buffer.byteLength(edit.html);
  if (bytes > HAND_EDIT_MAX_HTML_BYTES) {
    throw new ApiError(
      413,
      "payload_too_large",
      `The page is ${(bytes / 1024 / 1024).toFixed(1)} MB; a hand-edited page may be at most ${HAND_EDIT_LIMIT_LABEL} of HTML. Use smaller images.`,
      undefined,
      { limitBytes: HAND_EDIT_MAX_HTML_BYTES },
    );
  }
  const hadModel = modelBlockState(current.htmlContent) !== "absent";
  const issues = handEditIssues(edit.html, current.landingPageType, hadModel);
  const errors = issues.filter((issue) => issue.severity === "error");
  if (errors.length > 0) {
    throw new ApiError(
      422,
      "quality_failed",
      `The edited page was not saved: ${errors[0].message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ""}`,
      undefined,
      { issues: errors },
    );
  }

  const note = edit.note?.trim() || HAND_EDIT_DEFAULT_NOTE;
  const now = deps.clock.now();
  const row = await deps.db.transaction((tx) =>
    appendVersion(tx, id, { html: edit.html, change: note, tokensUsed: 0, now }),
  );
  publishTemplate(deps, userId, id, "updated");
  return { template: toTemplateDto(row) };
}
