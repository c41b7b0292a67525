/**
 * Newest-first keyset paging shared by every list: an opaque cursor is base64url of the last row's
 * created_at (ISO, millisecond precision) and id, the pair each list's index sorts by.
 */

import { and, type Column, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Page } from "../../core/api-types.js";
import { ApiError } from "../errors.js";

export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString("base64url");
}

const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Strict: exactly what encodeCursor makes (a date that round-trips, years 1970..9999, a canonical uuid),
 * so nothing the database cannot store or compare ever reaches a query; anything else is 400.
 */
export function decodeCursor(cursor: string): KeysetPosition {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const createdAt = new Date(match?.[1] ?? "");
  const valid =
    match !== null &&
    !Number.isNaN(createdAt.getTime()) &&
    createdAt.toISOString() === match[1] &&
    createdAt.getUTCFullYear() >= 1970;
  if (!valid) throw new ApiError(400, "invalid_cursor", "The cursor is not valid");
  return { createdAt, id: match[2]! };
}

/** Rows after the cursor in newest-first order (undefined, i.e. no condition, without a cursor). */
export function olderThan(createdAt: Column, id: Column, cursor?: string | null): SQL | undefined {
  if (!cursor) return undefined;
  const after = decodeCursor(cursor);
  return or(lt(createdAt, after.createdAt), and(eq(createdAt, after.createdAt), lt(id, after.id)));
}

export const newestFirst = (createdAt: Column, id: Column) => [desc(createdAt), desc(id)];

/** Cuts the `limit + 1` rows a query fetched into a page and the cursor of the next one. */
export function toPage<Row extends KeysetPosition, Item>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Item,
): Page<Item> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(map), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
