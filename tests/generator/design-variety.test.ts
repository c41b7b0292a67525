/**
 * Structural variety (issue 27, item 3): over a spread of corpus descriptions of every page type, the
 * heroes come in at least eight layouts and pages of the same type share less than 45% of their markup
 * (element paths of tag and class names, design-markup.ts) — one template in another colour shared 62%.
 */
import { describe, expect, it } from "vitest";
import { LANDING_PAGE_TYPES } from "../../src/core/page-options.js";
import { composePage } from "../../src/generator/composer/compose.js";
import { elementSignatures, markupShare } from "./design-markup.js";
import { CORPUS, CORPUS_NOW } from "./fidelity/corpus.js";

/** Every third corpus description of each page type: all twelve types, every industry, several languages. */
const SAMPLE = LANDING_PAGE_TYPES.flatMap((type) =>
  CORPUS.filter((e) => e.request.landingPageType === type).filter((_, i) => i % 3 === 0),
);

const pages = SAMPLE.map((entry) => ({
  entry,
  html: composePage({ ...entry.request, logoOption: "generate", logoData: null } as never, {
    now: CORPUS_NOW,
  }).html,
}));

const heroLayout = (html: string) => html.match(/<section id="hero"[^>]*data-layout="([\w-]+)"/)?.[1];

describe("structural variety", () => {
  it("samples at least 30 descriptions of all twelve page types", () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
    expect(new Set(pages.map((p) => p.entry.request.landingPageType))).toEqual(new Set(LANDING_PAGE_TYPES));
  });

  it("draws heroes in at least eight distinct layouts", () => {
    const layouts = new Set(pages.map((p) => heroLayout(p.html)));
    expect(layouts.has(undefined)).toBe(false);
    expect(layouts.size).toBeGreaterThanOrEqual(8);
  });

  it("gives pages of the same type less than 45% shared markup on average", () => {
    const shares: number[] = [];
    for (const type of LANDING_PAGE_TYPES) {
      const same = pages.filter((p) => p.entry.request.landingPageType === type);
      for (let i = 0; i < same.length; i++)
        for (let j = i + 1; j < same.length; j++) shares.push(markupShare(same[i]!.html, same[j]!.html));
    }
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    expect(shares.length).toBeGreaterThan(100);
    expect(mean).toBeLessThan(0.45);
  });

  it("measures markup by structure: the same page shares all of it, a different layout much less", () => {
    const [a, b] = pages.filter((p) => heroLayout(p.html) !== heroLayout(pages[0]!.html)).slice(0, 1);
    expect(markupShare(pages[0]!.html, pages[0]!.html)).toBe(1);
    expect(markupShare(pages[0]!.html, (a ?? b)!.html)).toBeLessThan(1);
    expect(elementSignatures('<body><div class="x y"><p>t</p><img src="a"></div></body>')).toEqual([
      "div.x.y",
      "div.x.y>p",
      "div.x.y>img",
    ]);
  });
});
