/**
 * Requests about the things inside sections: a plan and its price, a FAQ question, a testimonial, a
 * speaker, an agenda, opening hours, contact details, links. Given content is used exactly as written;
 * nothing is invented. They run before the section rules, so "remove the Business plan" removes that plan
 * and not the whole pricing section.
 */
import { LANDING_PAGE_TYPE_LABELS } from "../../core/page-options.js";
import type { PriceFact } from "../brief/types.js";
import { escapeRegex } from "../brief/vocabulary.js";
import { isPageLabel, type Phrase, pageLang, say } from "../composer/locale/index.js";
import { REQUIRED_SECTIONS } from "../composer/page-types.js";
import { priceLine, withScheme } from "../composer/write/facts.js";
import { capitalize, listOf } from "../composer/write/text.js";
import type { Item, PageModel, Section, SectionKind } from "../model.js";
import type { ChangeRule, RuleOutcome } from "./change-rules.js";
import { closedClaimLeft, DAY_NAMES, dayNamed, dropClosedClaims, dropDaysFromRanges } from "./closed-days.js";
import { daySpanReader } from "./day-spans.js";
import { cleanText, ensureSection, factsOf, fillPlaceholder } from "./facts.js";
import { addFooterHours, footerHours, hoursInPageFormat, listAllHoursInAnswers } from "./hours-lines.js";
import { MIDDAY, requestWords } from "./in-english.js";
import {
  pageTexts,
  renameEverywhere,
  replaceEverywhere,
  rewriteEverywhere,
  shownTexts,
} from "./model-texts.js";
import { REQUEST_WORDS, type RequestWords } from "./request-words.js";
import { findSectionKinds, SECTION_TITLES, sectionInReport, sectionKindShown } from "./section-names.js";
import { LEADING_PEOPLE } from "./split-requests.js";
import {
  clockWord,
  dropDaysFromWordRanges,
  dropWordClosedClaims,
  dropWordDayHours,
  timesLike,
  wordDay,
  wordSpanDays,
} from "./word-days.js";

const ADD = /^(?:add|include|insert|put|create|list|show|give|new|replace|fill(?: in)?)\b/i;
// "drop-in class" and "cut-off time" name things; they are no removals.
const REMOVE = /\b(?:remove|delete|drop(?!-)|get rid of|take out|take away|hide|lose|cut(?!-))\b/i;

/** Item nouns and the section they live in. */
const ITEM_NOUNS: [RegExp, SectionKind][] = [
  [/\b(?:plan|tier|package|price line|pricing option)\b/i, "pricing"],
  [/\bproducts?\b/i, "products"],
  [/\bfeatures?\b/i, "features"],
  [/\b(?:services?|class(?:es)?|treatments?)\b/i, "services"],
  [/\bbenefits?\b/i, "benefits"],
  [/\bprojects?\b/i, "projects"],
  [/\boffers?\b/i, "offers"],
  [/\bskills?\b/i, "skills"],
  [/\bstats?|statistics?\b/i, "stats"],
  [/\b(?:topics?|lessons?)\b/i, "learn"],
];

const isRequired = (model: PageModel, kind: SectionKind) =>
  (REQUIRED_SECTIONS[model.source.landingPageType] as SectionKind[]).includes(kind);

/** Text after the first colon, or after the item noun. */
function given(request: string, after: RegExp): string {
  const m = request.match(after);
  if (!m || m.index === undefined) return "";
  return cleanText(request.slice(m.index + m[0].length).replace(/^\s*[:,–—-]?\s*/, ""));
}

/** The item whose title the request names (the longest such title), anywhere on the page. */
export function namedItem(
  request: string,
  model: PageModel,
  preferPriced = false,
): { section: Section; index: number } | null {
  // "the email address" is the e-mail item, never the postal "Address" one.
  // "the price of Pro" names Pro, never an item the page happens to call "Price".
  // "the follow up session" names "Follow-up session": a hyphen between words is a space.
  const unhyphen = (text: string) => text.replace(/(?<=[\p{L}\d])[-‐](?=\p{L})/gu, " ");
  const plain = request
    .toLowerCase()
    .replace(/\be-?mail\s+address(es)?\b/g, "email")
    .replace(/\bprices?\s+(?=of\b|for\b|to\b)/g, " ");
  const lower = unhyphen(plain);
  let best: { section: Section; index: number; length: number } | null = null;
  for (const section of model.sections) {
    if (section.placeholder) continue;
    section.items.forEach((item, index) => {
      const title = unhyphen(item.title.trim().toLowerCase());
      if (title.length < 3) return;
      const at = lower.indexOf(title);
      if (at < 0) return;
      const before = lower[at - 1] ?? " ";
      const after = lower[at + title.length] ?? " ";
      if (/[\p{L}\d]/u.test(before) || /[\p{L}\d]/u.test(after)) return;
      if (!best || title.length > best.length) best = { section, index, length: title.length };
    });
  }
  return best ?? partlyNamedItem(plain, model, preferPriced);
}

/**
 * The one item whose title contains what the request names ("remove the gift box" → "Gift box of three"),
 * when no title is named in full; none when that phrase fits several items.
 */
/** Words for a whole list, never the name of one item in it. */
const GENERIC_NAMES =
  /^(?:(?:all\s+)?(?:the\s+)?(?:prices?|plans?|items?|products?|services?|features?|benefits?|questions?|offers?|projects?|people|speakers?)|everything|all)$/;

export function partlyNamedItem(
  lower: string,
  model: PageModel,
  preferPriced = false,
): { section: Section; index: number } | null {
  const phrase = lower
    .replace(
      /^(?:please\s+)?(?:remove|delete|drop|take out|change|set|make|rename|update|raise|lower|bump|increase)\s+/,
      "",
    )
    .replace(/^(?:the|our|a|an)\s+/, "")
    .replace(/\s+(?:from|in|on)\s+(?:the\s+)?(?:page|menu|list|shop|site)$/, "")
    .trim();
  if (phrase.length < 5 || phrase.split(/\s+/).length > 5 || GENERIC_NAMES.test(phrase)) return null;
  // "the croissant" names "Croissants au beurre", "merino scarves" the "Merino scarf": a plural ending on
  // either side does not hide it.
  const singular = singularOf(phrase);
  const words = new RegExp(
    `(?:^|[^\\p{L}\\d])(?:${escapeRegex(phrase)}|${escapeRegex(singular)})(?:e?s)?(?:$|[^\\p{L}\\d])`,
    "u",
  );
  const found = model.sections.flatMap((section) =>
    section.placeholder || section.kind === "hero"
      ? []
      : section.items.flatMap((item, index) =>
          words.test(item.title.toLowerCase()) ? [{ section, index }] : [],
        ),
  );
  if (found.length === 1) return found[0];
  // "the sourdough … £4.80" on a page listing "Sourdough loaves" and a priced "Sourdough loaf": the priced one.
  const priced = found.filter((f) => f.section.items[f.index].price);
  return preferPriced && priced.length === 1 ? priced[0] : null;
}

const ORDINALS: Record<string, number> = {
  first: 0,
  "1st": 0,
  second: 1,
  "2nd": 1,
  third: 2,
  "3rd": 2,
  fourth: 3,
  "4th": 3,
  fifth: 4,
  "5th": 4,
  last: -1,
  // The middle one of an odd number of items (see `placeIn`).
  middle: -2,
};

/** The index an ordinal names in a list of `count` items, if there is one. */
function placeIn(n: number, count: number): number | null {
  const index = n === -1 ? count - 1 : n === -2 ? (count % 2 === 1 ? (count - 1) / 2 : -1) : n;
  return index >= 0 && index < count ? index : null;
}

/** The section a request names by the heading the page shows ("from what we serve"). */
function sectionByHeading(request: string, model: PageModel): Section | undefined {
  const lower = request.toLowerCase();
  return model.sections.find(
    (s) =>
      s.kind !== "hero" &&
      !s.placeholder &&
      s.items.length > 0 &&
      [s.heading, s.eyebrow].some(
        (title) => title && title.length >= 4 && lower.includes(title.toLowerCase()),
      ),
  );
}

/** "the second plan", "the last question", "the second card in What we serve": an item by its place. */
/**
 * The list a noun names: the section of its kind, or else the one the page heads with that word ("the
 * second service" on a page whose list is headed "Services", filed as benefits).
 */
function listFor(model: PageModel, kind: SectionKind, noun: string): Section | undefined {
  const own = model.sections.find((s) => s.kind === kind && !s.placeholder);
  if (own) return own;
  const shown = sectionKindShown(`${singularOf(noun.toLowerCase())}s`, model);
  return shown ? model.sections.find((s) => s.kind === shown && !s.placeholder) : undefined;
}

export function ordinalItem(
  request: string,
  model: PageModel,
  /** The lists a card named by its look may be in (those the request can be about). */
  among?: Section[],
): { section: Section; index: number } | null {
  const m = request.match(
    /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|middle)\s+(plan|tier|package|price|product|item|feature|service|benefit|project|offer|question|faq|testimonial|review|quote|speaker|topic|dish|card|box|tile|entry|one)s?\b/i,
  );
  if (!m) return null;
  const noun = m[2].toLowerCase();
  const n = ORDINALS[m[1].toLowerCase()];
  // A card named by its look: in the section the request names by its heading, or the page's only list.
  if (/^(?:card|box|tile|entry|one)$/.test(noun)) {
    const lists = (among ?? model.sections).filter(
      (s) => !s.placeholder && !["hero", "contact", "faq"].includes(s.kind) && !s.form && s.items.length > 1,
    );
    const section = sectionByHeading(request, model) ?? (lists.length === 1 ? lists[0] : undefined);
    if (!section) return null;
    const index = placeIn(n, section.items.length);
    return index === null ? null : { section, index };
  }
  const kind: SectionKind = /question|faq/.test(noun)
    ? "faq"
    : /^(?:item|price|dish)$/.test(noun)
      ? (model.sections.find((s) => !s.placeholder && s.items.some((i) => i.price))?.kind ?? "pricing")
      : /testimonial|review|quote/.test(noun)
        ? model.sections.some((s) => s.kind === "reviews")
          ? "reviews"
          : "testimonials"
        : /speaker/.test(noun)
          ? "speakers"
          : (ITEM_NOUNS.find(([re]) => re.test(noun))?.[1] ?? "pricing");
  const section = listFor(model, kind, noun);
  if (!section || section.items.length === 0) return null;
  const index = placeIn(n, section.items.length);
  return index === null ? null : { section, index };
}

/**
 * A price written next to its name in the page's texts ("change student tickets to €69" where the page says
 * "Student tickets (€79)"): that price changes wherever it stands for this name.
 */
const TICKET_NOUN = "(?:tickets?|places?|seats?|pass(?:es)?|entry|admission|rate)";

