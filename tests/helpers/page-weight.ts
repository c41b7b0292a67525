import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Sum of the gzip sizes of the scripts a prerendered page loads up front: every script its HTML names
 * (the bootstrap's preloads, imports and entry). React Router's route manifest names every route's chunk,
 * but those load only on navigation and are not named in the page. Used by `npm run bench` and by the
 * performance journey, which holds the home page to its 150 KB budget.
 */
export function pageJsGzipBytes(
  htmlFile: string,
  clientDir = "build/client",
): { files: number; raw: number; gzip: number } {
  const html = readFileSync(htmlFile, "utf8");
  const urls = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(path.join(clientDir, url));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}
