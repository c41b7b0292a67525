/**
 * html-validate, configured once: the recommended preset with style-only rules relaxed, so that what
 * remains is real validity and accessibility. The validation also hands back the DOM it parsed (the other
 * checks walk it), and parseHtml alone gives that same DOM without the rules, for pages that skip them.
 */
import { createRequire } from "node:module";
import type * as HtmlValidateLib from "html-validate";
import type { ConfigData, HtmlElement, HtmlValidate, RuleConfig } from "html-validate";
import type { QualityIssue } from "../types.js";
import { CAPTURE_RULE, captureDomPlugin, resetCapturedDom, takeCapturedDom } from "./dom-capture.js";

const RULES: RuleConfig = {
  // Markup style, not validity: `<!doctype html>` is as valid as `<!DOCTYPE html>`.
  "doctype-style": "off",
  // Inline styles are legitimate in a single self-contained file (CSS variables, one-off tweaks).
  "no-inline-style": "off",
  // `<input>` without type is a text field by the standard; that is what we want.
  "no-implicit-input-type": "off",
  // Search engines truncate long titles; that is SEO advice, not an error.
  "long-title": "off",
  // Casing, quoting, spacing and self-closing style of attributes/elements are formatting choices.
  "attr-case": "off",
  "attr-quotes": "off",
  "attribute-boolean-style": "off",
  "attribute-empty-style": "off",
  "element-case": "off",
  "void-style": "off",
  "no-trailing-whitespace": "off",
  // Typographic advice (non-breaking spaces in phone numbers).
  "tel-non-breaking": "off",
  // Redundant roles/types are harmless repetition.
  "no-redundant-role": "off",
  // The parser inserts <tbody> itself; writing it out is a style preference.
  "prefer-tbody": "off",
  "script-type": "off",
  // HTML5 allows any non-space id; the strict form rejects e.g. ids starting with a digit.
  "valid-id": ["error", { relaxed: true }],
  // Only ambiguous ampersands break parsing; "Terms & Conditions" is valid HTML5.
  "no-raw-characters": ["error", { relaxed: true }],
  // Good practice rather than validity: reported, but they do not fail a page.
  "no-implicit-button-type": "warn",
  "no-implicit-close": "warn",
  "no-dup-class": "warn",
  "prefer-native-element": "warn",
  "prefer-button": "warn",
  "unique-landmark": "warn",
  "aria-label-misuse": "warn",
  "no-redundant-aria-label": "warn",
  "presentation-role-style": "warn",
  // Reports nothing: keeps the parsed document for the page checks (dom-capture.ts).
  [CAPTURE_RULE]: "error",
};

type ResolvedConfig = ReturnType<HtmlValidate["getConfigForSync"]>;

interface Engine {
  validator: HtmlValidate;
  Parser: typeof HtmlValidateLib.Parser;
}
let engine: Engine | undefined;

/**
 * html-validate (about 20 MB of a process's memory) is loaded when the first page is checked rather than
 * when the server starts: required here, synchronously, because the checks are synchronous.
 */
function loaded(): Engine {
  if (engine) return engine;
  const lib = createRequire(import.meta.url)("html-validate") as typeof HtmlValidateLib;

  /**
   * The configuration never changes, but html-validate resolves it again for every document, which costs
   * more than validating a page: resolve it once.
   */
  class CachedConfigLoader extends lib.StaticConfigLoader {
    private resolved: ResolvedConfig | undefined;

    override getConfigFor(
      handle: string,
      configOverride?: ConfigData,
    ): ResolvedConfig | Promise<ResolvedConfig> {
      if (configOverride) return super.getConfigFor(handle, configOverride);
      this.resolved ??= super.getConfigFor(handle) as ResolvedConfig;
      return this.resolved;
    }
  }

  const loader = new CachedConfigLoader({
    extends: ["html-validate:recommended"],
    plugins: [captureDomPlugin(lib)],
    rules: RULES,
  });
  engine = { validator: new lib.HtmlValidate(loader), Parser: lib.Parser };
  return engine;
}
const FILENAME = "page.html";

export interface Validation {
  issues: QualityIssue[];
  /** The DOM html-validate parsed, or null when the page could not be parsed. */
  root: HtmlElement | null;
}

/** Validates the page and keeps the DOM of that one parse. */
export function validateAndParse(html: string): Validation {
  resetCapturedDom();
  const report = loaded().validator.validateStringSync(html, FILENAME);
  const issues = report.results.flatMap((result) =>
    result.messages.map(
      (m): QualityIssue => ({
        check: `html-validate:${m.ruleId}`,
        severity: m.severity >= 2 ? "error" : "warning",
        message: `${m.message} (line ${m.line}, column ${m.column})`,
      }),
    ),
  );
  return { issues, root: takeCapturedDom() };
}

/** Every html-validate message as a QualityIssue, `check` = "html-validate:<rule>". */
export function validateHtml(html: string): QualityIssue[] {
  return validateAndParse(html).issues;
}

/** The document's DOM, parsed the way html-validate sees it (tolerant of implicit closes). */
export function parseHtml(html: string): HtmlElement {
  const { Parser, validator } = loaded();
  return new Parser(validator.getConfigForSync(FILENAME)).parseHtml(html);
}
