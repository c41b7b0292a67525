/**
 * An offering added and named by the noun for its kind: "Sportphysiotherapie als weitere Leistung
 * ergänzen", "aggiungi Pilates come nuova lezione", "add payment reminders as a feature" (the name, then
 * "as" and the noun, the verb first or last), and "añade una función: recordatorios de facturas", "ajoute
 * un service : X" (the noun, a colon, the name). The item joins the page's list of that kind (services,
 * features, products, classes). Tried before the refusals of what no page can do: a feature NAMED after
 * reminders is an item, never a request to send messages.
 */
import type { Section, SectionKind } from "../../model.js";
import type { Op } from "../../ops/schema.js";
import { edgeWords, entryWords, trimmed } from "../entry-words.js";
import { itemsTo } from "../item-destination.js";
import { entryItem, ownForm } from "../item-list.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { sectionMeant } from "../section-named.js";
import { findPhrase, norm, sameStem, tokens } from "../text.js";
import { prices } from "../values.js";
import { addItems } from "./add-items.js";
import { beyondThePage } from "./beyond-the-page.js";

/** Lists an offering is added to by its kind's noun. */
const OFFER_LISTS: SectionKind[] = ["services", "features", "products", "offers", "learn", "benefits"];

export const addAsKind: Rule = {
  name: "add-as-kind",
  examples: [
    {
      page: "baeckerei",
      say: "Bitte Dinkelbrötchen als weiteres Produkt aufnehmen",
      ops: [{ op: "add_item", section: "services", item: { title: "Dinkelbrötchen" } }],
    },
    {
      page: "saas",
      say: "add a feature: payment reminders",
      ops: [{ op: "add_item", section: "features", item: { title: "Payment reminders" } }],
    },
    {
      page: "saas",
      say: "add invoice reminders as a new feature",
      ops: [{ op: "add_item", section: "features", item: { title: "Invoice reminders" } }],
    },
    {
      page: "sprachapp",
      say: "añade una función: recordatorios de repaso",
      ops: [{ op: "add_item", section: "features", item: { title: "Recordatorios de repaso" } }],
    },
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding || prices(r.raw).length > 0) return null;
    const ops = asKind(r, adding) ?? colonKind(r);
    // What the item rule reads itself stays its own; this rule reads what it misses or what a refusal
    // tried before it would misread ("una función: recordatorios" is no message to send).
    if (ops && addItems.read(r) !== null && beyondThePage.read(r) === null) return null;
    return ops;
  },
};

/** "X als (weitere) Leistung ergänzen", "aggiungi X come nuova lezione": the name before "as" and the noun. */
function asKind(r: Reading, adding: { index: number; end: number }): Op[] | null {
  const as = findPhrase(
    r.text,
    wordsOf(r, (p) => p.grammar.as ?? []),
  );
  if (!as) return asEnding(r, adding);
  const verbLast = adding.index > as.index;
  const nounText = r.text.slice(as.end, verbLast ? adding.index : undefined);
  const edge = edgeWords(r);
  // Only articles and "new/another" words between "as" and the noun: "als weitere Leistung".
  const noun = trimmed(nounText, edge);
  if (!noun || noun.split(" ").length > 2) return null;
  const section = listOf(r, noun);
  if (!section) return null;
  const from = verbLast ? 0 : rawIndex(r.raw, adding.end);
  const name = trimmed(r.raw.slice(from, rawIndex(r.raw, as.index)), edge);
  return addTo(r, section, name);
}

/**
 * "add hozzá a bérszámfejtést is szolgáltatásként": "as a service" said by the noun's own ending (packs'
 * `adding.asEndings`); the name is what the owner says between the verb and that noun, in its own form.
 */
function asEnding(r: Reading, adding: { index: number; end: number }): Op[] | null {
  const endings = wordsOf(r, (p) => p.adding?.asEndings ?? []).map(norm);
  if (endings.length === 0) return null;
  for (const m of r.text.matchAll(/\p{L}+/gu)) {
    const ending = endings.find((e) => m[0].length > e.length + 3 && m[0].endsWith(e));
    if (!ending || m.index < adding.end) continue;
    const section = listOf(r, m[0].slice(0, -ending.length));
    if (!section) continue;
    const edge = new Set([...edgeWords(r), ...wordsOf(r, (p) => p.grammar.also).map(norm)]);
    const name = trimmed(r.raw.slice(rawIndex(r.raw, adding.end), rawIndex(r.raw, m.index)), edge);
    return addTo(r, section, ownForm(r, name));
  }
  return null;
}

/** "añade una función: recordatorios", "ajoute un service : X": a noun for the kind before the colon. */
function colonKind(r: Reading): Op[] | null {
  const colon = r.text.indexOf(":");
  if (colon < 0) return null;
  const noun = trimmed(r.text.slice(0, colon), new Set([...edgeWords(r), ...verbWords(r)]));
  const section = noun && noun.split(" ").length <= 2 ? listOf(r, noun) : null;
  if (!section) return null;
  // "add features: A, B, C" (several) is the list rule's; one name after the colon is this one's.
  const name = r.raw.slice(rawIndex(r.raw, colon) + 1).trim();
  if (
    /[,;]/.test(name) ||
    findPhrase(
      norm(name),
      wordsOf(r, (p) => p.grammar.and),
    )
  )
    return null;
  return addTo(r, section, name.replace(/[.!]+$/, ""));
}

function verbWords(r: Reading): string[] {
  return wordsOf(r, (p) => p.verbs.add)
    .flatMap((v) => tokens(v))
    .map(norm);
}

/** The page's one list a noun names: by its kind, by a noun for offers (a singular of the packs' plurals). */
function listOf(r: Reading, noun: string): Section | null {
  const kind = kindNamed(r, noun)?.kind;
  const meant = sectionMeant(r, noun);
  const found = meant && "section" in meant ? meant.section : null;
  if (found && OFFER_LISTS.includes(found.kind)) return found;
  if (kind && OFFER_LISTS.includes(kind)) return offerList(r, kind);
  // "una función", "uma funcionalidade", "une fonctionnalité": the singular of a list's name in the packs.
  const word = tokens(noun).pop() ?? "";
  for (const pack of r.packs)
    for (const list of OFFER_LISTS) {
      const names = (pack.sections[list] ?? []).map(norm).filter((n) => !n.includes(" "));
      if (names.some((n) => singularOf(n, word))) return offerList(r, list);
    }
  // "nuova lezione" for the packs' "lezioni": a singular of an offering noun names the page's one list.
  const offers = wordsOf(r, (p) => p.offerings ?? []).map(norm);
  if (offers.some((o) => !o.includes(" ") && singularOf(o, word))) return offerList(r, null);
  return null;
}

/** A word said for a plural the packs write: "lezione" of "lezioni", "función" of "funciones". */
function singularOf(plural: string, word: string): boolean {
  return word.length >= 4 && word.length <= plural.length && sameStem(plural, word, 3);
}

/** The section of that kind, else the page's one list of offered names. */
function offerList(r: Reading, kind: SectionKind | null): Section | null {
  const own = kind ? r.model.sections.find((s) => s.kind === kind) : undefined;
  if (own) return own;
  const lists = r.model.sections.filter(
    (s) => OFFER_LISTS.includes(s.kind) && s.items.length > 1 && s.items.every((i) => !i.price),
  );
  return lists.length === 1 ? lists[0]! : null;
}

function addTo(r: Reading, section: Section, name: string): Op[] | null {
  if (!name || name.split(/\s+/).length > 6) return null;
  const item = entryItem(name, entryWords(r));
  return item ? itemsTo(r, section.kind, [item], true) : null;
}
