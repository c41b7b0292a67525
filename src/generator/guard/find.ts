/**
 * Every fact a text states, with its span: the brief's own extractors find contacts, quotes, prices,
 * opening hours, phones, dates (nine languages), people and quantities; ratings, awards, clock times,
 * capitalised name pairs and any number left over are found here. Each finder sees the text with what
 * an earlier one took masked out, as in the brief, so "£2.20" is a price and never also a time.
 */
import type { CountryCode } from "libphonenumber-js/min";
import { extractContacts } from "../brief/contacts.js";
import { extractDates } from "../brief/dates.js";
import { extractHours } from "../brief/hours.js";
import { detectLanguage } from "../brief/language.js";
import { extractPeople } from "../brief/people.js";
import { extractPhones } from "../brief/phones.js";
import { extractPrices } from "../brief/prices.js";
import { extractQuantities } from "../brief/quantities.js";
import { extractQuotes } from "../brief/quotes.js";
import { splitSentences } from "../brief/sentences.js";
import { Claims, type ClaimTag, MASK, type Span } from "../brief/spans.js";
import { closedDaysIn, openDaysIn } from "./claims-of-days.js";
import { type Claim, praiseIn } from "./claims-of-praise.js";
import { offersIn, promisesIn } from "./claims-of-promise.js";
import { ranksIn } from "./claims-of-rank.js";
import { decadesIn } from "./decades.js";
import { namePairsIn } from "./names.js";
import { clocksIn, numberWords, numericDaysIn } from "./numbers.js";
import { placesIn } from "./places.js";
import { singleNamesIn } from "./single-names.js";
import { spelledCountsIn } from "./spelled-counts.js";
import type { FactKind, FoundFact } from "./types.js";

/** Dates without a year resolve against this clock on both sides of a comparison, so they compare equal. */
const REFERENCE_NOW = new Date(Date.UTC(2000, 0, 1));
const LEFTOVER_NUMBER = /(?<![\p{L}\d\uFFFF])[+-]?\d+(?:[.,\u00a0 ]\d{3})*(?:[.,]\d+)?(?:\s?%|\+)?/gu;
const STATISTIC =
  /%|\+|\b(?:since|seit|depuis|desde|dal|sinds|od|over|more than|years?|jahre?n?|ans|años|anni|jaar|anos|lat|éve)\b/iu;
const QUOTE_MIN_WORDS = 3;

interface Taken extends Span {
  tag: ClaimTag;
  kind: FactKind;
}

