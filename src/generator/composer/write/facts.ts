/**
 * Items made only of the description's facts, each shown exactly as written: contact details, opening
 * hours, event details, prices, quantities and the questions a visitor would ask about them.
 */

import { DATE_HINT } from "../../brief/date-ranges.js";
import { isSessionTime } from "../../brief/hours.js";
import { INTL_OPEN } from "../../brief/intl.js";
import { detectLanguage } from "../../brief/language.js";
import { QUANTITY_BEFORE } from "../../brief/multi-buy.js";
import { recurringTimes } from "../../brief/schedules.js";
import type { ContentBrief, HoursFact, PriceFact } from "../../brief/types.js";
import { escapeRegex } from "../../brief/vocabulary.js";
import { packFor } from "../../lang/index.js";
import type { Item } from "../../model.js";
import { isLeadUpWord, placeWithCase } from "../locale/clause-words.js";
import { type Phrase, say } from "../locale/index.js";
import { priceNote } from "./brief-extras.js";
import { clauseTail, spanOf, withOrdinalDaysKept } from "./clauses.js";
import { comesToCustomers } from "./comes-to-you.js";
import type { WriteContext } from "./context.js";
import { machineDate, mainDate } from "./dates.js";
import { paidPrices } from "./offerings.js";
import { sizeOfEarlierName } from "./price-sizes.js";
import { asSentence, capitalize, listOf } from "./text.js";

/** What a price is for as the page names it: a pack with what it is a pack of ("Cardamom buns, box of 6"). */
export function priceName(price: PriceFact): string {
  return price.of ? `${price.of}, ${price.label}` : price.label;
}

/**
 * Whether a label names the thing priced, not a stray word next to the price ("then", "from"): a word of
 * four letters or more that is not a filler, two short words that are not ("Oat bar"), or a short name
 * written with a capital ("Pro is $12 per month").
 */
export function usableLabel(label: string): boolean {
  const word = label.trim();
  if (/^\p{Lu}\p{L}{2}$/u.test(word) && !SHORT_WORDS.has(word.toLocaleLowerCase())) return true;
  // A service named by its capitals: "HU/AU", "MOT", "SEO", "B&B" (the inspection lost its name before).
  if (
    /^\p{Lu}{2,5}(?:[/&+]\p{Lu}{1,5})*$/u.test(word) &&
    !/^(?:EUR|USD|GBP|CHF|PLN|VAT|TVA|IVA|MWST)$/u.test(word)
  )
    return true;
  const words = label.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  // A size with what it comes in names the item too: "200g tin", "1 kg bag", "6 x 330ml cans".
  const measured = /\d/.test(word) && words.some((w) => w.length === 3 && !SHORT_WORDS.has(w));
  // A size alone names the item in a list of sizes: "300 ml R$ 18, 500 ml R$ 26".
  if (/^\d+(?:[.,]\d+)?\s?(?:ml|cl|dl|l|g|kg|oz|lb|cm)$/iu.test(word)) return true;
  // Two short words name a thing together: "Oat bar", "Hot dog", "Tea pot" (the oat bar was dropped).
  const shortName =
    words.length >= 2 && words.every((w) => w.length >= 3 && !SHORT_WORDS.has(w) && !FUNCTION_WORDS.has(w));
  return measured || shortName || words.some((w) => w.length >= 4 && !FUNCTION_WORDS.has(w));
}
/** Three-letter words that start a sentence without naming anything priced. */
const SHORT_WORDS = new Set(
  "the all our you and for now one its but was are has had not any per via who why how her his him she yes new top".split(
    " ",
  ),
);
const FUNCTION_WORDS = new Set([
  "then",
  "from",
  "only",
  "just",
  "with",
  "each",
  "also",
  "plus",
  "that",
  "this",
  "starting",
  "price",
  "prices",
  "costs",
  "cost",
  // The word "price" in the other languages the composer writes: "Precio: 690 €" names nothing priced.
  "precio",
  "precios",
  "prix",
  "tarif",
  "tarifs",
  "preis",
  "preise",
  "prezzo",
  "prezzi",
  "prijs",
  "prijzen",
  "preço",
  "preços",
  "ceny",
  "árak",
]);

