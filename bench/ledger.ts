/**
 * Token ledger throughput: reserve + commit pairs (the cost of one paid generation), one user at a time
 * and with many users in parallel, on embedded PGlite and on PostgreSQL (DATABASE_URL's server, or a local
 * one at 127.0.0.1:5432; a scratch database is created and dropped). Run: `npx tsx bench/ledger.ts`.
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { commitHold, reserveTokens } from "../src/server/billing/holds.js";
import { grantTokens } from "../src/server/billing/ledger.js";
import {
  type Database,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
} from "../src/server/db/client.js";
import { profiles, users } from "../src/server/db/schema.js";
import { percentile } from "./stats.js";

const SEQUENTIAL_OPS = 300;
const PARALLEL_USERS = 8;
const PARALLEL_OPS_PER_USER = 60;
const PARALLEL_IN_FLIGHT_PER_USER = 2;

async function createFundedUser(db: Database, now: Date): Promise<string> {
  const id = `bench_${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name: "Bench", email: `${id}@bench.test` });
    await tx.insert(profiles).values({ id, fullName: "Bench" });
    await grantTokens(
      tx,
      {
        userId: id,
        amount: 10_000_000,
        source: "purchase",
        type: "purchase",
        description: "Bench tokens",
        expiresAt: new Date(now.getTime() + 90 * 86_400_000),
        idempotencyKey: `bench:${id}`,
        countsAsPurchased: true,
      },
      now,
    );
  });
  return id;
}

async function reserveAndCommit(db: Database, userId: string, now: Date): Promise<number> {
  const started = performance.now();
  const { hold } = await reserveTokens(
    db,
    { userId, amount: 550, purpose: "generation", description: "Bench" },
    now,
  );
  await commitHold(db, hold.id, 500, now, { description: "Bench generation" });
  return performance.now() - started;
}

function describe(label: string, latencies: number[], elapsedMs: number): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const perSecond = (latencies.length / elapsedMs) * 1000;
  return `${label}: ${latencies.length} reserve+commit in ${(elapsedMs / 1000).toFixed(2)} s = ${perSecond.toFixed(0)}/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
}

async function runOn(kind: string, handle: DatabaseHandle): Promise<string[]> {
  const now = new Date();
  const db = handle.db;
  const lines: string[] = [];

  const single = await createFundedUser(db, now);
  for (let i = 0; i < 20; i++) await reserveAndCommit(db, single, now); // warm-up
  const sequential: number[] = [];
  let started = performance.now();
  for (let i = 0; i < SEQUENTIAL_OPS; i++) sequential.push(await reserveAndCommit(db, single, now));
  lines.push(describe(`${kind}, one user, sequential`, sequential, performance.now() - started));

  const userIds = await Promise.all(Array.from({ length: PARALLEL_USERS }, () => createFundedUser(db, now)));
  const parallel: number[] = [];
  started = performance.now();
  await Promise.all(
    userIds.flatMap((userId) =>
      Array.from({ length: PARALLEL_IN_FLIGHT_PER_USER }, async () => {
        for (let i = 0; i < PARALLEL_OPS_PER_USER / PARALLEL_IN_FLIGHT_PER_USER; i++) {
          parallel.push(await reserveAndCommit(db, userId, now));
        }
      }),
    ),
  );
  lines.push(
    describe(
      `${kind}, ${PARALLEL_USERS} users x ${PARALLEL_IN_FLIGHT_PER_USER} in flight`,
      parallel,
      performance.now() - started,
    ),
  );
  return lines;
}

/** The PostgreSQL server to use: DATABASE_URL's, else a local one if it answers; null when none. */
async function postgresServerUrl(): Promise<string | null> {
  const candidate = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
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

async function withScratchPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `lpb_bench_ledger_${process.pid}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

export async function benchLedger(): Promise<string[]> {
  const lines: string[] = [];
  const pglite = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateDatabase(pglite);
    lines.push(...(await runOn("PGlite", pglite)));
  } finally {
    await pglite.close();
  }

  const serverUrl = await postgresServerUrl();
  if (!serverUrl) {
    lines.push("PostgreSQL: no server reachable (set DATABASE_URL), not measured");
    return lines;
  }
  lines.push(
    ...(await withScratchPostgres(serverUrl, async (url) => {
      const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
      // Dropping the scratch database ends lingering idle connections; that is expected, not a crash.
      handle.pool?.on("error", () => {});
      try {
        await migrateDatabase(handle);
        return await runOn("PostgreSQL (pool 10)", handle);
      } finally {
        await handle.close();
      }
    })),
  );
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const line of await benchLedger()) console.log(`- ${line}`);
}
