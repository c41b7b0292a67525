/**
 * One more member of a list the page already has: "we also support Wise now" on a page that says "Stripe
 * and PayPal payments" ("Stripe, PayPal and Wise"), "ahora también aceptamos Mapfre" where an item says
 * "Aceptamos Sanitas", "wir bieten jetzt auch Fahrradverleih an" on a page listing its amenities,
 * "aggiungi il Sant'Antimo Rosso alla degustazione" to the one list of wines. Never a guess: the list must
 * be the page's only one of its kind, or named by the owner's verb.
 */
import type { Section } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { ownForm } from "../item-list.js";
import { contentWords } from "../item-mention.js";
import { listByLead } from "../list-by-lead.js";
import { orList } from "../or-list.js";
import { listAfterVerb, listOfWordsNamed, listWithMember } from "../prose-lists.js";
import { rawIndex } from "../raw-at.js";
import { find, kindNamed, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, capitalised, escapeRegExp, norm, tokens } from "../text.js";
import { prices } from "../values.js";
import { offeringsLine } from "./add-to-lead.js";

/** Sections that list what a business offers or accepts, one short name a line. */
const LIST_KINDS = new Set(["services", "benefits", "features", "offers", "products", "skills", "logos"]);

/** Sections of what a business sells: a thing said sold joins them, priced or not. */
const OFFER_KINDS = new Set(["services", "products", "offers"]);

/**
 * "we verkopen ook tweedehands fietsen" where the one list of offers is priced throughout: a verb of
 * selling or offering (packs' `listAdd.offer`) says it is one more offer, though its price is not said.
 */
function soldIn(r: Reading): Section | null {
  if (!find(r, (p) => p.listAdd?.offer ?? [])) return null;
  const offers = r.model.sections.filter((s) => OFFER_KINDS.has(s.kind) && shortNames(s));
  return offers.length === 1 ? offers[0]! : null;
}

/** The small words around the new member: "also", "now", "a", "please", a verb's particle, "as well". */
function edgeWords(r: Reading): string[] {
  return wordsOf(r, (p) => [
    ...p.grammar.also,
    ...p.grammar.now,
    ...p.grammar.one,
    ...p.grammar.new,
    // "nous proposons aussi du pilates": a partitive article is no part of the name.
    ...p.grammar.of,
    ...p.filler,
    ...(p.listAdd?.subjects ?? []),
    ...(p.listAdd?.verbs ?? []).filter((v) => v.includes(" ")).map((v) => v.split(" ").pop()!),
  ]).filter((w) => w !== "?" && w !== "!");
}

/** The owner's new member: their words after the verb, without the small words at both ends. */
function memberSaid(
  r: Reading,
  verb: { index: number; end: number },
): { member: string; toWhere: boolean } | null {
  const edge = alternation(edgeWords(r));
  let said = r.raw
    .slice(rawIndex(r.raw, verb.end))
    .trim()
    .replace(/[.!?]+$/, "");
  // "most már bérszámfejtést is vállalunk": a verb that ends the clause has its member before it.
  if (!said) said = r.raw.slice(0, rawIndex(r.raw, verb.index)).trim();
  // "Füge eine Familienkiste für 39 € hinzu" is a priced entry, not a member ("für 39 €" is no place).
  if (prices(said).length > 0) return null;
  // "… to the tasting", "… alla degustazione": where it goes, not what it is.
  const to = alternation(wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.in]));
  const whole = said;
  said = said.replace(new RegExp(`\\s+(?:${to})(?:\\s+\\S+){1,3}$`, "iu"), "");
  const toWhere = said !== whole;
  const lead = new RegExp(`^(?:${edge})(?:\\s+|(?<=')(?=\\p{L}))`, "iu");
  const tail = new RegExp(`[\\s,]+(?:${edge})$`, "iu");
  // "anche il gusto amarena": the member's noun before its name is no part of it.
  const noun = new RegExp(`^(?:${alternation(wordsOf(r, (p) => p.memberNouns ?? []))})\\s+(?=\\S)`, "iu");
  // "add The Brass Tacks": a capitalised small word before a capitalised name, said mid-clause, is the
  // name's own ("The", "La", "Los"), never an article to drop.
  const named = (text: string) => /^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(text);
  for (let again = true; again; ) {
    const before = said;
    said = (named(said) ? said : said.replace(lead, "")).replace(tail, "").replace(noun, "").trim();
    again = said !== before;
  }
  const words = said.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4 || prices(said).length > 0 || /\d/.test(said)) return null;
  // A member is a name of a thing, not a word of a request ("add more", "we also do Saturdays").
  return contentWords(r, norm(said)).length > 0 ? { member: said, toWhere } : null;
}

