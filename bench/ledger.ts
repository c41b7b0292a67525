/**
 * Token ledger throughput on PostgreSQL: the app's reserve + commit (the cost of one paid generation)
 * against the physical floor on the same database and pool size — plain `pg` doing one transaction with
 * the same locking (BEGIN; SELECT … FOR UPDATE of the user's profile row; UPDATE; INSERT; COMMIT).
 * Each of N users has one operation in flight; both sides run for the same time in interleaved rounds,
 * each round made of alternating half-second slices of either side.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type pg from "pg";
import { commitHold, reserveTokens } from "../src/server/billing/holds.js";
import { grantTokens } from "../src/server/billing/ledger.js";
import { type Database, migrateDatabase, openDatabase } from "../src/server/db/client.js";
import { profiles, users } from "../src/server/db/schema.js";
import { median } from "./stats.js";

export const POOL_SIZE = 10;
export const LEDGER_USERS = [1, 8, 32] as const;

/** A user with a billion purchased tokens, inserted directly: enough for every round at one user. */
export async function fundedUser(db: Database): Promise<string> {
  const now = new Date();
  const id = `bench_${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, name: "Bench", email: `${id}@bench.test` });
    await tx.insert(profiles).values({ id, fullName: "Bench" });
    await grantTokens(
      tx,
      {
        userId: id,
        amount: 1_000_000_000,
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

/** The app's path: reserve 550 tokens, then commit 500 of them. */
export async function reserveAndCommit(db: Database, userId: string): Promise<void> {
  const now = new Date();
  const { hold } = await reserveTokens(
    db,
    { userId, amount: 550, purpose: "generation", description: "Bench" },
    now,
  );
  await commitHold(db, hold.id, 500, now, { description: "Bench generation" });
}

/** The floor: one transaction, one row lock, one update, one insert. */
async function plainReserveCommit(pool: pg.Pool, userId: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query({
      name: "lock",
      text: "SELECT token_balance FROM profiles WHERE id = $1 FOR UPDATE",
      values: [userId],
    });
    await client.query({
      name: "spend",
      text: "UPDATE profiles SET token_balance = token_balance - 500, total_tokens_used = total_tokens_used + 500, updated_at = now() WHERE id = $1",
      values: [userId],
    });
    await client.query({
      name: "record",
      text: "INSERT INTO token_transactions (user_id, type, description, amount, balance_after, idempotency_key) VALUES ($1, 'generation', 'Bench generation', -500, $2, $3)",
      values: [userId, rows[0].token_balance - 500, randomUUID()],
    });
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Operations done and milliseconds taken with one operation in flight per user, for `seconds`. */
async function run(userIds: string[], seconds: number, op: (userId: string) => Promise<void>) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    userIds.map(async (userId) => {
      while (performance.now() < deadline) {
        await op(userId);
        done += 1;
      }
    }),
  );
  return { done, ms: performance.now() - started };
}

/** Other work on the machine comes and goes within seconds; slices this short let both sides share it. */
const SLICE_SECONDS = 0.5;
/** /proc/<pid>/stat counts CPU time in clock ticks of 10 ms (USER_HZ on Linux). */
const MICROS_PER_TICK = 10_000;

interface CpuReading {
  /** This process (both sides' Node work runs here), µs. */
  node: number;
  /** Per PostgreSQL backend of the database, µs; null when the server's /proc is not readable here. */
  backends: Map<number, number> | null;
}

/** A backend's CPU time so far, µs, or null when /proc here does not show that PostgreSQL process. */
function backendMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== "postgres") return null;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return null; // gone meanwhile, or not on this machine
  }
}

/** CPU time so far of this process and of the database's client backends (when the server is local). */
async function readCpu(pool: pg.Pool): Promise<CpuReading> {
  const { user, system } = process.cpuUsage();
  const { rows } = await pool.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
  );
  const backends = new Map<number, number>();
  for (const { pid } of rows) {
    const micros = backendMicros(pid);
    if (micros !== null) backends.set(pid, micros);
  }
  return { node: user + system, backends: backends.size > 0 ? backends : null };
}

/** CPU used between two readings; a backend that started in between counts whole. */
function cpuBetween(before: CpuReading, after: CpuReading) {
  let postgres: number | null = null;
  if (before.backends && after.backends) {
    postgres = 0;
    for (const [pid, micros] of after.backends) postgres += micros - (before.backends.get(pid) ?? 0);
  }
  return { node: after.node - before.node, postgres };
}

interface SideTotals {
  done: number;
  ms: number;
  nodeMicros: number;
  postgresMicros: number | null;
}

/**
 * Each side for `seconds`, in alternating slices (app, floor, floor, app, …, or floor first) so that a change
 * in the machine's load during the round weighs on both sides alike. Only one side runs at a time, so the
 * CPU used during a slice (Node and the PostgreSQL backends) is that side's.
 */
async function sideBySide(
  pool: pg.Pool,
  seconds: number,
  appFirst: boolean,
  app: () => Promise<{ done: number; ms: number }>,
  floor: () => Promise<{ done: number; ms: number }>,
) {
  const empty = (): SideTotals => ({ done: 0, ms: 0, nodeMicros: 0, postgresMicros: 0 });
  const total = { app: empty(), floor: empty() };
  const slices = Math.max(1, Math.round(seconds / SLICE_SECONDS));
  for (let slice = 0; slice < slices; slice++) {
    const order = (slice % 2 === 0) === appFirst ? (["app", "floor"] as const) : (["floor", "app"] as const);
    for (const side of order) {
      const before = await readCpu(pool);
      const { done, ms } = await (side === "app" ? app() : floor());
      const cpu = cpuBetween(before, await readCpu(pool));
      const sum = total[side];
      sum.done += done;
      sum.ms += ms;
      sum.nodeMicros += cpu.node;
      sum.postgresMicros =
        sum.postgresMicros === null || cpu.postgres === null ? null : sum.postgresMicros + cpu.postgres;
    }
  }
  return total;
}

/** CPU per reserve+commit pair, µs: Node, and the PostgreSQL backends (null when not measurable). */
export interface CpuPerPair {
  node: number;
  postgres: number | null;
}

export interface LedgerResult {
  users: number;
  appPerSecond: number;
  floorPerSecond: number;
  /** Over all rounds of this level; robust to other load on the machine, unlike the rates. */
  appCpuPerPair: CpuPerPair;
  floorCpuPerPair: CpuPerPair;
}

function cpuPerPair(sides: SideTotals[]): CpuPerPair {
  const done = sides.reduce((sum, side) => sum + side.done, 0);
  const postgres = sides.some((side) => side.postgresMicros === null)
    ? null
    : sides.reduce((sum, side) => sum + side.postgresMicros!, 0) / done;
  return { node: sides.reduce((sum, side) => sum + side.nodeMicros, 0) / done, postgres };
}

export async function benchLedger(
  databaseUrl: string,
  rounds: number,
  seconds: number,
): Promise<LedgerResult[]> {
  const handle = await openDatabase({ databaseUrl, poolSize: POOL_SIZE });
  // Dropping the scratch database later ends idle connections; that is expected, not a crash.
  handle.pool?.on("error", () => {});
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const pool = handle.pool!;
    const most = Math.max(...LEDGER_USERS);
    const appUsers = await Promise.all(Array.from({ length: most }, () => fundedUser(db)));
    const floorUsers = await Promise.all(Array.from({ length: most }, () => fundedUser(db)));
    const app = (id: string) => reserveAndCommit(db, id);
    const floor = (id: string) => plainReserveCommit(pool, id);
    await run(appUsers.slice(0, 8), 1, app); // warm-up
    await run(floorUsers.slice(0, 8), 1, floor);
    const results: LedgerResult[] = [];
    for (const count of LEDGER_USERS) {
      const appRounds: SideTotals[] = [];
      const floorRounds: SideTotals[] = [];
      for (let round = 0; round < rounds; round++) {
        const totals = await sideBySide(
          pool,
          seconds,
          round % 2 === 0,
          () => run(appUsers.slice(0, count), SLICE_SECONDS, app),
          () => run(floorUsers.slice(0, count), SLICE_SECONDS, floor),
        );
        appRounds.push(totals.app);
        floorRounds.push(totals.floor);
      }
      const perSecond = (side: SideTotals) => (side.done / side.ms) * 1000;
      results.push({
        users: count,
        appPerSecond: median(appRounds.map(perSecond)),
        floorPerSecond: median(floorRounds.map(perSecond)),
        appCpuPerPair: cpuPerPair(appRounds),
        floorCpuPerPair: cpuPerPair(floorRounds),
      });
    }
    return results;
  } finally {
    await handle.close();
  }
}
