/**
 * A new date (and time) for the event: "the webinar moved to 28 January 2027, same time", "new date:
 * 3 Feb 2027 at 19:00", "we're starting at 19:30 now". The date the page gives is the one replaced.
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import type { LanguagePack } from "../../lang/types.js";
import { readFacts } from "../../ops/fact-values.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { labelledTexts } from "../page-facts.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import { roleDate } from "../role-date.js";
import type { Rule } from "../rule.js";
import { alternation, findPhrase, norm, tokens } from "../text.js";
import {
  aboutATimeAlone,
  CLOCK,
  eventTime,
  minutesOf,
  plainTime,
  saysEnd,
  timeAsPageWrites,
  timeByRole,
} from "../time-role.js";
import { clock, dateOrRangeText, dateRangeText, hhmm, timeRange } from "../values.js";
import { dateOfWeekday } from "../weekday-date.js";

const months = (r: Reading) => r.packs.flatMap((p) => p.months);
const joins = (r: Reading) => r.packs.flatMap((p) => p.dateRange ?? []);

const dateOrRange = (r: Reading, text: string) => dateOrRangeText(text, months(r), joins(r));

/**
 * The page's distinct dates, from its stored brief (or the brief read again from its source). Only asked
 * when the clause says a date: every clause of every message, and every suggestion tried, passes here.
 */
function pageDates(r: Reading) {
  return briefOfModel(r.model).dates.filter((d, i, all) => all.findIndex((e) => e.start === d.start) === i);
}

function pageDate(r: Reading): string | null {
  for (const { text } of pageTexts(r.model)) {
    const date = dateOrRange(r, text);
    if (date) return date;
  }
  return null;
}

/**
 * The page's one date of the role the clause names: a date said with a deadline word ("Anmeldeschluss",
 * "fecha límite") or with a word of the page's deadline line ("registration now closes …" where the page
 * says "Registration closes …") is the date the page writes with a deadline word; any other date said is
 * the event's, when every other date of the page is a deadline. As written on the page, or null.
 */
const deadlineTexts = (r: Reading) =>
  labelledTexts(r.model)
    .map(({ said }) => norm(said))
    .filter((text) =>
      findPhrase(
        text,
        wordsOf(r, (p) => p.deadline),
      ),
    );
const shown = (r: Reading, d: { text: string }) => dateOrRange(r, d.text) ?? d.text;
/** The page writes this date with a deadline word ("Registration closes 10 March 2027"). */
const deadlineDate = (r: Reading, d: { text: string }) =>
  deadlineTexts(r).some((text) => text.includes(norm(shown(r, d))));

function dateOfRole(r: Reading, series: { text: string }[]): string | null {
  const isDeadline = (d: { text: string }) => deadlineDate(r, d);
  const monthWords = new Set(months(r).flat().map(norm));
  const lineWords = new Set(
    deadlineTexts(r)
      .flatMap((text) => tokens(text))
      .filter((w) => w.length > 3 && !/\d/.test(w) && !monthWords.has(w)),
  );
  // Some of the deadline line's words but not all ("registration opens …"): another role, not guessed.
  const shared = new Set(tokens(r.text).filter((w) => lineWords.has(w)));
  if (!has(r, (p) => p.deadline) && shared.size > 0 && shared.size < lineWords.size) return null;
  const saysDeadline = has(r, (p) => p.deadline) || shared.size > 0;
  const meant = series.filter((d) => isDeadline(d) === saysDeadline);
  return meant.length === 1 ? shown(r, meant[0]!) : null;
}

/** The word before the owner's time is the word before the line's time on the page ("do", "until", "ab"). */
function sameWordBefore(r: Reading, time: string, line: string): boolean {
  const before = (text: string, at: number) => norm(text.slice(0, at)).trim().split(" ").pop() ?? "";
  const said = before(r.raw, r.raw.indexOf(time));
  if (!said || /\d/.test(said)) return false;
  const leads = new Set(
    wordsOf(r, (p) => [...p.grammar.until, ...p.grammar.from, ...p.grammar.at, ...p.grammar.to]).map(norm),
  );
  if (!leads.has(said)) return false;
  return pageTexts(r.model).some(
    ({ text }) => text.includes(line) && before(text, text.indexOf(line)) === said,
  );
}

