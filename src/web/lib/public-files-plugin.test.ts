import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./public-files-plugin";
import { PRERENDERED_PATHS } from "./public-routes";

describe("sitemap and robots.txt", () => {
  it("lists every public prerendered page with absolute URLs, but not the sign-in page", () => {
    const xml = sitemapXml("https://example.com");
    for (const path of PRERENDERED_PATHS.filter((p) => p !== "/auth")) {
      expect(xml).toContain(`<loc>https://example.com${path}</loc>`);
    }
    expect(xml).not.toContain("/auth<");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the API and private pages", () => {
    const robots = robotsTxt("https://example.com");
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /profile");
  });
});
