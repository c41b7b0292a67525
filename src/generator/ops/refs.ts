/**
 * Resolving an operation's addresses on the page: a section by id or kind, an item by its title (case
 * and accents ignored; exact, then the one title starting with the words) or its position from 1. A ref
 * that names nothing on the page is not guessed: the operation is not applied, and the reason names it.
 */
import type { Item, PageModel, Section } from "../model.js";
import { refuse } from "./outcome.js";
import { reportLang, reportWords } from "./report-words.js";

/** Lower case without accents or surrounding quotes and spaces: how titles are compared. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[“”"'‘’«»„]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const KIND_NAMES: Record<string, string> = {
  hero: "the top banner",
  faq: "FAQ",
  cta: "Call to action",
  "event-details": "Event details",
  "lead-form": "Form",
  "how-it-works": "How it works",
  "problem-solution": "Problem and solution",
};

/** A section as the owner calls it: "Pricing", "FAQ", "the top banner". */
export function sectionName(section: Section | { kind: string }): string {
  const name = KIND_NAMES[section.kind];
  if (name) return name;
  const words = section.kind.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A section as a report line names it: its English name on an English page; elsewhere its own heading
 * (in the page's language), quoted, or "the top banner" in the page's words.
 */
export function sectionInReport(model: PageModel, section: Section): string {
  if (reportLang(model.lang) === "en") return sectionName(section);
  if (section.kind === "hero") return reportWords(model.lang, "topBanner");
  return reportWords(model.lang, "quoted", { text: section.heading?.trim() || sectionName(section) });
}

/** The section a ref names, or undefined. */
export function lookupSection(model: PageModel, ref: string): Section | undefined {
  const key = fold(ref);
  return (
    model.sections.find((s) => s.id === ref) ??
    model.sections.find((s) => s.kind === key) ??
    model.sections.find((s) => fold(sectionName(s)) === key || fold(s.heading) === key)
  );
}

export function findSection(model: PageModel, ref: string): Section {
  return lookupSection(model, ref) ?? refuse(model.lang, "noSection", { name: ref });
}

/** The index of the item a ref names in a section, or -1. */
export function lookupItem(section: Section, ref: string | number): number {
  if (typeof ref === "number") return ref >= 1 && ref <= section.items.length ? ref - 1 : -1;
  const key = fold(ref);
  const titles = section.items.map((item) => fold(item.title));
  const exact = titles.indexOf(key);
  if (exact >= 0) return exact;
  const starting = titles.flatMap((title, i) => (title.startsWith(key) ? [i] : []));
  return starting.length === 1 ? starting[0] : -1;
}

/** What an item of a section is called: a plan in Pricing, a question in the FAQ… */
export function itemNoun(section: Section): string {
  switch (section.kind) {
    case "pricing":
      return "plan";
    case "faq":
      return "question";
    case "testimonials":
    case "reviews":
      return "testimonial";
    case "products":
      return "product";
    case "team":
    case "speakers":
    case "host":
      return "person";
    default:
      return "item";
  }
}

export function findItem(
  model: PageModel,
  section: Section,
  ref: string | number,
): { item: Item; index: number } {
  const index = lookupItem(section, ref);
  const noun = itemNoun(section);
  if (index < 0)
    typeof ref === "number"
      ? refuse(model.lang, "noItemNumber", {
          Section: sectionInReport(model, section),
          noun,
          number: String(ref),
        })
      : refuse(model.lang, "noItemNamed", { item: ref, noun });
  return { item: section.items[index], index };
}

/** An item as the report names it: “Family 4-pack — €99”. */
export function itemLabel(item: { title: string; price?: string }): string {
  return item.price ? `${item.title} — ${item.price}` : item.title;
}
