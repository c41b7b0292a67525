/**
 * The fact guard (issue 26.2, 25.4): what a model writes may sell, never state facts the owner did not
 * give. Every number, price, date, time, phone, e-mail, link, person's name, quote, rating, statistic and
 * award in a text is found (find.ts), compared with the sources normalised by kind (trace.ts), and what does
 * not trace back is cut out cleanly (remove.ts). Pure and synchronous.
 */

import { closedDaysIn, openDaysIn } from "./claims-of-days.js";
import { mayClaimSocialProof } from "./claims-of-praise.js";
import { offersFree, promises } from "./claims-of-promise.js";
import { claimsARank } from "./claims-of-rank.js";
import { decadesIn } from "./decades.js";
import { factsIn as findFacts } from "./find.js";
import { lowerCaseWords } from "./names.js";
import { numberWords } from "./numbers.js";
import { cutFacts } from "./remove.js";
import { indexSources, type SourceIndex } from "./sources.js";
import { spelledCountsIn } from "./spelled-counts.js";
import { isTraced, offersTheSame, opensBeforePlace } from "./trace.js";
import type { FoundFact } from "./types.js";

export type { FactKind, FoundFact } from "./types.js";

/** Every fact `text` states, in reading order. */
export function factsIn(text: string, lang?: string): FoundFact[] {
  return findFacts(text, lang, lowerCaseWords([text]));
}

/**
 * Facts of `text` that no source contains (compared normalised: digits of phones, amounts+currency of
 * prices, calendar dates, lowercased e-mails/hosts, names by tokens, quotes by words).
 */
export function untracedFacts(text: string, sources: string[], lang?: string): FoundFact[] {
  if (
    !/[\p{N}\p{Lu}@"“„«‘★⭐#]|award|prize|voted|rated|winning/iu.test(text) &&
    !mayClaimSocialProof(text) &&
    !offersFree(text) &&
    !promises(text, "guarantee") &&
    !promises(text, "credential") &&
    !promises(text, "deal") &&
    !claimsARank(text) &&
    openDaysIn(text).length === 0 &&
    closedDaysIn(text).length === 0 &&
    decadesIn(text, lang ?? "").length === 0 &&
    spelledCountsIn(text, lang ?? "", numberWords(lang ?? "").table).length === 0
  )
    return [];
  const index = cachedIndex(sources);
  // A word the text or its sources write in lower case is a common word, never a name.
  const facts = findFacts(text, lang, lowerCaseWords([text, ...sources]));
  return facts.filter(
    (fact) =>
      !(isTraced(fact, index, lang) && offersTheSame(fact, text, index)) &&
      !opensBeforePlace(fact, text, index),
  );
}

/**
 * `text` with every untraced fact removed cleanly (the clause or sentence that carries it, never a half
 * sentence; "" when nothing is left).
 */
export function removeUntraced(
  text: string,
  sources: string[],
  lang?: string,
): { text: string; removed: FoundFact[] } {
  const removed = untracedFacts(text, sources, lang);
  if (removed.length === 0) return { text, removed };
  return { text: cutFacts(text, removed, lang), removed };
}

/** Kinds whose value a translation must carry over: the figures, addresses and claims, not the words. */
const VALUE_KINDS = new Set<FoundFact["kind"]>([
  "number",
  "price",
  "date",
  "time",
  "phone",
  "email",
  "url",
  "rating",
  "statistic",
  "award",
  "social",
  "offer",
  "guarantee",
  "credential",
  "deal",
]);

/**
 * Whether `translated` says the same facts as `original`, value by value: "£12" may become "12 £", "7pm"
 * "19 Uhr", "14 September" "14.09." and "eight" "8", but no figure may change, go or come, and no name be
 * added. Quotes and names of the original are words a translation may render.
 */
export function keepsFacts(
  original: string,
  translated: string,
  fromLang?: string,
  toLang?: string,
): boolean {
  const added = untracedFacts(translated, [original], toLang).filter((f) => f.kind !== "quote");
  if (added.length > 0) return false;
  const lost = untracedFacts(original, [translated], fromLang).filter((f) => VALUE_KINDS.has(f.kind));
  return lost.length === 0;
}

// A guard checks many texts of one page against the same sources: they are read once.
const INDEX_CACHE = new Map<string, SourceIndex>();
const INDEX_CACHE_SIZE = 8;

function cachedIndex(sources: string[]): SourceIndex {
  const key = sources.join("\u0000");
  let index = INDEX_CACHE.get(key);
  if (!index) {
    index = indexSources(sources);
    if (INDEX_CACHE.size >= INDEX_CACHE_SIZE) INDEX_CACHE.delete(INDEX_CACHE.keys().next().value as string);
    INDEX_CACHE.set(key, index);
  }
  return index;
}

/**
 * The facts left out, as the owner reads them: each in quotation marks, unless it is a quote that brings
 * its own ("“The best bread” – Jane Doe" is not wrapped again).
 */
export function quoteFacts(facts: { text: string }[]): string {
  return facts
    .map((fact) => fact.text.trim())
    .map((text) => (/[“”"«»„]/.test(text) ? text : `“${text}”`))
    .join(", ");
}

/** The entities a page's text is written with, and the characters they stand for. */
export const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/** What a reader of the page meets: its text, and the values of the attributes that carry words or links. */
export function readableText(html: string): string {
  const attributes = [
    ...html.matchAll(/\s(?:alt|title|content|href|placeholder|aria-label)\s*=\s*"([^"]*)"/gi),
  ].map((match) => match[1]);
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? " ");
  return [text, ...attributes].join("\n").replace(/[ \t]+/g, " ");
}
