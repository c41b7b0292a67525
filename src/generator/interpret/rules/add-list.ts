/**
 * "add: oat milk, vegan cakes", "adicione: modo escuro", "ajoute : réparation de fuite, remplacement de
 * robinet", "hinzufügen: Bewertungen": short names right after an add verb and a colon are new items of the
 * page's list of features or offers — never a look or a theme ("dark mode" is a feature of the product), never
 * a sentence in the about section. A priced entry is left to `add-items` (it goes where the prices are); a
 * long line of words is the owner's sentence (`add-sentence`); a page with no such list is refused for free.
 */
import type { Section, SectionKind } from "../../model.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { entryWords } from "../entry-words.js";
import { itemsTo } from "../item-destination.js";
import { entryItem, listEntries, type NewItem } from "../item-list.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, type Reading, scopedSection, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";
import { emails, handles, phones, prices, quoted, urls } from "../values.js";
import { examples } from "./add-list.examples.js";

/** The kinds of list an owner's "add:" joins, the likeliest first. */
const LIST_KINDS: SectionKind[] = ["features", "services", "benefits", "learn", "products", "offers"];

/**
 * A short name, not a sentence or a value: at most four words in a list, three alone ("terrasse ouverte tout
 * l'été" is a line of the owner's), no price, contact, link or quote.
 */
function isName(entry: string, alone: boolean): boolean {
  if (entry.split(/\s+/).length > (alone ? 3 : 4)) return false;
  return ![prices, phones, emails, urls, handles, quoted].some((of) => of(entry).length > 0);
}

/** The page's list of features or offers: the selected one, else the first kind whose items are mostly names. */
function listOfOffers(r: Reading): Section | null {
  const scoped = scopedSection(r);
  if (scoped && LIST_KINDS.includes(scoped.kind)) return scoped;
  const names = (s: Section) =>
    s.items.length > 0 && s.items.filter((i) => !i.price).length * 2 >= s.items.length;
  for (const kind of LIST_KINDS) {
    const section = r.model.sections.find((s) => s.kind === kind && names(s));
    if (section) return section;
  }
  return null;
}

export const addList: Rule = {
  name: "add-list",
  examples,
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding || adding.index > 0) return null;
    const colon = /^\s*:\s*/u.exec(r.text.slice(adding.end));
    if (!colon) return null;
    const said = r.raw.slice(rawIndex(r.raw, adding.end + colon[0].length)).trim();
    const entries = listEntries(said, r.packs);
    if (entries.length === 0 || !entries.every((e) => isName(e, entries.length === 1))) return null;
    // "add: a FAQ section", "add: reviews" name a part of the page: other rules read them. In a list of
    // several ("Keyword-Recherche, Bewertungen") a section's word is a topic like its neighbours.
    if (entries.length === 1 && kindNamed(r, norm(said))) return null;
    const words = entryWords(r);
    const items = entries.map((e) => entryItem(e, words)).filter((i): i is NewItem => i !== null);
    if (items.length !== entries.length) return null;
    const list = listOfOffers(r);
    if (!list) {
      const member = items.map((i) => `“${i.title}”`).join(", ");
      return [
        { op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "noOffersList", { member }) },
      ];
    }
    return itemsTo(r, list.kind, items) satisfies Op[];
  },
};
