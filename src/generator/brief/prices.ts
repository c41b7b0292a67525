/**
 * Prices exactly as written, in the forms people use: "€12.50", "12,50 €", "EUR 49", "3 900 Ft",
 * "HUF 12 000", "$2,450", "£2.20 per litre", "499 euro", "€19/month", "CHF 35", "1.299 kr", "¥3,000",
 * "₹499". The amount is read for comparisons only; the text is what the page shows.
 */

import { INTL_LIST_START } from "./intl.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import type { PriceFact } from "./types.js";
import { escapeRegex, re } from "./vocabulary.js";

/** Symbols written before the amount, with their ISO code. */
const PREFIX_SYMBOLS: [string, string][] = [
  ["US$", "USD"],
  ["A$", "AUD"],
  ["C$", "CAD"],
  ["NZ$", "NZD"],
  ["HK$", "HKD"],
  ["S$", "SGD"],
  ["R$", "BRL"],
  ["€", "EUR"],
  ["$", "USD"],
  ["£", "GBP"],
  ["¥", "JPY"],
  ["₹", "INR"],
  ["₩", "KRW"],
  ["₽", "RUB"],
  ["₺", "TRY"],
  ["₪", "ILS"],
  ["₫", "VND"],
  ["฿", "THB"],
  ["₴", "UAH"],
  ["₦", "NGN"],
];

const CODES = [
  "EUR",
  "USD",
  "GBP",
  "HUF",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "ISK",
  "PLN",
  "CZK",
  "RON",
  "BGN",
  "JPY",
  "CNY",
  "INR",
  "AUD",
  "CAD",
  "NZD",
  "SGD",
  "HKD",
  "BRL",
  "MXN",
  "ZAR",
  "TRY",
  "ILS",
  "AED",
  "SAR",
  "KRW",
  "UAH",
  "RUB",
];

/** Words and symbols written after the amount. */
const SUFFIX_WORDS: [RegExp, string][] = [
  [/^(?:€|eur|euros?)$/i, "EUR"],
  [/^(?:ft|huf|forints?)$/i, "HUF"],
  [/^(?:\$|dollars?|usd)$/i, "USD"],
  [/^(?:£|pounds?|gbp)$/i, "GBP"],
  [/^(?:zł|zl|pln|złotych|zloty)$/i, "PLN"],
  [/^(?:kč|czk)$/i, "CZK"],
  [/^(?:lei|ron)$/i, "RON"],
  [/^(?:yen|jpy|¥)$/i, "JPY"],
  [/^(?:rupees?|inr|₹)$/i, "INR"],
  [/^(?:chf|francs?)$/i, "CHF"],
  [/^(?:kr|sek|nok|dkk|isk)$/i, ""],
];

/** An amount: grouped ("3 900", "12 000", "2,450", "1.299") or plain, with up to two decimals. */
export const AMOUNT = "\\d{1,3}(?:[ \\u00a0.,'’]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";

const PREFIX = `(?:${PREFIX_SYMBOLS.map(([s]) => escapeRegex(s)).join("|")}|\\b(?:${CODES.join("|")})\\b)`;
const SUFFIX = `(?:€|\\$|£|¥|₹|\\b(?:${CODES.join("|")}|Ft|forints?|euros?|eur|dollars?|pounds?|zł|zl|złotych|Kč|lei|yen|rupees?|francs?|kr)(?![\\p{L}]))`;

/** One price anywhere: "€ 12.50", "12,50 €"; shared with the offer patterns ("free shipping over €40"). */
export const PRICE = `(?:${PREFIX}\\s?(?:${AMOUNT})(?![\\d])|(?<![\\d.,])(?:${AMOUNT})\\s?${SUFFIX})`;

const WHOLE_PRICE = re(`^${PRICE}$`, "iu");

const PRICE_RE = re(
  `(?:(?<prefix>${PREFIX})\\s?(?<amountA>${AMOUNT})(?![\\d])|(?<![\\d.,])(?<amountB>${AMOUNT})\\s?(?<suffix>${SUFFIX}))`,
  "giu",
);

const PER =
  /^\s?(?:\/\s?(?:month|mo|year|yr|night|day|week|person|pp|hour|hr|h|kg|litre|liter|l|lesson|class|session|seat|ticket|head|user|m²|m2|sqm|piece|pc)\b|(?:per|a|an|each)\s+(?:month|year|night|day|week|person|head|hour|kg|kilo|litre|liter|lesson|class|session|seat|ticket|user|guest|child|adult|couple|room|table|box|bottle|bag|piece|portion|dish|plate|course|visit|pass)\b|pp\b|p\.p\.|monthly\b|yearly\b|annually\b|nightly\b|weekly\b|each\b)/iu;

