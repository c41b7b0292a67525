/**
 * A product's specifications said as one list ("Zasięg do 80 km, waga 17 kg, ładowanie w 3,5 godziny",
 * "Range up to 80 km, weight 17 kg, charging in 3.5 hours", "Reichweite bis 80 km, Gewicht 17 kg") are
 * figures, each a label and its value: the sentence is claimed so no word of it ("ładowanie", "charging")
 * becomes a feature card of its own. The story keeps the sentence, and the page sets each as a figure
 * (composer/write/points.ts cuts it, composer/render/figures.tsx sets it). Decisions 0094 and 0098.
 */
import type { SentenceSpan } from "./sentences.js";
import type { Claims } from "./spans.js";

/** One spec: a label of one to three words, a small word or none ("up to", "bis", "do", "w"), a number and its unit. */
const SPEC = /^\p{L}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3}\s(?:[\p{L}'’]+\s)?\d[\d.,\u00a0 ]*\s?\p{L}{1,12}\.?$/u;

/** "and" before the last spec, in the nine languages: only after a value ("17 kg en …"), so "recharge en 3,5 heures" stays whole. */
const LAST = /(?<=\d\s?\p{L}{0,12})\s+(?:and|und|et|y|e|en|i|és|&)\s+/iu;

/** The specs of a list sentence, or [] when it is not one (fewer than two, or a part that is no spec). */
export function specsOf(sentence: string): string[] {
  const body = sentence.trim().replace(/[.!]$/u, "");
  const parts = body
    .split(/[,;]\s+/u)
    .flatMap((part) => part.split(LAST))
    .map((p) => p.trim());
  return parts.length >= 2 && parts.every((p) => SPEC.test(p) && p.split(/\s+/).length <= 6) ? parts : [];
}

/** Claims every spec-list sentence as quantities, before offerings are read. */
export function claimSpecLists(sentences: readonly SentenceSpan[], claims: Claims): void {
  for (const s of sentences) {
    if (specsOf(s.text).length === 0) continue;
    const end = s.start + s.text.trimEnd().replace(/[.!]$/u, "").length;
    claims.add(s.start, end, "quantity");
  }
}
