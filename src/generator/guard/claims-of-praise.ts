/**
 * Claims a model likes to add that the brief's extractors do not look for: ratings ("4.9/5", "5-star",
 * "★★★★★", "4,8 von 5 Sternen") and awards ("award-winning", "voted best bakery", "#1", "preisgekrönt",
 * "primée", "díjnyertes"). Each pattern runs on the masked text, so what an extractor took is not read again.
 */
import { re } from "../brief/vocabulary.js";
import type { FactKind } from "./types.js";

export interface Claim {
  kind: FactKind;
  start: number;
  end: number;
}

const STAR_WORD =
  "(?:stars?|sterne?n?|étoiles?|estrellas?|stelle|sterren|estrelas?|gwiazd(?:ek|ki|ka|y)?|csillag(?:os|ból)?)";
const OUT_OF = "(?:\\s?\\/\\s?|\\s(?:out\\sof|of|von|sur|de|su|van|z|na|em|a)\\s)";
const RATING = re(
  String.raw`(?<![\p{L}\d.,])(?:(?:rated|rating|bewertet|noté(?:e)?|valorad[oa]|valutat[oa]|beoordeeld|avaliad[oa]|oceniony|értékelés)\s(?:of\s|mit\s|de\s|con\s|met\s|com\s|na\s)?)?\d(?:[.,]\d{1,2})?${OUT_OF}(?:5|10|100)(?![\d.,]\d)(?:\s${STAR_WORD})?` +
    String.raw`|(?<![\p{L}\d])(?:\d|one|two|three|four|five|fünf|cinq|cinco|cinque|vijf|pięć|öt)[\s-]?${STAR_WORD}(?![\p{L}])` +
    "|[★⭐]{2,}(?:[☆✩]+)?" +
    String.raw`|(?<![\p{L}])(?:rated|bewertet\smit)\s\d(?:[.,]\d{1,2})?(?![\d])`,
  "giu",
);

const AWARD = re(
  String.raw`(?<![\p{L}])(?:multi[\s-])?(?:award|prize)[\s-]winning` +
    String.raw`|(?<![\p{L}])(?:winners?|winning)\sof\s(?:the\s)?[^,.;!?\n\uFFFF]{2,40}?(?:award|prize|trophy|medal|competition|cup)s?` +
    String.raw`|(?<![\p{L}])won\s(?:the\s|an?\s)?[^,.;!?\n\uFFFF]{0,40}?(?:award|prize|trophy|medal)s?` +
    String.raw`|(?<![\p{L}])voted\s(?:the\s)?(?:best|#\s?1|number\sone|no\.?\s?1|top|favou?rite)(?:\s[^,.;!?\n\uFFFF]{1,40}?)?(?=[,.;!?\n]|$)` +
    String.raw`|(?<![\p{L}\d#])#\s?1(?![\d])|(?<![\p{L}])(?:no\.\s?1|number\sone|nummer\s(?:1|eins)|numéro\s1|número\s1|numero\s1|nummer\séén)(?![\d\p{L}])` +
    String.raw`|(?<![\p{L}])(?:best|top|highest)[\s-]rated|(?<![\p{L}])michelin[\s-](?:starred|stars?|sterne?n?|étoilée?|estrella)` +
    String.raw`|(?<![\p{L}])(?:as\sseen\s(?:on|in)|featured\sin)\s[^,.;!?\n\uFFFF]{2,30}` +
    String.raw`|(?<![\p{L}])(?:preisgekrönte?[nrs]?|ausgezeichnet(?:e[nrs]?)?\smit\s[^,.;!?\n\uFFFF]{2,40}|primée?s?|récompensée?s?|galardonad[oa]s?|premiad[oa]s?|premiat[oa]|pluripremiat[oa]|bekroonde?|nagradzan[aey]|nagrodzon[aey]|díjnyertes|díjazott)(?![\p{L}])`,
  "giu",
);

/** Ratings and awards in `masked` (claimed text is masked out), with their spans. */
export function praiseIn(masked: string): Claim[] {
  const out: Claim[] = [];
  for (const [kind, pattern] of [
    ["rating", RATING],
    ["award", AWARD],
  ] as const) {
    for (const m of masked.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].trimEnd().length;
      if (out.some((c) => c.start < end && start < c.end)) continue;
      out.push({ kind, start, end });
    }
  }
  return out;
}

/** Whether any award is claimed in `text` (the owner's own award lets the page call itself award-winning). */
export function claimsAnAward(text: string): boolean {
  AWARD.lastIndex = 0;
  return (
    AWARD.test(text) ||
    /(?<![\p{L}])(?:awards?|prizes?|trophy|medals?|preis|prix|premio|prémio|nagroda|díj)(?![\p{L}])/iu.test(
      text,
    )
  );
}
