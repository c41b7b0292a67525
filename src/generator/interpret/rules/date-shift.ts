/**
 * The event moved by a span, not to a date: "push it back a week", "spostalo di una settimana", "eine Woche
 * später", "adelántalo dos días" (packs' `shift`). The page's one date moves by that many days and is
 * written as the page writes it; a page with several dates, or none, is said so for free.
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import { writeDateLike } from "../../ops/fact-values.js";
import { reportWords } from "../../ops/report-words.js";
import { pageTexts } from "../page-texts.js";
import { find } from "../reading.js";
import type { Rule } from "../rule.js";
import { spanDays } from "../span.js";
import { dateOrRangeText } from "../values.js";

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export const dateShift: Rule = {
  name: "date-shift",
  examples: [
    {
      page: "webinar",
      say: "push it back a week",
      ops: [{ op: "set_fact", kind: "date", from: "14 January 2027", to: "21 January 2027" }],
    },
    {
      page: "stage",
      say: "repousse le stage d'une semaine",
      ops: [{ op: "set_fact", kind: "date", from: "20 mars 2027", to: "27 mars 2027" }],
    },
    {
      page: "kurs",
      say: "der Kurs ist jetzt zwei Tage früher",
      ops: [{ op: "set_fact", kind: "date", from: "13. März 2027", to: "11. März 2027" }],
    },
    // Several dates: which one moves is asked, never guessed.
    {
      page: "taller",
      say: "retrasa el taller una semana",
      ops: [
        {
          op: "refuse",
          part: "retrasa el taller una semana",
          why: "la página da varias fechas: di cuál cambia y a qué día",
        },
      ],
    },
  ],
  read(r) {
    const later = find(r, (p) => p.shift?.later);
    const earlier = find(r, (p) => p.shift?.earlier);
    if (!later === !earlier) return null;
    const days = spanDays(r.text, r.packs);
    if (days === null) return null;
    const dates = briefOfModel(r.model).dates.filter(
      (d, i, all) => all.findIndex((e) => e.start === d.start) === i,
    );
    // No date at all: the span may be another value's ("o teste passa a 14 dias"), for the other rules.
    if (dates.length === 0) return null;
    if (dates.length > 1)
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "whichDateToMove") }];
    const old = dates[0]!;
    const n = later ? days : -days;
    const months = r.packs.flatMap((p) => p.months);
    const joins = r.packs.flatMap((p) => p.dateRange ?? []);
    // The date as the page's text writes it: the op finds it there.
    const from = pageTexts(r.model)
      .map(({ text }) => dateOrRangeText(text, months, joins))
      .find((d): d is string => d !== null);
    if (!from) return null;
    const next = {
      ...old,
      text: from,
      start: addDays(old.start, n),
      end: old.end ? addDays(old.end, n) : undefined,
      startTime: undefined,
    };
    const to = writeDateLike({ ...old, text: from, startTime: undefined }, next, r.model.lang);
    return [{ op: "set_fact", kind: "date", from, to }];
  },
};
