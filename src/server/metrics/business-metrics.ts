/**
 * What the database knows, read at scrape time: jobs by kind, outcome and provider, the job queue, the mail
 * queue and tokens sold and spent. Read from the database rather than counted in memory, so every instance
 * (app or worker) reports the same totals and nothing resets on restart. One statement per scrape, whose
 * cost does not grow with the data: the totals are kept by triggers in metric_counts (migration 0019; a few
 * dozen rows), and the queue is read through jobs_status_idx (only the jobs waiting).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";

/** One row of the scrape query: which figure, up to three labels, a value. */
interface FigureRow {
  figure: "jobs" | "queue" | "mail" | "sold" | "spent";
  a: string | null;
  b: string | null;
  c: string | null;
  value: number | string | null;
}

export interface JobCount {
  kind: string;
  status: string;
  provider: string;
  count: number;
}

export interface QueuedJobs {
  kind: string;
  count: number;
  /** Seconds since the oldest queued job of this kind was created. */
  oldestAgeSeconds: number;
}

export interface BusinessFigures {
  jobs: JobCount[];
  queued: QueuedJobs[];
  /** mail_queue rows by status (pending, sending, sent, dead). */
  mail: Map<string, number>;
  tokensSold: number;
  /** Tokens charged by transaction type (generation, iteration); refunds are not subtracted. */
  tokensSpent: Map<string, number>;
}

/** The figures' statement (exported for the bench, which reads its plan). */
export const FIGURES_QUERY = sql`
    SELECT figure, a, b, c, sum(value)::float8 AS value
      FROM metric_counts GROUP BY figure, a, b, c
    UNION ALL
    SELECT 'queue', kind, count(*)::text, NULL,
           extract(epoch FROM now() - min(created_at))::float8
      FROM jobs WHERE status = 'queued' GROUP BY kind`;

export async function readBusinessFigures(db: Database): Promise<BusinessFigures> {
  const result = await db.execute(FIGURES_QUERY);
  const rows = (result as unknown as { rows: FigureRow[] }).rows;
  const figures: BusinessFigures = {
    jobs: [],
    queued: [],
    mail: new Map(),
    tokensSold: 0,
    tokensSpent: new Map(),
  };
  for (const row of rows) {
    const value = Number(row.value ?? 0);
    // A count back at 0 (every job that was running has ended) is left out, as a table without such rows
    // was: the registry reports the usual labels at 0 itself.
    if (value === 0 && row.figure !== "queue") continue;
    if (row.figure === "jobs") {
      figures.jobs.push({ kind: row.a ?? "", status: row.b ?? "", provider: row.c ?? "", count: value });
    } else if (row.figure === "queue") {
      figures.queued.push({ kind: row.a ?? "", count: Number(row.b), oldestAgeSeconds: Math.max(0, value) });
    } else if (row.figure === "mail") {
      figures.mail.set(row.a ?? "", value);
    } else if (row.figure === "sold") {
      figures.tokensSold = value;
    } else if (row.figure === "spent") {
      figures.tokensSpent.set(row.a ?? "", value);
    }
  }
  return figures;
}

/**
 * Folds the counts of database connections that are gone into backend 0 (their values kept), so
 * metric_counts stays a few rows per live connection however often the pools reconnect. Rows a live
 * transaction holds are skipped; the backend-0 rows are written in one order, so two folds never deadlock.
 */
export async function foldMetricCounts(db: Database): Promise<number> {
  const result = await db.execute(sql`
    WITH gone AS (
      SELECT figure, a, b, c, backend FROM metric_counts
      WHERE backend <> 0 AND backend NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)
      FOR UPDATE SKIP LOCKED),
    moved AS (
      DELETE FROM metric_counts m USING gone g
      WHERE (m.figure, m.a, m.b, m.c, m.backend) = (g.figure, g.a, g.b, g.c, g.backend)
      RETURNING m.figure, m.a, m.b, m.c, m.value),
    folded AS (
      INSERT INTO metric_counts (figure, a, b, c, backend, value)
      SELECT figure, a, b, c, 0, sum(value) FROM moved GROUP BY figure, a, b, c ORDER BY figure, a, b, c
      ON CONFLICT (figure, a, b, c, backend) DO UPDATE SET value = metric_counts.value + excluded.value
      RETURNING 1)
    SELECT (SELECT count(*) FROM moved)::int AS moved`);
  return Number((result as unknown as { rows: { moved: number }[] }).rows[0]?.moved ?? 0);
}
