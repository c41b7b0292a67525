/**
 * A suggestion is an example phrasing said about the owner's own page: the example page's items, prices,
 * headings, business name, phone and e-mail become the owner's (same kind of section, same place), and
 * quoted words become "…". An example that names something the owner's page has no counterpart for is
 * not offered: the owner should never read another business's content as a hint.
 */
import { packsFor } from "../lang/index.js";
import type { LanguagePack } from "../lang/types.js";
import type { PageModel, Section } from "../model.js";
import { composedExample, type ExamplePageId } from "./example-pages.js";
import { ownWords } from "./pack-words.js";
import { escapeRegExp, tokens } from "./text.js";
import { emails, phones, prices } from "./values.js";

/** Kinds of lists that stand for one another: things offered, and people (a product is never a person). */
const LISTED = [
  new Set(["services", "products", "pricing", "features", "benefits", "offers"]),
  new Set(["speakers", "team"]),
];

function counterpart(owner: PageModel, section: Section): Section | undefined {
  const same = owner.sections.find((s) => s.kind === section.kind);
  if (same) return same;
  const kinds = LISTED.find((set) => set.has(section.kind));
  // Priced things stand for priced things: a product sold out is no benefit of an event sold out.
  const priced = (s: Section) => s.items.some((i) => i.price);
  return kinds
    ? owner.sections.find((s) => kinds.has(s.kind) && s.items.length && priced(s) === priced(section))
    : undefined;
}

/** What the owner's page writes: its first phone, e-mail and price stand for the example's. */
interface OwnerValues {
  phone?: string;
  email?: string;
  price?: string;
}

/** What to write instead of each piece of example content; null for content with no counterpart. */
function swaps(example: PageModel, owner: PageModel, values: OwnerValues): Map<string, string | null> {
  const map = new Map<string, string | null>();
  const put = (from: string | undefined, to: string | undefined) => {
    if (from && from.length > 2 && !map.has(from)) map.set(from, to ?? null);
  };
  put(example.source.companyName, owner.source.companyName);
  for (const section of example.sections) {
    const other = counterpart(owner, section);
    put(section.heading, other?.heading);
    section.items.forEach((item, i) => {
      const mate = other?.items[i % Math.max(1, other.items.length)];
      if (section.kind === "hero" || section.kind === "contact" || section.kind === "faq") return;
      put(item.title, mate?.title);
      put(item.price, mate?.price);
    });
  }
  const exampleText = JSON.stringify(example.sections);
  put(phones(exampleText)[0], values.phone);
  put(emails(exampleText)[0], values.email);
  for (const price of prices(exampleText)) put(price, values.price);
  return map;
}

interface Swap {
  /** The example content as a whole phrase: `one` finds it, `every` replaces each place it stands. */
  one: RegExp;
  every: RegExp;
  to: string | null;
}

/** An example page's swaps, longest content first so a name is swapped before a word inside it. */
function swapList(example: PageModel, owner: PageModel, values: OwnerValues): Swap[] {
  return [...swaps(example, owner, values)]
    .sort(([a], [b]) => b.length - a.length)
    .map(([from, to]) => {
      const phrase = `(?<![\\p{L}\\p{N}])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`;
      return { one: new RegExp(phrase, "iu"), every: new RegExp(phrase, "giu"), to };
    });
}

/**
 * Says examples about the owner's page: the example said about it, or null when it names content the
 * owner's page lacks. Each example page's swaps are worked out once, on its first example.
 */
export function personaliser(owner: PageModel): (say: string, page?: ExamplePageId) => string | null {
  const ownerText = JSON.stringify(owner.sections);
  const values: OwnerValues = {
    phone: phones(ownerText)[0],
    email: emails(ownerText)[0],
    price: prices(ownerText)[0],
  };
  const ownerWords = new Set(tokens(`${owner.source.prompt} ${ownerText}`));
  const byPage = new Map<ExamplePageId, { list: Swap[]; packs: LanguagePack[] }>();
  return (say, page = "cafe") => {
    let swaps = byPage.get(page);
    if (!swaps) {
      const example = composedExample(page);
      swaps = { list: swapList(example, owner, values), packs: packsFor(example.lang) };
      byPage.set(page, swaps);
    }
    let out = say.replace(/(["“„«'‘])[^"”»'’“‘]{2,}(["”»'’“‘])/gu, "$1…$2");
    const found = swaps.list.filter((swap) => swap.one.test(out));
    for (const { every, to } of found) {
      if (!to) return null;
      out = out.replace(every, to);
    }
    // A word of another trade left in it ("Wir backen auch sonntags frische Brötchen" to a physiotherapist):
    // no word the packs know, nor the owner's page says, is offered as a hint.
    if (ownWords(out, swaps.packs, ownerWords).length > 0) return null;
    // Another business's e-mail address is no hint either.
    if (emails(out).some((email) => !ownerText.includes(email))) return null;
    // Prices an example request gives of its own ("Bauernbrot 5,10 €") are said in the owner's currency.
    const own = prices(out);
    if (own.length === 0) return out;
    if (!values.price) return null;
    return own.reduce((text, price) => text.replace(price, values.price!), out);
  };
}
