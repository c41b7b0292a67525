/**
 * Where new items go: the section the owner names, else where that kind of thing is listed (priced entries
 * where the prices are, people with the people, a colour with the colours), in the page's own form of
 * their names; and whether a noun naming one kind of member has a list on the page at all.
 */
import { splitSentences } from "../brief/sentences.js";
import type { Section, SectionKind } from "../model.js";
import type { Op } from "../ops/schema.js";
import { type NewItem, ownForm } from "./item-list.js";
import { namesWord } from "./item-mention.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, sectionRef, wordsOf } from "./reading.js";
import { type Found, findPhrase, norm, sameStem, tokens } from "./text.js";
import { prices } from "./values.js";

/** Sections that list what the business offers, whatever the page calls them. */
const OFFERS: SectionKind[] = ["services", "offers", "products", "benefits", "features", "pricing"];

/** Sections that list people: a person asked for in one goes to the page's other when it has only that. */
const PEOPLE_KINDS: SectionKind[] = ["speakers", "host", "team"];
/** Sections that are lists of plain entries: what a "point" or "bullet" is added to. */
const PLAIN_LISTS = new Set<SectionKind>(["services", "features", "benefits", "learn", "offers"]);

/**
 * "add a flavour: vanilla" on a shop of beanies: a noun naming one kind of member (packs' `memberNouns`)
 * goes only to a list the page shows of that kind — the page says the noun ("Sabores: …"), a section of
 * people takes a speaker, items that are colours take a colour. Else the owner is told, for free.
 */
export function noListOf(r: Reading, named: { kind: SectionKind; at: Found } | null): boolean {
  if (
    !named ||
    !wordsOf(r, (p) => p.memberNouns)
      .map(norm)
      .includes(named.at.phrase)
  )
    return false;
  const noun = named.at.phrase;
  if (listOfKindNoun(r, noun)) return false;
  if (pageTexts(r.model).some((t) => tokens(t.text).some((w) => namesWord(noun, w)))) return false;
  if (PEOPLE_KINDS.includes(named.kind) && r.model.sections.some((s) => PEOPLE_KINDS.includes(s.kind)))
    return false;
  if (
    !wordsOf(r, (p) => p.colourWords.colour)
      .map(norm)
      .includes(noun)
  )
    return true;
  const colours = new Set(r.packs.flatMap((p) => Object.keys(p.colours)).map(norm));
  return !r.model.sections.some((s) => s.items.some((i) => colours.has(norm(i.title))));
}

/**
 * "dodaj jogę dla kobiet w ciąży" on a page listing "Joga dla kręgosłupa": after "add" the owner's first
 * word may be inflected (here its accusative); the page's items name the thing in their own form, which
 * differs only in its last vowel.
 */
function inPageForm(section: Section | undefined, title: string): string {
  const [first = "", ...rest] = title.split(" ");
  const own = norm(first);
  if (!section || own.length < 4) return title;
  // The page's own form comes first ("Joga dla kręgosłupa"); else the pack's endings (ownForm).
  for (const item of section.items) {
    const word = item.title.split(" ")[0] ?? "";
    const page = norm(word);
    if (page.length !== own.length || page === own || page.slice(0, -1) !== own.slice(0, -1)) continue;
    if (/[aeiouy]$/.test(page) && /[aeiouy]$/.test(own)) return [word, ...rest].join(" ");
  }
  return title;
}

/**
 * Where a new item's detail goes: "for up to 20 users" after the price when the list's priced items write
 * theirs so ("£29/month for 1 user"), else as its text ("Up to 20 users" under the price).
 */
function detailed(section: Section, item: NewItem, detail: string | undefined): Partial<NewItem> {
  if (!detail) return {};
  const priced = section.items.filter((i) => i.price);
  const inPrice = priced.some((i) => {
    const value = prices(i.price!)[0];
    return (
      value !== undefined &&
      i
        .price!.slice(i.price!.indexOf(value) + value.length)
        .trim()
        .split(/\s+/).length >= 2
    );
  });
  if (item.price && inPrice && !priced.some((i) => i.text)) return { price: `${item.price} ${detail}` };
  return { text: item.text ? `${item.text}, ${detail}` : capitalise(detail) };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Adult €20 · Child €10" where the page lists no priced items: its prices are that one line (shown in
 * several places perhaps), and a new priced entry joins it the line's way ("… · Family tickets €50").
 */
