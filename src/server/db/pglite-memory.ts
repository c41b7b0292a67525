/**
 * What keeps embedded PGlite's memory small (measured in bench/memory.ts, explained in
 * docs/decisions/pglite-memory.md):
 *
 * - A fresh data directory is made (initdb, then the migrations) in a short-lived child process. initdb runs
 *   a second PostgreSQL instance whose WebAssembly memory grows to several hundred MB, and a process never
 *   hands WebAssembly memory back: done in the server it left ~944 MB resident for good.
 * - shared_buffers is 32 MB instead of PGlite's 160 MB: PostgreSQL touches all of it at start, so it is
 *   resident whatever the database size. The files are read through the operating system's page cache anyway.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";

export const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * The contrib extensions the migrations create, which PGlite loads only when told at open: pg_trgm (the
 * inbox search's index). Every PGlite this app opens passes these.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/** PGlite's own start parameters (PGlite.defaultStartParams) with ours after them. */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

// Plain CommonJS so the child runs the same way under tsx, vitest and the compiled server.
const CHILD_SCRIPT = `
const [pglitePath, drizzlePath, migratorPath, dir, migrationsFolder, startParams, trgmPath] = process.argv.slice(1);
const { PGlite } = require(pglitePath);
const { pg_trgm } = require(trgmPath);
const { drizzle } = require(drizzlePath);
const { migrate } = require(migratorPath);
(async () => {
  const pglite = new PGlite(dir, { startParams: JSON.parse(startParams), extensions: { pg_trgm } });
  await migrate(drizzle(pglite), { migrationsFolder });
  await pglite.close();
})().catch((error) => { console.error(error); process.exit(1); });
`;

function isMissingOrEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Creates and migrates the PGlite data directory `dir` in a child process when it is missing or empty;
 * does nothing for an existing database. The directory appears whole or not at all (made next to it, then
 * renamed), so a crash half-way leaves nothing that looks like a database.
 */
export async function prepareFreshPgliteDir(
  dir: string,
  migrationsFolder: string,
  startParams: string[],
): Promise<void> {
  if (!isMissingOrEmpty(dir)) return;
  const building = `${dir}.init-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const require = createRequire(import.meta.url);
  const args = [
    require.resolve("@electric-sql/pglite"),
    require.resolve("drizzle-orm/pglite"),
    require.resolve("drizzle-orm/pglite/migrator"),
    building,
    migrationsFolder,
    JSON.stringify(startParams),
    require.resolve("@electric-sql/pglite/contrib/pg_trgm"),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(process.execPath, ["-e", CHILD_SCRIPT, ...args], (error, _stdout, stderr) => {
        if (error)
          reject(new Error(`Creating the PGlite database in ${dir} failed: ${stderr || error.message}`));
        else resolve();
      });
    });
    // rename(2) replaces an empty directory, so a DATA_DIR/pglite made beforehand is fine.
    renameSync(building, dir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
