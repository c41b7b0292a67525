/**
 * /metrics' database figures (issue 30) are counts kept by triggers in metric_counts (migration 0019): they
 * must say exactly what counting the whole tables says — after inserts, status changes, deletions (an
 * account's rows going with it) and writes from several connections at once, and after folding the rows of
 * connections that are gone — while the statement a scrape runs reads as much with 5,000 more mails and
 * 2,000 more jobs as without them. On PGlite and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client.js";
import { jobs, mailQueue, purchases, tokenTransactions, users } from "../../src/server/db/schema.js";
import {
  type BusinessFigures,
  FIGURES_QUERY,
  foldMetricCounts,
  readBusinessFigures,
} from "../../src/server/metrics/business-metrics.js";
import { createUser } from "../billing/factories.js";
import { openTestDatabase, type TestDatabase } from "../helpers/test-db.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ poolSize: 4 });
});
afterAll(async () => {
  await database?.close();
});

/** What the figures meant before the counts were kept: the whole tables counted (the scrape's old query). */
async function countedFromTables(db: DatabaseHandle["db"]) {
  const rows = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, string | number>[] }).rows;
  const jobRows = await rows(
    sql`SELECT kind, status, provider, count(*)::int AS n FROM jobs GROUP BY 1, 2, 3`,
  );
  const mail = await rows(sql`SELECT status, count(*)::int AS n FROM mail_queue GROUP BY 1`);
  const [sold] = await rows(
    sql`SELECT coalesce(sum(total_tokens), 0)::int AS n FROM purchases WHERE status = 'paid'`,
  );
  const spent = await rows(sql`SELECT type, sum(-amount)::int AS n FROM token_transactions
    WHERE type IN ('generation', 'iteration') GROUP BY 1`);
  return {
    jobs: Object.fromEntries(jobRows.map((r) => [`${r.kind}/${r.status}/${r.provider}`, Number(r.n)])),
    mail: Object.fromEntries(mail.map((r) => [r.status, Number(r.n)])),
    sold: Number(sold!.n),
    spent: Object.fromEntries(spent.map((r) => [r.type, Number(r.n)])),
  };
}

function asCounted(figures: BusinessFigures) {
  return {
    jobs: Object.fromEntries(figures.jobs.map((j) => [`${j.kind}/${j.status}/${j.provider}`, j.count])),
    mail: Object.fromEntries(figures.mail),
    sold: figures.tokensSold,
    spent: Object.fromEntries(figures.tokensSpent),
  };
}

async function expectFiguresMatchTables() {
  expect(asCounted(await readBusinessFigures(database.db))).toEqual(await countedFromTables(database.db));
}

/** A user's rows in every counted table: jobs moving through their statuses, mails, purchases, charges. */
async function useTheProduct(db: DatabaseHandle["db"], userId: string) {
  const job = { userId, title: "Page", input: {}, provider: "composer" };
  const [generation, iteration] = await db
    .insert(jobs)
    .values([
      { ...job, kind: "generation", status: "queued" },
      { ...job, kind: "iteration", status: "running" },
      { ...job, kind: "generation", status: "failed", provider: "anthropic" },
    ])
    .returning({ id: jobs.id });
  await db.update(jobs).set({ status: "running" }).where(eq(jobs.id, generation!.id));
  // A heartbeat changes no counted column.
  await db.update(jobs).set({ heartbeatAt: new Date() }).where(eq(jobs.id, generation!.id));
  await db.update(jobs).set({ status: "succeeded" }).where(eq(jobs.id, generation!.id));
  await db.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, iteration!.id));
  const mail = {
    kind: "lead-notification",
    toAddress: "owner@example.com",
    subject: "Lead",
    html: "",
    text: "",
  };
  const mails = await db
    .insert(mailQueue)
    .values([mail, mail, mail, { ...mail, userId }])
    .returning({ id: mailQueue.id });
  await db.update(mailQueue).set({ status: "sending" }).where(eq(mailQueue.id, mails[0]!.id));
  await db.update(mailQueue).set({ status: "sent" }).where(eq(mailQueue.id, mails[0]!.id));
  await db.update(mailQueue).set({ status: "dead" }).where(eq(mailQueue.id, mails[1]!.id));
  await db.delete(mailQueue).where(eq(mailQueue.id, mails[2]!.id));
  const purchase = {
    userId,
    package: "custom",
    packageName: "Custom",
    baseTokens: 1000,
    bonusTokens: 0,
    totalTokens: 1000,
    priceCents: 100,
    provider: "demo",
  };
  const [pending] = await db
    .insert(purchases)
    .values([
      { ...purchase, status: "pending" },
      { ...purchase, status: "paid", totalTokens: 2500 },
    ])
    .returning({ id: purchases.id });
  await db.update(purchases).set({ status: "paid" }).where(eq(purchases.id, pending!.id));
  await db.insert(purchases).values({ ...purchase, status: "failed" });
  const charge = (type: string, amount: number) => ({
    userId,
    type,
    description: type,
    amount,
    balanceAfter: 0,
    idempotencyKey: randomUUID(),
  });
  await db
    .insert(tokenTransactions)
    .values([charge("generation", -500), charge("iteration", -100), charge("refund", 500)]);
}

