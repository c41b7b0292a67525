/**
 * One clause being read: the owner's words, the page, the packs it is read with (the page's language and
 * English) and the selected section. Rules ask it what the clause names: a verb, a section, an item.
 */
import type { LanguagePack } from "../lang/types.js";
import type { Item, PageModel, Section, SectionKind } from "../model.js";
import { titleEndings } from "./inflection.js";
import { escapeRegExp, type Found, findCommand, findPhrase, norm, tokens } from "./text.js";
import { maskQuotes } from "./values.js";

export interface Scope {
  section: string;
  path?: string;
}

export interface Reading {
  /** The clause as written (quotes and values exact). */
  raw: string;
  /** The clause lower-cased without accents, quoted text blanked out (commands are read outside quotes). */
  text: string;
  model: PageModel;
  packs: LanguagePack[];
  scope?: Scope;
}

export function reading(raw: string, model: PageModel, packs: LanguagePack[], scope?: Scope): Reading {
  return { raw, text: norm(maskQuotes(raw)), model, packs, scope };
}

/** Every pack's words of one kind, merged (page language first). */
export function wordsOf(r: Reading, pick: (pack: LanguagePack) => readonly string[] | undefined): string[] {
  return r.packs.flatMap((pack) => pick(pack) ?? []);
}

export function has(r: Reading, pick: (pack: LanguagePack) => readonly string[] | undefined): boolean {
  return findPhrase(r.text, wordsOf(r, pick)) !== null;
}

export function find(r: Reading, pick: (pack: LanguagePack) => readonly string[] | undefined): Found | null {
  return findPhrase(r.text, wordsOf(r, pick));
}

/**
 * A value built once per list of packs: every clause of a request, and every suggestion checked against a
 * page, asks for the same words again.
 */
export function perPacks<T>(build: (packs: LanguagePack[]) => T): (packs: LanguagePack[]) => T {
  const built = new Map<string, T>();
  return (packs) => {
    const key = packs.map((p) => p.code).join(" ");
    let value = built.get(key);
    if (value === undefined) {
      value = build(packs);
      built.set(key, value);
    }
    return value;
  };
}

/**
 * The words the packs know as something else than a slip of a verb, normalised as clauses are read: give
 * them to `findCommand` so no known word is taken for a typo.
 */
export const knownWords = perPacks(
  (packs) =>
    new Set(
      packs
        .flatMap((p) => [
          ...Object.values(p.verbs).flat(),
          ...p.filler,
          ...Object.values(p.grammar).flat(),
          // "the EICR went up to £135": a word saying a value moved is never a slip of a verb ("went"/"want").
          ...(p.moves ?? []),
          // "füge Yoga-Kurse hinzu": a noun for what the page offers is never a slip of a verb ("kürze").
          ...(p.offerings ?? []),
          ...(p.sessions?.nouns ?? []),
        ])
        // Compared as commands are read, accents off: "zmień" is a verb of its own, not a slip of "zamień".
        .map(norm),
    ),
);

/** The packs' small words — fillers and grammar words — normalised: what is said around a command's content. */
export const smallWords = perPacks(
  (packs) => new Set(packs.flatMap((p) => [...p.filler, ...Object.values(p.grammar).flat()]).map(norm)),
);

