/** The PostgreSQL server the benchmarks use, and throw-away databases on it. */
import pg from "pg";

/** DATABASE_URL's server, else a local one at 127.0.0.1:5432 if it answers; null when none does. */
export async function postgresServerUrl(): Promise<string | null> {
  const candidate = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return candidate;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `lpb_bench_<label>_<pid>` on the server; drop() removes it (forcing out clients). */
export async function createScratchDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `lpb_bench_${label}_${process.pid}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = "/postgres";
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
