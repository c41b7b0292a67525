/**
 * Costs as data grows: the reads a user makes every day, for a new account (one page, one version, a few
 * leads) and for one with 1,000 pages, 100 versions of the page it opens, 20,000 leads and 10,000 ledger
 * rows, on one app process on PostgreSQL. Each read is timed alternating between the two accounts; the
 * ratio (large ÷ new) should stay within 1.5×. The CSV export is inherently longer for 20,000 leads: what
 * must stay flat is its first byte and the server's memory while it streams. Run alone: `tsx bench/data-scale.ts`.
 */
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Account, fund, generateOverHttp, REQUEST_TIMEOUT_MS, signUp } from "./account.js";
import { type BenchProcess, rssMb, startApp } from "./app-server.js";
import { createScratchDatabase, postgresServerUrl } from "./postgres.js";
import { median } from "./stats.js";

export const LARGE = { pages: 1000, versions: 100, leads: 20_000, transactions: 10_000 };
const SMALL_LEADS = 20;
/** CSV exports per account (the large one's is 2.7 MB, about a second each). */
const CSV_RUNS = 7;
/** A word one lead of each account carries, so a search finds one lead among 20 or among 20,000. */
const RARE_WORD = "zanzibar";

export interface ScaleRow {
  read: string;
  /** p50 ms for the new account and the large one (for the CSV: time to its first byte). */
  newMs: number;
  largeMs: number;
  ratio: number;
  note?: string;
}

export interface DataScaleResult {
  rows: ScaleRow[];
  csv: { newPeakRssMb: number; largePeakRssMb: number; largeMb: number; largeSeconds: number };
  storage: { bytesPerPage: number; bytesPerVersion: number };
}

interface Seeded {
  account: Account;
  templateId: string;
}

/** Rows of `table` copied `count` times from the rows `where` picks, some columns replaced (SQL expressions of g). */
async function cloneRows(
  db: pg.Client,
  table: string,
  where: string,
  count: number,
  overrides: Record<string, string>,
  params: unknown[] = [],
): Promise<void> {
  const { rows } = await db.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position",
    [table],
  );
  const columns = rows.map((r) => r.column_name);
  const select = columns.map((c) => overrides[c] ?? `t.${c}`).join(", ");
  await db.query(
    `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM ${table} t, generate_series(1, ${count}) g WHERE ${where}`,
    params,
  );
}

async function userId(db: pg.Client, templateId: string): Promise<string> {
  const { rows } = await db.query("SELECT user_id FROM templates WHERE id = $1", [templateId]);
  return rows[0].user_id;
}

/** `count` leads on the page's form: a name, an address and a message, one of them mentioning RARE_WORD. */
async function addLeads(db: pg.Client, templateId: string, count: number): Promise<void> {
  const owner = await userId(db, templateId);
  // The page's own form when the generation made one.
  await db.query(
    "INSERT INTO lead_forms (token, user_id, template_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    [`bench-form-${templateId}`, owner, templateId],
  );
  const { rows } = await db.query("SELECT token FROM lead_forms WHERE template_id = $1", [templateId]);
  const token = rows[0].token;
  await db.query(
    `INSERT INTO leads (user_id, form_token, template_id, page_title, form_id, fields, ip_hash, created_at)
     SELECT $1, $2, $3, 'Bench page', 'signup',
       jsonb_build_array(
         jsonb_build_array('name', 'Visitor ' || g),
         jsonb_build_array('email', 'visitor' || g || '@example.com'),
         jsonb_build_array('message', CASE WHEN g = $4 / 2 THEN 'Shipping to ${RARE_WORD} please'
           ELSE 'Interested in the spring offer, call me after ' || (g % 12 + 1) || ' pm' END)),
       md5(g::text), now() - g * interval '1 minute'
     FROM generate_series(1, $4) g`,
    [owner, token, templateId, count],
  );
}

async function seedNew(app: BenchProcess, db: pg.Client): Promise<Seeded> {
  const account = await signUp(app.baseUrl, "bench-scale-new@example.com");
  await fund(app.baseUrl, account);
  const templateId = await generateOverHttp(app.baseUrl, account, 1);
  await addLeads(db, templateId, SMALL_LEADS);
  return { account, templateId };
}

