/**
 * Offers and promises the user makes, verbatim: "free shipping over €40", "first class free",
 * "30-day returns", "10% off for students", "free parking", "14-day free trial".
 */
import { PRICE } from "./prices.js";
import { type Claims, MASK, trimSpan } from "./spans.js";
import { NUMBER_WORD, re } from "./vocabulary.js";

const FREE_THINGS =
  "(?:shipping|delivery|postage|p&p|parking|wi-?fi|returns?|exchanges?|repairs?|consultations?|trial|estimates?|quotes?|quotations?|surveys?|measuring|cancellation|coffee|dessert|drinks?|entry|admission|tastings?|assessments?|check-?ups?|installation|fitting|samples?|gift wrapping|gift wrap|first lesson|class|classes|lessons?|sessions?|tickets?|transfers?|breakfast|pickup|pick-up|collection|alterations|engraving|diagnostics?|inspection|valuation|intro call|introductory (?:call|session|class)|taster session|wifi|updates|upgrades?|support|setup|onboarding|plan|tier|version|ebook|guide|webinar|workshop|e-?book|courtesy cars?|call-?outs?|refills?|storage|servicing|health checks?|eye tests?|(?:first\\s)?meeting|chat|calls?|(?:phone|video|discovery|intro)\\s(?:call|chat)|review|audit|demo|home\\ssurvey)";
/** Words before the free thing: "free 30-minute first consultation", "free next-day UK delivery". */
const FREE_KIND =
  "(?:local|same-day|next-day|express|standard|\\d+-minute|\\d+-day|\\d+-hour|first|initial|on-site|guest|street|secure|tracked|UK|US|EU|worldwide|nationwide|international|domestic|home|no-obligation|lifetime|unlimited|personal|private|courtesy|in-home|one-off|mobile)";
/** Who or what an offer is for, after it: a threshold, a group, a first order, a code, a region. */
const ONE_CONDITION = `(?:\\s+(?:on\\s+(?:all\\s+)?orders\\s+)?(?:over|above|from|for\\s+orders\\s+over|on\\s+orders\\s+over|when\\s+you\\s+spend)\\s+${PRICE}|\\s+(?:for|to)\\s+(?:all\\s+)?(?:students|kids|children|members|seniors|newcomers|new\\s+(?:customers|members|clients|patients|students|subscribers)|locals|groups|first-time\\s+\\w+|everyone|NHS\\s+staff|key\\s+workers|teachers|veterans|pensioners|siblings)(?:\\s+under\\s+\\d+)?|\\s+(?:on\\s+)?(?:your|the)\\s+first\\s+(?:order|booking|box|visit|month|class|lesson|session|purchase|treatment|stay)|\\s+with\\s+(?:the\\s+)?(?:code|coupon|voucher\\s+code|promo\\s+code)\\s+[A-Z0-9]{3,}|\\s+on\\s+(?:subscriptions|all\\s+orders|everything|weekdays|orders)|\\s+(?:in|within)\\s+(?:the\\s+)?(?:EU|UK|US|city|town|[\\p{Lu}][\\p{L}-]+)|\\s+for\\s+life|\\s+with\\s+(?:any|every|each|all|your)\\s+\\p{L}+(?:\\s+over\\s+${PRICE})?|,?\\s+no\\s+(?:credit\\s+|debit\\s+)?card\\s+(?:needed|required)|,?\\s+no\\s+strings(?:\\s+attached)?|,?\\s+no\\s+obligation)`;
const CONDITION = `(?:${ONE_CONDITION}){0,2}`;

/** Words written together with "free" that say what something lacks, not what is given away. */
const LACKS =
  "(?:gluten|sugar|dairy|nut|lactose|alcohol|fragrance|plastic|cruelty|stress|hassle|hands|tax|duty|rent|debt|smoke|risk|carbon|care|worry|commission|interest|toll|fat|meat|caffeine|pain|fuss|scent|chemical|pesticide|ad|BPA|palm\\s+oil)";

