/**
 * An event's time range moved whole (rules/event-time-move.ts): "9 May 2027, 11:00–16:00" for a page whose
 * event runs 10:00–15:00. The new end is no number the owner said, but it is the page's own length from
 * the start the owner said ("move it to 11:00, same duration") or the page's range moved by the span said
 * ("start an hour later"): the fact guard lets it through as traced. An event's one start time moved by a
 * span ("push it back an hour") is traced alike.
 */
import { briefOfModel } from "../composer/stored-brief.js";
import { spanMinutes } from "../interpret/span.js";
import { minutesOf } from "../interpret/time-role.js";
import type { LanguagePack } from "../lang/types.js";
import type { PageModel } from "../model.js";

/** The span of hours or minutes said; "un'ora", "d'une heure" read as "un' ora". */
export const timeSpanSaid = (text: string, packs: LanguagePack[]) =>
  spanMinutes(text.replace(/(\p{L})['’](?=\p{L})/gu, "$1' "), packs);

const minutes = (h: string, m: string) => Number(h) * 60 + Number(m);

/** Whether `to` is `from` (the event's date) with the page's one time range moved whole by the request. */
export function rangeMoveTraced(
  from: string,
  to: string,
  request: string,
  model: PageModel,
  packs: LanguagePack[],
): boolean {
  if (!to.startsWith(from.trim())) return false;
  const m = /^,\s*(.+?)\s*–\s*(.+)$/u.exec(to.slice(from.trim().length));
  const [start, end] = [minutesOf(m?.[1] ?? ""), minutesOf(m?.[2] ?? "")];
  if (start === null || end === null) return false;
  const ranged = briefOfModel(model).dates.filter((d) => d.startTime && d.endTime && !d.end);
  if (new Set(ranged.map((d) => `${d.start} ${d.startTime}-${d.endTime}`)).size !== 1) return false;
  const [oh, om] = ranged[0]!.startTime!.split(":");
  const [eh, em] = ranged[0]!.endTime!.split(":");
  const [oldStart, oldEnd] = [minutes(oh!, om ?? "0"), minutes(eh!, em ?? "0")];
  if (end - start !== oldEnd - oldStart) return false;
  const span = timeSpanSaid(request, packs);
  if (span !== null && Math.abs(start - oldStart) === span) return true;
  // The new start is a time the owner said: its hour (or the hour 12 before it) and its minutes.
  const numbers = new Set((request.match(/\d{1,2}/g) ?? []).map(Number));
  const hour = Math.floor(start / 60);
  return (numbers.has(hour) || numbers.has(hour - 12)) && (start % 60 === 0 || numbers.has(start % 60));
}

/** Whether `to` is the event's one time `from` moved by the span the request says ("push it back an hour"). */
export function timeShiftTraced(from: string, to: string, request: string, packs: LanguagePack[]): boolean {
  const [before, after] = [minutesOf(from), minutesOf(to)];
  const span = timeSpanSaid(request, packs);
  return before !== null && after !== null && span !== null && Math.abs(after - before) === span;
}
