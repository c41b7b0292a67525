/**
 * New items in the owner's words: "add features: A, B, C" (three items), "a pricing table with three tiers:
 * Single €29, Duo €52, Family €99" (a pricing section of three priced items when the page has none),
 * "add a plan: Enterprise €99 per month", "we added a fourth colour, forest green".
 */
import type { SectionKind } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { leavesLookUnread } from "../confidence.js";
import { entryWords } from "../entry-words.js";
import { itemAroundNoun, NAMED_ITEMS, saidAsPlace } from "../item-around-noun.js";
import {
  itemsTo,
  kindOfNoun,
  memberNounAt,
  noListOf,
  pricedKind,
  sectionOfMemberNoun,
} from "../item-destination.js";
import { entryItem, listEntries, type NewItem, oneItem } from "../item-list.js";
import {
  countSaid,
  kindByTail,
  listPart,
  nameAfterMemberNoun,
  nameAfterNoun,
  newMemberNoun,
  notInCompound,
  saysOne,
} from "../item-said.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, type Reading, scopedSection, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, capitalised, type Found, findPhrase, norm } from "../text.js";
import { prices } from "../values.js";
import { examples } from "./add-items.examples.js";

/** The refusal of a member with no list of its kind, in the page's language. */
function refusal(r: Reading, named: { at: Found }, list: string | null): Op[] {
  const noun = r.raw.slice(rawIndex(r.raw, named.at.index), rawIndex(r.raw, named.at.end));
  const member = `“${capitalised((list ?? "").trim()) || "…"}”`;
  return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noListOf", { noun, member }) }];
}

/**
 * The refusal instead of the items, unless the clause is a look the items leave unexplained ("colores más
 * cálidos, tipo rojo"): then the items are answered, for the confidence check to pass on to the style rule.
 */
function unlessLook(r: Reading, refusal: Op[] | null, ops: Op[]): Op[] {
  return refusal && !leavesLookUnread(r, ops) ? refusal : ops;
}

/** An entry of a list of topics with the amount it says kept in its title, where the owner said it. */
function topicTitle(item: NewItem): NewItem {
  if (!item.price || item.text) return item;
  const { price, ...rest } = item;
  return { ...rest, title: `${item.title} ${price}` };
}

/** "you said three but listed two: “A”, “B”", in the page's language. */
function countMismatch(r: Reading, count: string, items: NewItem[]): string {
  const list = items.map((i) => `“${i.title}”`).join(", ");
  return reportWords(r.model.lang, "countMismatch", { count, listed: String(items.length), list });
}

/** Sections whose items other rules add (questions, quotes, hours, contact details). */
const NO_ITEMS: SectionKind[] = ["hero", "contact", "faq", "testimonials", "reviews", "hours"];