/** Facts stated in `text`, in reading order. `lang` ("en-GB", "hu") helps read national phone numbers. */
export function factsIn(text: string, lang = "", lowerWords: Set<string> = new Set()): FoundFact[] {
  const taken: Taken[] = [];
  const region = regionOf(lang);
  const claimsNow = () => {
    const claims = new Claims();
    for (const t of taken) claims.add(t.start, t.end, t.tag);
    return claims;
  };
  const masked = () => claimsNow().mask(text, MASK);
  // Every match of `pattern` in what is not yet taken, as facts of `kind`.
  const matchesOf = (pattern: RegExp, kind: FactKind): Claim[] =>
    [...masked().matchAll(pattern)].map((m) => ({ kind, start: m.index, end: m.index + m[0].length }));
  // Runs one extractor on a fresh copy of what is taken; what it newly claimed becomes facts of `kind`.
  const run = (
    tag: ClaimTag,
    kindOf: (claimed: string) => FactKind | undefined,
    extract: (claims: Claims) => void,
  ) => {
    const claims = claimsNow();
    const before = claims.mask(text, MASK);
    extract(claims);
    const after = claims.mask(text, MASK);
    for (const span of newRuns(before, after)) {
      const kind = kindOf(text.slice(span.start, span.end));
      if (kind) taken.push({ ...span, tag, kind });
    }
  };
  const addClaims = (found: Claim[], tag: ClaimTag) => {
    for (const c of found)
      if (!taken.some((t) => t.start < c.end && c.start < t.end)) taken.push({ ...c, tag });
  };

  run(
    "contact",
    (s) => (/^[^\s@]+@[^\s@]+$/.test(s) ? "email" : "url"),
    (c) => extractContacts(text, c),
  );
  run(
    "quote",
    (s) => (wordCount(s) >= QUOTE_MIN_WORDS ? "quote" : undefined),
    (c) => extractQuotes(text, c),
  );
  run(
    "price",
    () => "price",
    (c) => extractPrices(text, c),
  );
  // Before dates: "4.9/5" is a rating, never the 9th of May.
  addClaims(praiseIn(masked()), "quantity");
  addClaims(ranksIn(masked()), "quantity");
  // "neunzehn Euro", "nineteen pounds", "vingt euros": an amount in words is a price too.
  addClaims(matchesOf(PRICE_IN_WORDS, "price"), "price");
  run(
    "hours",
    () => "time",
    (c) => extractHours(text, c),
  );
  run(
    "phone",
    () => "phone",
    (c) => extractPhones(text, c, region),
  );
  // A day named without a number ("today", "on Saturday") is how copy talks, not a date it states.
  run(
    "date",
    (s) => (/\d/.test(s) ? "date" : undefined),
    (c) =>
      extractDates(text, splitSentences(text), c, {
        now: REFERENCE_NOW,
        requestZone: "",
        zones: [],
        monthFirst: region === "US",
      }),
  );
  const language = (lang || detectLanguage(text).lang).slice(0, 2).toLowerCase();
  // "open 7 days a week", "sechs Tage die Woche", "7j/7": how many days, compared with the opening hours.
  addClaims(matchesOf(openDaysPattern(language), "number"), "quantity");
  // "also open on Sundays", "täglich geöffnet": days without a time, compared with the owner's days.
  addClaims(openDaysIn(masked()), "quantity");
  addClaims(closedDaysIn(masked()), "quantity");
  // "05.03.", "30/06": a day and a month in figures, which the brief's dates read only with a year.
  addClaims(
    numericDaysIn(masked(), region === "US").map((d) => ({
      kind: "date" as const,
      start: d.start,
      end: d.end,
    })),
    "date",
  );
  run(
    "person",
    () => "person",
    (c) => extractPeople(text, c),
  );
  // Before quantities: "until 23:30 every night" is a clock time, not the numbers 23 and 30.
  addClaims(
    clocksIn(masked()).map((c) => ({
      kind: "time" as const,
      start: c.start,
      end: c.end,
    })),
    "date",
  );
  // "meer dan 25 jaar", "ponad 20 lat", "da 30 anni": a span of years in figures, in every language — a
  // count, never traced to a price or a clock that happens to hold the same number.
  addClaims(matchesOf(YEARS_IN_FIGURES, "statistic"), "quantity");
  // "over two decades", "half a century", "zwei Jahrzehnte": a span of years in decades or centuries.
  addClaims(
    decadesIn(masked(), language).map((d) => ({ kind: "statistic" as const, ...d })),
    "quantity",
  );
  run(
    "quantity",
    (s) => (STATISTIC.test(s) ? "statistic" : /\d/.test(s) ? "number" : undefined),
    (c) => extractQuantities(text, c),
  );
  // "seit über zehn Jahren", "dix ans d'expérience": a span of years in words, in the page's language.
  addClaims(matchesOf(yearsInWords(language), "statistic"), "quantity");
  // "three locations", "dos sedes", "w trzech piekarniach": a count in words, read like one in figures.
  addClaims(spelledCountsIn(masked(), language, numberWords(language).table), "quantity");
  addClaims(offersIn(masked(), language), "quantity");
  addClaims(promisesIn(masked()), "quantity");
  // "w Krakowie", "Budapesten": a place the text puts the business in, compared by its stem.
  addClaims(placesIn(masked(), language, lowerWords), "place");
  addClaims(namePairsIn(masked(), lowerWords, language === "de"), "person");
  addClaims(singleNamesIn(masked(), lowerWords, language === "de"), "person");
  // "— 李明", "Иван Петров": on a page written in Latin letters, words in another script name someone.
  if (LATIN_PAGES.has(language)) addClaims(matchesOf(OTHER_SCRIPT, "person"), "person");
  addClaims(
    [...masked().matchAll(LEFTOVER_NUMBER)].map((m) => ({
      kind: STATISTIC.test(m[0]) ? ("statistic" as const) : ("number" as const),
      start: m.index,
      end: m.index + m[0].length,
    })),
    "quantity",
  );
  return taken
    .sort((a, b) => a.start - b.start)
    .map(({ kind, start, end }) => ({ kind, text: text.slice(start, end), start, end }));
}

/** "days" in every language a pack knows, for "7 days a week" (trace.ts reads the same claim back). */
export const DAY_WORD = "(?:days?|tage?n?|jours?|días|dias|giorni|dagen|dni|napon|nap)";
const WEEK_PHRASE =
  "(?:a|per|pro|in\\sthe|die|par|por|a\\sla|alla|a\\ssettimana|in\\sde|na|w|em|op)\\s(?:week|woche|semaine|semana|settimana|tydzień|tygodniu|hét|héten)";
const OPEN_WORD = "(?:open|opened|geöffnet|offen|ouvert[es]*|abiert[oa]s?|apert[oi]|aberto|otwarte|nyitva)";
const SEVEN = "(?:7|seven|sept|sieben|siete|sette|zeven|sete|siedem|hét)";
export const YEAR_WORD = "(?:years?|jahre?n?|ans|années|años|anni|jaar|jaren|anos|lat|lata|éve|évig)";
/** Words before a span of years that belong to the claim ("more than", "über", "plus de", "ponad"). */
const YEARS_LEAD =
  "(?:(?:since|for|over|more\\sthan|seit|über|mehr\\sals|depuis|plus\\sde|desde\\shace|hace|más\\sde|oltre|da\\soltre|(?:al\\s)?meer\\sdan|da|ruim|sinds|ponad|od|przez|há|mais\\sde|desde)\\s)*";
