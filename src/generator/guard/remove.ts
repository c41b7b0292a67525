/**
 * Cutting facts out of a text cleanly: a fact in brackets goes with its brackets, a fact in a later
 * clause ("Fresh bread daily, since 1987.") goes with its clause, a fact in a short opening clause
 * ("Since 1995, our chef cooks…", "Seit 1952 –") goes with that clause and the sentence starts again
 * with a capital, anything else with its whole sentence, so no half sentence is ever left. A text with no
 * words left becomes "".
 */
import { splitSentences } from "../brief/sentences.js";
import type { Span } from "../brief/spans.js";
import type { FoundFact } from "./types.js";

/**
 * Clause separators inside a sentence: ", ", "; ", ": ", " – ", " — ", " | ", " · ", and the word that
 * offers another way ("call … or write to …", "o scrivi a", "oder schreiben Sie"), never "and", which
 * joins what one fact may belong to ("repairs and truing from £20").
 */
const SEPARATOR = /[,;:](?=\s)|\s[–—|·-](?=\s)/gu;
/** "Or" by language; "o" (a Portuguese article) and "of" (an English preposition) only where they mean it. */
const OR_WORDS: Record<string, string> = {
  es: "o|u",
  it: "o|oppure",
  nl: "of",
  pl: "lub|albo",
};
const OR_ANYWHERE = "or|oder|ou|oppure|lub|albo|vagy";

function separatorsFor(lang: string): RegExp {
  const words = OR_WORDS[lang.slice(0, 2).toLowerCase()];
  const or = words ? `${words}|${OR_ANYWHERE}` : OR_ANYWHERE;
  return new RegExp(`${SEPARATOR.source}|\\s(?=(?:${or})\\s)`, "giu");
}

/** Words an opening clause may have and still be only a frame ("Since 1995", "Rated 4.9 by locals"). */
const OPENING_CLAUSE_WORDS = 4;
/** Words the rest of the sentence needs to stand on its own. */
const SENTENCE_WORDS = 3;

export function cutFacts(text: string, facts: FoundFact[], lang = ""): string {
  const separators = separatorsFor(lang);
  const cuts = mergeSpans(facts.map((f) => withLineBreak(text, cutFor(text, f, separators))));
  let out = text;
  for (const cut of cuts.reverse()) {
    const rest = out.slice(cut.end);
    out = out.slice(0, cut.start) + (cut.capitalise ? capitalised(rest) : rest);
  }
  return tidy(out);
}

function capitalised(text: string): string {
  return text.replace(/^\s*\p{Ll}/u, (first) => first.toUpperCase());
}

interface Cut extends Span {
  /** The cut opened its sentence: the words left start it with a capital. */
  capitalise?: boolean;
}

