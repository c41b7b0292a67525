/**
 * What one /metrics scrape costs the database as data grows: the figures read for a fresh database and for
 * one holding 1,000 pages (and their jobs), 20,000 leads with their notification mails, 10,000 ledger rows
 * and 200 purchases, on PostgreSQL. Timed alternating between the two; the ratio (large ÷ fresh) should stay
 * within 1.5×. Run alone: `tsx bench/metrics-scrape.ts`.
 */
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "../src/server/db/client.js";
import { FIGURES_QUERY } from "../src/server/metrics/business-metrics.js";
import { createMetrics } from "../src/server/metrics/registry.js";
import { createScratchDatabase, postgresServerUrl, type ScratchDatabase } from "./postgres.js";
import { median } from "./stats.js";

export const SCRAPE_SCALE = { pages: 1000, leads: 20_000, transactions: 10_000, purchases: 200 };

export interface ScrapeRow {
  read: string;
  newMs: number;
  largeMs: number;
  ratio: number;
  note?: string;
}

/** The large database's rows, written in SQL as the app would have left them. */
async function seedLarge(url: string): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { pages, leads, transactions, purchases } = SCRAPE_SCALE;
    await db.query(`INSERT INTO users (id, name, email, email_verified) VALUES ('bench-owner', 'Owner', 'owner@example.com', true);
      INSERT INTO profiles (id, full_name) VALUES ('bench-owner', 'Owner');`);
    await db.query(
      `INSERT INTO templates (id, user_id, title, html_content, landing_page_type, industry, company_name, created_at)
       SELECT gen_random_uuid(), 'bench-owner', 'Page ' || g, repeat('<p>page body</p>', 200), 'lead-generation',
         'food', 'Forno Azul', now() - g * interval '1 hour' FROM generate_series(1, $1::int) g`,
      [pages],
    );
    // Every page's generation, a tenth of them iterated once, and a few that failed.
    await db.query(
      `INSERT INTO jobs (user_id, kind, status, stage, title, template_id, provider, input, result, attempts, created_at, finished_at)
       SELECT 'bench-owner', 'generation', 'succeeded', 'done', t.title, t.id, 'composer', '{}'::jsonb,
         jsonb_build_object('template', jsonb_build_object('id', t.id, 'title', t.title), 'tokensUsed', 500), 1,
         t.created_at, t.created_at FROM templates t
       UNION ALL
       SELECT 'bench-owner', 'iteration', 'succeeded', 'done', t.title, t.id, 'composer', '{}'::jsonb, '{}'::jsonb, 1,
         t.created_at, t.created_at FROM templates t WHERE t.title LIKE '%0'
       UNION ALL
       SELECT 'bench-owner', 'generation', 'failed', 'done', 'Failed ' || g, NULL, 'composer', '{}'::jsonb, NULL, 1,
         now(), now() FROM generate_series(1, 30) g`,
    );
    await db.query(
      `INSERT INTO purchases (user_id, package, package_name, base_tokens, bonus_tokens, total_tokens, price_cents, status, provider, paid_at)
       SELECT 'bench-owner', 'custom', 'Custom', 5000, 0, 5000, 500, CASE WHEN g % 10 = 0 THEN 'failed' ELSE 'paid' END, 'demo', now()
       FROM generate_series(1, $1::int) g`,
      [purchases],
    );
    await db.query(
      `INSERT INTO token_transactions (user_id, type, description, amount, balance_after, reference, idempotency_key, created_at)
       SELECT 'bench-owner', CASE WHEN g % 10 = 0 THEN 'iteration' WHEN g % 10 = 1 THEN 'purchase' ELSE 'generation' END,
         'Bench', CASE WHEN g % 10 = 1 THEN 5000 ELSE -500 END, 0, NULL, 'bench-' || g, now() - g * interval '1 minute'
       FROM generate_series(1, $1::int) g`,
      [transactions],
    );
    await db.query(
      `INSERT INTO lead_forms (token, user_id, template_id) SELECT 'bench-form', 'bench-owner', id FROM templates LIMIT 1`,
    );
    await db.query(
      `INSERT INTO leads (user_id, form_token, page_title, form_id, fields, ip_hash, created_at)
       SELECT 'bench-owner', 'bench-form', 'Page 1', 'signup',
         jsonb_build_array(jsonb_build_array('name', 'Visitor ' || g), jsonb_build_array('email', 'v' || g || '@example.com')),
         md5(g::text), now() - g * interval '1 minute' FROM generate_series(1, $1::int) g`,
      [leads],
    );
    // A notification per lead, as lead mail queued them: almost all sent, a few waiting, a few given up.
    await db.query(
      `INSERT INTO mail_queue (kind, to_address, subject, html, text, status, created_at, sent_at)
       SELECT 'lead-notification', 'owner@example.com', 'New lead from Page 1', repeat('<p>A new lead arrived.</p>', 80),
         repeat('A new lead arrived. ', 50),
         CASE WHEN g % 1000 = 0 THEN 'dead' WHEN g % 500 = 1 THEN 'pending' ELSE 'sent' END,
         now() - g * interval '1 minute', now() FROM generate_series(1, $1::int) g`,
      [leads],
    );
    await db.query("ANALYZE");
  } finally {
    await db.end();
  }
}

