import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkPage, formatReport } from "../../src/generator/quality/index.js";

const GOOD = readFileSync(new URL("./fixtures/good-newsletter.html", import.meta.url), "utf8");
const TYPE = "newsletter";

function replaced(search: string | RegExp, replacement: string, html = GOOD): string {
  const result = html.replace(search, replacement);
  if (result === html) throw new Error(`fixture does not contain ${String(search)}`);
  return result;
}

function errorChecks(html: string, landingPageType = TYPE): string[] {
  return checkPage(html, { landingPageType })
    .issues.filter((issue) => issue.severity === "error")
    .map((issue) => issue.check);
}

describe("checkPage", () => {
  it("passes the good fixture with its sizes and sections", () => {
    const report = checkPage(GOOD, { landingPageType: TYPE });
    expect(report.issues).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.sizeBytes).toBe(Buffer.byteLength(GOOD));
    expect(report.gzipBytes).toBeGreaterThan(0);
    expect(report.gzipBytes).toBeLessThan(report.sizeBytes);
    expect(report.sections).toEqual(["hero", "benefits", "samples", "subscribe"]);
  });

  const cases: [string, string, () => string][] = [
    ["doctype", "missing doctype", () => replaced("<!doctype html>", "")],
    ["html-lang", "missing lang", () => replaced('<html lang="en">', "<html>")],
    ["meta-charset", "missing charset", () => replaced('<meta charset="utf-8">', "")],
    ["title", "empty title", () => replaced(/<title>[^<]*<\/title>/, "<title> </title>")],
    ["meta-description", "missing description", () => replaced(/<meta name="description"[^>]*>/, "")],
    ["meta-viewport", "missing viewport", () => replaced(/<meta name="viewport"[^>]*>/, "")],
    ["open-graph", "missing og:type", () => replaced('<meta property="og:type" content="website">', "")],
    ["json-ld", "missing JSON-LD", () => replaced(/<script type="application\/ld\+json">.*<\/script>/, "")],
    ["json-ld", "unparseable JSON-LD", () => replaced('"@type":"WebSite",', '"@type":"WebSite",,')],
    ["single-h1", "no h1", () => replaced(/<h1>(.*)<\/h1>/, "<h2>$1</h2>")],
    ["single-h1", "two h1", () => replaced("<h2>Why readers stay</h2>", "<h1>Why readers stay</h1>")],
    [
      "landmark-main",
      "no main",
      () => replaced("</main>", "</div>", replaced('<main id="top">', '<div id="top">')),
    ],
    ["landmark-header", "no header", () => replaced("</header>", "</div>", replaced("<header>", "<div>"))],
    ["landmark-footer", "no footer", () => replaced("</footer>", "</div>", replaced("<footer>", "<div>"))],
    ["img-alt", "image without alt", () => replaced(' alt="Cover of issue 42"', "")],
    ["form-label", "input without label", () => replaced(' aria-label="Your name"', "")],
    ["form-label", "select with dangling aria-labelledby", () => replaced('id="freq-label"', 'id="other"')],
    ["form-label", "label[for] pointing elsewhere", () => replaced('for="hero-email"', 'for="nothing"')],
    [
      "external-resource",
      "remote image",
      () => replaced("data:image/gif;base64,R0lGODlhAQABAAAAACw=", "https://x.test/a.png"),
    ],
    [
      "external-resource",
      "protocol-relative script",
      () => replaced("</head>", '<script src="//cdn.test/x.js"></script></head>'),
    ],
    [
      "external-resource",
      "remote stylesheet link",
      () =>
        replaced(
          "</head>",
          '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Inter"></head>',
        ),
    ],
    [
      "external-resource",
      "remote icon",
      () => replaced("</head>", '<link rel="icon" href="https://x.test/f.ico"></head>'),
    ],
    ["external-resource", "CSS @import", () => replaced("<style>", '<style>@import "https://x.test/a.css";')],
    [
      "external-resource",
      "CSS url()",
      () => replaced("<style>", "<style>body{background:url(https://x.test/bg.jpg)}"),
    ],
    [
      "external-resource",
      "inline style url()",
      () => replaced("<header>", "<header style=\"background:url('//x.test/b.png')\">"),
    ],
    [
      "external-resource",
      "srcset",
      () => replaced(' width="1"', ' srcset="a.png 1x, https://x.test/b.png 2x" width="1"'),
    ],
    [
      "external-resource",
      "module import",
      () => replaced("<script>\n", '<script type="module">import confetti from "https://esm.sh/confetti";\n'),
    ],
    [
      "external-resource",
      "dynamic import",
      () => replaced("<script>\n", "<script>import('//x.test/a.js');\n"),
    ],
    [
      "required-section",
      "missing section",
      () => replaced('data-section="subscribe"', 'data-section="other"'),
    ],
    ["size", "too big", () => replaced("</main>", `<p>${"lorem ipsum ".repeat(6000)}</p></main>`)],
    [
      "html-validate:close-order",
      "invalid markup",
      () => replaced("<h2>Why readers stay</h2>", "<h2><em>Why readers stay</h2></em>"),
    ],
  ];

  it.each(cases)("reports %s: %s", (check, _label, make) => {
    const report = checkPage(make(), { landingPageType: TYPE });
    expect(report.ok).toBe(false);
    expect(report.issues.filter((i) => i.severity === "error").map((i) => i.check)).toContain(check);
  });

  it("accepts navigation links, mailto, tel and anchors to other sites", () => {
    const html = replaced(
      "</footer>",
      '<a href="https://example.org">Site</a> <a href="tel:+123">Call</a> <link rel="canonical" href="https://x.test/"></footer>',
    );
    expect(errorChecks(html)).not.toContain("external-resource");
  });

  it("does not count an uploaded logo data URL towards the size limit", () => {
    const bigLogo = `data:image/png;base64,${"A".repeat(80_000)}`;
    const html = replaced("<header>", `<header><img data-logo src="${bigLogo}" alt="Brew Co">`);
    const report = checkPage(html, { landingPageType: TYPE });
    expect(report.sizeBytes).toBeGreaterThan(80_000);
    expect(report.issues.map((i) => i.check)).not.toContain("size");
    expect(checkPage(html, { landingPageType: TYPE, maxBytes: 1000 }).issues.map((i) => i.check)).toContain(
      "size",
    );
  });

  it("refuses navigation on ad pages and requires their sections", () => {
    const checks = errorChecks(GOOD, "facebook-ads");
    expect(checks).toContain("no-navigation");
    expect(checks.filter((c) => c === "required-section")).toHaveLength(1); // lead-form
  });

  it("requires the form in the hero on lead and newsletter pages", () => {
    const html = replaced(/<form data-form>\n<label for="hero-email">[\s\S]*?<\/form>/, "<p>No form</p>");
    expect(errorChecks(html)).toContain("form-in-hero");
  });

  it("warns when the structured data does not fit the page type", () => {
    const webinar = checkPage(GOOD, { landingPageType: "webinar" });
    expect(webinar.issues).toContainEqual(
      expect.objectContaining({ check: "json-ld-type", severity: "warning" }),
    );
    const withEvent = replaced('"@type":"WebSite"', '"@type":"WebSite","about":{"@type":"EducationEvent"}');
    expect(checkPage(withEvent, { landingPageType: "webinar" }).issues.map((i) => i.check)).not.toContain(
      "json-ld-type",
    );
  });

  it("warns (not fails) on an unknown page type", () => {
    const report = checkPage(GOOD, { landingPageType: "nope" });
    expect(report.ok).toBe(true);
    expect(report.issues).toEqual([expect.objectContaining({ check: "page-type", severity: "warning" })]);
  });

  it("resolves aria-labelledby ids that a selector could not express", () => {
    const html = replaced(
      'id="freq-label"',
      "id='freq\"label'",
      replaced('aria-labelledby="freq-label"', "aria-labelledby='freq\"label'"),
    );
    expect(errorChecks(html)).not.toContain("form-label");
    expect(errorChecks(html)).not.toContain("check-failed");
  });

  it("survives garbage input", () => {
    const report = checkPage("<<<>>> not html </div></span>", { landingPageType: TYPE });
    expect(report.ok).toBe(false);
    expect(report.issues.map((i) => i.check)).toContain("html-validate:parser-error");
    expect(report.sections).toEqual([]);
  });
});

describe("formatReport", () => {
  it("lists errors before warnings with their check ids", () => {
    const text = formatReport({
      ok: false,
      sizeBytes: 10,
      gzipBytes: 5,
      sections: ["hero"],
      issues: [
        { check: "w", severity: "warning", message: "minor" },
        { check: "single-h1", severity: "error", message: "Needs one h1" },
      ],
    });
    expect(text).toContain("FAILED");
    expect(text.indexOf("single-h1")).toBeLessThan(text.indexOf("minor"));
    expect(text).toContain("- [error] single-h1: Needs one h1");
    expect(text).toContain("sections: hero");
  });
});
