/**
 * shorten: long texts cut to their first sentence(s), never losing a fact — a sentence that holds a price,
 * date, number, name, link or a list is kept; a text that cannot be shortened without one stays whole.
 */
import { factsIn } from "../guard/index.js";
import { type HandlerTable, notApplied } from "./outcome.js";
import { findSection, sectionName } from "./refs.js";
import { sectionSlots } from "./texts.js";

/** Texts shorter than this are already short. */
const LONG = 140;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

/** A sentence the page cannot lose: it states a fact or lists things. */
function holdsFacts(sentence: string, lang: string): boolean {
  return (
    factsIn(sentence, lang).length > 0 || /,[^,]+(?:,|\s(?:and|or|und|et|y|e|en|i|és)\s)/u.test(sentence)
  );
}

/** The text's first sentence and every later one that holds a fact; the text itself when not shorter. */
function shortened(text: string, lang: string): string {
  const sentences = sentencesOf(text);
  if (text.length < LONG || sentences.length < 2) return text;
  const kept = sentences.filter((s, i) => i === 0 || holdsFacts(s, lang));
  const short = kept.join(" ");
  return short.length < text.length ? short : text;
}

export const SHORTEN_OP: HandlerTable = {
  shorten(model, op) {
    const sections = op.section ? [findSection(model, op.section)] : model.sections;
    let count = 0;
    for (const slot of sections.flatMap(sectionSlots)) {
      if (!/\.(lead|text|tagline)$/.test(slot.path)) continue;
      const text = slot.get();
      if (!text) continue;
      const short = shortened(text, model.lang);
      if (short === text) continue;
      slot.set(short);
      count++;
    }
    const where = op.section ? ` in ${sectionName(sections[0])}` : "";
    if (!count)
      notApplied(`Nothing to shorten${where}: every text is short or states a fact in each sentence`);
    return `Shortened ${count} ${count === 1 ? "text" : "texts"}${where}, keeping every price, date, name and list`;
  },
};
