/**
 * The quality gates parse each page once: the full gate (checkPage) walks the DOM html-validate built and
 * gives the same verdicts the two-parse version gave; the composer's cheap gate (checkComposedPage) skips
 * html-validate's rules, which composer pages pass anyway (checked here on a third of the matrix).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generatePage, iteratePage } from "../../src/generator/index.js";
import { checkComposedPage, checkPage } from "../../src/generator/quality/index.js";
import type { QualityReport } from "../../src/generator/types.js";
import { MATRIX, NOW, requestFor } from "./composer-requests.js";
import { VERDICT_CASES } from "./quality-verdict-corpus.js";

// The gates load html-validate on first use through require (quality/html-validation.ts): the same module.
const { Parser } = createRequire(import.meta.url)("html-validate") as typeof import("html-validate");

/** Reports the two-parse checkPage gave on the corpus (recorded before the one-parse change). */
const RECORDED: Record<string, QualityReport> = JSON.parse(
  readFileSync(new URL("./fixtures/quality-verdicts.json", import.meta.url), "utf8"),
);

const GOOD = readFileSync(new URL("./fixtures/good-newsletter.html", import.meta.url), "utf8");

function withoutValidatorIssues(report: QualityReport): QualityReport {
  return { ...report, issues: report.issues.filter((issue) => !issue.check.startsWith("html-validate:")) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("checkPage on one parse", () => {
  it("records a verdict for every corpus page", () => {
    expect(Object.keys(RECORDED).sort()).toEqual(VERDICT_CASES.map((c) => c.name).sort());
  });

  it.each(VERDICT_CASES)("gives the recorded verdict: $name", ({ name, html, landingPageType, maxBytes }) => {
    expect(checkPage(html, { landingPageType, maxBytes })).toEqual(RECORDED[name]);
  });

  it("parses the page once, for the full gate and for the composer's gate", () => {
    const parse = vi.spyOn(Parser.prototype, "parseHtml");
    checkPage(GOOD, { landingPageType: "newsletter" });
    expect(parse).toHaveBeenCalledTimes(1);
    checkComposedPage(GOOD, { landingPageType: "newsletter" });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("does not reuse the previous page's DOM when a page cannot be parsed", () => {
    checkPage(GOOD, { landingPageType: "newsletter" });
    const garbage = checkPage("<<<>>> not html </div></span>", { landingPageType: "newsletter" });
    expect(garbage.sections).toEqual([]);
    expect(garbage.issues.map((issue) => issue.check)).not.toContain("single-h1");
  });
});

describe("checkComposedPage, the composer's gate", () => {
  it("keeps every page check: the corpus verdicts without html-validate's own rules", () => {
    const parseable = VERDICT_CASES.filter((c) => RECORDED[c.name].sections.length > 0);
    expect(parseable.length).toBeGreaterThan(15);
    for (const { name, html, landingPageType, maxBytes } of parseable) {
      const cheap = checkComposedPage(html, { landingPageType, maxBytes });
      const recorded = withoutValidatorIssues(RECORDED[name]);
      expect(cheap.issues, name).toEqual(recorded.issues);
      expect(cheap.sections, name).toEqual(recorded.sections);
      expect(cheap.sizeBytes, name).toBe(recorded.sizeBytes);
    }
  });

  it("fails a page it cannot parse", () => {
    const report = checkComposedPage("<<<>>> not html </div></span>", { landingPageType: "newsletter" });
    expect(report.ok).toBe(false);
    expect(report.issues.map((issue) => issue.check)).toContain("parse");
  });

  it("fails a composed page that breaks a page check", () => {
    const report = checkComposedPage(GOOD.replace(/<h1>(.*)<\/h1>/, "<h2>$1</h2>"), {
      landingPageType: "newsletter",
    });
    expect(report.ok).toBe(false);
    expect(report.issues.map((issue) => issue.check)).toEqual(["single-h1"]);
  });

  /** A third of the matrix, rotating so every type meets six industries and every industry four types. */
  const SAMPLE = MATRIX.filter((_, index) => (index + Math.floor(index / 18)) % 3 === 0);

  it("composer pages pass the full gate too, with the same report otherwise", async () => {
    expect(new Set(SAMPLE.map((page) => page.industry)).size).toBe(18);
    for (const { type, industry } of SAMPLE) {
      const page = await generatePage(requestFor(type, industry), { now: NOW });
      const full = checkPage(page.html, { landingPageType: type });
      expect(full.ok, `${type} / ${industry}`).toBe(true);
      // What the cheap gate leaves out are html-validate's advice (warnings), never an error.
      expect(page.report).toEqual(withoutValidatorIssues(full));
    }
  });

  it("an iterated composer page passes the full gate", async () => {
    const page = await generatePage(requestFor("webinar", "education"), { now: NOW });
    const result = await iteratePage(page.html, "make it dark and move the countdown to the end", {
      now: NOW,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.report.sections.at(-1)).toBe("countdown");
    const full = checkPage(result.html, { landingPageType: "webinar" });
    expect(full.ok).toBe(true);
    expect(withoutValidatorIssues(full)).toEqual(result.report);
  });
});