function priceInTexts(request: string, model: PageModel): RuleOutcome {
  const m = request.match(
    /^(?:change|set|make|update|raise|lower)\s+(?:the\s+)?(?:price of (?:the\s+)?)?(.+?)(?:\s+price)?\s+to\s+(.+)$/i,
  );
  if (!m || /^(?:prices?|all prices|everything|it)$/i.test(m[1].trim())) return null;
  const fact = factsOf(m[2], model).prices[0];
  if (!fact) return null;
  const name = m[1].trim().toLowerCase();
  let newPrice = writtenPrice(fact, m[2]);
  const texts = pageTexts(model);
  const PRICE = "([€$£¥]\\s?\\d+(?:[.,]\\d+)*|\\d+(?:[.,]\\d+)*\\s?(?:€|EUR|USD|GBP|HUF|Ft|kr|zł))";
  // "Callout from £59", "free shipping over €50": a short word may stand between the name and its price.
  // "concession tickets" where the page writes "Concession £45": the kind of price without its noun.
  const bare = name.replace(/\s+price$/, "");
  const short = bare.replace(new RegExp(`\\s+${TICKET_NOUN}$`), "");
  const named = [...new Set([bare, short])].map(escapeRegex).join("|");
  const next = new RegExp(
    // "the early bird price" where the page writes "Early bird tickets £89": the noun after the kind.
    `(?:${named})s?(?:\\s+${TICKET_NOUN})?\\W{0,4}(?:(?:from|over|under|at|only|just|for|of)\\s+)?${PRICE}`,
    "i",
  );
  const values = texts.map((t) => t.get() ?? "");
  const old = values.map((v) => v.match(next)?.[1]).find(Boolean);
  if (!old) return noPriceFor(request, model);
  // The page's "over" stays where it is: "over €40" replaces "€50" as "€40".
  const filler = values
    .map((v) => v.match(next)?.[0].match(/\b(from|over|under|at|only|just|for|of)\s+\S*$/i)?.[1])
    .find(Boolean);
  if (filler) newPrice = newPrice.replace(new RegExp(`^${filler}\\s+`, "i"), "");
  // The old price alone (a "€199 · €79" summary) changes too when no other name on the page has it.
  const elsewhere = values.some((v) => v.includes(old) && !next.test(v));
  const owners = values.flatMap((v) =>
    [...v.matchAll(new RegExp(`([\\p{L}][\\p{L} ]{2,40})\\W{0,4}${escapeRegex(old)}`, "giu"))].map((x) =>
      x[1]!.trim().toLowerCase(),
    ),
  );
  const onlyThisName = owners.every(
    (owner) =>
      owner.endsWith(name) ||
      name.endsWith(owner) ||
      owner.endsWith(short) ||
      owner.replace(new RegExp(`\\s+${TICKET_NOUN}$`), "").endsWith(short) ||
      !/\p{L}{3}/u.test(owner),
  );
  let changed = 0;
  texts.forEach((text, i) => {
    if (!next.test(values[i]!) && !(onlyThisName && elsewhere)) return;
    const updated = values[i]!.split(old).join(newPrice);
    if (updated === values[i]) return;
    text.set(updated);
    changed++;
  });
  if (changed === 0) return noPriceFor(request, model);
  // "free delivery over £30": the threshold's word belongs with its sum, not with the name.
  const called = m[1].trim().replace(/\s+(?:from|over|under|at|only|just|for|of)$/i, "");
  if (filler) return { applied: `Changed “${called} ${filler} ${old}” to “${called} ${filler} ${newPrice}”` };
  return { applied: `Set the price of ${called} to ${newPrice} (was ${old})` };
}

/** Sections whose items are labels of facts ("Price", "Where", "Phone"), never things sold. */
const LABEL_KINDS: SectionKind[] = ["event-details", "contact", "hours", "hero"];

/** What names every price at once: "the prices", "all prices", "everything", "the price". */
const ALL_PRICES =
  /^(?:(?:all\s+)?(?:of\s+)?(?:the\s+|our\s+)?(?:prices?|costs?|pricing|everything|it|them|all)(?:\s+(?:of\s+)?(?:the\s+|all\s+)?(?:plans?|products?|items?|tickets?|tiers?|dishes))?)?$/i;

/** A price line as the owner wrote it: "$24/month" stays "$24/month" (the composer's line spaces the unit). */
function writtenPrice(fact: PriceFact, said: string): string {
  const line = priceLine(fact, said);
  if (said.includes(line) || !fact.per) return line;
  const tight = line.replace(` ${fact.per}`, fact.per);
  return said.includes(tight) ? tight : line;
}

/** Splits "Enterprise €299 per month" into a title and the price exactly as written. */
function titleAndPrice(text: string, model: PageModel): Item {
  const found = priceIn(text, model);
  if (!found) return { title: text };
  // "Agency at $99/month with unlimited clients": the name before the price, what it is for after it.
  const title = cleanText(found.before.replace(/\s*(?:[:,–—-]|\bat\b|\bfor\b|\bcosting\b)\s*$/i, ""));
  const detail = cleanText(found.after.replace(/^\s*[,;–—-]?\s*/, "").replace(/[.,;]+$/, ""));
  if (!title) return { title: cleanText(found.rest) || found.label || text, price: found.price };
  return {
    title,
    price: found.price,
    ...(/^(?:with|for|including|incl\.?|includes|\+)\s+\S/i.test(detail)
      ? { text: `${capitalize(detail)}.` }
      : {}),
  };
}

/** A unit the price reading left out, right after the price: "$5 per employee", "£8 a bag", "€3 each". */
const UNIT_AFTER = /^\s*((?:per|a|an)\s+[\p{L}-]+|each|\/\s*\p{L}+)/iu;

/**
 * The first price in a text as the page writes it (with its unit), and the text without it. The unit is
 * taken from the words after the price when the price reading has none.
 */
function priceIn(
  text: string,
  model: PageModel,
): { price: string; rest: string; before: string; after: string; label: string } | null {
  const fact = factsOf(text, model).prices[0];
  if (!fact) return null;
  let price = writtenPrice(fact, text);
  const at = text.indexOf(fact.text);
  if (at < 0) {
    const rest = text.replace(price, " ");
    return { price, rest, before: rest, after: "", label: fact.label };
  }
  let after = text.slice(at + fact.text.length);
  if (fact.per) after = after.replace(new RegExp(`^\\s*${escapeRegex(fact.per)}`), "");
  else {
    const unit = after.match(UNIT_AFTER);
    if (unit) {
      price = `${price} ${unit[1]}`;
      after = after.slice(unit[0].length);
    }
  }
  return {
    price,
    rest: `${text.slice(0, at)} ${after}`,
    before: text.slice(0, at),
    after,
    label: fact.label,
  };
}

/** The copy that names an item with its old price ("callout from £59", "cinnamon bun £2.80") gets the new one too. */
function followPrice(model: PageModel, title: string, oldPrice: string, newPrice: string): void {
  const names = [title.toLowerCase(), singularOf(title.toLowerCase())];
  rewriteEverywhere(model, (text) =>
    names.some((name) => text.toLowerCase().includes(name)) ? text.split(oldPrice).join(newPrice) : text,
  );
}

/** "cinnamon buns" → "cinnamon bun", "merino scarves" → "merino scarf", "stories" → "story". */
function singularOf(phrase: string): string {
  return phrase
    .replace(/ves$/, "f")
    .replace(/ies$/, "y")
    .replace(/(?<=(?:ss|sh|ch|x|z))es$/, "")
    .replace(/(?<=[^s])s$/, "");
}

function addPerson(model: PageModel, kind: SectionKind, name: string, role?: string): string {
  const { section, created } = ensureSection(model, kind);
  fillPlaceholder(section);
  section.items.push({ title: name, ...(role ? { meta: role } : {}) });
  return `Added ${name}${role ? ` (${role})` : ""} to ${sectionInReport(section, created)}`;
}

/**
 * A contact label as the page says it: the composer writes them in the language the page shows
 * (composer/locale), so "Telefon" on a German page is what "Phone" is on an English one.
 */
function label(model: PageModel, english: Phrase): string {
  return say(pageLang(model), english);
}

/**
 * Sets one contact detail, labelled as the page labels it, in the footer and the contact section. A
 * detail that replaces an old one (a new number, a move) replaces it everywhere else the page gives it
 * too — the hero's quick facts, the copy, the FAQ answers and their links — so the page never shows both.
 * Answers the old value, if any.
 */
function setContact(model: PageModel, title: Phrase, detail: Omit<Item, "title">): string | undefined {
  const item: Item = { title: label(model, title), ...detail };
  const at = model.footer.findIndex((f) => isPageLabel(model, f.title, title));
  const oldText = at >= 0 ? model.footer[at].text : undefined;
  const oldHref = at >= 0 ? model.footer[at].href : undefined;
  if (oldText && item.text && oldText !== item.text) {
    const text = item.text;
    // "York" → "21 Petergate, York": the old detail is part of the new one, and the copy's "a bakery in
    // York" still says the town rightly; only the places that gave the detail alone change.
    const alone = new RegExp(`^${escapeRegex(oldText)}(?=[.!]?$)`);
    if (text.includes(oldText)) rewriteEverywhere(model, (written) => written.replace(alone, text));
    else replaceEverywhere(model, oldText, text);
    if (oldHref) replaceHrefEverywhere(model, oldHref, item.href);
  }
  if (at >= 0) model.footer[at] = item;
  else model.footer.push(item);
  const contact = model.sections.find((s) => s.kind === "contact");
  if (contact && !contact.placeholder) {
    const i = contact.items.findIndex((f) => isPageLabel(model, f.title, title));
    if (i >= 0) contact.items[i] = item;
    else contact.items.push(item);
  }
  return oldText !== item.text ? oldText : undefined;
}

function replaceHrefEverywhere(model: PageModel, from: string, to: string | undefined): void {
  for (const item of [...model.sections.flatMap((section) => section.items), ...model.footer]) {
    if (item.href === from) item.href = to;
  }
}

/**
 * A number the request gives as the phone when the brief's reading finds none (a 9-digit number without
 * its country's words around it: "change the phone number to 913 456 789"), exactly as written.
 */
