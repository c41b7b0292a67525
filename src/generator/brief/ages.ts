/**
 * Who a business or event is for by age, verbatim: "ages 8–12", "aged 3 months to 5 years", "Over-18s
 * only", "18+ only", "Adults only", "6-12 year olds". Claimed, so "5 years" is no quantity of its own.
 */
import { type Claims, MASK, trimSpan } from "./spans.js";
import { caseless, re } from "./vocabulary.js";

const AGE = "\\d{1,2}(?:\\s?(?:months?|years?|yrs?))?";
const PATTERNS: RegExp[] = [
  // "ages 8–12", "aged 3 months to 5 years", "ages 6+", "aged 14 and over", "from age 6" (the "from" says
  // it is the youngest, not the only age)
  re(
    `(?<![\\p{L}])(?:${caseless("(?:from|up\\sto)")}\\s)?${caseless("(?:aged|ages?)")}\\s${AGE}(?:\\s?(?:[-–—]|${caseless("to")})\\s?${AGE}|\\+|\\s${caseless("(?:and|&)\\s(?:over|up|under|above|below)")})?(?![\\p{L}\\d])`,
    "gu",
  ),
  // Other languages: "desde 8 años", "ab 6 Jahren", "dès 6 ans", "dai 6 anni", "vanaf 8 jaar", and a range
  // after "de"/"von": "de 6 à 12 ans" ("más de 20 años de experiencia" is no age)
  re(
    `(?<![\\p{L}])(?:${caseless("(?:desde|ab|dès|dai|vanaf|a\\spartir\\sde)")}\\s\\d{1,2}(?:\\s?(?:[-–]|${caseless("a|à|bis|al|tot")})\\s?\\d{1,2})?|${caseless("(?:de|von|da)")}\\s\\d{1,2}\\s?(?:[-–]|${caseless("a|à|bis|al")})\\s?\\d{1,2})\\s${caseless("(?:años|jahren|jahre|ans|anni|jaar|anos|lat)")}(?![\\p{L}])`,
    "gu",
  ),
  // "Over-18s only", "under-5s", "over 65s"
  re(`(?<![\\p{L}])${caseless("(?:over|under)")}[- ]?\\d{1,2}s(?:\\s${caseless("only")})?(?![\\p{L}])`, "gu"),
  // "18+ only", "Adults only", "16 and over only"
  re(`(?<![\\p{L}\\d])(?:\\d{1,2}\\+|${caseless("adults")})\\s${caseless("only")}(?![\\p{L}])`, "gu"),
  // "6-12 year olds", "for kids 6–12"
  re(`(?<![\\p{L}\\d])\\d{1,2}\\s?[-–]\\s?\\d{1,2}[- ]${caseless("years?[- ]olds?")}(?![\\p{L}])`, "gu"),
  re(
    `(?<![\\p{L}])${caseless("(?:kids|children|teens)")}\\s\\d{1,2}\\s?[-–]\\s?\\d{1,2}(?![\\p{L}\\d])`,
    "gu",
  ),
];

export function extractAges(text: string, claims: Claims): string[] {
  const masked = claims.mask(text, MASK);
  if (!/\d/.test(masked) && !/adults only/i.test(masked)) return [];
  const out: string[] = [];
  for (const pattern of PATTERNS) {
    for (const m of masked.matchAll(pattern)) {
      const span = trimSpan(text, m.index, m.index + m[0].length);
      if (claims.overlaps(span.start, span.end)) continue;
      claims.add(span.start, span.end, "age");
      const age = text.slice(span.start, span.end);
      if (!out.includes(age)) out.push(age);
    }
  }
  return out;
}
