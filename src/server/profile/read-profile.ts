/**
 * GET /api/profile's figures in ONE prepared statement: the user, the profile's cached figures, and what
 * only the lots and the expiry transactions can tell (lots past expiry not settled yet, the free tokens,
 * the tokens lost to expiry, the lots expiring within 30 days). It answers exactly what the ledger's
 * summarizeBalance + freeAndExpiredTokens answer (billing/ledger.ts), which took four statements.
 *
 * The statement comes in two forms: by user id (after a write, or when the session was read already), and
 * by session token, which reads the session too, so a signed-in GET /api/profile is one round trip.
 */
import { EXPIRING_SOON_DAYS } from "../../core/pricing.js";
import type { SessionRow } from "../auth/session-check.js";
import type { DatabaseHandle } from "../db/client.js";
import { preparedQuery } from "../db/prepared-query.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProfileRow {
  id: string;
  email: string;
  email_verified: boolean;
  created_at: Date;
  full_name: string;
  token_balance: number;
  total_tokens_purchased: number;
  total_tokens_used: number;
  verification_sent_at: Date | null;
  pending_email: string | null;
  pending_email_requested_at: Date | null;
  /** Remaining tokens of lots past expires_at whose expiry is not written yet. */
  unsettled_tokens: number;
  /** Lots given rather than bought (the welcome grant, refunds). */
  free_tokens: number;
  /** Tokens the written expiry transactions took. */
  settled_expired_tokens: number;
  /** Spendable lots expiring within 30 days, in spend order; expires_ms is epoch milliseconds. */
  expiring: { tokens: number; expires_ms: number }[];
}

/** The by-token form's row: the session check's columns beside the profile's. */
export type ProfileWithSessionRow = ProfileRow & SessionRow;

// $1 = the user id or the session token, $2 = now, $3 = now + 30 days. The lot conditions mirror
// ledger.ts: dueLotsCondition (unsettled), spendableLotCondition + expires_at <= soon ordered by
// spendOrder (expiring).
const profileSql = (by: "user" | "session token") => `
  select ${by === "user" ? "" : "s.id as session_id, s.expires_at, u.id as user_id, u.name,"}
    u.id, u.email, u.email_verified, u.created_at,
    p.full_name, p.token_balance, p.total_tokens_purchased, p.total_tokens_used,
    p.verification_sent_at, p.pending_email, p.pending_email_requested_at,
    lots.unsettled_tokens, lots.free_tokens, lots.expiring,
    (select coalesce(sum(-t.amount), 0)::int from token_transactions t
      where t.user_id = u.id and t.type = 'expiry') as settled_expired_tokens
  from ${by === "user" ? "users u" : "sessions s join users u on u.id = s.user_id"}
  join profiles p on p.id = u.id
  cross join lateral (
    select
      coalesce(sum(l.remaining) filter (where l.expired_at is null and l.expires_at <= $2), 0)::int
        as unsettled_tokens,
      coalesce(sum(l.amount) filter (where l.source <> 'purchase'), 0)::int as free_tokens,
      coalesce(
        json_agg(json_build_object(
          'tokens', l.remaining,
          'expires_ms', floor(extract(epoch from l.expires_at) * 1000)
        ) order by l.expires_at asc nulls last, l.created_at asc, l.id asc)
        filter (where l.expired_at is null and l.remaining > 0 and l.expires_at > $2 and l.expires_at <= $3),
        '[]'::json
      ) as expiring
    from token_lots l
    where l.user_id = u.id
  ) lots
  where ${by === "user" ? "u.id = $1" : "s.token = $1"}`;

export type ReadProfileRow = (userId: string, now: Date) => Promise<ProfileRow | undefined>;

export function profileReader(database: DatabaseHandle): ReadProfileRow {
  return rowReader<ProfileRow>(database, "lpb_profile_read", profileSql("user"));
}

/** The profile of the session with this token, with the session's own columns (no row: no such session). */
export function profileBySessionReader(
  database: DatabaseHandle,
): (token: string, now: Date) => Promise<ProfileWithSessionRow | undefined> {
  return rowReader<ProfileWithSessionRow>(database, "lpb_profile_by_session", profileSql("session token"));
}

function rowReader<Row>(database: DatabaseHandle, name: string, sql: string) {
  const query = preparedQuery<Row>(database, name, sql);
  return async (key: string, now: Date): Promise<Row | undefined> => {
    const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
    const [row] = await query([key, now, soon]);
    return row;
  };
}
