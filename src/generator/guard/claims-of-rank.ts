/**
 * Claims of rank a model likes to add: "the best bike shop in Bristol", "best in town", "Leeds' best-loved
 * studio", "the most trusted plumber in Cardiff", "Freiburgs beste Physiotherapie", "die beste Weinstube am
 * Rhein", "le meilleur salon de Lyon", "la mejor clínica de Málaga", "la migliore pizzeria di Napoli", "de
 * beste bakker van Utrecht". A superlative is a claim only with a place or a scope it ranks in (after it,
 * or as a possessive before it), so "our best sellers" and "do our best" are copy, not claims. Traced only
 * to a source that ranks itself too (trace.ts).
 */
import type { Claim } from "./claims-of-praise.js";

/** Superlatives of rank, in every language a pack knows. */
const SUPERLATIVE = [
  String.raw`best(?:[\s-](?:loved|known|rated|value))?|finest|greatest|leading|cheapest|friendliest|biggest|largest|oldest|most\s(?:trusted|popular|loved|experienced|reliable|affordable|recommended)|number\sone`,
  "beste[nmrs]?|günstigste[nmrs]?|führende[nmrs]?|größte[nmrs]?|älteste[nmrs]?|beliebteste[nmrs]?|erfahrenste[nmrs]?",
  String.raw`meilleure?s?|plus\s(?:grand|ancien|réputé|populaire|apprécié)e?s?|moins\sch[eè]re?s?`,
  String.raw`mejor(?:es)?|más\s(?:grande|antigu[oa]|popular|valorad[oa]|barat[oa])s?`,
  String.raw`miglior[ei]?|più\s(?:grande|antic[oa]|popolare|amat[oa]|economic[oa])`,
  "grootste|goedkoopste|oudste|populairste|leukste",
  String.raw`melhor(?:es)?|mais\s(?:antig[oa]|popular|barat[oa])s?`,
  String.raw`najlepsz\p{L}*|najtańsz\p{L}*|największ\p{L}*|najstarsz\p{L}*|najpopularniejsz\p{L}*`,
  String.raw`legjobb\p{L}*|legolcsóbb\p{L}*|legnagyobb\p{L}*|legrégebbi\p{L}*|legnépszerűbb\p{L}*`,
].join("|");

/** Words that place a rank: "in", "of", "am", "de", "di", "van", "w"… */
const PLACE_WORD = String.raw`(?:in|of|on|across|around|im|am|an|von|in\sder|der|des|de|du|à|au|en|di|del|della|dello|a|van|te|em|do|da|no|na|w|we)`;
/** What a rank is in: a named place (capitalised: checked on the match), or town, city, world… */
const PLACE = String.raw`(?<place>\p{L}[\p{L}'’-]+)`;
const SCOPE = String.raw`(?:town|(?:the\s)?(?:city|area|region|county|country|world|neighbou?rhood|uk|us)|stadt|region|gegend|umgebung|welt|(?:la\s)?(?:ville|région|ciudad|zona|región|città|cidade|região)|(?:le\s|el\s|il\s|o\s)?(?:monde|mundo|mondo)|(?:de\s)?(?:stad|regio|wereld)|mieście|okolicy|świecie|városban|világon|környéken)`;
/** A run of up to three words between the superlative and its place ("bike shop", "Weinstube"). */
const BETWEEN = String.raw`(?:[\p{L}&'’-]+\s){0,3}?`;
/** "your best", "at its best", "do our best": no rank claimed. */
const NOT_A_RANK = String.raw`(?<!(?:your|you're|its|their|our\sown|do\sour|try\sour|ihr|ihre|votre|vos|tu|su|tuo|jouw|uw)\s)`;

const RANK = new RegExp(
  String.raw`${NOT_A_RANK}(?<![\p{L}])(?:the\s|die\s|der\s|das\s|le\s|la\s|les\s|el\s|los\s|las\s|il\s|i\s|de\s|het\s|o\s|a\s|os\s|as\s)?(?:very\s)?(?:${SUPERLATIVE})(?![\p{L}])\s${BETWEEN}${PLACE_WORD}\s(?:(?:the|la|le|les|el|il|het|de)\s)?(?:${SCOPE}(?![\p{L}])|${PLACE})` +
    // "Bristol's best", "Leeds' best-loved", "Freiburgs beste": a place's own best.
    String.raw`|(?<![\p{L}])(?<owner>\p{L}[\p{L}-]+)(?:'s|’s|'|’|s)\s(?:very\s)?(?:${SUPERLATIVE}|favou?rite|beloved|lieblings\p{L}*|préférée?)(?![\p{L}])(?:\s[\p{L}&-]+){0,2}`,
  "giu",
);

/** A named place or owner is written with a capital ("in Bristol", "Leeds' best"), never "in which". */
function isRank(m: RegExpMatchArray): boolean {
  const named = m.groups?.place ?? m.groups?.owner;
  return named === undefined || /^\p{Lu}/u.test(named);
}

/** Claims of rank in `masked` (text an earlier finder took is masked out), with their spans. */
export function ranksIn(masked: string): Claim[] {
  RANK.lastIndex = 0;
  return [...masked.matchAll(RANK)].filter(isRank).map((m) => ({
    kind: "superlative" as const,
    start: m.index,
    end: m.index + m[0].trimEnd().length,
  }));
}

/** Whether `text` ranks the business anywhere (the owner's own "best in town" lets the page say it). */
export function claimsARank(text: string): boolean {
  return ranksIn(text).length > 0;
}
