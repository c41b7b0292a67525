/**
 * What a business says it does not do or offer, verbatim to the end of the clause: "we don't do felling or
 * stump grinding", "We're not tree surgeons", "We don't treat children under 12", "not suitable for
 * coeliacs". Claimed, so what is ruled out is never read as an offering, a place or a quantity.
 */
import { type Claims, MASK, trimSpan } from "./spans.js";
import { caseless, re } from "./vocabulary.js";

const NOT_DONE = re(
  `(?<![\\p{L}])${caseless("(?:(?:we|i)\\s(?:don['’]t|do\\snot|can['’]t|cannot|won['’]t|will\\snot|no\\slonger)|(?:we['’]re|we\\sare|i['’]m|i\\sam)\\snot|(?:sorry,\\s)?not\\ssuitable\\sfor|(?:please\\s)?note\\s(?:that\\s)?we\\s(?:don['’]t|do\\snot))")}\\s[^.;!?\\uFFFF]{2,120}?(?=\\s?[.;!?]|\\s[—–]\\s|,\\s(?:but|so)\\s|$)`,
  "gu",
);

export function extractExclusions(text: string, claims: Claims): string[] {
  const masked = claims.mask(text, MASK);
  if (!/n['’]t|not|cannot|no longer/i.test(masked)) return [];
  const out: string[] = [];
  for (const m of masked.matchAll(NOT_DONE)) {
    const span = trimSpan(text, m.index, m.index + m[0].length);
    if (claims.overlaps(span.start, span.end)) continue;
    claims.add(span.start, span.end, "exclusion");
    const clause = text.slice(span.start, span.end);
    if (!out.includes(clause)) out.push(clause);
  }
  return out;
}