/** A web address as a link's target: "lenapark.art" → "https://lenapark.art". */
export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** "6 voor ", "pack of 6 " before the price, unless it is the end of the price's own name ("Pack of 10"). */
function multiBuy(before: string, label = ""): string {
  const m = QUANTITY_BEFORE.exec(before);
  if (!m || /\bof\s\S+\s+for\s*$/iu.test(before)) return "";
  return label.trim().toLowerCase().endsWith(m[0].trim().toLowerCase()) ? "" : m[0].trimStart();
}

/** "then", "puis", "dann", "luego"…: a price after one of these holds only once what precedes it is over. */
const THEN_WORDS =
  "then|puis|ensuite|dann|danach|luego|después|poi|dopo|daarna|depois|potem|następnie|majd|utána";

/** Words before a price that belong to it: "from £40", "up to 50 %", "then £2", "ab 19 €", "dès 30 €". */
const PRICE_QUALIFIER = new RegExp(
  `(?<![\\p{L}\\p{N}])(from|starting at|starting from|as low as|up to|only|just|under|over|${THEN_WORDS}|ab|bis zu|nur|dès|à partir de|jusqu'à|seulement|desde|a partir de|hasta|solo|sólo|vanaf|v\\.a\\.|tot|slechts|da|a partire da|fino a|até|apenas|od|już od|do|tylko)\\s*$`,
  "iu",
);

/**
 * A price as the description states it, with the words around it that change its meaning: "from €22",
 * "dès 55 €", "vanaf € 65", "£995 plus VAT", "€19 per month" — a starting price is never shown as the price
 * (issue 27.6). Only words the user wrote are added.
 */
const PRICE_KIND_BEFORE =
  /(?<![\p{L}\p{N}])(?:fixed|flat|set|all-in)(?:\s+(?:rates?|prices?|fees?|costs?|pricing))?\s+(?:from|at|starting at)?\s*$|(?<![\p{L}\p{N}])(?:festpreis|pauschal(?:preis)?|forfait|prix fixe|precio fijo|tarifa plana|prezzo fisso|vaste prijs|preço fixo)\s*(?:ab|dès|à partir de|desde|da|vanaf|a partir de)?\s*$/iu;

export function priceLine(p: PriceFact, description = ""): string {
  // "5 €" is not the end of "65 €": the price is found where no digit runs into it.
  const at = description.search(new RegExp(`(?<![\\d.,])${escapeRegex(p.text)}`, "u"));
  const before = at > 0 ? description.slice(Math.max(0, at - 40), at) : "";
  const after = at >= 0 ? description.slice(at + p.text.length, at + p.text.length + 24) : "";
  // "Fixed from €2,400", "Flat rate €60": the kind of price said before it is part of it.
  const kind = before.match(PRICE_KIND_BEFORE)?.[0] ?? "";
  const qualifier = kind || (qualifierBefore(before, p.label) ?? multiBuy(before, p.label));
  const tax =
    after.match(
      /^\s*(\+|plus|incl\.?|including|excl\.?|excluding|inc\.?|ex\.?)\s*(VAT|tax|áfa|ÁFA|MwSt\.?|GST)\b/i,
    )?.[0] ?? "";
  const per = p.per && !p.text.includes(p.per) && !tax ? ` ${p.per}` : "";
  return `${conditionBefore(description, at, qualifier)}${qualifier}${p.text}${tax}${per}`.trim();
}

/** "from", "solo", "nur" said before a price — unless the word is the price's own name: a plan called "Solo". */
function qualifierBefore(before: string, label: string | undefined): string | undefined {
  const said = before.match(PRICE_QUALIFIER)?.[0];
  return said && label && said.trim().toLowerCase() === label.trim().toLowerCase() ? undefined : said;
}

