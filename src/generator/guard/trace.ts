/**
 * Whether a fact traces back to the sources, compared the way its kind is written differently: prices by
 * amount and currency, dates by calendar day, times by the minute, phones by national digits, e-mails and
 * links lower-cased, names by their words, quotes by their words in order, other numbers by value — and by
 * the role the value has: a count ("30 minutes", "12 kinds of bread") only to a count, a percentage to a
 * percentage, a rating to a rating, "open 7 days a week" to opening hours that name seven days. Praise
 * (ratings, awards, social proof) is never traced by its number alone: a source must claim it too.
 */
import { extractDates } from "../brief/dates.js";
import { extractHours } from "../brief/hours.js";
import { extractPrices } from "../brief/prices.js";
import { splitSentences } from "../brief/sentences.js";
import { Claims } from "../brief/spans.js";
import { escapeRegex } from "../brief/vocabulary.js";
import { allPacks } from "../lang/index.js";
import { daysClaimed } from "./claims-of-days.js";
import { offersFree } from "./claims-of-promise.js";
import { yearsOfDecades } from "./decades.js";
import { DAY_WORD, YEAR_WORD } from "./find.js";
import { TITLE } from "./names.js";
import { claimedNumbers, clocksIn, numberWords, numericDaysIn } from "./numbers.js";
import { phoneKeys } from "./phone-keys.js";
import { placeTraced } from "./places.js";
import { daysOf, flatten, type SourceIndex, wordsOf } from "./sources.js";
import { spelledPrices } from "./spelled-prices.js";
import type { FoundFact } from "./types.js";

const REFERENCE_NOW = new Date(Date.UTC(2000, 0, 1));

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;

/** "open 7 days a week", "sieben Tage die Woche", "7j/7", "tous les jours" said with a number. */
const OPEN_DAYS_CLAIM = new RegExp(String.raw`${DAY_WORD}\b|\/\s?7|\s(?:sur|su|op|de|na)\s7(?!\d)`, "iu");

export function isTraced(fact: FoundFact, index: SourceIndex, lang = ""): boolean {
  // Written the same way in a source: nothing to normalise.
  if (containsWhole(index.flat, flatten(fact.text))) return true;
  switch (fact.kind) {
    case "price":
      return priceTraced(fact.text, index, lang);
    case "phone": {
      const keys = phoneKeys(fact.text);
      return keys.length > 0 && keys.some((k) => index.phones.has(k));
    }
    case "email":
      return false;
    case "url":
      return urlTraced(fact.text, index);
    case "date":
      return dateTraced(fact.text, index, lang);
    case "time":
      return timeTraced(fact.text, index, lang);
    case "person":
      return namesTraced(fact.text, index);
    case "place":
      return placeTraced(fact.text, index.flat, index);
    case "quote":
      return quoteTraced(fact.text, index);
    case "offer":
      return index.hasOffer;
    case "guarantee":
      return index.hasGuarantee;
    case "credential":
      return index.hasCredential;
    case "deal":
      return index.hasDeal;
    case "award":
      return index.hasAward && numbersTraced(fact.text, index, lang);
    case "superlative":
      return index.hasRank;
    case "open-day": {
      // Every day claimed open is a day the owner opens (none traced when the owner names no days).
      const days = daysClaimed(fact.text);
      return days.length > 0 && days.every((d) => index.openDaySet.has(d));
    }
    case "closed-day": {
      // Said closed by the owner, or left out of opening days the owner named.
      const days = daysClaimed(fact.text);
      const leftOut = (d: number) => index.openDaySet.size > 0 && !index.openDaySet.has(d);
      return days.length > 0 && days.every((d) => index.closedDaySet.has(d) || leftOut(d));
    }
    case "rating":
      return claimedNumbers(fact.text, lang).every((n) => index.ratings.has(n));
    case "social":
      return index.hasSocial && countsTraced(fact.text, index, lang);
    case "statistic": {
      // "two decades" is 20 years: the owner's own span of years, in figures or words.
      const decades = yearsOfDecades(fact.text, lang);
      if (decades !== undefined) return yearsSaid(decades, index, lang);
      return /%|percent|prozent|cent|ciento|cento|procent/i.test(fact.text)
        ? claimedNumbers(fact.text, lang).every((n) => index.percents.has(n))
        : yearsSpanned(fact.text)
          ? yearsTraced(fact.text, index, lang)
          : countsTraced(fact.text, index, lang);
    }
    default:
      // "open 7 days a week", "7/7": as many days as the opening hours name — never a count that
      // happens to be 7 ("7h", "7 loaves").
      if (OPEN_DAYS_CLAIM.test(fact.text)) {
        const [days] = claimedNumbers(fact.text, lang);
        // A week has seven days: "a 30-day trial" counts days like any count, the owner's "30 days".
        if (days <= 7) return index.openDays > 0 && days === index.openDays;
      }
      if (!/\p{L}/u.test(fact.text)) return numbersTraced(fact.text, index, lang);
      return countsTraced(fact.text, index, lang);
  }
}

