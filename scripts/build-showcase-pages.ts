/**
 * Part of `npm run build`: makes the showcase's pages with the public page engine (generatePage, the
 * offline composer) from the realistic requests in src/web/content/showcase.ts, and writes them to
 * public/showcase-pages/<id>.html, which the build copies into the site. A fixed `now` keeps the pages
 * (countdowns, dates, copyright year) the same on every build. A page that fails the quality gates fails
 * the build: the showcase only shows what the composer really makes.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generatePage } from "../src/generator/index.js";
import { showcaseRequest } from "../src/server/templates/showcase-request.js";
import { SHOWCASE_EXAMPLES, showcasePageUrl } from "../src/web/content/showcase.js";

const SHOWCASE_NOW = new Date("2026-06-01T09:00:00Z");
const publicDir = path.resolve(import.meta.dirname, "../public");
const outDir = path.join(publicDir, "showcase-pages");

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const example of SHOWCASE_EXAMPLES) {
  const page = await generatePage(showcaseRequest(example), { now: SHOWCASE_NOW });
  writeFileSync(path.join(publicDir, showcasePageUrl(example.id)), page.html);
}
console.log(
  `showcase: ${SHOWCASE_EXAMPLES.length} pages in ${Math.round(performance.now() - started)} ms (public/showcase-pages)`,
);
