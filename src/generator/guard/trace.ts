/**
 * Whether a fact traces back to the sources, compared the way its kind is written differently: prices by
 * amount and currency, dates by calendar day, times by the minute, phones by national digits, e-mails and
 * links lower-cased, names by their words, quotes by their words in order, other numbers by value.
 */
import { extractDates } from "../brief/dates.js";
import { extractPrices } from "../brief/prices.js";
import { splitSentences } from "../brief/sentences.js";
import { Claims } from "../brief/spans.js";
import { claimedNumbers, clocksIn } from "./numbers.js";
import { phoneKeys } from "./phone-keys.js";
import { flatten, type SourceIndex, wordsOf } from "./sources.js";
import type { FoundFact } from "./types.js";

const REFERENCE_NOW = new Date(Date.UTC(2000, 0, 1));
const TITLE = /^(?:dr|prof|mr|mrs|ms|mx|sir|dame|chef)$/;
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;

export function isTraced(fact: FoundFact, index: SourceIndex): boolean {
  // Written the same way in a source: nothing to normalise.
  if (containsWhole(index.flat, flatten(fact.text))) return true;
  switch (fact.kind) {
    case "price":
      return priceTraced(fact.text, index);
    case "phone": {
      const keys = phoneKeys(fact.text);
      return keys.length > 0 && keys.some((k) => index.phones.has(k));
    }
    case "email":
      return false;
    case "url":
      return urlTraced(fact.text, index);
    case "date":
      return dateTraced(fact.text, index);
    case "time":
      return timeTraced(fact.text, index);
    case "person":
      return namesTraced(fact.text, index);
    case "quote":
      return quoteTraced(fact.text, index);
    case "award":
      return index.hasAward && numbersTraced(fact.text, index);
    default:
      return numbersTraced(fact.text, index);
  }
}

function numbersTraced(text: string, index: SourceIndex): boolean {
  return claimedNumbers(text).every((n) => index.numbers.has(n));
}

function priceTraced(text: string, index: SourceIndex): boolean {
  const prices = extractPrices(text, new Claims());
  if (prices.length === 0) return numbersTraced(text, index);
  return prices.every(
    (p) => index.prices.has(`${p.amount}|${p.currency}`) || (!p.currency && index.prices.has(`${p.amount}|`)),
  );
}

/** A link is the owner's when its host and path are (scheme, "www." and a trailing slash aside). */
function urlTraced(text: string, index: SourceIndex): boolean {
  const bare = text
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
  return bare.length > 0 && containsWhole(index.flat, bare);
}

/** `needle` stands in `haystack` as a whole ("3" is not in "0113", "bakery.co.uk" not in "mybakery.co.uk"). */
function containsWhole(haystack: string, needle: string): boolean {
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? " ";
    const after = haystack[at + needle.length] ?? " ";
    const next = haystack.slice(at + needle.length, at + needle.length + 2);
    if (!/[\p{L}\p{N}@./-]/u.test(before) && !/[\p{L}\p{N}]/u.test(after) && !/^[.,]\d/.test(next))
      return true;
  }
  return false;
}

function dateTraced(text: string, index: SourceIndex): boolean {
  const dates = extractDates(text, splitSentences(text), new Claims(), {
    now: REFERENCE_NOW,
    requestZone: "",
    zones: [],
    monthFirst: false,
  });
  if (dates.length === 0) return numbersTraced(text, index);
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

function timeTraced(text: string, index: SourceIndex): boolean {
  const bare = !/[:h]|am|pm|uhr|uur|óra/i.test(text);
  return clocksIn(text, bare).every((c) => c.minutes.some((m) => index.minutes.has(m)));
}

/** Every word of the name (titles aside) is written in a source. */
function namesTraced(text: string, index: SourceIndex): boolean {
  const capitalised = text.match(/\p{Lu}[\p{L}'’-]*/gu) ?? [];
  const words = capitalised.flatMap(wordsOf).filter((w) => !TITLE.test(w));
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
