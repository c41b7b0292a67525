/**
 * A class added to or taken off a weekly timetable the page shows as cards, each a class's name with its
 * day and time as a small line ("Pilates matwork" — "Lunedì 18:30"): "aggiungi una lezione di yin yoga il
 * giovedì alle 19", "ajoute un cours de zumba le samedi de 10h à 11h", "togli il sabato", "supprime le
 * cours du jeudi". A new card takes the owner's name and the day and time written the way the other cards
 * write theirs, in weekday order; a day taken off removes that day's cards. A day the page's opening hours
 * also name is the hours rules' to read; several cards on a day said with a time keep only that one.
 * Tried before `add-session`, which reads timetables written as prose.
 */
import type { Item, Section } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { daysIn, firstDayIndex } from "../days.js";
import { edgeWords, trimmed } from "../entry-words.js";
import { rawIndex } from "../raw-at.js";
import { type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, norm } from "../text.js";
import { clock, prices, timeRanges } from "../values.js";

/** The page's weekly timetable: a section whose cards each give one weekday and a time in their line. */
function timetable(r: Reading): Section | null {
  const found = r.model.sections.filter(
    (s) =>
      s.items.length >= 2 &&
      s.items.every((i) => i.meta && daysIn(i.meta, r.packs).length === 1 && /\d/.test(i.meta)),
  );
  return found.length === 1 ? found[0]! : null;
}

const dayOf = (item: Item, r: Reading) => daysIn(item.meta ?? "", r.packs)[0] ?? -1;

/** A time said in the clause ("alle 19", "de 10h à 11h", "at 6pm"), as minutes: a range or one start. */
function timeSaid(raw: string, r: Reading): { from: number; to?: number } | null {
  const until = wordsOf(r, (p) => p.grammar.until);
  const [range] = timeRanges(raw, until);
  if (range) return range;
  const m = /(?<![\p{L}\d.,:])(\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|h|uhr)?)(?![\p{L}\d])/iu.exec(raw);
  const at = m ? clock(m[1]!.replace(/\s/g, "")) : null;
  return at ? { from: at.minutes } : null;
}

/** A time in the cards' own way: "18h30" / "10h" where they write "h", else "18:30". */
function written(minutes: number, style: "h" | "colon"): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (style === "h") return m ? `${h}h${String(m).padStart(2, "0")}` : `${h}h`;
  return `${h}:${String(m).padStart(2, "0")}`;
}

/** The new card's line: its day as the cards write days, then its time as they write times. */
function lineFor(day: number, time: { from: number; to?: number }, cards: Item[], r: Reading): string {
  const sample = cards[0]!.meta!;
  const pack = r.packs[0]!;
  const form = pack.weekdays[day]![0]!;
  const dayWord = /^\p{Lu}/u.test(sample) ? capitalised(form) : form;
  const style = /\d+h/.test(sample) ? "h" : "colon";
  const dash = /–/.test(sample) ? "–" : "-";
  const at = written(time.from, style);
  return `${dayWord} ${time.to === undefined ? at : `${at}${dash}${written(time.to, style)}`}`;
}

/** The class's name: the owner's words between the verb and the day, without "a … class of". */
function nameSaid(r: Reading, verbEnd: number): string {
  const dayAt = rawIndex(r.raw, firstDayIndex(r.raw, r.packs));
  const small = new Set([
    ...edgeWords(r),
    ...wordsOf(r, (p) => [...p.grammar.on, ...p.grammar.at, ...p.grammar.of, ...p.grammar.one]).map(norm),
  ]);
  const nouns = new Set(wordsOf(r, (p) => p.sessions?.nouns).map(norm));
  let words = trimmed(r.raw.slice(rawIndex(r.raw, verbEnd), dayAt), small)
    .split(/\s+/)
    .filter(Boolean);
  const drop = (w: string) => nouns.has(norm(w)) || small.has(norm(w));
  while (words.length && drop(words[0]!)) words = words.slice(1);
  while (words.length && drop(words[words.length - 1]!)) words = words.slice(0, -1);
  return words.join(" ");
}

/** The page's opening hours name this day: the day is theirs, not the timetable's. */
const hoursName = (r: Reading, day: number, table: Section) =>
  r.model.sections.some(
    (s) =>
      s !== table &&
      s.items.some(
        (i) => /\d{1,2}[:.h]?\d{0,2}\s*[-–]/.test(i.title) && daysIn(i.title, r.packs).includes(day),
      ),
  );

function addClass(r: Reading, table: Section, verbEnd: number): Op[] | null {
  const days = daysIn(r.raw, r.packs);
  const time = timeSaid(r.raw.slice(rawIndex(r.raw, firstDayIndex(r.raw, r.packs))), r);
  if (days.length !== 1 || !time) return null;
  const name = nameSaid(r, verbEnd);
  const section = sectionRef(r.model, table);
  if (!name) return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "nameTheClass") }];
  const day = days[0]!;
  const position = table.items.filter((i) => dayOf(i, r) <= day).length + 1;
  const title = /^\p{Lu}/u.test(table.items[0]!.title) ? capitalised(name) : name;
  return [{ op: "add_item", section, item: { title, meta: lineFor(day, time, table.items, r) }, position }];
}

function removeDay(r: Reading, table: Section): Op[] | null {
  const days = daysIn(r.raw, r.packs);
  if (days.length !== 1 || hoursName(r, days[0]!, table)) return null;
  const time = timeSaid(r.raw, r);
  const onDay = table.items.filter((i) => dayOf(i, r) === days[0]);
  const meant = time
    ? onDay.filter((i) => {
        const at = timeSaid(i.meta ?? "", r);
        return at?.from === time.from;
      })
    : onDay;
  if (meant.length === 0) return null;
  const section = sectionRef(r.model, table);
  return meant.map((i) => ({ op: "remove_item" as const, section, item: i.title }));
}

export const agendaClass: Rule = {
  name: "agenda-class",
  examples: [
    {
      page: "palestra",
      say: "aggiungi una lezione di yin yoga il giovedì alle 19",
      ops: [
        {
          op: "add_item",
          section: "agenda",
          item: { title: "Yin yoga", meta: "Giovedì 19:00" },
          position: 4,
        },
      ],
    },
    {
      page: "palestra",
      say: "togli il sabato",
      ops: [{ op: "remove_item", section: "agenda", item: "Pilates per principianti" }],
    },
    {
      page: "palestra",
      say: "add a stretching class on Sundays at 11am",
      ops: [
        {
          op: "add_item",
          section: "agenda",
          item: { title: "Stretching", meta: "Domenica 11:00" },
          position: 6,
        },
      ],
    },
    {
      page: "palestra",
      say: "aggiungi una lezione il giovedì alle 19",
      ops: [
        {
          op: "refuse",
          part: "aggiungi una lezione il giovedì alle 19",
          why: "di' il nome della lezione, con giorno e ora",
        },
      ],
    },
  ],
  read(r) {
    const table = timetable(r);
    if (!table || prices(r.raw).length > 0 || firstDayIndex(r.raw, r.packs) < 0) return null;
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (adding) return addClass(r, table, adding.end);
    const removing = startsWithVerb(r, (p) => p.verbs.remove);
    return removing ? removeDay(r, table) : null;
  },
};
