/**
 * PGlite memory, step by step: resident memory of a process that opens a PGlite data directory and applies
 * the migrations, fresh and existing, with PGlite's defaults (initdb in-process, shared_buffers 160 MB) and
 * with the app's settings (src/server/db/pglite-memory.ts). Each probe is its own process.
 * Run: `npx tsx bench/memory.ts` (about a minute).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from "../src/server/db/client.js";
import { pgliteExtensions } from "../src/server/db/pglite-memory.js";

const rss = () => Math.round(process.memoryUsage().rss / 1048576);

async function probe(mode: string, dir: string): Promise<void> {
  const before = rss();
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (mode === "defaults") {
    const pglite = new PGlite(dir, { extensions: await pgliteExtensions() });
    await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    await pglite.query("SELECT count(*) FROM users");
    console.log(JSON.stringify({ before, after: rss(), ms: ms() }));
    await pglite.close();
    return;
  }
  const handle = await openDatabase({ dataDir: dir });
  await migrateDatabase(handle);
  await handle.pglite!.query("SELECT count(*) FROM users");
  console.log(JSON.stringify({ before, after: rss(), ms: ms() }));
  await handle.close();
}

function runProbe(mode: string, dir: string): { before: number; after: number; ms: number } {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--probe", mode, dir],
    {
      encoding: "utf8",
    },
  );
  return JSON.parse(out.trim().split("\n").pop()!);
}

if (process.argv[2] === "--probe") {
  await probe(process.argv[3], process.argv[4]);
} else {
  console.log(
    "RSS of one process (node + tsx) opening PGlite and migrating, MB before → after, and the time taken",
  );
  for (const mode of ["defaults", "app"]) {
    const root = mkdtempSync(path.join(os.tmpdir(), "lpb-memory-"));
    const dir = path.join(root, "pglite");
    try {
      const fresh = runProbe(mode, dir);
      const existing = runProbe(mode, dir);
      const label = mode === "defaults" ? "PGlite defaults" : "app settings   ";
      console.log(
        `${label}: fresh ${fresh.before} → ${fresh.after} MB in ${fresh.ms} ms, ` +
          `existing ${existing.before} → ${existing.after} MB in ${existing.ms} ms`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}