const YEARS_SPANNED = new RegExp(String.raw`(\d+)\+?\s${YEAR_WORD}(?![\p{L}])`, "iu");

/** "meer dan 25 jaar", "20 lat": how long, in figures. */
function yearsSpanned(text: string): boolean {
  return YEARS_SPANNED.test(text);
}

/** A span of years traces only to a source that counts the same years, never to a price or a house number. */
function yearsTraced(text: string, index: SourceIndex, lang = ""): boolean {
  const years = YEARS_SPANNED.exec(text)?.[1];
  return years !== undefined && yearsSaid(Number(years), index, lang);
}

/** A source counts these years, in figures or in words ("20 years", "seit zwanzig Jahren"). */
function yearsSaid(years: number, index: SourceIndex, lang = ""): boolean {
  // The owner may spell the same years out: "seit zwanzig Jahren" for the model's "seit 20 Jahren".
  const { table } = numberWords(lang);
  const spelled = Object.keys(table).filter((word) => table[word] === Number(years));
  const said = [years, ...spelled.map(escapeRegex)].join("|");
  return new RegExp(
    String.raw`(?<![\p{L}\d])(?:${said})\+?(?:\s|(?<=['’]))${YEAR_WORD}(?![\p{L}])`,
    "iu",
  ).test(index.flat);
}

function numbersTraced(text: string, index: SourceIndex, lang = ""): boolean {
  return claimedNumbers(text, lang).every((n) => index.numbers.has(n));
}

/** A number with what it counts ("30 minutes", "since 2009") traces to a number that counts too. */
function countsTraced(text: string, index: SourceIndex, lang = ""): boolean {
  return claimedNumbers(text, lang).every((n) => index.counts.has(n));
}

function priceTraced(text: string, index: SourceIndex, lang: string): boolean {
  const figures = extractPrices(text, new Claims());
  // An amount in words ("neunzehn Euro") traces by its value, like one in figures.
  const prices = figures.length ? figures : spelledPrices(text, lang);
  if (prices.length === 0) return /\d/.test(text) && numbersTraced(text, index);
  return prices.every(
    (p) => index.prices.has(`${p.amount}|${p.currency}`) || (!p.currency && index.prices.has(`${p.amount}|`)),
  );
}

/** A link that dials or messages a number: "tel:+44…", "https://wa.me/4477…", WhatsApp's send link. */
const PHONE_LINK =
  /^(?:tel:|(?:https?:\/\/)?(?:wa\.me\/|(?:api\.|www\.)?whatsapp\.com\/send\/?\?phone=))(\+?[\d\s().-]{6,})\/?$/i;

/** A web address's host and path, its scheme, "www." and trailing slashes aside ("https://www.x.pt/" → "x.pt"). */
export const bareLink = (url: string) =>
  url
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");

/**
 * A link is the owner's when its host and path are (scheme, "www." and a trailing slash aside), or when
 * it dials a number the owner gave: "https://wa.me/447700900123" is the owner's "07700 900123".
 */
function urlTraced(text: string, index: SourceIndex): boolean {
  const dialled = PHONE_LINK.exec(text.trim())?.[1];
  if (dialled) {
    // wa.me numbers are written in full international form, without the "+".
    const number = /^tel:/i.test(text.trim()) || dialled.startsWith("+") ? dialled : `+${dialled}`;
    return phoneKeys(number).some((key) => index.phones.has(key));
  }
  const bare = bareLink(text);
  return bare.length > 0 && containsWhole(index.flat, bare);
}

/** `needle` stands in `haystack` as a whole ("3" is not in "0113", "bakery.co.uk" not in "mybakery.co.uk"). */
function containsWhole(haystack: string, needle: string): boolean {
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? " ";
    const after = haystack[at + needle.length] ?? " ";
    const next = haystack.slice(at + needle.length, at + needle.length + 2);
    // "30" is not in "8:30", nor "8" in it: a clock's digits are not a number of their own.
    const clockBefore = before === ":" && /\d/.test(haystack[at - 2] ?? "");
    if (
      !/[\p{L}\p{N}@./-]/u.test(before) &&
      !clockBefore &&
      !/[\p{L}\p{N}]/u.test(after) &&
      !/^[.,:]\d/.test(next)
    )
      return true;
  }
  return false;
}

