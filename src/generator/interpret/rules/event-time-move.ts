import { timeSpanSaid } from "../../ops/range-moved.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation } from "../text.js";
import { aboutATimeAlone, CLOCK, minutesOf, plainTime, rangedEvent, timeAsPageWrites } from "../time-role.js";
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
  ],
  read(r) {
    if (!aboutATimeAlone(r)) return null;
    const event = rangedEvent(r);
    if (!event) return null;
    const length = event.end - event.start;
    const later = has(r, (p) => p.shift?.later ?? []);
    const earlier = has(r, (p) => p.shift?.earlier ?? []);
    const span = later !== earlier ? timeSpanSaid(r.text, r.packs) : null;
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
    if (start < 0 || end >= 24 * 60)
      return [
        {
          op: "refuse",
          part: r.raw.trim(),
          why: reportWords(r.model.lang, "closesBeforeOpens", {
            close: hhmm(end % (24 * 60)),
            open: hhmm(start),
          }),
        },
      ];
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