function priceLineWith(r: Reading, given: NewItem[]): Op[] | null {
  if (given.length === 0 || !given.every((i) => i.price && !i.text && !i.detail)) return null;
  if (r.model.sections.some((s) => s.items.some((i) => i.price))) return null;
  const lines = new Set<string>();
  for (const { path, text } of pageTexts(r.model)) {
    // The FAQ's answers are written from the page's facts ("Adult: €20; Child: €10."), not a list of its own.
    const id = /^sections\.([^.]+)\.items\.\d+\.text$/.exec(path)?.[1];
    if (!id || r.model.sections.find((s) => s.id === id)?.kind === "faq") continue;
    const m =
      /^(?:[^\d€$£,;·]+ [^\s,;·]*\d[^\s,;·]*)( · |, |; )(?:[^\d€$£,;·]+ [^\s,;·]*\d[^\s,;·]*)(?:\1[^\d€$£,;·]+ [^\s,;·]*\d[^\s,;·]*)*$/u.exec(
        text.trim(),
      );
    if (m && prices(text).length >= 2) lines.add(text.trim());
  }
  if (lines.size !== 1) return null;
  const [line] = [...lines] as [string];
  const sep = / · /.test(line) ? " · " : /; /.test(line) ? "; " : ", ";
  const added = given.map((i) => `${i.title} ${i.price}`).join(sep);
  return [{ op: "replace_text", find: line, with: `${line}${sep}${added}` }];
}

export function itemsTo(r: Reading, kind: SectionKind, given: NewItem[], one = false): Op[] {
  const line = priceLineWith(r, given);
  if (line) return line;
  // "add a service: wallpapering €18" on a page that lists its priced offers under another heading.
  const priced = one && given.every((i) => i.price) ? pricedKind(r) : null;
  // "add a second speaker" on a page that lists its one speaker as the host: people join the people.
  const people = (k: SectionKind) => PEOPLE_KINDS.includes(k);
  const own = r.model.sections.find((s) => s.kind === kind);
  // "neu im Angebot: Kinesio-Taping 20 €" where the offers are unpriced cards and the prices a list of
  // their own: a priced entry goes where the prices are, never into a list of names without them.
  const pricedElsewhere =
    OFFERS.includes(kind) && given.every((i) => i.price) && own && !own.items.some((i) => i.price)
      ? r.model.sections.find((s) => OFFERS.includes(s.kind) && s.items.some((i) => i.price))
      : undefined;
  const section =
    pricedElsewhere ??
    own ??
    r.model.sections.find((s) => s.kind === priced) ??
    // "ajoute X comme prestation" on a page that lists its offers under another kind ("En bref").
    // A pricing table asked for is a section of its own.
    (OFFERS.includes(kind) && kind !== "pricing"
      ? r.model.sections.find((s) => OFFERS.includes(s.kind) && s.items.length > 1)
      : undefined) ??
    (people(kind) ? r.model.sections.find((s) => people(s.kind)) : undefined);
  if (!section)
    return [
      {
        op: "add_section",
        kind,
        items: given.map(({ detail, ...item }) => (detail ? { ...item, text: capitalise(detail) } : item)),
      },
    ];
  const items = given.map(({ detail, ...item }) => {
    const paged = inPageForm(section, item.title);
    return {
      ...item,
      ...detailed(section, item, detail),
      title: paged !== item.title ? paged : ownForm(r, item.title),
    };
  });
  return items.map((item) => ({ op: "add_item", section: sectionRef(r.model, section), item }));
}

/**
 * "we added a new mug, Moss glaze mug £30": the section is named by the kind of thing (the word before
 * the comma or colon) when the page's items are called that ("Speckled mug"), else where prices are.
 */
export function kindOfNoun(r: Reading, from: number): SectionKind | null {
  const head = norm(r.raw.slice(from).split(/[,:]/)[0] ?? "");
  const noun = head.split(" ").pop()?.replace(/s$/, "") ?? "";
  const owner =
    noun.length >= 3
      ? r.model.sections.find((s) => s.items.some((i) => norm(i.title).split(" ").includes(noun)))
      : undefined;
  // "neu: eine Obstkiste für 24 €": no noun, but a price says where it goes.
  return owner?.kind ?? (prices(r.raw).length > 0 ? pricedKind(r) : oneListOf(r, noun));
}

/**
 * "aggiungi un punto: …", "add a bullet: …": a noun for any entry of a list names the page's one list of
 * plain entries (no prices), when it has exactly one; else no list is guessed.
 */
function oneListOf(r: Reading, noun: string): SectionKind | null {
  const entry = wordsOf(r, (p) => p.itemWords).map(norm);
  if (!entry.includes(noun) && !entry.includes(`${noun}s`)) return null;
  const lists = r.model.sections.filter(
    (s) => PLAIN_LISTS.has(s.kind) && s.items.length >= 2 && s.items.every((i) => !i.price),
  );
  return lists.length === 1 ? lists[0]!.kind : null;
}

/**
 * The kind of the section a member noun before the list names ("a scent:"): the one section whose items
 * a text saying that noun lists (two or more of them); a member noun no text says is refused.
 */