const OFFER_PATTERNS: RegExp[] = [
  // "free shipping over €40", "free parking", "Free 30-minute first consultation", "free UK postage on orders over £60"
  re(`\\b(?:completely\\s+)?free\\s+(?:${FREE_KIND}\\s+){0,3}${FREE_THINGS}\\b${CONDITION}`, "giu"),
  // A free plan: "Free for 5 meetings a month", "free for up to 5 staff", "Free to download", "Free forever",
  // "Free on iPhone and Android", "Free for teachers", "Free if your insurer covers it"
  re(
    `(?<![\\p{L}-])free\\s+(?:forever|for\\s+life|to\\s+(?:download|attend|join|use|enter|try|start|watch|read|listen)|for\\s+(?:up\\s+to\\s+)?\\d[\\d,]*\\s+\\p{L}+(?:\\s+(?:a|per)\\s+(?:month|year|week|day))?|for\\s+(?:personal|non-commercial|individual)\\s+use|on\\s+(?:iPhone|iOS|Android|iPad|Mac|Windows|the\\s+web)(?:\\s+(?:and|&)\\s+(?:iPhone|iOS|Android|iPad|Mac|Windows|the\\s+web))?|for\\s+(?:teachers|students|nonprofits|charities|schools|educators|open[- ]source|NHS\\s+staff|members|everyone|individuals)|if\\s+[^,.;!?]{3,40})(?![\\p{L}])`,
    "giu",
  ),
  // "Hotel pick-up included", "recording included": what a price includes, said as a promise
  re(
    `(?<=^|[.,;:!?(]\\s?)(?:[\\p{L}][\\p{L}'’-]*\\s){0,3}[\\p{L}][\\p{L}'’-]*\\s(?:is\\s|are\\s)?included(?=\\s?[.,;!?)]|$)`,
    "giu",
  ),
  // "first class free", "your first lesson is free", "the first month is on us"
  re(
    `\\b(?:your\\s+|the\\s+)?(?:first|1st)\\s+(?:\\p{L}+\\s+)?(?:class|lesson|session|visit|month|week|consultation|coffee|drink|box|order|delivery|night|ride|trial)\\s+(?:is\\s+)?(?:free|on\\s+us|half[ -]price|\\d+\\s?%\\s+off)${CONDITION}`,
    "giu",
  ),
  // "10% off for students", "20 % discount on weekdays", "up to 50% off", "10% off your first order with code BEES10"
  re(
    `\\b(?:up\\s+to\\s+)?\\d+(?:[.,]\\d+)?\\s?%\\s+(?:off|discount|cheaper|rebate|cashback)${CONDITION}`,
    "giu",
  ),
  // "0% VAT on solar until 2027", "0% finance over 12 months", "0% APR"
  re(
    `(?<![\\d.,])0\\s?%\\s+(?:VAT|finance|interest|APR)(?:\\s+(?:on|over|for|until)\\s+[^,.;!?()]{2,30})*`,
    "giu",
  ),
  // "sibling discount 15%", "NHS discount of 10%", "student discount"
  re(
    `\\b(?:sibling|student|family|group|loyalty|early[- ]bird|NHS|senior|pensioner|military|blue\\s+light|multi-buy|bulk|returning\\s+customer|referral)\\s+discounts?(?:\\s+(?:of\\s+)?\\d+(?:[.,]\\d+)?\\s?%)?`,
    "giu",
  ),
  // "30-day returns", "14-day free trial", "2-year warranty", "25-year panel warranty", "a 14-day trial, no card needed"
  re(
    `\\b(?:\\d+|${NUMBER_WORD})[- ](?:day|week|month|year)s?\\s+(?:(?:panel|parts|labour|labor|workmanship|manufacturer|product|frame|battery|structural)\\s+(?=warranty|guarantee))?(?:free\\s+trial|trial|returns?|return\\s+policy|money[- ]back\\s+guarantee|guarantee|warranty|refunds?|free\\s+returns)${CONDITION}`,
    "giu",
  ),
  // "money-back guarantee", "buy one get one free", "no setup fee", "No call-out fee", "free for kids under 6", "kids eat free"
  re(
    `\\b(?:lifetime (?:warranty|guarantee)|money[- ]back guarantee|satisfaction guarantee(?:d)?|buy one,? get one(?: free| half price)?|bogo|no\\s+(?:[\\p{L}-]+\\s+){0,2}fees?(?![\\p{L}])|no\\s+deposit(?:\\s+(?:needed|required))?|no\\s+minimum\\s+order|no contract|cancel any ?time|free for (?:kids|children|students|members|seniors) (?:under|below) \\d+|(?:kids|children) (?:eat|go|stay) free|price match(?:ing)? guarantee|best price guarantee|happy hour)\\b`,
    "giu",
  ),
  // Free after the thing: "laptop diagnostics free", "under-5s free", "oat milk free of charge", "the basic plan is free"
  re(
    `(?<=^|[.,;:!?(]\\s?|\\s(?:and|but)\\s)(?!(?:it|this|that|everything|entry\\s+requirements)\\s)(?:[\\p{L}\\d][\\p{L}\\d'’-]*\\s){0,3}[\\p{L}\\d][\\p{L}\\d'’-]*\\s(?:(?:is|are)\\s)?(?<!${LACKS}[\\s-])(?:free(?:\\s+of\\s+charge)?(?:\\s(?:with|for)\\s[^,.;!?()]{2,30})?|on\\s+us)(?=\\s?[.,;!?)]|$)`,
    "giu",
  ),
  // A delivery charge and the sum it is free over, one promise: "Flat-rate shipping $9.95 Australia-wide,
  // free over $60", "UK delivery £3.95 or free over £40" (neither sum is a thing to buy).
  re(
    `(?<![\\p{L}])(?:(?:flat[- ]rate|standard|express|tracked|UK|EU|US|local|next-day)\\s+)*(?:shipping|delivery|postage|p&p)\\s+(?:is\\s+)?${PRICE}(?:\\s+[^,.;!?()\\d]{1,30})?,?\\s+(?:or\\s+|and\\s+)?free\\s+(?:(?:on\\s+)?orders\\s+)?(?:over|above|from|when\\s+you\\s+spend)\\s+${PRICE}`,
    "giu",
  ),
];
/** Free delivery in other languages, with its threshold: the delivery word, "free", "from/over" and the sum, in the orders each language uses. */
const INTL_DELIVERY =
  "(?:versand|lieferung|livraison|envío|envio|entrega|spedizione|consegna|verzending|levering|bezorging|portes|dostaw(?:a|ie|ę|y)|wysyłk(?:a|i|ę)|szállítás|kiszállítás)";
