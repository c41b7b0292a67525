/**
 * What the database knows, read at scrape time: jobs by kind, outcome and provider, the job queue, the mail
 * queue and tokens sold and spent. Read from the tables rather than counted in memory, so every instance
 * (app or worker) reports the same totals and nothing resets on restart. One statement per scrape.
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

export async function readBusinessFigures(db: Database): Promise<BusinessFigures> {
  const result = await db.execute(sql`
    SELECT 'jobs' AS figure, kind AS a, status AS b, provider AS c, count(*)::float8 AS value
      FROM jobs GROUP BY kind, status, provider
    UNION ALL
    SELECT 'queue', kind, count(*)::text, NULL,
           extract(epoch FROM now() - min(created_at))::float8
      FROM jobs WHERE status = 'queued' GROUP BY kind
    UNION ALL
    SELECT 'mail', status, NULL, NULL, count(*)::float8 FROM mail_queue GROUP BY status
    UNION ALL
    SELECT 'sold', NULL, NULL, NULL, coalesce(sum(total_tokens), 0)::float8
      FROM purchases WHERE status = 'paid'
    UNION ALL
    SELECT 'spent', type, NULL, NULL, coalesce(sum(-amount), 0)::float8
      FROM token_transactions WHERE type IN ('generation', 'iteration') GROUP BY type
  `);
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
