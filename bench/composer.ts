/**
 * Composer speed and page size over the full matrix (12 types × 18 industries).
 * `npx tsx bench/composer.ts` prints the figures; `npm run bench` calls benchComposer().
 */
import { gzipSync } from "node:zlib";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../src/core/page-options.js";
import { composePage } from "../src/generator/composer/compose.js";
import type { PageRequest } from "../src/generator/types.js";
import { percentile } from "./stats.js";

const NOW = new Date("2026-01-10T10:00:00Z");

function requests(): PageRequest[] {
  return LANDING_PAGE_TYPES.flatMap((landingPageType) =>
    INDUSTRIES.map((industry) => ({
      landingPageType,
      industry,
      companyName: `Northwind ${industry}`,
      title: `A better way to work with ${industry}`,
      prompt: `Create a landing page for our ${industry} business, with fast onboarding, friendly experts and transparent pricing. Our event is on March 14 at 18:00 in Berlin.`,
      targetAudience: "busy professionals",
      logoOption: "generate" as const,
      logoData: null,
      images: [],
    })),
  );
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export async function benchComposer(): Promise<string[]> {
  const all = requests();
  for (const r of all) composePage(r, { now: NOW }); // warm-up: JIT and caches
  const times: number[] = [];
  const raw: number[] = [];
  const gz: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const r of all) {
      const t = performance.now();
      const { html } = composePage(r, { now: NOW });
      times.push(performance.now() - t);
      if (round === 0) {
        raw.push(Buffer.byteLength(html));
        gz.push(gzipSync(html).length);
      }
    }
  }
  times.sort((a, b) => a - b);
  raw.sort((a, b) => a - b);
  gz.sort((a, b) => a - b);
  return [
    `composer: ${all.length} pages (12 types × 18 industries) × 3 rounds after a warm-up`,
    `composer time per page: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (budget p50 ≤ 5 ms)`,
    `page size raw: min ${kb(raw[0])}, median ${kb(percentile(raw, 50))}, max ${kb(raw[raw.length - 1])} (budget ≤ 60 KB)`,
    `page size gzip: min ${kb(gz[0])}, median ${kb(percentile(gz, 50))}, max ${kb(gz[gz.length - 1])} (budget ≤ 30 KB)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchComposer()) console.log(line);
}
