import type { Plugin } from "vite";
import { PRERENDERED_PATHS } from "./public-routes.js";

/** The public origin used for absolute URLs (sitemap, robots.txt, og:url); APP_URL at build time. */
export function buildTimeAppUrl(): string {
  return (process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

export function sitemapXml(appUrl: string): string {
  const urls = PRERENDERED_PATHS.filter((p) => p !== "/auth")
    .map((p) => `  <url><loc>${appUrl}${p}</loc><changefreq>weekly</changefreq></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /profile\nDisallow: /editor/\nDisallow: /preview/\n\nSitemap: ${appUrl}/sitemap.xml\n`;
}

/**
 * Emits sitemap.xml and robots.txt into the client build, because their absolute URLs
 * depend on the origin the app is deployed at (APP_URL), which a static file in public/ cannot know.
 */
export function publicFilesPlugin(): Plugin {
  return {
    name: "public-files",
    apply: "build",
    generateBundle() {
      if (this.environment && this.environment.name !== "client") return;
      const appUrl = buildTimeAppUrl();
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemapXml(appUrl) });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(appUrl) });
    },
  };
}
