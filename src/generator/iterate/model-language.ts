/**
 * A model's new words must be in the page's language: an operation whose text the model wrote in another
 * one ("Fresh bread every morning!" on a German bakery's page) is left out and named, so a page never
 * mixes languages behind the owner's back. Translations are their own operation (translate.ts) and are
 * not judged here; words the owner wrote in the request are theirs, in whatever language.
 */
import { pageLang } from "../composer/locale/index.js";
import { knownWords, otherLanguage } from "../guard/language.js";
import { modelWords } from "../llm/model-words.js";
import type { PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { wordsOf } from "./model-quotes.js";

export { otherLanguage } from "../guard/language.js";

/** The new texts an operation writes. */
export function textsOf(op: Op): string[] {
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
  const known = knownWords(request, JSON.stringify(model.sections));
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
