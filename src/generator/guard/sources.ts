/**
 * What the sources (the owner's description, the page's current texts, the request) say, normalised so a
 * fact written differently still matches: every number, clock time, price (amount and currency), calendar
 * day, phone (national digits), e-mail, web host, and word — and the value each number has there, so a
 * figure is traced to the same kind of figure ("30 minutes" never to the 30 of "8:30", "20% off" never to
 * the 20 of "20:00", "4.9★" never to a £4.90 loaf).
 */
import { extractDates } from "../brief/dates.js";
import { extractHours } from "../brief/hours.js";
import { extractPlaces } from "../brief/places.js";
import { extractPrices } from "../brief/prices.js";
import { splitSentences } from "../brief/sentences.js";
import { blankOut, Claims } from "../brief/spans.js";
import { daysIn } from "../interpret/days.js";
import { allPacks } from "../lang/index.js";
import { readDays } from "../ops/week.js";
import { openDaysIn, saysEveryDay } from "./claims-of-days.js";
import { claimsAnAward, praiseIn } from "./claims-of-praise.js";
import { offersFree, promises } from "./claims-of-promise.js";
import { claimsARank } from "./claims-of-rank.js";
import { claimedNumbers, clocksIn, numbersIn, numericDaysIn } from "./numbers.js";
import { phoneKeys } from "./phone-keys.js";
import { spelledPrices } from "./spelled-prices.js";

export interface SourceIndex {
  /** Every number as written, phone numbers aside. */
  numbers: Set<number>;
  /** Numbers that count something: neither a price, a clock time nor a phone number ("12 loaves", "since 2009"). */
  counts: Set<number>;
  /** Percentages ("20 %", "20 percent"). */
  percents: Set<number>;
  /** The values of ratings a source gives ("4.9/5", "5 stars"). */
  ratings: Set<number>;
  /** Minutes after midnight of every clock time and opening hour. */
  minutes: Set<number>;
  /** "1400|EUR", and "1400|" for every amount. */
  prices: Set<string>;
  /** "MM-DD" of every calendar day, and "YYYY-MM-DD". */
  days: Set<string>;
  phones: Set<string>;
  /** Lower-cased words. */
  words: Set<string>;
  /**
   * Lower-cased words written as the second or a later word of a capitalised run ("Hartley" of "Owen
   * Hartley", "Road" of "Gloucester Road"): a surname or part of a longer name, never a place said alone.
   */
  nameTails: Set<string>;
  /** " word word word " of all sources, lower-cased, for phrases and quotes. */
  wordText: string;
  /** All sources lower-cased with spaces collapsed, for verbatim matches (e-mails, links, handles). */
  flat: string;
  hasAward: boolean;
  /** A source ranks the business itself ("the best croissants in Leeds"). */
  hasRank: boolean;
  /** A source itself offers something for free ("free quotes", "Erstgespräch kostenlos"). */
  hasOffer: boolean;
  /** The words of every source sentence that offers something free: what the owner gives away. */
  offerWords: Set<string>;
  /** A source gives a guarantee, or names a credential (certified, insured…). */
  hasGuarantee: boolean;
  hasCredential: boolean;
  /** A source offers a deal (a discount, half price, 2x1). */
  hasDeal: boolean;
  /** A source itself claims social proof ("3.000 tevreden klanten"). */
  hasSocial: boolean;
  /** How many weekdays the sources name as open (0 when they name none): in hours, or in a sentence closing nothing. */
  openDays: number;
  /** Those weekdays, 0 = Monday … 6 = Sunday. */
  openDaySet: Set<number>;
  /** Weekdays a source names in a sentence that says closed ("closed on Mondays"). */
  closedDaySet: Set<number>;
}

