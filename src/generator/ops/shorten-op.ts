/**
 * shorten: long texts cut to their first sentence(s), never losing a fact — a sentence that holds a price,
 * date, number, name, link or a list is kept; a text that cannot be shortened without one stays whole.
 */
import { factsIn, untracedFacts } from "../guard/index.js";
import type { PageModel } from "../model.js";
import { type HandlerTable, notApplied } from "./outcome.js";
import { findSection, sectionInReport, sectionName } from "./refs.js";
import { type Key, reportWords } from "./report-words.js";
import { pageSlots, sectionSlots, type TextSlot } from "./texts.js";

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

/** Where a one-sentence text may be cut: after a comma, a semicolon or a spaced dash (never a colon). */
const CLAUSE_END = /\s*(?:[,;]|\s[–—-])\s+/u;

/**
 * One named text made shorter: its first sentence, else its first clause — never fewer than two words,
 * and never losing a fact the rest of the page does not show (a later sentence holding one is kept).
 * The text itself when it cannot be cut that way.
 */
export function shortenedText(text: string, others: string[], lang: string): string {
  const trimmed = text.trim();
  const sentences = sentencesOf(trimmed);
  const lost = (part: string, kept: string) => untracedFacts(part, [kept, ...others], lang).length > 0;
  if (sentences.length >= 2) {
    const first = sentences[0]!;
    const kept = sentences.filter((s, i) => i === 0 || lost(s, first));
    return kept.length < sentences.length ? kept.join(" ") : text;
  }
  const cut = CLAUSE_END.exec(trimmed);
  if (!cut) return text;
  const head = trimmed.slice(0, cut.index);
  if ((head.match(/[\p{L}\p{N}]+/gu) ?? []).length < 2 || lost(trimmed.slice(cut.index), head)) return text;
  return /[.!?]$/.test(trimmed) ? `${head}.` : head;
}

/** What the owner calls a text by its path: "the headline", "the intro of About", "the title". */
function textName(model: PageModel, path: string): string {
  const say = (key: Key, words: Record<string, string> = {}) => reportWords(model.lang, key, words);
  if (path === "source.title") return say("theTitle");
  const [, id, key] = path.split(".");
  const section = model.sections.find((s) => s.id === id);
  if (section?.kind === "hero")
    return key === "heading" ? say("theHeadline") : key === "lead" ? say("theIntro") : `the ${key}`;
  const name = section ? sectionInReport(model, section) : "";
  return say(key === "heading" ? "headingOf" : key === "lead" ? "introOf" : "textOf", { section: name });
}

/** The slot of a named text: a text of the page or its title. */
function namedSlot(model: PageModel, path: string): TextSlot | undefined {
  if (path !== "source.title") return pageSlots(model).find((s) => s.path === path);
  return {
    path,
    get: () => model.source.title,
    set: (text) => {
      model.source.title = text;
    },
  };
}

function shortenOne(model: PageModel, path: string): string {
  const slot = namedSlot(model, path);
  const text = slot?.get();
  if (!slot || !text) notApplied(reportWords(model.lang, "nothingToShorten", { where: "" }));
  const others = pageSlots(model)
    .filter((s) => s.path !== path)
    .map((s) => s.get() ?? "");
  const short = shortenedText(text!, others, model.lang);
  const name = textName(model, path);
  if (short === text) notApplied(reportWords(model.lang, "cannotShorten"));
  slot!.set(short);
  return reportWords(model.lang, "shortenedOne", { what: name, short });
}

export const SHORTEN_OP: HandlerTable = {
  shorten(model, op) {
    if (op.path) return shortenOne(model, op.path);
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
    const where = op.section
      ? reportWords(model.lang, "shortenedIn", { section: sectionInReport(model, sections[0]!) })
      : "";
    // The section's name in brackets outside English: no English word inside the owner's language.
    const named = op.section && !/^en\b/.test(model.lang) ? ` (${sectionName(sections[0])})` : where;
    if (!count) notApplied(reportWords(model.lang, "nothingToShorten", { where: named }));
    return reportWords(model.lang, count === 1 ? "shortenedText" : "shortenedTexts", {
      count: String(count),
      where,
    });
  },
};
