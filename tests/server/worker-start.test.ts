/**
 * `npm run worker` (scripts/start.mjs --worker) on a copy of the checkout with no build: a worker runs no web
 * app, so it compiles the server alone, runs it, and never builds the web app — not on a fresh checkout, not
 * when only the web app's sources changed. A changed server source is compiled again; the app's own start
 * still finds the web app unbuilt. Without DATABASE_URL the compiled worker refuses to run with its own
 * message, which shows that what was compiled is what ran, with no database needed here.
 */
import { spawn } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What the server compile reads (scripts/build-stamp.mjs), copied to make a checkout with no build. */
const CHECKOUT_FILES = ["src", "scripts", "package.json", "package-lock.json", "tsconfig.json"];
const WORKER_REFUSAL = "DATABASE_URL: `npm run worker` needs PostgreSQL";
const SERVER_BUILD_NOTICE = "Building the server (a worker runs no web app) first:";

let checkout = "";

beforeAll(() => {
  checkout = mkdtempSync(path.join(os.tmpdir(), "lpb-worker-start-"));
  for (const file of CHECKOUT_FILES)
    cpSync(path.join(projectRoot, file), path.join(checkout, file), { recursive: true });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(checkout, "node_modules"));
});

afterAll(() => {
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

/** `npm run worker` in the copy, without a database: its exit code and everything it printed. */
function startWorker(env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/start.mjs", "--worker"], {
      cwd: checkout,
      env: { ...process.env, NODE_ENV: "test", DATABASE_URL: "", WORKERS: "2", BUILD_VERBOSE: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Marks a file as saved a minute from now, later than any build made before. */
function touch(file: string) {
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(checkout, file), later, later);
}

describe("npm run worker on a checkout", () => {
  it("with no build compiles the server alone and runs it, building no web app", async () => {
    const first = await startWorker();
    expect(first.output).toContain(`${SERVER_BUILD_NOTICE} build/server/worker.js is missing`);
    expect(first.output).toContain(WORKER_REFUSAL);
    expect(first.code).toBe(1);
    expect(existsSync(path.join(checkout, "build/server/worker.js"))).toBe(true);
    expect(existsSync(path.join(checkout, "build/server/migrations"))).toBe(true);
    expect(existsSync(path.join(checkout, "build/client"))).toBe(false);
    // The app's start still sees the web app unbuilt: the server compile did not mark the whole build current.
    const stamp = await import(pathToFileURL(path.join(checkout, "scripts/build-stamp.mjs")).href);
    expect(stamp.staleReason()).toBe("build/client/index.html is missing");
  }, 180_000);

  it("does not rebuild when only the web app's sources or its build-time environment changed", async () => {
    touch("src/web/root.tsx");
    const again = await startWorker({ APP_URL: "https://pages.example.org", BRAND_NAME: "Another Brand" });
    expect(again.output).not.toContain("Building");
    expect(again.output).toContain(WORKER_REFUSAL);
    expect(existsSync(path.join(checkout, "build/client"))).toBe(false);
  }, 180_000);

  it("compiles the server again when a source it is bundled from changed", async () => {
    touch("src/core/pricing.ts");
    const again = await startWorker();
    expect(again.output).toContain(`${SERVER_BUILD_NOTICE} src/core/pricing.ts changed since the last build`);
    expect(again.output).toContain(WORKER_REFUSAL);
    expect(existsSync(path.join(checkout, "build/client"))).toBe(false);
  }, 180_000);

  it("says a failed compile failed, starts nothing, and leaves the previous compile in place", async () => {
    const source = path.join(checkout, "src/core/pricing.ts");
    const original = readFileSync(source, "utf8");
    const compiled = readFileSync(path.join(checkout, "build/server/worker.js"), "utf8");
    appendFileSync(source, "\nexport const broken = ;\n");
    touch("src/core/pricing.ts");
    try {
      const failed = await startWorker();
      expect(failed.code).not.toBe(0);
      expect(failed.output).toContain("The build failed");
      expect(failed.output).toContain("`node scripts/build-server.mjs` alone shows the whole build");
      expect(failed.output).not.toContain(WORKER_REFUSAL);
      expect(readFileSync(path.join(checkout, "build/server/worker.js"), "utf8")).toBe(compiled);
      // No half-made compile is left beside it.
      const leftBehind = readdirSync(path.join(checkout, "build")).filter((name) =>
        name.startsWith(".server"),
      );
      expect(leftBehind).toEqual([]);
    } finally {
      writeFileSync(source, original);
    }
  }, 180_000);
});
