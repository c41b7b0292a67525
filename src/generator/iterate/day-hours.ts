/**
 * One day's new closing or opening time: "open till 8 on Fridays", "on Saturdays we close at 18:00", "we
 * open at 10 on Sundays". The day's own hours change wherever the page writes them; a day inside a range
 * gets hours of its own ("Mon–Fri 8:00–18:00" → "Mon–Thu 8:00–18:00, Fri 8:00–20:00"), in the page's way
 * of writing days and times.
 */
import type { PageModel } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { DAY_NAMES, dayNamed } from "./closed-days.js";
import { DAY_SPAN, type DaySpan, daySpanReader } from "./day-spans.js";
import { rewriteEverywhere } from "./model-texts.js";
import { changeWordDayTime } from "./word-days.js";

const CLOCK = String.raw`(?<hour>\d{1,2})(?:[:.](?<minutes>\d{2}))?\s*(?<half>a\.?m\.?|p\.?m\.?)?`;
const DAY = "(?<day>(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)";
const UNTIL = String.raw`(?:open\s+)?(?:till|until|til|'til|to)|clos(?:e|es|ing)\s+(?:at|from)?`;
const FROM = String.raw`open(?:s|ing)?\s+(?:at|from)`;

/** The time as the page writes times ("18:00"), a bare hour read as the afternoon when it must be. */
function clock(hour: string, minutes: string | undefined, half: string | undefined, after?: number): string {
  let h = Number(hour);
  if (half && /p/i.test(half) && h < 12) h += 12;
  else if (!half && after !== undefined && h <= after && h < 12) h += 12;
  return `${h}:${minutes ?? "00"}`;
}

interface DayTime {
  day: number;
  closing: boolean;
  hour: string;
  minutes?: string;
  half?: string;
}

function read(request: string): DayTime | null {
  for (const [verb, closing] of [
    [UNTIL, true],
    [FROM, false],
  ] as const) {
    const groups = (
      request.match(new RegExp(`\\b(?:${verb})\\s+${CLOCK}\\s+(?:on\\s+)?${DAY}\\b`, "i")) ??
      request.match(new RegExp(`\\b(?:on\\s+)?${DAY}\\b.*?\\b(?:${verb})\\s+${CLOCK}`, "i"))
    )?.groups;
    const day = DAY_NAMES.indexOf(dayNamed(groups?.day ?? "") ?? "");
    if (groups?.hour && day >= 0)
      return { day, closing, hour: groups.hour, minutes: groups.minutes, half: groups.half };
  }
  return null;
}

/**
 * The days of a span with their hours after the change: the other days keep theirs, in the order the days
 * come ("Mon–Thu" 8:00–18:00, "Fri" 8:00–20:00). None when the span does not hold the day or nothing changes.
 */
function split(
  span: DaySpan,
  hours: { open: string; dash: string; close: string },
  said: DayTime,
): { time: string; parts: { days: string; hours: string }[] } | null {
  if (!span.days.includes(said.day)) return null;
  const { open, dash, close } = hours;
  const time = clock(
    said.hour,
    said.minutes,
    said.half,
    said.closing ? Number(open.split(/[:.]/)[0]) : undefined,
  );
  const changed = said.closing ? `${open}${dash}${time}` : `${time}${dash}${close}`;
  if (changed === `${open}${dash}${close}`) return null;
  const parts: { days: string; hours: string }[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length) parts.push({ days: span.write(run), hours: `${open}${dash}${close}` });
    run = [];
  };
  for (const day of span.days) {
    if (day !== said.day) run.push(day);
    else {
      flush();
      parts.push({ days: span.write([day]), hours: changed });
    }
  }
  flush();
  return { time, parts };
}

/** A second set of hours after the first: " and 18:00–21:00", " e 19:00–23:00". */
const SECOND_SET = /^\s*(?:and|&|e|et|y|und|en|i|és|,)\s*\d{1,2}[:.]\d{2}\s*[–-]\s*\d{1,2}[:.]\d{2}/i;

/** The day's hours written in words ("le dimanche de 7h à 13h"), or why they are not changed. */
function wordDayTime(model: PageModel, said: DayTime, days: string): ReturnType<ChangeRule["apply"]> {
  const [hour, minutes = "00"] = clock(
    said.hour,
    said.minutes,
    said.half,
    said.closing ? 6 : undefined,
  ).split(":");
  const done = changeWordDayTime(model, said.day, said.closing, [Number(hour), minutes]);
  if (done.inside.length > 0)
    return {
      refused: `${days} are part of “${done.inside[0]}” as the page writes its hours, and I do not split days written in words by guessing; give the hours anew as they should read: opening hours: …`,
    };
  if (done.changed.length === 0) return null;
  const once = new Map(done.changed.map(([from, to]) => [from.toLowerCase(), `“${from}” is now “${to}”`]));
  return {
    applied: `Changed the ${said.closing ? "closing" : "opening"} time on ${days} (${[...once.values()].join(", ")})`,
  };
}

const TIMES = /^(\d{1,2}[:.]\d{2})(\s*[–-]\s*)(\d{1,2}[:.]\d{2})$/;

export const DAY_HOURS_RULE: ChangeRule = {
  apply(request, model: PageModel) {
    if (!/\b(?:open|close|closes|closing|till|until|til)\b/i.test(request)) return null;
    const said = read(request);
    if (!said) return null;
    const spans = daySpanReader(model);
    const line = new RegExp(
      `(${DAY_SPAN})(\\s+)(\\d{1,2}[:.]\\d{2})(\\s*[–-]\\s*)(\\d{1,2}[:.]\\d{2})`,
      "gu",
    );
    const changed: string[] = [];
    let newTime = "";
    // A day with two sets of hours ("Mon–Fri 7:00–9:00 and 18:00–21:00") is not given one new time.
    const twoSets: string[] = [];
    rewriteEverywhere(model, (text) =>
      text.replace(
        line,
        (whole, days: string, gap: string, open: string, dash: string, close: string, at: number) => {
          const span = spans(days);
          const more = text.slice(at + whole.length).match(SECOND_SET);
          if (span?.days.includes(said.day) && more) {
            twoSets.push(`${whole}${more[0]}`);
            return whole;
          }
          const done = span && split(span, { open, dash, close }, said);
          if (!done) return whole;
          newTime = done.time;
          const result = done.parts.map((part) => `${part.days}${gap}${part.hours}`).join(", ");
          changed.push(result);
          return result;
        },
      ),
    );
    // An opening-hours section gives the days and their hours as an item's title and text.
    for (const section of model.sections) {
      if (section.kind !== "hours") continue;
      section.items = section.items.flatMap((item) => {
        const span = spans(item.title);
        const times = item.text?.match(TIMES);
        const done = span && times && split(span, { open: times[1], dash: times[2], close: times[3] }, said);
        if (!done) return [item];
        newTime = done.time;
        changed.push(done.parts.map((part) => `${part.days} ${part.hours}`).join(", "));
        return done.parts.map((part) => ({ ...item, title: part.days, text: part.hours }));
      });
    }
    const day = DAY_NAMES[said.day];
    const days = `${day[0].toUpperCase()}${day.slice(1)}s`;
    if (twoSets.length > 0)
      return {
        refused: `The page gives ${days} two sets of hours (“${twoSets[0]}”); give that day's hours in full as they should read: opening hours: …`,
      };
    if (changed.length === 0) return wordDayTime(model, said, days);
    return {
      applied: `Changed the ${said.closing ? "closing" : "opening"} time on ${day[0].toUpperCase()}${day.slice(1)}s to ${newTime} (${changed[0]})`,
    };
  },
};
