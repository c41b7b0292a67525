/**
 * The owner's instructions to us are never published as copy (DESIGN §5): a sentence of the model's copy
 * that only asks for the page ("I need a landing page for my kettlebell studio in Cardiff", copied from
 * the description) is cut from its text, the composer's words stand where nothing is left, and the notes
 * name it in the page's language. The fact guard cannot see it: every word of it is the owner's.
 */
import { isPageInstruction } from "../brief/instructions.js";
import type { PageModel } from "../model.js";
import { type CopyText, setCopyText, writableTexts } from "./copy-fields.js";
import { modelWords } from "./model-words.js";

/** The sentences of a text, each with its closing punctuation. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+/u).filter((s) => s.trim());

/** The model's texts without the owner's instructions; `model` changes in place. */
export function withoutInstructions(
  model: PageModel,
  composed: PageModel,
  written: CopyText[],
): { written: CopyText[]; notes: string[] } {
  const original = new Map(writableTexts(composed).map((t) => [t.path, t.text]));
  const notes: string[] = [];
  const kept = written.flatMap((entry): CopyText[] => {
    const sentences = sentencesOf(entry.text);
    const asks = sentences.filter((sentence) => isPageInstruction(sentence));
    if (asks.length === 0) return [entry];
    notes.push(...asks.map((text) => modelWords(model.lang, "instruction", { text: text.trim() })));
    const rest = sentences.filter((sentence) => !asks.includes(sentence)).join(" ");
    if (rest && setCopyText(model, entry.path, rest)) return [{ path: entry.path, text: rest }];
    setCopyText(model, entry.path, original.get(entry.path) ?? "");
    return [];
  });
  return { written: kept, notes };
}
