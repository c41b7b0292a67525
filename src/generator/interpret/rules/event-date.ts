/**
 * A new date (and time) for the event: "the webinar moved to 28 January 2027, same time", "new date:
 * 3 Feb 2027 at 19:00", "we're starting at 19:30 now". The date the page gives is the one replaced.
 */
import type { Op } from "../../ops/schema.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { clock, dateText } from "../values.js";

const months = (r: Reading) => r.packs.flatMap((p) => p.months);

function pageDate(r: Reading): string | null {
  for (const { text } of pageTexts(r.model)) {
    const date = dateText(text, months(r));
    if (date) return date;
  }
  return null;
}

function pageTime(r: Reading): string | null {
  for (const { text } of pageTexts(r.model)) {
    const m = /\b\d{1,2}[:.]\d{2}\b/.exec(text);
    if (m && dateText(text, months(r))) return m[0];
  }
  return null;
}

export const eventDate: Rule = {
  name: "event-date",
  examples: [
    {
      page: "webinar",
      say: "the webinar moved to 28 January 2027, same time",
      ops: [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "28 January 2027" }],
    },
    {
      page: "webinar",
      say: "new date: 3 Feb 2027 at 19:00",
      ops: [
        { op: "set_fact", kind: "date", from: "14 January 2027", to: "3 Feb 2027" },
        { op: "set_fact", kind: "time", from: "18:00", to: "19:00" },
      ],
    },
    {
      page: "webinar",
      say: "it starts at 18:30 now",
      ops: [{ op: "set_fact", kind: "time", from: "18:00", to: "18:30" }],
    },
    {
      page: "webinar",
      say: "the webinar is postponed to 21 January 2027, same time",
      ops: [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "21 January 2027" }],
    },
  ],
  read(r) {
    const date = dateText(r.raw, months(r));
    const timeWords = wordsOf(r, (p) => [...p.grammar.at, ...p.facts.time]);
    const timeMatch = new RegExp(
      `\\b(?:${timeWords.join("|")})\\s+(\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)?)`,
      "i",
    ).exec(r.raw);
    const time = timeMatch && clock(timeMatch[1]!) ? timeMatch[1]!.trim() : null;
    const sameTime = has(r, (p) => p.grammar.sameTime);
    const ops: Op[] = [];
    const fromDate = pageDate(r);
    if (date && fromDate) {
      if (date === fromDate) return null;
      ops.push({ op: "set_fact", kind: "date", from: fromDate, to: date });
    }
    const fromTime = pageTime(r);
    if (time && !sameTime && fromTime && time !== fromTime) {
      // "starts at 19:30 now" changes only the time; a bare time needs a date on the page to belong to.
      const about = date || has(r, (p) => [...p.facts.time, ...p.facts.date, ...p.grammar.now]);
      if (about) ops.push({ op: "set_fact", kind: "time", from: fromTime, to: time });
    }
    return ops.length > 0 ? ops : null;
  },
};
