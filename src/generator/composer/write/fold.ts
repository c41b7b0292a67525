/**
 * No lonely grid: a section of cards that holds a single item ("What we offer" with one card) is folded
 * into the nearest section of cards or points (a countdown between them is looked past). A single item
 * with nowhere to go stays, and its renderer draws it as one highlighted line, as the about and offers
 * sections draw a single point (render/offerings.tsx, render/parts.tsx).
 */
import type { Section, SectionKind } from "../../model.js";

/** Sections that show offerings as cards: one card alone there is a lonely grid. */
const CARDS = new Set<SectionKind>(["services", "features", "benefits", "learn", "skills"]);
/** Sections of points (the about section's, the offers'): a lonely card joins them. */
const POINTS = new Set<SectionKind>(["about", "offers"]);
/**
 * The points a kept card may take in: the about section's only. An offer ("First class free for new
 * students only") is a promise with its condition, never one of the services or features.
 */
const STORY_POINTS = new Set<SectionKind>(["about"]);
/** Sections a lonely card can join: other cards, or the points of the about and offers sections. */
const LISTS = new Set<SectionKind>([...CARDS, ...POINTS]);
/** Sections a visitor reads past on the way: a fold looks through them for a neighbour. */
const PASSING = new Set<SectionKind>(["countdown"]);

/** One item and nothing else: no lead sentence, form or placeholder that would be lost with the section. */
const single = (s: Section) => s.items.length === 1 && !s.form && !s.placeholder && !s.lead;

function isLonely(s: Section, keep: ReadonlySet<string>): boolean {
  return CARDS.has(s.kind) && !keep.has(s.kind) && single(s);
}

/** The nearest section of points or cards before (then after) `at`, looking past countdowns. */
function neighbour(sections: Section[], at: number): number | undefined {
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < sections.length; i += step) {
      const s = sections[i]!;
      if (PASSING.has(s.kind)) continue;
      if (LISTS.has(s.kind) && !s.form && !s.placeholder && s.items.length > 0) return i;
      break;
    }
  }
  return undefined;
}

/**
 * The sections (hero excluded) with every lonely single item folded in; the kinds in `keep` (those the
 * page type requires) stay, and take in their neighbours' items.
 */
export function foldLonelySections(sections: Section[], keep: ReadonlySet<string> = new Set()): Section[] {
  const out = sections.map((s) => ({ ...s, items: [...s.items] }));
  for (let i = 0; i < out.length; ) {
    const s = out[i]!;
    if (!isLonely(s, keep)) {
      i++;
      continue;
    }
    const target = neighbour(out, i);
    if (target === undefined) {
      i++;
      continue;
    }
    out[target]!.items.push({ ...s.items[0]! });
    out.splice(i, 1);
    // A neighbour that was lonely itself may now hold two items: look again from the start.
    i = 0;
  }
  // A card section the page must keep, left with one card, takes in a neighbouring single point (the
  // about section's only line): two lonely sections become one list of two.
  for (let i = 0; i < out.length; i++) {
    const kept = out[i]!;
    if (!CARDS.has(kept.kind) || !single(kept)) continue;
    const at = [i - 1, i + 1].find((j) => {
      const s = out[j];
      return s !== undefined && STORY_POINTS.has(s.kind) && single(s);
    });
    if (at === undefined) continue;
    kept.items.push({ ...out[at]!.items[0]! });
    out.splice(at, 1);
    if (at < i) i--;
  }
  return out;
}
