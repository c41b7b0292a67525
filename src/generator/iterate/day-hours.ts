/**
 * One day's new closing or opening time: "open till 8 on Fridays", "on Saturdays we close at 18:00", "we
 * open at 10 on Sundays". The day's own hours change wherever the page writes them; a day inside a range
 * gets hours of its own ("Mon–Fri 8:00–18:00" → "Mon–Thu 8:00–18:00, Fri 8:00–20:00"), in the page's way
 * of writing days and times.
 */
import type { PageModel } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { DAY_NAMES, dayNamed } from "./closed-days.js";
import { DAY_SPAN, daySpanReader } from "./day-spans.js";
import { rewriteEverywhere } from "./model-texts.js";

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
    let newTime = "";
    const changed: string[] = [];
    rewriteEverywhere(model, (text) =>
      text.replace(
        line,
        (whole, spanText: string, gap: string, open: string, dash: string, close: string) => {
          const span = spans(spanText);
          if (!span?.days.includes(said.day)) return whole;
          const opens = Number(open.split(/[:.]/)[0]);
          newTime = clock(said.hour, said.minutes, said.half, said.closing ? opens : undefined);
          const hours = said.closing ? `${open}${dash}${newTime}` : `${newTime}${dash}${close}`;
          if (hours === `${open}${dash}${close}`) return whole;
          // The other days of the range keep their hours, in the order the days come.
          const parts: string[] = [];
          let run: number[] = [];
          const flush = () => {
            if (run.length) parts.push(`${span.write(run)}${gap}${open}${dash}${close}`);
            run = [];
          };
          for (const day of span.days) {
            if (day !== said.day) run.push(day);
            else {
              flush();
              parts.push(`${span.write([day])}${gap}${hours}`);
            }
          }
          flush();
          const result = parts.join(", ");
          changed.push(result);
          return result;
        },
      ),
    );
    if (changed.length === 0) return null;
    const day = DAY_NAMES[said.day];
    return {
      applied: `Changed the ${said.closing ? "closing" : "opening"} time on ${day[0].toUpperCase()}${day.slice(1)}s to ${newTime} (${changed[0]})`,
    };
  },
};
