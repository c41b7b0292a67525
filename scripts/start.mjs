/**
 * `npm start`: runs the compiled server (build/server/main.js; with --worker, build/server/worker.js) with
 * plain node, in this process. Rebuilds
 * first only when the build is missing or older than its sources or build-time environment
 * (scripts/build-stamp.mjs), so a fresh checkout still works with `npm install && npm start` and a
 * production start never rebuilds a current build. Plain JavaScript: no tsx, production dependencies only.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot, staleReason } from "./build-stamp.mjs";

const reason = staleReason();
if (reason) {
  if (!canBuild()) {
    console.error(
      `The build is out of date (${reason}), and this install has no devDependencies to rebuild it.\n` +
        "Run `npm run build` where they are installed (or `npm install` here), then start again.",
    );
    process.exit(1);
  }
  console.log(`Building first: ${reason}.`);
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Stack traces point into src/ through the bundle's source map. `--worker` (npm run worker) runs the job
// workers alone, without HTTP.
process.setSourceMapsEnabled(true);
const entry = process.argv.includes("--worker") ? "worker.js" : "main.js";
await import(pathToFileURL(path.join(projectRoot, "build/server", entry)).href);

/** The build needs devDependencies (esbuild, React Router's Vite plugin); `npm install --omit=dev` lacks them. */
function canBuild() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve("esbuild");
    require.resolve("@react-router/dev/package.json");
    return true;
  } catch {
    return false;
  }
}
