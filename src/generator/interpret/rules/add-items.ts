/**
 * New items in the owner's words: "add features: A, B, C" (three items), "a pricing table with three tiers:
 * Single €29, Duo €52, Family €99" (a pricing section of three priced items when the page has none),
 * "add a plan: Enterprise €99 per month", "we added a fourth colour, forest green".
 */
import type { SectionKind } from "../../model.js";
import type { Op } from "../../ops/schema.js";
import { type EntryWords, entryItem, listEntries, type NewItem, oneItem } from "../item-list.js";
import { rawIndex } from "../raw-at.js";
import { kindNamed, type Reading, scopedSection, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm } from "../text.js";
import { prices } from "../values.js";

/** Where the list starts: after a colon, else after the comma that follows the item noun. */
function listPart(r: Reading, nounEnd: number): string | null {
  const colon = r.raw.indexOf(":");
  if (colon >= 0) return r.raw.slice(colon + 1);
  const rest = r.raw.slice(nounEnd);
  // A comma between digits is a decimal comma ("4,50 €"), not where a list starts.
  const m =
    /^(?:[^,]|(?<=\d),(?=\d))*?(?:(?<!\d),|,(?!\d))\s*(.+)$/.exec(rest) ??
    /^\s*(?:called|named)\s+(.+)$/i.exec(rest);
  return m ? m[1]! : null;
}

function itemsTo(r: Reading, kind: SectionKind, items: NewItem[], one = false): Op[] {
  // "add a service: wallpapering €18" on a page that lists its priced offers under another heading.
  const priced = one && items.every((i) => i.price) ? pricedKind(r) : null;
  const section =
    r.model.sections.find((s) => s.kind === kind) ?? r.model.sections.find((s) => s.kind === priced);
  if (!section) return [{ op: "add_section", kind, items }];
  return items.map((item) => ({ op: "add_item", section: sectionRef(r.model, section), item }));
}

/**
 * "we added a new mug, Moss glaze mug £30": the section is named by the kind of thing (the word before
 * the comma or colon) when the page's items are called that ("Speckled mug"), else where prices are.
 */
function kindOfNoun(r: Reading, from: number): SectionKind | null {
  const head = norm(r.raw.slice(from).split(/[,:]/)[0] ?? "");
  const noun = head.split(" ").pop()?.replace(/s$/, "") ?? "";
  if (noun.length < 3) return null;
  const owner = r.model.sections.find((s) => s.items.some((i) => norm(i.title).split(" ").includes(noun)));
  return owner?.kind ?? (prices(r.raw).length > 0 ? pricedKind(r) : null);
}

/** The section priced items go to: the page's first section listing prices. */
function pricedKind(r: Reading): SectionKind | null {
  return r.model.sections.find((s) => s.items.some((i) => i.price))?.kind ?? null;
}

/**
 * "a third plan:", "une nouvelle prestation :" — one thing is announced (an article or an ordinal, and no
 * count of two or more), so the entries after it are its parts, not several things.
 */
function saysOne(r: Reading, head: string): boolean {
  const text = norm(head);
  const counts = r.packs.flatMap((p) =>
    Object.entries(p.numbers)
      .filter(([, n]) => n >= 2)
      .map(([w]) => w),
  );
  if (/\b\d+\b/.test(text) || findPhrase(text, counts)) return false;
  return (
    findPhrase(
      text,
      wordsOf(r, (p) => p.grammar.one),
    ) !== null ||
    findPhrase(
      text,
      r.packs.flatMap((p) => Object.keys(p.ordinals)),
    ) !== null
  );
}

/** The packs' small words around an entry: "from" words, articles, words joining a name to its price. */
function entryWords(r: Reading): EntryWords {
  return {
    from: wordsOf(r, (p) => p.grammar.from),
    lead: wordsOf(r, (p) => p.grammar.one),
    trail: wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.at, ...p.grammar.of]),
  };
}

