/**
 * A new job and its token reservation in ONE statement (one round trip, one commit): ledger_reserve (the
 * ledger's own SQL function, called as billing's reserveTokens calls it) and, only when it reserved, the
 * `jobs` row holding the hold. Either both exist or neither, so there is no hold to give back when the
 * insert fails. The outcomes are answered as reserveTokens answers them (402, 404, the balance published).
 *
 * The statement sends no NOTIFY: a queued job's wake-up goes after this commit, in a statement of its own
 * (job-queue.ts submit, dispatch.ts wakeOne). A NOTIFY inside it that failed (a full notification queue
 * fails at commit) rolled the job and its hold back and answered 500 for a request that only lacked a wake-up.
 */
import { getTableColumns } from "drizzle-orm";
import type { EventBus } from "../app-types.js";
import { answerReservation, assertReservable, type HoldPurpose } from "../billing/holds.js";
import type { ReserveOutcome } from "../billing/ledger-sql.js";
import type { Database } from "../db/client.js";
import { type DriverStatement, firstRow } from "../db/driver-statement.js";
import { jobs } from "../db/schema.js";
import type { JobRow } from "./job-store.js";

export interface NewJob {
  userId: string;
  kind: HoldPurpose;
  title: string;
  templateId: string | null;
  cost: number;
  description: string;
  provider: string;
  input: unknown;
  /** Run in this process at once: the insert is the claim (running, first attempt, heartbeat now). */
  runHere: boolean;
  /** This process's worker id (dispatch.ts), the claim's mark when it runs here. */
  workerId?: string | null;
  /**
   * Announce the balance the reservation leaves (the default). Not for work already under way here that ends within
   * milliseconds: its end announces the balance, and a NOTIFY for the moment between would only load the
   * database while the page is saved.
   */
  announceReserved?: boolean;
}

// The reservation commits with this statement's transaction (p_own_transaction false): synchronously, as
// the job row did before, so an accepted job survives a database crash with its hold.
const STATEMENT: DriverStatement = {
  name: "jobs_create_with_reservation_v5",
  text: `
  WITH reserved AS (
    SELECT ledger_reserve($1::text, $2::int, $3::text, $4::text, $5::text, NULL::text, $6::timestamptz, false)
      AS result),
  job AS (
    INSERT INTO jobs (user_id, kind, title, template_id, hold_id, provider, input, status, attempts,
      heartbeat_at, started_at, claimed_by)
    SELECT $1::text, $3::text, $7::text, $8::uuid, (reserved.result->'hold'->>'id')::uuid, $9::text,
      $10::jsonb, CASE WHEN $11::boolean THEN 'running' ELSE 'queued' END,
      CASE WHEN $11::boolean THEN 1 ELSE 0 END,
      CASE WHEN $11::boolean THEN now() END, CASE WHEN $11::boolean THEN now() END,
      CASE WHEN $11::boolean THEN $12::text END
    FROM reserved WHERE reserved.result->>'outcome' = 'reserved'
    RETURNING *)
  SELECT reserved.result AS reservation, job.*
  FROM reserved LEFT JOIN job ON true`,
};

/** Column names as stored → JobRow's keys, from the schema. */
const JOB_COLUMNS = Object.entries(getTableColumns(jobs)).map(([key, column]) => [key, column.name] as const);

/** Reserves the job's cost and inserts the job; 402 insufficient_tokens (nothing created) when short. */
export async function createJobWithReservation(
  db: Database,
  events: EventBus,
  job: NewJob,
  now: Date,
): Promise<JobRow> {
  assertReservable(job.cost);
  const row = await firstRow(db, STATEMENT, [
    job.userId,
    job.cost,
    job.kind,
    job.description,
    job.templateId,
    now,
    job.title,
    job.templateId,
    job.provider,
    JSON.stringify(job.input),
    job.runHere,
    job.workerId ?? null,
  ]);
  await answerReservation(row.reservation as ReserveOutcome, events, {
    userId: job.userId,
    purpose: job.kind,
    amount: job.cost,
    announceReserved: job.announceReserved,
  });
  return Object.fromEntries(JOB_COLUMNS.map(([key, name]) => [key, row[name]])) as JobRow;
}
