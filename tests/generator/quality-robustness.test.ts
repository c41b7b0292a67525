import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkPage } from "../../src/generator/quality/index.js";

/** Fragments a model might emit, good and broken, glued in random order. */
const FRAGMENTS = [
  "<!doctype html>",
  '<html lang="en">',
  "<head>",
  "<title>x</title>",
  '<meta name="description" content="d">',
  "</head>",
  "<body>",
  "<main>",
  "<h1>Title</h1>",
  '<section data-section="hero">',
  "</section>",
  "<form><input name=a><button>Go</button></form>",
  '<img src="https://x.test/a.png">',
  '<a href="#" onclick="x()">',
  "</a>",
  "<p>1 < 2 & 3 > 2</p>",
  "<div><p>unclosed",
  "</div></div></span>",
  '<script type="application/ld+json">{"@type":',
  "</script>",
  "<style>body{background:url(//x.test/b.png)}</style>",
  '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
  "<!-- comment",
  "-->",
  '<label for="a">A</label>',
  "<<>>",
  "</body></html>",
];

describe("checkPage robustness", () => {
  it("returns a report, never throws, for arbitrary model output", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 20 })), { maxLength: 25 }),
        fc.constantFrom("newsletter", "facebook-ads", "webinar", ""),
        (parts, landingPageType) => {
          const report = checkPage(parts.join(""), { landingPageType });
          expect(typeof report.ok).toBe("boolean");
          expect(report.sizeBytes).toBe(Buffer.byteLength(parts.join("")));
          expect(report.ok).toBe(!report.issues.some((issue) => issue.severity === "error"));
        },
      ),
      { numRuns: 60 },
    );
  });
});
