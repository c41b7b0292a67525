/**
 * Web app figures from the production build: the home page's JavaScript (gzip) and a Lighthouse mobile
 * run of `/` (performance, accessibility, best practices, SEO) in Debian's Chromium against the real server.
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.js";
import { freePort, startServer } from "../tests/helpers/server-process.js";

const CLIENT_DIR = "build/client";

/**
 * Sum of the gzip sizes of the scripts the home page loads up front: its module preloads and the entry
 * it imports (React Router's route manifest names every route's chunk, but those load only on navigation).
 */
export function homePageJsGzipBytes(clientDir = CLIENT_DIR): { files: number; raw: number; gzip: number } {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g))
    urls.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(path.join(clientDir, url));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}

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

export async function benchWeb(): Promise<string[]> {
  if (!existsSync(path.join(CLIENT_DIR, "index.html"))) execSync("npm run build", { stdio: "ignore" });
  const lines: string[] = [];
  const js = homePageJsGzipBytes();
  lines.push(
    `home page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`,
  );

  const server = await startServer();
  const chrome = await launchChromiumWithDebugPort();
  try {
    const result = await lighthouse(`${server.baseUrl}/`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    lines.push(
      `Lighthouse mobile on /: performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
        `best practices ${score("best-practices")}, SEO ${score("seo")}`,
    );
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failing.length) lines.push(`Lighthouse audits below 90: ${failing.join(", ")}`);
  } finally {
    chrome.child.kill("SIGKILL");
    await server.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchWeb()) console.log(line);
}