/** Sections of short names ("Sanitäranlagen", "Snelle wifi", four words at most): an offer list of names. */
function namesList(section: Section): boolean {
  return (
    LIST_KINDS.has(section.kind) &&
    shortNames(section) &&
    // "End of tenancy cleaning": a name of four words is a name still. A price on some cards ("Regular
    // cleaning, from £18 per hour") keeps it a list of names; a list priced throughout is a price list.
    section.items.some((i) => !i.price)
  );
}

/** Two items or more, each a name of four words at most ("End of tenancy cleaning" is a name still). */
function shortNames(section: Section): boolean {
  return section.items.length >= 2 && section.items.every((i) => i.title.split(/\s+/).length <= 4);
}

/** The section an item of which says the owner's verb: "Aceptamos Sanitas" for "aceptamos Mapfre". */
function sectionOfVerb(r: Reading, verb: string): Section | null {
  const stem = norm(verb).slice(0, 5);
  if (stem.length < 4) return null;
  const found = r.model.sections.filter(
    (s) => LIST_KINDS.has(s.kind) && s.items.some((i) => tokens(i.title).some((w) => w.startsWith(stem))),
  );
  return found.length === 1 ? found[0]! : null;
}

/** The one section whose items the list names, two or more of them ("Boeketten", "Kamerplanten"). */
function sectionListing(r: Reading, list: string): Section | null {
  const text = norm(list);
  const found = r.model.sections.filter(
    (s) =>
      LIST_KINDS.has(s.kind) &&
      s.items.filter((i) =>
        new RegExp(`(?<![\\p{L}])${escapeRegExp(norm(i.title))}(?![\\p{L}])`, "u").test(text),
      ).length >= 2,
  );
  return found.length === 1 ? found[0]! : null;
}

/** The member added to the list's cards when the page shows them as cards too, else to its sentence. */
function listOps(r: Reading, member: string, list: { find: string; with: string }): Op[] {
  const cards = sectionListing(r, list.find);
  if (cards)
    return [
      {
        op: "add_item",
        section: sectionRef(r.model, cards),
        item: { title: capitalised(ownForm(r, member)) },
      },
    ];
  return [{ op: "replace_text", find: list.find, with: list.with }];
}

/** "which one: “Services” or “Courses”? Name it": the lists a new member may join, by their headings. */
function whichList(r: Reading, lists: Section[], sentence?: string): string {
  const names = [...lists.map((s) => `“${s.heading || s.kind}”`), ...(sentence ? [`“${sentence}”`] : [])];
  return reportWords(r.model.lang, "whichOne", { list: orList(r, names) });
}

