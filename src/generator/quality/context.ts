/** What every page check receives: the raw text and its parsed DOM. */
import type { HtmlElement } from "html-validate";
import type { QualityIssue } from "../types.js";

export interface PageContext {
  html: string;
  root: HtmlElement;
  landingPageType: string;
}

export type PageCheck = (page: PageContext) => QualityIssue[];

export const error = (check: string, message: string): QualityIssue => ({
  check,
  severity: "error",
  message,
});
export const warning = (check: string, message: string): QualityIssue => ({
  check,
  severity: "warning",
  message,
});

/** Attribute value trimmed, "" when absent. */
export function attr(element: HtmlElement, name: string): string {
  return (element.getAttributeValue(name) ?? "").trim();
}