const INTL_FREE =
  "(?:kostenlos(?:e[rn]?)?|gratis|gratuit[oae]?s?|gratuita|offerte?|grátis|darmow(?:a|e|y|ej|ą)|bezpłatn(?:a|e|y|ej|ą)|ingyenes|versandkostenfrei)";
const INTL_FROM =
  "(?:ab|dès|à\\s+partir\\s+de|au-delà\\s+de|a\\s+partir\\s+de|desde|por\\s+encima\\s+de|acima\\s+de|da|sopra(?:\\s+i)?|oltre(?:\\s+i)?|vanaf|boven|od|powyżej)";
/** Where and on what, between "free delivery" and its sum: "in Italia per ordini", "en France pour les commandes". */
const INTL_WHERE_ORDERS =
  "(?:\\s+(?:in|en|nach|au|em|na|w|naar)\\s+\\p{Lu}\\p{L}+)?(?:\\s+(?:per|pour|para|für|voor|dla)\\s+(?:(?:les|los|las|gli|le|alle|die|de|os|as)\\s+)?(?:ordini|commandes?|pedidos?|compras?|encomendas?|bestellingen|bestellungen|zamówienia)(?:\\s+(?:di|de|van|von))?)?";
/** Returning what was bought, and a guarantee, in the languages the composer writes. */
const INTL_RETURNS =
  "(?:resi|reso|cambi|rückgabe(?:recht)?|rückgaberecht|rücksendung|umtausch(?:recht)?|retours?|échanges?|devoluci[oó]n(?:es)?|cambios?|devolu[cç](?:ão|ões)|trocas?|zwrot(?:y)?|wymiana|prawo\\s+do\\s+zwrotu|retourneren|ruilen|retour(?:recht)?|visszaküldés|csere)";
const INTL_GUARANTEE = "(?:garanzia|garantie|garantía|garantia|gwarancj[ai]|garancia|jótállás)";
/** "within": "entro", "innerhalb von", "sous", "en", "dentro de", "em", "w ciągu", "binnen". */
const INTL_WITHIN =
  "(?:entro|innerhalb\\s+von|binnen|sous|dans\\s+les|en|dentro\\s+de|em|até|w\\s+ciągu|do|within)";
const INTL_PERIOD =
  "(?:giorni|tage[n]?|jours|d[íi]as|dni|dagen|napon\\s+belül|napig|nap|anni|jahre[n]?|ans|años|anos|lat[a]?|jaar|év|mesi|monate[n]?|mois|meses|miesięcy|maanden|hónap)";
