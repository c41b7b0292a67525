/**
 * Lets html-validate's own parse give us the DOM: a rule that reports nothing and keeps the document
 * html-validate built, so the page checks walk that tree instead of parsing the page a second time.
 */
import type * as HtmlValidateLib from "html-validate";
import type { DOMReadyEvent, HtmlElement, Plugin } from "html-validate";

export const CAPTURE_RULE = "lpb/capture-dom";

/** Validation is synchronous and single-threaded: the last document built is the one being validated. */
let captured: HtmlElement | null = null;

/** The plugin, built on the html-validate the caller loaded (html-validation.ts loads it on first use). */
export function captureDomPlugin(lib: typeof HtmlValidateLib): Plugin {
  class CaptureDom extends lib.Rule {
    override setup(): void {
      this.on("dom:ready", (event: DOMReadyEvent) => {
        captured = event.document.root;
      });
    }
  }
  return { name: "lpb", rules: { [CAPTURE_RULE]: CaptureDom } };
}

/** Clears the slot before a validation, so a page that failed to parse never sees the previous DOM. */
export function resetCapturedDom(): void {
  captured = null;
}

/** The DOM of the validation that just ran, or null when html-validate could not parse the page. */
export function takeCapturedDom(): HtmlElement | null {
  const root = captured;
  captured = null;
  return root;
}
