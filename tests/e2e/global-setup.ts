/**
 * Starts the real server once for all browser journeys, as `npm start` would (the build already
 * exists: `npm run test:e2e` builds first): a free port, a fresh data directory, rate limits off.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, "../..");
let server: ChildProcess | undefined;
let dataDir = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, output: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

export async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "lpb-e2e-"));
  let log = "";
  server = spawn(path.join(projectRoot, "node_modules/.bin/tsx"), ["src/server/main.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      RATE_LIMIT_ENABLED: "false",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);
  await waitForHealth(baseUrl, () => log);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