/** A unit after the price in other languages: "pro Stunde", "par mois", "por noche", "al mese", "per maand", "/hó". */
const INTL_PER = re(
  "^\\s?(?:(?:pro|je|par|por|al|alla|per|za|na|a)\\s+(?:stunde|monat|jahr|nacht|person|tag|woche|kurs|einheit|heure|mois|an|nuit|personne|jour|semaine|cours|s[ée]ance|hora|mes|a[ñn]o|noche|persona|d[íi]a|semana|clase|sesi[óo]n|ora|mese|anno|notte|giorno|settimana|lezione|uur|maand|jaar|persoon|dag|week|les|m[êe]s|ano|noite|pessoa|dia|aula|godzin[ęe]|miesi[ąa]c|osob[ęe]|noc|dzie[ńn]|zaj[ęe]cia|lekcj[ęe])|\\/\\s?(?:h[óo]|f[őo]|[ée]j|alkalom|óra|mois|mes|monat|maand|m[êe]s|miesi[ąa]c))(?![\\p{L}])",
  "iu",
);

/** Words between a label and its price ("Tickets cost €25", "Lunch menu for €12.50"). */
const LABEL_TAIL =
  /(?:\s+|^)(?:for|at|is|are|was|costs?|costing|priced|price|prices|from|starting|starts|start|only|just|of|only|now|all|to|be|will|:|=|-|–|—|is only|are only|launch|launches|launching|sells?|selling|goes|retails?|retailing|comes|available|on sale|then|and then)$/iu;
/** The same between a label and its price in other languages: "ab", "à partir de", "desde", "vanaf", "od", "für". */
const INTL_LABEL_TAIL =
  /(?:\s+|^)(?:ab|für|f[üu]r\s+nur|nur|kostet|kosten|zu|à\s+partir\s+de|dès|pour|seulement|co[ûu]te|desde|a\s+partir\s+de|por|solo|sólo|cuesta|cuestan|da|a\s+partire\s+da|costa|costano|vanaf|v\.a\.|voor|slechts|kost|kosten|apenas|custa|od|za|tylko|kosztuje|csak|m[áa]r)$/iu;
const LABEL_HEAD =
  /^(?:and|or|plus|with|also|we|i|you|they|it|our|their|its|a|an|the|offer|offers|serve|serves|sell|sells|have|has|get|enjoy|try|book|buy|charge|charges|make|makes|bake|bakes|provide|provides|includes?|including|featuring|there|is|are)\s+/iu;
/** The same lead-in words in other languages: "Ofrecemos", "Wir bieten", "Nous proposons", "y", "und", "és". */
const INTL_LABEL_HEAD = re(
  `^(?:${INTL_LIST_START}|und|et|y|e|en(?!\\s+suite)|i|és|oraz|sowie|ou|of|oder)\\s+`,
  "iu",
);

const HAS_LETTER = re(String.raw`\p{L}`, "u");

export function extractPrices(text: string, claims: Claims): PriceFact[] {
  const masked = claims.mask(text, MASK);
  const out: PriceFact[] = [];
  for (const m of masked.matchAll(PRICE_RE)) {
    const groups = m.groups ?? {};
    const start = m.index;
    const end = start + m[0].length;
    const amountText = groups.amountA ?? groups.amountB ?? "";
    const currency = groups.prefix ? prefixCode(groups.prefix) : suffixCode(groups.suffix ?? "");
    const amount = parseAmount(amountText);
    if (!Number.isFinite(amount)) continue;
    // The longer reading wins: "/hó" (Hungarian "a month") is not "/h".
    const perEn = PER.exec(text.slice(end));
    const perIntl = INTL_PER.exec(text.slice(end));
    const per = perIntl && perIntl[0].length > (perEn?.[0].length ?? 0) ? perIntl : perEn;
    const perText = per ? per[0].trim() : undefined;
    const afterEnd = end + (per ? per[0].length : 0);
    claims.add(start, afterEnd, "price");
    const label = priceLabel(text, start, afterEnd);
    const fact: PriceFact = { text: text.slice(start, end), amount, currency, label };
    if (perText) fact.per = perText;
    const of = packOwner(text, start, label);
    if (of) fact.of = of;
    out.push(fact);
  }
  return out;
}

function prefixCode(prefix: string): string {
  const symbol = PREFIX_SYMBOLS.find(([s]) => s === prefix);
  return symbol ? symbol[1] : prefix.toUpperCase();
}

function suffixCode(suffix: string): string {
  const found = SUFFIX_WORDS.find(([re]) => re.test(suffix));
  if (found) return found[1] || suffix.toUpperCase().replace("KR", "");
  return CODES.includes(suffix.toUpperCase()) ? suffix.toUpperCase() : "";
}

