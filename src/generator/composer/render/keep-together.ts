/**
 * Runs of text a line must never split: an amount and its currency or unit ("1,20 €", "£49", "4500 zł",
 * "10 %", "40–100 °C"), a range ("9:00–18:00", "35–46", "7:00 à 19:30") and a word with the spaced
 * punctuation French sets after it ("prix :", "vraiment ?"). Each run is wrapped in a no-wrap span, so
 * the text itself (what the owner wrote, what the fact checks and the editor read) is unchanged.
 * Decision 0094.
 */
import { INTL_MONTH } from "../../brief/date-ranges.js";
import { type Child, raw } from "./jsx.js";

export const KEEP_CSS = ".nw{white-space:nowrap}";

const PREFIX = String.raw`(?:R\$|US\$|CHF|[€$£¥₹₽₺₩])`;
// A clock time's word belongs to its number too: "18 Uhr", "7 h", "9 am", "5 p.m.", "18 órakor", "godz.".
const CLOCK = String.raw`Uhr|h|am|pm|a\.m\.|p\.m\.|óra(?:kor|ig|tól)?|órától|óráig`;
const SUFFIX = String.raw`(?:[€$£¥₹₽₺₩%‰]|zł|zl|kr|Kč|Ft|lei|CHF|EUR|USD|GBP|°C|°F|°|ml|cl|kg|km|cm|mm|dB|GB|TB|${CLOCK})(?![\p{L}\d])`;
const NUMBER = String.raw`\d{1,3}(?:[ \u00a0.,'’]\d{3})+(?:[.,]\d+)?|\d+(?:[.,:]\d+)*`;
const AMOUNT = `(?:${PREFIX}\\s?)?(?:${NUMBER})(?:\\s?${SUFFIX})?`;
const TIME = String.raw`\d{1,2}(?:[:.h]\d{2}|\s?(?:${CLOCK})(?![\p{L}\d]))`;
// A range is two amounts around a dash, or two clock times around a short joining word ("à", "to", "bis").
const RANGE = `(?:${AMOUNT})\\s?[–—-]\\s?(?:${AMOUNT})|${TIME}\\s\\p{L}{1,3}\\s${TIME}`;
// A phone number is one run, never an amount inside it: "01225 555 019", "+49 341 2233445", "(555) 010-0199",
// "312-555-0148" (seven digits or more, led by "+", "(" or a trunk "0", or grouped the North American way).
const PHONE = String.raw`(?:\+|\((?=\d)|(?=0))(?=(?:\D{0,2}\d){7})\d+\)?(?:[ ./-]\(?\d+\)?)+|\d{3}[-. ]\d{3}[-. ]\d{4}`;
// A day or a run of days stays with its month: "12–13 June", "3.–4. März", "24 et 25 avril", "17 April".
// English months are names with a capital ("5 may be" is no date); the other languages' in either case.
const EN_MONTH =
  "Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?";
const ANY_CASE_MONTH = INTL_MONTH.split("|")
  .map((m) => `[${m.charAt(0).toLocaleUpperCase()}${m.charAt(0).toLocaleLowerCase()}]${m.slice(1)}`)
  .join("|");
const DAY_MONTH = String.raw`\d{1,2}\.?(?:\s?[–—-]\s?\d{1,2}\.?|\s(?:and|et|und|y|e|i|en)\s\d{1,2}\.?)?\s(?:${EN_MONTH}|${ANY_CASE_MONTH})\.?(?![\p{L}])`;
// A space the writer already made non-breaking (U+00A0) needs no keeping.
const SPACED_PUNCTUATION = String.raw`[\p{L}\d)]+ [:;!?»]|« [\p{L}\d]+`;
const KEEP = new RegExp(
  `(?<![\\p{L}\\d])(?:${PHONE}|${DAY_MONTH}|${RANGE}|${AMOUNT})(?![\\p{L}\\d])|${SPACED_PUNCTUATION}`,
  "gu",
);

/** Whether a matched run needs keeping: a bare number ("12") has no space or dash a line could break at. */
function needsKeeping(run: string): boolean {
  return /[ –—-]/.test(run);
}

/** The runs of `text` a line must not split, each flagged; the rest as it is. */
export function keepTogetherRuns(text: string): { text: string; keep: boolean }[] {
  const runs: { text: string; keep: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(KEEP)) {
    const start = match.index ?? 0;
    if (!needsKeeping(match[0])) continue;
    if (start > at) runs.push({ text: text.slice(at, start), keep: false });
    runs.push({ text: match[0], keep: true });
    at = start + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), keep: false });
  return runs;
}

/**
 * Past this length a text is a sentence, not a label (hours, a price, a chip, a name): it stays one text node (readers of the page's prose, such as
 * the editor's and the tests', see it whole), and a break inside one of its runs is a paragraph's wrap.
 */
const SHORT_TEXT = 40;

/**
 * `text` as children with its unbreakable runs wrapped; `used` is told when a wrap was made (for the CSS).
 * A `fact` (a contact card's hours, a chip, a footer line) is kept however long it is: it is read as a
 * value, never as prose.
 */
export function keepTogether(text: string, used?: () => void, fact = false): Child {
  // A sentence ("Une première séance pour 35,00 €.") is prose however short: it stays one text too.
  if (!fact && (text.length > SHORT_TEXT || /\s\S*\.$/.test(text.trim()))) return text;
  const runs = keepTogetherRuns(text);
  if (!runs.some((r) => r.keep)) return text;
  used?.();
  return runs.map((r) => (r.keep ? raw(`<span class="nw">${escapeText(r.text)}</span>`) : r.text));
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
