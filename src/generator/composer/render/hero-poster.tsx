/** @jsxRuntime classic */
/** @jsx h */
/**
 * The poster hero's date tile: an event's day set large with its month and weekday, the way a poster or a
 * ticket leads with the date. Read from the hero's dated fact (`<time datetime>`), written in the page's
 * language by Intl, and shown only when the owner wrote the day's number themselves (a spelled date keeps
 * the usual hero: every number on the page comes from the description).
 */
import type { PageModel, Section } from "../../model.js";
import { weekdayNames } from "../../ops/week.js";
import { type Html, h } from "./jsx.js";

/** Page types whose hero leads with the date when the description gives one. */
const DATED_TYPES = new Set(["event-registration", "webinar"]);

export interface PosterDate {
  day: string;
  month: string;
  weekday: string;
}

/** The calendar day of a `datetime` value ("2027-02-12", "2027-02-12T18:30", "…+01:00"): as written, no zone shift. */
function calendarDay(datetime: string): { year: number; month: number; day: number } | null {
  const m = datetime.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m) return null;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function formatted(lang: string, date: Date, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone: "UTC" }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en", { ...options, timeZone: "UTC" }).format(date);
  }
}

/** The date a poster hero shows, or null when the page is no dated event (or the day was not written in digits). */
export function posterDateOf(s: Section, model: PageModel): PosterDate | null {
  if (!DATED_TYPES.has(model.source.landingPageType) || s.past) return null;
  const dated = s.items.find((it) => it.datetime)?.datetime;
  const day = dated ? calendarDay(dated) : null;
  if (!day) return null;
  if (!new RegExp(`(?<!\\d)0?${day.day}(?!\\d)`).test(model.source.prompt)) return null;
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const weekday = formatted(model.lang, date, { weekday: "long" });
  return {
    day: String(day.day),
    month: formatted(model.lang, date, { month: "short" }).replace(/\.$/, ""),
    weekday: namesOtherWeekday(model, weekday, day.day) ? "" : weekday,
  };
}

/**
 * The description names a weekday other than the date's beside the date ("Thursday 5 March" when 5 March
 * is a Friday): the tile then leaves the weekday out rather than contradict the owner. A weekday elsewhere
 * ("the championship is on Sunday" at a two-day festival) is another thing's day, not the date's.
 */
function namesOtherWeekday(model: PageModel, weekday: string, day: number): boolean {
  const prompt = model.source.prompt.toLocaleLowerCase(model.lang);
  const nearDate = [...prompt.matchAll(new RegExp(`(?<!\\d)0?${day}(?!\\d)`, "g"))].map((m) =>
    prompt.slice(Math.max(0, m.index - 25), m.index + 25),
  );
  return weekdayNames(model.lang, "long").some(
    (name) => name !== weekday && nearDate.some((text) => text.includes(name.toLocaleLowerCase(model.lang))),
  );
}

/**
 * The tile itself. The date is already in the hero's facts as text a screen reader reads, so the tile is
 * a picture of it, hidden from assistive technology (read twice, it said the date twice).
 */
export function DateTile(props: { date: PosterDate }): Html {
  return (
    <div class="hx-date" aria-hidden="true">
      <span class="hx-mon">{props.date.month}</span>
      <span class="hx-day">{props.date.day}</span>
      {props.date.weekday ? <span class="hx-wd">{props.date.weekday}</span> : null}
    </div>
  );
}