export const addMention: Rule = {
  name: "add-mention",
  examples: [
    {
      page: "yoga",
      say: "we also take Klarna now",
      ops: [{ op: "replace_text", find: "Stripe and PayPal", with: "Stripe, PayPal and Klarna" }],
    },
    {
      page: "yoga",
      say: "we now also integrate with Square",
      ops: [{ op: "replace_text", find: "Stripe and PayPal", with: "Stripe, PayPal and Square" }],
    },
    {
      page: "yoga",
      say: "add Apple Pay to the payment options",
      ops: [{ op: "replace_text", find: "Stripe and PayPal", with: "Stripe, PayPal and Apple Pay" }],
    },
    // Two names said together are two members, never "… and Klarna and Square".
    {
      page: "yoga",
      say: "add Klarna and Square to the payment options",
      ops: [{ op: "replace_text", find: "Stripe and PayPal", with: "Stripe, PayPal, Klarna and Square" }],
    },
    {
      page: "sprachapp",
      say: "jetzt auch Integration mit Outlook",
      ops: [
        {
          op: "replace_text",
          find: "Integration mit Google Kalender",
          with: "Integration mit Google Kalender und Outlook",
        },
      ],
    },
    // A verb of selling names the one list of offers, though it is priced throughout.
    {
      page: "bloemen",
      say: "we verkopen ook planten",
      ops: [{ op: "add_item", section: "services", item: { title: "Planten" } }],
    },
    {
      page: "yoga",
      say: "it also integrates with Square now",
      ops: [{ op: "replace_text", find: "Stripe and PayPal", with: "Stripe, PayPal and Square" }],
    },
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    const also = find(r, (p) => p.grammar.also);
    // "we now also do gutter cleaning", "on fait aussi …": a verb of doing counts as one of offering.
    const verb = find(r, (p) => [...(p.listAdd?.verbs ?? []), ...(p.adding?.doVerbs ?? [])]);
    const subject = find(r, (p) => p.listAdd?.subjects);
    // "consegniamo anche a San Lazzaro": the page's list after the lead the owner repeats, whatever the verb.
    const led = !adding && also ? listByLead(r) : null;
    if (led) return listOps(r, led.member, led);
    if (!adding && !(verb && (also || subject))) return null;
    const said = memberSaid(r, (adding ?? verb)!);
    if (!said) return null;
    const { member, toWhere } = said;
    const named = /^\p{Lu}/u.test(member);
    // "add X as a service" names the section it goes to: that is for add-items.
    if (adding && (!toWhere || kindNamed(r))) return null;
    const byVerb = verb ? sectionOfVerb(r, verb.phrase) : null;
    // "wir unterrichten jetzt auch Spanisch": the list the page says after that verb ("unterrichtet
    // Italienisch und Französisch") — its items' section when they are cards too, else the sentence.
    const spoken = verb && !adding && !byVerb ? listAfterVerb(r, verb.phrase, member) : null;
    if (spoken) return listOps(r, member, spoken);
    // "aggiungi X alla degustazione": an added name goes to the page's one list of names.
    const list = named && !byVerb ? listWithMember(r, member) : null;
    // A list in a sentence and a section of offers are both lists the member may join (German writes every
    // noun with a capital, so "Alle Kassen und Privat" looks like names): a verb of offering ("wir bieten
    // auch … an") names the page's one section of offers; any other verb is asked which, never picked.
    const offers = list && !toWhere ? r.model.sections.filter(namesList) : [];
    const offering = verb && find(r, (p) => [...(p.listAdd?.offer ?? []), ...(p.adding?.doVerbs ?? [])]);
    if (list && offers.length === 1 && offering)
      return [
        {
          op: "add_item",
          section: sectionRef(r.model, offers[0]!),
          item: { title: capitalised(ownForm(r, member)) },
        },
      ];
    if (list && offers.length > 0)
      return [{ op: "refuse", part: r.raw, why: whichList(r, offers, list.find) }];
    if (list) return [{ op: "replace_text", ...list }];
    // "add pilates to the classes", "añade el chino a los idiomas": a noun for what the business offers
    // names the page's one list of offered names, whatever its heading.
    if (adding && toWhere && find(r, (p) => [...(p.offerings ?? []), ...(p.memberNouns ?? [])])) {
      const lists = r.model.sections.filter(namesList);
      // "añade francés a los idiomas" where the page writes "cursos de inglés y alemán", "voeg Spaans toe aan
      // de talen" where it writes "naar Engels, Duits en Frans" (in the top banner's lead too).
      const byNoun = lists.length === 0 && find(r, (p) => p.memberNouns);
      const words = byNoun ? (named ? listWithMember(r, member, true) : listOfWordsNamed(r, member)) : null;
      if (words) return [{ op: "replace_text", ...words }];
      if (lists.length !== 1) return null;
      return [
        {
          op: "add_item",
          section: sectionRef(r.model, lists[0]!),
          item: { title: capitalised(ownForm(r, member)) },
        },
      ];
    }
    if (adding) return null;
    // "we also have a phone booth now": the page's one list of offered names, only when "also" says so.
    const lists = also ? r.model.sections.filter(namesList) : [];
    // Several lists of offers: which one is asked back, naming them, never picked.
    if (!byVerb && lists.length > 1 && verb) return [{ op: "refuse", part: r.raw, why: whichList(r, lists) }];
    const listed = byVerb ?? (lists.length === 1 ? lists[0]! : null);
    // "we geven nu ook aerial yoga" where the page lists its lessons in one line ("Lessen: Hatha yoga, …").
    const line = !listed && also && verb && lists.length === 0 ? offeringsLine(r, member) : null;
    if (line) return [{ op: "replace_text", ...line }];
    // Said as news, never under a command of another kind ("write that we also sell …" is a sentence).
    const commanded = startsWithVerb(r, (p) => Object.values(p.verbs).flat());
    const section = listed ?? (also && !commanded ? soldIn(r) : null);
    if (!section) return null;
    const op: Op = {
      op: "add_item",
      section: sectionRef(r.model, section),
      item: { title: capitalised(ownForm(r, member)) },
    };
    return [op];
  },
};