export const eventDate: Rule = {
  name: "event-date",
  examples: [
    // A date said with its weekday takes the year in which it falls on that day, never another weekday.
    {
      page: "webinar",
      say: "move the webinar to Friday 15 January",
      ops: [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "15 January" }],
    },
    {
      page: "kurs",
      say: "verschiebe den Kurs auf Sonntag, 14. März",
      ops: [{ op: "set_fact", kind: "date", from: "13. März 2027", to: "14. März" }],
    },
    {
      page: "webinar",
      say: "move the webinar to Friday 17 January",
      ops: [
        {
          op: "refuse",
          part: "move the webinar to Friday 17 January",
          why: "17 January is not a Friday this year or in the next two: say the date again, or the day",
        },
      ],
    },
    // A date of another role (delivery, launch, opening) replaces the page's date of that role only.
    {
      page: "lampe",
      say: "la livraison est décalée au 12 avril 2027",
      ops: [{ op: "set_fact", kind: "date", from: "15 mars 2027", to: "12 avril 2027" }],
    },
    {
      page: "lampe",
      say: "la livraison est repoussée à mai 2027",
      ops: [
        {
          op: "refuse",
          part: "la livraison est repoussée à mai 2027",
          why: "la page fait un compte à rebours jusqu'au « 15 mars 2027 » : indiquez le nouveau jour",
        },
      ],
    },
    {
      page: "shop",
      say: "shipping is delayed to June 2027",
      ops: [
        {
          op: "refuse",
          part: "shipping is delayed to June 2027",
          why: "the page gives no such date to change",
        },
      ],
    },
    // Moving the event to a time moves its time.
    {
      page: "webinar",
      say: "move it to 8pm",
      ops: [{ op: "set_fact", kind: "time", from: "18:00", to: "20:00" }],
    },
    // A time alone with a word that moves the event in time (packs' `reschedule`).
    {
      page: "webinar",
      say: "change it to 7pm",
      ops: [{ op: "set_fact", kind: "time", from: "18:00", to: "19:00" }],
    },
    {
      page: "webinaire",
      say: "passe à 20 h",
      ops: [{ op: "set_fact", kind: "time", from: "18h30", to: "20h" }],
    },
    {
      page: "kurs",
      say: "verlegt auf 11 Uhr",
      ops: [{ op: "set_fact", kind: "time", from: "10:00", to: "11:00" }],
    },
    {
      page: "masterclass",
      say: "spostiamo alle 21",
      ops: [{ op: "set_fact", kind: "time", from: "17:00", to: "21:00" }],
    },
    {
      page: "concierto",
      say: "lo pasamos a las 22:00",
      ops: [{ op: "set_fact", kind: "time", from: "21:00", to: "22:00" }],
    },
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
    // The event's time alone, or the time of the line the owner's words name.
    // A time said without am/pm is read in the old time's half of the day, written as the page writes it;
    // the line the owner's words name ("doors", "band") is the one that changes.
    {
      page: "livejazz",
      say: "doors at 6.30 now",
      ops: [{ op: "set_fact", kind: "time", from: "19:00", to: "18:30" }],
    },
    // An end said ("finiamo", "we finish") is the line that says an end.
    {
      page: "pasta",
      say: "finiamo alle 15 adesso",
      ops: [{ op: "set_fact", kind: "time", from: "14:00", to: "15:00" }],
    },
    {
      page: "livejazz",
      say: "band starts at 9 instead",
      ops: [{ op: "set_fact", kind: "time", from: "20:30", to: "21:00" }],
    },
    {
      page: "jazzhof",
      say: "das Konzert beginnt jetzt um 7.30",
      ops: [{ op: "set_fact", kind: "time", from: "20:00", to: "19:30" }],
    },
    {
      page: "concierto",
      say: "empieza a las 9.30",
      ops: [{ op: "set_fact", kind: "time", from: "21:00", to: "21:30" }],
    },
    {
      page: "retreat",
      say: "it's now at 9am",
      ops: [{ op: "set_fact", kind: "time", from: "10:00", to: "9:00" }],
    },
    {
      page: "corso",
      say: "adesso alle 19",
      ops: [{ op: "set_fact", kind: "time", from: "18:30", to: "19:00" }],
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
    {
      page: "retreat",
      say: "the weekend moves to 19 to 21 June 2027, same time",
      ops: [{ op: "set_fact", kind: "date", from: "17 April 2027", to: "19 to 21 June 2027" }],
    },
    {
      page: "kurs",
      say: "neuer Termin: 19.–21. Juni 2027 um 9 Uhr",
      ops: [
        { op: "set_fact", kind: "date", from: "13. März 2027", to: "19.–21. Juni 2027" },
        { op: "set_fact", kind: "time", from: "10:00", to: "9:00" },
      ],
    },
    {
      page: "stage",
      say: "le stage est déplacé du 19 au 21 juin 2027",
      ops: [{ op: "set_fact", kind: "date", from: "20 mars 2027", to: "19 au 21 juin 2027" }],
    },
    {
      page: "kurs",
      say: "der Kurs findet jetzt vom 19. Juni bis 21. Juni 2027 statt",
      ops: [{ op: "set_fact", kind: "date", from: "13. März 2027", to: "19. Juni bis 21. Juni 2027" }],
    },
    {
      page: "retreat",
      say: "the retreat starts on 6 April, not the 17th",
      ops: [{ op: "set_fact", kind: "date", from: "17 April 2027", to: "6 April" }],
    },
    {
      page: "stage",
      say: "le stage commence le 6 mars, pas le 20",
      ops: [{ op: "set_fact", kind: "date", from: "20 mars 2027", to: "6 mars" }],
    },
    {
      page: "kurs",
      say: "der Kurs beginnt am 6. März, nicht am 13.",
      ops: [{ op: "set_fact", kind: "date", from: "13. März 2027", to: "6. März" }],
    },
    {
      page: "retreat",
      say: "change the time to 9:30",
      ops: [{ op: "set_fact", kind: "time", from: "10:00", to: "9:30" }],
    },
    {
      page: "kurs",
      say: "der Kurs beginnt jetzt um 9 Uhr",
      ops: [{ op: "set_fact", kind: "time", from: "10:00", to: "9:00" }],
    },
    {
      page: "stage",
      say: "changez l'heure à 15h",
      ops: [{ op: "set_fact", kind: "time", from: "14h", to: "15h" }],
    },
    // A page with a deadline and an event date: the role word says which date changes.
    {
      page: "masterclass",
      say: "registration now closes 11 March 2027",
      ops: [{ op: "set_fact", kind: "date", from: "10 March 2027", to: "11 March 2027" }],
    },
    {
      page: "masterclass",
      say: "registration closes on 9 March 2027",
      ops: [{ op: "set_fact", kind: "date", from: "10 March 2027", to: "9 March 2027" }],
    },
    {
      page: "taller",
      say: "la fecha límite de inscripción es ahora el 25 de mayo de 2027",
      ops: [{ op: "set_fact", kind: "date", from: "20 de mayo de 2027", to: "25 de mayo de 2027" }],
    },
    {
      page: "masterclass",
      say: "the masterclass moved to 2 April 2027, same time",
      ops: [{ op: "set_fact", kind: "date", from: "12 March 2027", to: "2 April 2027" }],
    },
    // The hours said with the new day go with it, start and end.
    {
      page: "kurs",
      say: "der Kurs ist jetzt am 20. März 2027, 11–15 Uhr",
      ops: [{ op: "set_fact", kind: "date", from: "13. März 2027", to: "20. März 2027, 11:00–15:00" }],
    },
    {
      page: "webinar",
      say: "moved to 28 January 2027, 18:00 to 19:30",
      ops: [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "28 January 2027, 18:00–19:30" }],
    },
    {
      page: "kurs",
      say: "Anmeldeschluss ist der 1. März 2027",
      ops: [
        {
          op: "refuse",
          part: "Anmeldeschluss ist der 1. März 2027",
          why: "die Seite nennt keine Frist, die sich ändern ließe",
        },
      ],
    },
  ],
  read(r) {
    // "ajoute une soirée le 15 mars" asks for one more date, which no date of the page's may become.
    if (startsWithVerb(r, (p) => p.verbs.add)) return null;
    // "shipping moves to June 2027": a date of another role than the event's.
    const ofRole = roleDate(r);
    if (ofRole) return ofRole;
    const written = dateOrRange(r, r.raw);
    // "zondag 7 juni": the weekday said chooses the date's year, or the date is refused naming it.
    const ofWeekday =
      written && !dateRangeText(written, months(r), joins(r)) ? dateOfWeekday(r, written, pageDate(r)) : null;
    if (ofWeekday && "refuse" in ofWeekday) return [ofWeekday.refuse];
    const date = ofWeekday?.date ?? written;
    // The days of a range are not times: "du 19 au 21 juin" has no time "à 21".
    const rest = written ? r.raw.replace(written, " ") : r.raw;
    // "cambia l'orario alle 20:00": on a page with no opening hours, the hours' noun names the event's time
    // (the page's hours looked up only when the noun is said: every clause and suggestion comes here).
    const noHours = has(r, (p) => p.facts.hours) && briefOfModel(r.model).hours.length === 0;
    const timeNouns = (p: LanguagePack) => [...p.facts.time, ...(noHours ? p.facts.hours : [])];
    const timeWords = wordsOf(r, (p) => [...p.grammar.at, ...timeNouns(p)]);
    // "at 19:00", "the time to 19:30", "de tijd naar 19:30", "um 9 Uhr".
    const toWords = wordsOf(r, (p) => p.grammar.to);
    const timeMatch = new RegExp(
      `(?<![\\p{L}])(?:${alternation(timeWords)})\\s+(?:(?:${alternation(toWords)})\\s+)?(${CLOCK}\\s*(?:am|pm)?)(?![\\p{L}\\d])`,
      "iu",
    ).exec(rest);
    // "a partir de las 15:00", "jetzt 19 Uhr": a time that cannot be anything else needs no word before it.
    const time = timeMatch && clock(timeMatch[1]!) ? timeMatch[1]!.trim() : plainTime(rest);
    // "doors now open at 6:30pm": the time of the line the owner's words name, never the event's.
    const said = has(r, (p) => [...p.grammar.now, ...p.grammar.is, ...p.verbs.change, ...(p.rather ?? [])]);
    // "śniadania serwujemy do 13:00" on "… i śniadania do 12:00": the line's own word before its time said
    // before the new one restates that line, with or without "now".
    const line = time && !date ? timeByRole(r) : null;
    const ofLine = line && (said || sameWordBefore(r, time!, line)) ? line : null;
    // "we finish at 5 now" with no end on the page to change: never the start.
    if (time && !date && !ofLine && saysEnd(r)) return null;
    if (ofLine && time) {
      // The line's own form: "um 19:00" takes "20:00" for "20", "ab 19 Uhr" takes "18:30 Uhr", and "Doors
      // 19:30" takes "19:00" for "7": a time without am/pm is read in the old time's half of the day.
      const to = timeAsPageWrites(time, ofLine) ?? time;
      return minutesOf(ofLine) === minutesOf(to)
        ? null
        : [{ op: "set_fact", kind: "time", from: ofLine, to }];
    }
    const sameTime = has(r, (p) => p.grammar.sameTime);
    const ops: Op[] = [];
    const fromDate = pageDate(r);
    // A series of dates: the one of the role the owner names (a deadline or the event), else it is not
    // for the interpreter to guess.
    const series = date ? pageDates(r) : [];
    // "Anmeldeschluss ist …" on a page with no deadline: never the event's date.
    if (date && has(r, (p) => p.deadline) && !series.some((d) => deadlineDate(r, d)))
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "noDeadline") }];
    // A range the page's date reader cannot take as two days would be cut to one: refuse, never guess.
    if (
      date &&
      dateRangeText(date, months(r), joins(r)) &&
      !readFacts(date, r.model, new Date(r.model.generatedAt)).dates[0]?.end
    )
      return [
        { op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "unreadDateRange", { date }) },
      ];
    // "am 13. und 14. Februar, 11–17 Uhr": the hours said with the new day go with it, start and end.
    const hours =
      date && !sameTime
        ? timeRange(
            rest,
            wordsOf(r, (p) => p.grammar.until),
          )
        : null;
    const withHours = hours ? `${date}, ${hhmm(hours.from)}–${hhmm(hours.to)}` : date!;
    const byRole = series.length > 1 ? dateOfRole(r, series) : null;
    if (byRole)
      return byRole === date && !hours
        ? null
        : [{ op: "set_fact", kind: "date", from: byRole, to: withHours }];
    if (series.length > 1) {
      const shown = series.map((d) => d.text.split(",")[0]!.trim());
      const why = reportWords(r.model.lang, "severalDates", {
        count: String(series.length),
        dates: shown.join("; "),
        first: shown[0]!,
        date: date ?? "",
      });
      return [{ op: "refuse", part: r.raw.trim(), why }];
    }
    if (date && fromDate) {
      if (date === fromDate && !hours) return null;
      ops.push({ op: "set_fact", kind: "date", from: fromDate, to: withHours });
    }
    const fromTime = eventTime(r);
    if (time && !hours && !sameTime && fromTime && time !== fromTime) {
      // "starts at 19:30 now" changes only the time; a bare time needs a date on the page to belong to.
      // "move it to 8pm", "spostiamo alle 20:00": moving to a time moves the event's time.
      // "muda para as 21h", "verlegt auf 21 Uhr": a time alone with a word moving the event in time, on a
      // page with the event's date (never a shop's hours).
      const rescheduled = Boolean(fromDate) && aboutATimeAlone(r) && has(r, (p) => p.reschedule ?? []);
      const about =
        date ||
        rescheduled ||
        has(r, (p) => [...timeNouns(p), ...p.facts.date, ...p.grammar.now, ...p.verbs.move]);
      // "um 9 Uhr" on a page that writes "10:00" is "9:00", "um 18 Uhr" keeps its "Uhr": the page's form.
      const to = timeAsPageWrites(time, fromTime) ?? time;
      if (about) ops.push({ op: "set_fact", kind: "time", from: fromTime, to });
    }
    return ops.length > 0 ? ops : null;
  },
};
