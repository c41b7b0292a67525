/**
 * Something given for free is a price the owner never set: "your first class is free", "¡primera clase
 * gratis!", "kostenlose Erstberatung", "consegna gratuita", "Free collection". Like
 * praise it is never accepted on its own: a source must offer something free too (trace.ts). English
 * "free" before a noun ("Free nail trim"), "for free" or "is free" offers; "gluten-free", "feel free",
 * "free time" and "free from pain" do not.
 */
import { re } from "../brief/vocabulary.js";
import type { Claim } from "./claims-of-praise.js";

/** What "free" is not an offer before: "free time", "free to choose", "free from pain", "free of gluten". */
const NOT_GIVEN = "(?:to|from|of|time|will|spirit|range|style|hand|flow|lance|dom|and|or)";
/** What "free" means "without" after, written apart: "stress free", "gluten free", "feel free". */
const FREE_OF =
  "(?:feel|break|set|stay|be|stress|hassle|worry|pain|care|fuss|gluten|sugar|dairy|nut|alcohol|lactose|smoke|plastic|cruelty|scent|fragrance|dust|mess|tax|duty|interest|rent|debt|chemical|toxin|grain|meat|fat)";
/**
 * Examples: "free quote", "Free nail trim", "for free", "free of charge", "the first class is free",
 * "gratis", "kostenlose", "gratuito", "grátis", "darmowa".
 */
const OFFER = re(
  String.raw`(?<![\p{L}-])(?<!${FREE_OF}\s)free\s(?!${NOT_GIVEN}(?![\p{L}]))\p{L}[\p{L}-]*` +
    String.raw`|(?<![\p{L}])(?:for\sfree|free\sof\scharge|(?:is|are|it's|comes?)\s(?:completely\s|totally\s|always\s)?free)(?![\p{L}-])` +
    String.raw`|(?<![\p{L}])(?:gratis|kostenlose?[nrs]?|kostenfreie?[nrs]?|umsonst|gratuit(?:e|s|es)?|gratuit[oa]s?|gratuit[ei]|in\somaggio|grátis|kosteloos|za\sdarmo|bezpłatn\p{L}*|darmow\p{L}*|ingyen(?:es)?)(?![\p{L}])`,
  "giu",
);
/** French "offert(e)s": in Italian "offerte" are offers, not gifts, so only on a French page. */
const OFFERED_FR = /(?<![\p{L}])offert(?:e|s|es)?(?![\p{L}])/giu;

export function offersIn(masked: string, language = ""): Claim[] {
  const found = [...masked.matchAll(OFFER)];
  if (language === "fr") found.push(...masked.matchAll(OFFERED_FR));
  return found.map((m) => ({
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
  OFFERED_FR.lastIndex = 0;
  return OFFER.test(text) || LOOSE_FREE.test(text) || OFFERED_FR.test(text);
}
