/**
 * `npm start`: runs the compiled server (build/server/main.js; with --worker, build/server/worker.js) with
 * plain node, in this process. Rebuilds
 * first only when the build is missing or older than its sources or build-time environment
 * (scripts/build-stamp.mjs), so a fresh checkout still works with `npm install && npm start` and a
 * production start never rebuilds a current build. Plain JavaScript: no tsx, production dependencies only.
 *
 * A worker (`npm run worker`) runs no web app: it compiles only the server (scripts/build-server.mjs, seconds)
 * when that is missing or older than the sources it is bundled from, and never builds the web app, whatever
 * changed in it or in its build-time environment (APP_URL, …).
 *
 * Two starts of one checkout at once (an app and a worker, say) build one at a time: a lock next to the
 * system's temporary files lets the first build while the others wait, and they find the build current
 * afterwards. The build's output is shown only when it fails (or with BUILD_VERBOSE=1).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot, serverStaleReason, staleReason } from "./build-stamp.mjs";

const worker = process.argv.includes("--worker");
/** How long a start waits for another start's build before giving up. */
const LOCK_WAIT_MS = 30 * 60_000;

const whyRebuild = () => (worker ? serverStaleReason("worker.js") : staleReason());
/** What a start builds: the whole app (`npm run build`), or for a worker the server alone. */
const buildCommand = worker ? ["node", ["scripts/build-server.mjs"]] : ["npm", ["run", "build"]];

if (whyRebuild()) {
  if (!canBuild()) {
    console.error(
      `The build is out of date (${whyRebuild()}), and this install has no devDependencies to rebuild it.\n` +
        "Run `npm run build` where they are installed (or `npm install` here), then start again.",
    );
    process.exit(1);
  }
  await underBuildLock(async () => {
    // Another start may have built it while this one waited.
    const reason = whyRebuild();
    if (!reason) return;
    console.log(`Building ${worker ? "the server (a worker runs no web app) " : ""}first: ${reason}…`);
    const started = performance.now();
    const { status, output } = await runBuild();
    if (status !== 0) {
      process.stderr.write(output);
      console.error(
        `\nThe build failed (exit code ${status}); the lines above say why. Nothing was started.\n` +
          `Fix the cause and start again (\`${buildCommand.flat().join(" ")}\` alone shows the whole build).`,
      );
      process.exit(status ?? 1);
    }
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  });
}

// Stack traces point into src/ through the bundle's source map. `--worker` (npm run worker) runs the job
// workers alone, without HTTP.
process.setSourceMapsEnabled(true);
const entry = worker ? "worker.js" : "main.js";
await import(pathToFileURL(path.join(projectRoot, "build/server", entry)).href);

/**
 * The build needs devDependencies (esbuild, and for the web app React Router's Vite plugin); `npm install
 * --omit=dev` lacks them.
 */
function canBuild() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve("esbuild");
    if (!worker) require.resolve("@react-router/dev/package.json");
    return true;
  } catch {
    return false;
  }
}

/** The build (buildCommand), its output kept (shown as it comes with BUILD_VERBOSE=1). */
function runBuild() {
  return new Promise((resolve) => {
    const verbose = process.env.BUILD_VERBOSE === "1";
    const [command, args] = buildCommand;
    const child = spawn(command === "node" ? process.execPath : command, args, {
      cwd: projectRoot,
      stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** Runs `work` holding this checkout's build lock (a directory: creating one is atomic). */
async function underBuildLock(work) {
  const key = createHash("sha256").update(projectRoot).digest("hex").slice(0, 16);
  const lock = path.join(os.tmpdir(), `landingforge-build-${key}.lock`);
  const deadline = Date.now() + LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (holderGone(lock)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) {
        console.log("Another start is building this checkout; waiting for it to finish…");
        told = true;
      }
      if (Date.now() > deadline) {
        console.error(
          `Gave up waiting for the other build after ${LOCK_WAIT_MS / 60_000} minutes (${lock}).`,
        );
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once("exit", release);
  try {
    await work();
  } finally {
    release();
  }
}

/** A lock whose process is gone (killed mid-build) is free; one without its pid yet is young. */
function holderGone(lock) {
  try {
    const pid = Number(readFileSync(path.join(lock, "pid"), "utf8"));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    if (error.code === "EPERM") return false;
    if (error.code === "ENOENT") {
      try {
        return Date.now() - statSync(lock).mtimeMs > 10_000;
      } catch {
        return true;
      }
    }
    return true;
  }
}
