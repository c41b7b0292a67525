/**
 * A section named by what its items are, in the words the owner used for them: "i vini" on a page whose
 * description said "I nostri vini: Barolo 45 €, Nebbiolo 18 €, Dolcetto 12 €" is the section listing
 * Barolo, Nebbiolo and Dolcetto; "les pains" after "Nos pains : baguette…" is the breads. The noun may stand
 * in the description's sentence that lists the section's items, or in the section's own heading, eyebrow or
 * tagline. One form of a noun names another ("vino"/"vini", "wine"/"wines", "boeket"/"boeketten").
 */

import type { LanguagePack } from "../lang/types.js";
import type { Section } from "../model.js";
import { perPacks, type Reading } from "./reading.js";
import { norm, sameStem, tokens } from "./text.js";

/** Words shorter than this say too little to name a section ("il", "des", "our"). */
const MIN_LENGTH = 4;

/** The packs' command and grammar words: never a noun for what a section holds. */
export const commandWords = perPacks(
  (packs: LanguagePack[]) =>
    new Set(
      packs.flatMap((p) =>
        [
          ...Object.values(p.verbs).flat(),
          ...Object.values(p.grammar).flat(),
          ...Object.values(p.places).flat(),
          ...p.filler,
          ...p.sectionWords,
        ].flatMap((w) => tokens(w)),
      ),
    ),
);

/** Two forms of one noun: the same stem, or a short word whose last vowel alone differs ("vino", "vini"). */
export function sameNoun(a: string, b: string): boolean {
  if (sameStem(a, b, 4)) return true;
  if (a.length !== b.length || a.length < MIN_LENGTH) return false;
  return a.slice(0, -1) === b.slice(0, -1) && /[aeiouy]$/.test(a) && /[aeiouy]$/.test(b);
}

/** The description's sentences: each list of items is said in one of them. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).map(norm);
}

/** What a section's items are called: its description sentence (titles taken out) and its own headings. */
function wordsFor(section: Section, said: string[]): string[] {
  const titles = section.items.map((i) => norm(i.title)).filter((t) => t.length > 0);
  const lists = said.filter((s) => titles.filter((t) => s.includes(t)).length >= 2);
  const lines = lists.map((s) => titles.reduce((rest, t) => rest.split(t).join(" "), s));
  return tokens([...lines, section.heading, section.eyebrow ?? "", section.tagline ?? ""].join(" ")).filter(
    (w) => w.length >= MIN_LENGTH && !/\d/.test(w),
  );
}

/**
 * The sections a text names by a noun for their items, the best-named first: those naming most of the
 * owner's words. The hero is never one (it names the business, not a list).
 */
export function sectionsCalled(r: Reading, text: string): Section[] {
  const known = commandWords(r.packs);
  const company = new Set(tokens(r.model.source.companyName));
  const owner = [...new Set(tokens(text))].filter(
    (w) => w.length >= MIN_LENGTH && !known.has(w) && !company.has(w) && !/\d/.test(w),
  );
  if (owner.length === 0) return [];
  const said = sentences(r.model.source.prompt);
  const scored = r.model.sections
    .filter((s) => s.kind !== "hero" && s.items.length >= 2)
    .map((section) => {
      const words = wordsFor(section, said).filter((w) => !known.has(w) && !company.has(w));
      return { section, count: owner.filter((o) => words.some((w) => sameNoun(o, w))).length };
    })
    .filter((s) => s.count > 0);
  const best = Math.max(0, ...scored.map((s) => s.count));
  return scored.filter((s) => s.count === best).map((s) => s.section);
}
