/**
 * Idempotency-Key support: the replay store lives in idempotency_keys (one row per user, scope and key,
 * holding a hash of the request and the response to replay). Keys are kept at least 24 hours.
 */
import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { Executor } from "../db/client.js";
import { idempotencyKeys } from "../db/schema.js";
import { ApiError } from "../errors.js";

export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;
const MAX_KEY_LENGTH = 200;

/** A stable hash of the meaningful part of a request (plain JSON values, object keys sorted). */
export function requestHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Checks the Idempotency-Key header: required, 1..200 visible characters. */
export function requireIdempotencyKey(header: string | undefined | null): string {
  const key = header?.trim();
  if (!key) {
    throw new ApiError(
      400,
      "idempotency_key_required",
      "The Idempotency-Key header is required for purchases",
    );
  }
  if (key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError(
      400,
      "invalid_idempotency_key",
      `The Idempotency-Key header must be 1-${MAX_KEY_LENGTH} visible ASCII characters`,
    );
  }
  return key;
}

export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request",
  );

/** Deletes replay rows older than the retention period; returns how many. Run by the billing jobs. */
export async function deleteOldIdempotencyKeys(
  db: Executor,
  now: Date,
  retentionHours = IDEMPOTENCY_KEY_RETENTION_HOURS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionHours * 3_600_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
