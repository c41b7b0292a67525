import { briefOfModel } from "../../composer/stored-brief.js";
import { timeSpanSaid } from "../../ops/range-moved.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { orList } from "../or-list.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation } from "../text.js";
import {
  aboutATimeAlone,
  CLOCK,
  eventTime,
  loneTimes,
  minutesOf,
  plainTime,
  rangedEvent,
  timeAsPageWrites,
} from "../time-role.js";
import { clock, hhmm } from "../values.js";

const TIME = String.raw`\d{1,2}(?:[:.h]\d{2}|h)?(?:\s?[ap]\.?m\.?|\s?uhr)?`;

/** The page's range as written ("20h30", "23h"), found by its start and end, or null. */
function writtenRange(r: Reading, start: number, end: number): [string, string] | null {
  const re = new RegExp(`(?<![\\d:.])(${TIME})\\s*[–—-]\\s*(${TIME})`, "giu");
  for (const { text } of pageTexts(r.model))
    for (const m of text.matchAll(re)) {
      const [a, b] = [m[1]!.trim(), m[2]!.trim()];
      if (minutesOf(a) === start && minutesOf(b) === end) return [a, b];
    }
  return null;
}

/** Minutes written like the page's time `like`, said with their half of the day so 09:00 stays morning. */
function written(minutes: number, like: string): string {
  const h = Math.floor(minutes / 60);
  const said = `${h % 12 || 12}:${String(minutes % 60).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
  return timeAsPageWrites(said, like) ?? hhmm(minutes);
}

/** The one new time the clause says ("to 18:00", "auf 19 Uhr", "alle 18"), or null. */
function timeSaid(r: Reading): string | null {
  const before = wordsOf(r, (p) => [...p.grammar.at, ...p.grammar.to]).filter((w) => /\p{L}/u.test(w));
  const m = new RegExp(
    `(?<![\\p{L}])(?:${alternation(before)})\\s+(${CLOCK})(?:\\s?uhr)?(?![\\p{L}\\d])`,
    "iu",
  ).exec(r.raw);
  const said = m && clock(m[1]!.trim()) ? m[1]!.trim() : plainTime(r.raw);
  return said;
}

/** Minutes past midnight (or before it) are another day: refused, never written as an afternoon. */
const outOfDay = (r: Reading, start: number, end: number): Op[] | null =>
  start < 0 || end >= 24 * 60
    ? [
        {
          op: "refuse",
          part: r.raw.trim(),
          why: reportWords(r.model.lang, "closesBeforeOpens", {
            close: hhmm(((end % 1440) + 1440) % 1440),
            open: hhmm(((start % 1440) + 1440) % 1440),
          }),
        },
      ]
    : null;

/**
 * "push it back an hour", "eine Stunde später", "una hora antes" of an event with a start time and no end
 * ("12 June 2027 at 7:30pm"): its one time moves by the span said, written as the page writes it. A page
 * that writes other times beside it ("doors 6:30pm") is asked which, never guessed.
 */
function startMoved(r: Reading, later: boolean, span: number): Op[] | null {
  const starts = briefOfModel(r.model).dates.filter((d) => d.startTime && !d.endTime && !d.end);
  if (new Set(starts.map((d) => `${d.start} ${d.startTime}`)).size !== 1) return null;
  const from = eventTime(r);
  const old = from === null ? null : minutesOf(from);
  if (from === null || old !== minutesOf(starts[0]!.startTime!)) return null;
  const times = [...new Set(pageTexts(r.model).flatMap(({ text }) => loneTimes(text)))];
  const others = new Set(times.map(minutesOf));
  if (others.size > 1)
    return [
      {
        op: "refuse",
        part: r.raw.trim(),
        why: reportWords(r.model.lang, "whichOne", {
          list: orList(
            r,
            [...others].map((m) => times.find((t) => minutesOf(t) === m)!),
          ),
        }),
      },
    ];
  const start = old! + (later ? span : -span);
  return outOfDay(r, start, start) ?? [{ op: "set_fact", kind: "time", from, to: written(start, from) }];
}

export const eventTimeMove: Rule = {
  name: "event-time-move",
  examples: [
    {
      page: "pottery",
      say: "move it to 11:00, same duration",
      ops: [{ op: "set_fact", kind: "date", from: "9 May 2027", to: "9 May 2027, 11:00–16:00" }],
    },
    {
      page: "pottery",
      say: "start an hour later",
      ops: [{ op: "set_fact", kind: "date", from: "9 May 2027", to: "9 May 2027, 11:00–16:00" }],
    },
    {
      page: "devconf",
      say: "empezamos una hora antes",
      ops: [{ op: "set_fact", kind: "date", from: "4 June 2027", to: "4 June 2027, 08:00–17:00" }],
    },
    // A new start alone with a word moving the event in time: the range keeps its length.
    {
      page: "pottery",
      say: "przesuwamy na 11:00",
      ops: [{ op: "set_fact", kind: "date", from: "9 May 2027", to: "9 May 2027, 11:00–16:00" }],
    },
    {
      page: "devconf",
      say: "lo pasamos a las 10:00",
      ops: [{ op: "set_fact", kind: "date", from: "4 June 2027", to: "4 June 2027, 10:00–19:00" }],
    },
    // An event with one start time and no end: that time moves by the span said.
    {
      page: "webinar",
      say: "push it back an hour",
      ops: [{ op: "set_fact", kind: "time", from: "18:00", to: "19:00" }],
    },
    {
      page: "kurs",
      say: "eine Stunde später bitte",
      ops: [{ op: "set_fact", kind: "time", from: "10:00", to: "11:00" }],
    },
    {
      page: "taller",
      say: "una hora antes",
      ops: [{ op: "set_fact", kind: "time", from: "10:00", to: "9:00" }],
    },
    {
      page: "stage",
      say: "décale de 30 minutes plus tard",
      ops: [{ op: "set_fact", kind: "time", from: "14h", to: "14h30" }],
    },
  ],
  read(r) {
    if (!aboutATimeAlone(r)) return null;
    const later = has(r, (p) => p.shift?.later ?? []);
    const earlier = has(r, (p) => p.shift?.earlier ?? []);
    const span = later !== earlier ? timeSpanSaid(r.text, r.packs) : null;
    const event = rangedEvent(r);
    if (!event) return span === null ? null : startMoved(r, later, span);
    const length = event.end - event.start;
    let start: number | null = null;
    if (span !== null) start = event.start + (later ? span : -span);
    else {
      const keeps = has(r, (p) => [...(p.sameLength ?? []), ...p.verbs.move, ...(p.reschedule ?? [])]);
      const said = keeps ? timeSaid(r) : null;
      if (!said) return null;
      // "alle 6" of an event at 17:00 is 18:00: the hour read in the old start's half of the day.
      start = minutesOf(timeAsPageWrites(said, event.startTime) ?? said);
    }
    if (start === null || start === event.start) return null;
    const end = start + length;
    // Past midnight (or at it) is another day: refused, never written as an afternoon.
    const refused = outOfDay(r, start, end);
    if (refused) return refused;
    // Written as the page writes its range: "20h30–23h" moves to "21h–23h30", "8–18 Uhr" to "9–19 Uhr".
    const [wroteStart, wroteEnd] = writtenRange(r, event.start, event.end) ?? [
      event.startTime,
      event.startTime,
    ];
    const range = `${written(start, wroteStart)}–${written(end, wroteEnd)}`;
    const ops: Op[] = [{ op: "set_fact", kind: "date", from: event.date, to: `${event.date}, ${range}` }];
    return ops;
  },
};
