/**
 * An end time said alone: "het feest duurt tot 20:00", "das Fest geht bis 23 Uhr", "le stage se termine à
 * 17h", "a feira vai até às 19:00". A time after an until word (packs' `grammar.until`, never a word that
 * also means "to" or "at") or an end word (packs' `ends`), on a page whose event has one time range, is the
 * new end of that range: the event's date is written again with its start and the owner's end. Opening
 * hours ("we stay open till 9 on fridays") are the hours rules'; a date said is the event-date rule's.
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import { pageTexts } from "../page-texts.js";
import { type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, norm } from "../text.js";
import { CLOCK, minutesOf, namesADayOrDate, timeAsPageWrites } from "../time-role.js";
import { clock, dateOrRangeText, hhmm, timeRanges } from "../values.js";

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
    if (startsWithVerb(r, (p) => p.verbs.add)) return null;
    // A day named is the opening hours' ("vrijdag ook tot 21:00"); a date said, the event's new date.
    if (namesADayOrDate(r)) return null;
    // A range said ("14:00–23:00") is a whole new time, not an end alone.
    if (
      timeRanges(
        r.raw,
        wordsOf(r, (p) => p.grammar.until),
      ).length > 0
    )
      return null;
    const said = endSaid(r);
    if (!said) return null;
    // The event's one date with a time range: its end changes.
    const ranged = briefOfModel(r.model).dates.filter((d) => d.startTime && d.endTime && !d.end);
    const distinct = new Set(ranged.map((d) => `${d.start} ${d.startTime}-${d.endTime}`));
    if (distinct.size !== 1) return null;
    const date = ranged[0]!;
    const from = pageTexts(r.model)
      .map(({ text }) =>
        dateOrRangeText(
          text,
          r.packs.flatMap((p) => p.months),
          r.packs.flatMap((p) => p.dateRange ?? []),
        ),
      )
      .find(Boolean);
    if (!from) return null;
    // "tot 8" of a range ending at 22:00 is 20:00: the hour read in the old end's half of the day.
    const end = minutesOf(timeAsPageWrites(said, date.endTime!) ?? said);
    const start = minutesOf(date.startTime!);
    if (end === null || start === null || end <= start) return null;
    if (end === minutesOf(date.endTime!)) return null;
    return [{ op: "set_fact", kind: "date", from, to: `${from}, ${date.startTime}–${hhmm(end)}` }];
  },
};
