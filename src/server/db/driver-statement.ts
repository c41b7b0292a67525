/**
 * A hand-written statement sent to the driver underneath Drizzle, on a Database (autocommit: one round
 * trip) or inside a caller's transaction (a Tx): a named prepared statement on node-postgres (parsed once
 * per connection), text and values on PGlite. No query building or result mapping in Node. Used by the
 * ledger's SQL functions (billing/ledger-sql.ts), the job created with its reservation (jobs/create-job.ts)
 * and a paid job's one-statement end (jobs/paid-success.ts).
 */
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Executor } from "./client.js";

/** What both drivers' clients (pg Pool / PoolClient, PGlite / its transaction) have in common. */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DriverStatement {
  /** The prepared statement's name on node-postgres; a new text needs a new name. */
  name: string;
  text: string;
}

function clientOf(executor: Executor): Queryable {
  // Drizzle keeps the driver's client on its session (Database and Tx alike).
  const client = (executor as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client) throw new Error("no driver client behind this Drizzle executor");
  return client;
}

/** The statement's first row. */
export async function firstRow(
  executor: Executor,
  statement: DriverStatement,
  values: unknown[],
): Promise<Record<string, unknown>> {
  const client = clientOf(executor);
  const { rows } =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return rows[0]!;
}

const dialect = new PgDialect();

/**
 * The first row of a statement built with Drizzle's `sql` (for one whose text is long and the same on every
 * call, so that parsing and planning it each time costs the database more than running it): prepared under a
 * name derived from its text, so a different text is a different statement.
 */
export function firstRowOfSql(
  executor: Executor,
  prefix: string,
  query: SQL,
): Promise<Record<string, unknown>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
  return firstRow(executor, { name, text }, params);
}
