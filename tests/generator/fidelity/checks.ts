/**
 * Pure checks of a generated page against the request it came from (issue 10): is every fact of the
 * description on the page, does the page say anything the description does not (numbers, quotes, star
 * ratings, guarantees, logo strips), does it use another trade's words, and how much of its text does it
 * share with another page. Content inside elements marked `data-placeholder` (slots the owner must fill)
 * and the live countdown digits (`data-countdown`) are not the page's claims, so they are left out.
 *
 * The number / quote / rating / guarantee / logo rules are those of /work/shared/tools/page-facts.mjs,
 * the tool the "before" figures were measured with, so the figures stay comparable.
 */
import type { BusinessKind } from "../../../src/generator/brief/types.js";
import { FOREIGN_WORDS } from "./foreign-words.js";

/** The parts of a generation request the checks read (the corpus entries carry exactly these). */
export interface CheckedRequest {
  prompt: string;
  title: string;
  companyName: string;
  targetAudience?: string;
}

/** A fact that must be on the page: verbatim text, or a calendar date in a `<time datetime>` attribute. */
export type Fact = string | { date: string };

/** Everything the user wrote, as one string: what the page may repeat. */
export function sourceText(request: CheckedRequest): string {
  return [request.prompt, request.title, request.companyName, request.targetAudience ?? ""].join("\n");
}

// ---------------------------------------------------------------------------------------------------
// Visible text

/** Removes every element carrying `marker` with its whole content, balanced on the same tag name. */
function dropMarkedElements(html: string, marker: string): string {
  const open = new RegExp(`<([a-z][a-z0-9-]*)\\b[^>]*\\s${marker}\\b[^>]*>`, "i");
  let out = html;
  for (let m = open.exec(out); m; m = open.exec(out)) {
    const tag = m[1]!;
    let end = m.index + m[0].length; // a void or unclosed element: drop the tag only
    if (!m[0].endsWith("/>")) {
      const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
      tags.lastIndex = m.index;
      let depth = 0;
      for (let t = tags.exec(out); t; t = tags.exec(out)) {
        depth += t[1] ? -1 : t[0].endsWith("/>") ? 0 : 1;
        if (depth === 0) {
          end = tags.lastIndex;
          break;
        }
      }
    }
    out = `${out.slice(0, m.index)} ${out.slice(end)}`;
  }
  return out;
}

/**
 * The page's own markup: no head, scripts, styles, templates, placeholders or countdown digits.
 * `keepSelect` keeps `<select>` (its options are words a visitor reads, but their numbers are not
 * claims, so the number checks drop them as page-facts.mjs does).
 */
