/**
 * A suggestion is an example phrasing said about the owner's own page: the example page's items, prices,
 * headings, business name, phone and e-mail become the owner's (same kind of section, same place), and
 * quoted words become "…". An example that names something the owner's page has no counterpart for is
 * not offered: the owner should never read another business's content as a hint.
 */
import type { PageModel, Section } from "../model.js";
import { type ExamplePageId, examplePage } from "./example-pages.js";
import { escapeRegExp } from "./text.js";
import { emails, phones, prices } from "./values.js";

const LISTED = new Set([
  "services",
  "products",
  "pricing",
  "features",
  "benefits",
  "offers",
  "speakers",
  "team",
]);

function counterpart(owner: PageModel, section: Section): Section | undefined {
  const same = owner.sections.find((s) => s.kind === section.kind);
  if (same) return same;
  return LISTED.has(section.kind)
    ? owner.sections.find((s) => LISTED.has(s.kind) && s.items.length)
    : undefined;
}

/** What to write instead of each piece of example content; null for content with no counterpart. */
function swaps(example: PageModel, owner: PageModel): Map<string, string | null> {
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
  const ownerText = JSON.stringify(owner.sections);
  const exampleText = JSON.stringify(example.sections);
  put(phones(exampleText)[0], phones(ownerText)[0]);
  put(emails(exampleText)[0], emails(ownerText)[0]);
  for (const price of prices(exampleText)) put(price, prices(ownerText)[0]);
  return map;
}

/** Prices an example request gives of its own ("Bauernbrot 5,10 €") are said in the owner's currency. */
function ownPrices(say: string, owner: PageModel): string | null {
  const found = prices(say);
  if (found.length === 0) return say;
  const theirs = prices(JSON.stringify(owner.sections))[0];
  if (!theirs) return null;
  return found.reduce((out, price) => out.replace(price, theirs), say);
}

/** The example said about the owner's page, or null when it names content the owner's page lacks. */
export function personalise(say: string, page: ExamplePageId | undefined, owner: PageModel): string | null {
  let out = say.replace(/(["“„«'‘])[^"”»'’“‘]{2,}(["”»'’“‘])/gu, "$1…$2");
  const map = swaps(examplePage(page), owner);
  const found = [...map.keys()]
    .sort((a, b) => b.length - a.length)
    .filter((from) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`, "iu").test(out),
    );
  for (const from of found) {
    const to = map.get(from);
    if (!to) return null;
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(from)}(?![\\p{L}\\p{N}])`, "giu"), to);
  }
  return ownPrices(out, owner);
}
