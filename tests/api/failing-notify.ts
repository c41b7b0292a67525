/**
 * A NOTIFY that fails on demand, for the tests that a failed announcement never undoes a finished job: a
 * `pg_notify` of our own in a schema put before pg_catalog on the search path (the server's statements call
 * it unqualified), raising while `notify_fails.switch` is on and passing through to the real one otherwise.
 * On PGlite the one session's search path is changed; on PostgreSQL a second pool connects with it.
 */
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";
import type { TestDatabase } from "../helpers/test-db.js";

export const NOTIFY_FAILURE = "notify queue is full (test)";
const SEARCH_PATH = "notify_fails, pg_catalog, public";

export interface FailingNotify {
  /** A handle whose statements call the failing pg_notify. */
  handle: DatabaseHandle;
  failing(on: boolean): Promise<void>;
  close(): Promise<void>;
}

export async function withFailingNotify(database: TestDatabase): Promise<FailingNotify> {
  const setup = `
    CREATE SCHEMA IF NOT EXISTS notify_fails;
    CREATE TABLE IF NOT EXISTS notify_fails.switch (failing boolean NOT NULL);
    INSERT INTO notify_fails.switch SELECT true WHERE NOT EXISTS (SELECT 1 FROM notify_fails.switch);
    CREATE OR REPLACE FUNCTION notify_fails.pg_notify(channel text, payload text) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT failing FROM notify_fails.switch LIMIT 1) THEN RAISE EXCEPTION '${NOTIFY_FAILURE}'; END IF;
        PERFORM pg_catalog.pg_notify(channel, payload);
      END $$;`;
  // Several statements in one: a simple query (PGlite's exec; pg's query without parameters).
  if (database.pglite) await database.pglite.exec(setup);
  else await database.pool!.query(setup);
  const failing = async (on: boolean) => {
    await database.db.execute(sql`UPDATE notify_fails.switch SET failing = ${on}`);
  };
  if (database.pglite) {
    await database.pglite.exec(`SET search_path TO ${SEARCH_PATH}`);
    return {
      handle: database,
      failing,
      close: async () => void (await database.pglite!.exec("RESET search_path")),
    };
  }
  const url = new URL(database.url!);
  url.searchParams.set("options", `-c search_path=${SEARCH_PATH.replaceAll(" ", "")}`);
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return { handle, failing, close: () => handle.close() };
}
