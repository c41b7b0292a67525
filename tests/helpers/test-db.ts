/**
 * A database for one test file, isolated from every other file:
 * - PGlite: a copy of the migrated template dumped by the global setup;
 * - PostgreSQL (DATABASE_URL set): a fresh database cloned from DATABASE_URL's (migrated by the global
 *   setup) with CREATE DATABASE … TEMPLATE, dropped again on close.
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";
import { pgliteExtensions } from "../../src/server/db/pglite-memory.js";

export const onPostgres = Boolean(process.env.DATABASE_URL);

let cloneCounter = 0;

export interface TestDatabase extends DatabaseHandle {
  /** The connection URL of this file's PostgreSQL database (for a second pool or process). */
  url?: string;
}

export async function openTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const templateUrl = process.env.DATABASE_URL;
  if (templateUrl) {
    const template = new URL(templateUrl);
    const templateName = template.pathname.slice(1);
    cloneCounter += 1;
    const name = `${templateName}_f${process.pid}_${cloneCounter}`.slice(0, 63);
    const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize ?? 20 });
    return {
      ...handle,
      url: url.toString(),
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]*$/, "/postgres") });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject("templateDbDump"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: await pgliteExtensions() });
  return openDatabase({ pglite });
}
