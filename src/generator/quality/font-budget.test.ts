import { describe, expect, it } from "vitest";
import { parseHtml } from "./html-validation.js";
import { checkComposedPage, DEFAULT_MAX_BYTES, measurePage } from "./index.js";

const page = (css: string, body = "<main><h1>Hi</h1></main>") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title><style>${css}</style></head><body>${body}</body></html>`;
const face = (bytes: number, quote = "") =>
  `@font-face{font-family:"F";src:url(${quote}data:font/woff2;base64,${"A".repeat(bytes)}${quote}) format("woff2")}`;

describe("the font budget", () => {
  it.each([
    ["unquoted", ""],
    ["double-quoted", '"'],
    ["single-quoted", "'"],
  ])("counts %s font data URLs apart from the markup", (_, quote) => {
    const html = page(face(80_000, quote));
    const size = measurePage(html, parseHtml(html));
    expect(size.fontBytes).toBe(80_000 + "data:font/woff2;base64,".length);
    expect(size.countedBytes + size.fontBytes).toBe(size.sizeBytes);
    expect(size.countedBytes).toBeLessThan(DEFAULT_MAX_BYTES);
  });

  it("fails a page whose fonts pass their own limit, naming the fonts", () => {
    const html = page(face(5_000));
    const report = checkComposedPage(html, { landingPageType: "business-homepage", maxFontBytes: 4_000 });
    expect(report.issues.map((issue) => issue.check)).toContain("font-size");
  });

  it("a CSS url that is not a font still counts as markup", () => {
    const html = page(`.a{background:url(data:image/svg+xml,${"%20".repeat(100)})}`);
    expect(measurePage(html, parseHtml(html)).fontBytes).toBe(0);
  });
});
