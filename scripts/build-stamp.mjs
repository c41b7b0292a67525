/**
 * When is the production build current? It records, after a successful `npm run build`, the build-time
 * environment the web app bakes in (APP_URL, BRAND_NAME, COMPANY_*, VITE_*). The build is current when it
 * exists, that environment is unchanged and no source file is newer than the record. The compiled server
 * alone (what `npm run worker` runs) has a record of its own: esbuild's metafile, build/server/meta.json,
 * which lists every source the bundle was made from and is dated when that compile began. Plain JavaScript:
 * `npm start` reads it with only production dependencies installed.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const stampFile = path.join(projectRoot, "build", "build-stamp.json");

/** What the build reads: sources, public files, build configuration and the dependency set. */
const INPUTS = [
  "src",
  "public",
  "scripts/build-showcase-pages.ts",
  "scripts/build-server.mjs",
  "scripts/build-web.mjs",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
/** Outputs that live among the inputs (the showcase pages are written into public/ by the build). */
const IGNORED = new Set([path.join("public", "showcase-pages")]);
/** What the build must have produced for a start. */
const OUTPUTS = ["build/client/index.html", "build/server/main.js"];

/** The compiled server's folder and its record (esbuild's metafile: `inputs` are the bundled sources). */
export const serverDir = path.join(projectRoot, "build", "server");
export const serverMetaFile = path.join(serverDir, "meta.json");
/** Files the server reads at runtime beside its bundle: [source, name in build/server] (build-server.mjs copies them). */
export const SERVER_RUNTIME_FILES = [
  ["src/server/db/migrations", "migrations"],
  ["src/server/auth/common-passwords.txt", "common-passwords.txt"],
  // The versioned prompts a configured model is sent (src/generator/llm/change.ts reads ./prompts/*.md).
  ["src/generator/llm/prompts", "prompts"],
];
/** What the server compile reads besides the sources its metafile lists. */
const SERVER_INPUTS = [
  "scripts/build-server.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  ...SERVER_RUNTIME_FILES.map(([from]) => from),
];

/** The environment the web build bakes in; a change means a rebuild. */
export function buildEnvironment(env = process.env) {
  const entries = Object.entries(env).filter(
    ([name]) => name === "APP_URL" || name.startsWith("BRAND_NAME") || /^(COMPANY_|VITE_)/.test(name),
  );
  return Object.fromEntries(entries.filter(([, value]) => value).sort(([a], [b]) => a.localeCompare(b)));
}

export function writeStamp(env = process.env) {
  writeFileSync(
    stampFile,
    `${JSON.stringify({ builtAt: new Date().toISOString(), env: buildEnvironment(env) }, null, 2)}\n`,
  );
}

/** Why the build must be redone, or null when it is current. */
export function staleReason(env = process.env) {
  for (const output of OUTPUTS)
    if (!existsSync(path.join(projectRoot, output))) return `${output} is missing`;
  if (!existsSync(stampFile)) return "no record of a finished build";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if (JSON.stringify(stamp.env) !== JSON.stringify(buildEnvironment(env))) {
    return "the build-time environment (APP_URL, BRAND_NAME, COMPANY_*) changed";
  }
  const builtAt = statSync(stampFile).mtimeMs;
  for (const input of INPUTS) {
    const newer = newerFile(path.join(projectRoot, input), builtAt);
    if (newer) return `${path.relative(projectRoot, newer)} changed since the last build`;
  }
  return null;
}

/**
 * Why the compiled server must be compiled again before `entry` (`worker.js`, `main.js`) runs, or null when
 * it is current: the entry is missing, or a source it was bundled from, a runtime file or the compile's own
 * configuration changed after the compile began. The web app and its build-time environment play no part.
 */
export function serverStaleReason(entry = "worker.js") {
  if (!existsSync(path.join(serverDir, entry))) return `build/server/${entry} is missing`;
  if (!existsSync(serverMetaFile)) return "no record of a finished server compile";
  const compiledAt = statSync(serverMetaFile).mtimeMs;
  const sources = Object.keys(JSON.parse(readFileSync(serverMetaFile, "utf8")).inputs ?? {});
  for (const input of [...SERVER_INPUTS, ...sources]) {
    const newer = newerFile(path.join(projectRoot, input), compiledAt);
    if (newer) return `${path.relative(projectRoot, newer)} changed since the last build`;
  }
  return null;
}

/** The first file under `target` modified after `time`, or null. */
function newerFile(target, time) {
  if (!existsSync(target) || IGNORED.has(path.relative(projectRoot, target))) return null;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs > time ? target : null;
  for (const entry of readdirSync(target)) {
    const found = newerFile(path.join(target, entry), time);
    if (found) return found;
  }
  return null;
}