export const addItems: Rule = {
  name: "add-items",
  examples: [
    {
      page: "saas",
      say: "add features: invoicing, VAT returns and mileage log",
      ops: [
        { op: "add_item", section: "features", item: { title: "Invoicing" } },
        { op: "add_item", section: "features", item: { title: "VAT returns" } },
        { op: "add_item", section: "features", item: { title: "Mileage log" } },
      ],
    },
    {
      say: "add a pricing table with three tiers: Single €29, Duo pack €52, Family 4-pack €99",
      ops: [
        {
          op: "add_section",
          kind: "pricing",
          items: [
            { title: "Single", price: "€29" },
            { title: "Duo pack", price: "€52" },
            { title: "Family 4-pack", price: "€99" },
          ],
        },
      ],
    },
    {
      page: "saas",
      say: "add a plan: Enterprise $99 per month",
      ops: [{ op: "add_item", section: "pricing", item: { title: "Enterprise", price: "$99 per month" } }],
    },
    {
      page: "shop",
      say: "we added a fourth colour, forest green",
      ops: [{ op: "add_item", section: "products", item: { title: "Forest green" } }],
    },
    {
      page: "shop",
      say: "we've got a new yarn, Moss green £19",
      ops: [{ op: "add_item", section: "products", item: { title: "Moss green", price: "£19" } }],
    },
    {
      say: "add cinnamon bun £2.80",
      ops: [{ op: "add_item", section: "services", item: { title: "Cinnamon bun", price: "£2.80" } }],
    },
    {
      page: "saas",
      say: "add a fourth plan: Agency, $79 per month, unlimited clients",
      ops: [
        {
          op: "add_item",
          section: "pricing",
          item: { title: "Agency", price: "$79 per month", text: "Unlimited clients" },
        },
      ],
    },
    {
      page: "webinar",
      say: "add a speaker: Tom Baker, orchard keeper",
      ops: [{ op: "add_item", section: "speakers", item: { title: "Tom Baker", meta: "Orchard keeper" } }],
    },
    {
      page: "baeckerei",
      say: "Fügt bitte eine neue Leistung hinzu: Bauernbrot 5,10 €",
      ops: [{ op: "add_item", section: "services", item: { title: "Bauernbrot", price: "5,10 €" } }],
    },
    {
      page: "bloemen",
      say: "voeg een dienst toe: rouwboeket vanaf €45",
      ops: [{ op: "add_item", section: "services", item: { title: "Rouwboeket", price: "vanaf €45" } }],
    },
    {
      page: "tienda",
      say: "añadid un producto nuevo: Vela de vainilla 15 €",
      ops: [{ op: "add_item", section: "products", item: { title: "Vela de vainilla", price: "15 €" } }],
    },
    {
      page: "baeckerei",
      say: "füge Zimtschnecke für 2,80 € hinzu",
      ops: [{ op: "add_item", section: "services", item: { title: "Zimtschnecke", price: "2,80 €" } }],
    },
    {
      page: "boulangerie",
      say: "ajoute une tarte aux pommes pour 4,50 €",
      ops: [{ op: "add_item", section: "services", item: { title: "Tarte aux pommes", price: "4,50 €" } }],
    },
    {
      page: "tienda",
      say: "añade velas grandes desde 25 €",
      ops: [{ op: "add_item", section: "products", item: { title: "Velas grandes", price: "desde 25 €" } }],
    },
    {
      say: "add a cheese scone for £2.40 and a pot of tea £3",
      ops: [
        { op: "add_item", section: "services", item: { title: "Cheese scone", price: "£2.40" } },
        { op: "add_item", section: "services", item: { title: "Pot of tea", price: "£3" } },
      ],
    },
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    // "we added a fourth colour, forest green": a new item stated as news, not as a command.
    const statedNew = /\b(?:we(?:'ve| have)? (?:added|got|now (?:have|sell|offer|do))|now available)\b/.test(
      r.text,
    );
    if (!adding && !statedNew) return null;
    const named = kindNamed(r);
    const scoped = scopedSection(r);
    const after = named ? rawIndex(r.raw, named.at.end) : 0;
    let list = listPart(r, after);
    const kind = named?.kind ?? scoped?.kind ?? (list !== null ? kindOfNoun(r, after) : null);
    if (list === null && !named && adding) {
      // "add cinnamon bun £2.80": a priced item with no section named goes where the page lists prices.
      const verbEnd = rawIndex(r.raw, adding.end);
      const said = r.raw.slice(verbEnd).trim();
      const priced = pricedKind(r);
      // "add teeth cleaning £8 and nail trim £12": each priced entry is an item of its own.
      const entries = prices(said).length > 1 ? listEntries(said, r.packs) : [said];
      const words = entryWords(r);
      const items = entries.map((e) => entryItem(e, words));
      if (priced && items.every((i) => i?.price)) return itemsTo(r, priced, items as NewItem[]);
      return null;
    }
    if (
      list === null ||
      !kind ||
      ["hero", "contact", "faq", "testimonials", "reviews", "hours"].includes(kind)
    )
      return null;
    list = list.replace(/\s+(?:to|in|on)\s+(?:the\s+)?(?:page|list|section)\s*$/i, "");
    const entries = listEntries(list, r.packs);
    const one = saysOne(r, r.raw.slice(0, r.raw.length - list.length));
    const words = entryWords(r);
    const single = one ? oneItem(entries, kind, words) : null;
    const items = single
      ? [single]
      : entries.map((e) => entryItem(e, words)).filter((i): i is NewItem => i !== null);
    if (items.length === 0 || items.some((i) => norm(i.title).split(" ").length > 8)) return null;
    return itemsTo(r, kind, items, one && items.length === 1);
  },
};