function dateTraced(text: string, index: SourceIndex, lang: string): boolean {
  const monthFirst = /^en[-_]us$/i.test(lang);
  const figures = numericDaysIn(text, monthFirst);
  if (figures.length > 0)
    return figures.every(
      (d) => d.days.some((key) => index.days.has(key)) && (!d.year || index.numbers.has(d.year)),
    );
  const dates = extractDates(text, splitSentences(text), new Claims(), {
    now: REFERENCE_NOW,
    requestZone: "",
    zones: [],
    monthFirst,
  });
  if (dates.length === 0) return numbersTraced(text, index, lang);
  const years = (text.match(YEAR) ?? []).map(Number);
  return (
    dates.every((d) => index.days.has(d.start.slice(5)) && (!d.end || index.days.has(d.end.slice(5)))) &&
    years.every((y) => index.numbers.has(y)) &&
    dates.every((d) => [d.startTime, d.endTime].every((t) => !t || index.minutes.has(minutesOf(t))))
  );
}

function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

function timeTraced(text: string, index: SourceIndex, lang: string): boolean {
  const bare = !/[:h.]|am|pm|uhr|uur|óra/i.test(text);
  // Opening hours say days too: "daily 8–18" is not the owner's "Mon–Sat 8–18".
  const days = extractHours(text, new Claims()).flatMap((h) => (h.days ? daysOf(h.days) : []));
  if (days.some((d) => !index.openDaySet.has(d))) return false;
  return clocksIn(text, bare).every(
    (c) =>
      c.minutes.some((m) => index.minutes.has(m)) ||
      // "18.30" may be an amount the owner wrote so.
      (c.dotted && numbersTraced(c.text, index, lang)),
  );
}

/** Every word of the name (titles aside) is written in a source. */
/**
 * "Keep Bristol rolling", "Taste Bologna", "Entdecke Freiburg": a pair that opens a sentence, whose first
 * word is capitalised by grammar and whose other words the sources write as a place or a company (never as
 * a surname: "Sarah Hartley" beside the owner's "Owen Hartley" stays a person), names nobody.
 */
export function opensBeforePlace(fact: FoundFact, text: string, index: SourceIndex): boolean {
  if (fact.kind !== "person" || !SENTENCE_OPENING.test(text.slice(0, fact.start))) return false;
  const [, ...rest] = fact.text.split(/\s+/);
  const words = rest.flatMap(wordsOf);
  return words.length > 0 && words.every((w) => index.words.has(w) && !index.nameTails.has(w));
}

/** Words of every pack's grammar ("with", "para", "für"): they say nothing of what is offered. */
const GRAMMAR_WORDS = new Set(
  allPacks().flatMap((pack) => Object.values(pack.grammar).flat().flatMap(wordsOf)),
);

/**
 * A free offer is the owner's only when it gives what they give: "Primera consulta gratis" does not
 * trace to the owner's "revisión gratuita para niños", "free nail trim" does to "free nail trims for
 * puppies". The clause around the offer must share a word of four letters or more (no grammar word,
 * no word for free) with a sentence of the owner's that offers something free.
 */
export function offersTheSame(fact: FoundFact, text: string, index: SourceIndex): boolean {
  if (fact.kind !== "offer") return true;
  const start = Math.max(
    text.lastIndexOf(",", fact.start),
    ...[".", "!", "?", ";"].map((p) => text.lastIndexOf(p, fact.start)),
  );
  const ends = [",", ".", "!", "?", ";"].map((p) => text.indexOf(p, fact.end)).filter((i) => i >= 0);
  const clause = text.slice(start + 1, ends.length ? Math.min(...ends) : text.length);
  const about = wordsOf(clause).filter((w) => w.length >= 4 && !GRAMMAR_WORDS.has(w) && !offersFree(w));
  // "Free!", "C'est gratuit": nothing said of what is free, the owner's offer stands behind it.
  return about.length === 0 || about.some((w) => index.offerWords.has(w));
}

/** Nothing but a sentence's end, an opening quote or "¡¿" stands before. */
const SENTENCE_OPENING = /(?:^|[.!?…:;]\s+|\n)[\s"“„«¡¿(]*$/u;

function namesTraced(text: string, index: SourceIndex): boolean {
  const capitalised = text.match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
  // A script without capitals ("李明") is a name in every word.
  const uncased = text.match(/[\p{Lo}]+/gu) ?? [];
  const words = [...capitalised.filter((w) => !TITLE.test(w)), ...uncased].flatMap(wordsOf);
  return words.every((w) => index.words.has(w));
}

/** The quoted words stand in a source in the same order; a named author is written there too. */
function quoteTraced(text: string, index: SourceIndex): boolean {
  const inner = /[“„«"‘]([^“”„«»"‘’]+)[”“»"’]/u.exec(text);
  const said = inner ? inner[1] : text;
  const words = wordsOf(said);
  if (!index.wordText.includes(` ${words.join(" ")} `)) return false;
  const after = inner ? text.slice((inner.index ?? 0) + inner[0].length) : "";
  return namesTraced(after, index);
}
