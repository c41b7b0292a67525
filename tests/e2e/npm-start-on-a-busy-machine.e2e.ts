/**
 * `npm start` on a fresh copy of the checkout (no build yet) while a busy loop loads every core, started
 * twice at once as an app and a second instance would be: both must build (one waits for the other's build)
 * and answer. A loaded machine once failed the build on a fixed 10 s prerender timeout, and two starts
 * building into one folder broke each other. Slow (a whole build on a loaded machine): it lives in the e2e
 * suite, which CI runs once, one file at a time, so the load slows nothing else.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server-process.js";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** What `npm run build` reads (scripts/build-stamp.mjs's inputs), copied to make a checkout with no build. */
const CHECKOUT_FILES = [
  "src",
  "public",
  "scripts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
const START_LIMIT_MS = 20 * 60_000;

const children: ChildProcess[] = [];
let checkout = "";

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

/** A process that keeps one core at 100% until killed. */
function burnOneCore(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  children.push(child);
  return child;
}

function npmStart(port: number, appUrl: string) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: "busy-machine-test-secret-0123456789abcdef",
      ALLOW_INSECURE_HTTP: "true",
      APP_URL: appUrl,
      PORT: String(port),
      DATA_DIR: path.join(checkout, `data-${port}`),
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

async function answers(url: string, started: ReturnType<typeof npmStart>): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`npm start exited with ${started.child.exitCode}:\n${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still building or starting
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no answer from ${url} within ${START_LIMIT_MS / 60_000} minutes:\n${started.output()}`);
}

describe("npm start on a busy machine", () => {
  it(
    "two concurrent starts of one checkout with no build both build and serve, every core busy",
    async () => {
      checkout = mkdtempSync(path.join(os.tmpdir(), "lpb-busy-start-"));
      for (const file of CHECKOUT_FILES)
        cpSync(path.join(projectRoot, file), path.join(checkout, file), {
          recursive: true,
          filter: (from) => !from.includes(`${path.sep}showcase-pages`),
        });
      symlinkSync(path.join(projectRoot, "node_modules"), path.join(checkout, "node_modules"));
      const burners = os.cpus().map(() => burnOneCore());

      const [portA, portB] = [await freePort(), await freePort()];
      // Two instances of one deployment: one public address, two ports.
      const appUrl = `http://127.0.0.1:${portA}`;
      const a = npmStart(portA, appUrl);
      const b = npmStart(portB, appUrl);
      await Promise.all([
        answers(`http://127.0.0.1:${portA}/api/health`, a),
        answers(`http://127.0.0.1:${portB}/api/health`, b),
      ]);
      for (const burner of burners) burner.kill("SIGKILL");

      // One built while the other waited; neither rebuilt over the other.
      const builds = [a, b].filter((s) => s.output().includes("Building first"));
      expect(builds).toHaveLength(1);
      expect([a, b].find((s) => s !== builds[0])!.output()).toContain(
        "Another start is building this checkout; waiting for it to finish…",
      );
      expect(existsSync(path.join(checkout, "build/server/main.js"))).toBe(true);
      for (const port of [portA, portB]) {
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("<html");
      }
      for (const { child } of [a, b]) child.kill("SIGTERM");
    },
    START_LIMIT_MS + 60_000,
  );
});
