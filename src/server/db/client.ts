/**
 * One database handle for the whole server: embedded PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Both speak the same SQL and share one migration history.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { fallbackLogger } from "../logger.js";
import { pgliteExtensions, pgliteStartParams, prepareFreshPgliteDir } from "./pglite-memory.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as Database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either a database or a transaction, for functions that work in both. */
export type Executor = Database | Tx;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool when kind is postgres (LISTEN/NOTIFY needs its own client). */
  pool?: pg.Pool;
  /** The PGlite instance when kind is pglite. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Where PGlite keeps its files; "memory://" for a throw-away database. */
  dataDir?: string;
  /** An existing PGlite instance (tests clone one from a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test database) emits
    // "error" on the pool; without a listener Node would crash. The pool replaces the client on next use.
    // Only the error itself: pg's error carries its client, which would put the whole pool in the line.
    pool.on("error", (error: Error & { code?: string }) =>
      fallbackLogger().warn({ code: error.code, reason: error.message }, "database pool: idle client error"),
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }
  // PGlite and its driver are loaded only for the embedded database: a server on PostgreSQL never needs
  // them (they would add several MB to its memory).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  let pglite = options.pglite;
  if (!pglite) {
    const dir = options.dataDir ?? "memory://";
    const startParams = pgliteStartParams(PGlite.defaultStartParams);
    if (!dir.startsWith("memory://")) {
      mkdirSync(path.dirname(dir), { recursive: true });
      // A fresh directory is created (initdb + migrations) in a short-lived child process: initdb grows
      // WebAssembly memory that a process never gives back (about 500 MB for good).
      await prepareFreshPgliteDir(dir, MIGRATIONS_FOLDER, startParams);
    }
    pglite = new PGlite(dir, { startParams, extensions: await pgliteExtensions() });
  }
  const instance = pglite;
  const db = drizzlePglite(instance, { schema }) as unknown as Database;
  return { db, kind: "pglite", pglite: instance, close: () => instance.close() };
}

/** Applies the committed migrations; on PostgreSQL under an advisory lock so several instances can start at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific database type.
    await migratePglite(handle.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  await underStartupLock(handle, (client) =>
    migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}

/**
 * Runs start-up work that creates database objects (our migrations) while holding one
 * PostgreSQL advisory lock, so instances starting together take turns instead of racing each other's
 * CREATE statements.
 */
export async function underStartupLock<T>(
  handle: DatabaseHandle,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await handle.pool!.connect();
  try {
    await client.query("SELECT pg_advisory_lock(727274)");
    return await work(client);
  } finally {
    await client.query("SELECT pg_advisory_unlock(727274)").catch(() => {});
    client.release();
  }
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