const YEARS_IN_FIGURES = new RegExp(
  `(?<![\\p{L}\\d])${YEARS_LEAD}\\d+\\+?\\s${YEAR_WORD}(?![\\p{L}])`,
  "giu",
);
/** Number words of every pack, whole or as the pieces compounds are made of ("neunzehn", "vingt-deux"). */
const NUMBER_WORD = [
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\p{L}*teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand",
  "\\p{L}*(?:eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zig|ßig|hundert|tausend)",
  "deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cents?|mille",
  "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\\p{L}+|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|mil",
  "due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|\\p{L}*dici|diciassette|diciotto|diciannove|venti\\p{L}*|trenta\\p{L}*|quaranta\\p{L}*|cinquanta\\p{L}*|sessanta\\p{L}*|settanta\\p{L}*|ottanta\\p{L}*|novanta\\p{L}*|cento|mille",
  "twee|drie|vijf|zes|zeven|negen|tien|twaalf|\\p{L}*tien|\\p{L}*tig|honderd|duizend",
  "dois|duas|três|quatro|oito|dez|treze|catorze|dezasseis|dezesseis|dezassete|dezessete|dezoito|dezanove|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento",
  "dwa|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|\\p{L}*naście|dwadzieścia|trzydzieści|czterdzieści|\\p{L}*dziesiąt|sto|tysiąc|tysiące",
].join("|");
const CURRENCY_WORD =
  "(?:euros?|eur|pounds?|quid|dollars?|bucks|francs?|złotych|złote|złoty|zł|pence|cents?|centimes|céntimos|centesimi|groszy|cêntimos)";
export const PRICE_IN_WORDS = new RegExp(
  `(?<![\\p{L}\\d])(?:${NUMBER_WORD})(?:[\\s-](?:und|y|e|et|en|i|a|and|${NUMBER_WORD}))*\\s${CURRENCY_WORD}(?![\\p{L}])`,
  "giu",
);
/** Languages whose pages are written in Latin letters (every pack's). */
const LATIN_PAGES = new Set(["en", "de", "fr", "es", "it", "nl", "pt", "pl", "hu"]);
const OTHER_SCRIPT_LETTERS =
  "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Cyrillic}\\p{Script=Greek}\\p{Script=Devanagari}\\p{Script=Thai}";
const OTHER_SCRIPT = new RegExp(`[${OTHER_SCRIPT_LETTERS}]+(?:[\\s.'’-]+[${OTHER_SCRIPT_LETTERS}]+)*`, "gu");
const patterns = new Map<string, RegExp>();

function cached(key: string, build: () => RegExp): RegExp {
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = build();
    patterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

function openDaysPattern(lang: string): RegExp {
  return cached(`days:${lang}`, () => {
    const words = Object.keys(numberWords(lang).table).join("|");
    const count = `(?:\\d|${words})`;
    return new RegExp(
      `(?<![\\p{L}\\d])(?:${OPEN_WORD}\\s${count}\\s${DAY_WORD}(?:\\s${WEEK_PHRASE})?|${count}\\s${DAY_WORD}\\s${WEEK_PHRASE}|${SEVEN}\\s?(?:j|d|g|jours|giorni|días|dagen|tage)?\\s?(?:\\/|sur|su|op|de)\\s?${SEVEN})(?![\\p{L}\\d])`,
      "giu",
    );
  });
}

function yearsInWords(lang: string): RegExp {
  return cached(`years:${lang}`, () => {
    const words = Object.keys(numberWords(lang).table).join("|");
    // "trent'anni": an elided number runs into its word.
    return new RegExp(`(?<![\\p{L}])(?:${words})(?:\\s|(?<=['’]))${YEAR_WORD}(?![\\p{L}])`, "giu");
  });
}

/** Spans masked in `after` that were not masked in `before`. */
function newRuns(before: string, after: string): Span[] {
  const out: Span[] = [];
  let start = -1;
  for (let i = 0; i <= after.length; i++) {
    const claimed = i < after.length && after[i] === MASK && before[i] !== MASK;
    if (claimed && start < 0) start = i;
    if (!claimed && start >= 0) {
      out.push({ start, end: i });
      start = -1;
    }
  }
  return out;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

const LANG_REGION: Record<string, CountryCode> = {
  en: "GB",
  de: "DE",
  fr: "FR",
  es: "ES",
  it: "IT",
  nl: "NL",
  pt: "PT",
  pl: "PL",
  hu: "HU",
};

function regionOf(lang: string): CountryCode | undefined {
  const [language, region] = lang.split(/[-_]/);
  if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase() as CountryCode;
  return LANG_REGION[language?.toLowerCase() ?? ""];
}
