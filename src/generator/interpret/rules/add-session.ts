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
import { capitalised, escapeRegExp, type Found, findPhrase, norm } from "../text.js";
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
  return namesBefore(member.slice(0, at), r, small);
}

/**
 * The words before a day name a class or slot: one of them is no small word ("du lundi", "auch", "von")
 * and none says "open", "closed" or "hours" ("Secrétariat ouvert du lundi …", "Öffnungszeiten Samstag …").
 */
function namesBefore(before: string, r: Reading, small: Set<string>): boolean {
  if (
    findPhrase(
      before,
      wordsOf(r, (p) => [
        ...p.grammar.open,
        ...p.grammar.closed,
        ...p.facts.hours,
        ...(p.sessions?.desks ?? []),
      ]),
    )
  )
    return false;
  const range = new Set(
    wordsOf(r, (p) => [...p.grammar.from, ...p.grammar.also, ...p.grammar.all]).map(norm),
  );
  return norm(before)
    .split(/\s+/)
    .some((w) => w.length > 0 && /\p{L}/u.test(w) && !small.has(w) && !range.has(w));
}

/** Where the last time said ends, with its unit ("19:00–20:00 Uhr", "à 11h"): what follows is no part of it. */
function timeEnd(text: string): number {
  const all = [...text.matchAll(new RegExp(TIME.source, "giu"))];
  const last = all[all.length - 1];
  if (!last) return text.length;
  const end = last.index + last[0].length;
  return end + (/^\s?(?:uhr|h|am|pm)\b/iu.exec(text.slice(end))?.[0].length ?? 0);
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

/**
 * A clause that names a class before its day and time with no verb before them: the name is no word of
 * the page's texts (a line the page has is changed by rules/line-time), unless the owner says "also".
 */
function verbless(r: Reading, dayAt: number, small: Set<string>): boolean {
  const before = r.raw.slice(0, dayAt);
  if (!namesBefore(before, r, small)) return false;
  const notName = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.from,
      ...p.grammar.now,
      ...p.grammar.is,
      ...(p.sessions?.nouns ?? []),
    ]).map(norm),
  );
  const name = norm(before)
    .split(/\s+/)
    .filter((w) => /\p{L}{3}/u.test(w) && !small.has(w) && !notName.has(w));
  if (name.length === 0) return false;
  // The page's lines that hold a time: an entry said "also" on another day is new; any other line with
  // the name (an hours line, an entry whose time changes) is read by the rules after this one.
  const also = has(r, (p) => p.grammar.also);
  const lines = pageTexts(r.model)
    .flatMap(({ text }) => text.replace(/[.!?]+$/, "").split(/;\s+|,\s+|(?<=[.!?])\s+/u))
    .map((m) => m.trim())
    .filter((m) => saysTime(m) && !(also && isEntry(m, r, small)))
    .map(norm);
  return name.every((w) => {
    const word = new RegExp(`(?<!\\p{L})${escapeRegExp(w)}`, "u");
    return !lines.some((line) => word.test(line));
  });
}

/**
 * "Seepferdchen ist jetzt mittwochs 16:00–16:45": the one entry of the timetable whose name the owner says
 * before a new day and time takes them; its name stays as the page writes it. Never the opening hours.
 */
