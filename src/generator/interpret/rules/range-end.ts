import { type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, norm } from "../text.js";
import { aboutATimeAlone, CLOCK, minutesOf, rangedEvent, timeAsPageWrites } from "../time-role.js";
import { clock, hhmm } from "../values.js";

/** The time said right after an until or end word (a few words may stand between: "finit à", "geht bis um"). */
function endSaid(r: Reading): string | null {
  const not = new Set(wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.at, "-", "–"]).map(norm));
  const until = wordsOf(r, (p) => p.grammar.until).filter((w) => !not.has(norm(w)) && /\p{L}/u.test(w));
  const ends = wordsOf(r, (p) => p.ends ?? []);
  const markers = [...until, ...ends];
  const re = new RegExp(
    `(?<![\\p{L}])(?:${alternation(markers)})(?![\\p{L}])(?:\\s+[\\p{L}']+){0,2}?\\s+(${CLOCK})(?:\\s?uhr)?(?![\\p{L}\\d])`,
    "iu",
  );
  // "trwa do 15:00", "duurt tot 20:00": a verb of lasting makes any "to" word an until word.
  const lasts = wordsOf(r, (p) => p.lasts ?? []);
  const to = wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.until, ...p.grammar.at]).filter((w) =>
    /\p{L}/u.test(w),
  );
  const lasting = lasts.length
    ? new RegExp(
        `(?<![\\p{L}])(?:${alternation(lasts)})(?![\\p{L}])(?:\\s+[\\p{L}']+){0,2}?\\s+(?:${alternation(to)})\\s+(${CLOCK})(?:\\s?uhr)?(?![\\p{L}\\d])`,
        "iu",
      )
    : null;
  const m = re.exec(r.raw) ?? lasting?.exec(r.raw);
  return m && clock(m[1]!.trim()) ? m[1]!.trim() : null;
}

export const rangeEnd: Rule = {
  name: "range-end",
  examples: [
    // An end said on a page whose time is one range: the range's end, never its start (the event's date
    // written again, so its stored end time moves too).
    {
      page: "pottery",
      say: "we finish at 4 now",
      ops: [{ op: "set_fact", kind: "date", from: "9 May 2027", to: "9 May 2027, 10:00–16:00" }],
    },
    {
      page: "pottery",
      say: "the pottery day goes on until 16:00",
      ops: [{ op: "set_fact", kind: "date", from: "9 May 2027", to: "9 May 2027, 10:00–16:00" }],
    },
    {
      page: "devconf",
      say: "la conferencia dura hasta las 19:00",
      ops: [{ op: "set_fact", kind: "date", from: "4 June 2027", to: "4 June 2027, 09:00–19:00" }],
    },
  ],
  read(r) {
    // A day named is the opening hours' ("vrijdag ook tot 21:00"); a date said, the event's new date.
    if (!aboutATimeAlone(r)) return null;
    const said = endSaid(r);
    if (!said) return null;
    // The event's one date with a time range: its end changes.
    const event = rangedEvent(r);
    if (!event) return null;
    // "tot 8" of a range ending at 22:00 is 20:00: the hour read in the old end's half of the day.
    const end = minutesOf(timeAsPageWrites(said, hhmm(event.end)) ?? said);
    if (end === null || end <= event.start || end === event.end) return null;
    const { date, startTime } = event;
    return [{ op: "set_fact", kind: "date", from: date, to: `${date}, ${startTime}–${hhmm(end)}` }];
  },
};
