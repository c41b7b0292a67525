/**
 * The words a model writes for a new page must be in the page's language (the one the owner wrote their
 * description in): a text it wrote in another ("Consulting for craft businesses" on a German page) is
 * not taken — the composer's words stay at that place — and the page's notes name it. Words the owner
 * wrote in their description are theirs, in whatever language.
 */
import { knownWords, otherLanguage } from "../guard/language.js";
import type { PageModel } from "../model.js";
import { type CopyText, setCopyText, writableTexts } from "./copy-fields.js";
import { modelWords } from "./model-words.js";

export interface CopyInPageLanguage {
  /** The texts the model wrote in the page's language (the rest went back to the composer's words). */
  written: CopyText[];
  /** One line per text left out, in the page's language. */
  notes: string[];
}

/** Puts the composer's words back wherever the model wrote in another language; `model` changes in place. */
export function keepCopyLanguage(
  model: PageModel,
  composed: PageModel,
  written: CopyText[],
): CopyInPageLanguage {
  const base = (model.lang || "en").split("-")[0]?.toLowerCase() ?? "en";
  const { source } = composed;
  const known = knownWords(source.prompt, source.title, source.companyName, source.targetAudience ?? "");
  const original = new Map(writableTexts(composed).map((t) => [t.path, t.text]));
  const notes: string[] = [];
  const kept = written.filter(({ path, text }) => {
    if (otherLanguage(text, base, known) === undefined) return true;
    setCopyText(model, path, original.get(path) ?? "");
    notes.push(modelWords(model.lang, "otherLanguage", { text }));
    return false;
  });
  return { written: kept, notes };
}