const INTL_OFFER_PATTERNS: RegExp[] = [
  // "kostenloser Versand ab 50 €", "livraison offerte dès 50 €", "envío gratis a partir de 30 €", "darmowa dostawa od 150 zł"
  re(
    `(?<![\\p{L}])(?:${INTL_FREE}\\s+${INTL_DELIVERY}|${INTL_DELIVERY}\\s+(?:(?:est|es|è|is|é)\\s+)?${INTL_FREE})${INTL_WHERE_ORDERS}\\s+${INTL_FROM}\\s+${PRICE}`,
    "giu",
  ),
  // The sum first: "Ab 40 € versandkostenfrei", "Dès 50 € livraison offerte", "Od 150 zł darmowa dostawa".
  re(
    `(?<![\\p{L}])${INTL_FROM}\\s+${PRICE}\\s+(?:${INTL_FREE}(?:\\s+${INTL_DELIVERY})?|${INTL_DELIVERY}\\s+${INTL_FREE})(?![\\p{L}])`,
    "giu",
  ),
  // "versandkostenfrei ab 40 €"; Hungarian puts the sum before "felett": "ingyenes szállítás 15 000 Ft felett"
  re(`(?<![\\p{L}])versandkostenfrei\\s+ab\\s+${PRICE}`, "giu"),
  // "Matrícula gratis en septiembre", "Anmeldung kostenlos", "inscription gratuite": a thing, then "free"
  re(
    `(?<=^|[.,;:!?(]\\s?)(?:\\p{L}+\\s){0,2}\\p{L}+\\s${INTL_FREE}(?:\\s(?:en|in|im|au|el|la|a|al|durante|bis|em|no|na|para|per|nach|dans|naar|op|w)\\s\\p{Lu}?\\p{L}+)?(?=\\s?[.,;!?)]|$)`,
    "giu",
  ),
  // A free plan, said before whom or what it is for: "Gratis para un aula", "kostenlos für Schüler",
  // "gratuit pour les associations", "gratis voor studenten", "darmowy dla jednej klasy".
  re(
    `(?<=^|[.,;:!?(]\\s?)${INTL_FREE}\\s+(?:para|für|pour|per|voor|dla|por)\\s+(?:[\\p{L}\\d'’-]+\\s){0,3}[\\p{L}\\d'’-]+(?=\\s?[.,;!?)]|$)`,
    "giu",
  ),
  // "ménage inclus", "desayuno incluido", "Frühstück inklusive": what a price includes, in other languages
  re(
    `(?<=^|[.,;:!?(]\\s?)(?:\\p{L}+\\s){0,2}\\p{L}+\\s(?:inclus|incluse|inclus\\s|incluid[oa]s?|inklusive|inbegriffen|inclus[oa]|inclu[íi]d[oa]s?)(?=\\s?[.,;!?)]|$)`,
    "giu",
  ),
  // "Primera clase gratis", "erste Stunde kostenlos", "premier cours offert", "prima lezione gratuita"
  re(
    `(?<![\\p{L}])(?:primer[ao]?|erste[rns]?|premi[eè]re?|prim[ao]|eerste|pierwsz[aey]|primeir[ao])\\s+\\p{L}+(?:\\s+(?:es|ist|est|è|is|é|jest))?\\s+${INTL_FREE}(?![\\p{L}])`,
    "giu",
  ),
  // Returns and guarantees with their period: "Resi entro 30 giorni", "Rückgabe innerhalb von 30 Tagen",
  // "retours gratuits sous 30 jours", "30 Tage Rückgaberecht", "garanzia 2 anni", "gwarancja 2 lata".
  re(
    `(?<![\\p{L}])${INTL_RETURNS}(?:\\s+${INTL_FREE})?\\s+${INTL_WITHIN}\\s+\\d+\\s+${INTL_PERIOD}(?![\\p{L}])`,
    "giu",
  ),
  re(
    `(?<![\\p{L}\\d])\\d+\\s+${INTL_PERIOD}\\s+(?:(?:de|di|na|op|auf|für)\\s+)?(?:${INTL_RETURNS}|${INTL_GUARANTEE})(?![\\p{L}])`,
    "giu",
  ),
  re(
    `(?<![\\p{L}])${INTL_GUARANTEE}\\s+(?:(?:de|di|van|von|na)\\s+)?\\d+\\s+${INTL_PERIOD}(?![\\p{L}])`,
    "giu",
  ),
  re(
    `(?<![\\p{L}])(?:ingyenes\\s+(?:ki)?szállítás|(?:ki)?szállítás\\s+ingyenes)\\s+${PRICE}\\s+(?:felett|fölött|-tól|-től)`,
    "giu",
  ),
];