const AFTER_WHAT_PRECEDES = new RegExp(`^(?:${THEN_WORDS})$`, "iu");

/** Whether a price's line opens with the step before it ("first month £15, then £29/month"). */
export function thenLine(p: PriceFact, line: string): boolean {
  const at = line.indexOf(p.text);
  return at > 0 && new RegExp(`(?:${THEN_WORDS})\\s*$`, "iu").test(line.slice(0, at));
}

/**
 * Whether a price is the first step of another's "then" line: "first month £15 then £29/month" is one
 * introductory offer, whose line ("first month £15, then £29/month") already says the £15.
 */
export function introOf(p: PriceFact, all: readonly PriceFact[], description: string): boolean {
  return all.some((q) => {
    if (q === p) return false;
    const line = priceLine(q, description);
    const at = line.indexOf(q.text);
    return (
      at > 0 &&
      new RegExp(`(?:${THEN_WORDS})\\s*$`, "iu").test(line.slice(0, at)) &&
      line.slice(0, at).includes(p.text)
    );
  });
}

/**
 * The condition a "then" price follows, from its sentence: "Free for up to 3 users, then £2 per person per
 * month" — "then £2 per person per month" alone reads as the price for everyone. At most ten words.
 */
function conditionBefore(description: string, at: number, qualifier: string): string {
  if (at <= 0 || !AFTER_WHAT_PRECEDES.test(qualifier.trim())) return "";
  const upTo = description.slice(0, at - qualifier.length);
  // The sentence starts after the last full stop that ends a word (not "3.5", "z.B." or "31. Dezember").
  const start = Math.max(
    ...[...withOrdinalDaysKept(upTo).matchAll(/[.!?…]\s+|\n/gu)].map((m) => (m.index ?? 0) + m[0].length),
    0,
  );
  const condition = upTo.slice(start).trim();
  // "Launch price $39 (then $49)": the bracket opened the "then" step; the step is joined by a comma instead.
  const joined = condition.replace(/[\s,;:–([-]+$/u, "");
  return joined && joined.split(/\s+/).length <= 10 ? `${joined}, ` : "";
}

/**
 * A price with the rest of its clause when that completes it: "€18 a pair", "£12 in advance", "€249 until
 * 1 March", "£55 (45 minutes)", "$29/month for 1,000 replies". Falls back to priceLine.
 */
export function priceClause(p: PriceFact, description: string): string {
  // A unit written against the price stays against it: "£9/month", not "£9 /month".
  const line = p.per?.startsWith("/")
    ? priceLine(p, description).replace(` ${p.per}`, p.per)
    : priceLine(p, description);
  const span = spanOf(description, p.text);
  const tail = span ? clauseTail(description, span.end) : "";
  if (!tail || /\d[\d.,]*\s?(?:[€$£¥₹]|zł|Kč|Ft|kr|ISK|EUR|USD|GBP)|[€$£¥₹]\s?\d/u.test(tail)) return line;
  // "Bleaching für 290 € und Kinderzahnheilkunde": what follows "and" is the list's next member, not the price's.
  if (opensWithAnd(tail, languageOf(description))) return line;
  return `${line.slice(0, line.indexOf(p.text))}${p.text}${tail}`;
}

/** Whether a tail opens with its language's plain "and" (the pack's first: "and", "und", "et", "és"…). */
function opensWithAnd(tail: string, lang: string): boolean {
  const and = packFor(lang).grammar.and[0];
  return and !== undefined && new RegExp(`^\\s*${escapeRegex(and)}\\s`, "iu").test(tail);
}

/** The description's language, read once per description. */
const LANGUAGES = new Map<string, string>();
function languageOf(description: string): string {
  let lang = LANGUAGES.get(description);
  if (lang === undefined) {
    if (LANGUAGES.size > 200) LANGUAGES.clear();
    lang = detectLanguage(description).lang;
    LANGUAGES.set(description, lang);
  }
  return lang;
}

/**
 * What a price is for, as a title, or "" when the description names it only after the price ("£79 for
 * all 12 sessions": the words belong to the price line, priceClause, not above it).
 */
export function priceTitle(p: PriceFact, description: string, all: PriceFact[] = []): string {
  const span = spanOf(description, p.text);
  const tail = span ? clauseTail(description, span.end) : "";
  if (p.label && tail.includes(p.label.trim())) return "";
  const named =
    borrowsLabel(p, all) && span ? (ownLabel(description, span.start) ?? priceName(p)) : priceName(p);
  // "Coppetta piccola 2,50 €, media 3,50 €": "media" is the cup's size, named in full ("Coppetta media").
  const name = (span && !p.of && sizeOfEarlierName(named, sameRunLabels(p, span, description, all))) || named;
  // A year in a date names when, not what: "Launching 15 March 2027 for €129" prices no "Launching 15 March
  // 2027". A year after a name without a date is the name's own: a vintage, "Riserva 2019 a 32 €".
  if (/(?<!\d)(?:19|20)\d\d(?!\d)/u.test(name) && DATE_HINT.test(name)) return "";
  // "first month £15, then £29/month": the line names its first step already; a title would say it twice.
  const line = priceLine(p, description);
  if (name && thenLine(p, line) && line.toLowerCase().includes(name.trim().toLowerCase())) return "";
  return usableLabel(name) || nameAmongNames(name, p, all) ? name : "";
}

/** The labels of the prices before `p` in the same sentence, in order. */
function sameRunLabels(
  p: PriceFact,
  span: { start: number; end: number },
  description: string,
  all: PriceFact[],
): string[] {
  const labels: string[] = [];
  for (const other of all.slice(0, Math.max(0, all.indexOf(p)))) {
    const at = spanOf(description, other.text);
    if (!at || at.end > span.start) continue;
    if (/[.!?](?:\s|$)|\n/u.test(description.slice(at.end, span.start))) labels.length = 0;
    else labels.push(other.label);
  }
  return labels;
}

/**
 * A capitalised word priced in a list of named prices is a name too, even a word that is usually a filler:
 * "Basic £15 per month, Plus £35 per month, Pro £69 per month" has a plan called Plus.
 */
function nameAmongNames(label: string, p: PriceFact, all: PriceFact[]): boolean {
  // Or a pair of short words that names a service: "in and out £15" between "Outside wash £8" and "full valet".
  if (
    !/^\p{Lu}\p{Ll}+$/u.test(label.trim()) &&
    !/^\p{L}{2,}\s(?:and|&|n|'n')\s\p{L}{2,}$/iu.test(label.trim())
  )
    return false;
  return all.filter((other) => other !== p && usableLabel(priceName(other))).length >= 2;
}

const words = (s: string) =>
  ` ${s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * Whether a price's label is one an earlier price already has, whole or in part: in "golden pothos £14 and
 * a plant care kit £12" both read "golden pothos"; in "the lambswool beanie €35 and our hiking socks €18"
 * the socks read "lambswool". The words just before the price then name it better (ownLabel).
 */
function borrowsLabel(p: PriceFact, all: PriceFact[]): boolean {
  const label = p.label.trim();
  if (!label) return false;
  const at = all.indexOf(p);
  return all.slice(0, Math.max(0, at)).some((other) => words(other.label).includes(words(label)));
}

/** Leading words that are no part of a name: articles, possessives, "and". */
const NAME_START = /^(?:(?:and|or|plus|the|a|an|our|my|your|their|its|also)\s+)+/iu;
/** Trailing words that lead up to a price: "is", "costs", "from", "for". */
const NAME_END = /(?:\s+(?:is|are|costs?|from|for|at|only|just|starting|only|then|:))+$/iu;

/** The words between the previous comma, "and" or full stop and the price at `start`, as a name. */
function ownLabel(description: string, start: number): string | undefined {
  const before = description.slice(Math.max(0, start - 60), start);
  const parts = before.split(/[,;:.!?()]|\s(?:and|or|plus)\s/u);
  const name = (parts[parts.length - 1] ?? "").trim().replace(NAME_START, "").replace(NAME_END, "").trim();
  return name && name.split(/\s+/).length <= 6 ? name : undefined;
}

/** Every price of the description on one line, each with its name: "Early bird €249 until 1 March · then €349". */
/**
 * A price line with what the price comes with, as written right after it ("240 € inkl. Ton, Glasur und
 * Brand", "£1,400 (8 hours, 400+ edited photos)"): a summary without it says the price buys less.
 */
function withNote(p: PriceFact, line: string, description: string): string {
  const note = priceNote(p);
  const span = spanOf(description, p.text);
  if (!note || !span || line.includes(note)) return line;
  const after = description.slice(
    span.end + (p.per && description.startsWith(` ${p.per}`, span.end) ? p.per.length + 1 : 0),
  );
  if (after.startsWith(` ${note}`) || after.startsWith(`, ${note}`)) return `${line} ${note}`;
  if (after.startsWith(` (${note})`)) return `${line} (${note})`;
  return line;
}

export function priceSummary(prices: PriceFact[], description: string): string {
  return prices
    .map((p) => {
      const title = priceTitle(p, description, prices);
      const line = withNote(p, priceClause(p, description), description);
      return title ? `${capitalize(title)} ${line}` : line;
    })
    .join(" · ");
}

/**
 * Pages for software: a town or country they name is where their users are ("120 gyms in Germany and
 * Austria"), never the product's address; only a street address is one.
 */
export const NO_VENUE_TYPES: ReadonlySet<string> = new Set(["app-download", "saas-signup"]);

/** A place that is online rather than on a map. */
const ONLINE = /\b(?:online|zoom|teams|google meet|youtube|livestream|live stream|webinar)\b/i;

/**
 * Where the business is or the event takes place: its street address, else the first place the
 * description does not name as an origin ("wines from Georgia at Vinotéka, Prague" is at Vinotéka). A
 * webinar happens online: a country it mentions ("freelancers in Germany") is no venue.
 */
export function venueOf(c: WriteContext): string | undefined {
  const { brief } = c;
  if (brief.addresses[0]) return brief.addresses[0];
  if (c.source.landingPageType === "webinar") return brief.places.find((p) => ONLINE.test(p));
  if (NO_VENUE_TYPES.has(c.source.landingPageType)) return undefined;
  const origin = (place: string) =>
    new RegExp(`\\bfrom\\s+${escapeRegExp(place)}(?![\\p{L}])`, "u").test(brief.description);
  const places = brief.places.filter((p) => namesAPlace(p, brief.description));
  const place = places.find((p) => !origin(p)) ?? places[0];
  return place && placeWithCase(place, brief.description, brief.lang);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a place the brief found is used as a place, not as a describing word: "from Irish wool" or
 * "Georgian wines" name a wool and wines (a word of origin before a noun), not where the business is.
 */
export function namesAPlace(place: string, description: string): boolean {
  if (!/(?:ish|ian|ese|ean|ic|i)$/u.test(place)) return true;
  return !new RegExp(`(?<![\\p{L}])${escapeRegExp(place)}\\s+\\p{Ll}`, "u").test(description);
}

/**
 * One line of opening hours without the word that only leads up to them: "Aperti da martedì a domenica
 * 12:00-15:00" → "Da martedì a domenica 12:00-15:00" beside an "Opening hours" label or a clock. Every day
 * and time stays as written.
 */
/** An opening word ("geöffnet", "open", "ouvert") right after the first word of hours. */
const NAMED_BY_OPEN = new RegExp(`^(?:open|opens|${INTL_OPEN})\\s`, "iu");

export function hoursLine(hours: { text: string; days?: string }, lang: string): string {
  const opening = /^(\p{L}+)\s+(?=\S*\p{L})(.*\d.*)$/u.exec(hours.text);
  // "Büro geöffnet Montag bis Freitag…": a name before an opening word says whose hours they are.
  const named = opening?.[2] !== undefined && NAMED_BY_OPEN.test(opening[2]);
  // "do tot 21:00": the line's own day ("do", Thursday in Dutch) is never a lead-up word to drop.
  const ownDay =
    opening?.[1] !== undefined && opening[1].toLocaleLowerCase() === hours.days?.toLocaleLowerCase();
  return opening?.[1] && opening[2] && !named && !ownDay && isLeadUpWord(opening[1].toLocaleLowerCase(), lang)
    ? capitalize(opening[2])
    : hours.text;
}

/** Whether `next` follows `first` in the text joined by a comma or a short "and" ("oraz", "und"), in one sentence. */
function joinedInText(text: string, first: string, next: string): boolean {
  const at = text.indexOf(first);
  const end = at < 0 ? -1 : at + first.length;
  const nextAt = end < 0 ? -1 : text.indexOf(next, end);
  return nextAt >= 0 && /^\s*(?:[,;/&]\s*)?(?:\p{L}{1,4}\s+)?$/u.test(text.slice(end, nextAt));
}

/** The key of unnamed hours that say when classes meet (no label the owner could write). */
const SESSION_TIMES = "\u0000session";

/**
 * Address, phone, e-mail, web, social profiles and opening hours, as contact cards (labels in the page's
 * language). On an event page (`event`) unnamed times are when it happens, not opening hours.
 */
export function contactItems(
  brief: ContentBrief,
  lang: string = brief.lang,
  streetOnly = false,
  event = false,
): Item[] {
  const items: Item[] = [];
  const address = brief.addresses[0];
  const place = streetOnly
    ? undefined
    : brief.places.find((p) => !/^online$/i.test(p) && namesAPlace(p, brief.description));
  // A town or a meeting point is where the business is, not an address ("Address: Bristol").
  if (address) items.push({ title: say(lang, "Address"), text: address, icon: "map-pin" });
  else if (place)
    items.push({
      title: say(lang, "Where"),
      text: placeWithCase(place, brief.description, brief.lang),
      icon: "map-pin",
    });
  if (brief.serviceAreas.length > 0)
    items.push({
      title: say(lang, "Areas we cover"),
      text: placeWithCase(listOf(brief.serviceAreas, say(lang, "and")), brief.description, brief.lang),
      icon: "map-pin",
    });
  // One card holds the week, under the name the description gives its hours ("Sprechzeiten", "Sailings");
  // unnamed times are named by what they are: when classes meet ("Zajęcia w soboty 10:00–12:00" → "Godziny
  // zajęć"), when an event happens ("jeden Dienstag um 7 Uhr" on an event page → "Wann"), else opening hours.
  // Days that follow class times straight on ("Zajęcia w soboty 10:00–12:00 oraz we wtorki 18:00–19:30")
  // are the same classes' next days.
  const names: string[] = [];
  for (const [i, h] of brief.hours.entries()) {
    const prev = brief.hours[i - 1];
    const goesOn =
      prev !== undefined &&
      names[i - 1] === SESSION_TIMES &&
      h.days !== "" &&
      h.text.startsWith(h.days) &&
      joinedInText(brief.description, prev.text, h.text);
    names.push(h.label ?? (isSessionTime(h) || goesOn ? SESSION_TIMES : ""));
  }
  const nameOf = (h: HoursFact) => names[brief.hours.indexOf(h)] ?? "";
  for (const label of new Set(names))
    items.push({
      title:
        label === SESSION_TIMES
          ? say(lang, "Class times")
          : label
            ? capitalize(label)
            : say(lang, event ? "When" : "Opening hours"),
      text: brief.hours
        .filter((h) => nameOf(h) === label)
        .map((h) => hoursLine(h, lang))
        .join("; "),
      icon: "clock",
    });
  for (const phone of brief.phones)
    items.push({
      title: phoneRole(brief.description, phone.text) ?? say(lang, "Phone"),
      text: phone.text,
      icon: "phone",
      href: phone.e164 ? `tel:${phone.e164}` : undefined,
    });
  for (const email of brief.emails)
    items.push({ title: say(lang, "Email"), text: email, icon: "mail", href: `mailto:${email}` });
  for (const url of brief.urls)
    items.push({ title: say(lang, "Web"), text: url, icon: "globe", href: withScheme(url) });
  for (const social of brief.socials)
    items.push({
      title: capitalize(social.network),
      text: social.text,
      icon: "message-circle",
      href: /^(https?:\/\/|www\.|[\w-]+\.\w{2,}\/)/i.test(social.text) ? withScheme(social.text) : undefined,
    });
  return items;
}

const CAPACITY =
  /\b(places?|seats?|spots?|tickets?|participants?|people|guests|persons?|groups? of|max(?:imum)?|capacity|rooms?)\b/i;
const DURATION = /\b(hours?|minutes?|mins?|days?|nights?|weeks?|evening|afternoon|morning)\b/i;

/** What a length said as an adjective describes: "Six-week" in "Six-week beginners' wheel throwing course". */
const DURATION_HEAD =
  /^(?:\s[\p{L}'’-]+){0,4}?\s(?:course|class|programme|program|retreat|workshop|camp|bootcamp|challenge|plan|hackathon|intensive|event|festival|tour|trip|residency|placement|internship|Kurs|Workshop|cours|stage|curso|taller|corso|cursus)(?![\p{L}])/u;

/**
 * A duration as the event's: "Six-week" alone says nothing ("Duration: Six-week"), so an adjective is shown
 * with what it describes, verbatim ("Six-week beginners' wheel throwing course"), or not at all.
 */
function durationText(quantity: string, description: string): string | undefined {
  if (!/^[\p{L}\d]+-(?:hours?|minutes?|mins?|days?|nights?|weeks?|months?)$/iu.test(quantity))
    return quantity;
  const span = spanOf(description, quantity);
  const head = span ? DURATION_HEAD.exec(description.slice(span.end)) : null;
  return head ? `${quantity}${head[0]}` : undefined;
}

/** Date, place, duration, capacity and price of an event, each from the description. */
export function eventItems(c: WriteContext): Item[] {
  const { brief } = c;
  const items: Item[] = [];
  const date = mainDate(brief.dates);
  // A recurring event has no date but still a "When": "every second Thursday evening 7pm to 9pm".
  const recurring = date ? undefined : recurringTimes(brief.description)[0];
  if (date)
    items.push({ title: c.say("When"), text: date.text, datetime: machineDate(date), icon: "calendar" });
  else if (recurring) items.push({ title: c.say("When"), text: recurring, icon: "calendar" });
  const where = venueOf(c);
  if (where) items.push({ title: c.say("Where"), text: where, icon: "map-pin" });
  const found = brief.quantities.find((q) => DURATION.test(q));
  const duration = found && durationText(found, brief.description);
  if (duration) items.push({ title: c.say("Duration"), text: duration, icon: "clock" });
  const capacity = brief.quantities.find((q) => CAPACITY.test(q));
  if (capacity) items.push({ title: c.say("Places"), text: capacity, icon: "users" });
  const prices = paidPrices(c);
  if (prices.length > 0)
    items.push({ title: c.say("Price"), text: priceSummary(prices, brief.description), icon: "ticket" });
  return items;
}

/** Questions a visitor asks, answered only with the description's facts (none without an answer). */
export function faqItems(c: WriteContext, hasForm: boolean, isEvent: boolean): Item[] {
  const { brief } = c;
  const items: Item[] = [];
  const date = mainDate(brief.dates);
  const ask = (salt: string, options: Phrase[]) => c.say(c.choose(`faq-${salt}`, options));
  if (isEvent && date)
    items.push({
      title: date.past
        ? c.say("When did it take place?")
        : ask("when", ["When is it?", "What is the date?", "When does it start?"]),
      text: asSentence(capitalize(date.text)),
    });
  // Where the business is or the event happens is not asked: the hero shows it first thing (chips()).
  if (!isEvent && brief.serviceAreas.length > 0)
    items.push({
      title: ask("areas", [
        "Which areas do you cover?",
        "Where does {company} work?",
        "Do you come to my area?",
      ]),
      text: asSentence(
        capitalize(placeWithCase(listOf(brief.serviceAreas, c.say("and")), brief.description, brief.lang)),
      ),
    });
  // A class's times are when it meets: "When are you open?" would call a timetable opening hours.
  if (!isEvent && brief.hours.length > 0 && !brief.hours.every(isSessionTime))
    items.push({
      title: ask(
        "hours",
        comesToCustomers(brief)
          ? ["When are you open?", "When is {company} open?"]
          : ["When are you open?", "When is {company} open?", "When can I come by?"],
      ),
      text: asSentence(capitalize(brief.hours.map((h) => hoursLine(h, c.lang)).join("; "))),
    });
  const prices = paidPrices(c);
  // A charity's sums are a target and gifts, not prices to ask about.
  if (prices.length > 0 && brief.kind !== "charity")
    items.push({
      title:
        prices.length > 1
          ? ask("prices", ["What are the prices?", "What does {company} charge?", "How much is it?"])
          : ask("price", ["How much does it cost?", "What does {company} charge?", "What is the price?"]),
      text: asSentence(
        prices
          .map((p) => {
            const title = priceTitle(p, brief.description, brief.prices);
            const value = priceClause(p, brief.description);
            return title ? c.say("{label}: {value}", { label: capitalize(title), value }) : value;
          })
          .join("; "),
      ),
    });
  const capacity = brief.quantities.find((q) => CAPACITY.test(q));
  if (isEvent && capacity)
    items.push({
      title: ask("capacity", ["How many places are there?", "Is there a limit on places?"]),
      text: asSentence(capitalize(capacity)),
    });
  const ways = [
    ...brief.phones.map((p) => c.say("by phone on {phone}", { phone: p.text })),
    ...brief.emails.map((e) => c.say("by e-mail at {email}", { email: e })),
    ...(hasForm ? [c.say("with the form on this page")] : []),
  ];
  if (brief.phones.length + brief.emails.length > 0)
    items.push({
      title: ask("contact", [
        "How can I get in touch?",
        "How do I reach {company}?",
        "How can I contact you?",
      ]),
      text: asSentence(capitalize(listOf(ways, c.say("or")))),
    });
  return items;
}

/** What a phone is for, in the words the owner wrote right before it: "WhatsApp 333 765 4321", "Handy …". */
const PHONE_ROLE =
  /(?<![\p{L}])(WhatsApp|Signal|Telegram|Viber|mobile|mobil|Handy|cellulare|cell|móvil|movil|celular|telemóvel|portable|GSM|komórka|landline|Festnetz|fisso|fixe|fijo|Notdienst|Notruf|emergency|emergencies|urgence|urgences|urgenze|urgencias)\b(?:\s*(?:number|nummer|numéro|número|numero|nr\.?|no\.?))?[\s.:]*(?:\(?[^\p{L}\d\s]?\)?\s*)?$/iu;

function phoneRole(description: string, phone: string): string | undefined {
  const at = description.indexOf(phone);
  if (at < 0) return undefined;
  const role = PHONE_ROLE.exec(description.slice(Math.max(0, at - 30), at))?.[1];
  return role ? role.charAt(0).toLocaleUpperCase() + role.slice(1) : undefined;
}
