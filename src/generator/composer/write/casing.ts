/**
 * The capitals a written page needs whatever case the owner typed in: weekday and month names where the
 * language writes them with a capital ("on saturday 14 march" → "on Saturday 14 March"; French "samedi"
 * stays), and the first letter of a heading, an item or a sentence. Only the case changes: every letter,
 * figure and word stays as typed.
 */
import { escapeRegex } from "../../brief/vocabulary.js";
import type { Item, Link, Section } from "../../model.js";

interface CalendarNames {
  weekdays: string[];
  months: string[];
  /** English adds an "s" for every one of a weekday ("Saturdays"); German "samstags" is an adverb, lower case. */
  plural: boolean;
}

const namesByLang = new Map<string, CalendarNames | null>();

const isCapital = (word: string) => word.charAt(0) !== word.charAt(0).toLocaleLowerCase();

/** The weekday and month names a language writes with a capital, from Intl; null when it writes them lower case. */
function calendarNames(lang: string): CalendarNames | null {
  const base = lang.toLowerCase();
  if (namesByLang.has(base)) return namesByLang.get(base) ?? null;
  let names: CalendarNames | null = null;
  try {
    const weekday = new Intl.DateTimeFormat(base, { weekday: "long", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat(base, { month: "long", timeZone: "UTC" });
    // 5 to 11 January 2025 are Sunday to Saturday.
    const weekdays = [5, 6, 7, 8, 9, 10, 11].map((d) => weekday.format(Date.UTC(2025, 0, d)));
    const months = Array.from({ length: 12 }, (_, m) => month.format(Date.UTC(2025, m, 15)));
    if (weekdays.every(isCapital))
      names = { weekdays, months: months.every(isCapital) ? months : [], plural: base.startsWith("en") };
  } catch {
    names = null;
  }
  namesByLang.set(base, names);
  return names;
}

const patterns = new Map<string, { weekday: RegExp; month: RegExp | null; names: Map<string, string> }>();

function patternsFor(lang: string) {
  const names = calendarNames(lang);
  if (!names) return null;
  const key = lang.toLowerCase();
  const cached = patterns.get(key);
  if (cached) return cached;
  const byLower = new Map([...names.weekdays, ...names.months].map((n) => [n.toLocaleLowerCase(lang), n]));
  const weekdayAlt = names.weekdays.map((n) => escapeRegex(n.toLocaleLowerCase(lang))).join("|");
  const monthAlt = names.months.map((n) => escapeRegex(n.toLocaleLowerCase(lang))).join("|");
  const weekday = new RegExp(`(?<![\\p{L}])(${weekdayAlt})(${names.plural ? "s?" : ""})(?![\\p{L}])`, "gu");
  // A month word is also a verb or a name ("you may", "march on"): only beside a day, a year or a weekday.
  const month = monthAlt
    ? new RegExp(
        `(?<=\\d(?:st|nd|rd|th)?\\.?,?\\s|(?:${weekdayAlt}),?\\s)(${monthAlt})(?![\\p{L}])|(?<![\\p{L}])(${monthAlt})(?=,?\\s\\d)`,
        "giu",
      )
    : null;
  const built = { weekday, month, names: byLower };
  patterns.set(key, built);
  return built;
}

/** Weekday and month names with the capital their language gives them; nothing else changes. */
export function withCalendarCapitals(text: string, lang: string): string {
  const p = text ? patternsFor(lang) : null;
  if (!p) return text;
  const proper = (word: string) => p.names.get(word.toLocaleLowerCase(lang)) ?? word;
  let out = text.replace(p.weekday, (_, name: string, plural: string) => `${proper(name)}${plural}`);
  if (p.month) out = out.replace(p.month, (word: string) => proper(word));
  return out;
}

/**
 * The first letter in capitals, unless the first word has its own case ("iPhone", "eBay") or is an
 * address ("hello@…", "www.…", "@handle").
 */
export function withCapitalStart(text: string, lang: string): string {
  const first = /^\s*(\S+)/u.exec(text)?.[1] ?? "";
  if (!/^\p{Ll}/u.test(first) || /\p{Lu}/u.test(first.slice(1)) || /[@/]|^www\.|\.\p{L}{2,}$/u.test(first))
    return text;
  const at = text.indexOf(first);
  return `${text.slice(0, at)}${first.charAt(0).toLocaleUpperCase(lang)}${text.slice(at + 1)}`;
}

/** A line shown as copy: calendar capitals, then a capital start. */
const line = (text: string | undefined, lang: string) =>
  text === undefined ? text : withCapitalStart(withCalendarCapitals(text, lang), lang);
/** A fact beside copy (a price, a date line): only the calendar names. */
const fact = (text: string | undefined, lang: string) =>
  text === undefined ? text : withCalendarCapitals(text, lang);

const link = (l: Link | undefined, lang: string): Link | undefined =>
  l ? { ...l, label: line(l.label, lang) ?? l.label } : l;

/** An item holds the owner's facts as typed ("ma–vr 8:30–18:00", "dim 7h–13h"): only calendar names change. */
function item(i: Item, lang: string): Item {
  return {
    ...i,
    title: fact(i.title, lang) ?? i.title,
    text: fact(i.text, lang),
    meta: fact(i.meta, lang),
    price: fact(i.price, lang),
  };
}

/**
 * A unit or symbol that opens a chip keeps its case ("km 5 loop", "ml 250"): only a word is capitalised.
 * withCapitalStart already keeps words with their own case ("iPhone") and addresses.
 */
const UNIT_START = /^\s*(?:mm|cm|km|m|kg|g|mg|ml|cl|l|kWh|kW|h|min|s)(?![\p{L}])/u;

/**
 * A chip or badge is a label, and a label starts with a capital in every language ("open 24/7" → "Open
 * 24/7", "ma–vr 6:30–21:00" → "Ma–vr 6:30–21:00"), like the FAQ answer saying the same fact.
 */
export function chipCase(text: string, lang: string): string {
  const dated = withCalendarCapitals(text, lang);
  return UNIT_START.test(dated) ? dated : withCapitalStart(dated, lang);
}

/**
 * A chip's title with a label's capital, except an address that opens with a street's abbreviation: it
 * keeps the owner's spelling ("ul. Długa 12", "av. da Liberdade 110", "str. Lipscani 5", as streets are
 * written). A place after its preposition is a label still ("w Gdańsku" → "W Gdańsku").
 */
function chipTitle(i: Item, lang: string): string {
  return i.icon === "map-pin" && /^\p{Ll}{1,4}\.\s/u.test(i.title) ? i.title : chipCase(i.title, lang);
}

/** Sections whose items are set as chips or badges, not as the owner's lines. */
const CHIP_SECTIONS: ReadonlySet<string> = new Set(["hero"]);

/** A written section with the capitals of its language: a capital start for headings, leads and buttons. */
export function sectionWithCapitals(s: Section, lang: string): Section {
  const items = s.items.map((i) => item(i, lang));
  return {
    ...s,
    eyebrow: line(s.eyebrow, lang),
    heading: line(s.heading, lang) ?? s.heading,
    tagline: line(s.tagline, lang),
    lead: line(s.lead, lang),
    items: CHIP_SECTIONS.has(s.kind) ? items.map((i) => ({ ...i, title: chipTitle(i, lang) })) : items,
    cta: link(s.cta, lang),
    secondaryCta: link(s.secondaryCta, lang),
  };
}
