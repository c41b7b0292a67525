/**
 * The last step of `npm run build`, and all `npm run worker` needs: compiles the server entry points
 * (src/server/main.ts, and src/server/worker.ts when present) to ESM JavaScript in build/server/ with
 * esbuild. Packages stay external (they come from node_modules, production dependencies only); the files the
 * server reads beside its own code at runtime (migrations, the common-password list, prompts) are copied next
 * to the bundle, where `import.meta.url` now points. Writes build/server/meta.json (esbuild's metafile, which
 * the tests check against package.json and scripts/build-stamp.mjs reads to tell whether the compile is
 * current; it is dated when the compile began) and, with --stamp, the whole build's stamp `npm start` uses.
 *
 * The compile goes to a folder of its own beside build/server and replaces it only once complete: a process
 * running from build/server (reading its migrations or prompts) never finds it half written or empty, and a
 * compile that fails leaves the previous one in place.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { projectRoot, SERVER_RUNTIME_FILES, serverDir, serverMetaFile, writeStamp } from "./build-stamp.mjs";

const entryPoints = ["src/server/main.ts", "src/server/worker.ts"].filter((entry) =>
  existsSync(path.join(projectRoot, entry)),
);
// Beside build/server, so the source maps' paths to src/ are the same once it is moved there.
const staging = path.join(path.dirname(serverDir), `.server-${process.pid}`);

const startedAt = new Date();
const started = performance.now();
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
try {
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints,
    outdir: staging,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
  });
  for (const [from, to] of SERVER_RUNTIME_FILES)
    cpSync(path.join(projectRoot, from), path.join(staging, to), { recursive: true });
  const meta = path.join(staging, path.basename(serverMetaFile));
  writeFileSync(meta, JSON.stringify(result.metafile));
  // A source saved while esbuild read the others is newer than this record, so it is compiled next time.
  utimesSync(meta, startedAt, startedAt);
  replaceServerDir();
} finally {
  rmSync(staging, { recursive: true, force: true });
}
// `npm run build` passes --stamp: it has built the web app too. Compiling the server alone must not mark
// a web build as current that may be older than its sources.
if (process.argv.includes("--stamp")) writeStamp();
const ms = Math.round(performance.now() - started);
console.log(`server compiled: ${entryPoints.join(", ")} → build/server/ in ${ms} ms`);

/** Moves the finished compile to build/server, the old one aside first (a directory cannot replace a full one). */
function replaceServerDir() {
  const retired = `${staging}-old`;
  for (let attempt = 1; ; attempt++) {
    try {
      if (existsSync(serverDir)) renameSync(serverDir, retired);
      renameSync(staging, serverDir);
      break;
    } catch (error) {
      // Another compile moved its own in between: set that one aside too (the newest wins).
      if (attempt >= 5 || !["ENOTEMPTY", "EEXIST", "ENOENT"].includes(error.code)) throw error;
      rmSync(retired, { recursive: true, force: true });
    }
  }
  rmSync(retired, { recursive: true, force: true });
}
