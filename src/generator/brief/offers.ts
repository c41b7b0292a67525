/**
 * Offers and promises the user makes, verbatim: "free shipping over €40", "first class free",
 * "30-day returns", "10% off for students", "free parking", "14-day free trial".
 */
import { PRICE } from "./prices.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import { NUMBER_WORD, re } from "./vocabulary.js";

const FREE_THINGS =
  "(?:shipping|delivery|parking|wi-?fi|returns?|consultations?|trial|estimates?|quotes?|cancellation|coffee|dessert|drinks?|entry|admission|tastings?|assessments?|check-?ups?|installation|samples?|gift wrapping|first lesson|class|classes|lessons?|sessions?|tickets?|transfers?|breakfast|pickup|pick-up|collection|alterations|engraving|diagnostics?|inspection|valuation|intro call|introductory (?:call|session|class)|taster session|wifi|updates|support|setup|onboarding|plan|tier|version|ebook|guide|webinar|workshop|e-?book)";
const CONDITION = `(?:\\s+(?:on\\s+(?:all\\s+)?orders\\s+)?(?:over|above|from|for\\s+orders\\s+over|on\\s+orders\\s+over|when\\s+you\\s+spend)\\s+${PRICE}|\\s+(?:for|to)\\s+(?:all\\s+)?(?:students|kids|children|members|seniors|newcomers|new\\s+(?:customers|members|clients|patients|students|subscribers)|locals|groups|first-time\\s+\\w+|everyone)(?:\\s+under\\s+\\d+)?|\\s+(?:in|within)\\s+(?:the\\s+)?(?:EU|UK|US|city|town|[\\p{Lu}][\\p{L}-]+))?`;

const OFFER_PATTERNS: RegExp[] = [
  // "free shipping over €40", "free parking", "free Wi-Fi for guests"
  re(
    `\\b(?:completely\\s+)?free\\s+(?:(?:local|same-day|next-day|express|standard|\\d+-minute|\\d+-day|first|initial|on-site|guest|street|secure|tracked|UK|US|EU|worldwide|nationwide|international|domestic|home)\\s+)?${FREE_THINGS}\\b${CONDITION}`,
    "giu",
  ),
  // "first class free", "your first lesson is free", "the first month is on us"
  re(
    `\\b(?:your\\s+|the\\s+)?(?:first|1st)\\s+(?:\\p{L}+\\s+)?(?:class|lesson|session|visit|month|week|consultation|coffee|drink|box|order|delivery|night|ride|trial)\\s+(?:is\\s+)?(?:free|on\\s+us|half[ -]price|\\d+\\s?%\\s+off)${CONDITION}`,
    "giu",
  ),
  // "10% off for students", "20 % discount on weekdays", "up to 50% off"
  re(
    `\\b(?:up\\s+to\\s+)?\\d+(?:[.,]\\d+)?\\s?%\\s+(?:off|discount|cheaper|rebate|cashback)${CONDITION}`,
    "giu",
  ),
  // "30-day returns", "14-day free trial", "2-year warranty", "30-day money-back guarantee"
  re(
    `\\b(?:\\d+|${NUMBER_WORD})[- ](?:day|week|month|year)s?\\s+(?:free\\s+trial|trial|returns?|return\\s+policy|money[- ]back\\s+guarantee|guarantee|warranty|refunds?|free\\s+returns)`,
    "giu",
  ),
  // "money-back guarantee", "buy one get one free", "no setup fee", "free for kids under 6", "kids eat free"
  /\b(?:money[- ]back guarantee|satisfaction guarantee(?:d)?|buy one,? get one(?: free| half price)?|bogo|no (?:setup|set-up|booking|hidden|joining|cancellation|delivery) fees?|no contract|cancel any ?time|free for (?:kids|children|students|members|seniors) (?:under|below) \d+|(?:kids|children) (?:eat|go|stay) free|price match(?:ing)? guarantee|best price guarantee|happy hour)\b/giu,
];

/** Free delivery in other languages, with its threshold: the delivery word, "free", "from/over" and the sum, in the orders each language uses. */
const INTL_DELIVERY =
  "(?:versand|lieferung|livraison|envío|envio|entrega|spedizione|consegna|verzending|levering|bezorging|portes|dostawa|wysyłka|szállítás|kiszállítás)";
const INTL_FREE =
  "(?:kostenlos(?:e[rn]?)?|gratis|gratuit[oae]?s?|gratuita|offerte?|grátis|darmow[aey]|bezpłatn[aey]|ingyenes|versandkostenfrei)";
const INTL_FROM =
  "(?:ab|dès|à\\s+partir\\s+de|au-delà\\s+de|a\\s+partir\\s+de|desde|por\\s+encima\\s+de|acima\\s+de|da|sopra|oltre|vanaf|boven|od|powyżej)";
const INTL_OFFER_PATTERNS: RegExp[] = [
  // "kostenloser Versand ab 50 €", "livraison offerte dès 50 €", "envío gratis a partir de 30 €", "darmowa dostawa od 150 zł"
  re(
    `(?<![\\p{L}])(?:${INTL_FREE}\\s+${INTL_DELIVERY}|${INTL_DELIVERY}\\s+(?:(?:est|es|è|is|é)\\s+)?${INTL_FREE})\\s+${INTL_FROM}\\s+${PRICE}`,
    "giu",
  ),
  // "versandkostenfrei ab 40 €"; Hungarian puts the sum before "felett": "ingyenes szállítás 15 000 Ft felett"
  re(`(?<![\\p{L}])versandkostenfrei\\s+ab\\s+${PRICE}`, "giu"),
  re(
    `(?<![\\p{L}])(?:ingyenes\\s+(?:ki)?szállítás|(?:ki)?szállítás\\s+ingyenes)\\s+${PRICE}\\s+(?:felett|fölött|-tól|-től)`,
    "giu",
  ),
];

/** A cheap test before the costly patterns: every offer has one of these words. */
const OFFER_WORDS =
  /free|first|1st|%|day|week|month|year|guarantee|buy one|bogo|no\s|cancel|price|happy hour|kostenlos|versandkostenfrei|gratis|gratuit|offert|grátis|darmow|bezpłatn|ingyenes/iu;

export function extractOffers(text: string, claims: Claims): string[] {
  const masked = claims.mask(text, MASK);
  if (!OFFER_WORDS.test(masked)) return [];
  const matches: { start: number; end: number }[] = [];
  for (const pattern of [...OFFER_PATTERNS, ...INTL_OFFER_PATTERNS]) {
    for (const m of masked.matchAll(pattern)) {
      const span = trimSpan(text, m.index, m.index + m[0].length);
      // "Your first class free" → "first class free".
      const lead = /^(?:your|the)\s/i.exec(text.slice(span.start, span.end));
      matches.push({ start: span.start + (lead ? lead[0].length : 0), end: span.end });
    }
  }
  // The longest offer wins where two overlap ("14-day free trial" over "free trial").
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const found: { start: number; end: number }[] = [];
  for (const span of matches)
    if (!found.some((f) => f.start < span.end && span.start < f.end)) found.push(span);
  found.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  for (const span of found) {
    claims.add(span.start, span.end, "offer");
    const offer = text.slice(span.start, span.end);
    if (!out.includes(offer)) out.push(offer);
  }
  return out;
}
