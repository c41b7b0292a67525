/**
 * What a first start builds before it runs, on a copy of the checkout with no build: `npm run worker` compiles
 * the server alone (scripts/build-server.mjs; a worker runs no web app), `npm start` runs the whole
 * `npm run build` (web app with its prerender, showcase pages, server). `npm run bench` times its own
 * `npm run build` for the second. Run alone: `tsx bench/start-cost.ts` (the server compile only).
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PROJECT_ROOT } from "./app-server.js";
import { median } from "./stats.js";

/** What the server compile reads (scripts/build-stamp.mjs). */
const SERVER_CHECKOUT = ["src", "scripts", "package.json", "package-lock.json", "tsconfig.json"];

/** Milliseconds `npm run worker`'s build step takes on a checkout with no build (median of `runs`). */
export async function benchServerCompile(runs = 3): Promise<number> {
  const checkout = mkdtempSync(path.join(os.tmpdir(), "lpb-bench-start-"));
  try {
    for (const file of SERVER_CHECKOUT)
      cpSync(path.join(PROJECT_ROOT, file), path.join(checkout, file), { recursive: true });
    symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(checkout, "node_modules"));
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      rmSync(path.join(checkout, "build"), { recursive: true, force: true });
      const started = performance.now();
      await compile(checkout);
      times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

function compile(checkout: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build-server.mjs"], { cwd: checkout, stdio: "pipe" });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`server compile exited ${code}:\n${output}`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`server compile (npm run worker's first start): ${(await benchServerCompile()).toFixed(0)} ms`);
}
