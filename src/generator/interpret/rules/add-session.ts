/**
 * A class or slot added to the page's timetable: "Ajoutez un cours de yin yoga le dimanche à 17h", "add a
 * Power Hour class on Thursdays at 6pm", "Añade una clase de kizomba los viernes a las 21:00". The page
 * writes its timetable as entries of a name, its days and a time ("Hatha le mardi et le jeudi à 18h30,
 * Vinyasa le samedi à 10h"); the new entry — the owner's name, days and time as said — follows the last
 * one wherever the page writes it, joined as each list joins its entries. Opening hours ("Monday to
 * Saturday 6am-9pm") have no name before their days and are no entry: those stay with rules/opening-hours.
 * Tried before the opening-hours rules, which would read a day and a time as hours.
 */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { daysIn, firstDayIndex } from "../days.js";
import { edgeWords, trimmed } from "../entry-words.js";
import { pageTexts } from "../page-texts.js";
import { rawIndex } from "../raw-at.js";
import { has, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, type Found, findPhrase, norm } from "../text.js";
import { clock, prices } from "../values.js";

/** A clock time as written on a timetable: "18h30", "10h", "7am", "20:00", "11 Uhr". */
const TIME = /(?<![\p{L}\d.,])(\d{1,2}(?:[:.h]\d{2}|\s?(?:am|pm|h|uhr))|\d{1,2}[:.]\d{2})(?![\p{L}\d])/iu;

const saysTime = (text: string) => {
  const m = TIME.exec(text);
  return m !== null && clock(m[1]!.replace(/\s/g, "")) !== null;
};

/** Where the first weekday is written in a text (its index in the text as written), or -1. */
function firstDayAt(text: string, r: Reading): number {
  const at = firstDayIndex(text, r.packs);
  return at < 0 ? -1 : rawIndex(text, at);
}

/**
 * A timetable entry: a name before the first day, then a time ("Welpenkurs dienstags um 18 Uhr"). The
 * words before the day are a name when one of them is no small word and none says "open".
 */
function isEntry(member: string, r: Reading, small: Set<string>): boolean {
  const at = firstDayAt(member, r);
  if (at <= 0 || !saysTime(member.slice(at))) return false;
  const before = member.slice(0, at);
  if (
    findPhrase(
      before,
      wordsOf(r, (p) => p.grammar.open),
    )
  )
    return false;
  return norm(before)
    .split(/\s+/)
    .some((w) => w.length > 0 && /\p{L}/u.test(w) && !small.has(w));
}

interface Timetable {
  /** The last entry, as the page writes it. */
  last: string;
  /** The sections whose lists join entries with semicolons (an FAQ answer), by their ref. */
  semicolons: string[];
}

/** The page's timetable: the last entry of its lists (one and the same wherever written), or null. */
function timetable(r: Reading, small: Set<string>): Timetable | null | "unclear" {
  const lasts = new Map<string, number>();
  const semicolons = new Set<string>();
  for (const { path, text } of pageTexts(r.model)) {
    const members = text
      .replace(/[.!?]+$/, "")
      .split(/;\s+|,\s+|(?<=[.!?])\s+/u)
      .map((m) => m.trim());
    const entries = members.filter((m) => isEntry(m, r, small));
    if (entries.length === 0) continue;
    const last = entries[entries.length - 1]!;
    lasts.set(last, Math.max(lasts.get(last) ?? 0, entries.length));
    const id = /^sections\.([^.]+)\./.exec(path)?.[1];
    const section = r.model.sections.find((s) => s.id === id);
    if (section && text.includes(`; ${last}`)) semicolons.add(sectionRef(r.model, section));
  }
  if (lasts.size === 0) return null;
  // Entries that each stand alone on a card: the one the lists end with; lists ending differently are unclear.
  const listed = [...lasts].filter(([, n]) => n > 1).map(([last]) => last);
  const ends = listed.length > 0 ? new Set(listed) : new Set([...lasts.keys()].slice(-1));
  if (ends.size !== 1) return "unclear";
  return { last: [...ends][0]!, semicolons: [...semicolons] };
}

/**
 * The class's name: the words between the verb and the day without "a … class of", or after "called"
 * (`called`, said after the day). `nouns` are the packs' class nouns, normalised.
 */
function nameSaid(
  r: Reading,
  verbEnd: number,
  dayAt: number,
  small: Set<string>,
  { nouns, called }: { nouns: string[]; called: Found | null },
): string {
  const of = new Set(wordsOf(r, (p) => p.grammar.of).map(norm));
  if (called) {
    const after = r.raw.slice(rawIndex(r.raw, called.end)).replace(/[.!?]+$/, "");
    return trimmed(after, small);
  }
  let words = trimmed(r.raw.slice(rawIndex(r.raw, verbEnd), dayAt), small)
    .split(/\s+/)
    .filter(Boolean);
  const noun = (w: string) => nouns.includes(norm(w));
  // "un cours de yin yoga", "a Power Hour class", "einen Kurs Rally-Obedience".
  if (words.length && noun(words[0]!)) words = words.slice(1);
  if (words.length && noun(words[words.length - 1]!)) words = words.slice(0, -1);
  while (words.length && (of.has(norm(words[0]!)) || small.has(norm(words[0]!)))) words = words.slice(1);
  return words.join(" ");
}

