/**
 * The time of a line the owner names by its first word: a class on a timetable ("Salsa ist jetzt montags um
 * 19:30 Uhr", "yoga now starts at 7pm"), the shop's hours beside the lessons' ("a loja agora fecha às
 * 20:00"), "the kids' pool now closes at 6". The line is a part of the page's text that starts with the
 * owner's word and holds a time (its parts between commas and semicolons); only its time changes, and
 * nowhere else: the opening hours of the business stay as they are. A line with two times takes the
 * closing one when the owner says a closing verb, the opening one for an opening word; else it is asked.
 */

import type { Op } from "../../ops/schema.js";
import { contentWords, namesWord } from "../item-mention.js";
import { askWhich } from "../mention-cut.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm, tokens } from "../text.js";
import { prices } from "../values.js";

/** A time as owners and pages write it: "19:30", "9h30", "19 Uhr", "7pm", "às 15:00". */
const TIME =
  /(?<![\p{L}\d:.,£$€])\d{1,2}(?:[:h]\d{2}(?:\s*(?:uhr|h|am|pm))?|\s*(?:uhr|h|am|pm))(?![\p{L}\d])/giu;

const timesIn = (text: string) => [...text.matchAll(TIME)].map((m) => ({ at: m.index, said: m[0] }));

/** The page's lines: parts of its texts between commas and semicolons that hold a time. */
function timedLines(r: Reading): string[] {
  const lines = new Set<string>();
  // "Durée 1 h", "Dauer 2 Std.": how long, not when.
  const duration = wordsOf(r, (p) => p.durationWords ?? []);
  for (const { text } of pageTexts(r.model))
    for (const part of text.split(/\s*[;,·]\s*|\.\s+/u)) {
      const line = part.trim().replace(/\.$/, "");
      // A priced line ("Brunch plate: £9.50") is no line of times.
      if (timesIn(line).length === 0 || !/^\p{L}/u.test(line) || prices(line).length > 0) continue;
      if (!findPhrase(norm(line), duration)) lines.add(line);
    }
  return [...lines];
}

/** The lines whose first word the owner says (not a weekday: "Mon–Fri 8:00–18:00" is the hours). */
function linesNamed(r: Reading): string[] {
  const weekdays = new Set(r.packs.flatMap((p) => p.weekdays.flat()).flatMap((w) => tokens(w)));
  const said = contentWords(r).filter((w) => !/^\d+$/.test(w) && !weekdays.has(w));
  return timedLines(r).filter((line) => {
    const first = tokens(line)[0] ?? "";
    return first.length >= 4 && !weekdays.has(first) && said.some((w) => namesWord(w, first));
  });
}

export const lineTime: Rule = {
  name: "line-time",
  examples: [
    {
      page: "tanzschule",
      say: "Salsa ist jetzt dienstags um 19:30 Uhr",
      ops: [{ op: "replace_text", find: "Salsa dienstags um 19 Uhr", with: "Salsa dienstags um 19:30 Uhr" }],
    },
    {
      page: "grooming",
      say: "puppy handling now starts at 7pm",
      ops: [
        {
          op: "replace_text",
          find: "puppy handling on Tuesdays at 6pm",
          with: "puppy handling on Tuesdays at 7pm",
        },
      ],
    },
    {
      page: "studio",
      say: "le yoga doux commence maintenant à 19h30",
      ops: [{ op: "replace_text", find: "Yoga doux le lundi à 19h", with: "Yoga doux le lundi à 19h30" }],
    },
    {
      page: "surfschool",
      say: "a loja agora fecha às 20:00",
      ops: [
        { op: "replace_text", find: "Loja aberta das 9:00 às 19:00", with: "Loja aberta das 9:00 às 20:00" },
      ],
    },
  ],
  read(r) {
    const said = timesIn(r.raw);
    if (said.length !== 1) return null;
    const lines = linesNamed(r);
    if (lines.length === 0) return null;
    if (lines.length > 1) return [{ op: "refuse", part: r.raw, why: askWhich(r, lines) }];
    const line = lines[0]!;
    const own = timesIn(line);
    let which = own.length === 1 ? own[0] : undefined;
    if (own.length === 2 && has(r, (p) => p.closes)) which = own[1];
    else if (own.length === 2 && has(r, (p) => p.grammar.open)) which = own[0];
    if (!which)
      return [
        {
          op: "refuse",
          part: r.raw,
          why: askWhich(
            r,
            own.map((t) => t.said.trim()),
          ),
        },
      ];
    // A weekday the owner names that the line does not say is a move to another day: not read here.
    const days = r.packs.flatMap((p) => p.weekdays.flat());
    const saidDays = tokens(r.text).filter((w) => days.includes(w));
    if (saidDays.length > 0 && !saidDays.some((d) => tokens(line).some((w) => namesWord(d, w)))) return null;
    const to = said[0]!.said.trim();
    // "19:30" for "19 Uhr": the page's unit word stays ("19:30 Uhr").
    const unit = /\s*(uhr|h|am|pm)$/iu.exec(which.said)?.[0] ?? "";
    const written = /\p{L}/u.test(to) || !unit ? to : `${to}${unit}`;
    if (written === which.said) return null;
    const next = `${line.slice(0, which.at)}${written}${line.slice(which.at + which.said.length)}`;
    return [{ op: "replace_text", find: line, with: next }] as Op[];
  },
};