/** The large account: one page generated over HTTP, its versions and the rest written in SQL. */
async function seedLarge(app: BenchProcess, db: pg.Client): Promise<Seeded> {
  const account = await signUp(app.baseUrl, "bench-scale-large@example.com");
  await fund(app.baseUrl, account);
  const templateId = await generateOverHttp(app.baseUrl, account, 2);
  const owner = await userId(db, templateId);
  // The other pages: copies of the first at its first version, older than it so it stays on top.
  await db.query(
    "CREATE TEMP TABLE first_body AS SELECT body_hash FROM template_versions WHERE template_id = $1 AND version = 1",
    [templateId],
  );
  await cloneRows(
    db,
    "templates",
    "t.id = $1",
    LARGE.pages - 1,
    {
      id: "gen_random_uuid()",
      title: "t.title || ' copy ' || g",
      version: "1",
      created_at: "t.created_at - g * interval '1 hour'",
      updated_at: "t.created_at - g * interval '1 hour'",
    },
    [templateId],
  );
  await db.query(
    `INSERT INTO page_bodies (template_id, hash, html)
     SELECT c.id, b.hash, b.html FROM templates c, page_bodies b, first_body f
     WHERE c.user_id = $2 AND c.id <> $1 AND b.template_id = $1 AND b.hash = f.body_hash`,
    [templateId, owner],
  );
  await db.query(
    `INSERT INTO template_versions (template_id, version, body_hash, change)
     SELECT c.id, 1, f.body_hash, 'generation' FROM templates c, first_body f WHERE c.user_id = $2 AND c.id <> $1`,
    [templateId, owner],
  );
  // Its versions: each a distinct page, stored as the app stores them (a body per distinct page, keyed by
  // the SHA-256 of its UTF-8 bytes), written here because 99 hand edits over HTTP take minutes on a busy machine.
  await db.query(
    `WITH page AS (SELECT html_content AS html FROM templates WHERE id = $1),
     edits AS (SELECT v, replace(page.html, '</body>', '<!-- edit ' || v || ' --></body>') AS html
       FROM page, generate_series(2, $2::int) v),
     bodies AS (INSERT INTO page_bodies (template_id, hash, html)
       SELECT $1, encode(sha256(convert_to(html, 'UTF8')), 'hex'), html FROM edits),
     versions AS (INSERT INTO template_versions (template_id, version, body_hash, change)
       SELECT $1, v, encode(sha256(convert_to(html, 'UTF8')), 'hex'), 'edit ' || v FROM edits)
     UPDATE templates SET version = $2, html_content = (SELECT html FROM edits WHERE v = $2) WHERE id = $1`,
    [templateId, LARGE.versions],
  );
  await addLeads(db, templateId, LARGE.leads);
  await cloneRows(
    db,
    "token_transactions",
    "t.id = (SELECT id FROM token_transactions WHERE user_id = $1 AND type = 'generation' LIMIT 1)",
    LARGE.transactions,
    {
      id: "gen_random_uuid()",
      idempotency_key: "'bench-scale-' || g",
      created_at: "t.created_at - g * interval '1 minute'",
    },
    [owner],
  );
  await db.query("ANALYZE");
  return { account, templateId };
}

