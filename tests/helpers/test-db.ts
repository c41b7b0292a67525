/**
 * A database for one test file: a copy of the migrated template on PGlite, or the run's PostgreSQL
 * database (already migrated by the global setup) when DATABASE_URL is set.
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";

export const onPostgres = Boolean(process.env.DATABASE_URL);

export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    return openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: options.poolSize ?? 20 });
  }
  const dump = readFileSync(inject("templateDbDump"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}
