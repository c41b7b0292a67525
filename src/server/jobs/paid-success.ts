/**
 * A paid job's end in ONE statement, which is its own transaction (no BEGIN/COMMIT round trips): the job row
 * locked if this worker still owns it, its hold committed by ledger_settle_hold (the ledger's function, as
 * billing's commitHoldWithin calls it), and only when both hold: the work's own writes (`saves`), the job
 * succeeded with its result, and its events (those not written yet, then `done`). Otherwise nothing is
 * written (but the settlement of expired lots that every ledger call makes first), and this throws as the
 * transaction it replaces did: 409 job_lost, or 409 hold_expired. A cancel requested before this statement
 * takes the job's row lock wins: the page is not saved and nothing is charged (job_lost; the runner then
 * ends the job as cancelled).
 *
 * The job row is locked before the ledger's profile lock, the order endJobWithoutResult takes them in.
 *
 * The statement sends no NOTIFY: the job's end is announced by a statement of its own once this one has
 * committed (job-queue.ts, dispatch.ts announceEnd), so a NOTIFY that fails (a full queue) never undoes
 * a page made and paid for, and a listener never wakes before the row it reads is there.
 */
import { type SQL, sql } from "drizzle-orm";
import type { IterationResult, PaidResult } from "../../core/api-types.js";
import { holdExpiredError } from "../billing/holds.js";
import type { BalanceFigures } from "../billing/ledger.js";
import type { HoldRow, SettleOutcome } from "../billing/ledger-sql.js";
import type { Database } from "../db/client.js";
import { firstRowOfSql } from "../db/driver-statement.js";
import { ApiError } from "../errors.js";
import { type JobEventName, successEventCount, successEvents } from "./event-log.js";
import { storedResult } from "./job-result.js";

/** The CTE the work's writes read FROM, so they run only when the hold was committed. */
export const PAID = sql.raw("paid");

export interface PaidSuccess {
  job: { id: string; attempts: number; holdId: string };
  /** Tokens to spend of the hold (a whole number within what it reserved). */
  spend: number;
  description: string;
  reference: string;
  now: Date;
  /** The job's result; its tokenBalance is set from the committed balance. */
  result: PaidResult | IterationResult;
  /** Events queued before the save and not written yet, in order. */
  earlier: { event: JobEventName; data: unknown }[];
  /** Data-modifying CTEs of the work, each reading FROM `PAID`. */
  saves: SQL;
}

/** Runs the statement; the committed balance, or throws job_lost / hold_expired / 404 (no such hold). */
export async function succeedPaid(db: Database, success: PaidSuccess): Promise<BalanceFigures> {
  const { job } = success;
  const row = await firstRowOfSql(
    db,
    "jobs_paid_success",
    sql`
    WITH owned AS (
      SELECT id FROM jobs
      WHERE id = ${job.id} AND status = 'running' AND attempts = ${job.attempts}
        AND cancel_requested_at IS NULL
      FOR UPDATE),
    settled AS (
      SELECT ledger_settle_hold(${job.holdId}::uuid, 'committed', ${success.spend}::int,
        ${success.description}::text, ${success.reference}::text, ${success.now}::timestamptz) AS result
      FROM owned),
    ${PAID} AS (
      SELECT result->'balance' AS balance FROM settled WHERE result->'hold'->>'status' = 'committed'),
    ${success.saves},
    succeeded AS (
      UPDATE jobs SET status = 'succeeded', stage = 'done', message = 'Done',
        result = jsonb_set(${storedResult(success.result)}::jsonb, '{tokenBalance}',
          (${PAID}.balance->'tokenBalance')::jsonb),
        template_id = ${success.result.template.id}::uuid, input = '{}'::jsonb,
        heartbeat_at = NULL, finished_at = now(), updated_at = now(),
        last_event_seq = jobs.last_event_seq + ${successEventCount(success.earlier)}
      FROM ${PAID}
      WHERE jobs.id = ${job.id}
      RETURNING jobs.id, jobs.last_event_seq),
    ${successEvents(success.earlier)}
    SELECT (SELECT count(*) FROM owned)::int AS owned, (SELECT result FROM settled) AS settlement,
      (SELECT count(*) FROM succeeded)::int AS succeeded`,
  );
  if (!row || Number(row.owned) === 0)
    throw new ApiError(409, "job_lost", "This job was cancelled or taken over.");
  const settlement = row.settlement as SettleOutcome;
  if (settlement.outcome === "not_found") throw new ApiError(404, "not_found", "Hold not found");
  if ((settlement.hold as HoldRow).status !== "committed" || Number(row.succeeded) !== 1)
    throw holdExpiredError();
  return settlement.balance;
}
