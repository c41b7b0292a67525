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
import { alternation, capitalised, type Found, norm } from "../text.js";
import { prices } from "../values.js";

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

/** Sections whose items other rules add (questions, quotes, hours, contact details). */
const NO_ITEMS: SectionKind[] = ["hero", "contact", "faq", "testimonials", "reviews", "hours"];

export const addItems: Rule = {
  name: "add-items",
  examples: [
    // A colon before the price alone joins one new entry's name and its price.
    {
      say: "add cinnamon bun: £2.80",
      ops: [{ op: "add_item", section: "services", item: { title: "Cinnamon bun", price: "£2.80" } }],
    },
    // A section's name inside a priced entry's name ("intro") is part of the name.
    {
      page: "grooming",
      say: "add puppy intro groom for £25",
      ops: [{ op: "add_item", section: "services", item: { title: "Puppy intro groom", price: "£25" } }],
    },
    // The owner's name for a list the page calls otherwise: a webinar's programme is its "learn" list.
    {
      page: "webinaire",
      say: "ajoute un point au programme : préparer sa retraite",
      ops: [{ op: "add_item", section: "learn", item: { title: "Préparer sa retraite" } }],
    },
    {
      page: "shop",
      say: "add a scent: lavender",
      ops: [
        {
          op: "refuse",
          part: "add a scent: lavender",
          why: "this page shows no list of “scent” to add “Lavender” to: say which list it goes in",
        },
      ],
    },
    {
      page: "shop",
      say: "add a flavour: vanilla",
      ops: [
        {
          op: "refuse",
          part: "add a flavour: vanilla",
          why: "this page shows no list of “flavour” to add “Vanilla” to: say which list it goes in",
        },
      ],
    },
    {
      page: "baeckerei",
      say: "füge eine Farbe hinzu: Rot",
      ops: [
        {
          op: "refuse",
          part: "füge eine Farbe hinzu: Rot",
          why: "diese Seite zeigt keine Liste von „Farbe“ für “Rot”: sagen Sie, in welche Liste es gehört",
        },
      ],
    },
    {
      page: "shop",
      say: "add a colour: Moss green £19",
      ops: [{ op: "add_item", section: "products", item: { title: "Moss green", price: "£19" } }],
    },
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
    // One more of the people the page shows: "co-" names the same kind.
    {
      page: "webinar",
      say: "add a co-host: Tom Becker, founder of Ledgerly",
      ops: [
        { op: "add_item", section: "speakers", item: { title: "Tom Becker", meta: "Founder of Ledgerly" } },
      ],
    },
    {
      page: "stage",
      say: "ajoutez une animatrice : Marie Dubois, céramiste",
      ops: [{ op: "add_item", section: "speakers", item: { title: "Marie Dubois", meta: "Céramiste" } }],
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
    {
      say: "add carrot cake for £3.40 to the services",
      ops: [{ op: "add_item", section: "services", item: { title: "Carrot cake", price: "£3.40" } }],
    },
    {
      page: "saas",
      say: "add an Agency plan at $79 per month for up to 20 users",
      ops: [
        {
          op: "add_item",
          section: "pricing",
          item: { title: "Agency", price: "$79 per month", text: "For up to 20 users" },
        },
      ],
    },
    {
      page: "baeckerei",
      say: "Mohnschnecke für 2,60 € hinzufügen",
      ops: [{ op: "add_item", section: "services", item: { title: "Mohnschnecke", price: "2,60 €" } }],
    },
    // A comma between a new entry's name and its price: one entry, never a list.
    {
      say: "add a Cheese & chive scone, £2.60",
      ops: [{ op: "add_item", section: "services", item: { title: "Cheese & chive scone", price: "£2.60" } }],
    },
    {
      page: "saas",
      say: "add a Enterprise plan, $99 per month",
      ops: [{ op: "add_item", section: "pricing", item: { title: "Enterprise", price: "$99 per month" } }],
    },
    {
      page: "trattoria",
      say: "aggiungi Panna cotta, 6 €",
      ops: [{ op: "add_item", section: "services", item: { title: "Panna cotta", price: "6 €" } }],
    },
    {
      page: "trattoria",
      say: "aggiungi Corso di cucina, 40 € a persona",
      ops: [
        { op: "add_item", section: "services", item: { title: "Corso di cucina", price: "40 € a persona" } },
      ],
    },
    {
      page: "serwis",
      say: "dodaj Mycie roweru, 40 zł",
      ops: [{ op: "add_item", section: "benefits", item: { title: "Mycie roweru", price: "40 zł" } }],
    },
    // "Please" and an article before the name are no part of it.
    {
      page: "baeckerei",
      say: "Bitte eine Mohnschnecke für 2,60 € ergänzen",
      ops: [{ op: "add_item", section: "services", item: { title: "Mohnschnecke", price: "2,60 €" } }],
    },
    {
      page: "trattoria",
      say: "per favore aggiungete la panzanella a 8 €",
      ops: [{ op: "add_item", section: "services", item: { title: "Panzanella", price: "8 €" } }],
    },
    {
      page: "trattoria",
      say: "aggiungi la panzanella a 8 € ai servizi",
      ops: [{ op: "add_item", section: "services", item: { title: "Panzanella", price: "8 €" } }],
    },
    // The name is the owner's noun phrase: a separable verb's particle, the word joining the price and
    // the price's unit stay out of it.
    // A hyphenated name stays whole ("Service" inside it names no section); "füg" is "füge"; "dazu" is a
    // particle like "hinzu", never a price's unit.
    {
      page: "baeckerei",
      say: "Füg Hefe-Zopf-Service für 9 € hinzu",
      ops: [{ op: "add_item", section: "services", item: { title: "Hefe-Zopf-Service", price: "9 €" } }],
    },
    {
      page: "baeckerei",
      say: "Füge Dinkel-Brötchen für 1 € dazu",
      ops: [{ op: "add_item", section: "services", item: { title: "Dinkel-Brötchen", price: "1 €" } }],
    },
    {
      page: "bloemen",
      say: "Voeg rozen-abonnement toe voor €25",
      ops: [{ op: "add_item", section: "services", item: { title: "Rozen-abonnement", price: "€25" } }],
    },
    {
      page: "bloemen",
      say: "Voeg rouwboeket groot toe voor €55",
      ops: [{ op: "add_item", section: "services", item: { title: "Rouwboeket groot", price: "€55" } }],
    },
    {
      page: "boulangerie",
      say: "Ajoute un atelier pain à 25 € la séance",
      ops: [
        { op: "add_item", section: "services", item: { title: "Atelier pain", price: "25 € la séance" } },
      ],
    },
    {
      page: "boulangerie",
      say: "ajoute l'éclair au café comme produit",
      ops: [{ op: "add_item", section: "services", item: { title: "Éclair au café" } }],
    },
    {
      page: "padaria",
      say: "Adiciona um bolo de chocolate por 12 €",
      ops: [{ op: "add_item", section: "services", item: { title: "Bolo de chocolate", price: "12 €" } }],
    },
    {
      page: "trattoria",
      say: "aggiungi una camera per famiglie a 190 € a notte",
      ops: [
        {
          op: "add_item",
          section: "services",
          item: { title: "Camera per famiglie", price: "190 € a notte" },
        },
      ],
    },
    // A plan named after its noun, news said with "new:", a colour to the page's colours, a list that is not there.
    {
      page: "clases",
      say: "añade un plan Empresa por 99 € al mes",
      ops: [{ op: "add_item", section: "services", item: { title: "Empresa", price: "99 € al mes" } }],
    },
    {
      page: "gemuesekiste",
      say: "neu: eine Obstkiste für 24 €",
      ops: [{ op: "add_item", section: "services", item: { title: "Obstkiste", price: "24 €" } }],
    },
    // A member noun or the list's own noun, then the name with no colon.
    {
      page: "shop",
      say: "add the colour Moss",
      ops: [{ op: "add_item", section: "products", item: { title: "Moss" } }],
    },
    {
      page: "shop",
      say: "new colour Moss",
      ops: [{ op: "add_item", section: "products", item: { title: "Moss" } }],
    },
    {
      page: "saas",
      say: "add the feature mileage log",
      ops: [{ op: "add_item", section: "features", item: { title: "Mileage log" } }],
    },
    {
      page: "shop",
      say: "add another colour: Moss",
      ops: [{ op: "add_item", section: "products", item: { title: "Moss" } }],
    },
    {
      page: "osteria",
      say: "add a fourth colour: green",
      ops: [
        {
          op: "refuse",
          part: "add a fourth colour: green",
          why: "questa pagina non mostra un elenco di «colour» a cui aggiungere “Green”: dica in quale elenco va",
        },
      ],
    },
    {
      page: "boulangerie",
      say: "ajoute Pharmacie Centrale à nos clients",
      ops: [
        {
          op: "refuse",
          part: "ajoute Pharmacie Centrale à nos clients",
          why: "cette page ne montre aucune liste de « clients » où ajouter “Pharmacie Centrale” : dites dans quelle liste",
        },
      ],
    },
  ],
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
    const found = notInCompound(r.text, kindNamed(r));
    const named = found && NO_ITEMS.includes(found.kind) && prices(r.raw).length > 0 ? null : found;
    const scoped = scopedSection(r);
    const after = named ? rawIndex(r.raw, named.at.end) : 0;
    let list = listPart(r, after);
    // "add a Smoke & CO alarm fit, £85", "aggiungi Lettino extra, 8 €": a comma before the price alone
    // joins one new entry's name and its price; it starts no list.
    // "aggiungi Yoga, 12 € a lezione": the part after the comma opens with the price (its unit after it).
    const priceFirst = (part: string) => {
      const [price] = prices(part);
      return price !== undefined && /^[^\p{L}]*$/u.test(part.slice(0, part.indexOf(price)));
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
    const single = one ? oneItem(entries, kind, words) : null;
    const items = single
      ? [single]
      : entries.map((e) => entryItem(e, words)).filter((i): i is NewItem => i !== null);
    if (items.length === 0 || items.some((i) => norm(i.title).split(" ").length > 8)) return null;
    return unlessLook(r, unlisted, itemsTo(r, kind, items, one && items.length === 1));
  },
};
