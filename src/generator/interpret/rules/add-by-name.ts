/**
 * A thing added by its name alone: "aggiungi il tiramisù della casa", "add our new sourdough loaf",
 * "ajoute le pain aux noix". It goes into the page's one list of offered things (a menu, the products, the
 * classes), without a price (none is invented). Tried last: any rule that reads the words as something
 * else (a section, a fact, a look, a sentence) has read them first; a name with a word of a request in it
 * ("free delivery", "a booking button") or a page with several such lists is not read.
 */
import type { Section, SectionKind } from "../../model.js";
import { edgeWords, trimmed } from "../entry-words.js";
import { ownForm } from "../item-list.js";
import { contentWords, namesWord } from "../item-mention.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, findPhrase, norm, sameStem, tokens } from "../text.js";
import { prices } from "../values.js";

/** Sections that list what the business offers (a pricing table's tiers are no things added by name). */
const OFFER_LISTS: SectionKind[] = ["services", "products", "offers", "features"];

/** The page's one list of offered things by short names, or null when it has none or several. */
function offerList(r: Reading): Section | null {
  const lists = r.model.sections.filter(
    (s) =>
      // A list of priced things is what the page offers, whatever its heading made it ("Co oferujemy").
      (OFFER_LISTS.includes(s.kind) || (s.kind === "benefits" && s.items.some((i) => i.price))) &&
      s.items.length >= 2 &&
      s.items.every((i) => i.title.trim().split(/\s+/).length <= 5),
  );
  return lists.length === 1 ? lists[0]! : null;
}

/** The owner's name: the words after the verb (or before it, when it ends the clause), small words off. */
function nameSaid(r: Reading, verb: { index: number; end: number }): string | null {
  const after = r.raw.slice(rawIndex(r.raw, verb.end)).trim();
  const said = after || r.raw.slice(0, rawIndex(r.raw, verb.index)).trim();
  const name = trimmed(said, edgeWords(r));
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
  if (content.size === 0 || !words.every((w) => content.has(w) || joining.has(w) || isFree(r, w) || mixed(w)))
    return null;
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
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding || kindNamed(r)) return null;
    const name = nameSaid(r, adding);
    const list = name ? offerList(r) : null;
    if (!name || !list) return null;
    if (list.items.some((i) => norm(i.title) === norm(name))) return null;
    // A noun for offers ("classes", "aulas") names the list ("add pilates to the classes", read elsewhere),
    // unless the list's own things are called by it: "acrescenta aulas de pilates pré-natal" beside "Aulas
    // de grupo" is one more of them.
    const offers = findPhrase(
      r.text,
      wordsOf(r, (p) => p.offerings),
    );
    // "un cours d'essai gratuit" is one more offer, not a list named by "cours".
    const free = tokens(name).some((w) => isFree(r, w));
    if (offers && !sharesWord(name, list) && !free) return null;
    if (!soundsLikeAnItem(r, name, list)) return null;
    const title = capitalised(ownForm(r, name));
    return [{ op: "add_item", section: sectionRef(r.model, list), item: { title } }];
  },
};
