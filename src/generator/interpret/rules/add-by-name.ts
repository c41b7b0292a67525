/**
 * A thing added by its name alone: "aggiungi il tiramisù della casa", "add radiator installs", "ajoute les
 * galettes des rois en janvier", "dodaj też kurs Minecrafta za 200 zł". It goes into the page's one list of
 * offered things (a menu, the products, the classes), with the price the owner says (none is invented) and
 * the time said after it ("en janvier", "nur samstags") as its text (when-said.ts); an "also" word is no part
 * of its name. Tried last: any rule that reads the words as something else (a section, a fact, a look, a
 * sentence) has read them first; a name with a word of a request in it ("free delivery", "a booking
 * button"), an amenity or a page part (packs' `notOffers`) is not read. A plain new thing on a page with no
 * such list, or several, is refused saying why.
 */

import { packStrings } from "../../lang/pack-strings.js";
import type { Section, SectionKind } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import { edgeWords, entryWords, trimmed } from "../entry-words.js";
import { entryItem, ownForm } from "../item-list.js";
import { contentWords, namesWord } from "../item-mention.js";
import { orList } from "../or-list.js";
import { pageTexts } from "../page-texts.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, perPacks, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, findPhrase, norm, sameStem, tokens } from "../text.js";
import { prices } from "../values.js";
import { whenSaid } from "../when-said.js";

/** Sections that list what the business offers (a pricing table's tiers are no things added by name). */
const OFFER_LISTS: SectionKind[] = ["services", "products", "offers", "features"];

/** The page's lists of offered things by short names: one is where a new thing goes; none or several, no place. */
function offerLists(r: Reading): Section[] {
  return r.model.sections.filter(
    (s) =>
      // A list of priced things is what the page offers, whatever its heading made it ("Co oferujemy").
      (OFFER_LISTS.includes(s.kind) || (s.kind === "benefits" && s.items.some((i) => i.price))) &&
      s.items.length >= 2 &&
      s.items.every((i) => i.title.trim().split(/\s+/).length <= 5),
  );
}

/**
 * The owner's name: the words after the verb (or before it, when it ends the clause), small words off, and
 * the time said after it ("en janvier", "nur samstags") as its note.
 */
function nameSaid(
  r: Reading,
  verb: { index: number; end: number },
): { name: string; when?: string; price?: string } | null {
  const after = r.raw.slice(rawIndex(r.raw, verb.end)).trim();
  const said = after || r.raw.slice(0, rawIndex(r.raw, verb.index)).trim();
  const edge = edgeWords(r);
  let whole = trimmed(said, edge);
  // "dodaj też kurs Minecrafta za 200 zł": one price said with the name is the new thing's, as typed (a
  // page that lists prices elsewhere takes it there first: add-items).
  const priced = prices(whole).length === 1 ? entryItem(whole, entryWords(r)) : null;
  if (priced && (!priced.price || priced.detail || priced.meta)) return null;
  // "a 3 € d'estate": a time after the price is no unit of it; not read rather than half read.
  const unit = priced?.price?.replace(prices(priced.price)[0] ?? "", "").trim();
  if (unit && whenSaid(r, `- ${unit}`)) return null;
  if (priced) whole = trimmed(priced.title, edge);
  const timed = whenSaid(r, whole);
  const name = timed ? trimmed(timed.name, edge) : whole;
  const read = plainName(r, name);
  if (!read) return null;
  return { name: read, ...(timed ? { when: timed.when } : {}), ...(priced ? { price: priced.price } : {}) };
}