/** "12.50" → 12.5, "3 900" → 3900, "1.299" → 1299, "12,50" → 12.5, "2,450" → 2450. */
export function parseAmount(raw: string): number {
  const compact = raw.replace(/[ \u00a0'’]/g, "");
  const decimals = /[.,](\d{1,2})$/.exec(compact);
  if (decimals) {
    const whole = compact.slice(0, decimals.index).replace(/[.,]/g, "");
    return Number(`${whole}.${decimals[1]}`);
  }
  return Number(compact.replace(/[.,]/g, ""));
}

const CLAUSE_BREAKS = /[,;()!?•|]|\.\s|:\s(?=\S)/gu;

/** A lead-in before what is priced: "taking Friday preorders for sourdough loaves" → "sourdough loaves". */
const LEAD_IN = /^.*\s(?:for|of|on|like|including|such as)\s+(?=\S)/iu;
const MAX_LABEL_WORDS = 8;

/**
 * The label without a word that joins it to its price in another language ("Kurs ab", "carte à partir de").
 * A capitalised word that is the whole label stays: in "Solo $9/month" it names the plan (not Spanish "solo").
 */
function withoutIntlTail(label: string): string {
  const rest = label.replace(INTL_LABEL_TAIL, "");
  return rest.trim() === "" && /^\p{Lu}/u.test(label.trim()) ? label : rest;
}

/** The label in `before` (text that ends right before the price), or "" when it has none. */
function labelBefore(before: string): { label: string; at: number } {
  let clauseStart = 0;
  let opened = false;
  for (const m of before.matchAll(CLAUSE_BREAKS)) {
    clauseStart = m.index + m[0].length;
    opened = m[0] === "(";
  }
  let label = before.slice(clauseStart);
  for (let i = 0; i < 4; i++) label = withoutIntlTail(label.trimEnd().replace(LABEL_TAIL, ""));
  for (let i = 0; i < 6; i++) label = label.trimStart().replace(LABEL_HEAD, "").replace(INTL_LABEL_HEAD, "");
  // A joining word alone is no label ("… £38 each, or £180 for a block of 5").
  label = label.trim().replace(/^(?:or|and|plus|then|with|also|but|so|oder|ou|o|of|vagy|lub)$/iu, "");
  // A price in parentheses right after what it prices ("sourdough loaves (€6.50)") labels from before them.
  if (!label && opened) return labelBefore(before.slice(0, clauseStart - 1));
  if (label.split(/\s+/).length > MAX_LABEL_WORDS) label = label.replace(LEAD_IN, "");
  // A price is no label ("3 900 Ft (€12.50)").
  if (
    !label ||
    label.split(/\s+/).length > MAX_LABEL_WORDS ||
    !HAS_LETTER.test(label) ||
    WHOLE_PRICE.test(label)
  )
    return { label: "", at: 0 };
  return { label, at: clauseStart };
}

/** A pack of what the parentheses belong to: "cardamom buns (€3 each, box of 6 for €16)". */
const PACK =
  /^(?:a\s+)?(?:(?:box|pack|bag|set|tray|bundle|case|jar|bottle|carton|crate|batch|pair|dozen|half[- ]dozen)\b|\d+\s)/iu;

/** What a pack priced inside parentheses belongs to: the words before them, verbatim. */
function packOwner(text: string, start: number, label: string): string | undefined {
  if (!PACK.test(label)) return undefined;
  const before = text.slice(Math.max(0, start - 160), start);
  const opened = before.lastIndexOf("(");
  if (opened < 0 || opened < before.lastIndexOf(")") || !before.slice(opened).includes(label))
    return undefined;
  return labelBefore(before.slice(0, opened)).label || undefined;
}

/** What is priced, from the same clause: the words before the price, else "for …" after it. */
function priceLabel(text: string, start: number, end: number): string {
  // Only the last words before the price can be its label; a bounded look-back keeps long input linear.
  const lookBack = Math.max(0, start - 160);
  const before = text.slice(lookBack, start);
  const { label, at } = labelBefore(before);
  // "Tally Plus is £2.99/month or £19.99/year": a label that holds the price before is that price's label.
  const earlier = label ? lastPriceIn(label) : undefined;
  if (earlier !== undefined) {
    const owner = labelBefore(before.slice(0, at + earlier)).label;
    return owner ? tidy(text, owner, lookBack) : "";
  }
  if (label) return tidy(text, label, lookBack + at);
  const after = /^\s*(?:for|-|–|—|:)\s+(?:a|an|the)?\s*([^,;.!?()]{2,60})/iu.exec(text.slice(end));
  if (after && after[1].trim().split(/\s+/).length <= 7) return after[1].trim();
  return "";
}

const ONE_PRICE = re(PRICE_RE.source, "iu");

/** Where the last price in a label starts, when the label holds one. */
function lastPriceIn(label: string): number | undefined {
  if (!ONE_PRICE.test(label)) return undefined;
  let last: number | undefined;
  for (const m of label.matchAll(PRICE_RE)) last = m.index;
  return last;
}

function tidy(text: string, label: string, from: number): string {
  const at = text.indexOf(label, from);
  const span = trimSpan(text, at, at + label.length);
  return text.slice(span.start, span.end);
}
