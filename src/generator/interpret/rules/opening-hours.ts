/**
 * Opening hours however owners say them: "closed on Sundays", "Sat 8:00–13:00", "we're open mondays now
 * as well, 8-2", "open till 8 on Fridays", "open every day 9-5". The days and times are read with the
 * pack's weekday names; a lone closing (or opening) time keeps the day's other end as the page gives it.
 */
import { blankOut } from "../../brief/spans.js";
import { briefOfModel } from "../../composer/stored-brief.js";
import type { LanguagePack } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { padded, readWeek } from "../../ops/week.js";
import { daysIn } from "../days.js";
import { orList } from "../or-list.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase } from "../text.js";
import {
  closingClock,
  closingTime,
  dateOrRangeText,
  hhmm,
  openingTime,
  priceSpans,
  timeRange,
  timeRanges,
  withoutClosingTime,
} from "../values.js";
import { startExamples } from "./opening-hours.examples.js";

/** Words of closing for the day: "we close at 1", and a day's end said as "we finish at 1" (packs' `ends`). */
const closingWords = (p: LanguagePack) => [...(p.closes ?? []), ...(p.ends ?? [])];

/** Each day's hours as the page gives them now ("Tue–Sat 8:00–16:00"). */
export function pageHours(r: Reading): Map<number, { from: number; to: number }> {
  const hours = new Map<number, { from: number; to: number }>();
  const until = wordsOf(r, (p) => p.grammar.until);
  for (const { text } of pageTexts(r.model)) {
    for (const line of text.split(/[,;\n]|\s·\s/)) {
      const range = timeRange(line, until);
      if (!range) continue;
      for (const day of daysIn(line, r.packs)) if (!hours.has(day)) hours.set(day, range);
    }
  }
  return hours;
}

/**
 * "on ferme à 19h maintenant", "we open at 8 now": a time said with a verb of closing or opening and no day
 * is every open day's, when the page gives them all the same hours; otherwise which days is not guessed.
 */
function everyOpenDay(r: Reading): Op[] | null {
  if (!has(r, (p) => [...closingWords(p), ...p.grammar.open])) return null;
  const now = pageHours(r);
  const hours = new Set([...now.values()].map((h) => `${h.from}-${h.to}`));
  if (now.size === 0 || hours.size !== 1) return null;
  return range(
    r,
    [...now.keys()].sort((a, b) => a - b),
    r.packs,
  );
}

function range(r: Reading, days: number[], packs: LanguagePack[]): Op[] | null {
  const until = wordsOf(r, (p) => p.grammar.until);
  const spans = timeRanges(r.raw, until);
  if (spans.length > 1)
    return [{ op: "set_hours", days, hours: spans.map((s) => `${hhmm(s.from)}-${hhmm(s.to)}`).join(", ") }];
  const both = timeRange(r.raw, until);
  if (both) return [{ op: "set_hours", days, hours: `${hhmm(both.from)}-${hhmm(both.to)}` }];
  // "on fridays we close at 8pm": a time said after a verb of closing is the closing time.
  const at = wordsOf(r, (p) => p.grammar.at);
  const closing = [...until, ...wordsOf(r, closingWords).flatMap((c) => at.map((a) => `${c} ${a}`))];
  let closes = closingTime(r.raw, closing);
  // "il sabato apriamo alle 8": "alle" is "until" and "at"; said after a verb of opening (and no verb of
  // closing), the time is when the day opens.
  const atOrUntil = until.filter((w) => at.includes(w));
  const plainUntil = closing.filter((w) => !atOrUntil.includes(w));
  const opensAt =
    closes !== null &&
    closingTime(r.raw, plainUntil) === null &&
    has(r, (p) => p.grammar.open) &&
    !has(r, (p) => [...closingWords(p), ...p.grammar.closed]);
  if (opensAt) closes = null;
  // "fino alle 14": the closing time is no opening time, though "alle" also means "at".
  let opens = openingTime(
    closes === null ? r.raw : withoutClosingTime(r.raw, closing),
    wordsOf(r, (p) => [...p.grammar.from, ...p.grammar.at]),
  );
  // "freitags schließen wir um 16 Uhr", "pénteken 18:00-kor zárunk": the one time of a clause that says
  // a verb of closing is the closing time, wherever the verb stands.
  if (closes === null && has(r, closingWords)) {
    const one = loneTime(r.raw);
    if (one !== null) [closes, opens] = [one, null];
  }
  if (closes === null && opens === null) return null;
  const now = pageHours({ ...r, packs });
  const ops: Op[] = [];
  for (const day of days) {
    const known = now.get(day);
    if (!known) {
      return [
        {
          op: "refuse",
          part: r.raw,
          why: reportWords(r.model.lang, "noHoursForDay"),
        },
      ];
    }
    const from = opens ?? known.from;
    const to = closes ?? known.to;
    // "closes at 8:30" on a day that opens at 10: not guessed as the evening.
    if (to <= from)
      return [
        {
          op: "refuse",
          part: r.raw,
          why: reportWords(r.model.lang, "closesBeforeOpens", { close: hhmm(to), open: hhmm(from) }),
        },
      ];
    const last = ops[ops.length - 1];
    const hours = `${hhmm(from)}-${hhmm(to)}`;
    if (last?.op === "set_hours" && last.hours === hours) last.days.push(day);
    else ops.push({ op: "set_hours", days: [day], hours });
  }
  return ops;
}

