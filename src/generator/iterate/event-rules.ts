/**
 * Requests that move an event: "change the event date to 12 June 2026 at 10:00", "the webinar starts at
 * 19:00 CET instead", "postpone it to March 3". The date is read with the content brief's extractors; the
 * page's date text is replaced wherever it appears (hero, details, FAQ, countdown) and every machine date
 * follows, so the countdown and the <time> elements stay true.
 */
import type { DateFact } from "../brief/types.js";
import { escapeRegex } from "../brief/vocabulary.js";
import { isPageLabel } from "../composer/locale/index.js";
import { countdownTarget, machineDate } from "../composer/write/dates.js";
import type { PageModel } from "../model.js";
import type { ChangeRule } from "./change-rules.js";
import { factsOf } from "./facts.js";
import { replaceEverywhere, rewriteEverywhere } from "./model-texts.js";

const ABOUT_WHEN =
  /\b(?:date|time|day|starts?|starting|begins?|kicks? off|reschedul\w*|postpone\w*|moved?|takes? place|happens?|is on|will be on|now on|bring (?:it )?forward)\b/i;
const EVENT_WORDS =
  /\b(?:event|webinar|workshop|conference|meetup|class|session|launch|it|talk|course|party|show|retreat|festival|concert|gala|fair|summit|seminar|masterclass|training|tour|tasting|dinner|camp|exhibition|race)\b/i;

/** The request names the event by a word of its title ("the retreat" on "Sunrise Yoga Retreat Day"). */
function namesTheEvent(request: string, model: PageModel): boolean {
  const words = model.source.title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const lower = request.toLowerCase();
  return words.some((word) => new RegExp(`(?<!\\p{L})${escapeRegex(word)}(?!\\p{L})`, "u").test(lower));
}

/** A clock time with an optional zone abbreviation: "19:00 CET", "7 pm", "7:30pm GMT+1". */
const TIME =
  /\b(\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?|\d{1,2}[:.]\d{2})(\s*(?:[A-Z]{2,5}(?:[+-]\d{1,2})?|[A-Z][a-z]+ time))?(?=\W|$)/;

/** The page's current event date: the text shown and its machine value. */
function currentDate(model: PageModel): { text: string; datetime: string } | null {
  for (const section of model.sections) {
    for (const item of section.items) {
      if (!item.datetime) continue;
      const text = section.kind === "hero" ? item.title : (item.text ?? item.title);
      if (text) return { text, datetime: item.datetime };
    }
  }
  return null;
}

/** The first clock time in the text ("18:00 CET", "7 pm"), not a day number ("12,"). */
function timeIn(text: string): RegExpMatchArray | null {
  for (const m of text.matchAll(new RegExp(TIME.source, "g"))) if (/[:.]|[ap]\.?m/i.test(m[1])) return m;
  return null;
}

/** The new date's text: what the request gives, completed from the old one (its time, or its day). */
function newDateText(request: string, old: string, model: PageModel): string | null {
  const given = factsOf(request, model).dates[0];
  const oldTime = timeIn(old);
  if (given?.start) {
    if (given.startTime || !oldTime) return given.text;
    return `${given.text} at ${oldTime[0].trim()}`;
  }
  const newTime = timeIn(request.replace(/^.*?\b(?:to|at|from)\b/i, " "));
  if (!newTime || !oldTime) return null;
  const zone = newTime[2]?.trim() || oldTime[2]?.trim() || "";
  return old
    .replace(oldTime[0], ` ${newTime[1].trim()}${zone ? ` ${zone}` : ""}`)
    .replace(/\s+/g, " ")
    .trim();
}

function moveTo(model: PageModel, old: { text: string; datetime: string }, fact: DateFact): void {
  replaceEverywhere(model, old.text, fact.text);
  const instant = machineDate(fact);
  const target = countdownTarget(fact);
  const past = Date.parse(target) < Date.parse(model.generatedAt);
  for (const section of model.sections) {
    for (const item of section.items) if (item.datetime === old.datetime) item.datetime = instant;
    if (section.date) {
      section.date = target;
      section.past = past;
    }
  }
}

export const EVENT_DATE_RULE: ChangeRule = {
  // "change the date to March 5, 2026": a fragment after a comma may complete the date.
  takesText: true,
  apply(request, model) {
    if (!ABOUT_WHEN.test(request) || /\b(?:opening hours|hours|open)\b/i.test(request)) return null;
    // "we start at 9:30 instead": on a page with an event date, its start is the event's.
    if (
      !EVENT_WORDS.test(request) &&
      !/\b(?:date|time|start|starts|starting|begins?|kicks? off)\b/i.test(request) &&
      !namesTheEvent(request, model)
    )
      return null;
    const old = currentDate(model);
    if (!old) return null;
    const text = newDateText(request, old.text, model);
    if (!text) {
      if (
        /\b(?:date|time)\b/i.test(request) &&
        /\b(?:change|set|move|update|reschedule|postpone)\b/i.test(request)
      )
        return {
          refused: `Give the new date and time as it should appear, e.g. “change the date to 12 June 2026 at 10:00”`,
        };
      return null;
    }
    const fact = factsOf(text, model).dates[0];
    if (!fact) return { refused: `I could not read “${text}” as a date` };
    moveTo(model, old, fact);
    return { applied: `Moved the event to ${fact.text} (was ${old.text})` };
  },
};

/** "change the venue to Factory Görlitzer Park, Berlin": the place follows everywhere it is written. */
export const EVENT_VENUE_RULE: ChangeRule = {
  takesText: true,
  apply(request, model) {
    const m = request.match(
      /\b(?:venue|location|place|address of the event)\b\s+(?:is\s+now|to|is)\s+(.+)$|\b(?:move|moved)\s+(?:the\s+)?(?:event|workshop|conference|meetup|class)\s+to\s+(?!\d)(.+)$/i,
    );
    if (!m) return null;
    const place = (m[1] ?? m[2] ?? "").trim().replace(/^["“']|["”']$/g, "");
    if (!place || factsOf(place, model).dates.length > 0) return null;
    const where = model.sections
      .flatMap((s) => s.items)
      .find((item) => item.icon === "map-pin" && (item.text ?? item.title));
    if (!where)
      return { refused: "The page shows no venue to change; add it with the address: add our address: …" };
    const old = isPageLabel(model, where.title, "Where") ? (where.text ?? "") : where.title;
    // "at The Boathouse, 2 Wharf Road": the venue's name written before its address goes with it.
    const named = new RegExp(
      `(?<![\\p{L}])(?:The\\s)?\\p{Lu}[\\p{L}'’&-]*(?:\\s\\p{Lu}[\\p{L}'’&-]*){0,3},\\s${escapeRegex(old)}`,
      "gu",
    );
    rewriteEverywhere(model, (text) => text.replace(named, place));
    replaceEverywhere(model, old, place);
    return { applied: `Changed the venue to ${place} (was ${old})` };
  },
};
