/**
 * Prices exactly as written, in the forms people use: "€12.50", "12,50 €", "EUR 49", "3 900 Ft",
 * "HUF 12 000", "$2,450", "£2.20 per litre", "499 euro", "€19/month", "CHF 35", "1.299 kr", "¥3,000",
 * "₹499". The amount is read for comparisons only; the text is what the page shows.
 */

import { INTL_LIST_START } from "./intl.js";
import { QUANTITY_BEFORE } from "./multi-buy.js";
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

/**
 * A size word after a prefixed amount: "£5 million", "$2.5m", "€10k", "£1.2bn". A lone letter only
 * touching the digits ("$12 m" is no million).
 */
const SCALE = "(?:\\s?(?:million|billion|thousand|mn|bn)(?![\\p{L}])|[km](?![\\p{L}\\d]))";
const SCALE_FACTORS: [RegExp, number][] = [
  [/^\s?(?:k|thousand)$/i, 1e3],
  [/^\s?(?:m|mn|million)$/i, 1e6],
  [/^\s?(?:bn|billion)$/i, 1e9],
];
/** "£60+" is "£60 and up"; "£750+VAT" is the tax, not that. */
const AND_UP = "(?:\\+(?!\\s?(?:VAT|tax|GST|\\d)))";

/** One price anywhere: "€ 12.50", "12,50 €"; shared with the offer patterns ("free shipping over €40"). */
export const PRICE = `(?:${PREFIX}\\s?(?:${AMOUNT})(?![\\d])${SCALE}?|(?<![\\d.,])(?:${AMOUNT})\\s?${SUFFIX})`;

const WHOLE_PRICE = re(`^${PRICE}$`, "iu");

/**
 * A price, or a range of two said as one ("£55-£70", "£55–70", "20–30 €"): the range is one fact, its
 * `amount` the lower end. The upper end is checked to be the higher in extractPrices.
 */
const PRICE_RE = re(
  `(?:(?<prefix>${PREFIX})\\s?(?<amountA>${AMOUNT})(?![\\d])(?<scale>${SCALE})?(?:\\s?[-–]\\s?(?:${PREFIX})?\\s?(?<highA>${AMOUNT})(?![\\d.,:]|\\s?(?:[ap]m|%)(?![\\p{L}])))?|(?<![\\d.,])(?:(?<lowB>${AMOUNT})\\s?[-–]\\s?)?(?<amountB>${AMOUNT})\\s?(?<suffix>${SUFFIX})(?!\\s?\\d))${AND_UP}?`,
  "giu",
);

/** Words a price is "a" or "an" of: "£16 a pair", "€89 a night", "£18 a walk". */
const A_UNIT =
  "(?:month|year|night|day|week|fortnight|term|semester|season|quarter|person|head|hour|kg|kilo|litre|liter|pint|lesson|class|session|seat|ticket|user|guest|child|adult|couple|family|student|pupil|employee|member|household|room|table|box|bottle|bag|jar|tin|can|pack|kit|set|pair|dozen|slice|bunch|bouquet|loaf|glass|cup|piece|portion|meal|serving|dish|plate|course|visit|pass|walk|groom|clean|delivery|stay|dog|cat|pet|car|vehicle|load|trip|tour|round|game|go)";
/** Units written with a slash: "/month", "/hr", "/user". */
const SLASH_UNIT =
  "(?:month|mo|year|yr|night|day|week|person|pp|hour|hr|h|kg|litre|liter|l|lesson|class|session|seat|ticket|head|user|seat|employee|member|m²|m2|sqm|sq\\s?ft|piece|pc|item|dog|child|guest|room)";
/** A stretch of time a price buys: "£10 for 30 mins", "€140 for two nights". */
const TIME_SPAN = `for\\s(?:an?|one|two|three|four|five|six|\\d+)[\\s-](?:minutes?|mins?|hours?|hrs?|nights?|days?|weeks?|months?)`;
/** One unit after a price: "per litre", "a night", "/month", "per employee", "pp", "each", "fitted". */
const ONE_PER = `(?:\\/\\s?${SLASH_UNIT}(?![\\p{L}])|(?:per|a|an|each)\\s${A_UNIT}(?![\\p{L}])|per\\s(?:sq\\.?\\s?(?:ft|m)|square\\s(?:foot|feet|metre|meter)|(?!(?:the|a|an|our|your|cent)\\s)\\p{L}[\\p{L}²-]*)|${TIME_SPAN}|pp(?![\\p{L}])|p\\.p\\.|billed\\s(?:annually|monthly|yearly|quarterly)|month[- ]to[- ]month|pay[- ]as[- ]you[- ]go|(?:monthly|yearly|annually|nightly|weekly|each|apiece|fitted|installed|delivered)(?![\\p{L}]))`;
/** A unit, or two in a row: "per user per month", "/user/month", "/hr per gardener", "a month per seat". */
const PER = re(`^\\s?${ONE_PER}(?:\\s?${ONE_PER})?`, "iu");

