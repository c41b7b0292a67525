/**
 * Web app figures from the production build: the home page's JavaScript (gzip) and a Lighthouse mobile
 * run of `/` (performance, accessibility, best practices, SEO) in Debian's Chromium against the real server.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.js";
import { pageJsGzipBytes } from "../tests/helpers/page-weight.js";
import { freePort, startServer } from "../tests/helpers/server-process.js";

const CLIENT_DIR = "build/client";

async function launchChromiumWithDebugPort(): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${mkdtempSync(path.join(os.tmpdir(), "lpb-lh-"))}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("Chromium did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { fcp: number; lcp: number; si: number; tbt: number; cls: number };
  failingAudits: string[];
  lhr: unknown;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error("Lighthouse returned no result");
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? 0;
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      fcp: Math.round(value("first-contentful-paint")),
      lcp: Math.round(value("largest-contentful-paint")),
      si: Math.round(value("speed-index")),
      tbt: Math.round(value("total-blocking-time")),
      cls: value("cumulative-layout-shift"),
    },
    failingAudits: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
    lhr: result.lhr,
  };
}

export async function benchWeb(): Promise<string[]> {
  // Always from a fresh build, so the figures are those of the code as it is now.
  execSync("npm run build", { stdio: "ignore" });
  const lines: string[] = [];
  const js = pageJsGzipBytes(path.join(CLIENT_DIR, "index.html"), CLIENT_DIR);
  lines.push(
    `home page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`,
  );

  const server = await startServer();
  const chrome = await launchChromiumWithDebugPort();
  try {
    // Lighthouse's simulated throttling varies from run to run (more so on a busy 2-core machine), so the
    // figures are the median run by performance score, as Lighthouse's own docs advise.
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      runs.push(await lighthouseRun(`${server.baseUrl}/`, chrome.port));
    const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    // LIGHTHOUSE_REPORT=path keeps the median run's whole report (JSON) for a closer look.
    if (process.env.LIGHTHOUSE_REPORT)
      writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(median.lhr, null, 2));
    const { scores, metrics } = median;
    lines.push(
      `Lighthouse mobile on / (median of ${runs.length}): performance ${scores.performance}, ` +
        `accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo} ` +
        `(targets: ≥ 95, 100, 100, 100); performance per run: ${runs.map((r) => r.scores.performance).join(", ")}`,
    );
    lines.push(
      `  FCP ${metrics.fcp} ms, LCP ${metrics.lcp} ms, speed index ${metrics.si} ms, TBT ${metrics.tbt} ms, ` +
        `CLS ${metrics.cls.toFixed(3)}`,
    );
    if (median.failingAudits.length)
      lines.push(`Lighthouse audits below 90: ${median.failingAudits.join(", ")}`);
  } finally {
    chrome.child.kill("SIGKILL");
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchWeb()) console.log(line);
}
