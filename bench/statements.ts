/**
 * Statements per request, counted rather than guessed: the app runs in this process on a scratch PostgreSQL
 * database (background jobs and the mail sender off) and every statement node-postgres sends is counted by
 * wrapping pg.Client.prototype.query, which the pool, transactions and Drizzle all go through. BEGIN and
 * COMMIT count as statements (they are round trips).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import { createApp } from "../src/server/app.js";
import { loadConfig } from "../src/server/config.js";
import { createServices } from "../src/server/services.js";
import { freePort } from "../tests/helpers/server-process.js";
import { fund, generateOverHttp, signUp } from "./account.js";
import { fundedUser, reserveAndCommit } from "./ledger.js";

export interface StatementCounts {
  profileGet: number;
  generation: number;
  reserveCommit: number;
  /** Statements the session+read baseline sends per request, for comparison. */
  baselineProfileGet: number;
}

let counted = 0;
function countStatements(): () => void {
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: a pass-through wrapper over query's many overloads.
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: unknown[]) {
    counted += 1;
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (original as any).apply(this, args);
  };
  return () => {
    pg.Client.prototype.query = original;
  };
}

async function perCall(times: number, call: (i: number) => Promise<unknown>): Promise<number> {
  await call(-1); // the first call may prepare or cache; count the steady state
  const before = counted;
  for (let i = 0; i < times; i++) await call(i);
  return (counted - before) / times;
}

export async function countStatementsPerRequest(databaseUrl: string): Promise<StatementCounts> {
  const restore = countStatements();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lpb-bench-count-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0001",
    ALLOW_INSECURE_HTTP: "true",
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_ENABLED: "false",
    SMTP_URL: "",
  });
  const services = await createServices(config, { mailSender: false, billingJobs: false });
  const app = createApp(services.deps);
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const account = await signUp(baseUrl, "count@example.com");
    await fund(baseUrl, account);
    const profileGet = await perCall(20, async () => {
      const reply = await fetch(`${baseUrl}/api/profile`, { headers: { cookie: account.cookie } });
      if (!reply.ok) throw new Error(`GET /api/profile: ${reply.status}`);
      await reply.arrayBuffer();
    });
    const generation = await perCall(5, (i) => generateOverHttp(baseUrl, account, i + 1));
    const db = services.deps.db;
    const userId = await fundedUser(db);
    const reserveCommit = await perCall(20, () => reserveAndCommit(db, userId));
    return { profileGet, generation, reserveCommit, baselineProfileGet: 2 };
  } finally {
    server.close();
    await services.close();
    restore();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