/** The name, when every word of it names the thing or joins its words; null for a word of a request. */
function plainName(r: Reading, name: string): string | null {
  // A number alone is a count ("dodaj 3 pokoje"); one inside a name is the name's ("spacery 3D").
  if (!name || /[,;:"“”„«»]|(?<![\p{L}\d])\d+(?![\p{L}\d])/u.test(name) || prices(name).length > 0)
    return null;
  const words = tokens(name);
  if (words.length === 0 || words.length > 5) return null;
  // Every word names the thing, or joins its words ("della", "aux", "de"): no word of a request.
  // "una primera consulta gratuita": a "free" word and an ordinal describe the thing, as joining words do.
  // A noun for lessons or sessions names the thing too ("un cours d'essai gratuit").
  const joining = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.of,
      ...p.grammar.with,
      ...p.grammar.one,
      // "pizza al taglio": a joining "to" word inside a name (the edges are trimmed before).
      ...p.grammar.to,
      ...Object.keys(p.ordinals),
      ...(p.sessions?.nouns ?? []),
    ]).map(norm),
  );
  const content = new Set(contentWords(r, norm(name)).filter((w) => !isFree(r, w)));
  // "un cours d'essai gratuit": a lesson said free is an offer, whatever words describe it.
  const sessions = new Set(wordsOf(r, (p) => p.sessions?.nouns ?? []).map(norm));
  if (words.some((w) => isFree(r, w)) && words.some((w) => sessions.has(w)) && words.length <= 4) return name;
  const mixed = (w: string) => /\p{L}\d|\d\p{L}/u.test(w);
  // "une terrasse l'été", "a winter menu": a season or a part of the day after the first word says when the
  // thing is offered, as a joining word does.
  const when = new Set(
    wordsOf(r, (p) => [...(p.seasons ?? []), ...(p.dayParts?.early ?? []), ...(p.dayParts?.late ?? [])]).map(
      norm,
    ),
  );
  // "cavia's": the owner's plural with an apostrophe is read as its word ("cavia").
  const named = (w: string, i: number) =>
    content.has(w.replace(/'s$/, "")) || joining.has(w) || isFree(r, w) || mixed(w) || (i > 0 && when.has(w));
  if (content.size === 0 || !words.every(named)) return null;
  return name;
}

/** The name shares a word of four letters or more with one of the list's things ("vela de canela", "Vela de lavanda"). */
function sharesWord(name: string, list: Section): boolean {
  return tokens(name).some(
    (w) =>
      w.length >= 4 &&
      list.items.some((i) => tokens(i.title).some((t) => namesWord(w, t) || namesWord(t, w))),
  );
}

/**
 * "Goldkurs" beside "Bronzekurs" and "Silberkurs", "dakgootreiniging" beside "vloerreiniging" and
 * "gevelreiniging": one word ending as two or more of the list's one-word names end (four letters or more,
 * after a head of its own).
 */
function sameTail(word: string, list: Section): boolean {
  const tails = list.items
    .map((i) => tokens(i.title))
    .filter((t) => t.length === 1)
    .map(([t]) => {
      let n = 0;
      while (n < Math.min(t!.length, word.length) - 2 && t!.at(-1 - n) === word.at(-1 - n)) n += 1;
      return n >= 4 ? word.slice(-n) : "";
    })
    .filter(Boolean);
  return tails.length >= 2;
}

/**
 * Proof that the name is one more of the list's things, not a part of a page ("a map", "a discount"): the
 * owner calls it new ("our new sourdough loaf"), or it shares a word with one of the list's things ("vela
 * de canela" beside "Vela de lavanda"), or it is named as dishes and products are, a thing "of" something
 * ("tiramisù della casa", "pain aux noix").
 */
/** A word of the packs saying a thing costs nothing ("free", "gratis", "kostenlose", "gratuita"). */
function isFree(r: Reading, word: string): boolean {
  return wordsOf(r, (p) => p.free ?? [])
    .flatMap((w) => tokens(w))
    .some((f) => word === f || (f.length >= 6 && word.startsWith(f) && word.length <= f.length + 2));
}

function soundsLikeAnItem(r: Reading, name: string, list: Section): boolean {
  // "add a free trial class", "voeg een gratis proefles toe": a thing offered for free is an offer (its
  // words are the owner's, and it has no price to invent).
  // One word alone ("gratis wifi", "a free refill") may be an amenity, not an offer: it must be a lesson or a
  // session by its tail ("proefles").
  const words = tokens(name);
  if (words.some((w) => isFree(r, w))) {
    const rest = words.filter((w) => !isFree(r, w));
    const nouns = wordsOf(r, (p) => [...(p.offerings ?? []), ...(p.sessions?.nouns ?? [])])
      .filter((n) => !n.includes(" ") && n.length >= 3)
      .map(norm);
    if (rest.length >= 2 || rest.some((w) => nouns.some((n) => w.endsWith(n)))) return true;
  }
  if (
    findPhrase(
      r.text,
      wordsOf(r, (p) => p.grammar.new),
    )
  )
    return true;
  if (sharesWord(name, list)) return true;
  if (r.packs[0]?.compounds && words.length === 1 && sameTail(words[0]!, list)) return true;
  // "dodaj kurs hiszpańskiego", "add a yoga class for kids": the name starts with the packs' noun for what
  // the page offers (either number), so it is one more of them.
  const offerNouns = wordsOf(r, (p) => p.offerings)
    .filter((w) => !w.includes(" "))
    .map(norm);
  if (offerNouns.some((noun) => sameStem(words[0] ?? "", noun, 2))) return true;

  const of = new Set(wordsOf(r, (p) => p.grammar.of).map(norm));
  return words.length >= 3 && words.slice(1, -1).some((w) => of.has(w));
}

/** Every word the packs write (a colour, a social network, a form field, a part or a look of a page …). */
const packWords = perPacks(
  (packs) =>
    new Set(
      packs
        // Command verbs and what a button does ("install", "repair", "book") are no page part said by name:
        // "radiator installs" is a thing; a button is named with its noun, which is a pack word.
        .flatMap((p) =>
          packStrings({ ...p, verbs: {}, buttons: { ...p.buttons, actions: {} } }, { keys: true }),
        )
        .flatMap((w) => tokens(norm(w))),
    ),
);

/** A pack's word itself, or with a plural or case ending ("Facebooka", "colours"). */
function packWordForm(word: string, known: Set<string>): boolean {
  if (known.has(word)) return true;
  // The pack writes the plural, the owner says one ("Kundenstimme" of "Kundenstimmen").
  if (word.length >= 4 && ["n", "en", "s", "es", "e"].some((end) => known.has(word + end))) return true;
  for (let cut = 1; cut <= 2 && word.length - cut >= 4; cut += 1) {
    const stem = word.slice(0, -cut);
    if (known.has(stem) && /^(?:s|es|en|n|e|i|a|o|u|y|ów|om|ami)$/.test(word.slice(-cut))) return true;
  }
  return false;
}

/**
 * An amenity or a page part ("wifi", "a playlist", "vegan options", "Hintergrundmusik", "a wifit"): never one
 * more offer, however its words sit beside the list's. A compound ending in one, or one with a case ending
 * of up to two letters, is one too.
 */
function notAnOffer(r: Reading, name: string): boolean {
  const notOffers = wordsOf(r, (p) => p.notOffers ?? [])
    .filter((w) => !w.includes(" ") && w.length >= 4)
    .map(norm);
  const words = [...tokens(name), ...tokens(norm(ownForm(r, name)))];
  return words.some((w) =>
    notOffers.some((n) => namesWord(n, w) || (w.startsWith(n) && w.length <= n.length + 2)),
  );
}

/** Sections whose items are people: a capitalised name alone may be one more of them. */
const PEOPLE: SectionKind[] = ["team", "speakers", "host", "testimonials"];

/**
 * A plain new thing for the page's one list ("añade pastafrola", "voeg ook cavia's toe", "füge Boxtraining
 * hinzu"): every longer word is the owner's own, a word no pack writes (a colour, a social network, a form
 * field, a part or a look of a page are all pack words), or a word of the list's own things, or a noun for
 * offers. Not read when the page already says it elsewhere ("add Wifi" where the page lists "Free wifi" as
 * an amenity: it is not one more offer), nor a capitalised name alone on a page that shows people.
 */
function plainNewThing(r: Reading, name: string, list: Section | null): boolean {
  const words = tokens(name).map((w) => w.replace(/'s$/, ""));
  const items = list?.items ?? [];
  const listWords = new Set(items.flatMap((i) => tokens(i.title)));
  const offerNouns = new Set(
    wordsOf(r, (p) => [...(p.offerings ?? []), ...(p.sessions?.nouns ?? [])]).flatMap((w) => tokens(w)),
  );
  const known = packWords(r.packs);
  const ofList = (w: string) => offerNouns.has(w) || [...listWords].some((t) => namesWord(w, t));
  const long = words.filter((w) => w.length >= 4 && !/\d/.test(w));
  if (long.length === 0 || long.some((w) => packWordForm(w, known) && !ofList(w))) return false;
  // Passes and tiers ("Clase suelta 12 €", "Bono de 10 sesiones"): priced counts of sessions are no list of
  // things a name alone joins.
  const sessions = wordsOf(r, (p) => p.sessions?.nouns ?? []).map(norm);
  const passes =
    items.length > 0 &&
    items.every(
      (i) =>
        i.price && (/\d/.test(i.title) || tokens(i.title).some((w) => sessions.some((n) => namesWord(n, w)))),
    );
  if ((items.every((i) => i.price) && items.some((i) => /\d/.test(i.title))) || passes) return false;
  // Said elsewhere on the page (an amenity, a fact, the about text): not one more of the list's things.
  const listPath = list ? `sections.${list.id}.` : null;
  const elsewhere = pageTexts(r.model)
    .filter((t) => !listPath || !t.path.startsWith(listPath))
    .flatMap((t) => tokens(t.text));
  if (long.some((w) => !ofList(w) && elsewhere.some((t) => namesWord(w, t)))) return false;
  // "Füge Kinderzahnheilkunde hinzu": where every noun has a capital, one capitalised word is a thing.
  const nouns = r.packs[0]?.capitalisedNouns === true && !name.includes(" ");
  const capitalisedOnly = !nouns && name.split(/\s+/).every((w) => /^\p{Lu}/u.test(w));
  return !(capitalisedOnly && r.model.sections.some((s) => PEOPLE.includes(s.kind)));
}

export const addByName: Rule = {
  name: "add-by-name",
  examples: [
    {
      page: "osteria",
      say: "aggiungi il tiramisù della casa",
      ops: [{ op: "add_item", section: "services", item: { title: "Tiramisù della casa" } }],
    },
    {
      page: "gemuesekiste",
      say: "füge die Obstkiste hinzu",
      ops: [{ op: "add_item", section: "services", item: { title: "Obstkiste" } }],
    },
    // Named with the page's noun for its offers ("warsztat" of "warsztaty"), on a page whose priced
    // services are shown as benefits.
    {
      page: "serwis",
      say: "dodaj warsztat naprawy rowerów",
      ops: [{ op: "add_item", section: "benefits", item: { title: "Warsztat naprawy rowerów" } }],
    },
    // A compound ending as the list's names end.
    {
      page: "gemuesekiste",
      say: "füge die Familienkiste hinzu",
      ops: [{ op: "add_item", section: "services", item: { title: "Familienkiste" } }],
    },
    {
      page: "tienda",
      say: "añade la vela de canela",
      ops: [{ op: "add_item", section: "products", item: { title: "Vela de canela" } }],
    },
    // A joining word inside the name ("pizza al taglio" beside "Pizza margherita"), "de" in "broa de milho".
    {
      page: "padaria",
      say: "acrescenta a broa de milho",
      ops: [{ op: "add_item", section: "services", item: { title: "Broa de milho" } }],
    },
    // A plain name of the owner's own words, an "also" word left out of its title; no price is invented.
    {
      page: "baeckerei",
      say: "füge auch Streuselkuchen hinzu",
      ops: [{ op: "add_item", section: "services", item: { title: "Streuselkuchen" } }],
    },
    {
      page: "bloemen",
      say: "voeg ook droogbloemen toe",
      ops: [{ op: "add_item", section: "services", item: { title: "Droogbloemen" } }],
    },
    // The time it is offered is the card's text, in the owner's words.
    {
      page: "boulangerie",
      say: "ajoute les galettes des rois en janvier",
      ops: [
        { op: "add_item", section: "services", item: { title: "Galettes des rois", text: "En janvier" } },
      ],
    },
    {
      page: "serwis",
      say: "dodaj też mycie roweru",
      ops: [{ op: "add_item", section: "benefits", item: { title: "Mycie roweru" } }],
    },
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding || kindNamed(r)) return null;
    const said = nameSaid(r, adding);
    if (!said) return null;
    const { name, when, price } = said;
    const lists = offerLists(r);
    const list = lists.length === 1 ? lists[0]! : null;
    if (list?.items.some((i) => norm(i.title) === norm(name))) return null;
    // A noun for offers ("classes", "aulas") names the list ("add pilates to the classes", read elsewhere),
    // unless the list's own things are called by it: "acrescenta aulas de pilates pré-natal" beside "Aulas
    // de grupo" is one more of them.
    const offers = findPhrase(
      r.text,
      wordsOf(r, (p) => p.offerings),
    );
    // "un cours d'essai gratuit" is one more offer, not a list named by "cours".
    const free = tokens(name).some((w) => isFree(r, w));
    if (offers && !(list && sharesWord(name, list)) && !free) return null;
    if (notAnOffer(r, name)) return null;
    // A plain name needs a verb that only adds: "zet het goed", "mets-le en avant" put or set something.
    const alsoOtherVerb = wordsOf(r, (p) => [...p.verbs.move, ...p.verbs.change, ...p.verbs.make])
      .map(norm)
      .includes(norm(adding.phrase));
    const proven = list !== null && soundsLikeAnItem(r, name, list);
    if (!proven && (alsoOtherVerb || !plainNewThing(r, name, list))) return null;
    // "add radiator installs" where the page lists no offers, or lists them twice ("Services" and
    // "Products"): plainly one more offer, with no one place to put it — said so, nothing added.
    if (!list) return [{ op: "refuse", part: r.raw.trim(), why: noPlace(r, name, lists) }];
    const title = capitalised(ownForm(r, name));
    // "les galettes des rois en janvier": the time is the card's text, as the owner said it.
    const item = { title, ...(price ? { price } : {}), ...(when ? { text: capitalised(when) } : {}) };
    return [{ op: "add_item", section: sectionRef(r.model, list), item }];
  },
};

/** Why a plain new thing has no place: the page lists no offers, or several lists the owner must choose from. */
function noPlace(r: Reading, name: string, lists: Section[]): string {
  const member = `“${capitalised(ownForm(r, name))}”`;
  if (lists.length === 0) return reportWords(r.model.lang, "noOffersList", { member });
  const headings = lists.map((s) => `“${s.heading || s.kind}”`);
  return reportWords(r.model.lang, "whichOffersList", { member, list: orList(r, headings) });
}
