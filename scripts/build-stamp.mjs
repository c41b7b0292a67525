/**
 * When is the production build current? It records, after a successful `npm run build`, the build-time
 * environment the web app bakes in (APP_URL, BRAND_NAME, COMPANY_*, VITE_*). The build is current when it
 * exists, that environment is unchanged and no source file is newer than the record. Plain JavaScript:
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