export function sectionOfMemberNoun(
  r: Reading,
  from: number,
): { kind: SectionKind } | { refuse: { at: Found } } | null {
  const head = norm(r.raw.slice(from).split(/[,:]/)[0] ?? "");
  const nouns = wordsOf(r, (p) => p.memberNouns).map(norm);
  const noun = findPhrase(head, nouns);
  if (!noun) return null;
  const at = { phrase: noun.phrase, index: from + noun.index, end: from + noun.end };
  // "adicionem uma quarta cor: verde": a colour goes where the page's items are colours.
  const colours = colourList(r);
  if (
    colours &&
    wordsOf(r, (p) => p.colourWords.colour)
      .map(norm)
      .includes(noun.phrase)
  )
    return { kind: colours.kind };
  // The owner's description counts too: "I nostri gusti: fior di latte, caffè" names the list its items
  // became, though the page shows them under its own heading.
  const described = splitSentences(r.model.source.prompt).map(({ text }) => ({ path: "source", text }));
  const saying = [...pageTexts(r.model), ...described].filter((t) =>
    tokens(t.text).some((w) => namesWord(noun.phrase, w)),
  );
  const lists = r.model.sections.filter(
    (s) =>
      s.kind !== "hero" &&
      saying.some((t) => s.items.filter((i) => norm(t.text).includes(norm(i.title))).length >= 2),
  );
  if (lists.length === 1) return { kind: lists[0]!.kind };
  // "I nostri gusti." over cards of unpriced names: the page says the noun and has one list of offers.
  const offers = r.model.sections.filter(
    (s) => OFFER_LISTS.includes(s.kind) && s.items.length >= 2 && s.items.every((i) => !i.price && !i.text),
  );
  if (lists.length === 0 && saying.length > 0 && offers.length === 1) return { kind: offers[0]!.kind };
  const ofKind = listOfKindNoun(r, noun.phrase);
  if (ofKind) return { kind: ofKind };
  // "intervenante" on a page saying "Intervenants": a word of the same stem is no proof of absence.
  const stem = noun.phrase.slice(0, 6);
  const near = pageTexts(r.model).some((t) => tokens(t.text).some((w) => w.startsWith(stem)));
  return saying.length === 0 && !near ? { refuse: { at } } : null;
}

/** Two forms of one noun: "topic"/"topics", "argomento"/"argomenti", "thema"/"themen". */
const nounForms = (a: string, b: string) =>
  namesWord(a, b) ||
  sameStem(a, b, 3) ||
  (a.length >= 5 &&
    b.length >= 5 &&
    a.slice(0, -1) === b.slice(0, a.length - 1) &&
    Math.abs(a.length - b.length) <= 2);

/**
 * "add a topic: …", "füge ein Thema hinzu: …": a member noun that the packs also give a kind of section
 * ("topics" for what you will learn) names the page's one list of names of that kind whose heading or small
 * line says that kind's name ("Themen", "O que vai aprender"); a section of that kind showing something
 * else under another heading ("How it works") is not it.
 */
function listOfKindNoun(r: Reading, noun: string): SectionKind | null {
  const namesOf = (kind: SectionKind) => r.packs.flatMap((p) => p.sections[kind] ?? []).map(norm);
  const named = r.model.sections.filter((s) => {
    const names = namesOf(s.kind);
    if (!names.some((n) => !n.includes(" ") && nounForms(noun, n))) return false;
    if (s.items.length === 0 || s.items.some((i) => i.price)) return false;
    return [s.heading, s.eyebrow].some((t) => t && findPhrase(norm(t), names));
  });
  return named.length === 1 ? named[0]!.kind : null;
}

/** Sections that list what a business offers by name. */
const OFFER_LISTS: SectionKind[] = ["services", "products", "features", "offers"];

/** The one section listing two or more colours by name (packs' colours), or null. */
function colourList(r: Reading): Section | null {
  const colours = new Set(r.packs.flatMap((p) => Object.keys(p.colours)).map(norm));
  const lists = r.model.sections.filter((s) => s.items.filter((i) => colours.has(norm(i.title))).length >= 2);
  return lists.length === 1 ? lists[0]! : null;
}

/** Where a member noun ("colour", "Farbe") stands before the owner's list, or null. */
export function memberNounAt(r: Reading, from: number): Found | null {
  const head = norm(r.raw.slice(from).split(/[,:]/)[0] ?? "");
  const noun = findPhrase(head, wordsOf(r, (p) => p.memberNouns).map(norm));
  return noun ? { phrase: noun.phrase, index: from + noun.index, end: from + noun.end } : null;
}

/** The section priced items go to: the page's first section listing prices. */
export function pricedKind(r: Reading): SectionKind | null {
  return r.model.sections.find((s) => s.items.some((i) => i.price))?.kind ?? null;
}