/** "un cours de tartes": the owner's words from the class noun to the day, when they start with it. */
function nounPhrase(r: Reading, verbEnd: number, dayAt: number, small: Set<string>, nouns: string[]) {
  const words = trimmed(r.raw.slice(rawIndex(r.raw, verbEnd), dayAt), small).split(/\s+/);
  return words.length > 1 && nouns.includes(norm(words[0]!)) ? words.join(" ") : null;
}

export const addSession: Rule = {
  name: "add-session",
  examples: [
    {
      page: "studio",
      say: "Ajoutez un cours de yin le samedi à 9h",
      ops: [
        {
          op: "replace_text",
          find: "Reformer le mercredi à 12h30",
          with: "Reformer le mercredi à 12h30, Yin le samedi à 9h",
        },
        {
          op: "replace_text",
          find: "Reformer le mercredi à 12h30, Yin le samedi à 9h",
          with: "Reformer le mercredi à 12h30; Yin le samedi à 9h",
          section: "faq",
        },
      ],
    },
    {
      page: "tanzschule",
      say: "Füge einen Kurs Walzer am Sonntag um 17 Uhr hinzu",
      ops: [
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr",
          with: "Tango freitags um 20 Uhr, Walzer am Sonntag um 17 Uhr",
        },
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr, Walzer am Sonntag um 17 Uhr",
          with: "Tango freitags um 20 Uhr; Walzer am Sonntag um 17 Uhr",
          section: "faq",
        },
      ],
    },
    {
      page: "grooming",
      say: "add a nail care class on Sundays at 11am",
      ops: [
        {
          op: "replace_text",
          find: "Grooming basics on Saturdays at 10am",
          with: "Grooming basics on Saturdays at 10am, Nail care on Sundays at 11am",
        },
      ],
    },
    {
      page: "grooming",
      say: "add a session on Thursdays at 7pm called Show prep",
      ops: [
        {
          op: "replace_text",
          find: "Grooming basics on Saturdays at 10am",
          with: "Grooming basics on Saturdays at 10am, Show prep on Thursdays at 7pm",
        },
      ],
    },
    // A class for a page with no timetable is never read as opening hours.
    {
      say: "add a baking class on Sundays at 10am",
      ops: [
        {
          op: "refuse",
          part: "add a baking class on Sundays at 10am",
          why: "the page has no timetable of classes to add it to",
        },
      ],
    },
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding || prices(r.raw).length > 0) return null;
    const dayAt = firstDayAt(r.raw, r);
    if (dayAt < 0 || daysIn(r.raw, r.packs).length === 0 || !saysTime(r.raw.slice(dayAt))) return null;
    const small = new Set([
      ...edgeWords(r),
      ...wordsOf(r, (p) => [...p.grammar.on, ...p.grammar.at]).map(norm),
    ]);
    const table = timetable(r, small);
    const named = has(r, (p) => p.sessions?.nouns);
    // A class said for a page with no timetable: never opening hours, never guessed into a list.
    if (table === null)
      return named ? [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noTimetable") }] : null;
    const nouns = wordsOf(r, (p) => p.sessions?.nouns).map(norm);
    // "add a session on Thursdays at 7pm called Show prep": a name said after the days and time.
    const calledAt = findPhrase(
      r.text,
      wordsOf(r, (p) => p.sessions?.called),
    );
    const called = calledAt && rawIndex(r.raw, calledAt.index) > dayAt ? calledAt : null;
    const bare = nameSaid(r, adding.end, dayAt, small, { nouns, called });
    if (!bare)
      return named ? [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "nameTheClass") }] : null;
    if (table === "unclear")
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "timetableLists") }];
    // "cours de macarons le mercredi à 14h": a page whose entries start with the noun keeps the owner's.
    const withNoun = nouns.includes(norm(table.last.split(/\s+/)[0]!));
    const said = (withNoun && nounPhrase(r, adding.end, dayAt, small, nouns)) || bare;
    // The days and time as said, up to a "called" name that follows them.
    const whenEnd = called ? rawIndex(r.raw, called.index) : r.raw.length;
    let when = r.raw.slice(dayAt, whenEnd).replace(/[.!?\s]+$/, "");
    // "on Thursdays", "le dimanche": the small word before the day belongs to it.
    const lead = r.raw.slice(0, dayAt).trimEnd().split(/\s+/).pop() ?? "";
    if (small.has(norm(lead)) && !said.endsWith(lead)) when = `${lead} ${when}`;
    const name = /^\p{Lu}/u.test(table.last) ? capitalised(said) : said;
    const entry = `${name} ${when}`;
    const ops: Op[] = [{ op: "replace_text", find: table.last, with: `${table.last}, ${entry}` }];
    for (const section of table.semicolons)
      ops.push({
        op: "replace_text",
        find: `${table.last}, ${entry}`,
        with: `${table.last}; ${entry}`,
        section,
      });
    return ops;
  },
};
