/**
 * A hand-written statement for a hot path, run without Drizzle's per-call query building and result
 * mapping. On PostgreSQL it is a named prepared statement (parsed and planned once per connection); on
 * PGlite a parameterised query straight on the instance. Rows come back as the driver parses them
 * (timestamptz as Date, json as objects, int4 as number) on both.
 */
import type { DatabaseHandle } from "./client.js";

export type PreparedQuery<Row> = (values: unknown[]) => Promise<Row[]>;

export function preparedQuery<Row>(database: DatabaseHandle, name: string, text: string): PreparedQuery<Row> {
  if (database.kind === "postgres") {
    const pool = database.pool!;
    return async (values) => (await pool.query<Row & object>({ name, text, values })).rows;
  }
  const pglite = database.pglite!;
  return async (values) => (await pglite.query<Row>(text, values)).rows;
}