/** A command verb of this kind at (or near) the start of the clause, one typo allowed. */
export function startsWithVerb(r: Reading, pick: (pack: LanguagePack) => readonly string[]): Found | null {
  const known = knownWords(r.packs);
  // "põe o email … no topo": a small word of the request's own language ("no" is "in the") is never
  // another pack's command word ("no" hides a part in English).
  const own = r.packs.length > 1 ? smallWords(r.packs.slice(0, 1)) : new Set<string>();
  const mine = new Set(pick(r.packs[0]!).map(norm));
  const verbs = wordsOf(r, pick).filter((v) => mine.has(norm(v)) || !own.has(norm(v)));
  const found = findCommand(r.text, verbs, known);
  if (found && found.index <= 24) return found;
  // "kun je een veld voor het adres toevoegen aan het formulier?": after a polite opener ("can you",
  // "könnt ihr") the verb may come late; in other clauses it may end them ("… hinzufügen").
  const opener = findPhrase(
    r.text,
    wordsOf(r, (p) => p.filler.filter((f) => f.includes(" "))),
  );
  if (found && opener?.index === 0) return found;
  const end = r.text.replace(/[\s?!.]+$/, "");
  const tail = end.split(" ").slice(-2).join(" ");
  const last = findPhrase(tail, verbs);
  if (!last || last.end !== tail.length) return null;
  const at = end.length - tail.length + last.index;
  return { phrase: last.phrase, index: at, end: at + last.phrase.length };
}

/** How a section is named in ops: its kind when it is the first of its kind, else its id. */
export function sectionRef(model: PageModel, section: Section): string {
  return model.sections.find((s) => s.kind === section.kind) === section ? section.kind : section.id;
}

/** A pack's phrase found in the clause, as the owner wrote it ("menù"), when only accents differ. */
export function saidAsWritten(r: Reading, at: Found): string {
  const said = r.raw.slice(at.index, at.end);
  return norm(said) === at.phrase ? said : at.phrase;
}

/**
 * Words that make a number a span added or taken ("30 minutes de plus", "20 Minuten länger", "an hour
 * less"), never the new value of what the page states.
 */
export const spanWords = (p: LanguagePack) => [
  ...p.sizes.more,
  ...p.sizes.less,
  ...p.sizes.longer,
  ...p.sizes.shorter,
];

/** The kind a phrase names ("price list" → pricing), longest name first; with where it was named. */
export function kindNamed(r: Reading, text = r.text): { kind: SectionKind; at: Found } | null {
  let best: { kind: SectionKind; at: Found } | null = null;
  for (const pack of r.packs) {
    for (const [kind, names] of Object.entries(pack.sections) as [SectionKind, string[]][]) {
      const at = findPhrase(text, names);
      if (!at) continue;
      if (!best || at.phrase.length > best.at.phrase.length) best = { kind, at };
    }
  }
  return best && { ...best, kind: kindShown(r, best.kind) };
}

/**
 * The kind the page shows for a kind named: itself, or the one kind the page has that owners call by that
 * name ("le programme" of a webinar whose programme is its "what you will learn" list).
 */
function kindShown(r: Reading, kind: SectionKind): SectionKind {
  if (r.model.sections.some((s) => s.kind === kind)) return kind;
  const others = SAME_THING.find((kinds) => kinds.includes(kind)) ?? [];
  return others.find((other) => r.model.sections.some((s) => s.kind === other)) ?? kind;
}

/** The section a text names: by its heading as shown, by its kind's name, or the selected one ("this"). */
export function sectionNamed(r: Reading, text = r.text): Section | null {
  const byHeading = r.model.sections
    .filter((s) => s.heading && norm(s.heading).length > 3 && text.includes(norm(s.heading)))
    .sort((a, b) => b.heading.length - a.heading.length)[0];
  if (byHeading) return byHeading;
  const named = kindNamed(r, text);
  if (named) {
    const same = r.model.sections.find((s) => s.kind === named.kind);
    if (same) return same;
  }
  // "metti i servizi prima di chi siamo" where the services are a benefits section whose small line above
  // the heading says "Servizi": the owner names what they see (the hero's line is the company's name).
  return (
    r.model.sections
      .filter((s) => s.kind !== "hero" && s.eyebrow && norm(s.eyebrow).length > 3)
      .find((s) =>
        new RegExp(`(?<![\\p{L}])${escapeRegExp(norm(s.eyebrow!))}(?![\\p{L}])`, "u").test(text),
      ) ?? null
  );
}