export function claimedMarkup(html: string, options: { keepSelect?: boolean } = {}): string {
  const containers = options.keepSelect ? "script|style|template|head" : "script|style|template|head|select";
  let out = html.replace(new RegExp(`<(${containers})\\b[\\s\\S]*?<\\/\\1>`, "gi"), " ");
  out = out.replace(/<!--[\s\S]*?-->/g, " ");
  for (const marker of ["data-placeholder", "data-countdown"]) out = dropMarkedElements(out, marker);
  return out;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&(apos|#39);/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, "&");
}

/** Tags that sit inside a line of text: removing them must not split "€12<b>.50</b>" or a sentence. */
const INLINE_TAGS =
  "a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var";
const INLINE_TAG = new RegExp(`</?(?:${INLINE_TAGS})\\b[^>]*>`, "gi");

/**
 * Removes inline tags, keeping a word break where one tag ends a word and the next starts another:
 * "€12<b>.50</b>" reads "€12.50", "<b>99.99%</b><span>uptime</span>" reads "99.99% uptime".
 */
const TAG_MARK = "\uE000"; // a private-use character: never in a page's text

function removeInlineTags(markup: string): string {
  return markup
    .replace(INLINE_TAG, TAG_MARK)
    .replace(/(?<=[\p{L}\p{N}%])\uE000+(?=[\p{L}\p{N}])/gu, " ")
    .replace(/\uE000/g, "");
}

/**
 * What a visitor reads, one text block per line: inline tags are removed in place, every other tag
 * ends a line. Whitespace inside a line is collapsed; empty lines are dropped.
 */
export function visibleLines(html: string): string[] {
  const text = decodeEntities(removeInlineTags(claimedMarkup(html)).replace(/<[^>]+>/g, "\n"));
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The visible text as page-facts.mjs reads it: every tag ends a line (so no two numbers merge). */
function numberText(html: string): string {
  return decodeEntities(claimedMarkup(html).replace(/<[^>]+>/g, "\n")).replace(/[ \t]+/g, " ");
}

// ---------------------------------------------------------------------------------------------------
// Facts

/**
 * Same text for fact matching: any run of spaces (incl. no-break and thin spaces) is one space, dashes
 * are one dash and curly apostrophes straight, case is ignored. Digits, currency, decimals and grouping
 * are compared exactly: "€12.5" does not match "€12.50", "3900 Ft" does not match "3 900 Ft".
 */
function normaliseForFacts(text: string): string {
  return text
    .replace(/[\s\u00a0\u202f\u2009]+/g, " ")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase();
}

function describeFact(fact: Fact): string {
  return typeof fact === "string" ? fact : `<time datetime="${fact.date}…">`;
}

/** The facts not on the page (outside placeholders), as they are written in the corpus. */
export function missingFacts(html: string, facts: readonly Fact[]): string[] {
  const lines = visibleLines(html);
  // A fact may span two blocks ("Tuesday to Sunday" | "12:00-22:00" in a <dt>/<dd>): try both joins.
  const inLine = normaliseForFacts(lines.join("\n"));
  const joined = normaliseForFacts(lines.join(" "));
  const markup = claimedMarkup(html, { keepSelect: true });
  const datetimes = [...markup.matchAll(/<time\b[^>]*\bdatetime="([^"]*)"/gi)].map((m) => m[1]!);
  const missing: string[] = [];
  for (const fact of facts) {
    if (typeof fact === "string") {
      const wanted = normaliseForFacts(fact);
      if (!inLine.includes(wanted) && !joined.includes(wanted)) missing.push(describeFact(fact));
    } else if (!datetimes.some((d) => d.startsWith(fact.date))) {
      missing.push(describeFact(fact));
    }
  }
  return missing;
}

// ---------------------------------------------------------------------------------------------------
// Invented content (page-facts.mjs rules)

/** "3 900", "3,900", "3.900" and "3\u202f900" are one number; so "$2,450" and "2450" match. */
const ungroup = (s: string) => s.replace(/(\d)[,\s\u00a0\u202f.](?=\d{3}\b)/g, "$1");
const numbersIn = (s: string) => new Set((ungroup(s).match(/\d+/g) ?? []).map((d) => String(Number(d))));

/**
 * Numbers on the page that the user never wrote: above 10 (step numbers and small counts are fine),
 * not the current year ±1 (copyright lines). A time in the description ("18:30") allows its hour in
 * both clocks and its minutes, so "6:30 PM" is not counted as invented.
 */
export function inventedNumbers(html: string, request: CheckedRequest, now: Date = new Date()): string[] {
  const source = sourceText(request);
  const allowed = numbersIn(source);
  for (const t of source.matchAll(/\b(\d{1,2})[:.](\d{2})\b/g)) {
    allowed.add(String(Number(t[1]) % 12 || 12));
    allowed.add(String(Number(t[2])));
  }
  const year = now.getUTCFullYear();
  return [...numbersIn(numberText(html))].filter(
    (n) => !allowed.has(n) && Number(n) > 10 && Math.abs(Number(n) - year) > 1,
  );
}

const QUOTE_MARKS = /["“”„«»]/;

/** Quotations (`<blockquote>`, `<q>`) on a page whose description contains no quotation at all. */
export function inventedQuotes(html: string, request: CheckedRequest): number {
  if (QUOTE_MARKS.test(sourceText(request))) return 0;
  return (claimedMarkup(html).match(/<(blockquote|q)\b/gi) ?? []).length;
}

/**
 * Star ratings when the description speaks of no rating or review: `aria-label="Rated 5…"`, star
 * glyphs, or a score such as "4.8/5" or "4.9 out of 5" in the text (those digits are too small for
 * the number check).
 */
export function inventedRatings(html: string, request: CheckedRequest): number {
  if (/rat(ed|ing)|review|stars?\b/i.test(sourceText(request))) return 0;
  const markup = claimedMarkup(html);
  const labelled = (markup.match(/aria-label="Rated \d/gi) ?? []).length;
  const text = numberText(html);
  const glyphs = (text.match(/[★☆⭐]+/g) ?? []).length;
  const scores = (text.match(/\b\d(?:[.,]\d)?\s*(?:\/\s*5|out of 5)\b/gi) ?? []).length;
  // A labelled rating usually shows its stars too: count that pair once.
  return Math.max(labelled, glyphs) + scores;
}

/** A guarantee ("money-back guarantee", "guaranteed results") the user did not give. */
export function inventedGuarantee(html: string, request: CheckedRequest): boolean {
  return /guarantee/i.test(numberText(html)) && !/guarantee/i.test(sourceText(request));
}

/** A client or press logo strip ("Trusted by …", "As seen in …", "Featured in …") the user did not give. */
export function inventedLogoStrip(html: string, request: CheckedRequest): boolean {
  return (
    /trusted by|as seen in|featured in/i.test(numberText(html)) &&
    !/trusted by|clients|featured/i.test(sourceText(request))
  );
}

/** Everything a page says that its description does not, one line per item (a number counts once). */
export function inventedItems(html: string, request: CheckedRequest, now?: Date): string[] {
  const items = inventedNumbers(html, request, now).map((n) => `number ${n}`);
  const quotes = inventedQuotes(html, request);
  for (let i = 0; i < quotes; i++) items.push("a quote the description does not contain");
  const ratings = inventedRatings(html, request);
  for (let i = 0; i < ratings; i++) items.push("a star rating");
  if (inventedGuarantee(html, request)) items.push("a guarantee the description does not give");
  if (inventedLogoStrip(html, request)) items.push("a client or press logo strip");
  return items;
}

// ---------------------------------------------------------------------------------------------------
// Other trades' words

/**
 * Text a visitor reads, for the vocabulary check: the visible lines plus the options of selects and the
 * placeholders, alt texts and titles of the body's elements (a form asking for "Work email" in a
 * placeholder asks for it all the same).
 */
function wordingText(html: string): string {
  const markup = claimedMarkup(html, { keepSelect: true });
  const attributes = [...markup.matchAll(/\s(?:placeholder|alt|title|aria-label)="([^"]*)"/gi)].map(
    (m) => m[1]!,
  );
  const text = removeInlineTags(markup).replace(/<[^>]+>/g, "\n");
  return decodeEntities(`${text}\n${attributes.join("\n")}`).replace(/\s+/g, " ");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const phraseRegExps = new Map<string, RegExp>();

/** Whole-word, case-insensitive (letters in any script count as word characters). */
function containsPhrase(text: string, phrase: string): boolean {
  let re = phraseRegExps.get(phrase);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "iu");
    phraseRegExps.set(phrase, re);
  }
  return re.test(text);
}

/** The user wrote this word, in the singular or the plural ("lookbooks" allows "lookbook", "tyre" "tyres"). */
function userWrote(source: string, phrase: string): boolean {
  const singulars = /\p{L}{3}s$/u.test(phrase) ? [phrase.slice(0, -1), phrase.replace(/es$/, "")] : [];
  return [phrase, `${phrase}s`, `${phrase}es`, ...singulars].some((form) => containsPhrase(source, form));
}

/**
 * The other trades' words found on a page of this kind (foreign-words.ts). A word the user wrote
 * themselves is theirs to use: a pet rescue that mentions "onboarding volunteers" may say "onboarding".
 */
export function foreignWords(html: string, kind: BusinessKind, request: CheckedRequest): string[] {
  const text = wordingText(html);
  const fields = formFieldNames(html);
  const source = sourceText(request);
  return FOREIGN_WORDS[kind].filter((entry) => {
    const field = entry.startsWith("field:") ? entry.slice("field:".length) : "";
    if (field) {
      const startsWithField = new RegExp(`^${escapeRegExp(field)}(?![\\p{L}])`, "iu");
      const asked = fields.some((name) => startsWithField.test(name));
      return asked && !userWrote(source, field);
    }
    return containsPhrase(text, entry) && !userWrote(source, entry);
  });
}

/** What the page's forms ask for: label texts and the placeholders of inputs and text areas. */
export function formFieldNames(html: string): string[] {
  const markup = claimedMarkup(html, { keepSelect: true });
  const labels = [...markup.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/gi)].map((m) =>
    // A label may wrap its input (and a select's options): only the text before the control counts.
    m[1]!.split(/<(?:input|select|textarea)\b/i)[0]!.replace(/<[^>]+>/g, " "),
  );
  const placeholders = [...markup.matchAll(/<(?:input|textarea)\b[^>]*\splaceholder="([^"]*)"/gi)].map(
    (m) => m[1]!,
  );
  return [...labels, ...placeholders].map((name) => decodeEntities(name).replace(/\s+/g, " ").trim());
}

// ---------------------------------------------------------------------------------------------------
// Sameness

/**
 * A page's comparable lines: visible text blocks of three words or more. The skip link ("Skip to content")
 * is left out: every page must have it, word for word, and it shows only on keyboard focus, so it says
 * nothing about whether two customers got the same page (it weighed most on the shortest pages).
 */
export function comparableLines(html: string): string[] {
  const withoutSkipLink = html.replace(/<a class="skip"[^>]*>[^<]*<\/a>/g, "");
  return visibleLines(withoutSkipLink).filter((line) => line.split(" ").length >= 3);
}

/** Share of A's comparable lines that also appear on B (0 when A has none). */
export function lineShare(linesA: readonly string[], linesB: readonly string[]): number {
  if (linesA.length === 0) return 0;
  const inB = new Set(linesB);
  return linesA.filter((line) => inB.has(line)).length / linesA.length;
}

/** How much two pages share: the larger of the two one-way shares of their comparable lines. */
export function lineOverlap(htmlA: string, htmlB: string): number {
  const a = comparableLines(htmlA);
  const b = comparableLines(htmlB);
  return Math.max(lineShare(a, b), lineShare(b, a));
}