/** The word each costly pattern cannot match without (OFFER_PATTERNS, in order). */
const GUARDS = new Map<RegExp, RegExp>(
  [
    /free/i,
    /free/i,
    /included/i,
    /first|1st/i,
    /%/,
    /0\s?%/,
    /discount/i,
    /day|week|month|year/i,
    null,
    /free|on us/i,
    /free/i,
  ].flatMap((guard, i): [RegExp, RegExp][] =>
    guard && OFFER_PATTERNS[i] ? [[OFFER_PATTERNS[i]!, guard]] : [],
  ),
);

/** A cheap test before the costly patterns: every offer has one of these words. */
const OFFER_WORDS =
  /free|first|1st|%|day|week|month|year|guarantee|warranty|resi|reso|cambi|rückgabe|rücksendung|umtausch|retour|échange|devolu|troca|zwrot|wymiana|ruilen|visszaküld|csere|garan|gwarancj|jótállás|buy one|bogo|no\s|cancel|price|happy hour|discount|on us|included|inclus|inclui|incluid|inklusive|inbegriffen|incluso|kostenlos|versandkostenfrei|gratis|gratuit|offert|grátis|darmow|bezpłatn|ingyenes/iu;

/** "only" in the languages the packs know but English ("nur", "seulement", "solo", "alleen"…). */
export const ONLY_WORDS =
  "nur|ausschließlich|solo|sólo|solamente|únicamente|seulement|uniquement|réservée?s?|soltanto|riservat[oaie]|alleen|uitsluitend|apenas|só|somente|tylko|wyłącznie|csak|kizárólag";

/**
 * Whom an offer is only for, or what it asks, right after it: "…for new students only", "…with ID",
 * ", nur für Neukundinnen", " solo para nuevos alumnos", ", réservé aux membres". The condition is part of
 * the offer: "First class free" without "for new students only" promises more than the owner does.
 */
const ONLY_CONDITION = re(
  `^(?:\\s+only(?![\\p{L}])|\\s+with\\s+(?:a\\s+|your\\s+)?(?:valid\\s+)?(?:ID|photo\\s+ID|proof\\s+of\\s+[\\p{L}-]+|(?:student|NHS|membership|staff)\\s+card)(?![\\p{L}])|,?\\s+(?:only|just)\\s+(?:for|on|at|with|in|to)\\s+[^,.;!?()]{2,40}|,?\\s+(?:${ONLY_WORDS})\\s+(?:(?:für|para|pour|aux?|à|per|a|ai|alle?|voor|dla|az?|os|as|de)\\s+)?[^,.;!?()]{2,40})`,
  "iu",
);

/** The offer's end once a condition right after it is taken in. */
function withCondition(masked: string, end: number): number {
  const m = ONLY_CONDITION.exec(masked.slice(end));
  return m ? end + m[0].trimEnd().length : end;
}

export function extractOffers(text: string, claims: Claims): string[] {
  const masked = claims.mask(text, MASK);
  if (!OFFER_WORDS.test(masked)) return [];
  const matches: { start: number; end: number }[] = [];
  for (const pattern of [...OFFER_PATTERNS, ...INTL_OFFER_PATTERNS]) {
    // Each pattern needs one of its words in the text: skip it cheaply when none is there.
    const guard = GUARDS.get(pattern);
    if (guard && !guard.test(masked)) continue;
    for (const m of masked.matchAll(pattern)) {
      const span = trimSpan(text, m.index, withCondition(masked, m.index + m[0].length));
      // "Your first class free" → "first class free".
      const lead = /^(?:your|the)\s/i.exec(text.slice(span.start, span.end));
      matches.push({ start: span.start + (lead ? lead[0].length : 0), end: span.end });
    }
  }
  // The longest offer wins where two overlap ("14-day free trial" over "free trial").
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const found: { start: number; end: number }[] = [];
  for (const span of matches)
    if (!found.some((f) => f.start < span.end && span.start < f.end)) found.push(span);
  found.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  for (const span of found) {
    claims.add(span.start, span.end, "offer");
    const offer = text.slice(span.start, span.end);
    if (!out.includes(offer)) out.push(offer);
  }
  return out;
}
