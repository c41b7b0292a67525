/**
 * Sections named by their place on the page: "the third section", "den dritten Abschnitt", "les deux
 * premières sections", "the second and third sections", "the last section". The top banner is not counted
 * (it is no section an owner numbers); the footer is no section of the model.
 */
import type { Section } from "../model.js";
import { reportWords } from "../ops/report-words.js";
import type { Reading } from "./reading.js";
import { norm } from "./text.js";

/** What a place names: the sections it names, or the place past the page's end. */
export type Placed = ({ sections: Section[] } | { outOfRange: number; count: number }) & {
  /** Where the place is said in the normalized text (from its first counting word to the section word). */
  index: number;
  end: number;
};

/** The sections an owner counts: every section but the top banner, in page order. */
export function countedSections(r: Reading): Section[] {
  return r.model.sections.filter((s) => s.kind !== "hero");
}

/** Word tables merged with their words normalized (the page's pack first wins). */
function normed(tables: Record<string, number>[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const table of tables)
    for (const [word, n] of Object.entries(table)) if (!map.has(norm(word))) map.set(norm(word), n);
  return map;
}

/** How far before a section word its ordinal may stand: "the first two sections" (ordinal, number, word). */
const REACH = 4;

/**
 * The sections a text names by place, or null when it names none. Ordinals and counts are read from the
 * packs (`ordinals`, `numbers`); a section word (`sectionWords`) must follow them within a few words.
 */
export function sectionsByPlace(r: Reading, text = r.text): Placed | null {
  const t = norm(text);
  const found = [...t.matchAll(/[\p{L}\p{N}']+/gu)];
  const words = found.map((m) => m[0]);
  const sectionWords = new Set(r.packs.flatMap((p) => p.sectionWords.map(norm)));
  const ordinals = normed(r.packs.map((p) => p.ordinals));
  const numbers = normed(r.packs.map((p) => p.numbers));
  const ordinal = (w: string) => ordinals.get(w);
  const number = (w: string) => numbers.get(w);
  const at = words.findIndex((w) => sectionWords.has(w));
  if (at < 0) return null;
  const places: number[] = [];
  let count = 1;
  let first = at;
  for (let i = Math.max(0, at - REACH); i < at; i++) {
    const w = words[i]!;
    const n = ordinal(w);
    if (n !== undefined) places.push(n);
    else if ((number(w) ?? 0) > 1) count = number(w)!;
    else continue;
    first = Math.min(first, i);
  }
  if (!places.length) return null;
  const span = { index: found[first]!.index!, end: found[at]!.index! + words[at]!.length };
  const counted = countedSections(r);
  const indexes =
    places.length > 1
      ? places.map((n) => (n < 0 ? counted.length + n : n - 1))
      : Array.from({ length: count }, (_, i) =>
          places[0]! < 0 ? counted.length - count + i : places[0]! - 1 + i,
        );
  const past = indexes.find((i) => i < 0 || i >= counted.length);
  if (past !== undefined) return { outOfRange: Math.max(...indexes) + 1, count: counted.length, ...span };
  return { sections: indexes.map((i) => counted[i]!), ...span };
}

/** The refusal of a place past the page's end, in the page's language: "this page has 4 sections". */
export function outOfRange(r: Reading, placed: { outOfRange: number; count: number }): string {
  return reportWords(r.model.lang, "noSuchPlace", {
    count: String(placed.count),
    place: String(placed.outOfRange),
  });
}