/** One read: its time in ms and the size of its answer in bytes (what grows when a list is not paged). */
async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const reply = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!reply.ok) throw new Error(`${url}: ${reply.status} ${await reply.text()}`);
  const bytes = (await reply.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The CSV export: time to the first byte, whole time, bytes, and the server's peak memory meanwhile. */
async function exportCsv(app: BenchProcess, account: Account) {
  let peak = rssMb(app.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(app.pid));
  }, 50);
  try {
    const started = performance.now();
    const reply = await fetch(`${app.baseUrl}/api/leads.csv`, {
      headers: { cookie: account.cookie },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!reply.ok || !reply.body) throw new Error(`CSV export: ${reply.status}`);
    let firstByteMs = Number.NaN;
    let bytes = 0;
    const reader = reply.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += read.value.length;
    }
    return { firstByteMs, totalMs: performance.now() - started, bytes, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchDataScale(serverUrl: string, samples: number): Promise<DataScaleResult> {
  const database = await createScratchDatabase(serverUrl, "scale");
  const db = new pg.Client({ connectionString: database.url });
  let app: BenchProcess | undefined;
  try {
    app = await startApp({ databaseUrl: database.url });
    await db.connect();
    const small = await seedNew(app, db);
    const large = await seedLarge(app, db);
    const base = app.baseUrl;
    const reads: [string, (s: Seeded) => string][] = [
      ["template list (first page)", () => `${base}/api/templates`],
      ["one page opened", (s) => `${base}/api/templates/${s.templateId}`],
      ["version history", (s) => `${base}/api/templates/${s.templateId}/versions`],
      ["leads inbox (first page)", () => `${base}/api/leads`],
      [`inbox search (“${RARE_WORD}”)`, () => `${base}/api/leads?q=${RARE_WORD}`],
      ["transactions list (first page)", () => `${base}/api/transactions`],
    ];
    const rows: ScaleRow[] = [];
    for (const [read, url] of reads) {
      const times = { small: [] as number[], large: [] as number[] };
      // Warm-up, and the size of each answer.
      const [smallBytes, largeBytes] = [
        (await timed(url(small), small.account.cookie)).bytes,
        (await timed(url(large), large.account.cookie)).bytes,
      ];
      for (let i = 0; i < samples; i++) {
        // Alternating which goes first, so neither always follows the other's cache misses.
        const order = i % 2 ? [large, small] : [small, large];
        for (const s of order)
          (s === small ? times.small : times.large).push((await timed(url(s), s.account.cookie)).ms);
      }
      const newMs = median(times.small);
      const largeMs = median(times.large);
      rows.push({
        read,
        newMs,
        largeMs,
        ratio: largeMs / newMs,
        note: `answer ${kb(largeBytes)}, the new account's ${kb(smallBytes)}`,
      });
    }
    const csvRuns = {
      small: [] as Awaited<ReturnType<typeof exportCsv>>[],
      large: [] as Awaited<ReturnType<typeof exportCsv>>[],
    };
    // Seven each: three left one run's wait on a loaded machine deciding the first byte's median.
    for (let i = 0; i < CSV_RUNS; i++) {
      csvRuns.small.push(await exportCsv(app, small.account));
      csvRuns.large.push(await exportCsv(app, large.account));
    }
    const firstByte = (runs: { firstByteMs: number }[]) => median(runs.map((r) => r.firstByteMs));
    const last = csvRuns.large.at(-1)!;
    rows.push({
      read: "CSV export, time to first byte",
      newMs: firstByte(csvRuns.small),
      largeMs: firstByte(csvRuns.large),
      ratio: firstByte(csvRuns.large) / firstByte(csvRuns.small),
      note: `whole export ${(last.bytes / 1e6).toFixed(1)} MB in ${(last.totalMs / 1000).toFixed(1)} s`,
    });
    const peak = (runs: { peakRssMb: number }[]) => Math.max(...runs.map((r) => r.peakRssMb));
    const { rows: sizes } = await db.query(
      `SELECT (SELECT count(*) FROM templates)::int AS pages, (SELECT count(*) FROM template_versions)::int AS versions,
              pg_total_relation_size('templates')::bigint AS templates_bytes,
              (pg_total_relation_size('template_versions') + pg_total_relation_size('page_bodies'))::bigint AS version_bytes`,
    );
    const size = sizes[0];
    return {
      rows,
      csv: {
        newPeakRssMb: peak(csvRuns.small),
        largePeakRssMb: peak(csvRuns.large),
        largeMb: last.bytes / 1e6,
        largeSeconds: last.totalMs / 1000,
      },
      storage: {
        bytesPerPage: Number(size.templates_bytes) / size.pages,
        bytesPerVersion: Number(size.version_bytes) / size.versions,
      },
    };
  } finally {
    await db.end().catch(() => {});
    await app?.stop().catch(() => {});
    // BENCH_SCALE_KEEP=1 leaves the seeded database for EXPLAIN ANALYZE (its URL is printed).
    if (process.env.BENCH_SCALE_KEEP === "1") console.error(`kept: ${database.url}`);
    else await database.drop().catch(() => {});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serverUrl = await postgresServerUrl();
  if (!serverUrl) throw new Error("No PostgreSQL reachable");
  console.log(
    JSON.stringify(await benchDataScale(serverUrl, Number(process.env.BENCH_SCALE_SAMPLES ?? 30)), null, 2),
  );
  process.exit(0);
}