function cutFor(text: string, fact: FoundFact, separators: RegExp): Cut {
  const sentence = sentenceAround(text, fact);
  const bracket = bracketAround(text, fact, sentence);
  if (bracket) return bracket;
  const inside = text.slice(sentence.start, sentence.end);
  const bounds: number[] = [];
  // "Or" opens a later clause, never ends an opening one: "Since 1987 or so, we…" is one clause.
  const ors = new Set<number>();
  for (const m of inside.matchAll(separators)) {
    const at = sentence.start + (m.index ?? 0);
    // A separator inside the fact itself ("€5 – €8") is part of it.
    if (at >= fact.start && at < fact.end) continue;
    bounds.push(at);
    // The "or" separator is the lone space before the word; the others carry their mark.
    if (/^\s$/u.test(m[0])) ors.add(at);
  }
  const before = bounds.filter((b) => b < fact.start);
  const after = bounds.filter((b) => b >= fact.end);
  // In a later clause: cut from its separator to the next one (or the sentence's final mark).
  if (before.length > 0) {
    const from = before[before.length - 1];
    // After a closing quote mark the sentence's own mark went with the claim: «…» – 5 stars! → «…».
    const quoteEnds = /[»”"’]$/u.test(text.slice(sentence.start, from).trimEnd());
    const to = after[0] ?? (quoteEnds ? sentence.end : endOfWords(text, sentence));
    // An aside between two commas ("Onze monteur, Daan, kijkt…") goes with both: no comma is left over.
    const aside = text[from] === "," && after[0] !== undefined && text[to] === ",";
    return { start: from, end: aside ? to + 1 : to };
  }
  // In a short opening clause: cut up to the next separator, when the rest is a sentence of its own.
  const next = after.find((b) => !ors.has(b));
  const phrase = withPhrase(text, fact, sentence, next);
  if (phrase) return phrase;
  if (next !== undefined) {
    const opening = text.slice(sentence.start, next);
    const separator = /^[,;:]?\s*[–—|·-]?\s*/u.exec(text.slice(next))?.[0] ?? "";
    const restStart = next + separator.length;
    const rest = text.slice(restStart, endOfWords(text, sentence));
    if (words(opening) <= OPENING_CLAUSE_WORDS && words(rest) >= SENTENCE_WORDS)
      return { start: sentence.start, end: restStart, capitalise: true };
  }
  return sentence;
}

/** "With" by language: a fact in a "with" phrase that ends its clause can go with the phrase alone. */
const WITH_WORDS = /(?<![\p{L}])(?:with|mit|avec|con|com|met|z|ze)\s/giu;
const WITH_KINDS = new Set<FoundFact["kind"]>(["number", "statistic", "place"]);
/** Words a "with" phrase may have before its fact ("with truffle and three sauces"). */
const WITH_PHRASE_WORDS = 3;

/**
 * "A family trattoria with three locations across Lisbon, cooking…": the phrase from "with" to the end of
 * its clause goes, and the words before it stay when they are a clause of their own (two words or more).
 */
function withPhrase(
  text: string,
  fact: FoundFact,
  sentence: Span,
  next: number | undefined,
): Cut | undefined {
  // A count or a place qualifies what comes before it; a name or a price is what its sentence is about.
  if (!WITH_KINDS.has(fact.kind)) return undefined;
  const head = text.slice(sentence.start, fact.start);
  const opener = [...head.matchAll(WITH_WORDS)].at(-1);
  if (!opener) return undefined;
  const start = sentence.start + opener.index;
  if (words(text.slice(start, fact.start)) > WITH_PHRASE_WORDS + 1) return undefined;
  if (words(text.slice(sentence.start, start)) < 2) return undefined;
  const end = next ?? endOfWords(text, sentence);
  return { start: start > 0 && text[start - 1] === " " ? start - 1 : start, end };
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function sentenceAround(text: string, fact: FoundFact): Span {
  let lineStart = text.lastIndexOf("\n", fact.start - 1) + 1;
  let lineEnd = text.indexOf("\n", fact.end);
  if (lineEnd < 0) lineEnd = text.length;
  const line = text.slice(lineStart, lineEnd);
  for (const s of splitSentences(line)) {
    const start = lineStart + s.start;
    const end = lineStart + s.end;
    if (start <= fact.start && fact.start < end) return { start, end: Math.max(end, fact.end) };
  }
  lineStart = Math.min(lineStart, fact.start);
  return { start: lineStart, end: Math.max(lineEnd, fact.end) };
}

/** A cut that empties its line takes the line break with it, so no blank line is left behind. */
function withLineBreak(text: string, cut: Cut): Cut {
  const lineStart = text.lastIndexOf("\n", cut.start - 1) + 1;
  let lineEnd = text.indexOf("\n", cut.end);
  if (lineEnd < 0) lineEnd = text.length;
  const rest = text.slice(lineStart, cut.start) + text.slice(cut.end, lineEnd);
  if (/[\p{L}\p{N}]/u.test(rest)) return cut;
  if (lineEnd < text.length) return { start: lineStart, end: lineEnd + 1 };
  return { start: Math.max(0, lineStart - 1), end: lineEnd };
}

function bracketAround(text: string, fact: FoundFact, sentence: Span): Span | undefined {
  const open = text.lastIndexOf("(", fact.start);
  if (open < sentence.start) return undefined;
  const close = text.indexOf(")", fact.end);
  if (close < 0 || close > sentence.end || text.slice(open, fact.start).includes(")")) return undefined;
  return { start: open > 0 && text[open - 1] === " " ? open - 1 : open, end: close + 1 };
}

/** Where a sentence's words end, before its final mark ("!" in "… now only £1.99!"). */
function endOfWords(text: string, sentence: Span): number {
  let end = sentence.end;
  while (end > sentence.start && /[.!?…"”’»)\s]/u.test(text[end - 1])) end--;
  return end;
}

function mergeSpans(spans: Cut[]): Cut[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Cut[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

function tidy(text: string): string {
  const out = text
    .replace(/[ \t]+/g, " ")
    .replace(/ +([.,;:!?])/g, "$1")
    .replace(/([,;:])(?=[.!?])/g, "")
    .replace(/^[\s,;:.–—-]+/, "")
    .replace(/\n[ \t]*[,;:.–—-]+\s*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return /[\p{L}\p{N}]/u.test(out) ? out : "";
}
