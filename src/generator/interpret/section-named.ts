/**
 * The one section a noun names when placing sections ("move the classes above the prices", "put the
 * speakers first", "le menu en haut"): by its heading, kind or eyebrow (reading.ts' sectionNamed), by a
 * kind an owner says for another (speakers ~ host), by what it offers (packs' `offerings`: classes, dishes,
 * treatments → the one section listing them), by what it holds (prices, the form, opening hours) or by
 * its items' own words. Several sections fitting are asked back, never picked; none fitting is null.
 */
import type { Section, SectionKind } from "../model.js";
import { reportWords } from "../ops/report-words.js";
import { commandWords, sectionsCalled } from "./items-called.js";
import { orList } from "./or-list.js";
import { kindNamed, type Reading, sectionHolding, sectionNamed, wordsOf } from "./reading.js";
import { findPhrase, norm, sameStem, tokens } from "./text.js";

export type SectionMeant = { section: Section } | { why: string };

/** Kinds an owner names for one another: "the speakers" on a page whose presenter is its host. */
const SAME_THING: SectionKind[][] = [
  // "the teachers" on a page whose teachers are its team.
  ["speakers", "host", "team"],
  ["testimonials", "reviews", "ratings"],
  ["contact", "lead-form"],
  ["services", "products", "learn"],
];

/** Kinds that list what the business offers, the likeliest first. */
const OFFERING_KINDS: SectionKind[] = ["services", "products", "learn", "offers", "features", "benefits"];

const ask = (r: Reading, sections: Section[]) =>
  ({
    why: reportWords(r.model.lang, "whichSection", {
      list: orList(
        r,
        sections.map((s) => `“${s.heading || s.kind}”`),
      ),
    }),
  }) as const;

/** One section, or the question which; null for none. */
function one(r: Reading, sections: Section[]): SectionMeant | null {
  if (sections.length === 0) return null;
  return sections.length === 1 ? { section: sections[0]! } : ask(r, sections);
}

/** The sections that offer things: of the offering kinds, else any listing priced items (not the hero). */
function offeringSections(r: Reading): Section[] {
  const sections = r.model.sections.filter((s) => s.kind !== "hero");
  for (const kinds of [OFFERING_KINDS.slice(0, 3), OFFERING_KINDS]) {
    const found = sections.filter((s) => kinds.includes(s.kind) && s.items.length > 0);
    if (found.length > 0) return found;
  }
  return sections.filter((s) => s.kind !== "pricing" && s.items.some((i) => i.price));
}

/** Sections whose items' titles say one of the text's own words (not the packs' grammar or commands). */
function byItemWords(r: Reading, text: string): Section[] {
  const known = commandWords(r.packs);
  const words = tokens(text).filter((w) => w.length >= 4 && !known.has(w));
  if (words.length === 0) return [];
  // The business's own name in a title ("Velas Luna envía en 2 días") says nothing about what it lists.
  const name = norm(r.model.source.companyName);
  const says = (title: string) =>
    tokens(name ? norm(title).split(name).join(" ") : title).some((t) =>
      words.some((w) => sameStem(w, t, 3)),
    );
  const scored = r.model.sections
    .filter((s) => s.kind !== "hero" && s.kind !== "faq")
    .map((section) => ({ section, count: section.items.filter((item) => says(item.title)).length }))
    .filter((s) => s.count > 0);
  // A noun most items of one section say ("the candles") names that section over a single mention elsewhere.
  const many = scored.filter((s) => s.count >= 2);
  return (many.length === 1 ? many : scored).map((s) => s.section);
}

/**
 * "the form", "het bestelformulier", "das Buchungsformular": a form noun, or a compound word ending in one
 * (the languages that join their nouns name a form by its purpose that way), names the page's form.
 */
export function namesAForm(r: Reading, text: string): boolean {
  const nouns = wordsOf(r, (p) => p.forms.form).map(norm);
  if (findPhrase(text, nouns)) return true;
  const single = nouns.filter((n) => !n.includes(" ") && n.length >= 4);
  return tokens(text).some((t) => single.some((n) => t.length >= n.length + 3 && t.endsWith(n)));
}

/** The section a text names for placing it, or the question which of several; null when none fits. */
export function sectionMeant(r: Reading, text: string): SectionMeant | null {
  const named = sectionNamed(r, text);
  if (named) return { section: named };
  const kind = kindNamed(r, text);
  const sections = r.model.sections.filter((s) => s.kind !== "hero");
  if (kind) {
    const same = SAME_THING.find((kinds) => kinds.includes(kind.kind));
    // The kind named itself first: "the speakers" of a conference with a team too are its speakers.
    const exact = sections.filter((s) => s.kind === kind.kind);
    const found = one(r, exact.length > 0 ? exact : sections.filter((s) => same?.includes(s.kind)));
    if (found) return found;
    // "the prices" on a page without a pricing section: the one section whose items carry prices.
    if (kind.kind === "pricing") {
      const priced = one(
        r,
        sections.filter((s) => s.items.some((i) => i.price)),
      );
      if (priced) return priced;
    }
  }
  if (
    findPhrase(
      text,
      wordsOf(r, (p) => p.offerings),
    )
  ) {
    const found = one(r, offeringSections(r));
    if (found) return found;
  }
  const holding = sectionHolding(r, text);
  if (holding) return { section: holding };
  // A form named is the section holding a form, never a section whose text mentions the form.
  if (namesAForm(r, text))
    return one(
      r,
      sections.filter((s) => s.form),
    );
  if (kind) return null;
  // "i vini" where the description said "I nostri vini: Barolo, Nebbiolo…": the section of those items.
  return one(r, sectionsCalled(r, text)) ?? one(r, byItemWords(r, norm(text)));
}
