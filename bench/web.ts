/**
 * Lighthouse mobile (performance, with LCP) for every route of the web app, in Debian's Chromium against a
 * running app: the public pages, the SPA-fallback pages, and the signed-in pages (/profile, /editor/:id) with
 * the session cookie sent as an extra header. An unknown path is audited too and must answer 404. Also the home
 * page's JavaScript weight from the build.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { PRERENDERED_PATHS } from "../src/web/lib/public-routes.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.js";
import { pageJsGzipBytes } from "../tests/helpers/page-weight.js";
import { freePort } from "../tests/helpers/server-process.js";
import { PROJECT_ROOT } from "./app-server.js";
import { median } from "./stats.js";

export async function launchChromiumWithDebugPort(): Promise<{
  port: number;
  child: ChildProcess;
  profile: string;
}> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "lpb-lh-"));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group, so that stopping it stops its helper processes too (they write to the profile).
    { stdio: "ignore", detached: true },
  );
  let spawnError: Error | null = null;
  child.once("error", (error) => {
    spawnError = error;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child, profile };
    } catch {
      // not up yet
    }
    if (spawnError || child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Chromium (${CHROMIUM_PATH}) did not start: ${spawnError ?? "no answer"}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops Chromium and its helpers, and removes its scratch profile (a leftover is reported, not fatal). */
export async function stopChromium(chrome: { child: ChildProcess; profile: string }): Promise<void> {
  const running = chrome.child.exitCode === null && chrome.child.signalCode === null;
  const exited = running ? new Promise((resolve) => chrome.child.once("exit", resolve)) : Promise.resolve();
  try {
    process.kill(-chrome.child.pid!, "SIGKILL");
  } catch {
    chrome.child.kill("SIGKILL");
  }
  await exited;
  try {
    rmSync(chrome.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  } catch (error) {
    console.warn(`  could not remove Chromium's scratch profile ${chrome.profile}: ${error}`);
  }
}

export interface RouteScore {
  route: string;
  signedIn: boolean;
  performance: number;
  lcpMs: number;
  runs: number[];
  /** Set when no run of this route succeeded. */
  error?: string;
}

/** Every route: prerendered pages, SPA-fallback pages, an unknown path, and the signed-in pages. */
export function routesToAudit(
  templateId: string,
): { route: string; signedIn: boolean; expectNotFound?: boolean }[] {
  return [
    ...PRERENDERED_PATHS.map((route) => ({ route: route as string, signedIn: false })),
    // As a user arrives from the e-mail: with a token (without one the page sends you home).
    { route: "/reset-password?token=lighthouse-audit", signedIn: false },
    { route: "/confirm-email", signedIn: false },
    { route: "/no-such-page", signedIn: false, expectNotFound: true },
    { route: "/profile", signedIn: true },
    ...(templateId ? [{ route: `/editor/${templateId}`, signedIn: true }] : []),
  ];
}

/**
 * Lighthouse refuses to score a page whose document answers 4xx/5xx (ERRORED_DOCUMENT_REQUEST) unless told
 * the status is expected (`ignoreStatusCode`, which turns the error into a run warning). The unknown path
 * must answer 404, so it is audited with that setting and the warning is required: a 200 there would be a
 * bug, and is reported as an error instead of a score.
 */
async function lighthouseOnce(url: string, port: number, cookie: string | null, expectNotFound = false) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    ...(expectNotFound ? { ignoreStatusCode: true } : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error("Lighthouse returned no result");
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  if (expectNotFound && !result.lhr.runWarnings.some((warning) => /\b404\b/.test(warning)))
    throw new Error("expected the document to answer 404");
  return {
    performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(result.lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
  };
}

/**
 * Lighthouse's simulated throttling varies from run to run (more on a busy machine), so each route is run
 * `runs` times and the medians are kept.
 */
export async function lighthouseEveryRoute(
  baseUrl: string,
  cookie: string,
  templateId: string,
  runs: number,
  onProgress: (line: string) => void,
  only: string[],
): Promise<RouteScore[]> {
  const chrome = await launchChromiumWithDebugPort();
  const scores: RouteScore[] = [];
  try {
    // One discarded audit first: a fresh Chromium's first page load also pays for Chromium's own start
    // (its scripts compiled, its caches created), which the first route audited used to be charged with.
    await lighthouseOnce(`${baseUrl}/`, chrome.port, null).catch(() => undefined);
    for (const { route, signedIn, expectNotFound } of routesToAudit(templateId).filter((r) =>
      only.includes(r.route),
    )) {
      const results = [];
      let lastError = "";
      // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP); Lighthouse's advice is to run again.
      for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
        try {
          results.push(
            await lighthouseOnce(`${baseUrl}${route}`, chrome.port, signedIn ? cookie : null, expectNotFound),
          );
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error);
          onProgress(`Lighthouse ${route}: ${lastError} (retrying)`);
        }
      }
      const score: RouteScore = {
        route,
        signedIn,
        performance: median(results.map((r) => r.performance)),
        lcpMs: median(results.map((r) => r.lcpMs)),
        runs: results.map((r) => r.performance),
        ...(results.length ? {} : { error: lastError }),
      };
      onProgress(`Lighthouse ${route}: performance ${score.performance}, LCP ${score.lcpMs} ms`);
      scores.push(score);
    }
  } finally {
    await stopChromium(chrome);
  }
  return scores;
}

/** The home page's JavaScript (all files it loads), raw and gzip, in KB. */
export function homeJavaScriptKb(): { files: number; rawKb: number; gzipKb: number } {
  const dir = path.join(PROJECT_ROOT, "build/client");
  const js = pageJsGzipBytes(path.join(dir, "index.html"), dir);
  return { files: js.files, rawKb: js.raw / 1024, gzipKb: js.gzip / 1024 };
}