const CAPITALISED_RUN = /\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)+/gu;
const PHONE_LIKE = /(?:\+|00)?\(?\d[\d\s()./-]{5,20}\d/g;
const PERCENT =
  /(\d+(?:[.,]\d+)?)\s?(?:%|percent|per\scent|prozent|pour\s?cent|por\sciento|per\scento|procent|por\scento|procent|százalék)/giu;
const CLOSED =
  /(?<!\p{L})(?:closed|geschlossen|fermé|cerrado|chiuso|gesloten|fechado|zamknięte|zárva)(?!\p{L})/iu;
const REFERENCE_NOW = new Date(Date.UTC(2000, 0, 1));
const PACKS = allPacks();
/** Two bare hours joined as a range: "10 till 2", "9 to 5", "8-2", "9 bis 13", "de 10 à 14". */
const BARE_HOURS =
  /(?<![\p{L}\d.,:£$€])(\d{1,2})\s?(?:till|til|until|to|-|–|bis|à|a|al|tot|do|ig)\s?(\d{1,2})(?![\d.,:%]|\s?(?:€|£|\$|eur|euro|pounds?|days?|tage|weeks?|years?|jahre|x))/giu;

export function indexSources(sources: string[]): SourceIndex {
  const index: SourceIndex = {
    numbers: new Set(),
    counts: new Set(),
    percents: new Set(),
    ratings: new Set(),
    minutes: new Set(),
    prices: new Set(),
    days: new Set(),
    phones: new Set(),
    words: new Set(),
    nameTails: new Set(),
    wordText: " ",
    flat: "",
    hasAward: false,
    hasRank: false,
    hasOffer: false,
    offerWords: new Set(),
    hasGuarantee: false,
    hasCredential: false,
    hasDeal: false,
    hasSocial: false,
    openDays: 0,
    openDaySet: new Set(),
    closedDaySet: new Set(),
  };
  const wordParts: string[] = [];
  const flatParts: string[] = [];
  const open = new Set<number>();
  for (const source of sources) {
    if (!source) continue;
    const blank: [number, number][] = [];
    for (const m of source.matchAll(PHONE_LIKE)) {
      const keys = phoneKeys(m[0]);
      for (const key of keys) index.phones.add(key);
      const date = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(m[0].trim());
      if (m[0].replace(/\D/g, "").length >= 8 && keys.length && !date)
        blank.push([m.index, m.index + m[0].length]);
    }
    const noPhones = blankOut(source, blank);
    const priceClaims = new Claims();
    const prices = extractPrices(source, priceClaims);
    // Clocks are read where no price stands: "£3.50" is no 3:50.
    const clocks = clocksIn(priceClaims.mask(noPhones, " "));
    // The minutes of "8:30" are no number of their own: "in 30 minutes" does not trace to them.
    const minutesOfClocks = clocks.flatMap((c): [number, number][] => {
      const hour = /^\d{1,2}/.exec(c.text)?.[0].length ?? 0;
      return c.dial || /h\s?\d/.test(c.text) ? [[c.start + hour, c.end]] : [];
    });
    for (const n of numbersIn(blankOut(noPhones, minutesOfClocks), true)) index.numbers.add(n);

    // A source that writes an hour after noon ("9:00–17:00") keeps a 24-hour clock: its "10:00" is the
    // morning only, so "until 10 pm" does not trace to it.
    const twentyFourHour = clocks.some((c) => c.dial && c.minutes[0] >= 13 * 60);
    for (const clock of clocks)
      for (const m of twentyFourHour && clock.dial ? clock.minutes.slice(0, 1) : clock.minutes)
        index.minutes.add(m);
    // "10 till 2", "9 to 5", "8-2": hours said bare, each read in the morning and the afternoon.
    for (const m of priceClaims.mask(noPhones, " ").matchAll(BARE_HOURS))
      for (const hour of [Number(m[1]), Number(m[2])])
        if (hour >= 1 && hour <= 12) for (const h of [hour, hour + 12]) index.minutes.add((h % 24) * 60);
    const hours = extractHours(source, new Claims());
    for (const h of hours) {
      const hourClocks = clocksIn(h.times || h.text, true);
      const dialled = twentyFourHour || hourClocks.some((c) => c.minutes[0] >= 13 * 60);
      for (const clock of hourClocks)
        for (const m of dialled ? clock.minutes.slice(0, 1) : clock.minutes) index.minutes.add(m);
      if (!CLOSED.test(h.times || h.text)) for (const d of daysOf(h.days || h.text)) open.add(d);
    }
    // "We're open on Sundays now too": a day the owner names in a sentence that closes nothing.
    for (const sentence of splitSentences(source)) {
      // "7h–19h" names no day (Hungarian writes Monday "h"): the clocks are read apart.
      const withoutClocks = blankOut(
        sentence.text,
        clocksIn(sentence.text).map((c) => [c.start, c.end]),
      );
      for (const d of daysIn(withoutClocks, PACKS))
        if (CLOSED.test(sentence.text)) index.closedDaySet.add(d);
        else open.add(d);
      // "Open 7 days a week", "täglich geöffnet": the owner opens every day.
      if (
        !CLOSED.test(sentence.text) &&
        openDaysIn(sentence.text).some((c) => saysEveryDay(sentence.text.slice(c.start, c.end)))
      )
        for (let d = 0; d < 7; d++) open.add(d);
    }

    for (const price of [...prices, ...spelledPrices(source)]) {
      index.prices.add(`${price.amount}|${price.currency}`);
      index.prices.add(`${price.amount}|`);
    }
    // A house number counts nothing: "3 places left" does not trace to "3 Mill Lane".
    const placeClaims = new Claims();
    extractPlaces(source, placeClaims, []);
    const counted = blankOut(
      placeClaims.mask(priceClaims.mask(noPhones, " "), " "),
      clocks.map((c) => [c.start, c.end] as [number, number]),
    );
    for (const n of numbersIn(counted, true)) index.counts.add(n);
    for (const m of source.matchAll(PERCENT)) for (const n of numbersIn(m[1])) index.percents.add(n);

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
    for (const day of numericDaysIn(source)) for (const key of day.days) index.days.add(key);

    for (const claim of praiseIn(source)) {
      const said = source.slice(claim.start, claim.end);
      if (claim.kind === "rating") for (const n of claimedNumbers(said)) index.ratings.add(n);
      if (claim.kind === "social") index.hasSocial = true;
    }
    const words = wordsOf(source);
    for (const w of words) index.words.add(w);
    for (const run of source.matchAll(CAPITALISED_RUN))
      for (const tail of wordsOf(run[0]).slice(1)) index.nameTails.add(tail);
    wordParts.push(words.join(" "));
    flatParts.push(flatten(source));
    if (!index.hasAward && claimsAnAward(source)) index.hasAward = true;
    if (!index.hasRank && claimsARank(source)) index.hasRank = true;
    if (!index.hasOffer && offersFree(source)) index.hasOffer = true;
    for (const sentence of splitSentences(source))
      if (offersFree(sentence.text)) for (const w of wordsOf(sentence.text)) index.offerWords.add(w);
    if (!index.hasGuarantee && promises(source, "guarantee")) index.hasGuarantee = true;
    if (!index.hasCredential && promises(source, "credential")) index.hasCredential = true;
    if (!index.hasDeal && promises(source, "deal")) index.hasDeal = true;
  }
  index.openDays = open.size;
  index.openDaySet = open;
  index.wordText = ` ${wordParts.join(" | ")} `;
  index.flat = flatParts.join("\n");
  return index;
}

/**
 * The weekdays a days part names, read with the first pack that reads it ("Mo–Sa", "maandag t/m vrijdag");
 * words before the days ("Classes Monday to Friday", "Open daily") are skipped.
 */
export function daysOf(days: string): number[] {
  const words = days
    .replace(/\d.*$/s, "")
    .replace(/[,:;]\s*$/, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  for (let from = 0; from < words.length; from++) {
    const part = words.slice(from).join(" ");
    for (const pack of PACKS) {
      const read = readDays(part, pack.code);
      if (read) return read;
    }
  }
  return [];
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