/**
 * "chiusi la domenica sera", "closed Saturday mornings": one part of the day closes and the day keeps its
 * other opening. A day the page opens once cannot lose a part of it: refused, asking for the new hours.
 * Null when the clause names no part of the day.
 */
function partClosed(r: Reading, days: number[]): Op[] | null {
  const late = has(r, (p) => p.dayParts?.late ?? []);
  if (!late && !has(r, (p) => p.dayParts?.early ?? [])) return null;
  const week = readWeek(briefOfModel(r.model).hours, [r.model.lang, ...r.packs.map((p) => p.code)]);
  const left = new Map<string, number[]>();
  for (const day of days) {
    const spans = week?.[day] ?? [];
    if (spans.length === 0) continue;
    if (spans.length < 2) {
      const named = r.raw.match(/\p{L}+/gu)?.find((w) => daysIn(w, r.packs).includes(day)) ?? String(day);
      return [
        { op: "refuse", part: r.raw, why: reportWords(r.model.lang, "oneOpeningThatDay", { days: named }) },
      ];
    }
    const kept = late ? spans.slice(0, -1) : spans.slice(1);
    const hours = kept.map((s) => `${padded(s.open)}-${padded(s.close)}`).join(", ");
    left.set(hours, [...(left.get(hours) ?? []), day]);
  }
  // No hours the page gives for those days can lose a part: asked, never the whole day closed.
  if (left.size === 0)
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noHoursForDay") }];
  return [...left].map(([hours, same]) => ({ op: "set_hours" as const, days: same, hours }));
}

/** The clause's one clock time ("16 Uhr", "18:00", "5pm", "17h"); a bare hour below 12 is in the evening. */
function loneTime(raw: string): number | null {
  const found = [
    ...raw.matchAll(/(?<![\d:.,])(\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|uhr|h)?)(?![\d.,:h]|\s*[-–]\s*\d)/giu),
  ];
  return found.length === 1 ? closingClock(found[0]![1]!.replace(/\s+$/, "")) : null;
}

/**
 * "open mondays too, same hours", "aperti anche il lunedì, stesso orario": the day takes the hours the
 * page gives its other open days when they all have the same; different hours are asked, never picked.
 */
function sameHours(r: Reading, days: number[]): Op[] | null {
  // Said with a word of opening: "the weekend moves to 19–21 June, same time" is an event's date.
  // "siamo aperti anche il lunedì", "we're open mondays too": open "also", with no time, is the same hours.
  const said = has(r, (p) => p.grammar.sameTime);
  const also = !said && has(r, (p) => p.grammar.also) && !/\d/.test(r.raw);
  if ((!said && !also) || !has(r, (p) => p.grammar.open) || has(r, (p) => p.grammar.closed)) return null;
  // The page's week as the hours operation reads it: a day with a break keeps both its spans. Lines may be
  // written in another language than the page's (a page composed before its language was told).
  const week = readWeek(briefOfModel(r.model).hours, [r.model.lang, ...r.packs.map((p) => p.code)]);
  if (!week) return null;
  // "we're also open on Sundays" on a page already open on Sundays asks for nothing new: not read here.
  if (also && days.some((day) => week[day]?.length)) return null;
  const written = [
    ...new Set(
      week.flatMap((spans, day) =>
        spans?.length && !days.includes(day)
          ? [spans.map((s) => `${padded(s.open)}-${padded(s.close)}`).join(", ")]
          : [],
      ),
    ),
  ];
  if (written.length === 1) return [{ op: "set_hours", days, hours: written[0]! }];
  const why =
    written.length === 0
      ? reportWords(r.model.lang, "noHoursToCopy")
      : reportWords(r.model.lang, "whichHours", {
          list: orList(
            r,
            written.map((w) => w.replace("-", "–")),
          ),
        });
  return [{ op: "refuse", part: r.raw, why }];
}