export const addItems: Rule = {
  name: "add-items",
  examples,
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    // "we added a fourth colour, forest green": a new item stated as news, not as a command.
    const statedNew =
      /\b(?:we(?:'ve| have)? (?:added|got|now (?:have|sell|offer|do))|now available)\b/.test(r.text) ||
      // "neu: eine Obstkiste für 24 €", "neu im Angebot: …", "new: …": the news word heads the clause.
      new RegExp(
        `^(?:${alternation(wordsOf(r, (p) => p.grammar.new).map(norm))})(?:\\s+[^\\s:]+){0,3}\\s*:`,
        "u",
      ).test(r.text);
    // "neue Sorte Pistazie", "nuovo gusto: amarena": a news word, then a member noun and the name.
    const newNoun = adding || statedNew ? null : newMemberNoun(r);
    if (!adding && !statedNew && !newNoun) return null;
    // "add puppy intro groom for £25": a priced entry names no section that holds no priced items ("intro").
    // "add a third plan: Enterprise, contact us": the list is named before the colon; what follows is the
    // new item's words, where a section's name ("contact us") names no list.
    const colon = r.text.indexOf(":");
    const head = colon > 0 ? r.text.slice(0, colon) : null;
    const found = notInCompound(
      r.text,
      head !== null ? (kindNamed(r, head) ?? (adding ? kindByTail(r, head) : null)) : kindNamed(r),
    );
    const named = found && NO_ITEMS.includes(found.kind) && prices(r.raw).length > 0 ? null : found;
    // "metti la storia prima dei vini": a section named, then "before"/"after" another, is a move.
    if (named && placedNext(r, named.at.end)) return null;
    const scoped = scopedSection(r);
    const after = named ? rawIndex(r.raw, named.at.end) : 0;
    let list = listPart(r, after);
    // "add a Smoke & CO alarm fit, £85", "aggiungi Lettino extra, 8 €": a comma before the price alone
    // joins one new entry's name and its price; it starts no list.
    // "aggiungi Yoga, 12 € a lezione": the part after the comma opens with the price (its unit after it).
    // "añade el carnet C, desde 900 €": a "from" before the price is the price's own ("from £18").
    const from = new Set(wordsOf(r, (p) => p.grammar.from).map(norm));
    const priceFirst = (part: string) => {
      const [price] = prices(part);
      const before =
        price === undefined ? "" : part.slice(0, part.indexOf(price)).replace(/[^\p{L}\s]/gu, " ");
      return price !== undefined && (before.trim() === "" || from.has(norm(before.trim())));
    };
    // "add cinnamon bun: £2.80", "voeg opslag toe: € 60 per maand": a colon before the price alone, with no
    // section named, joins the name and its price the same way.
    const colonJoins = r.raw.indexOf(":") < 0 || !named;
    if (list !== null && colonJoins && prices(list).length === 1 && priceFirst(list)) list = null;
    // "aggiungi il gusto nocciola", "add the flavour hazelnut": a member noun after the verb, then the name
    // with no colon; read only where the page shows a list of that noun, else left to the other rules.
    // A section's own noun ("add the feature expense tracking") names where it goes when its items are
    // names alone, as a member noun's list holds them.
    const verbEnd = adding?.end ?? newNoun ?? -1;
    // Names of people and projects are read capitalised only (item-around-noun.ts).
    const unpriced =
      named &&
      !NAMED_ITEMS.includes(named.kind) &&
      r.model.sections.some((s) => s.kind === named.kind && s.items.every((i) => !i.price));
    const member = list !== null || verbEnd < 0 ? null : nameAfterMemberNoun(r, verbEnd);
    const bare =
      member ??
      (list === null && named && unpriced && named.at.index >= verbEnd
        ? nameAfterNoun(r, verbEnd, named.at)
        : null);
    if (bare) {
      const of = named ?? sectionOfMemberNoun(r, bare.from);
      if (!of || "refuse" in of) return null;
      list = bare.name;
    }
    if (!adding && !bare && !statedNew) return null;
    // "add a scent: lavender" where the page says "Scents: fig, cedar and sea salt": the section whose
    // items that sentence lists; a member noun the page does not say is refused, never read as a look.
    const byNoun = !named && list !== null ? sectionOfMemberNoun(r, after) : null;
    if (byNoun && "refuse" in byNoun) return refusal(r, byNoun.refuse, list);
    const kind = named?.kind ?? scoped?.kind ?? byNoun?.kind ?? (list !== null ? kindOfNoun(r, after) : null);
    // Refused only where the rule would add: "colores más cálidos, tipo rojo" is a look, not a list.
    const unlisted = noListOf(r, named) ? refusal(r, named!, list) : null;
    if (list === null && named && adding && adding.end <= named.at.index && !NO_ITEMS.includes(named.kind)) {
      const item = itemAroundNoun(r, adding.end, named.at, named.kind);
      if (item && norm(item.title).split(" ").length <= 8) {
        const ops = itemsTo(r, named.kind, [item], true);
        // "ajoute X à nos clients" where the page has no list of clients: not a new list of one, refused.
        if (ops[0]?.op === "add_section" && saidAsPlace(r, adding.end, named.at))
          return refusal(r, named, item.title);
        // The refusal names the thing the owner wanted added ("charcoal"), read around the noun.
        return unlessLook(r, unlisted && refusal(r, named, item.title), ops);
      }
    }
    if (list === null && !named && adding) {
      // "add cinnamon bun £2.80": a priced item with no section named goes where the page lists prices;
      // "Massage 60 Minuten für 65 € hinzufügen": the verb may come last.
      const verbEnd = rawIndex(r.raw, adding.end);
      const said = (r.raw.slice(verbEnd).trim() || r.raw.slice(0, rawIndex(r.raw, adding.index))).trim();
      const priced = pricedKind(r);
      // "add teeth cleaning £8 and nail trim £12": each priced entry is an item of its own.
      const entries = prices(said).length > 1 ? listEntries(said, r.packs) : [said];
      const words = entryWords(r);
      const items = entries.map((e) => entryItem(e, words));
      if (priced && items.every((i) => i?.price)) return itemsTo(r, priced, items as NewItem[]);
      return null;
    }
    // "add a fourth colour: green" with no list of colours found: refused, never read as the page's colour.
    const nounAt = list !== null && !kind && adding && byNoun === null ? memberNounAt(r, after) : null;
    if (nounAt) return refusal(r, { at: nounAt }, list);
    if (list === null || !kind || NO_ITEMS.includes(kind)) return null;
    list = list.replace(/\s+(?:to|in|on)\s+(?:the\s+)?(?:page|list|section)\s*$/i, "");
    const entries = listEntries(list, r.packs);
    const one = saysOne(r, r.raw.slice(0, r.raw.length - list.length));
    const words = entryWords(r);
    // "add an elopement package: £650, 2 hours, 150 edited photos": one thing named before the colon (two
    // words or more), its price and its details after it — never its details as items of their own.
    const headName = one && adding && priceFirst(entries[0] ?? "") ? nameBeforeColon(r, adding.end) : null;
    const single = one ? oneItem(headName ? [headName, ...entries] : entries, kind, words) : null;
    const read = single
      ? [single]
      : entries.map((e) => entryItem(e, words)).filter((i): i is NewItem => i !== null);
    // A topic to learn is never sold: "investir os primeiros 100 €" is its whole title.
    const listed = kind === "learn" ? read.map(topicTitle) : read;
    // "dodaj zajęcia z robotyki w wakacje": the time said after one name is its card's text.
    const items =
      bare?.when && listed.length === 1 ? [{ ...listed[0]!, text: capitalised(bare.when) }] : listed;
    if (items.length === 0 || items.some((i) => norm(i.title).split(" ").length > 8)) return null;
    // "add three benefits: A, B" names a count the list does not hold: said back, nothing guessed.
    const count = single ? null : countSaid(r, r.raw.slice(0, r.raw.length - list.length));
    if (count !== null && count.n !== items.length)
      return [{ op: "refuse", part: r.raw, why: countMismatch(r, count.said, items) }];
    return unlessLook(r, unlisted, itemsTo(r, kind, items, one && items.length === 1));
  },
};

/** The thing's name said between "add a" and a colon: "an elopement package" → "Elopement package". */
function nameBeforeColon(r: Reading, verbEnd: number): string | null {
  const colon = r.raw.indexOf(":");
  if (colon < 0) return null;
  const small = new Set(wordsOf(r, (p) => [...p.grammar.one, ...p.grammar.new, ...p.filler]).map(norm));
  const words = r.raw.slice(rawIndex(r.raw, verbEnd), colon).trim().split(/\s+/);
  while (words.length > 0 && small.has(norm(words[0]!))) words.shift();
  if (words.length < 2 || words.length > 5 || words.some((w) => /\d/.test(w))) return null;
  return capitalised(words.join(" "));
}

/** A place said right after a section's name ("prima dei vini", "below the reviews"): the section is moved. */
function placedNext(r: Reading, end: number): boolean {
  const rest = r.text.slice(end).trim();
  const at = findPhrase(
    rest,
    wordsOf(r, (p) => [...p.places.above, ...p.places.below, ...p.places.under]),
  );
  return at?.index === 0;
}
