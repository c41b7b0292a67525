/**
 * The ledger's hot statements, sent straight to the driver underneath Drizzle: each is one call of a SQL
 * function (migration 0003, bodies replaced by 0004), a named prepared statement on node-postgres (parsed
 * once per connection), and no query building or result mapping in Node. On a Database the statement runs
 * on its own (autocommit: one round trip, no BEGIN/COMMIT); on a Tx it runs inside the caller's transaction.
 */
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client.js";
import { type DriverStatement, firstRow } from "../db/driver-statement.js";
import type { BalanceFigures } from "./ledger.js";

async function queryOne<T>(executor: Executor, statement: DriverStatement, values: unknown[]): Promise<T> {
  return (await firstRow(executor, statement, values)).result as T;
}

const SETTLE_EXPIRED: DriverStatement = {
  name: "ledger_settle_expired_v1",
  text: "SELECT ledger_settle_expired($1, $2) AS result",
};

const RESERVE: DriverStatement = {
  name: "ledger_reserve_v1",
  text: "SELECT ledger_reserve($1, $2, $3, $4, $5, $6, $7, $8) AS result",
};

const SETTLE_HOLD: DriverStatement = {
  name: "ledger_settle_hold_v1",
  text: "SELECT ledger_settle_hold($1, $2, $3, $4, $5, $6) AS result",
};

/** A hold as the functions return it (the Hold type of holds.ts). */
export interface HoldRow {
  id: string;
  userId: string;
  amount: number;
  status: "pending" | "committed" | "released" | "expired";
  purpose: "generation" | "iteration";
  committedAmount: number | null;
}

export type ReserveOutcome =
  | { outcome: "reserved" | "replayed"; hold: HoldRow; balance: BalanceFigures }
  | { outcome: "insufficient"; balance: BalanceFigures; settledExpired: boolean }
  | { outcome: "not_found" };

export type SettleOutcome =
  | { outcome: "settled" | "unchanged"; hold: HoldRow; balance: BalanceFigures }
  | { outcome: "not_found" };

/** Settles the user's lots past expiry (caller holds the profile lock); the new balance, or null if unchanged. */
export function settleExpiredSql(executor: Executor, userId: string, now: Date): Promise<number | null> {
  return queryOne(executor, SETTLE_EXPIRED, [userId, now]);
}

export interface ReserveCall {
  userId: string;
  amount: number;
  purpose: string;
  description: string;
  reference: string | null;
  /** The hold's stored key (`<userId>:<client key>`), or null. */
  holdKey: string | null;
  now: Date;
}

/**
 * On a Database the reservation is its own transaction and commits without waiting for the WAL flush
 * (see ledger_reserve in migration 0003 for why that loses nothing); inside a caller's transaction it
 * leaves that transaction's durability alone.
 */
export function reserveSql(executor: Executor, call: ReserveCall): Promise<ReserveOutcome> {
  return queryOne(executor, RESERVE, [
    call.userId,
    call.amount,
    call.purpose,
    call.description,
    call.reference,
    call.holdKey,
    call.now,
    !(executor instanceof PgTransaction),
  ]);
}

export interface SettleCall {
  holdId: string;
  status: "committed" | "released" | "expired";
  /** Whole tokens to spend; clamped to 0..reserved by the function. */
  spend: number;
  /** The spend's transaction description; null writes no transaction (a release or expiry). */
  description: string | null;
  reference: string | null;
  now: Date;
}

export function settleHoldSql(executor: Executor, call: SettleCall): Promise<SettleOutcome> {
  return queryOne(executor, SETTLE_HOLD, [
    call.holdId,
    call.status,
    call.spend,
    call.description,
    call.reference,
    call.now,
  ]);
}
