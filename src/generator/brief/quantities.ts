/**
 * Quantities and specs verbatim: "5 kg", "900 mm", "since 1968" ("seit 1998", "depuis 2012", "desde 2005"), "12 000 readers", "groups of 8",
 * "12 places", "two-hour", "3 courses", "99.98%", "40 rooms", "4.8/5". Runs after prices, phones, dates
 * and offers, so their numbers are not taken twice.
 */
import { type Claims, MASK, trimSpan } from "./spans.js";
import { NUMBER_WORD, re } from "./vocabulary.js";

const ONE_NUM = `(?:\\d{1,3}(?:[ \\u00a0,.]\\d{3})+|\\d+(?:[.,]\\d+)?|${NUMBER_WORD}|a\\sdozen|dozens\\sof|hundreds\\sof|thousands\\sof)`;
/** A number or a range of two: "20–40 minutes", "5 to 50 people", "±0.01 mm". */
const NUM = `(?:±\\s?)?${ONE_NUM}(?:\\s?[-–—]\\s?${ONE_NUM}|\\sto\\s${ONE_NUM})?`;
/** Words before a count that belong to it: "up to 12", "max 16", "minimum 2". */
const BOUND =
  "(?:up\\s+to|over|more\\s+than|at\\s+least|under|less\\s+than|nearly|almost|about|around|approx\\.?|some|only|just|max(?:imum)?\\.?|min(?:imum)?\\.?)";
const UNIT =
  "(?:%|kg|g|mg|t|mm|cm|m|km|m²|m2|sqm|sq\\.?\\s?ft|ft|inch(?:es)?|l|ml|cl|dl|litres?|liters?|kW|kWh|W|V|Ah|mAh|GB|TB|MB|Mbps|Gbps|fps|hp|bhp|°C|°F|°|rpm|Nm|bar|psi|dB|lbs?|oz|kcal|cal|MP|GHz|nm|µm|px)";
const COUNTABLE =
  "(?:personnes|personas|persone|pessoas|Personen|osób|alumnos|alumni|élèves|Teilnehmer(?:innen)?|participantes|partecipanti|plazas|Plätze|posti|camas|lits|Betten|habitaciones|chambres|Zimmer|camere|children|kids|adults|passengers|parcels|meals|marketers|sales|orders|families|instructors|teachers|tutors|coaches|sellers|buyers|mins?|hrs?|rooms?|suites?|seats?|places?|spots?|guests?|people|persons?|participants?|attendees?|students?|pupils?|members?|readers?|subscribers?|followers?|customers?|clients?|patients?|users?|teams?|companies|brands?|courses?|dishes|wines?|beers?|cocktails?|flavou?rs?|coffees?|classes|lessons?|sessions?|modules?|weeks?|days?|hours?|minutes?|years?|months?|nights?|tables?|beds?|bedrooms?|bathrooms?|apartments?|flats?|homes?|houses?|units?|floors?|storeys?|stories|locations?|stores?|shops?|branches?|studios?|speakers?|workshops?|talks?|countries|cities|languages?|employees?|staff|volunteers?|dogs?|cats?|animals?|pets?|trees?|products?|recipes?|episodes?|issues?|pages?|tickets?|stalls?|bands?|artists?|stages?|vehicles?|cars?|bikes?|machines?|robots?|axes|pieces?|varieties|types|kinds|cheeses|breads|pastries|cakes|pizzas|plates|projects?|awards?|reviews?|stars?|laps?|km|miles?|kilometres?|kilometers?|steps?|exercises?|workouts?|routes?|tours?|trips?|destinations?|hectares?|acres?|square metres|square meters|sq m|downloads?|installs?|cups?|bottles?|jars?|packs?|boxes)";

