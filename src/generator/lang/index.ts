/**
 * The language packs by code. Adding a language: write `<code>.ts` exporting a `LanguagePack`
 * (see types.ts) and add it to PACKS; no rule changes.
 */
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { hu } from "./hu.js";
import { it } from "./it.js";
import { nl } from "./nl.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";
import { requestLanguages } from "./request-language.js";
import type { LanguagePack } from "./types.js";

const PACKS: Record<string, LanguagePack> = { en, de, fr, es, it, nl, pt, pl, hu };

/** Every registered pack, English first. */
export function allPacks(): LanguagePack[] {
  return Object.values(PACKS);
}

/** The pack of a BCP 47 language ("de-AT" → de), or undefined when none is registered. */
export function packByCode(lang: string): LanguagePack | undefined {
  return PACKS[lang.toLowerCase().split(/[-_]/)[0] ?? ""];
}

/**
 * The packs a request on a page in `lang` is read with: the page's language, then English. A request
 * written in another language is read with that language's pack first (request-language.ts).
 */
export function packsFor(lang: string, request?: string): LanguagePack[] {
  const own = packByCode(lang);
  const page = own && own.code !== "en" ? [own, en] : [en];
  if (!request) return page;
  const asked = requestLanguages(request, allPacks(), en).filter((pack) => !page.includes(pack));
  if (asked.length === 0) return page;
  // One clear language leads (its grammar reads the clause); tied ones only join the page's.
  return asked.length === 1 ? [asked[0], ...page] : [...page, ...asked];
}

/** The pack of the page's language, English when there is none. */
export function packFor(lang: string): LanguagePack {
  return packByCode(lang) ?? en;
}
