/**
 * The closest phrasings the rules understand, for a clause none of them read: the examples sharing the
 * most words (and letter triples, for typos) with it. Never a guess at what was meant: only suggestions.
 */
import { norm, tokens } from "./text.js";

const trigrams = (text: string) => {
  const t = ` ${norm(text)} `;
  const set = new Set<string>();
  for (let i = 0; i < t.length - 2; i += 1) set.add(t.slice(i, i + 3));
  return set;
};

function similarity(a: string, b: string): number {
  const wa = new Set(tokens(a).filter((w) => w.length > 2));
  const wb = new Set(tokens(b).filter((w) => w.length > 2));
  const shared = [...wa].filter((w) => wb.has(w)).length;
  const ta = trigrams(a);
  const tb = trigrams(b);
  const common = [...ta].filter((t) => tb.has(t)).length;
  return shared * 2 + common / Math.max(1, Math.min(ta.size, tb.size));
}

/** The `count` closest phrasings that `usable` accepts (tried closest first, so only a few are checked). */
export function closestPhrasings(
  clause: string,
  phrasings: string[],
  count = 3,
  usable: (say: string) => boolean = () => true,
): string[] {
  const ranked = [...new Set(phrasings)]
    .map((say) => ({ say, score: similarity(clause, say) }))
    .sort((a, b) => b.score - a.score);
  const chosen: string[] = [];
  // Bounded: a clause far from every example is not worth reading the whole catalogue again.
  for (const { say } of ranked.slice(0, 40)) {
    if (chosen.length === count) break;
    if (usable(say)) chosen.push(say);
  }
  return chosen;
}