const QUANTITY_PATTERNS: RegExp[] = [
  // "since 1968", "established in 1994", "est. 2001", "founded in 1987"
  /\b(?:since|established(?:\s+in)?|est\.|founded(?:\s+in)?|in\s+business\s+since|seit|gegr(?:ü|ue)ndet|depuis|fond[ée]e?\s+en|desde|dal|sinds|opgericht\s+in|od)\s+(?:1[5-9]|20)\d{2}\b/giu,
  // "groups of 8", "teams of up to 12", "classes of max. 10"
  /\b(?:groups?|teams?|classes|batches|parties|tables|runs)\s+of\s+(?:up\s+to\s+|max(?:imum|\.)?\s+|at\s+most\s+)?\d{1,3}(?:,\d{3})+(?:\s\p{Ll}+)?|\b(?:groups?|teams?|classes|batches|parties|tables)\s+of\s+(?:up\s+to\s+|max(?:imum|\.)?\s+|at\s+most\s+)?\d+(?:\s?[-–]\s?\d+|\sto\s\d+)?(?:\s(?:players|people|guests|adults|children|kids|students|pupils|riders|dogs))?\b/giu,
  // A share that is a fee, with what it is a share of: "8% of the first year's rent", "10% of ad spend",
  // "15% commission on sales", "12% + VAT"
  re(
    `(?<![\\p{L}\\d.,])\\d+(?:[.,]\\d+)?\\s?%(?:\\s(?:of\\s(?:the\\s)?(?:[\\p{L}'’-]+\\s){0,3}[\\p{L}'’-]+|fee(?:\\s?\\+\\s?VAT)?|commission(?:\\son\\s[^,.;!?()\\uFFFF]{2,30}?)?)(?=\\s?[,.;!?()]|$)|\\s?\\+\\s?VAT(?![\\p{L}]))`,
    "giu",
  ),
  // "4.8/5", "9/10"
  /(?<![\d.])\d(?:[.,]\d)?\s?\/\s?(?:5|10)(?![\d/])(?:\s+stars?)?/gu,
  // "99.98%", "5 kg", "900 mm", "up to 40 °C", "±0.01 mm"
  re(`(?<![\\p{L}\\d.,])(?:${BOUND}\\s+)?${NUM}\\s?${UNIT}(?![\\p{L}\\d])`, "giu"),
  // "12 000 readers", "40 en-suite rooms", "3 courses", "twelve places", "Max 16 children", "20–40 minutes"
  re(
    `(?<![\\p{L}\\d.,])(?:${BOUND}\\s+)?${NUM}\\+?\\s(?:[\\p{Ll}-]{3,15}\\s)?${COUNTABLE}(?![\\p{L}])`,
    "giu",
  ),
  // "12,400 parcels", "30,000 sales": a count in the thousands of anything
  re(
    `(?<![\\p{L}\\d.,])(?:${BOUND}\\s+)?\\d{1,3}(?:[,.\\u00a0 ]\\d{3})+\\+?\\s\\p{Ll}{3,}s(?![\\p{L}])`,
    "gu",
  ),
  // "serves 4", "sleeps up to 6", "seats 40", "sleeping up to 4"
  re(
    `(?<![\\p{L}])(?:serves|sleeps|sleeping|seats|seating|feeds|accommodates|fits|holds)\\s(?:up\\s+to\\s)?\\d+(?:\\s?[-–]\\s?\\d+)?(?:\\s(?:people|guests|adults|persons))?(?![\\p{L}\\d])`,
    "giu",
  ),
  // "two-hour", "3-day", "5-course", "10-minute"
  re(
    `(?<![\\p{L}\\d])(?:\\d+|${NUMBER_WORD})-(?:hour|day|week|month|year|minute|course|night|person|room|seat|star|storey|story|step|part|piece|mile|km)(?![\\p{L}])`,
    "giu",
  ),
];

export function extractQuantities(text: string, claims: Claims): string[] {
  const masked = claims.mask(text, MASK);
  const found: { start: number; end: number }[] = [];
  for (const pattern of QUANTITY_PATTERNS) {
    for (const m of masked.matchAll(pattern)) {
      const span = trimSpan(text, m.index, m.index + m[0].length);
      if (span.end <= span.start) continue;
      if (found.some((f) => f.start < span.end && span.start < f.end)) continue;
      found.push(span);
    }
  }
  found.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  for (const span of found) {
    claims.add(span.start, span.end, "quantity");
    const quantity = text.slice(span.start, span.end);
    if (!out.includes(quantity)) out.push(quantity);
  }
  return out;
}
