/** Checks of the page body: headings, landmarks, images and form labels (accessibility basics). */
import type { HtmlElement } from "html-validate";
import { attr, error, type PageCheck } from "./context.js";

export const checkSingleH1: PageCheck = ({ root }) => {
  const count = root.querySelectorAll("h1").length;
  if (count === 1) return [];
  return [
    error(
      "single-h1",
      count === 0
        ? "The page needs exactly one <h1>; it has none."
        : `The page needs exactly one <h1>; it has ${count}.`,
    ),
  ];
};

/** A header/footer is a page landmark only when it is not inside sectioning content or main. */
function isPageLevel(element: HtmlElement): boolean {
  return element.parent?.closest("main, article, aside, nav, section") == null;
}

function hasLandmark(root: HtmlElement, tag: "header" | "footer", role: string): boolean {
  return root.querySelectorAll(tag).some(isPageLevel) || root.querySelectorAll(`[role="${role}"]`).length > 0;
}

export const checkLandmarks: PageCheck = ({ root }) => {
  const issues = [];
  if (root.querySelectorAll("main").length === 0 && root.querySelectorAll('[role="main"]').length === 0) {
    issues.push(error("landmark-main", "Wrap the page's main content in a <main> element."));
  }
  if (!hasLandmark(root, "header", "banner")) {
    issues.push(error("landmark-header", "Add a page-level <header> (logo, navigation)."));
  }
  if (!hasLandmark(root, "footer", "contentinfo")) {
    issues.push(error("landmark-footer", "Add a page-level <footer>."));
  }
  return issues;
};

export const checkImageAlt: PageCheck = ({ root }) =>
  root
    .querySelectorAll("img")
    .filter((img) => !img.hasAttribute("alt"))
    .map((img) =>
      error("img-alt", `Image ${attr(img, "src").slice(0, 60) || "(no src)"} needs an alt attribute.`),
    );

const UNLABELLED_INPUT_TYPES = new Set(["hidden", "submit", "button", "reset", "image"]);

function needsLabel(control: HtmlElement): boolean {
  if (control.tagName !== "input") return true;
  return !UNLABELLED_INPUT_TYPES.has(attr(control, "type").toLowerCase());
}

/** Text of every element with an id (ids are compared as strings: no selector escaping to get wrong). */
function textById(root: HtmlElement): Map<string, string> {
  const texts = new Map<string, string>();
  for (const element of root.querySelectorAll("[id]")) {
    const id = element.id;
    if (id && !texts.has(id)) texts.set(id, element.textContent.trim());
  }
  return texts;
}

function isLabelled(control: HtmlElement, texts: Map<string, string>, labelTargets: Set<string>): boolean {
  if (attr(control, "aria-label")) return true;
  const labelledBy = attr(control, "aria-labelledby").split(/\s+/).filter(Boolean);
  if (labelledBy.some((id) => texts.get(id))) return true;
  if (control.closest("label")) return true;
  const id = control.id;
  return id != null && labelTargets.has(id);
}

export const checkFormLabels: PageCheck = ({ root }) => {
  const labelTargets = new Set(root.querySelectorAll("label[for]").map((label) => attr(label, "for")));
  const texts = textById(root);
  return root
    .querySelectorAll("input, select, textarea")
    .filter((control) => needsLabel(control) && !isLabelled(control, texts, labelTargets))
    .map((control) => {
      const name = attr(control, "name") || control.id || control.tagName;
      return error(
        "form-label",
        `The form control "${name}" needs a label (<label for>, a wrapping <label>, aria-label or aria-labelledby).`,
      );
    });
};

export const BODY_CHECKS: PageCheck[] = [checkSingleH1, checkLandmarks, checkImageAlt, checkFormLabels];