/** A unit after the price in other languages: "pro Stunde", "par mois", "por noche", "al mese", "per maand", "/hó". */
const INTL_PER = re(
  "^\\s?(?:(?:pro|je|par|por|al|alla|per|za|na|a|la|le|el|l['’])\\s?(?:stunde|monat|jahr|nacht|person|tag|woche|kurs|einheit|heure|mois|an|nuit|personne|jour|semaine|cours|s[ée]ance|hora|mes|a[ñn]o|noche|persona|d[íi]a|semana|clase|sesi[óo]n|ora|mese|anno|notte|giorno|settimana|lezione|uur|maand|jaar|persoon|dag|week|les|m[êe]s|ano|noite|pessoa|dia|aula|godzin[ęe]|miesi[ąa]c|osob[ęe]|noc|dzie[ńn]|zaj[ęe]cia|lekcj[ęe])|\\/\\s?(?:h[óo]|f[őo]|[ée]j|alkalom|óra|mois|mes|monat|maand|m[êe]s|miesi[ąa]c))(?![\\p{L}])",
  "iu",
);

/** Words between a label and its price ("Tickets cost €25", "Lunch menu for €12.50"). */
const LABEL_TAIL =
  /(?:\s+|^)(?:for|at|is|are|was|costs?|up\s+to|costing|priced|price|prices|from|starting|starts|start|only|just|of|only|now|all|to|be|will|:|=|-|–|—|is only|are only|launch|launches|launching|sells?|selling|goes|retails?|retailing|comes|available|on sale|then|and then)$/iu;
/** The same between a label and its price in other languages: "ab", "à partir de", "desde", "vanaf", "od", "für". */
const INTL_LABEL_TAIL =
  /(?:\s+|^)(?:ab|für|f[üu]r\s+nur|nur|kostet|kosten|zu|à\s+partir\s+de|au\s+prix\s+de|à|dès|pour|seulement|co[ûu]te|desde|a\s+partir\s+de|por|solo|sólo|cuesta|cuestan|da|a\s+partire\s+da|costa|costano|vanaf|v\.a\.|voor|slechts|kost|kosten|apenas|custa|od|za|tylko|kosztuje|csak|m[áa]r|a)$/iu;
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
    let end = start + m[0].length;
    const low = groups.lowB ?? groups.amountA;
    const high = groups.highA ?? (groups.lowB ? groups.amountB : undefined);
    // "£20 - 14 …" is a price and another number, no range: a range goes up.
    if (high !== undefined && low !== undefined && parseAmount(high) <= parseAmount(low)) {
      if (groups.highA !== undefined) end = start + m[0].search(/\s?[-–]/u);
      else continue;
    }
    const amountText =
      high !== undefined && groups.lowB ? groups.lowB : (groups.amountA ?? groups.amountB ?? "");
    const currency = groups.prefix ? prefixCode(groups.prefix) : suffixCode(groups.suffix ?? "");
    const scale = SCALE_FACTORS.find(([word]) => word.test(groups.scale ?? ""))?.[1] ?? 1;
    const amount = parseAmount(amountText) * scale;
    if (!Number.isFinite(amount)) continue;
    // The longer reading wins: "/hó" (Hungarian "a month") is not "/h".
    const perEn = PER.exec(text.slice(end));
    const perIntl = INTL_PER.exec(text.slice(end));
    const per = perIntl && perIntl[0].length > (perEn?.[0].length ?? 0) ? perIntl : perEn;
    const perText = per ? per[0].trim() : undefined;
    const afterEnd = end + (per ? per[0].length : 0);
    claims.add(start, afterEnd, "price");
    const read = priceLabel(text, start, afterEnd);
    const label = CAPACITY_ONLY.test(read) ? "" : read;
    const fact: PriceFact = { text: text.slice(start, end), amount, currency, label };
    if (perText) fact.per = perText;
    const of = packOwner(text, start, label);
    if (of) fact.of = of;
    const note = priceNote(text.slice(afterEnd));
    // "£15 on the door": with nothing else to name it, when it holds names the price.
    if (note && !label && WHEN_WHERE.test(text.slice(afterEnd))) fact.label = note;
    else if (note) fact.note = note;
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

