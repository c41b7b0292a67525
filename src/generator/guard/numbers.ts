/**
 * Numbers, clock times and day-and-month dates read out of any text, so the same value written two ways
 * compares equal: "1,400" and "1.400" and "1400", "three" and "drei" and "3", "3 pm" and "15:00" and
 * "15 Uhr" and "15.00" and "15 h 00", "5.3." and "05/03" and "5 March".
 */
import { parseAmount } from "../brief/prices.js";
import { NUMBER_WORDS, re } from "../brief/vocabulary.js";
import { allPacks, packByCode } from "../lang/index.js";
import { largeNumberWords } from "./number-words.js";
import { DECLINED_NUMBERS } from "./spelled-counts.js";

const NUMBER_TOKEN = re(String.raw`(?<![\p{L}\d])\d+(?:[.,\u00a0 '’]\d{3})*(?:[.,]\d+)?`, "gu");

/**
 * Words for numbers from two to twelve, in every language a pack knows ("drei", "trois", "tre"), and the
 * English tens. One and noon are left out: "ein", "un", "una" are articles and "Mittag" is a time of day.
 */
function wordTable(codes?: string[]): Record<string, number> {
  const packs = codes ? codes.flatMap((c) => packByCode(c) ?? []) : allPacks();
  const table: Record<string, number> = { ...NUMBER_WORDS };
  for (const pack of packs) {
    for (const [word, value] of Object.entries(pack.numbers))
      if (value >= 2 && !/\s/.test(word)) table[word] = value;
    // "w trzech piekarniach": the forms a language declines its numbers into count the same.
    Object.assign(table, DECLINED_NUMBERS[pack.code] ?? {});
    // Above twelve too ("zwanzig", "vingt-cinq"); read in every language only where no short word of
    // another language ("sto", "cent") could be taken for one.
    for (const [word, value] of Object.entries(largeNumberWords(pack.code)))
      if (codes || (word.length > 4 && !/['’]$/.test(word))) table[word] = value;
  }
  delete table.one;
  return table;
}

const wordPattern = (table: Record<string, number>) =>
  re(
    `(?<![\\p{L}])(?:${Object.keys(table)
      .sort((a, b) => b.length - a.length)
      .join("|")})(?:(?![\\p{L}])|(?<=['’]))`,
    "giu",
  );

const ALL_WORDS = wordTable();
const ALL_WORDS_TOKEN = wordPattern(ALL_WORDS);
const WORDS_BY_LANG = new Map<string, { table: Record<string, number>; token: RegExp }>();

/** The number words of `lang` and English ("3" and "drei" on a German page; never "sei" or "hat" there). */
export function numberWords(lang = ""): { table: Record<string, number>; token: RegExp } {
  const code = lang.slice(0, 2).toLowerCase();
  let entry = WORDS_BY_LANG.get(code);
  if (!entry) {
    const table = wordTable(packByCode(code) ? ["en", code] : ["en"]);
    entry = { table, token: wordPattern(table) };
    WORDS_BY_LANG.set(code, entry);
  }
  return entry;
}

/** Every reading of every number in `text` ("1,400" is 1400; "4,9" is 4.9 and 49 — a source may mean either). */
export function numbersIn(text: string, withWords = false): number[] {
  const out = new Set<number>();
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    for (const value of readings(m[0])) out.add(value);
  }
  if (withWords) for (const m of text.matchAll(ALL_WORDS_TOKEN)) out.add(ALL_WORDS[m[0].toLowerCase()]);
  return [...out];
}

/** The numbers a fact claims, one reading each (the way the page's reader would take it). */
export function claimedNumbers(text: string, lang = ""): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(NUMBER_TOKEN)) out.push(parseAmount(m[0].trim()));
  const words = numberWords(lang);
  for (const m of text.matchAll(words.token)) out.push(words.table[m[0].toLowerCase()]);
  // Stars drawn as glyphs count as a number: "★★★★★" is a five-star claim.
  const stars = text.match(/[★⭐]/gu)?.length ?? 0;
  if (stars > 1) out.push(stars);
  return out.filter(Number.isFinite);
}

