/**
 * A model's new words must be in the page's language: an operation whose text the model wrote in another
 * one ("Fresh bread every morning!" on a German bakery's page) is left out and named, so a page never
 * mixes languages behind the owner's back. Translations are their own operation (translate.ts) and are
 * not judged here; words the owner wrote in the request are theirs, in whatever language.
 */
import { detectLanguage } from "../brief/language.js";
import { languageByLetters } from "../brief/language-profile.js";
import { pageLang } from "../composer/locale/index.js";
import { modelWords } from "../llm/model-words.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { wordsOf } from "./model-quotes.js";

/** English words no other page language writes: detectLanguage says "en" also when it knows nothing. */
const ENGLISH_ONLY = /\b(?:the|and|for|from|with|your|our|every|you|of|to|is|are|we|since|just|now|get)\b/iu;

/** The new texts an operation writes. */
function textsOf(op: Op): string[] {
  switch (op.op) {
    case "set_text":
      return [op.value];
    case "replace_text":
      return [op.with];
    case "add_item":
      return [op.item.title, op.item.text ?? ""];
    case "add_section":
      return [op.heading ?? "", ...(op.items ?? []).flatMap((item) => [item.title, item.text ?? ""])];
    default:
      return [];
  }
}

/**
 * Letters English never writes, even in its loanwords (a café, a façade and a crème brûlée are English):
 * a new word with one ("Stärker", "Año") on an English page is another language's. Too short a text for
 * its letters' statistics to tell still shows them.
 */
const NOT_ENGLISH_LETTERS = /[äöüßñãõłőűąęśźżćńøåæœ]/iu;

/** The language `text` is plainly written in when it is not `page`'s, else undefined. */
export function otherLanguage(text: string, page: string, known = new Set<string>()): string | undefined {
  const letters = text.match(/\p{L}{2,}/gu) ?? [];
  if (letters.length < 3) return undefined;
  if (page === "en" && letters.some((w) => NOT_ENGLISH_LETTERS.test(w) && !known.has(w.toLowerCase())))
    return detectLanguage(text).lang.split("-")[0] || "other";
  const byLetters = languageByLetters(text);
  if (byLetters === page) return undefined;
  const detected = detectLanguage(text).lang.split("-")[0];
  if (byLetters && detected === byLetters) return byLetters;
  if (page !== "en" && detected === "en" && ENGLISH_ONLY.test(text)) return "en";
  return undefined;
}

/** The owner wrote (most of) these words in the request: theirs, in any language. */
function ownersWords(text: string, request: string): boolean {
  const said = [...wordsOf(text)];
  const asked = wordsOf(request);
  return said.length > 0 && said.filter((w) => asked.has(w)).length / said.length >= 0.5;
}

export function keepPageLanguage(
  ops: Op[],
  model: PageModel,
  request: string,
): { ops: Op[]; notApplied: string[] } {
  const lang = pageLang(model);
  const base = lang.split("-")[0] ?? "en";
  const notApplied: string[] = [];
  // Words already on the page or in the request (a street, a dish, a town) are no sign of another language.
  const known = new Set(
    `${request} ${JSON.stringify(model.sections)}`.toLowerCase().match(/\p{L}{2,}/gu) ?? [],
  );
  const kept = ops.filter((op) => {
    const foreign = textsOf(op).find(
      (text) => text.trim() && !ownersWords(text, request) && otherLanguage(text, base, known) !== undefined,
    );
    if (foreign === undefined) return true;
    notApplied.push(modelWords(lang, "otherLanguage", { text: foreign.trim() }));
    return false;
  });
  return { ops: kept, notApplied };
}
