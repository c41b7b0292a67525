/**
 * Something given for free is a price the owner never set: "your first class is free", "¡primera clase
 * gratis!", "kostenlose Erstberatung", "consegna gratuita", "Free collection". Like
 * praise it is never accepted on its own: a source must offer something free too (trace.ts). English
 * "free" is an offer only beside what a business gives ("free quote", "for free", "is free"), never in
 * "gluten-free", "feel free" or "free time".
 */
import { re } from "../brief/vocabulary.js";
import type { Claim } from "./claims-of-praise.js";

const GIVEN =
  "(?:first|trial|taster|intro(?:ductory)?|consultation|quotes?|estimates?|delivery|shipping|collection|pick-?up|class(?:es)?|lessons?|sessions?|check(?:-?up)?|inspection|assessment|parking|wi-?fi|coffee|drinks?|gift|samples?|returns|cancellation|tasting|visit|entry|admission|download|month|week)";
/** Examples: "free quote", "for free", "free of charge", "the first class is free", "gratis", "kostenlose". */
const OFFER = re(
  String.raw`(?<![\p{L}-])free\s(?:first\s)?${GIVEN}(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:for\sfree|free\sof\scharge|(?:is|are|it's|comes?)\s(?:completely\s|totally\s|always\s)?free)(?![\p{L}-])` +
    String.raw`|(?<![\p{L}])(?:gratis|kostenlose?[nrs]?|kostenfreie?[nrs]?|umsonst|gratuit(?:e|s|es)?|gratuit[oa]s?|gratuit[ei]|in\somaggio|grátis|kosteloos|za\sdarmo|bezpłatn\p{L}*|darmow\p{L}*|ingyen(?:es)?)(?![\p{L}])`,
  "giu",
);

export function offersIn(masked: string): Claim[] {
  return [...masked.matchAll(OFFER)].map((m) => ({
    kind: "offer",
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Any "free" but "-free" and "feel free": an owner's "free safety check" offers, whatever is free. */
const LOOSE_FREE = /(?<![\p{L}-])(?<!feel\s)free(?![\p{L}-])/iu;

/** Whether `text` offers anything for free (a source that does lets the page say so). */
export function offersFree(text: string): boolean {
  OFFER.lastIndex = 0;
  return OFFER.test(text) || LOOSE_FREE.test(text);
}
