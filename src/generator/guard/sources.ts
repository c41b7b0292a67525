/**
 * What the sources (the owner's description, the page's current texts, the request) say, normalised so a
 * fact written differently still matches: every number, clock time, price (amount and currency), calendar
 * day, phone (national digits), e-mail, web host, and word.
 */
import { extractDates } from "../brief/dates.js";
import { extractHours } from "../brief/hours.js";
import { extractPrices } from "../brief/prices.js";
import { splitSentences } from "../brief/sentences.js";
import { Claims } from "../brief/spans.js";
import { claimsAnAward } from "./claims-of-praise.js";
import { clocksIn, numbersIn } from "./numbers.js";
import { phoneKeys } from "./phone-keys.js";

export interface SourceIndex {
  numbers: Set<number>;
  /** Minutes after midnight of every clock time and opening hour. */
  minutes: Set<number>;
  /** "1400|EUR", and "1400|" for every amount. */
  prices: Set<string>;
  /** "MM-DD" of every calendar day, and "YYYY-MM-DD". */
  days: Set<string>;
  phones: Set<string>;
  /** Lower-cased words. */
  words: Set<string>;
  /** " word word word " of all sources, lower-cased, for phrases and quotes. */
  wordText: string;
  /** All sources lower-cased with spaces collapsed, for verbatim matches (e-mails, links, handles). */
  flat: string;
  hasAward: boolean;
}

const PHONE_LIKE = /(?:\+|00)?\(?\d[\d\s()./-]{5,20}\d/g;
const REFERENCE_NOW = new Date(Date.UTC(2000, 0, 1));

export function indexSources(sources: string[]): SourceIndex {
  const index: SourceIndex = {
    numbers: new Set(),
    minutes: new Set(),
    prices: new Set(),
    days: new Set(),
    phones: new Set(),
    words: new Set(),
    wordText: " ",
    flat: "",
    hasAward: false,
  };
  const wordParts: string[] = [];
  const flatParts: string[] = [];
  for (const source of sources) {
    if (!source) continue;
    for (const n of numbersIn(source, true)) index.numbers.add(n);
    for (const clock of clocksIn(source)) for (const m of clock.minutes) index.minutes.add(m);
    for (const hours of extractHours(source, new Claims()))
      for (const clock of clocksIn(hours.times || hours.text, true))
        for (const m of clock.minutes) index.minutes.add(m);
    for (const price of extractPrices(source, new Claims())) {
      index.prices.add(`${price.amount}|${price.currency}`);
      index.prices.add(`${price.amount}|`);
    }
    for (const date of datesIn(source)) {
      index.days.add(date.start);
      index.days.add(date.start.slice(5));
      if (date.end) {
        index.days.add(date.end);
        index.days.add(date.end.slice(5));
      }
      for (const time of [date.startTime, date.endTime])
        if (time) index.minutes.add(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));
    }
    for (const m of source.matchAll(PHONE_LIKE)) for (const key of phoneKeys(m[0])) index.phones.add(key);
    const words = wordsOf(source);
    for (const w of words) index.words.add(w);
    wordParts.push(words.join(" "));
    flatParts.push(flatten(source));
    if (!index.hasAward && claimsAnAward(source)) index.hasAward = true;
  }
  index.wordText = ` ${wordParts.join(" | ")} `;
  index.flat = flatParts.join("\n");
  return index;
}

function datesIn(text: string) {
  return extractDates(text, splitSentences(text), new Claims(), {
    now: REFERENCE_NOW,
    requestZone: "",
    zones: [],
    monthFirst: false,
  });
}

/** Lower-cased words (letters and digits) in reading order. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((w) =>
    w.replace(/’/g, "'"),
  );
}

/** Lower case, one space between words. */
export function flatten(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}
