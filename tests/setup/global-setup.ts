/**
 * Runs once per `vitest run`: migrates one template PGlite database and dumps it to a file, so each
 * test file starts from a copy in well under a second instead of migrating its own (about 4 s each).
 * When DATABASE_URL is set, the PostgreSQL database is migrated once here too.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../src/server/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    templateDbDump: string;
  }
}

let dir = "";

export async function setup(project: TestProject) {
  dir = mkdtempSync(path.join(os.tmpdir(), "lpb-template-db-"));
  const handle = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("templateDbDump", file);

  if (process.env.DATABASE_URL) {
    const pgHandle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await migrateDatabase(pgHandle);
    await pgHandle.close();
  }
}

export function teardown() {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