describe("the /metrics figures kept by triggers", () => {
  it("say what counting the whole tables says, through status changes and deletions", async () => {
    await expectFiguresMatchTables();
    const first = await createUser(database.db);
    const second = await createUser(database.db);
    await useTheProduct(database.db, first.id);
    await useTheProduct(database.db, second.id);
    await expectFiguresMatchTables();
    // An account's deletion takes its jobs with it (the ledger and purchases stay, anonymised).
    await database.db.delete(users).where(eq(users.id, second.id));
    await expectFiguresMatchTables();
    await database.db.delete(mailQueue).where(inArray(mailQueue.status, ["sent", "dead"]));
    await expectFiguresMatchTables();
  });

  it("stay exact under writes from several connections at once, and when gone connections are folded", async () => {
    const others: DatabaseHandle[] = [];
    if (database.url) {
      for (let i = 0; i < 3; i++) others.push(await openDatabase({ databaseUrl: database.url, poolSize: 2 }));
    }
    const writers = [database, ...others];
    const owners = await Promise.all(writers.map(() => createUser(database.db)));
    await Promise.all(writers.map((w, i) => useTheProduct(w.db, owners[i]!.id)));
    await Promise.all(writers.map((w, i) => useTheProduct(w.db, owners[i]!.id)));
    await expectFiguresMatchTables();
    for (const other of others) await other.close();
    // The closed connections' rows are moved to backend 0; the figures do not change.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await foldMetricCounts(database.db);
    await expectFiguresMatchTables();
    if (database.url) {
      const [gone] = (
        (await database.db.execute(sql`SELECT count(*)::int AS n FROM metric_counts
          WHERE backend <> 0 AND backend NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(gone!.n).toBe(0);
    }
    expect(await foldMetricCounts(database.db)).toBe(0);
  });

  it("are read by a statement that reads no more with 5,000 more mails and 2,000 more jobs", async () => {
    const owner = await createUser(database.db);
    await useTheProduct(database.db, owner.id);
    const before = await blocksRead();
    await database.db.execute(sql`
      INSERT INTO mail_queue (kind, to_address, subject, html, text, status)
      SELECT 'lead-notification', 'owner@example.com', 'Lead', repeat('x', 2000), '', 'sent'
      FROM generate_series(1, 5000)`);
    await database.db.execute(sql`
      INSERT INTO jobs (user_id, kind, status, title, provider, input)
      SELECT ${owner.id}, 'generation', 'succeeded', 'Page', 'composer', '{}'::jsonb
      FROM generate_series(1, 2000)`);
    await database.db.execute(sql`ANALYZE`);
    const after = await blocksRead();
    // Whole tables took hundreds of blocks more here; a few dozen rows of counts take a handful.
    expect(after).toBeLessThanOrEqual(before + 4);
    await expectFiguresMatchTables();
  });
});

/** Buffer pages the figures' statement touches (hit or read), from its plan. */
async function blocksRead(): Promise<number> {
  const result = (await database.db.execute(
    sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${FIGURES_QUERY}`,
  )) as unknown as { rows: { "QUERY PLAN": unknown }[] };
  const raw = result.rows[0]!["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
    Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number };
  }[];
  return plan[0]!.Plan["Shared Hit Blocks"] + plan[0]!.Plan["Shared Read Blocks"];
}