/** Where a clause ends: a comma, bracket, full stop, colon with words after it, or a dash between words (" - "). */
// A comma between digits is a decimal comma or a thousands separator: "Bottiglia da 0,75 l 18 €" is one clause.
/** A dot after these is no clause's end: "Espresso Bohne Nr. 5 250 g 11,90 €" is named whole. */
const ABBREVIATED = String.raw`(?<![^\p{L}](?:[Nn]r|[Nn]o|[Dd]r|[Ss]t|[Aa]rt|[Rr]ef|[Vv]ol|ca|inkl|incl|approx|Mr|Mrs|Ms))`;
const CLAUSE_BREAKS = new RegExp(
  String.raw`(?<!\d),|,(?!\d)|[;()!?•|]|${ABBREVIATED}\.\s|:\s(?=\S)|\s[-–—]\s(?=\S)`,
  "gu",
);
/** The same without commas: where a run of listed clauses starts ("Beeswax candles: hand-poured, unscented, £6"). */
const SEGMENT_BREAKS = /[;()!?•|]|\.\s|:\s(?=\S)|\s[-–—]\s(?=\S)/gu;

/** A lead-in before what is priced: "taking Friday preorders for sourdough loaves" → "sourdough loaves". */
const LEAD_IN = /^.*\s(?:for|of|on|like|including|such as)\s+(?=\S)/iu;
const MAX_LABEL_WORDS = 8;
/** Words that join a price to what came before without naming anything ("It's £15", "or £100", "then €4.99"). */
const FILLER_ONLY =
  /^(?:(?:or|and|plus|then|with|also|but|so|it['’]s|it|is|are|that['’]s|they['’]re|which|we|i|you|pay|oder|ou|o|of|vagy|lub|daarna|dan|dann|danach|ensuite|puis|después|luego|poi|dopo|depois|potem|następnie|utána|aztán)\s*)+$/iu;
/** Words that make a price in brackets another time's price: "(will be €119)", "(was £60)", "(RRP £40)". */
const OTHER_TIME =
  /(?<![\p{L}])(?:will|be|was|were|usually|normally|rrp|later|instead|regular(?:ly)?)(?![\p{L}])/iu;
/** A verb in a run of clauses: "Lessons are 60 minutes, £38 each" prices no "lessons are 60 minutes". */
const CLAUSE_VERB =
  /(?<![\p{L}])(?:is|are|was|were|will|can|have|has|had|do|does|we|you|they|i|it|it['’]s|we['’]re|get|gets)(?![\p{L}])/iu;

/**
 * The label without a word that joins it to its price in another language ("Kurs ab", "carte à partir de").
 * A capitalised word that is the whole label stays: in "Solo $9/month" it names the plan (not Spanish "solo").
 */
function withoutIntlTail(label: string): string {
  const rest = label.replace(INTL_LABEL_TAIL, "");
  return rest.trim() === "" && /^\p{Lu}\p{L}*$/u.test(label.trim()) ? label : rest;
}

interface Label {
  label: string;
  /** Where the label's clause starts in the text it was read from. */
  at: number;
}
const NO_LABEL: Label = { label: "", at: 0 };

/** A label that says its thing is free, in the languages the composer writes. */
const FREE_LABEL =
  /(?<![\p{L}])(?:free|gratis|kostenlos|gratuit[oae]?s?|gratuita|grátis|darmow[aey]|bezpłatn[aey]|ingyenes)(?![\p{L}])/iu;

/**
 * A label that only says what kind of price it is ("Fixed from €2,400", "Fixed fees from £90", "Flat rate
 * €60", "Festpreis ab 90 €"): part of the price (facts.ts priceLine shows it), never a thing sold.
 */
const PRICE_KIND =
  /^(?:(?:fixed|flat|set|all-in|all-inclusive|transparent|honest|clear|fair)\s*(?:rates?|prices?|fees?|costs?|pricing)?|(?:our\s+)?(?:prices?|fees?|rates?|pricing)|festpreis(?:e)?|pauschal(?:preis)?e?|forfait(?:aire)?|tarifs?\s+fixes?|prix\s+fixes?|precio\s+(?:fijo|cerrado)|tarifa\s+(?:plana|fija)|prezzo\s+fisso|tariffa\s+fissa|vaste\s+prijs|vaste\s+tarieven|preço\s+fixo|stała\s+cena)$/iu;

/** The label in `before` (text that ends right before the price), or "" when it has none. */
function labelBefore(before: string): Label {
  let clauseStart = 0;
  let lastBreak = "";
  for (const m of before.matchAll(CLAUSE_BREAKS)) {
    clauseStart = m.index + m[0].length;
    lastBreak = m[0];
  }
  const clause = before.slice(clauseStart);
  // "Group walks (max 4 dogs) £14", "Initial assessment (45 min) £65": a note in brackets between what is
  // priced and its price belongs to the label.
  if (lastBreak === ")" && clause.trim() === "") return labelWithNote(before, clauseStart);
  // A multi-buy's count belongs to the price, not the name: "Birria tacos 3 for $12" prices "Birria tacos".
  // Only after a name: "box of 6 for €16" is a pack, "or 5 for £32" has no name of its own.
  const named = clause.replace(QUANTITY_BEFORE, "").trim();
  let label =
    QUANTITY_BEFORE.test(clause) && /\p{L}{3,}$/u.test(named) && !/\sof$/iu.test(named) ? named : clause;
  for (let i = 0; i < 4; i++) label = withoutIntlTail(label.trimEnd().replace(LABEL_TAIL, ""));
  for (let i = 0; i < 6; i++) label = label.trimStart().replace(LABEL_HEAD, "").replace(INTL_LABEL_HEAD, "");
  label = label.trim();
  // A joining word alone is no label ("… £38 each, or £180 for a block of 5", "It's £15"), but a capitalised
  // one inside a sentence names a plan ("Starter £9/month, Plus £19/month").
  const planName = /^\p{Lu}\p{Ll}+$/u.test(label) && /^[,;(]$/.test(lastBreak);
  if (FILLER_ONLY.test(label) && !planName) label = "";
  // A price in parentheses right after what it prices ("sourdough loaves (€6.50)") labels from before them;
  // one said to be another time's price ("€89 (will be €119)", "(was £60)") prices something else.
  if (!label && lastBreak === "(" && !OTHER_TIME.test(clause))
    return labelBefore(before.slice(0, clauseStart - 1));
  if (label.split(/\s+/).length > MAX_LABEL_WORDS) label = label.replace(LEAD_IN, "");
  // A price is no label ("3 900 Ft (€12.50)"), nor is what is free ("Gratis para un aula, 6 € al mes…":
  // the free plan costs nothing, the price is the next clause's).
  if (
    !label ||
    FREE_LABEL.test(label) ||
    label.split(/\s+/).length > MAX_LABEL_WORDS ||
    !HAS_LETTER.test(label) ||
    WHOLE_PRICE.test(label) ||
    PRICE_KIND.test(label)
  )
    return NO_LABEL;
  return { label, at: clauseStart };
}

/** The label before a bracketed note, with the note: "Initial assessment (45 min)". */
function labelWithNote(before: string, noteEnd: number): Label {
  const open = before.lastIndexOf("(", noteEnd);
  if (open < 0) return NO_LABEL;
  const ahead = before.slice(0, open).trimEnd();
  const owner = labelBefore(ahead);
  if (!owner.label || !ahead.endsWith(owner.label) || ONE_PRICE.test(before.slice(open, noteEnd)))
    return NO_LABEL;
  return { label: `${owner.label}${before.slice(ahead.length, noteEnd)}`.trim(), at: owner.at };
}

/**
 * A price alone in its clause after a run of listed words prices that run, or the name before the colon
 * that introduced it: "Bottomless brunch on Saturdays, £35 pp", "Slim, straight and relaxed fits, $128
 * each", "Beeswax candles: hand-poured, unscented, £6 each".
 */
function labelFromEarlierClauses(before: string): Label {
  if (!/,\s*$/.test(before)) return NO_LABEL;
  let segmentStart = 0;
  let colon = false;
  for (const m of before.matchAll(SEGMENT_BREAKS)) {
    segmentStart = m.index + m[0].length;
    colon = m[0].startsWith(":");
  }
  const run = before.slice(segmentStart).replace(/[,\s]+$/, "");
  if (!run || ONE_PRICE.test(run)) return NO_LABEL;
  if (colon) {
    const name = labelBefore(before.slice(0, segmentStart));
    if (name.label && name.label.split(/\s+/).length <= 5) return name;
  }
  let label = run;
  for (let i = 0; i < 6; i++) label = label.trimStart().replace(LABEL_HEAD, "");
  if (
    CLAUSE_VERB.test(label) ||
    FREE_LABEL.test(label) ||
    label.split(/\s+/).length > MAX_LABEL_WORDS ||
    !HAS_LETTER.test(label)
  )
    return NO_LABEL;
  return { label, at: segmentStart };
}

/** A pack of what the parentheses belong to: "cardamom buns (€3 each, box of 6 for €16)". */
const PACK =
  /^(?:a\s+)?(?:(?:box|pack|bag|set|tray|bundle|case|jar|bottle|carton|crate|batch|pair|dozen|half[- ]dozen)\b|\d+\s)/iu;

/** A size a thing is sold in: "340g jar", "1 kg bag", "500ml bottle", "6 x 330ml cans". */
const SIZE = /^\d+(?:[.,]\d+)?\s?(?:g|kg|ml|cl|l|oz|lb|x|litres?|liters?|kilos?|grams?)\b/iu;

/**
 * What a pack or size belongs to: the words before the parentheses it is priced in ("cardamom buns (€3
 * each, box of 6 for €16)"), or before the comma ahead of it ("Raw wildflower honey, 340g jar £8.50").
 */
function packOwner(text: string, start: number, label: string): string | undefined {
  if (!PACK.test(label) && !SIZE.test(label)) return undefined;
  const before = text.slice(Math.max(0, start - 160), start);
  const comma = before.lastIndexOf(`, ${label}`);
  if (comma >= 0 && SIZE.test(label)) {
    const owner = labelBefore(before.slice(0, comma)).label.replace(/^[-–•*·]\s+/u, "");
    return owner && !ONE_PRICE.test(owner) ? owner : undefined;
  }
  const opened = before.lastIndexOf("(");
  if (opened < 0 || opened < before.lastIndexOf(")") || !before.slice(opened).includes(label))
    return undefined;
  return labelBefore(before.slice(0, opened)).label || undefined;
}

/** Words that start no name after a price: "£2.20 per litre from our farm shop", "£45 including a glass". */
/** A count of places before a price ("8 places, £45") says how many, not what the price is for. */
const CAPACITY_ONLY =
  /^(?:max(?:imum)?\s+|up to\s+)?\d+\s+(?:places?|seats?|spots?|spaces?|tickets?|participants?|people|guests|Plätze|places|plazas|posti|plekken|lugares|vagas|miejsc|fő|hely)$/iu;

const NOT_A_NAME_AFTER =
  /^(?:from|for|to|with|without|including|incl|inc|in|at|on|per|and|or|plus|then|but|if|when|only|each|off|a|an|the|is|are|was|will|feeds?|buys?|gets?|covers?|pays?)$/iu;

/** What is priced, from the same clause: the words before the price, else "for …" after it. */
function priceLabel(text: string, start: number, end: number): string {
  // Only the last words before the price can be its label; a bounded look-back keeps long input linear.
  const lookBack = Math.max(0, start - 160);
  const before = text.slice(lookBack, start);
  const own = ownLabel(before);
  if (own.label) return tidy(text, own.label, lookBack + own.at);
  const after = text.slice(end);
  const named = /^\s*(?:for|-|–|—|:)\s+(?:(?:a|an|the)\s+)?([^,;.!?()]{2,60})/iu.exec(after);
  // "£6 each - Gift box (3 jars) £22": words after a dash that lead to a price of their own are its label.
  const nextClause = named ? after.slice(named[0].length).split(/[,;.!?]/u)[0] : "";
  if (named && named[1].trim().split(/\s+/).length <= 7 && !ONE_PRICE.test(nextClause))
    return named[1].trim();
  // "$95 service call, waived if …": a price that starts its clause, then a short name up to the clause's end.
  const trailing = re(String.raw`^\s(\p{L}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,2})(?=\s?(?:[,;.!?)]|$))`, "u").exec(
    after,
  );
  if (trailing && /(?:^|[.!?;:(]\s*)$/u.test(before) && !NOT_A_NAME_AFTER.test(trailing[1].split(/\s/)[0]))
    return trailing[1];
  const earlier = labelFromEarlierClauses(before);
  return earlier.label ? tidy(text, earlier.label, lookBack + earlier.at) : "";
}

/**
 * The label in the clause before a price. A clause that holds an earlier price labels this one too when
 * only joining words stand between them ("Tally Plus is £2.99/month or £19.99/year"); words that name
 * something else label it themselves ("Jumpers £95 Hats £28"), and other words leave it without one
 * ("Pre-order price €89 (will be €119)" gives €119 no "pre-order" label).
 */
function ownLabel(before: string): Label {
  const { label, at } = labelBefore(before);
  if (!label) return labelAfterLastPrice(before);
  const earlier = lastPriceIn(label);
  if (earlier === undefined) return { label, at };
  const priceEnd = earlier + (ONE_PRICE.exec(label.slice(earlier))?.[0].length ?? 0);
  const unit = PER.exec(label.slice(priceEnd))?.[0].length ?? 0;
  const between = label.slice(priceEnd + unit);
  if (FILLER_ONLY.test(between.replace(/[\s,/]+/g, " ").trim()) || between.trim() === "")
    return labelBefore(before.slice(0, at + earlier));
  const name = labelBefore(between);
  const start = before.lastIndexOf(between);
  return name.label && !CLAUSE_VERB.test(between) ? { label: name.label, at: start + name.at } : NO_LABEL;
}

/**
 * A clause too long to be one label that holds an earlier price: the words after that price name this
 * one ("Cours particuliers de 60 minutes à 35 € ou forfait de 10 cours à 320 €" → "forfait de 10 cours").
 */
function labelAfterLastPrice(before: string): Label {
  const last = lastPriceIn(before);
  if (last === undefined) return NO_LABEL;
  const priceEnd = last + (ONE_PRICE.exec(before.slice(last))?.[0].length ?? 0);
  const between = before.slice(priceEnd);
  if (/[.;!?:]/.test(between) || CLAUSE_VERB.test(between)) return NO_LABEL;
  const name = labelBefore(between);
  return name.label ? { label: name.label, at: priceEnd + name.at } : NO_LABEL;
}

const ONE_PRICE = re(PRICE_RE.source, "iu");

/**
 * A note in brackets right after a price, or after a colon to the end of its line: "(8 hours, 400+ edited
 * photos)", "(includes VAT returns)", "Full service £95: new cables, bearings checked, wheels trued".
 */
const BRACKET_NOTE = /^\s?\(([^()]{2,80})\)|^:\s([^.;!?()]{2,80}?)(?=\s[-–—•]\s|[.;!?]|$)/u;
/** When or where a price holds, after it: "in advance", "on the door", "until 1 March", "before 5pm". */
const WHEN_WHERE = re(
  String.raw`^,?\s((?:in\sadvance|on\sthe\sdoor|at\sthe\sdoor|on\sthe\sday|online|off-peak|(?:on|at)\s(?:weekdays|weekends|the\sweekend)(?:\s(?:before|after)\s[^,;.!?()\uFFFF]{2,20}?)?|(?:until|till|before)\s[^,;.!?()\uFFFF]{2,30}?))(?=\s?[,;.!?()]|\s(?:and|but|or)\s|$)`,
  "iu",
);
/**
 * What comes with the price, said after it: "with unlimited meetings", "including a glass of fizz",
 * "inkl. Ton, Glasur und Brand", "with 3D terrain and unlimited regions" (a figure may open it).
 */
const COMES_WITH = re(
  String.raw`^,?\s((?:with|including|incl\.|includes|inc\.|inkl\.|inklusive|inclus|inclusief|incluido|incluidos|incluye|incluso|inclusi)\s[\p{L}\p{N}](?:[^,;.!?()\uFFFF]{1,40}(?:,\s[^,;.!?()\uFFFF]{1,40})*,?\s(?:and|&|und|et|y|e|en)\s[^,;.!?()\uFFFF]{1,40}(?=\s?[;.!?()]|$)|[^,;.!?()\uFFFF]{1,60}?(?=\s?[,;.!?()]|\s(?:but|or)\s|$))|[\p{L}-]+(?:\s[\p{L}-]+){0,2}\sincluded(?=\s?[,;.!?()]|\s(?:and|but|or)\s|$))`,
  "iu",
);

/** What the price comes with or when it holds (PriceFact.note), from the words right after it and its unit. */
function priceNote(after: string): string {
  const bracket = BRACKET_NOTE.exec(after);
  const note =
    bracket?.[1] ?? bracket?.[2] ?? COMES_WITH.exec(after)?.[1] ?? WHEN_WHERE.exec(after)?.[1] ?? "";
  // Another price inside is a second price, not a note on this one ("(€3 each, box of 6 for €16)").
  return note && !ONE_PRICE.test(note) && HAS_LETTER.test(note) ? note.trim() : "";
}

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