/** Kinds an owner names for one another: "the reviews" on a page whose quotes are testimonials. */
const SAME_THING: SectionKind[][] = [
  ["testimonials", "reviews", "ratings"],
  ["contact", "lead-form"],
  ["agenda", "learn"],
  // "the tickets" of an event whose prices are chosen in its registration form.
  ["pricing", "registration"],
];

/**
 * The section a text names by what it holds, when no section is of the kind it names: "the form" (the
 * section with a form), "the prices" (the one whose items carry prices), "the hours" (the one listing
 * opening hours), "the reviews" (the testimonials). Only for placing a section, never for removing one.
 */
export function sectionHolding(r: Reading, text = r.text): Section | null {
  const sections = r.model.sections.filter((s) => s.kind !== "hero");
  const named = kindNamed(r, text);
  const form = findPhrase(
    text,
    wordsOf(r, (p) => p.forms.form),
  );
  if (form && (!named || named.at.index >= form.index || ["contact", "registration"].includes(named.kind)))
    return sections.find((s) => s.form) ?? null;
  if (!named) return null;
  const same = SAME_THING.find((kinds) => kinds.includes(named.kind)) ?? [named.kind];
  const ofKind = sections.find((s) => same.includes(s.kind));
  if (ofKind) return ofKind;
  if (named.kind === "pricing") return sections.find((s) => s.items.some((i) => i.price)) ?? null;
  if (named.kind === "hours") {
    // The contact details' "Opening hours" card, not a sentence of the about text that mentions them.
    const hours = wordsOf(r, (p) => p.facts.hours);
    const label = (title: string) => tokens(title).length <= 4 && findPhrase(title, hours)?.index === 0;
    const byKind = [...sections].sort((a, b) => Number(b.kind === "contact") - Number(a.kind === "contact"));
    return byKind.find((s) => s.items.some((i) => label(i.title))) ?? null;
  }
  return null;
}

/** The selected section, when the owner selected one. */
export function scopedSection(r: Reading): Section | null {
  if (!r.scope) return null;
  return r.model.sections.find((s) => s.id === r.scope!.section || s.kind === r.scope!.section) ?? null;
}

export interface NamedItem {
  section: Section;
  item: Item;
  index: number;
}

/** Items of sections that list things an owner names (not contact cards or FAQ questions). */
const ITEM_FREE: SectionKind[] = ["hero", "contact", "event-details", "registration", "faq"];

/** The item whose title the text names, longest title first (a plural "s" is allowed). */
export function itemNamed(r: Reading, text = r.text): NamedItem | null {
  let best: NamedItem | null = null;
  // A title said with a case ending of the page's language ("kakaós csigát"); none in most languages.
  const page = r.packs.find((p) => p.code === r.model.lang.toLowerCase().split(/[-_]/)[0]);
  const ending = titleEndings(page, norm);
  for (const section of r.model.sections) {
    if (ITEM_FREE.includes(section.kind)) continue;
    section.items.forEach((item, index) => {
      const title = norm(item.title);
      if (title.length < 2) return;
      // "the large dog price" names "Large dogs": a plural title is named in the singular too.
      const stem = title.length > 4 ? title.replace(/s$/, "") : title;
      const re = new RegExp(
        `(?<![\\p{L}\\p{N}])${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?${title.length > 4 ? ending : ""}(?![\\p{L}\\p{N}])`,
        "u",
      );
      if (!re.test(text)) return;
      if (!best || title.length > norm(best.item.title).length) best = { section, item, index };
    });
  }
  return best;
}

/** An item named by place: "the second plan", "the last product". */
export function itemByPlace(r: Reading, section: Section): NamedItem | null {
  for (const pack of r.packs) {
    const at = findPhrase(r.text, Object.keys(pack.ordinals));
    if (!at) continue;
    const n = pack.ordinals[at.phrase] ?? 0;
    const index = n < 0 ? section.items.length + n : n - 1;
    const item = section.items[index];
    if (item) return { section, item, index };
  }
  return null;
}
