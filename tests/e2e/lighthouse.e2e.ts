/**
 * Issue 27 keeps "Lighthouse 100×4": composed pages of different kinds, one with an owner's 2400×1600
 * photo, served from a loopback server and audited by Lighthouse (its default phone with throttling) in
 * Debian's Chromium: accessibility, best practices and SEO each score 100, performance at least 95 with
 * no binary audit failing (decision 0090: it is timed on a shared CPU and moves by a few points between
 * runs). A failure names the audits that cost the points.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePage, type PageRequest } from "../../src/generator/index.js";
import { processImage } from "../../src/generator/uploads/index.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../helpers/chromium.js";
import { jpegDataUrl, testPhoto } from "../helpers/test-photos.js";

const NOW = new Date("2026-12-01T10:00:00Z");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const request = (
  landingPageType: PageRequest["landingPageType"],
  industry: PageRequest["industry"],
  companyName: string,
  prompt: string,
): PageRequest =>
  ({
    landingPageType,
    industry,
    companyName,
    title: companyName,
    targetAudience: "",
    prompt,
    logoOption: "generate",
    logoData: null,
    images: [],
  }) as PageRequest;

const PAGES: PageRequest[] = [
  request(
    "business-homepage",
    "food",
    "Trattoria Lume",
    "Family trattoria in Bologna: fresh pasta daily, tagliatelle al ragù 14 EUR, tortellini in brodo 12 EUR. Open Tuesday to Sunday. Book on 051 234 5678.",
  ),
  request(
    "saas-signup",
    "technology",
    "Ledgerly",
    "Bookkeeping for small shops: invoices, payments, bank sync and VAT reports. Free 14-day trial, then 19 EUR a month.",
  ),
  request(
    "event-registration",
    "education",
    "Didaktik-Tag Köln",
    "Fachtag für Lehrkräfte am 14. März 2027 in Köln: Workshops zu Leseförderung und digitalem Unterricht. Eintritt frei, Anmeldung erforderlich.",
  ),
];

const pages = new Map<string, string>();
let server: Server;
let origin = "";
let chrome: chromeLauncher.LaunchedChrome;

beforeAll(async () => {
  const photo = await processImage(jpegDataUrl(await testPhoto(2400, 1600, 24)), {
    purpose: "image",
    role: "hero",
  });
  const hero = {
    role: "hero",
    alt: "The dining room at lunch",
    dataUrl: photo.dataUrl,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map(({ dataUrl, width }) => ({ dataUrl, width })),
  };
  for (const [i, req] of PAGES.entries()) {
    const images = i === 0 ? [hero] : [];
    pages.set(`/p${i}.html`, (await generatePage({ ...req, images } as PageRequest, { now: NOW })).html);
  }
  server = createServer((req, res) => {
    const html = pages.get(req.url ?? "");
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(html ?? "");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
  });
}, 120_000);

afterAll(async () => {
  await chrome?.kill();
  await new Promise((done) => server?.close(done));
});

/** One Lighthouse run: each category's score out of 100, and the failed binary audits (what cost points). */
async function audit(url: string): Promise<{ scores: Record<string, number>; costly: string[] }> {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, logLevel: "error" });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no report");
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const costly = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return { scores, costly };
}

/** The least performance score a page may get in one of three runs (decision 0090). */
const PERFORMANCE_FLOOR = 95;

const ALL_100 = { scores: Object.fromEntries(CATEGORIES.map((c) => [c, 100])), costly: [] };

describe("Lighthouse scores 100 in its four categories", () => {
  // Performance is timed on this machine's CPU, shared with other work: a run below 100 is repeated (up to
  // three runs, as Lighthouse advises for its variance); the other categories do not vary between runs.
  it.each(PAGES.map((p, i) => [p.landingPageType, i] as const))(
    "on a %s page",
    async (_type, i) => {
      let report = await audit(`${origin}/p${i}.html`);
      for (let run = 1; run < 3 && report.scores.performance < 100; run++) {
        const again = await audit(`${origin}/p${i}.html`);
        report = {
          ...again,
          scores: {
            ...again.scores,
            performance: Math.max(again.scores.performance, report.scores.performance),
          },
        };
      }
      // Timing varies on a shared CPU (decision 0090); the other categories and the audits do not.
      expect(report.scores.performance).toBeGreaterThanOrEqual(PERFORMANCE_FLOOR);
      expect({ ...report, scores: { ...report.scores, performance: 100 } }).toEqual(ALL_100);
    },
    240_000,
  );
});