/**
 * The clause without its calendar dates and prices: "19 to 21 June" is a range of days, not the hours
 * 19:00–21:00; "le stage week-end passe à 175 €" is a price, never a closing time of 17:00.
 */
function withoutDatesAndPrices(r: Reading): Reading {
  const months = r.packs.flatMap((p) => p.months);
  const joins = r.packs.flatMap((p) => p.dateRange ?? []);
  let raw = blankOut(r.raw, priceSpans(r.raw));
  for (let date = dateOrRangeText(raw, months, joins); date; date = dateOrRangeText(raw, months, joins))
    raw = raw.replace(date, " ");
  return raw === r.raw ? r : { ...r, raw };
}

/**
 * "we don't work saturdays anymore", "samstags haben wir nicht mehr offen", "on ne travaille plus le samedi":
 * a "no longer" word, a negation of its own and an open or work verb — the day is closed from now on.
 */
function noLongerWorked(r: Reading): boolean {
  const stop = wordsOf(r, (p) => p.noLonger?.words);
  if (stop.length === 0 || findPhrase(r.text, stop) === null) return false;
  const negation = wordsOf(r, (p) => p.grammar.not).filter((w) => !stop.includes(w));
  const negated = findPhrase(r.text, negation) !== null || /(?:^|\s)n['’]/iu.test(r.text);
  return negated && has(r, (p) => [...p.grammar.open, ...(p.noLonger?.work ?? [])]);
}

export const openingHours: Rule = {
  name: "opening-hours",
  examples: [
    // A group said beside days of its own ("weekend … saturday") names what they are, not more days;
    // beside other days it is days of its own.
    {
      say: "add weekend hours, saturday 9-1",
      ops: [{ op: "set_hours", days: [5], hours: "09:00-13:00" }],
    },
    {
      say: "open weekends and mondays 10-2",
      ops: [{ op: "set_hours", days: [0, 5, 6], hours: "10:00-14:00" }],
    },
    // The closing time named as a noun ("sluitingstijd", "Schließzeit", "closing time") is a closing verb.
    {
      page: "bloemen",
      say: "verander de sluitingstijd op zaterdag naar 16:00",
      ops: [{ op: "set_hours", days: [5], hours: "09:00-16:00" }],
    },
    {
      page: "baeckerei",
      say: "die Schließzeit am Samstag ist jetzt 14 Uhr",
      ops: [{ op: "set_hours", days: [5], hours: "07:00-14:00" }],
    },
    // No day said: every open day's time, when the page gives them all the same hours.
    {
      page: "trattoria",
      say: "adesso chiudiamo alle 23",
      ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5, 6], hours: "12:00-23:00" }],
    },
    {
      page: "bloemen",
      say: "we sluiten nu om 17:30",
      ops: [{ op: "set_hours", days: [1, 2, 3, 4, 5], hours: "09:00-17:30" }],
    },
    // "até às", "hasta las": the until word with the article before its time is one word of the packs.
    {
      page: "padaria",
      say: "ao sábado abrimos até às 14:00",
      ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }],
    },
    { say: "on saturdays we close at 2pm", ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }] },
    {
      page: "boulangerie",
      say: "le samedi on ferme à 18h",
      ops: [{ op: "set_hours", days: [5], hours: "07:00-18:00" }],
    },
    {
      page: "baeckerei",
      say: "Samstag jetzt 8-12 und 14-17 Uhr",
      ops: [{ op: "set_hours", days: [5], hours: "08:00-12:00, 14:00-17:00" }],
    },
    // Asked in Portuguese about an English page: read with the request's own pack.
    {
      say: "abrimos também à segunda-feira, das 9h às 17h",
      ops: [{ op: "set_hours", days: [0], hours: "09:00-17:00" }],
    },
    { say: "mondays 9-12 and 2-6", ops: [{ op: "set_hours", days: [0], hours: "09:00-12:00, 14:00-18:00" }] },
    {
      page: "boulangerie",
      say: "le samedi de 8h à 12h et de 14h à 18h",
      ops: [{ op: "set_hours", days: [5], hours: "08:00-12:00, 14:00-18:00" }],
    },
    // "alle" is "at" and "until": after a verb of opening it is the opening time, the closing one stays.
    {
      page: "trattoria",
      say: "la domenica apriamo alle 11",
      ops: [{ op: "set_hours", days: [6], hours: "11:00-22:00" }],
    },
    {
      page: "trattoria",
      say: "la domenica chiudiamo alle 16",
      ops: [{ op: "set_hours", days: [6], hours: "12:00-16:00" }],
    },
    // A day opened "with the same hours" takes the hours of the page's other days, when they are one.
    // Open "also", with no time, says the same.
    {
      page: "trattoria",
      say: "siamo aperti anche il lunedì",
      ops: [{ op: "set_hours", days: [0], hours: "12:00-22:00" }],
    },
    {
      page: "trattoria",
      say: "adesso siamo aperti anche il lunedì, stesso orario",
      ops: [{ op: "set_hours", days: [0], hours: "12:00-22:00" }],
    },
    {
      page: "boulangerie",
      say: "on ouvre aussi le lundi, mêmes horaires",
      ops: [
        {
          op: "refuse",
          part: "on ouvre aussi le lundi, mêmes horaires",
          why: "quels horaires : 07:00–19:00 ou 07:00–13:00 ? Indiquez les heures",
        },
      ],
    },
    {
      page: "bloemen",
      say: "we zijn nu ook op maandag open, zelfde tijden",
      ops: [{ op: "set_hours", days: [0], hours: "09:00-18:00" }],
    },
    {
      page: "clases",
      say: "ahora abrimos también los sábados, mismo horario",
      ops: [
        {
          op: "refuse",
          part: "ahora abrimos también los sábados, mismo horario",
          why: "la página no da un horario que copiar: di las horas, p. ej. 9-17",
        },
      ],
    },
    {
      page: "cafe",
      say: "we're open mondays too now, same hours",
      ops: [
        {
          op: "refuse",
          part: "we're open mondays too now, same hours",
          why: "which hours: 08:00–16:00 or 09:00–13:00? Say the times",
        },
      ],
    },
    // A verb of closing with one time, wherever the verb stands, sets that day's closing time.
    {
      page: "baeckerei",
      say: "freitags schließen wir um 16 Uhr",
      ops: [{ op: "set_hours", days: [4], hours: "07:00-16:00" }],
    },
    {
      page: "bloemen",
      say: "op vrijdag sluiten we om 17:00",
      ops: [{ op: "set_hours", days: [4], hours: "09:00-17:00" }],
    },
    {
      page: "trattoria",
      say: "il sabato chiudiamo alle 23:30",
      ops: [{ op: "set_hours", days: [5], hours: "12:00-23:30" }],
    },
    {
      page: "padaria",
      say: "à sexta fechamos às 14h",
      ops: [{ op: "set_hours", days: [4], hours: "07:00-14:00" }],
    },
    { say: "closed on Sundays", ops: [{ op: "set_hours", days: [6], hours: "closed" }] },
    { say: "Sat 8:00–13:00", ops: [{ op: "set_hours", days: [5], hours: "08:00-13:00" }] },
    {
      say: "we r open mondays now aswell, 8-2",
      ops: [{ op: "set_hours", days: [0], hours: "08:00-14:00" }],
    },
    { say: "open till 8 on Fridays", ops: [{ op: "set_hours", days: [4], hours: "08:00-20:00" }] },
    {
      say: "from now on we open at 7 on saturdays",
      ops: [{ op: "set_hours", days: [5], hours: "07:00-16:00" }],
    },
    {
      say: "opening hours mon-fri 9am to 5pm",
      ops: [{ op: "set_hours", days: [0, 1, 2, 3, 4], hours: "09:00-17:00" }],
    },
    { say: "we're closed on weekends", ops: [{ op: "set_hours", days: [5, 6], hours: "closed" }] },
    {
      page: "cafe",
      say: "we're open mondays now too, 8-2",
      ops: [{ op: "set_hours", days: [0], hours: "08:00-14:00" }],
    },
    {
      page: "baeckerei",
      say: "Samstag haben wir ab sofort bis 16 Uhr offen",
      ops: [{ op: "set_hours", days: [5], hours: "07:00-16:00" }],
    },
    {
      page: "bloemen",
      say: "we zijn nu ook op maandag open, 9-17",
      ops: [{ op: "set_hours", days: [0], hours: "09:00-17:00" }],
    },
    {
      page: "boulangerie",
      say: "fermé le dimanche désormais",
      ops: [{ op: "set_hours", days: [6], hours: "closed" }],
    },
    {
      page: "trattoria",
      say: "il lunedì siamo aperti dalle 18 alle 22",
      ops: [{ op: "set_hours", days: [0], hours: "18:00-22:00" }],
    },
    {
      page: "trattoria",
      say: "la domenica siamo aperti fino alle 15",
      ops: [{ op: "set_hours", days: [6], hours: "12:00-15:00" }],
    },
    {
      page: "padaria",
      say: "agora abrimos também ao domingo, das 8 às 12",
      ops: [{ op: "set_hours", days: [6], hours: "08:00-12:00" }],
    },
    { say: "open thursdays 4-10pm", ops: [{ op: "set_hours", days: [3], hours: "16:00-22:00" }] },
    { say: "mondays 9-5pm", ops: [{ op: "set_hours", days: [0], hours: "09:00-17:00" }] },
    {
      page: "boulangerie",
      say: "ouvert aussi le lundi de 8h à 12h30",
      ops: [{ op: "set_hours", days: [0], hours: "08:00-12:30" }],
    },
    {
      page: "stage",
      say: "ajoutez les horaires : mercredi et samedi de 10h à 18h",
      ops: [{ op: "set_hours", days: [2, 5], hours: "10:00-18:00" }],
    },
    { say: "we dont work saturdays anymore", ops: [{ op: "set_hours", days: [5], hours: "closed" }] },
    // "do" a day is working it: "we dont do saturdays anymore".
    { say: "we dont do saturdays anymore", ops: [{ op: "set_hours", days: [5], hours: "closed" }] },
    {
      page: "baeckerei",
      say: "samstags haben wir nicht mehr offen",
      ops: [{ op: "set_hours", days: [5], hours: "closed" }],
    },
    {
      page: "boulangerie",
      say: "on ne travaille plus le samedi",
      ops: [{ op: "set_hours", days: [5], hours: "closed" }],
    },
    {
      page: "trattoria",
      say: "non apriamo più la domenica",
      ops: [{ op: "set_hours", days: [6], hours: "closed" }],
    },
    {
      page: "bloemen",
      say: "we zijn op zaterdag niet meer open",
      ops: [{ op: "set_hours", days: [5], hours: "closed" }],
    },
    // A day's end said with "finish" or "end" is its closing time, never its opening.
    { say: "saturdays we finish at 2pm now", ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }] },
    { say: "on saturday we end at 2pm", ops: [{ op: "set_hours", days: [5], hours: "08:00-14:00" }] },
    {
      page: "baeckerei",
      say: "samstags ist jetzt um 13 Uhr Ende",
      ops: [{ op: "set_hours", days: [5], hours: "07:00-13:00" }],
    },
    // One part of the day closed keeps the day's other opening; a day opened once is asked about.
    {
      page: "verona",
      say: "chiusi la domenica sera",
      ops: [{ op: "set_hours", days: [6], hours: "12:00-14:30" }],
    },
    {
      page: "verona",
      say: "il sabato a pranzo siamo chiusi",
      ops: [{ op: "set_hours", days: [5], hours: "19:00-22:30" }],
    },
    {
      page: "verona",
      say: "closed sunday evenings",
      ops: [{ op: "set_hours", days: [6], hours: "12:00-14:30" }],
    },
    {
      page: "trattoria",
      say: "chiusi la domenica sera",
      ops: [
        {
          op: "refuse",
          part: "chiusi la domenica sera",
          why: "la pagina indica per domenica un solo orario, quindi non se ne può chiudere solo una parte: di' i nuovi orari, ad es. 12-15",
        },
      ],
    },
    {
      page: "padaria",
      say: "ao domingo abrimos das 9h às 13h",
      ops: [{ op: "set_hours", days: [6], hours: "09:00-13:00" }],
    },
    ...startExamples,
  ],
  read(reading) {
    const r = withoutDatesAndPrices(reading);
    const days = daysIn(r.text, r.packs);
    if (days.length === 0) return everyOpenDay(r);
    const timed = range(r, days, r.packs) ?? sameHours(r, days);
    if (timed) return timed;
    // "closed on Sundays", and "we don't work saturdays anymore": the day is closed from now on.
    const closed = has(r, (p) => p.grammar.closed) || noLongerWorked(r);
    if (!closed) return null;
    return partClosed(r, days) ?? [{ op: "set_hours", days, hours: "closed" }];
  },
};