function writtenPhone(request: string): { text: string; e164: string }[] {
  if (!/\b(?:phone|number|call|telephone|mobile|whatsapp)\b/i.test(request)) return [];
  const found = request.match(/(?<![\d\p{L}])\+?\(?\d[\d\s()./-]{5,}\d(?!\d)/u)?.[0];
  const digits = found?.replace(/\D/g, "") ?? "";
  if (!found || digits.length < 7 || digits.length > 15) return [];
  return [{ text: found, e164: `${found.startsWith("+") ? "+" : ""}${digits}` }];
}

/**
 * An item taken off the page leaves the lists the composer wrote from it (a FAQ answer's "Brunch plate:
 * £9.50", the order form's choice). Answers the owner's own texts that still name it, which stay as written.
 */
function forgetItem(model: PageModel, item: Item): string[] {
  const name = escapeRegex(item.title);
  const entry = item.price
    ? new RegExp(`(^|;\\s*)${name}\\s*:\\s*${escapeRegex(item.price)}(?:;\\s*)?`, "i")
    : null;
  if (entry)
    rewriteEverywhere(model, (text) =>
      text.replace(entry, (found, lead: string) => (lead ? (found.trimEnd().endsWith(";") ? "; " : "") : "")),
    );
  for (const section of model.sections)
    for (const field of section.form?.fields ?? [])
      field.options = field.options?.filter(
        (option) => !option.toLowerCase().startsWith(item.title.toLowerCase()),
      );
  const mention = new RegExp(`(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`, "iu");
  return model.sections.flatMap((section) =>
    [section.lead, ...section.items.map((i) => i.text)].filter(
      (text): text is string => !!text && mention.test(text),
    ),
  );
}

/** "change the price of the croissant to …" on a page that gives no price for it: the prices it gives. */
function noPriceFor(request: string, model: PageModel): { refused: string } | null {
  const asked = request.match(/\bprice\s+(?:of|for)\s+(?:the\s+|our\s+|a\s+)?(.+?)\s+to\b/i)?.[1];
  if (!asked || GENERIC_NAMES.test(asked.toLowerCase())) return null;
  const priced = model.sections.flatMap((s) => (s.placeholder ? [] : s.items.filter((i) => i.price)));
  return {
    refused: priced.length
      ? `The page shows no price for “${asked}”; its prices are for ${listOf(priced.map((i) => `“${i.title}”`))}`
      : `The page shows no price for “${asked}”`,
  };
}

/**
 * New opening hours replace the old ones wherever the page gives them (the hero's quick facts, a FAQ
 * answer, the copy): "Di–So 8:00–17:00" or "Mon–Fri 8:30–18:00; Sat 9:00–13:00" as the page wrote them.
 */
function replaceOldHours(model: PageModel, old: string[], now: string[]): void {
  if (old.length === 0 || now.length === 0) return;
  // A line shown on its own (the hero's quick facts give the first), when the page had several (the hero's quick facts give the first): the new line for the same days.
  const days = (line: string) => line.match(/^[^\d]+/)?.[0].trim();
  rewriteEverywhere(model, (text) => {
    const at = old.length > 1 ? old.indexOf(text) : -1;
    if (at < 0) return text;
    return now.find((line) => days(line) === days(text)) ?? now[at] ?? now[0];
  });
  // The list as a sentence starts it with a capital ("Lunes a viernes de 9:00 a 20:00; sábados …").
  const capital = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  for (const separator of ["; ", ", "]) {
    for (const cap of [(text: string) => text, capital]) {
      const before = cap(old.join(separator));
      const after = cap(now.join(separator));
      rewriteEverywhere(model, (text) => (text.includes(before) ? text.split(before).join(after) : text));
    }
  }
}

/** The contact section lists the same opening hours as the footer. */
function mirrorHoursInContact(model: PageModel): void {
  const contact = model.sections.find((s) => s.kind === "contact" && !s.placeholder);
  if (!contact) return;
  const at = contact.items.findIndex((item) => isPageLabel(model, item.title, "Opening hours"));
  const hours = model.footer
    .filter((f) => isPageLabel(model, f.title, "Opening hours"))
    .map((f) => ({ ...f }));
  const rest = contact.items.filter((item) => !isPageLabel(model, item.title, "Opening hours"));
  rest.splice(at < 0 ? rest.length : at, 0, ...hours);
  contact.items = rest;
}

/** The splitter strips a request's final full stop; a given answer keeps it as written. */
const withStop = (text: string, raw: string) =>
  text && !/[.!?…]$/.test(text) && /\S/.test(raw) ? `${text}.` : text;

const rule = (apply: ChangeRule["apply"], takesText = false): ChangeRule => ({ apply, takesText });

const NAMED_NOUN =
  /^(?:[\w\s]*?\b)?(?:the|our|my|a|an)?\s*([\p{L}\d][\p{L}\d&'’+ .-]{0,40}?)\s+(plan|tier|package|product|feature|service|benefit|project|question|speaker|topic|offer)\b/iu;

/**
 * "remove the Enterprise plan" on a page without one: say which items there are, instead of reading it as
 * the whole section or as nothing understood.
 */
function missingItem(request: string, model: PageModel): { refused: string } | null {
  const m = request.match(NAMED_NOUN);
  if (!m || /^(?:the|our|my|a|an|this|that|whole|entire|pricing|price)$/i.test(m[1].trim())) return null;
  const kind =
    ITEM_NOUNS.find(([re]) => re.test(m[2]))?.[1] ??
    (/question/i.test(m[2]) ? "faq" : /speaker/i.test(m[2]) ? "speakers" : undefined);
  const noun = m[2].toLowerCase();
  const section = kind ? listFor(model, kind, noun) : undefined;
  if (!section || section.items.length === 0) return { refused: `The page has no ${noun}s` };
  if (/^(?:first|second|third|fourth|fifth|sixth|last)$/i.test(m[1].trim()))
    return {
      refused: `The page has ${section.items.length === 1 ? `only one ${noun}` : `${section.items.length} ${noun}s`}`,
    };
  const list = listOf(section.items.map((item) => `“${item.title}”`));
  return { refused: `The page has no ${noun} called “${m[1].trim()}”; its ${noun}s are ${list}` };
}

/** "answer" before a FAQ answer, in English and the languages the composer writes ("a:" is "answer:"). */
const ANSWER_WORDS =
  "answer|a|antwort|réponse|reponse|respuesta|risposta|antwoord|resposta|odpowiedź|odpowiedz|válasz|valasz";

/** Additions of given content, anchored on "add": they run before the text rules ("… the title? answer: …"). */
/** Sections that list what is sold: a "menu" or "price list" on the page may be any of them. */
const SOLD_KINDS: SectionKind[] = ["pricing", "services", "products", "offers"];

/** A contact detail named in a request: its label on the page and what the report calls it. */
const ADDRESS_DETAIL: [RegExp, Phrase, string] = [/address|location/, "Address", "address"];
const CONTACT_DETAILS: [RegExp, Phrase, string][] = [
  [/web/, "Web", "website"],
  [/mail/, "Email", "e-mail address"],
  [/phone|number/, "Phone", "phone number"],
  [/hours|times/, "Opening hours", "opening hours"],
  ADDRESS_DETAIL,
];

/** Words before "plan"/"product" that are not its name ("add a new plan", "add another free feature"). */
const NOT_A_NAME = /^(?:new|another|further|second|third|extra|more|other|one more)$/i;

/**
 * "add a Business plan at $79/month for unlimited users", "add an Oat latte product for £3.50": the
 * name before the noun, the price and what the plan is for after it, each as written.
 */
function namedNewItem(request: string, model: PageModel): { applied: string } | null {
  const m = request.match(
    /^(?:please\s+)?(?:add|include|create|list)\s+(?:a|an|another|one more|the)\s+(?:new\s+)?([\p{L}\d][\p{L}\d&'’+ .-]{0,40}?)\s+(plan|tier|package|product|feature|service|benefit|offer)\b\s*(?!:)(.*)$/iu,
  );
  if (!m || NOT_A_NAME.test(m[1])) return null;
  const kind = ITEM_NOUNS.find(([noun]) => noun.test(m[2]))?.[1];
  if (!kind) return null;
  const rest = m[3].trim();
  const found = rest ? priceIn(rest, model) : null;
  const price = found?.price;
  const detail = cleanText(
    (found?.rest ?? rest)
      .replace(/^(?:\s*(?:at|costing|priced at|which costs|that costs|[,–—-]))+\s*/i, "")
      .replace(/(?:^|\s+)(?:at|for|costing)\s*$/i, "")
      .replace(/[.,;]+$/, ""),
  );
  const title = capitalize(m[1]);
  const item: Item = {
    title,
    ...(price ? { price } : {}),
    ...(detail ? { text: `${capitalize(detail)}.` } : {}),
  };
  const { section, created } = ensureSection(model, kind);
  fillPlaceholder(section);
  section.items.push(item);
  return {
    applied: `Added “${item.title}”${item.price ? ` at ${item.price}` : ""} to ${sectionInReport(section, created)}`,
  };
}

export const GIVEN_CONTENT_RULES: ChangeRule[] = [
  // "Add him to the team" with nobody named before it: who is not guessed.
  rule((request) =>
    /^(?:please\s+)?(?:add|put|include)\s+(?:him|her|them)\b/i.test(request)
      ? { refused: "Say who, with their role: add a team member, Ana Lopez, head chef" }
      : null,
  ),
  // "add a price list: Callout £70, EV charger from £850": the prices as given, into the pricing section.
  rule((request, model) => {
    const m = request.match(
      /^(?:please\s+)?(?:add|include|put|create|give|list)\s+(?:a\s+|the\s+|our\s+|my\s+)?(?:price\s+list|prices|price\s+section|pricing(?:\s+section)?)\s*(?:with\s*)?:\s*(.+)$/i,
    );
    if (!m) return null;
    const lines = m[1]
      .split(/\s*;\s*|,(?!\d)\s*|\s+and\s+(?=\p{L})/u)
      .map((line) => line.trim())
      .filter(Boolean);
    // "EV charger from £850": "from" belongs to the price the page shows, not to the name.
    const items = lines.map((line) => {
      const item = titleAndPrice(line, model);
      return { ...item, title: item.title.replace(/\s+(?:from|at|for|only|just)$/i, "") };
    });
    const unpriced = items.filter((item) => !item.price);
    if (items.length === 0 || unpriced.length > 0)
      return {
        refused: `Give each line with its price: add a price list: ${items[0]?.title ?? "Callout"} £60, …${unpriced.length ? ` (“${unpriced[0].title}” has none)` : ""}`,
      };
    const { section, created } = ensureSection(model, "pricing");
    const wasPlaceholder = fillPlaceholder(section);
    const known = new Set(section.items.map((item) => item.title.toLowerCase()));
    const fresh = items.filter((item) => !known.has(item.title.toLowerCase()));
    if (fresh.length === 0) return { refused: `${capitalize(sectionInReport(section))} already lists them` };
    section.items.push(...fresh);
    return {
      applied: `Added ${listOf(fresh.map((item) => `“${item.title}” ${/^from\b/i.test(item.price ?? "") ? "" : "at "}${item.price}`))} to ${sectionInReport(section, created || wasPlaceholder)}`,
    };
  }, true),
  // One item into a list the page has ("add Salesforce integration to the features").
  rule((said, model) => {
    // "add a fourth item to what's inside: one reader question": the item is what follows the colon.
    const placed = said.match(
      /^(?:please\s+)?add\s+(?:an?\s+|one\s+|another\s+)?(?:(?:new|more|extra|other|second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th))\s+)?(?:item|point|line|bullet|entry|thing)\s+((?:to|in|into|under)\s+.+?)\s*:\s*(\S.*)$/i,
    );
    const request = placed ? `add ${placed[2]} ${placed[1]}` : said;
    const m = request.match(
      /^(?:please\s+)?add\s+(?:an?\s+|the\s+|our\s+)?(.+?)\s+(?:to|in|into|under)\s+(?:the\s+|our\s+)?(.+?)(?:\s+(?:section|list))?$/i,
    );
    if (!m || /\d/.test(m[1])) return null;
    const present = model.sections.map((s) => s.kind);
    const type = model.source.landingPageType;
    // "add a FAQ to the page", "add the team to the footer": a section or a place, not an item.
    if (findSectionKinds(m[1], type, present).length > 0 || ITEM_NOUNS.some(([noun]) => noun.test(m[1])))
      return null;
    // The list named as the page titles it ("to what we do"), else by its kind's name.
    const kind = sectionKindShown(m[2], model) ?? findSectionKinds(m[2], type, present)[0];
    const section = model.sections.find((s) => s.kind === kind && !s.placeholder);
    if (
      !section ||
      ["hero", "contact", "faq", "testimonials", "reviews", "hours", "agenda"].includes(section.kind)
    )
      return null;
    const title = cleanText(m[1]).replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (section.items.some((item) => item.title.toLowerCase() === title.toLowerCase()))
      return { refused: `${capitalize(sectionInReport(section))} already lists “${title}”` };
    section.items.push({ title });
    return { applied: `Added “${title}” to ${sectionInReport(section)}` };
  }, true),
  // A priced item ("add a croissant for 800 Ft to the menu", "add Espresso – 900 Ft"): into the section
  // named if the page has it, else the one that already lists prices.
  rule((request, model) => {
    if (!ADD.test(request) || /\bsections?\b/i.test(request)) return null;
    const m = request.match(
      /^(?:please\s+)?add\s+(?:an?\s+|the\s+|our\s+|new\s+)*(.+?)\s*(?:\bfor\b|\bat\b|[:–—-])\s*(.+?)(?:\s+(?:to|in|on|into|onto)\s+(?:the\s+|our\s+)?(.+?))?$/i,
    );
    if (!m || ITEM_NOUNS.some(([noun]) => noun.test(m[1]))) return null;
    const [, name, priceText, target] = m;
    if (!factsOf(priceText, model).prices[0]) return null;
    const listed = model.sections.filter(
      (s) => !s.placeholder && SOLD_KINDS.includes(s.kind) && s.items.some((item) => item.price),
    );
    const present = model.sections.map((s) => s.kind);
    // The section as the page titles it ("to what we serve", "to the counter"), else by its kind's name.
    const wanted = target?.toLowerCase().replace(/\s+(?:section|list)$/, "");
    const byHeading =
      wanted && wanted.length >= 4
        ? model.sections.find((s) =>
            [s.heading, s.eyebrow].some((title) => title?.toLowerCase().includes(wanted)),
          )
        : undefined;
    const namedKind = target ? findSectionKinds(target, model.source.landingPageType, present)[0] : undefined;
    if (target && !byHeading && !namedKind) return null;
    const section =
      model.sections.find((s) => s.kind === namedKind && !s.placeholder) ??
      byHeading ??
      (namedKind === undefined || SOLD_KINDS.includes(namedKind) ? listed[0] : undefined);
    if (!section) return null;
    // "add a menu item: Banana bread £3.50": the words for "an item" are not its name.
    const item = titleAndPrice(
      cleanText(`${name} ${priceText}`).replace(/^(?:(?:menu|new)\s+)?(?:item|dish|line|entry)\s*:?\s*/i, ""),
      model,
    );
    item.title = item.title.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    // Already listed there without this price: it gets the price rather than a second line.
    const same = section.items.find((i) => i.title.toLowerCase() === item.title.toLowerCase());
    if (same && item.price) {
      same.price = item.price;
      return { applied: `Set the price of ${same.title} to ${item.price}` };
    }
    section.items.push(item);
    return {
      applied: `Added “${item.title}”${item.price ? ` at ${item.price}` : ""} to ${sectionInReport(section)}`,
    };
  }, true),
  // App Store and Google Play links, into the download section.
  rule((request, model) => {
    const urls = [
      ...request.matchAll(
        /\bhttps?:\/\/(?:apps\.apple\.com|itunes\.apple\.com|play\.google\.com)[^\s"'<>,]*/gi,
      ),
    ].map((m) => m[0].replace(/[.;]+$/, ""));
    if (urls.length === 0) {
      if (
        /\b(?:app store|google play|play store|store links?|store badges?)\b/i.test(request) &&
        ADD.test(request)
      )
        return {
          refused:
            "Give the store addresses: add the App Store link https://apps.apple.com/app/… and the Google Play link https://play.google.com/store/apps/…",
        };
      return null;
    }
    const { section } = ensureSection(model, "download");
    fillPlaceholder(section);
    for (const url of urls) {
      const title = /apple/i.test(url) ? "App Store" : "Google Play";
      section.items = [...section.items.filter((i) => i.title !== title), { title, href: url }];
    }
    return { applied: `Linked the download buttons to ${urls.join(" and ")}` };
  }),

  // A FAQ question with its answer ("add a FAQ question: Do you deliver? answer: Yes, within 5 km"; the
  // owner's language's "Réponse :", "Risposta:" too).
  rule((said, model) => {
    if (!ADD.test(said)) return null;
    // "add a question about parking to the faq: Is there parking? …": the question is what follows the
    // colon; the words before it only say where it goes.
    const request = said.replace(/\b(question)\b\s+[^:?]{1,60}?\s*:/i, "$1:");
    // "add a FAQ question: …", or "add an FAQ: Is there parking? Yes, …" (a question after the colon).
    const asked = /\bquestion\b/i.test(request) || /\b(?:faq|q&a)\b[^:?]{0,20}:\s*[^?]+\?/i.test(request);
    if (!asked) return null;
    const INTRO = /\bquestion\b/i.test(request) ? "question" : "(?:faq|q&a)(?:\\s+(?:entry|item|point))?";
    let m = request.match(
      new RegExp(
        `\\b${INTRO}\\b\\s*[:,–—-]?\\s*(.+?)\\s*(?:[,;]?\\s*(?<![\\p{L}])(?:${ANSWER_WORDS})\\s*[:–—-]\\s*(.+))?$`,
        "iu",
      ),
    );
    // Without an "answer:" marker, the question ends at its question mark ("… weekends? Yes, until 14:00").
    if (m && !m[2])
      m =
        request.match(new RegExp(`\\b${INTRO}\\b\\s*[:,–—-]?\\s*(.+?\\?)\\s*(?:[–—-]\\s*)?(\\S.*)$`, "i")) ??
        m;
    // Typed in lower case in a hurry, a question and its answer still begin as sentences on the page.
    const question = capitalize(cleanText(m?.[1] ?? ""));
    const answer = capitalize(withStop(cleanText(m?.[2] ?? ""), m?.[2] ?? ""));
    if (!question || !answer)
      return { refused: "Give the question and its answer: add a FAQ question: … answer: …" };
    const { section } = ensureSection(model, "faq");
    fillPlaceholder(section);
    section.items.push({ title: question, text: answer });
    return { applied: `Added the FAQ question “${question}”` };
  }, true),

  // A testimonial in the customer's own words ("add a testimonial from Ana Lopez: '…'").
  rule((request, model) => {
    if (!ADD.test(request) || !/\b(?:testimonials?|reviews?|quotes?)\b/i.test(request)) return null;
    // "…from Ana Lopez: '…'", or the words first: "add a testimonial: 'Best flat white in town' – Sam, regular".
    const after = request.match(/["“'‘](.+)["”'’]\s*[–—-]\s*(\p{Lu}.+)$/u);
    const m =
      request.match(/\bfrom\s+(.+?)\s*[:–—-]?\s*["“'‘](.+)["”'’]\s*$/i) ??
      request.match(/\bfrom\s+([^:]+?)\s*:\s*(.+)$/i) ??
      (after ? [after[0], after[2], after[1]] : null);
    if (!m) {
      const exists = model.sections.some((s) => s.kind === "testimonials" || s.kind === "reviews");
      if (
        /\bfrom\b|["“:]/.test(request) ||
        (exists && /^(?:add|include|insert|create|give|new)\b/i.test(request))
      )
        return { refused: "Give the words and who said them: add a testimonial from Ana Lopez: “…”" };
      return null;
    }
    const [name, ...roleParts] = m[1].split(/,\s*/);
    const words = cleanText(m[2]);
    const kind: SectionKind =
      model.sections.some((s) => s.kind === "reviews") || model.source.landingPageType === "e-commerce"
        ? "reviews"
        : "testimonials";
    const { section, created } = ensureSection(model, kind);
    const wasPlaceholder = fillPlaceholder(section);
    const role = roleParts.join(", ").trim();
    section.items.push({ title: cleanText(name), text: words, ...(role ? { meta: role } : {}) });
    return {
      applied: `Added ${cleanText(name)}'s words to ${sectionInReport(section, created || wasPlaceholder)}`,
    };
  }, true),

  // One person ("add a second speaker, Dr. Tom Reyes", "add a team member: Ana Lopez, head chef").
  rule((request, model) => {
    if (!ADD.test(request)) return null;
    // "add Maria Keller as a speaker" reads as "add a speaker, Maria Keller".
    // "Add Dr. Tom Reyes (head of research at Kite) as a second speaker" gives the role in brackets.
    const named = request.match(
      /^[Aa]dd\s+(\p{Lu}.+?)\s*(?:\(([^)]+)\))?\s+as\s+(?:a|an|our|the)\s+(?:second\s+|third\s+|new\s+|another\s+)?(speaker|co-?host|host|presenter|panell?ist|team member)\b\s*(?:[,:]\s*(.+))?$/u,
    );
    if (named) {
      const role = named[2] ?? named[4];
      request = `add a ${named[3]}, ${named[1]}${role ? `, ${role}` : ""}`;
    }
    const m = request.match(
      new RegExp(
        `\\b(speakers?|co-?hosts?|hosts?|presenters?|panell?ists?|team members?|staff members?|member of (?:the )?team|${LEADING_PEOPLE})\\b\\s*[:,–—-]?\\s*(?:called |named )?(.*)$`,
        "i",
      ),
    );
    if (!m) return null;
    let kind: SectionKind = /host|presenter/i.test(m[1])
      ? "host"
      : /speaker|panel/i.test(m[1])
        ? "speakers"
        : "team";
    // A teacher or a coach leads what the page presents: its speakers or its host where it has them.
    if (new RegExp(`^(?:${LEADING_PEOPLE})$`, "i").test(m[1]) && !/speaker/i.test(m[1]))
      kind = model.sections.some((s) => s.kind === "speakers")
        ? "speakers"
        : model.sections.some((s) => s.kind === "host")
          ? "host"
          : "team";
    // A webinar's speakers are its hosts, an event's hosts its speakers: the person joins the section the page has.
    const present = model.sections.map((s) => s.kind);
    if (kind === "speakers" && !present.includes("speakers") && present.includes("host")) kind = "host";
    else if (kind === "host" && !present.includes("host") && present.includes("speakers")) kind = "speakers";
    if (/s$/i.test(m[1]) && /\band\b|;/.test(m[2])) {
      const names = cleanText(m[2])
        .split(/\s*(?:,|;|\band\b)\s*/)
        .filter((n) => /^\p{Lu}/u.test(n));
      if (names.length > 0) return { applied: names.map((n) => addPerson(model, kind, n)).join("; ") };
    }
    const [name, ...role] = cleanText(m[2]).split(/\s*,\s*|\s+[–—-]\s+/);
    // "put the speakers right after the hero" is a move, not a person.
    if (name && !/\p{Lu}/u.test(name[0])) return null;
    if (!name)
      return {
        refused: `Give the person's name: add a ${m[1].toLowerCase().replace(/s$/, "")}, Dr. Tom Reyes, head of research (nothing is invented)`,
      };
    return { applied: addPerson(model, kind, name, role.join(", ") || undefined) };
  }, true),
  // One new item in a list ("add a plan: Enterprise €299 per month", "add a feature: offline mode").
  rule((request, model) => {
    if (!ADD.test(request) || /\bsections?\b/i.test(request)) return null;
    const named = namedNewItem(request, model);
    if (named) return named;
    const nouns = ITEM_NOUNS.flatMap(([noun, kind]) => {
      const m = request.match(noun);
      return m && m.index !== undefined ? [{ m, kind, at: m.index }] : [];
    }).sort((a, b) => a.at - b.at);
    for (const { m, kind: named } of nouns.slice(0, 1)) {
      if (m.index === undefined) continue;
      // "add a service: …" on a page whose list is headed "Services" (filed as benefits) adds it there.
      const rest = request.slice(m.index + m[0].length);
      const kind = model.sections.some((s) => s.kind === named)
        ? named
        : (sectionKindShown(`${singularOf(m[0])}s`, model) ?? pricedListFor(rest, model) ?? named);
      // "add a plan Enterprise £99 per month": a name with its price after the noun, without a colon.
      const namedWithPrice = /^\s+\p{Lu}/u.test(rest) && factsOf(rest, model).prices.length > 0;
      if (!/^\s*(?:[:–—-]|,|called|named)/i.test(rest) && !namedWithPrice) return null;
      const text = cleanText(rest.replace(/^\s*(?:[:,–—-]|called|named)\s*/i, ""));
      if (!text) return null;
      const item = titleAndPrice(text, model);
      const { section, created } = ensureSection(model, kind);
      fillPlaceholder(section);
      section.items.push(item);
      return {
        applied: `Added “${item.title}”${item.price ? ` at ${item.price}` : ""} to ${sectionInReport(section, created)}`,
      };
    }
    return null;
  }, true),
];

/**
 * "add a product: Kouign-amann 2,50 €" on a page without products but with one list of prices (a bakery's
 * "Tarifs"): the priced thing joins that list rather than a new section that repeats the page.
 */
function pricedListFor(rest: string, model: PageModel): SectionKind | undefined {
  if (factsOf(rest, model).prices.length === 0) return undefined;
  const priced = model.sections.filter(
    (s) =>
      !s.placeholder &&
      ["pricing", "services", "products"].includes(s.kind) &&
      s.items.some((item) => item.price),
  );
  return priced.length === 1 ? priced[0].kind : undefined;
}

/**
 * "we're closed on Sundays", "Montags geschlossen", "siamo chiusi il lunedì": the closed days in the
 * owner's words (from "closed" on in English, the words from the first day or "closed" word to the last
 * in other languages) and the days as English names.
 */
function closedDaysSaid(request: string, model: PageModel): { text: string; days: string[] } | null {
  if (REMOVE.test(request)) return null;
  const capitalised = (text: string) => cleanText(text).replace(/^./, (c) => c.toUpperCase());
  if (/\bclosed\b/i.test(request)) {
    const said = request.match(/\bclosed\b[^.;]*/i)?.[0] ?? "";
    const days = [...said.matchAll(DAYS)].map((m) => m[1]);
    if (days.length === 0) return null;
    return {
      // "closed on tuesdays" is shown as "Closed on Tuesdays": a day's name is written with its capital.
      text: capitalised(
        said.replace(/\s*\b(?:from now on|now|any ?more|as of now|as well|too|also)\b/gi, ""),
      ).replace(
        /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/gi,
        (day) => day[0].toUpperCase() + day.slice(1).toLowerCase(),
      ),
      days: days.map((d) => dayNamed(d)).filter((d): d is string => d !== undefined),
    };
  }
  // "Le dimanche nous fermons à midi", "w piątki zamykamy o 17:00": a closing time, not a closed day.
  if (CLOSING_TIME.test(request)) return null;
  // The page's language first, then the others: owners write in more than one ("we zijn op maandag
  // gesloten" on a page the composer wrote in English).
  const own = requestWords(model);
  for (const w of [...(own ? [own] : []), ...Object.values(REQUEST_WORDS).filter((w) => w !== own)]) {
    const said = closedDaysIn(request, w, capitalised);
    if (said) return said;
  }
  return null;
}

function closedDaysIn(
  request: string,
  w: RequestWords,
  capitalised: (text: string) => string,
): { text: string; days: string[] } | null {
  const whole = (alternation: string) =>
    new RegExp(`(?<![\\p{L}\\d])(?:${alternation})(?![\\p{L}\\d])`, "giu");
  const closedAt = [...request.matchAll(whole(w.closed))];
  if (closedAt.length === 0) return null;
  const dayHits = w.days.flatMap((forms, index) =>
    [...request.matchAll(whole(forms))].map((m) => ({
      at: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      index,
    })),
  );
  if (dayHits.length === 0) return null;
  const spans = [
    ...closedAt.map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length })),
    ...dayHits,
  ];
  const from = Math.min(...spans.map((s) => s.at));
  const to = Math.max(...spans.map((s) => s.end));
  return {
    text: capitalised(request.slice(from, to)),
    days: [...new Set(dayHits.map((d) => DAY_NAMES[d.index]))],
  };
}

const CLOSING_TIME = new RegExp(
  `\\d{1,2}(?:[:.h]\\d{2}|h(?![\\p{L}])|\\s*uhr)|(?<![\\p{L}])(?:${MIDDAY})(?![\\p{L}])|(?<![\\p{L}])(?:à|a las|alle|o|um|om|às|at)\\s+\\d`,
  "iu",
);

const DAYS =
  /\b(mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:nesday)?s?|thu(?:rs(?:day)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?|weekends?|public holidays|bank holidays|holidays)\b/gi;

/**
 * A section's heading ("rename the event details section to Practical info", "change the FAQ heading to …",
 * "rename the Highlights heading to Our boxes"): the section named by its kind or by the heading it shows.
 * Tried before the hero's headline, which "the … heading" of a named section is not.
 */
export const SECTION_HEADING_RULE: ChangeRule = rule((request, model) => {
  const m =
    request.match(/^(?:rename|retitle|call)\s+(?:the\s+)?(.+?)\s+section\s+(?:to|as|into)?\s*(.+)$/i) ??
    request.match(
      /^(?:change|set|make|rename)\s+(?:the\s+)?(?:heading|title|headline)\s+of\s+(?:the\s+)?(.+?)(?:\s+section)?\s+(?:to|into)\s+(.+)$/i,
    ) ??
    request.match(
      /^(?:change|set|make|rename|retitle)\s+(?:the\s+)?(.+?)(?:\s+section)?(?:'s)?\s+(?:heading|title)\s+(?:to|into|as)\s+(.+)$/i,
    );
  // "the host's title" is a person's role, not a heading.
  if (!m || /\b(?:host|speaker|presenter|teacher|coach|author|founder|job|plan|card)(?:'s)?$/i.test(m[1]))
    return null;
  const shown = model.sections.find(
    (s) =>
      s.kind !== "hero" && [s.heading, s.eyebrow].some((t) => t && t.toLowerCase() === m[1].toLowerCase()),
  );
  const kind =
    shown?.kind ??
    findSectionKinds(
      m[1],
      model.source.landingPageType,
      model.sections.map((s) => s.kind),
    )[0];
  if (!kind || kind === "hero") return null;
  const section = shown ?? model.sections.find((s) => s.kind === kind);
  if (!section) return { refused: `The page has no ${SECTION_TITLES[kind]} section` };
  const heading = cleanText(m[2]);
  if (!heading || heading.length > 120) return { refused: "The new heading must be 1 to 120 characters" };
  const old = section.heading;
  section.heading = heading;
  return {
    applied: `Renamed ${old ? `the “${old}” section` : `the ${SECTION_TITLES[kind]} section`} to “${heading}”`,
  };
}, true);

/** "Sat 9:00–13:00" taken out of the copy that gives it ("Mon–Fri 8:00–19:00; Sat 9:00–13:00."). */
function dropDayHoursFromCopy(model: PageModel, days: string[]): string[] {
  const gone: string[] = [];
  for (const day of days) {
    const given = new RegExp(
      `(?:[,;]\\s*)?\\b${day.slice(0, 3)}[a-z]*\\s+\\d{1,2}[:.]\\d{2}\\s*[–-]\\s*\\d{1,2}[:.]\\d{2}`,
      "gi",
    );
    rewriteEverywhere(model, (text) => {
      const next = text.replace(given, (match) => {
        gone.push(match.replace(/^[,;]\s*/, ""));
        return "";
      });
      return next === text ? text : next.replace(/^\s*[,;]\s*/, "").trim();
    });
  }
  return gone;
}

const plural = (day: string) => `${capitalize(day)}s`;

/**
 * A day the owner now closes on, on a page that lists its hours without a section of their own: the day
 * comes out of the ranges and lines that give it ("Tue–Sat" → "Wed–Sat", "Sat 9:00–13:00" goes). When the
 * page gives no hours, or none for that day, it says so rather than writing a section of hours.
 */
function closeDayInListedHours(
  model: PageModel,
  text: string,
  days: string[],
  isThatDay: (text: string) => boolean,
): RuleOutcome {
  const named = listOf(days.map(plural));
  const listed = footerHours(model);
  const contactHadHours = model.sections.some(
    (s) => s.kind === "contact" && s.items.some((item) => isPageLabel(model, item.title, "Opening hours")),
  );
  const ranges = dropDaysFromRanges(model, days);
  // Hours in words: "du mardi au samedi" loses the day at its end; a day inside it is not guessed at.
  const inWords = dropDaysFromWordRanges(model, days);
  if (inWords.inside.length > 0) return cannotTakeOut(model, named, inWords.inside);
  const lines = model.footer.filter(
    (f) => isPageLabel(model, f.title, "Opening hours") && isThatDay(f.text ?? ""),
  );
  model.footer = model.footer.filter((f) => !lines.includes(f));
  const gone = [
    ...new Set([
      ...lines.map((f) => f.text ?? ""),
      ...dropDayHoursFromCopy(model, days),
      ...dropWordDayHours(model, days),
    ]),
  ];
  // A line that gave only that day's hours is gone, not left as an empty "Opening hours:".
  model.footer = model.footer.filter((f) => !(isPageLabel(model, f.title, "Opening hours") && !f.text));
  if (contactHadHours) mirrorHoursInContact(model);
  const changes = [
    ...onceEach([...ranges, ...inWords.changed]).map(([from, to]) => `“${from}” is now “${to}”`),
    ...gone.map((line) => `“${line}” is gone`),
  ];
  if (changes.length > 0)
    return { applied: `Took ${named} out of the opening hours (${changes.join(", ")})` };
  if (listed.length === 0)
    return {
      refused: `The page gives no opening hours, so there are none to take ${named} out of; to show your hours, give them all: opening hours: Mon–Fri 9:00–17:00`,
    };
  const shown = listOf(listed.map((line) => `“${line}”`));
  // The hours already leave the day out ("Di–So 8:00–17:00", "du mardi au dimanche de 7h à 19h"): the
  // owner's words join them where the page lists them.
  const read = daySpanReader(model);
  const allRead = listed.every((line) => read(line.match(/^\S+(?:\s*[–-]\s*\S+)?/)?.[0] ?? "") !== null);
  if (allRead || proseLeavesOut(model, listed, days)) {
    if (listed.includes(text)) return { refused: `The opening hours already say “${text}”` };
    addFooterHours(model, [{ title: label(model, "Opening hours"), text, icon: "clock" }]);
    if (contactHadHours) mirrorHoursInContact(model);
    return { applied: `Added “${text}” to the opening hours` };
  }
  // Hours written in words that may include the day ("hétfőtől péntekig 7:00–18:00") are not rewritten by
  // guessing.
  return {
    refused: `I cannot tell how to take ${named} out of the opening hours as the page writes them (${shown}); give them all anew: opening hours: …`,
  };
}

/** Each change once, whatever its capitals ("Du mardi au samedi" in a sentence is "du mardi au samedi"). */
function onceEach(changes: [string, string][]): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const [from, to] of changes)
    if (!seen.has(from.toLowerCase())) seen.set(from.toLowerCase(), [from, to]);
  return [...seen.values()];
}

/**
 * "add sunday 10-12", "saturday classes now run 9-1": a day and its times, said without "open", as the
 * request for those hours ("we are also open sunday 10-12").
 */
function dayAndTimes(request: string): string | undefined {
  const m = request.match(
    /^(add\s+(?:on\s+)?)?((?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\s+(?:(?:classes|sessions|lessons|hours)\s+)?((?:now\s+)?(?:run|are|is|will be)\s+(?:now\s+)?(?:from\s+)?)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:[–-]|to|till|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)$/i,
  );
  if (!m || (!m[1] && !m[3]) || !dayNamed(m[2])) return undefined;
  return `we are ${m[1] ? "also " : ""}open ${m[2]} ${m[4]}`;
}

/** The weekdays a span of days names: "Mon–Fri", "Sa", "du mardi au samedi", "le dimanche". */
function spanDays(
  model: PageModel,
  span: string,
  readDays: (span: string) => { days: number[] } | null,
): number[] | null {
  const text = span.trim().replace(/[:,]$/, "");
  if (!text) return null;
  return readDays(text)?.days ?? wordSpanDays(model, text);
}

/** The weekdays an hours line gives its times for: "Mon–Fri 7:00–9:00", "du mardi au samedi de 7h à 19h30". */
function lineDays(
  model: PageModel,
  line: string,
  readDays: (span: string) => { days: number[] } | null,
): number[] | null {
  const before = line.split(/\d/)[0].replace(/\s+(?:de|dalle|dalla|van|von|od|das|from)\s*$/i, "");
  return before === line ? null : spanDays(model, before, readDays);
}

/** The page's own lines when they already give each of these hours, the same days at the same times. */
function alreadyGiven(
  model: PageModel,
  hours: { text: string; times: string }[],
  readDays: (span: string) => { days: number[] } | null,
): string | null {
  const clock = (text: string) => text.replace(/\s+/g, "").replace(/[–—-]/g, "-").replace(/\./g, ":");
  const listed = footerHours(model).map((line) => ({
    line,
    days: lineDays(model, line, readDays)?.join(),
    times: clock(line.slice(line.search(/\d/))),
  }));
  const found = hours.map((h) => {
    const days = lineDays(model, h.text, readDays)?.join();
    return days ? listed.find((l) => l.days === days && l.times === clock(h.times)) : undefined;
  });
  if (found.length === 0 || found.some((f) => f === undefined)) return null;
  return listOf([...new Set(found.map((f) => `“${f?.line}”`))]);
}

/**
 * New hours for days the page already lists on a line of their own ("open mon-fri 6:30-9 now" where it says
 * "Mon–Fri 7:00–9:00", "Ouvert du mardi au samedi de 8h à 19h"): that line changes wherever the page gives
 * it, and the other days keep theirs. A full list ("opening hours: …") and "also … too" are not this.
 */
function newHoursForListedDays(
  model: PageModel,
  request: string,
  hours: { text: string; days: string; times: string }[],
  readDays: (span: string) => { days: number[] } | null,
): RuleOutcome | null {
  if (/\b(?:hours|times)\s*(?::|to\b)|\b(?:also|too|as well|additionally)\b/i.test(request)) return null;
  const listed = footerHours(model);
  const pairs: [string, string][] = [];
  for (const h of hours) {
    const days = h.days ? spanDays(model, h.days, readDays) : null;
    if (!days || !h.times) return null;
    const same = listed.filter((line) => lineDays(model, line, readDays)?.join() === days.join());
    if (same.length !== 1) return null;
    // The page's own words for the days, and the new times written as it writes times.
    const at = same[0].search(/\d/);
    const shown = same[0].slice(at);
    // Two times a day ("Mon–Fri 7:00–9:00 and 18:00–21:00"): the new range takes the place of the one it
    // shares an end with, and the other stays; which one is meant is never guessed.
    const ranges = [...shown.matchAll(/\d{1,2}(?:[:.h]\d{2}|h)?\s*[–—-]\s*\d{1,2}(?:[:.h]\d{2}|h)?/g)];
    let times = timesLike(shown, h.times);
    if (ranges.length > 1) {
      const fresh = timesLike(ranges[0][0], h.times);
      const ends = (range: string) => range.split(/\s*[–—-]\s*/).map((end) => clockWord(end));
      const [from, to] = fresh ? ends(fresh) : [];
      const shared = ranges.filter((r) => {
        const [a, b] = ends(r[0]);
        return (a !== null && a === from) || (b !== null && b === to);
      });
      if (!fresh || shared.length !== 1)
        return {
          refused: `“${same[0]}” gives more than one time a day; say them all as they should read: open ${same[0].slice(0, at)}${ranges.map((r) => r[0]).join(" and ")}`,
        };
      const one = shared[0];
      times = `${shown.slice(0, one.index)}${fresh}${shown.slice(one.index + one[0].length)}`;
    }
    const text = times ? `${same[0].slice(0, at)}${times}` : h.text;
    if (same[0] !== text) pairs.push([same[0], text]);
  }
  if (pairs.length === 0) return null;
  for (const [from, to] of pairs) {
    const capital = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    rewriteEverywhere(model, (text) => text.split(from).join(to).split(capital(from)).join(capital(to)));
    for (const section of model.sections.filter((s) => s.kind === "hours"))
      for (const item of section.items)
        if (`${item.title} ${item.text ?? ""}`.trim() === from && to.startsWith(item.title))
          item.text = to.slice(item.title.length).trim();
  }
  return {
    applied: `Changed the opening hours (${pairs.map(([from, to]) => `“${from}” is now “${to}”`).join(", ")})`,
  };
}

/** A closed day inside a range of days written in words ("du mardi au samedi" without Thursday). */
function cannotTakeOut(model: PageModel, named: string, ranges: string[]): RuleOutcome {
  const shown = listOf(onceEach(ranges.map((range) => [range, range])).map(([range]) => `“${range}”`));
  const example = footerHours(model)[0] ?? "Mon–Fri 9:00–17:00";
  return {
    refused: `${named} fall inside ${shown} as the page writes its hours, and I do not split days written in words by guessing; give the hours anew as they should read: opening hours: ${example}, …`,
  };
}

/** Hours written in words ("du mardi au dimanche de 7h à 19h") whose days, read as a range, leave these out. */
function proseLeavesOut(model: PageModel, lines: string[], days: string[]): boolean {
  const words = requestWords(model);
  if (!words) return false;
  const closed = days.map((day) => DAY_NAMES.indexOf(day));
  return lines.every((line) => {
    const found = words.days.flatMap((forms, index) =>
      new RegExp(`(?<![\\p{L}\\d])(?:${forms})(?![\\p{L}\\d])`, "iu").test(line) ? [index] : [],
    );
    if (found.length === 0 || found.length > 2) return false;
    const from = Math.min(...found);
    const to = Math.max(...found);
    return closed.every((day) => day < from || day > to);
  });
}

/**
 * After a move, the owner's own sentence that still names the old street ("free parking behind the clinic
 * on Western Road"): named in the report, not rewritten by guessing.
 */
function oldStreetLeft(model: PageModel, old: string | undefined): string {
  const street = old
    ?.split(",")[0]
    ?.match(/^\s*\d+[a-z]?\s+(\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3})\s*$/iu)?.[1];
  if (!street) return "";
  const names = new RegExp(`(?<![\\p{L}])${escapeRegex(street)}(?![\\p{L}])`, "iu");
  const left = shownTexts(model).find((text) => names.test(text));
  return left
    ? `; your own text still names ${street}: “${left}” (change that text if it is no longer true)`
    : "";
}

export const ITEM_RULES: ChangeRule[] = [
  // "bump all prices by £5", "put the plans up 10%": a new price is never worked out from the old one.
  rule((request, model) => {
    if (
      !/^(?:please\s+)?(?:bump|raise|increase|put|lower|reduce|cut|drop|decrease|bring|mark)\b.*\b(?:prices?|plans?|costs?|everything|all)\b.*?\b(?:up|down|by)?\s*[€$£]?\s?\d+(?:[.,]\d+)?\s?(?:%|percent|per ?cent|€|eur|euros?|pounds?|dollars?)?(?:\s*,?\s*(?:please|pls|thanks|thank you))?\s*[.!]?$/i.test(
        request,
      ) ||
      !/\b(?:by|up|down)\b|%|percent/i.test(request)
    )
      return null;
    const priced = model.sections.flatMap((s) => (s.placeholder ? [] : s.items.filter((i) => i.price)));
    if (priced.length === 0) return null;
    return {
      refused: `I set prices to the amounts you give, never by working them out from the old ones; give each new price as it should appear: change ${priced[0].title} to …${priced.length > 1 ? `, change ${priced[1].title} to …` : ""}`,
    };
  }),
  // Closed days ("we're closed on Sundays"): a line in the opening hours, in the owner's words.
  rule((request, model) => {
    const closed = closedDaysSaid(request, model);
    if (!closed) return null;
    const { text, days: closedDays } = closed;
    // The hours given for a day it is now closed on are no longer true ("Sat 12:00–23:00").
    const isThatDay = (title: string) => {
      const day = dayNamed(title.split(/\s+/)[0] ?? "") ?? wordDay(model, title);
      return day !== undefined && closedDays.includes(day) && !/[–-]/.test(title);
    };
    // A page without an opening-hours section keeps its hours where it lists them (footer, contact, FAQ):
    // that day comes out of them, and no section is added the owner did not ask for.
    if (!model.sections.some((s) => s.kind === "hours"))
      return closeDayInListedHours(model, text, closedDays, isThatDay);
    const { section } = ensureSection(model, "hours");
    fillPlaceholder(section);
    // "Tue–Sat" without Tuesday is "Wed–Sat" wherever the page writes it, the new hours section too.
    const ranges = dropDaysFromRanges(model, closedDays);
    const inWords = dropDaysFromWordRanges(model, closedDays);
    if (inWords.inside.length > 0)
      return cannotTakeOut(model, listOf(closedDays.map(plural)), inWords.inside);
    ranges.push(...inWords.changed);
    dropWordDayHours(model, closedDays);
    section.items = [
      ...section.items.filter((item) => item.text !== text && !isThatDay(item.title)),
      { title: text, icon: "clock" },
    ];
    model.footer = [
      ...model.footer.filter(
        (f) =>
          !(isPageLabel(model, f.title, "Opening hours") && (f.text === text || isThatDay(f.text ?? ""))),
      ),
      { title: label(model, "Opening hours"), text, icon: "clock" },
    ];
    // …and where the copy gives them ("Mon–Fri 12:00–22:00, Sat 12:00–23:00").
    dropDayHoursFromCopy(model, closedDays);
    // A line that gave only that day's hours is gone, not left as an empty "Opening hours:".
    model.footer = model.footer.filter((f) => !(isPageLabel(model, f.title, "Opening hours") && !f.text));
    mirrorHoursInContact(model);
    const changes = onceEach(ranges).map(([from, to]) => `“${from}” is now “${to}”`);
    return {
      applied: `Added “${text}” to the opening hours${changes.length ? ` (${changes.join(", ")})` : ""}`,
    };
  }),

  // A given agenda replaces the placeholder or the old one, line for line.
  rule((request, model) => {
    if (!/\b(?:agenda|schedule|programme|program|running order)\b/i.test(request)) return null;
    if (REMOVE.test(request) || /\b(?:move|put|place|swap)\b/i.test(request)) return null;
    let text = given(
      request,
      /\b(?:agenda|schedule|programme|program|running order)\b(?:\s+(?:with|to|as|is))?/i,
    );
    // "add a 13:00 lunch break to the agenda": the line comes before the section's name.
    const before = request
      .replace(/^(?:add|include|insert|put|append)\s+(?:an?\s+)?/i, "")
      .replace(/\s+(?:to|in|into|on)\s+the\s+(?:agenda|schedule|programme|program|running order)\b.*$/i, "");
    if (!text && before !== request) text = cleanText(before);
    const read = factsOf(text, model).agenda;
    // One line on its own ("add agenda item 13:00 Lunch break") is not a list the brief reads as an agenda.
    const single = text
      .replace(
        /^(?:(?:an?|the|new|one more)\s+)?(?:items?|lines?|slots?|entry|entries|points?)\s*[:,–—-]?\s*/i,
        "",
      )
      .match(/^(\d{1,2}[:.]\d{2}(?:\s*[–—-]\s*\d{1,2}[:.]\d{2})?)\s*[:,–—-]?\s*(\S.{0,80})$/);
    const lines = read.length > 0 ? read : single ? [{ time: single[1], text: cleanText(single[2]) }] : [];
    if (lines.length === 0) {
      if (/:/.test(request))
        return {
          refused: "Give the agenda as times and titles: agenda: 9:00 Welcome; 9:30 Keynote; 12:00 Lunch",
        };
      return null;
    }
    const { section } = ensureSection(model, "agenda");
    const wasPlaceholder = fillPlaceholder(section);
    const newLines: Item[] = lines.map((a) => ({ title: a.text, ...(a.time ? { meta: a.time } : {}) }));
    // "add an agenda item 13:00 Lunch" adds to the agenda; "agenda: …" gives the whole of it.
    const adding =
      !wasPlaceholder &&
      section.items.length > 0 &&
      /^(?:add|include|insert|put|append)\b/i.test(request) &&
      /\b(?:item|line|slot|session|point|entry|talk|break|to the (?:agenda|schedule|programme|program))\b/i.test(
        request,
      );
    if (!adding) {
      section.items = newLines;
      return { applied: `Set the agenda to ${lines.length} lines as you gave them` };
    }
    const minutes = (time?: string) => {
      const m = time?.match(/(\d{1,2})[:.](\d{2})/);
      return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
    };
    for (const line of newLines) {
      const at = minutes(line.meta);
      const index =
        at === undefined ? -1 : section.items.findIndex((item) => (minutes(item.meta) ?? -1) > at);
      section.items.splice(index < 0 ? section.items.length : index, 0, line);
    }
    return {
      applied: `Added ${newLines.map((g) => `${g.meta ? `${g.meta} ` : ""}${g.title}`).join("; ")} to the agenda`,
    };
  }),

  // Opening hours, into their own section and the footer.
  rule((typed, model) => {
    const request = dayAndTimes(typed) ?? typed;
    if (!/\b(?:opening hours|hours|opening times|open)\b/i.test(request) || REMOVE.test(request)) return null;
    if (/\b(?:move|put|place|swap)\b.*\b(?:above|below|before|after|top|bottom)\b/i.test(request))
      return null;
    // "on Sundays" reads like "on Sunday" to the hours extractor.
    const said = given(request, /\b(?:opening hours|opening times|hours|open)\b/i)
      .replace(/^on\s+/i, "")
      .replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)days\b/gi, "$1day")
      // "Mondays too, 8:00–12:00": the filler between the day and its times is not part of them.
      .replace(/\s*\b(?:too|as well|also|now)\b,?/gi, "")
      .replace(/\b(\w+day),\s+(?=\d)/gi, "$1 ");
    const readDays = daySpanReader(model);
    const allDay = /\b(?:24\/7|24 hours(?: a day)?|around the clock|day and night)\b/i.exec(said)?.[0];
    const hours = allDay
      ? [{ text: allDay, days: "", times: allDay }]
      : factsOf(said, model).hours.map((h) => hoursInPageFormat(model, h, readDays));
    if (hours.length === 0) {
      if (/\bhours\b/i.test(request) && ADD.test(request) && !/\bsection\b/i.test(request))
        return { refused: "Give the days and times: add opening hours: Mon–Fri 9:00–18:00, Sat 10:00–14:00" };
      return null;
    }
    // "open mon-fri 6:30-9 now" where the page lists "Mon–Fri 7:00–9:00": that line's hours, not all of them.
    const sameDays = !allDay && newHoursForListedDays(model, request, hours, readDays);
    if (sameDays) return sameDays;
    // Hours the page already gives, day for day ("zaterdag open van 9:00 tot 16:00" where it says "za
    // 9:00–16:00"): nothing to add, and a second line for the same day would only repeat it.
    const already = !allDay && alreadyGiven(model, hours, readDays);
    if (already) return { refused: `The opening hours already say ${already}` };
    const { section } = ensureSection(model, "hours");
    const wasPlaceholder = fillPlaceholder(section);
    const lines: Item[] = hours.map((h) => ({
      title: h.days ? h.days[0].toUpperCase() + h.days.slice(1) : label(model, "Open"),
      text: h.times || h.text,
      icon: "clock",
    }));
    // "mondays 8-14" as typed reads "Monday 8-14" in the footer, as the hours section's title does.
    const footerLines = hours.map((h) => ({
      title: label(model, "Opening hours"),
      text: dayNamed(h.text.split(/\s+/)[0] ?? "") ? capitalize(h.text) : h.text,
      icon: "clock",
    }));
    // Days the page did not list, opened now: what it said about them being closed is no longer true.
    const oneDay = (title: string) => {
      const days = readDays(title)?.days;
      return days?.length === 1 ? DAY_NAMES[days[0]] : undefined;
    };
    const openedDays = lines
      .map((l) => dayNamed(l.title) ?? wordDay(model, l.title) ?? oneDay(l.title))
      .filter((d): d is string => d !== undefined);
    const listed = section.items.map((item) => item.title.toLowerCase()).join(" ");
    // Days the page lists as closed ("Le lundi: Fermé") are not open days the new ones would change.
    const closedWords = requestWords(model)?.closed ?? "closed";
    const listedDays = section.items
      .filter((item) => !new RegExp(`^(?:${closedWords})(?![\\p{L}])`, "iu").test(item.text ?? ""))
      .flatMap((item) => spanDays(model, item.title, readDays) ?? []);
    const newDaysOnly =
      openedDays.length === lines.length &&
      openedDays.every(
        (day) => !listed.includes(day.slice(0, 3)) && !listedDays.includes(DAY_NAMES.indexOf(day)),
      );
    const closedNote = () => {
      const removed = [...dropClosedClaims(model, openedDays), ...dropWordClosedClaims(model, openedDays)];
      // A claim naming other days too is the owner's sentence: said, not rewritten.
      const left = closedClaimLeft(model, openedDays);
      return `${removed.length ? ` (and took “${removed.join("”, “")}” off the page)` : ""}${left ? `; your own text still says “${left}” (change that text if it is no longer true)` : ""}`;
    };
    // "we also open on Sundays 12:00–16:00" or "we now open on Mondays, 8–12" adds a day; "opening hours:
    // …" gives them all.
    // One day's hours, not said to be all of them ("zaterdag open van 9:00 tot 16:00"), never replace the rest.
    const oneDayOnly = lines.length === 1 && openedDays.length === 1 && !/\b(?:hours|times)\b/i.test(request);
    if (
      !wasPlaceholder &&
      (newDaysOnly ||
        oneDayOnly ||
        /\b(?:also|too|as well|additionally|add (?:sunday|saturday|\w+day))\b/i.test(request))
    ) {
      const titles = new Set(lines.map((l) => l.title));
      // A day the page already gives hours for gets the new ones ("Sat 9:00–13:00" → "Saturday 9:00–15:00").
      const sameDay = (text: string | undefined) => {
        const day = dayNamed(text?.split(/\s+/)[0] ?? "");
        if (day === undefined) {
          const days = text ? lineDays(model, text, readDays) : null;
          return days?.length === 1 && openedDays.includes(DAY_NAMES[days[0]]);
        }
        return openedDays.includes(day) && !/^\S+\s*[–-]/.test(text ?? "");
      };
      section.items = [
        ...section.items.filter((item) => !titles.has(item.title) && !sameDay(item.title)),
        ...lines,
      ];
      const texts = new Set(footerLines.map((l) => l.text));
      const hoursBefore = footerHours(model);
      model.footer = model.footer.filter(
        (f) =>
          !(isPageLabel(model, f.title, "Opening hours") && (texts.has(f.text ?? "") || sameDay(f.text))),
      );
      addFooterHours(model, footerLines);
      for (const line of lines) {
        const day = dayNamed(line.title);
        if (!day || !line.text) continue;
        const given = new RegExp(
          `\\b(${day.slice(0, 3)}[a-z]*\\s+)(\\d{1,2}[:.]\\d{2}\\s*[–-]\\s*\\d{1,2}[:.]\\d{2})`,
          "gi",
        );
        rewriteEverywhere(model, (text) => text.replace(given, (_, name: string) => `${name}${line.text}`));
      }
      mirrorHoursInContact(model);
      const note = closedNote();
      listAllHoursInAnswers(model, hoursBefore, footerHours(model));
      return { applied: `Added to the opening hours: ${hours.map((h) => h.text).join("; ")}${note}` };
    }
    section.items = lines;
    const oldHours = footerHours(model);
    // The new lines stand where the old ones stood.
    const first = model.footer.findIndex((f) => isPageLabel(model, f.title, "Opening hours"));
    const rest = model.footer.filter((f) => !isPageLabel(model, f.title, "Opening hours"));
    rest.splice(first < 0 ? rest.length : first, 0, ...footerLines);
    model.footer = rest;
    replaceOldHours(
      model,
      oldHours,
      footerLines.map((l) => l.text),
    );
    const note = closedNote();
    mirrorHoursInContact(model);
    return { applied: `Set the opening hours: ${hours.map((h) => h.text).join("; ")}${note}` };
  }),

  // "remove the phone number", "take out the email address": the detail goes from every place the page
  // lists it (contact cards, footer, the hero's quick facts, FAQ answers); the owner's own sentences that
  // still give it are named, not rewritten.
  rule((request, model) => {
    if (!REMOVE.test(request)) return null;
    const m = request.match(
      /^(?:please\s+)?(?:remove|delete|drop|get rid of|take out|take away|hide|lose|cut)\s+(?:the\s+|our\s+|my\s+)?(phone(?:\s+number)?|telephone(?:\s+number)?|(?:contact\s+)?number|e-?mail(?:\s+address)?|(?:postal\s+|street\s+)?address|location|opening\s+(?:hours|times)|hours|website|web\s?site|web\s+address)(?:\s+(?:from|on)\s+(?:the\s+)?(?:page|site|website|everywhere))?\s*[.!]?$/i,
    );
    if (!m) return null;
    const what = m[1].toLowerCase();
    const [, title, name] = CONTACT_DETAILS.find(([words]) => words.test(what)) ?? ADDRESS_DETAIL;
    const values = model.footer.filter((f) => isPageLabel(model, f.title, title)).map((f) => f.text);
    const contact = model.sections.find((s) => s.kind === "contact" && !s.placeholder);
    for (const item of contact?.items ?? [])
      if (isPageLabel(model, item.title, title) && !values.includes(item.text ?? ""))
        values.push(item.text ?? "");
    const shown = values.filter(Boolean) as string[];
    if (shown.length === 0) return { refused: `The page shows no ${name}` };
    model.footer = model.footer.filter((f) => !isPageLabel(model, f.title, title));
    const gives = (text: string | undefined) => !!text && shown.some((value) => text.includes(value));
    for (const section of model.sections) {
      if (section.kind === "contact")
        section.items = section.items.filter((item) => !isPageLabel(model, item.title, title));
      if (section.kind === "hero")
        section.items = section.items.filter((item) => !shown.includes(item.title));
      if (section.kind !== "faq") continue;
      section.items = section.items.flatMap((item) => {
        if (!gives(item.text)) return [item];
        const answer = (item.text ?? "").replace(/[.]$/, "");
        if (shown.includes(answer)) return [];
        // "By phone on …, by e-mail at … or with the form on this page." without the part that gives it.
        const parts = answer.split(/,\s+|\s+or\s+/).filter((part) => !gives(part));
        if (parts.length === 0) return [];
        const joined =
          parts.length > 1 ? `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}` : (parts[0] ?? "");
        return [{ ...item, text: `${joined[0]?.toUpperCase() ?? ""}${joined.slice(1)}.` }];
      });
    }
    const still = model.sections.flatMap((section) =>
      [section.lead, ...section.items.map((item) => item.text)].filter(gives),
    );
    const note = still.length
      ? `; your own text still gives it: “${still[0]}”${still.length > 1 ? ` and ${still.length - 1} more` : ""} (change that text to remove it there)`
      : "";
    return { applied: `Removed the ${name} from the contact details, the footer and the FAQ${note}` };
  }),

  // Phone, e-mail and address, into the contact section and the footer.
  rule((request, model) => {
    if (
      !/\b(?:phone|number|call|telephone|mobile|whatsapp|e-?mail|mail|address|contact details|located|based|moved to|relocated to|now at|find us at)\b/i.test(
        request,
      )
    )
      return null;
    if (REMOVE.test(request) || /\bform\b/i.test(request)) return null;
    const facts = factsOf(request, model);
    const done: string[] = [];
    const changed: string[] = [];
    let oldAddress: string | undefined;
    const note = (what: string, value: string, old: string | undefined) => {
      if (what === "the address" && old) oldAddress = old;
      return old ? changed.push(`${what} from ${old} to ${value}`) : done.push(`${what} ${value}`);
    };
    for (const phone of (facts.phones.length ? facts.phones : writtenPhone(request)).slice(0, 1)) {
      const old = setContact(model, "Phone", {
        text: phone.text,
        icon: "phone",
        ...(phone.e164 ? { href: `tel:${phone.e164}` } : {}),
      });
      note("the phone number", phone.text, old);
    }
    for (const email of facts.emails.slice(0, 1)) {
      const old = setContact(model, "Email", { text: email, icon: "mail", href: `mailto:${email}` });
      note("the e-mail address", email, old);
    }
    const moved = request.match(
      /\b(?:moved to|relocated to|(?:we are|we're|i am|i'm|i’m) now (?:at|on|in|based in|located in)|now (?:located|based) (?:at|on|in)|find us at)\s+(.+)$/i,
    );
    // "i'm now based in aarhus": the place as written, its first letter as a name's.
    // "the retreat is moved to 25 April" moves a date, not the business.
    if (moved && facts.emails.length === 0 && factsOf(moved[1], model).dates.length === 0) {
      const address = capitalize(cleanText(moved[1]));
      note("the address", address, setContact(model, "Address", { text: address, icon: "map-pin" }));
    } else if (/\baddress\b/i.test(request) && facts.emails.length === 0) {
      const address = given(request, /\baddress\b(?:\s+(?:is|to|as))?/i).replace(
        /\s+(?:to|in|into) the (?:footer|contact section)$/i,
        "",
      );
      if (address && /\d|\p{Lu}/u.test(address)) {
        note("the address", address, setContact(model, "Address", { text: address, icon: "map-pin" }));
      }
    }
    if (done.length === 0 && changed.length === 0) {
      if (ADD.test(request) || /\b(?:set|change|update)\b/i.test(request))
        return { refused: "Give the number or address itself: add our phone number +36 1 234 5678" };
      return null;
    }
    const sentences = [
      ...(changed.length ? [`Changed ${changed.join(" and ")} everywhere on the page`] : []),
      ...(done.length ? [`Added ${done.join(" and ")} to the contact details and the footer`] : []),
    ];
    return { applied: sentences.join("; ") + oldStreetLeft(model, oldAddress) };
  }, true),

  // The business's own website ("add my website https://lenapark.art"), into the contact details and footer.
  rule((request, model) => {
    if (
      !/\b(?:website|web\s?site|homepage|home page|web address|site)\b/i.test(request) ||
      REMOVE.test(request)
    )
      return null;
    const url = factsOf(request, model).urls[0];
    if (!url) {
      if (ADD.test(request) || /\b(?:set|change|update)\b/i.test(request))
        return { refused: "Give the address itself: add our website https://example.com" };
      return null;
    }
    const old = setContact(model, "Web", { text: url, icon: "globe", href: withScheme(url) });
    return {
      applied: old
        ? `Changed the website from ${old} to ${url} everywhere on the page`
        : `Added the website ${url} to the contact details and the footer`,
    };
  }),

  // Social profiles, into the footer.
  rule((request, model) => {
    if (
      !/\b(?:social|instagram|facebook|linkedin|tiktok|youtube|twitter|x\.com|mastodon|bluesky)\b/i.test(
        request,
      )
    )
      return null;
    if (REMOVE.test(request)) {
      const before = model.footer.length;
      model.footer = model.footer.filter((f) => f.icon !== "message-circle");
      return before === model.footer.length
        ? { refused: "The page shows no social links to remove" }
        : { applied: "Removed the social links from the footer" };
    }
    const facts = factsOf(request, model);
    const links = [
      ...facts.socials.map((s) => ({ network: s.network, text: s.text })),
      ...facts.urls.map((u) => ({
        network: new URL(withScheme(u)).hostname.replace(/^www\./, "").split(".")[0],
        text: u,
      })),
    ];
    if (links.length === 0)
      return {
        refused: "Give the addresses of your profiles: add social links: https://instagram.com/yourname",
      };
    for (const link of links) {
      const title = link.network[0].toUpperCase() + link.network.slice(1);
      const href = withScheme(link.text);
      model.footer = [
        ...model.footer.filter((f) => f.title !== title),
        { title, text: link.text, icon: "message-circle", href },
      ];
    }
    return { applied: `Added ${links.map((l) => l.text).join(", ")} to the footer` };
  }),

  // Prices: all of them, or one plan's ("set the prices to 499 euro", "change the Team plan to €59").
  rule((request, model) => {
    if (!/\b(?:set|change|make|update|raise|lower|put)\b/i.test(request)) return null;
    // "put the FAQ before the prices" moves a section.
    if (/^(?:put|move|place)\b.*\b(?:before|after|above|below|under|over)\b/i.test(request)) return null;
    const priceWords =
      /\b(?:prices?|costs?|priced)\b/i.test(request) ||
      /\b(?:plan|tier|package)\b.*\bto\b/i.test(request) ||
      /\b(?:plan|tier|package|product)\s+free\b/i.test(request);
    const pricedItem =
      namedItem(request, model, true) ?? namedItem(request.replace(/\bto\b.*$/i, ""), model, true);
    if (pricedItem && LABEL_KINDS.includes(pricedItem.section.kind) && !priceWords) return null;
    if (
      !priceWords &&
      !(pricedItem?.section.items[pricedItem.index].price && factsOf(request, model).prices.length > 0)
    )
      return null;
    const said = (
      /\bto\b/i.test(request)
        ? request.replace(/^.*?\bto\b/i, "")
        : request.replace(/^.*?\b(?:plan|tier|package)\b/i, "")
    ).trim();
    const fact = factsOf(said, model).prices[0];
    // "make the Starter plan free": the word stands as the price.
    const free = /\b(free(?: of charge)?|gratis)\b/i.exec(said)?.[1];
    if (!fact && !free) return { refused: "Give the new price as it should appear: set the prices to €499" };
    const price = { text: fact ? writtenPrice(fact, said) : free![0]!.toUpperCase() + free!.slice(1) };
    const target = request.replace(/\bto\b.*$/i, "");
    // "change the price of the croissant to …" names one item.
    const asked = target.match(/\bprice\s+(?:of|for)\s+(?:the\s+|our\s+|a\s+)?(.+?)\s*$/i)?.[1];
    const found =
      namedItem(target, model, true) ??
      ordinalItem(target, model) ??
      (asked ? partlyNamedItem(asked.toLowerCase(), model, true) : null);
    // "the ticket price" is no item called "Price": the labels of the event's details and the contact cards
    // are not things sold.
    const named = found && !LABEL_KINDS.includes(found.section.kind) ? found : null;
    // When the page has no such item, the next rule looks for the name in the page's texts; never every price.
    if (!named && asked && !GENERIC_NAMES.test(asked.toLowerCase())) return null;
    if (named) {
      const item = named.section.items[named.index];
      if (item.price && item.price !== price.text) {
        followPrice(model, item.title, item.price, price.text);
        // …and the copy that names it as the owner just did ("croissant 1,20 €" for "Croissants au beurre").
        if (asked) followPrice(model, asked, item.price, price.text);
      }
      item.price = price.text;
      return { applied: `Set the price of ${item.title} to ${price.text}` };
    }
    const priced = model.sections.flatMap((s) =>
      s.placeholder ? [] : s.items.filter((i) => i.price !== undefined),
    );
    if (priced.length === 0) {
      // "change the ticket price to £28" where the page writes "Tickets £25": the price in its texts.
      const inTexts = priceInTexts(request.replace(/\bticket price\b/i, "tickets"), model);
      if (inTexts) return inTexts;
      // "change the price to £6 per month" where the page's only price is in its text ("… for £5 per month").
      const written = [
        ...new Set(shownTexts(model).flatMap((text) => factsOf(text, model).prices.map((p) => p.text))),
      ];
      const about = request.match(
        /^(?:set|change|make|update|raise|lower|put|bump|increase)\s+(.*?)\s*\bto\b/i,
      )?.[1];
      if (written.length === 1 && (!about || ALL_PRICES.test(about.trim()))) {
        // "£5" of "£5 per month" becomes "£6" when the owner's "£6 per month" says the same unit.
        const amount = price.text.match(/^\S*?\d[\d.,]*\S*/)?.[0] ?? price.text;
        const unit = price.text.slice(amount.length);
        const sameUnit = unit && shownTexts(model).some((text) => text.includes(`${written[0]}${unit}`));
        const now = sameUnit ? amount : price.text;
        if (written[0] === now) return { refused: `The page already says ${price.text}` };
        replaceEverywhere(model, written[0], now);
        return {
          applied: `Changed ${sameUnit ? `${written[0]}${unit}` : written[0]} to ${price.text} everywhere on the page`,
        };
      }
      return {
        refused: written.length
          ? `The page gives its prices only in its text (${listOf(written.map((w) => `“${w}”`))}); say which one to change: replace “${written[0]}” with “…”`
          : "The page shows no prices to change; add a plan first: add a plan: Basic €499",
      };
    }
    // Every price changes only when the request says so ("set the prices to …"), never for a name the page
    // does not have.
    const subject = request
      .match(/^(?:set|change|make|update|raise|lower|put|bump|increase)\s+(.*?)\s*\bto\b/i)?.[1]
      ?.trim();
    if (subject && !ALL_PRICES.test(subject))
      return {
        refused: `The page shows no price for “${subject.replace(/^(?:the|our)\s+/i, "")}”; its prices are for ${listOf(priced.map((i) => `“${i.title}”`))}`,
      };
    for (const item of priced) item.price = price.text;
    return {
      applied: `Set ${priced.length === 1 ? "the price" : `all ${priced.length} prices`} to ${price.text}`,
    };
  }),

  rule(priceInTexts),

  // A person's role ("change the host's title to founder of …", "set Sam Patel's role to head mentor").
  rule((request, model) => {
    const m = request.match(
      /^(?:change|set|update|make)\s+(?:the\s+|our\s+)?(.+?)(?:'s|’s)\s+(?:title|role|job title|position|job)\s+(?:to|as)\s+(.+)$/iu,
    );
    if (!m) return null;
    const who = m[1].trim();
    const people = model.sections.filter(
      (s) => ["host", "speakers", "team"].includes(s.kind) && !s.placeholder,
    );
    const byKind = /^(?:host|co-?host|presenter)$/i.test(who)
      ? people.find((s) => s.kind === "host")
      : /^speaker$/i.test(who)
        ? people.find((s) => s.kind === "speakers")
        : undefined;
    const named = namedItem(who, model);
    const section = named?.section ?? byKind;
    const index = named?.index ?? 0;
    if (!section || !["host", "speakers", "team"].includes(section.kind) || !section.items[index])
      return null;
    const role = cleanText(m[2]);
    section.items[index].meta = role;
    return { applied: `Set ${section.items[index].title}'s role to “${role}”` };
  }, true),

  // Renaming an item ("rename the Team plan to Agency").
  rule((request, model) => {
    const m =
      request.match(
        /^(?:rename|retitle|call|write|spell)\s+(?:the\s+)?(.+?)\s+(?:to|as|into)\s+(.+?)(?:\s+everywhere)?$/i,
      ) ??
      // "call the callout fee "Call-out charge" instead": the new name in quotes.
      request.match(/^call\s+(?:the\s+|our\s+)?(.+?)\s+(["“'‘][^"“”'‘’]+["”'’])(?:\s+instead)?$/i);
    if (!m) return null;
    // The business's own name: the company name, and every place the page writes it.
    if (m[1].trim().toLowerCase() === model.source.companyName.trim().toLowerCase()) {
      const old = model.source.companyName;
      const name = cleanText(m[2]);
      renameEverywhere(model, old, name);
      return { applied: `Renamed ${old} to ${name} everywhere on the page` };
    }
    const named = namedItem(m[1], model) ?? ordinalItem(m[1], model);
    if (!named) return missingItem(`the ${m[1].replace(/^the\s+/i, "")}`, model);
    const title = cleanText(m[2]);
    const old = named.section.items[named.index].title;
    named.section.items[named.index].title = title;
    // The copy that names it ("Plans: Solo $9 per month") says the new name too.
    const word = new RegExp(`(?<![\\p{L}\\d])${escapeRegex(old)}(?![\\p{L}\\d])`, "gu");
    rewriteEverywhere(model, (text) => text.replace(word, title));
    return { applied: `Renamed “${old}” to “${title}”` };
  }, true),

  // Removing one item ("remove the Business plan", "drop the Fig & Cedar candle").
  rule((request, model) => {
    if (!REMOVE.test(request) || /\bsections?\b/i.test(request)) return null;
    const named = namedItem(request, model) ?? ordinalItem(request, model);
    if (!named) return missingItem(request.replace(REMOVE, "").trim(), model);
    const { section, index } = named;
    if (section.kind === "hero") return null;
    if (section.items.length === 1 && isRequired(model, section.kind))
      return {
        refused: `A ${LANDING_PAGE_TYPE_LABELS[model.source.landingPageType]} page needs at least one item in its ${SECTION_TITLES[section.kind]} section, so “${section.items[0].title}” stays`,
      };
    const [gone] = section.items.splice(index, 1);
    if (section.items.length === 0 && !section.form)
      model.sections = model.sections.filter((s) => s !== section);
    const still = forgetItem(model, gone);
    const note = still.length
      ? `; your own text still names it: “${still[0]}”${still.length > 1 ? ` and ${still.length - 1} more` : ""} (change that text to remove it there)`
      : "";
    return { applied: `Removed “${gone.title}” from ${sectionInReport(section)}${note}` };
  }),
];
