/** Every page type × every industry: each page passes the quality gates and fits its type and budget. */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { REQUIRED_SECTIONS } from "../../src/generator/composer/page-types.js";
import { generatePage } from "../../src/generator/index.js";
import { escapeText, MATRIX, NOW, requestFor } from "./composer-requests.js";

describe("composer matrix: 12 types × 18 industries", () => {
  it.each(MATRIX)("$type / $industry", async ({ type, industry }) => {
    const request = requestFor(type, industry);
    const page = await generatePage(request, { now: NOW });
    expect(page.report.issues.filter((i) => i.severity === "error")).toEqual([]);
    expect(page.report.ok).toBe(true);
    expect(page.model).toBe("composer");
    expect(page.html).toContain(escapeText(request.companyName));
    expect(page.html).toMatch(
      new RegExp(
        `<h1 id="hero-h"[^>]*>${escapeText(request.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`,
      ),
    );
    for (const section of REQUIRED_SECTIONS[type]) expect(page.report.sections).toContain(section);
    // Each drawing at most once per page (the hero's signature drawing is not repeated further down).
    const drawings = [...page.html.matchAll(/<svg class="art"[\s\S]*?<\/svg>/g)].map((m) =>
      m[0].replace(/(?:id="|url\(#|href="#)[\w-]*?-(?=[\w]+["')])/g, ""),
    );
    expect(new Set(drawings).size).toBe(drawings.length);
    // The embedded fonts have a budget of their own (quality/size.ts): the markup keeps 60 KB, 30 KB gzipped.
    const markup = page.html.replace(/url\(data:font\/[^)]*\)/g, "url()");
    expect(Buffer.byteLength(markup)).toBeLessThanOrEqual(60 * 1024);
    expect(gzipSync(markup).length).toBeLessThanOrEqual(30 * 1024);
  });
});
