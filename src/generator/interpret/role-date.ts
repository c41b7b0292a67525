/**
 * A date that is not the event's, named by its role: "shipping moves to June 2027", "la livraison est
 * repoussée à mai 2027", "de verzending schuift op naar mei 2027", "launch is now in May". The page's date
 * written in a line with a word of the same role (packs' `dateRoles`: delivery, launch, opening) is
 * replaced by the owner's; no event status is set. A role the page gives no date for is refused on a page
 * that is not an event (an event page's own date is event-date's).
 */
import type { DateRole } from "../lang/types.js";
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { labelledTexts } from "./page-facts.js";
import type { Reading } from "./reading.js";
import { alternation, findPhrase } from "./text.js";
import { dateOrRangeText } from "./values.js";

const ROLES: DateRole[] = ["delivery", "launch", "opening"];

const EVENT_TYPES = new Set(["event-registration", "webinar"]);

/** A date as written, down to a month alone: "15 April 2027", "mars 2027", "June", "mayo de 2027". */
function dateIn(r: Reading, text: string): string | null {
  const months = r.packs.flatMap((p) => p.months);
  const full = dateOrRangeText(
    text,
    months,
    r.packs.flatMap((p) => p.dateRange ?? []),
  );
  if (full) return full;
  const m = new RegExp(
    `(?<![\\p{L}\\d])(?:\\d{1,2}(?:st|nd|rd|th|\\.|er|º)?\\s+(?:de\\s+)?)?(?:${alternation(months.flat())})\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?(?![\\d:.]))?(?:,?\\s+(?:de\\s+)?\\d{4})?(?![\\p{L}\\d])`,
    "iu",
  ).exec(text);
  // "may" is also a verb: a month of three letters alone is read only with its year or day.
  if (!m) return null;
  const withYear = /\d{4}$/.test(m[0]);
  return withYear || /^\d/.test(m[0]) || m[0].length > 3 ? m[0] : null;
}

function roleSaid(r: Reading): DateRole | null {
  for (const pack of r.packs)
    for (const role of ROLES) if (findPhrase(r.text, pack.dateRoles?.[role] ?? [])) return role;
  return null;
}

/**
 * "it ships in april now" on a page that says "March 2027": the owner's month written the way the page
 * writes its month (capital or not) and with the page's year, which the owner did not mean to drop.
 */
function inPageForm(from: string, to: string): string {
  const said = /^\p{Lu}/u.test(from) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
  return /\d/.test(said) ? said : withPageYear(from, said);
}

/**
 * "april 3" on a page that writes "20 March 2027": the owner's day and month in the page's order and with
 * its capitals ("3 April"); a day said first stays as said.
 */
function inPageOrder(from: string, to: string): string {
  const monthFirst = /^(\p{L}+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/u.exec(to.trim());
  if (!monthFirst) return to;
  const [, month = "", day = ""] = monthFirst;
  const written = /\d{1,2}\s+\p{Lu}|\p{Lu}\p{Ll}+\s+\d/u.test(from)
    ? month.charAt(0).toUpperCase() + month.slice(1)
    : month;
  return /^\d/.test(from) ? `${day} ${written}` : `${written} ${day},`;
}

/** The owner's date with the page's year after it, joined the page's way (" 2027", " de 2027"). */
function withPageYear(from: string, to: string): string {
  const year = /\s+(?:de\s+)?\d{4}$/u.exec(from);
  return year ? `${to}${year[0]}` : to;
}

export function roleDate(r: Reading): Op[] | null {
  const role = roleSaid(r);
  if (!role) return null;
  const to = dateIn(r, r.raw);
  if (!to) return null;
  const words = r.packs.flatMap((p) => p.dateRoles?.[role] ?? []);
  const found = new Set(
    labelledTexts(r.model)
      .filter(({ said }) => findPhrase(said, words))
      .map(({ text }) => dateIn(r, text))
      .filter((d): d is string => d !== null),
  );
  if (found.size === 1) {
    const [from] = [...found] as [string];
    if (from === to) return null;
    // Two whole dates: the fact moves everywhere, structured data too; a month is the page's words.
    const whole = (d: string) => /\d{1,2}\D+\d{4}|\d{4}-\d{2}-\d{2}/.test(d);
    // "now ship on 1 March" for "15 February 2027": a day and month said without the year keep the page's.
    const dated = !/\d{4}/.test(to) && /\d/.test(to) ? withPageYear(from, inPageOrder(from, to)) : to;
    if (whole(from) && whole(dated)) return [{ op: "set_fact", kind: "date", from, to: dated }];
    // A day the page counts down to or marks up cannot become a month: the owner is asked for the day.
    const machine = r.model.sections.some((s) => s.date || s.items.some((i) => i.datetime));
    if (whole(from) && machine)
      return [
        { op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "countsDownTo", { date: from }) },
      ];
    return [{ op: "replace_text", find: from, with: inPageForm(from, to) }];
  }
  if (EVENT_TYPES.has(r.model.source.landingPageType)) return null;
  const why =
    found.size === 0
      ? reportWords(r.model.lang, "noSuchDate")
      : reportWords(r.model.lang, "whichDate", { count: String(found.size), list: [...found].join(", ") });
  return [{ op: "refuse", part: r.raw.trim(), why }];
}
