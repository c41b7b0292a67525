/**
 * Text operations: one text by its edit path (set_text), or a phrase wherever the page writes it
 * (replace_text, whole words). Renaming the business this way renames it in the title and the logo too.
 */
import { initialsOf } from "../composer/write/text.js";
import type { PageModel } from "../model.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { findSection, sectionInReport } from "./refs.js";
import { reportWords } from "./report-words.js";
import {
  pageSlots,
  replaceWhole,
  rewriteSlots,
  sectionSlots,
  slotAt,
  wholePhrase,
  wholeQuote,
} from "./texts.js";

/** Fields a section or item cannot be without. */
const REQUIRED_TEXT = /\.(heading|title|label|submitLabel)$/;

function renameBusiness(model: PageModel, from: string, to: string): void {
  const { source } = model;
  source.title = replaceWhole(source.title, from, to);
  source.companyName = to;
  if (model.logo.kind === "generated") model.logo = { kind: "generated", initials: initialsOf(to) };
}

/** The business's name (everywhere the page writes it) or the page's title, which no single text holds. */
function setSourceText(model: PageModel, path: "source.companyName" | "source.title", text: string): string {
  const value = text.trim();
  if (!value) refuse(model.lang, path === "source.title" ? "titleEmpty" : "nameEmpty");
  if (path === "source.title") {
    const before = model.source.title;
    model.source.title = value;
    return reportWords(model.lang, "titleChanged", { was: before, now: value });
  }
  const from = model.source.companyName;
  rewriteSlots(pageSlots(model), (t) => replaceWhole(t, from, value));
  renameBusiness(model, from, value);
  return reportWords(model.lang, "nameChanged", { was: from, now: value });
}

/** The replacement capitalised like the words it replaces ("Tiramisu" at the start of a title). */
function inCaseOf(found: string, replacement: string): string {
  const upper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase();
  return upper(found.charAt(0)) && !upper(replacement.charAt(0))
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/**
 * The phrase replaced wherever it stands, except inside the new words already written: "Plas Tan" made
 * "Plas Tan y Bwlch" leaves a "Plas Tan y Bwlch" the page already says as it is.
 */
function replaceOutside(text: string, find: string, replacement: string): string {
  const kept = replacement.toLowerCase().includes(find.toLowerCase())
    ? [...text.matchAll(wholePhrase(replacement, "giu"))].map((m) => [m.index, m.index + m[0].length])
    : [];
  return text.replace(wholePhrase(find, "giu"), (found, at: number) =>
    kept.some(([from, to]) => at >= from! && at < to!) ? found : inCaseOf(found, replacement),
  );
}

/** A text after a phrase was taken out: no space before a comma, no comma before a full stop or at the end. */
function tidy(text: string, before: string): string {
  const tidied = text
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/[,;:]+([.!?])/g, "$1")
    .replace(/([,;:])[,;:]+/g, "$1")
    // "Entry £12 at the door · At the door or £10 in advance" without its second part: no "·" left alone.
    .replace(/(?:\s*·)+\s*$/u, "")
    .replace(/^\s*·\s*/u, "")
    .replace(/\s*·\s*·\s*/gu, " · ")
    .replace(/^[\s,;:.]+/, "")
    // "65 € par personne, matériel compris" without its last clause ends at the price, not at a comma.
    .replace(/(?:\s*[,;:]|\s+[–—])+\s*$/u, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return capitalisedAfterCut(tidied, before);
}

const SENTENCE_START = /(^|[.!?]\s+)(\p{Ll}+)(?=[\s,.;:!?]|$)/gu;

/**
 * A cut that took a sentence's first clause ("Free UK shipping over £40, dispatched in 2 days.") leaves
 * its next word opening the sentence: it gets a capital, as the text's own sentences have. A text that
 * already opened a sentence in lower case (a name like "eBay", a style) is left as the owner wrote it.
 */
function capitalisedAfterCut(text: string, before: string): string {
  if (before.search(SENTENCE_START) >= 0) return text;
  return text.replace(
    SENTENCE_START,
    (_, lead: string, word: string) => lead + word[0]!.toLocaleUpperCase() + word.slice(1),
  );
}

export const TEXT_OPS: HandlerTable = {
  set_text(model, op) {
    if (op.path === "source.companyName" || op.path === "source.title")
      return setSourceText(model, op.path, op.value);
    const slot = slotAt(model, op.path) ?? refuse(model.lang, "noTextAt", { path: op.path });
    const before = slot.get();
    const value = op.value.trim();
    if (!value) {
      if (REQUIRED_TEXT.test(op.path)) refuse(model.lang, "textEmpty", { text: before ?? op.path });
      if (!before) return reportWords(model.lang, "removedNothing");
      slot.set("");
      return reportWords(model.lang, "textRemoved", { was: before });
    }
    slot.set(value);
    return reportWords(model.lang, before ? "textChanged" : "textAdded", { was: before ?? "", now: value });
  },

  replace_text(model, op) {
    const scope = op.section ? [findSection(model, op.section)] : model.sections;
    const slots = op.section ? scope.flatMap(sectionSlots) : pageSlots(model);
    // The first text that says the phrase: whether the page says it at all, and where the report quotes
    // whole words from.
    const phrase = wholePhrase(op.find, "iu");
    const first = slots.map((slot) => slot.get() ?? "").find((text) => phrase.test(text));
    const says = first !== undefined;
    const quote = says ? wholeQuote(first, op.find, op.with) : undefined;
    rewriteSlots(slots, (text) => {
      const next = replaceOutside(text, op.find, op.with);
      return op.with || next === text ? next : tidy(next, text);
    });
    if (!says)
      op.section
        ? refuse(model.lang, "notSaidIn", { said: op.find, section: sectionInReport(model, scope[0]!) })
        : refuse(model.lang, "notOnPage", { said: op.find });
    if (!op.section) {
      if (model.source.companyName === op.find && op.with.trim()) renameBusiness(model, op.find, op.with);
      model.source.prompt = replaceOutside(model.source.prompt, op.find, op.with);
    }
    const words = { section: op.section ? sectionInReport(model, scope[0]!) : "" };
    if (!op.with)
      return reportWords(model.lang, op.section ? "phraseRemovedIn" : "phraseRemoved", {
        ...words,
        was: op.find,
      });
    const said = { ...words, was: quote?.was ?? op.find, now: quote?.now ?? op.with };
    return reportWords(model.lang, op.section ? "phraseChangedIn" : "phraseChanged", said);
  },
};
