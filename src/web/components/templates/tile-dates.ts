/**
 * The grid's tiles can look alike — a page and its duplicate show the same picture, and a title too long for
 * "Copy of …" stays the same — so each tile says when its page was made, and, when it changed since, when it
 * was last updated. Where two listed pages share a title, their times are given to the second, so the dates
 * tell them apart.
 */
import { formatDateTime } from "../../lib/billing-api.js";

export interface TileDates {
  made: string;
  updated: string | null;
}

const MINUTE = 60_000;

/** The titles shared by more than one of `items` (a tile with one of them gives its times to the second). */
export function sharedTitles(items: readonly { title: string }[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { title } of items) {
    if (seen.has(title)) shared.add(title);
    seen.add(title);
  }
  return shared;
}

/** What a tile says about its page's dates: made, and updated only when it changed after it was made. */
export function tileDates(
  page: { createdAt: string; updatedAt: string; version: number },
  titleShared: boolean,
): TileDates {
  const changed =
    page.version > 1 || new Date(page.updatedAt).getTime() - new Date(page.createdAt).getTime() >= MINUTE;
  return {
    made: formatDateTime(page.createdAt, { seconds: titleShared }),
    updated: changed ? formatDateTime(page.updatedAt, { seconds: titleShared }) : null,
  };
}
