import { INTL_MONTH } from "../../brief/date-ranges.js";

/**
 * The words that finish a fact in the description: a price's "a pair", "per carton", "in advance",
 * "until 1 March" or "(45 minutes)", an offer's "over €60". A page that shows "£12" where the owner wrote
 * "£12 in advance, £15 on the door" says something else; these helpers return the owner's own words that
 * complete the fact, verbatim, or nothing when the rest of the clause is long (then it is a sentence of
 * its own, not part of the fact).
 */

/** Where a clause ends: a comma, semicolon, colon (not a clock's "19:00"), full stop (not a decimal point) or a joining word. */
const CLAUSE_END =
  /,(?!\d)|[;!?]|:(?!\d)|\.(?!\d)|\s[-–—]\s|\s(?:and|or|but|with|then|plus|while|so|because|which)\s/iu;

/** A day's ordinal dot before its month ("31. Dezember", "3. marca"): no clause ends there. */
const ORDINAL_DAY_DOT = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})\\.(?=\\s(?:${INTL_MONTH})(?![\\p{L}]))`,
  "giu",
);

/** `text` with each ordinal day's dot replaced by a mark of the same length that ends nothing. */
export function withOrdinalDaysKept(text: string): string {
  return text.replace(ORDINAL_DAY_DOT, "$1\u2024");
}

/** A word that is written with a dot and never ends a clause ("inkl.", "incl.", "ca.", "approx."). */
const ABBREVIATION_END =
  /(?<![\p{L}])(?:inkl|zzgl|exkl|incl|excl|inc|ca|approx|min|max|z\.b|bzw|ggf|etc|vs|env|aprox|pág|Nr|No)$/iu;

/** What a price comes with, listed: "including an online gallery and a second shooter", "for … and a care diary". */
const LISTS_WHAT =
  /^(?:\s(?:a|an|per|each|\/)\s?\p{L}+)?\s(?:including|incl\.|with|for|inkl\.|inklusive|mit|avec|con|com|met|z)\s/iu;
const JOINER = /^\s(?:and|or)\s/iu;

/**
 * Where the clause after a price ends: at the first clause end, or, when it lists what the price comes with,
 * at the end of that list ("£1,650 including an online gallery and a second shooter" keeps its shooter).
 */
function listEnd(after: string): number {
  const stop = after.search(CLAUSE_END);
  if (stop < 0 || !LISTS_WHAT.test(after) || !JOINER.test(after.slice(stop))) return stop;
  const joined = after.slice(stop).match(JOINER)?.[0].length ?? 0;
  const next = after.slice(stop + joined).search(CLAUSE_END);
  return next < 0 ? -1 : stop + joined + next;
}

/**
 * The rest of the clause after `end` in `text`, verbatim with its leading space ("" when there is none or
 * it is longer than `maxWords` words). A closing parenthesis ends it unless it opened inside.
 */
export function clauseTail(text: string, end: number, maxWords = 6): string {
  const after = text.slice(end);
  const stop = listEnd(withOrdinalDaysKept(after));
  let tail = stop < 0 ? after : after.slice(0, stop);
  const close = tail.indexOf(")");
  const open = tail.indexOf("(");
  if (close >= 0 && (open < 0 || open > close)) tail = tail.slice(0, close);
  if (open >= 0 && tail.indexOf(")", open) < 0) tail = tail.slice(0, open);
  tail = tail.replace(/\s+$/u, "");
  if (!/\p{L}|\d/u.test(tail)) return "";
  // Cut at an abbreviation's dot, the clause is not over: "240 € inkl. Ton, Glasur und Brand" is no "240 € inkl".
  if (stop >= 0 && after[stop] === "." && ABBREVIATION_END.test(tail)) return "";
  // A list of what the price comes with may be a few words longer than a plain clause.
  const limit = stop !== after.search(CLAUSE_END) ? maxWords + 4 : maxWords;
  return tail.trim().split(/\s+/).length <= limit ? tail : "";
}

/**
 * Where `phrase` stands in `text` as a whole (its first occurrence not inside a longer word or number:
 * "£3" is not the start of "£30"), or undefined.
 */
export function spanOf(text: string, phrase: string): { start: number; end: number } | undefined {
  if (!phrase) return undefined;
  const inside = /[\p{L}\p{N}]/u;
  for (let start = text.indexOf(phrase); start >= 0; start = text.indexOf(phrase, start + 1)) {
    const end = start + phrase.length;
    const before = inside.test(phrase[0]!) && start > 0 && inside.test(text[start - 1]!);
    const after =
      inside.test(phrase[phrase.length - 1]!) &&
      end < text.length &&
      /^(?:[\p{L}\p{N}]|[.,]\d)/u.test(text.slice(end, end + 2));
    if (!before && !after) return { start, end };
  }
  return undefined;
}

/** An offer with the words that complete it: "Free shipping in Ireland" → "Free shipping in Ireland over €60". */
export function offerLine(offer: string, description: string): string {
  const span = spanOf(description, offer);
  return span ? offer + clauseTail(description, span.end, 4) : offer;
}
