/**
 * The composer's own words in the page's language. Each supported language has one catalogue file
 * (de.ts, fr.ts…) that maps every English phrase of ./phrases.ts to the phrase a native copywriter would
 * write, with the same named placeholders ({company}, {audience}…) so the grammar can differ per
 * language. Writers pick a phrase in English (so an English page and its seeded choices stay exactly as
 * they were) and say it in the page's language at the point they write it. The owner's own words never
 * pass through here. Languages without a catalogue get the English page, as before.
 *
 * A business kind's trade words (kinds/*.ts) are said through `kindWords`: a language's own wording of
 * that kind's phrase when it has one, else the catalogue's phrase when the same English phrase is there,
 * else a plain phrase for that slot (KIND_FALLBACKS) — never the English words.
 */
import type { BusinessKind } from "../../brief/types.js";
import type { KindProfile } from "../kinds/types.js";
import { fill } from "../write/text.js";
import { de } from "./de.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { hu } from "./hu.js";
import { it } from "./it.js";
import { nl } from "./nl.js";
import type { Phrase } from "./phrases.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";
import { ptBR } from "./pt-br.js";

export { PHRASES, type Phrase } from "./phrases.js";

export interface Locale {
  /** BCP 47 primary language subtag ("de"). */
  lang: string;
  /** Every phrase of ./phrases.ts in this language. */
  phrases: Record<Phrase, string>;
  /** What the page calls each kind of business ("Café", "Praxis"), as the hero's eyebrow may show it. */
  nouns: Record<BusinessKind, string>;
  /** This language's wording of kind-specific phrases (kinds/*.ts), keyed by the English phrase. */
  kinds: Record<string, string>;
}

export const LOCALES: Record<string, Locale> = { de, fr, es, it, nl, pt, pl, hu };
/** Catalogues of a language as one country writes it, by lower-case tag. */
const REGIONAL: Record<string, Locale> = { "pt-br": ptBR };

/** The catalogue for a page language ("de", "de-AT"), or undefined when the page stays English. */
export function localeOf(lang: string | undefined): Locale | undefined {
  const tag = (lang ?? "").toLowerCase();
  // A regional catalogue first ("pt-BR"), else the language's own.
  if (Object.hasOwn(REGIONAL, tag)) return REGIONAL[tag];
  const primary = tag.split("-")[0];
  return Object.hasOwn(LOCALES, primary) ? LOCALES[primary] : undefined;
}

/** A phrase in the page's language with its placeholders filled (English when the language has no catalogue). */
export function say(lang: string | undefined, english: Phrase, values: Record<string, string> = {}): string {
  const locale = localeOf(lang);
  return fill(locale ? locale.phrases[english] : english, values);
}

/** The language a page shows its composer words in (as its `<html lang>`): a page without stored page words is English. */
export function pageLang(page: { ui?: Record<string, string>; lang: string }): string {
  return page.ui ? page.lang : "en";
}

/** Whether a label on a page (a contact item's title) is this phrase, in English or in the page's language. */
export function isPageLabel(
  page: { ui?: Record<string, string>; lang: string },
  text: string | undefined,
  english: Phrase,
): boolean {
  return text === english || text === say(pageLang(page), english);
}

/** The plain phrase standing in for a kind's phrase of each slot when the language has no wording of its own. */
export const KIND_FALLBACKS = {
  eyebrow: ["Our offer"],
  headings: ["What we offer", "At a glance", "What we offer"],
  actions: ["Contact us", "Send an enquiry", "Ask a question"],
  contactHeadings: ["Get in touch", "Contact {company}", "Write to {company}"],
  messageLabel: ["Your message"],
  aboutHeadings: ["About {company}", "About us", "Our story"],
  quotesHeading: ["What people say"],
  quotePlaceholder: ["Add a customer's review here (with their permission)"],
} as const satisfies Record<string, readonly Phrase[]>;

/**
 * The kind's phrases in the page's language, keyed by their English text (a template: placeholders are
 * filled by the caller). Empty for an English page.
 */
export function kindWords(locale: Locale | undefined, profile: KindProfile): Map<string, string> {
  const words = new Map<string, string>();
  if (!locale) return words;
  const slots: [keyof typeof KIND_FALLBACKS, readonly string[]][] = [
    ["eyebrow", [profile.offerings.eyebrow]],
    ["headings", profile.offerings.headings],
    ["actions", profile.actions],
    ["contactHeadings", profile.contactHeadings],
    ["messageLabel", [profile.messageLabel]],
    ["aboutHeadings", profile.aboutHeadings],
    ["quotesHeading", [profile.quotesHeading]],
    ["quotePlaceholder", [profile.quotePlaceholder]],
  ];
  for (const [slot, phrases] of slots)
    phrases.forEach((english, i) => {
      const fallback = KIND_FALLBACKS[slot][i % KIND_FALLBACKS[slot].length];
      const own = Object.hasOwn(locale.kinds, english) ? locale.kinds[english] : undefined;
      const shared = Object.hasOwn(locale.phrases, english) ? locale.phrases[english as Phrase] : undefined;
      // A phrase in two slots ("Book a consultation" is a button and a heading) keeps its first slot's
      // stand-in: a heading's "Contatta {company}" on a button would show the braces.
      if (own === undefined && shared === undefined && words.has(english)) return;
      words.set(english, own ?? shared ?? locale.phrases[fallback]);
    });
  return words;
}

/** The page's chrome texts (render/chrome-text.ts) in a language, for `model.ui`; undefined for English. */
export function chromeWords(
  lang: string | undefined,
  english: readonly string[],
): Record<string, string> | undefined {
  const locale = localeOf(lang);
  if (!locale) return undefined;
  return Object.fromEntries(
    english.map((text) => [
      text,
      Object.hasOwn(locale.phrases, text) ? locale.phrases[text as Phrase] : text,
    ]),
  );
}
