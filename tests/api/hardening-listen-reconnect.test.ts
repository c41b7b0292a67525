/**
 * The LISTEN connection (job wake-ups, the event bus) after a drop on PostgreSQL: its backend is ended
 * with pg_terminate_backend while the database refuses new connections, so the first reconnect fails.
 * The failure is logged and retried with a growing delay until it succeeds, and notifications arrive again.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Listening, listenOnOwnConnection, reconnectDelay } from "../../src/server/db/listen.js";
import { createLogger } from "../../src/server/logger.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

describe("LISTEN reconnect delays", () => {
  it("double from the first delay up to 30 s", () => {
    expect([1, 2, 3, 4].map((n) => reconnectDelay(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(12, 1000)).toBe(30_000);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a LISTEN connection dropped on PostgreSQL", () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let name = "";

  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 2 });
    name = new URL(database.url ?? "").pathname.slice(1);
    admin = new pg.Client({ connectionString: (database.url ?? "").replace(/\/[^/]*$/, "/postgres") });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => {});
    await admin.end();
    await database.close();
  });

  it("logs a failed reconnect and retries with backoff until it listens again", async () => {
    const logs: { level: number; msg: string; attempt?: number; retryInMs?: number }[] = [];
    const logger = createLogger({
      level: "info",
      destination: { write: (line: string) => logs.push(JSON.parse(line)) },
    });
    const received: string[] = [];
    const pool = database.pool as pg.Pool;
    let listenings = 0;
    const listening: Listening = await listenOnOwnConnection(pool, {
      channel: "lpb_reconnect_test",
      applicationName: "lpb-reconnect-test",
      onNotification: (payload) => received.push(payload),
      onListening: () => {
        listenings += 1;
      },
      logger,
      reconnectDelayMs: 200,
    });
    try {
      expect(listening.up).toBe(true);
      await pool.query("SELECT 1"); // the pool's own connection, opened while connections are allowed

      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      const ended = await admin.query(
        "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1",
        ["lpb-reconnect-test"],
      );
      expect(ended.rows).toEqual([{ ok: true }]);

      await expect
        .poll(() => logs.filter((l) => l.msg === "listen reconnect failed; retrying").length, {
          timeout: 5000,
        })
        .toBeGreaterThanOrEqual(2);
      expect(listening.up).toBe(false);
      expect(logs.some((l) => l.msg === "listen connection lost; reconnecting")).toBe(true);
      const failures = logs.filter((l) => l.msg === "listen reconnect failed; retrying");
      expect(failures.slice(0, 2).map((l) => [l.attempt, l.retryInMs])).toEqual([
        [1, 400],
        [2, 800],
      ]);

      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await expect.poll(() => listening.up, { timeout: 10_000 }).toBe(true);
      expect(listenings).toBe(2);
      expect(logs.some((l) => l.msg === "listen connection restored")).toBe(true);

      await pool.query("SELECT pg_notify('lpb_reconnect_test', 'after the outage')");
      await expect.poll(() => received, { timeout: 5000 }).toEqual(["after the outage"]);
    } finally {
      await listening.stop();
    }
  }, 30_000);
});