function readings(raw: string): number[] {
  const token = raw.trim();
  // A separator may group thousands or mark decimals: "1.400" is 1400 in Germany and 1.4 elsewhere.
  const values = [
    parseAmount(token),
    Number(token.replace(/[\s\u00a0'’,.]/g, "")),
    Number(token.replace(/[\s\u00a0'’]/g, "").replace(",", ".")),
  ];
  return values.filter(Number.isFinite);
}

// "15:00", "15.00", "15.00 Uhr", "3 pm", "3:30 p.m.", "15h", "15h30", "15 h 30", "15 Uhr", "19 óra".
const CLOCK = re(
  String.raw`(?<![\p{L}\d.,:])(\d{1,2})(?:[:.](\d{2})(?![.,]?\d)|\s?h\s?(\d{2})(?!\d))?\s?(am|pm|a\.m\.|p\.m\.|uhr|uur|h|óra|órakor|órától|óráig|godz\.?)?(?![\p{L}\d])`,
  "giu",
);

const UNIT_24H = ["uhr", "uur", "óra", "órakor", "órától", "óráig"];

export interface Clock {
  text: string;
  start: number;
  end: number;
  /** Minutes after midnight, every reading ("3" alone might be 03:00 or 15:00). */
  minutes: number[];
  /** Written with its minutes by a colon or a dot and no am/pm ("9:00", "18.30"): read as the clock shows. */
  dial: boolean;
  /** Written "18.30" (a dot, no unit): the same shape as an amount, so it may be one. */
  dotted: boolean;
}

/**
 * Clock times in `text`. A bare number is a time only with `bareHours` (inside opening hours, where
 * "9–17" are hours); then it reads as the hour and as the hour after noon.
 */
export function clocksIn(text: string, bareHours = false): Clock[] {
  const out: Clock[] = [];
  for (const m of text.matchAll(CLOCK)) {
    const hour = Number(m[1]);
    const minute = Number(m[2] ?? m[3] ?? 0);
    const unit = (m[4] ?? "").toLowerCase().replace(/\./g, "");
    const hasMinutes = m[2] !== undefined || m[3] !== undefined;
    if (!unit && !hasMinutes && !bareHours) continue;
    if (hour > 24 || minute > 59) continue;
    const minutes: number[] = [];
    if (unit === "am") minutes.push((hour % 12) * 60 + minute);
    else if (unit === "pm") minutes.push(((hour % 12) + 12) * 60 + minute);
    else {
      minutes.push((hour % 24) * 60 + minute);
      // Without am/pm an hour before noon may be either: "open till 6:00" is 18:00 to most readers.
      if (!UNIT_24H.includes(unit) && hour < 12) minutes.push((hour + 12) * 60 + minute);
    }
    const dotted = m[2] !== undefined && m[0].includes(".") && !unit;
    const dial = m[2] !== undefined && unit !== "am" && unit !== "pm";
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length, minutes, dial, dotted });
  }
  return out;
}

// "05.03.", "5.3.2026", "30/06", "3/7", "14/11/2026", "05-03-2026": a day and a month in figures. A dot
// form needs its closing dot or a year ("5.3" alone is a decimal); a slash form stands alone, read both
// ways when both are dates (3/7 is the 3rd of July in Europe and the 7th of March in the US).
const NUMERIC_DAY = re(
  String.raw`(?<![\p{L}\d.,/:-])(\d{1,2})(?:\.(\d{1,2})\.(?:(\d{4}|\d{2})(?![\d.,]\d))?|([/-])(\d{1,2})(?:\4(\d{4}|\d{2}))?(?![\d/]))`,
  "gu",
);

export interface NumericDay {
  text: string;
  start: number;
  end: number;
  /** "MM-DD" readings: day first, and month first when that is a date too (03/05 is 3 May or 5 March). */
  days: string[];
  year?: number;
}

/** Dates written in figures without a month's name ("05.03.", "30/06", "14/11/2026"). */
export function numericDaysIn(text: string, monthFirst = false): NumericDay[] {
  const out: NumericDay[] = [];
  for (const m of text.matchAll(NUMERIC_DAY)) {
    const first = Number(m[1]);
    const second = Number(m[2] ?? m[5]);
    const yearText = m[3] ?? m[6];
    const slash = m[4] !== undefined;
    // "9-5" in opening hours or "10/12" of a score is no date: a slash or dash form needs a day over 12, a
    // year, or two figures on each side ("30/06", "05/03").
    // "3/7" in the US is the 7th of March: a slash form without a year is a date when both readings are.
    const both = first >= 1 && first <= 12 && second >= 1 && second <= 12;
    if (
      slash &&
      !yearText &&
      !(first > 12 || second > 12 || (m[1].length === 2 && m[5]?.length === 2) || (both && m[4] === "/"))
    )
      continue;
    if (m[4] === "-" && !yearText) continue;
    const readingsOf = (day: number, month: number) =>
      day >= 1 && day <= 31 && month >= 1 && month <= 12
        ? [`${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`]
        : [];
    const days = monthFirst
      ? [...readingsOf(second, first), ...readingsOf(first, second)]
      : [...readingsOf(first, second), ...(slash ? readingsOf(second, first) : [])];
    if (days.length === 0) continue;
    const year = yearText ? Number(yearText.length === 2 ? `20${yearText}` : yearText) : undefined;
    out.push({ text: m[0], start: m.index, end: m.index + m[0].length, days: [...new Set(days)], year });
  }
  return out;
}
