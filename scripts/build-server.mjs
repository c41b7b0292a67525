/**
 * The last step of `npm run build`: compiles the server entry points (src/server/main.ts, and
 * src/server/worker.ts when present) to ESM JavaScript in build/server/ with esbuild. Packages stay
 * external (they come from node_modules, production dependencies only); the files the server reads
 * beside its own code at runtime (migrations, the common-password list) are copied next to the bundle,
 * where `import.meta.url` now points. Writes build/server/meta.json (esbuild's metafile, which the tests
 * check against package.json) and finally the build stamp `npm start` uses to skip a rebuild.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { projectRoot, writeStamp } from "./build-stamp.mjs";

const outdir = path.join(projectRoot, "build", "server");
const entryPoints = ["src/server/main.ts", "src/server/worker.ts"].filter((entry) =>
  existsSync(path.join(projectRoot, entry)),
);
/** Files read at runtime relative to the module that reads them, now the bundle. */
const RUNTIME_FILES = [
  ["src/server/db/migrations", "migrations"],
  ["src/server/auth/common-passwords.txt", "common-passwords.txt"],
  // The versioned prompts a configured model is sent (src/generator/llm/change.ts reads ./prompts/*.md).
  ["src/generator/llm/prompts", "prompts"],
];

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: projectRoot,
  entryPoints,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
});
for (const [from, to] of RUNTIME_FILES)
  cpSync(path.join(projectRoot, from), path.join(outdir, to), { recursive: true });
writeFileSync(path.join(outdir, "meta.json"), JSON.stringify(result.metafile));
// `npm run build` passes --stamp: it has built the web app too. Compiling the server alone must not mark
// a web build as current that may be older than its sources.
if (process.argv.includes("--stamp")) writeStamp();
const ms = Math.round(performance.now() - started);
console.log(`server compiled: ${entryPoints.join(", ")} → build/server/ in ${ms} ms`);