function movedEntry(r: Reading, dayAt: number, small: Set<string>): Op[] | null {
  if (has(r, (p) => [...p.grammar.also, ...p.verbs.add])) return null;
  const said = norm(r.raw.slice(0, dayAt))
    .split(/\s+/)
    .filter((w) => w && !small.has(w));
  // "ab sofort", "a partir de ahora": every word of a "now" or "is" phrase.
  const notName = new Set(
    wordsOf(r, (p) => [...p.grammar.now, ...p.grammar.is]).flatMap((w) => norm(w).split(/\s+/)),
  );
  const name = said.filter((w) => !notName.has(w));
  if (name.length === 0 || name.length > 3) return null;
  const entries = new Set<string>();
  for (const { text } of pageTexts(r.model))
    for (const m of text.replace(/[.!?]+$/, "").split(/;\s+|,\s+/u))
      if (isEntry(m.trim(), r, small)) entries.add(m.trim());
  const named = [...entries].filter((e) => {
    const head = norm(e.slice(0, firstDayAt(e, r)))
      .split(/\s+/)
      .filter((w) => w && !small.has(w));
    return head.join(" ") === name.join(" ");
  });
  if (named.length !== 1) return null;
  const entry = named[0]!;
  // The same day at another time is the line's time (rules/line-time).
  const days = (text: string) => JSON.stringify(daysIn(text, r.packs));
  if (days(entry) === days(r.raw)) return null;
  const head = entry.slice(0, firstDayAt(entry, r)).trimEnd();
  const when = r.raw.slice(dayAt, timeEnd(r.raw)).trim();
  return [{ op: "replace_text", find: entry, with: `${head} ${when}` }];
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
        // The contact card lists the classes too (a labelled timetable), joined the same way.
        {
          op: "replace_text",
          find: "Reformer le mercredi à 12h30, Yin le samedi à 9h",
          with: "Reformer le mercredi à 12h30; Yin le samedi à 9h",
          section: "contact",
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
        // The contact card lists the classes too (a labelled timetable), joined the same way.
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr, Walzer am Sonntag um 17 Uhr",
          with: "Tango freitags um 20 Uhr; Walzer am Sonntag um 17 Uhr",
          section: "contact",
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
    // A name before the day with no verb, or the verb last: a new entry, never the opening hours.
    {
      page: "tanzschule",
      say: "Bachata donnerstags um 21 Uhr kommt dazu",
      ops: [
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr",
          with: "Tango freitags um 20 Uhr, Bachata donnerstags um 21 Uhr",
        },
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr, Bachata donnerstags um 21 Uhr",
          with: "Tango freitags um 20 Uhr; Bachata donnerstags um 21 Uhr",
          section: "faq",
        },
        // The contact card lists the classes too (a labelled timetable), joined the same way.
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr, Bachata donnerstags um 21 Uhr",
          with: "Tango freitags um 20 Uhr; Bachata donnerstags um 21 Uhr",
          section: "contact",
        },
      ],
    },
    {
      page: "studio",
      say: "Stretching le vendredi à 18h",
      ops: [
        {
          op: "replace_text",
          find: "Reformer le mercredi à 12h30",
          with: "Reformer le mercredi à 12h30, Stretching le vendredi à 18h",
        },
        {
          op: "replace_text",
          find: "Reformer le mercredi à 12h30, Stretching le vendredi à 18h",
          with: "Reformer le mercredi à 12h30; Stretching le vendredi à 18h",
          section: "faq",
        },
        // The contact card lists the classes too (a labelled timetable), joined the same way.
        {
          op: "replace_text",
          find: "Reformer le mercredi à 12h30, Stretching le vendredi à 18h",
          with: "Reformer le mercredi à 12h30; Stretching le vendredi à 18h",
          section: "contact",
        },
      ],
    },
    // A class the page has, said "also" on another day: one more entry under its name.
    {
      page: "tanzschule",
      say: "Tango auch samstags um 20 Uhr",
      ops: [
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr",
          with: "Tango freitags um 20 Uhr, Tango samstags um 20 Uhr",
        },
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr, Tango samstags um 20 Uhr",
          with: "Tango freitags um 20 Uhr; Tango samstags um 20 Uhr",
          section: "faq",
        },
        // The contact card lists the classes too (a labelled timetable), joined the same way.
        {
          op: "replace_text",
          find: "Tango freitags um 20 Uhr, Tango samstags um 20 Uhr",
          with: "Tango freitags um 20 Uhr; Tango samstags um 20 Uhr",
          section: "contact",
        },
      ],
    },
    // A class the page has, said on another day: its entry moves there (the same day is rules/line-time).
    {
      page: "tanzschule",
      say: "Salsa jetzt mittwochs um 19 Uhr",
      ops: [{ op: "replace_text", find: "Salsa dienstags um 19 Uhr", with: "Salsa mittwochs um 19 Uhr" }],
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
    if (prices(r.raw).length > 0) return null;
    const dayAt = firstDayAt(r.raw, r);
    if (dayAt < 0 || daysIn(r.raw, r.packs).length === 0 || !saysTime(r.raw.slice(dayAt))) return null;
    const small = new Set([
      ...edgeWords(r),
      ...wordsOf(r, (p) => [...p.grammar.on, ...p.grammar.at, ...p.grammar.also]).map(norm),
    ]);
    const onAt = new Set(wordsOf(r, (p) => [...p.grammar.on, ...p.grammar.at]).map(norm));
    const moved = movedEntry(r, dayAt, small);
    if (moved) return moved;
    const verb = startsWithVerb(r, (p) => p.verbs.add);
    // "Aquafitness donnerstags 19–20 Uhr kommt dazu", "Theorie auch mittwochs 18:30": a name before the
    // day is a new entry of the timetable, said without a verb or with it last.
    const adding =
      verb && rawIndex(r.raw, verb.index) < dayAt ? verb : verbless(r, dayAt, small) ? { end: 0 } : null;
    if (!adding) return null;
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
    const whenEnd = called ? rawIndex(r.raw, called.index) : timeEnd(r.raw);
    let when = r.raw.slice(dayAt, whenEnd).replace(/[.!?\s]+$/, "");
    // "on Thursdays", "le dimanche": the small word before the day belongs to it.
    const lead = r.raw.slice(0, dayAt).trimEnd().split(/\s+/).pop() ?? "";
    if (onAt.has(norm(lead)) && !said.endsWith(lead)) when = `${lead} ${when}`;
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
