/**
 * The business kind, from the words of the description first (then title, company name and audience),
 * with the industry and page type as weak hints: a café described under industry "technology" is a cafe.
 * Scores are sums of keyword weights (kind-keywords.ts); ties go to the kind mentioned first; nothing
 * clear enough → "other".
 */
import { INDUSTRY_HINTS, KIND_KEYWORDS, PAGE_TYPE_HINTS } from "./kind-keywords.js";
import type { BriefInput, BusinessKind } from "./types.js";

interface Keyword {
  kind: BusinessKind;
  weight: number;
}

const FIELD_WEIGHTS = { description: 1, title: 0.8, companyName: 0.8, targetAudience: 0.4 } as const;
/** Below this, the description says too little: neutral copy ("other") beats a wrong trade's copy. */
const MIN_SCORE = 1.5;

// One alternation for all keywords (longest first, so "coffee shop" wins over "coffee"); the group that
// matched says which keyword it was.
const KEYWORDS: Keyword[] = [];
const SOURCES: string[] = [];
for (const [kind, entries] of Object.entries(KIND_KEYWORDS) as [BusinessKind, [string, number][]][]) {
  for (const [pattern, weight] of entries) {
    KEYWORDS.push({ kind, weight });
    SOURCES.push(pattern);
  }
}
const ORDER = SOURCES.map((_, i) => i).sort((a, b) => SOURCES[b].length - SOURCES[a].length);
const KEYWORD_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:${ORDER.map((i) => `(${SOURCES[i]})`).join("|")})(?![\\p{L}\\d])`,
  "giu",
);

export function classifyKind(input: BriefInput, description: string): BusinessKind {
  const scores = new Map<BusinessKind, number>();
  const firstSeen = new Map<BusinessKind, number>();
  const add = (kind: BusinessKind, points: number, position: number) => {
    scores.set(kind, (scores.get(kind) ?? 0) + points);
    if (!firstSeen.has(kind) || position < (firstSeen.get(kind) ?? Infinity)) firstSeen.set(kind, position);
  };
  const fields: [string, number, number][] = [
    [input.title ?? "", FIELD_WEIGHTS.title, 0],
    [input.companyName ?? "", FIELD_WEIGHTS.companyName, 0],
    [description, FIELD_WEIGHTS.description, 1000],
    [input.targetAudience ?? "", FIELD_WEIGHTS.targetAudience, 1_000_000],
  ];
  for (const [text, fieldWeight, base] of fields) {
    if (!text) continue;
    for (const m of text.matchAll(KEYWORD_RE)) {
      const group = m.findIndex((g, i) => i > 0 && g !== undefined);
      const keyword = KEYWORDS[ORDER[group - 1]];
      if (keyword) add(keyword.kind, keyword.weight * fieldWeight, base + m.index);
    }
  }
  for (const [kind, points] of Object.entries(INDUSTRY_HINTS[input.industry] ?? {}))
    add(kind as BusinessKind, points ?? 0, 10_000_000);
  for (const [kind, points] of Object.entries(PAGE_TYPE_HINTS[input.landingPageType] ?? {}))
    add(kind as BusinessKind, points ?? 0, 10_000_000);

  let best: BusinessKind = "other";
  let bestScore = 0;
  for (const [kind, score] of scores) {
    const better =
      score > bestScore ||
      (score === bestScore && (firstSeen.get(kind) ?? Infinity) < (firstSeen.get(best) ?? Infinity));
    if (better) {
      best = kind;
      bestScore = score;
    }
  }
  return bestScore >= MIN_SCORE ? best : "other";
}