/** ms for one read of the figures (no cache: every scrape reads). */
async function scrapeMs(handle: DatabaseHandle): Promise<number> {
  const metrics = createMetrics(handle.db, { figuresTtlMs: 0 });
  const started = performance.now();
  await metrics.scrape();
  return performance.now() - started;
}

/** Buffer pages the figures' statement touches (hit or read): the same on a loaded machine as on a quiet one. */
async function blocksTouched(handle: DatabaseHandle): Promise<number> {
  const answer = (await handle.db.execute(
    sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${FIGURES_QUERY}`,
  )) as unknown as { rows: { "QUERY PLAN": { Plan: Record<string, number> }[] }[] };
  const plan = answer.rows[0]!["QUERY PLAN"][0]!.Plan;
  return (plan["Shared Hit Blocks"] ?? 0) + (plan["Shared Read Blocks"] ?? 0);
}

export async function benchMetricsScrape(serverUrl: string, samples: number): Promise<ScrapeRow> {
  const scratch: ScratchDatabase[] = [];
  const handles: DatabaseHandle[] = [];
  try {
    scratch.push(await createScratchDatabase(serverUrl, "scrape_new"));
    scratch.push(await createScratchDatabase(serverUrl, "scrape_large"));
    for (const s of scratch) {
      const handle = await openDatabase({ databaseUrl: s.url, poolSize: 2 });
      handles.push(handle);
      await migrateDatabase(handle);
    }
    await seedLarge(scratch[1]!.url);
    const [fresh, large] = handles as [DatabaseHandle, DatabaseHandle];
    const times = { fresh: [] as number[], large: [] as number[] };
    for (const h of [fresh, large]) await scrapeMs(h); // warm-up
    for (let i = 0; i < samples; i++) {
      const order = i % 2 ? [large, fresh] : [fresh, large];
      for (const h of order) (h === fresh ? times.fresh : times.large).push(await scrapeMs(h));
    }
    const blocks = [await blocksTouched(fresh), await blocksTouched(large)];
    const newMs = median(times.fresh);
    const largeMs = median(times.large);
    return {
      read: "/metrics scrape (figures read, no cache)",
      newMs,
      largeMs,
      ratio: largeMs / newMs,
      note: `${SCRAPE_SCALE.pages} pages, ${SCRAPE_SCALE.leads} leads and mails, ${SCRAPE_SCALE.transactions} ledger rows; pages read ${blocks[0]} → ${blocks[1]}`,
    };
  } finally {
    for (const h of handles) await h.close().catch(() => {});
    for (const s of scratch) await s.drop().catch(() => {});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverUrl = await postgresServerUrl();
  if (!serverUrl) throw new Error("no PostgreSQL server answers");
  const row = await benchMetricsScrape(serverUrl, Number(process.env.SAMPLES ?? 31));
  console.log(
    `${row.read}: fresh ${row.newMs.toFixed(2)} ms, large ${row.largeMs.toFixed(2)} ms, ratio ${row.ratio.toFixed(2)}× (${row.note})`,
  );
}
