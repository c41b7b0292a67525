/**
 * A price said for some of the names one item shares: "A-level lessons are £45 an hour now" of "GCSE &
 * A-level: £40/hour". The owner priced A-level alone, so GCSE keeps its price and A-level becomes its own
 * item with the new one, right after it; where a text of the page writes the shared entry with its price
 * ("GCSE & A-level: £40/hour; KS3 …"), both entries are written there. A price said for every name, or
 * for the item by another word ("lessons are £45 now"), is the whole item's: not read here. So is a price
 * said by a short name of names joined by the word "and" ("the bath is £32 now" of "Bath and brush £30"):
 * owners write one service done in steps that way, and call it by its first word.
 */
import type { Item, PageModel } from "../model.js";
import type { Op } from "../ops/schema.js";
import { namesWord } from "./item-mention.js";
import { pageTexts } from "./page-texts.js";
import { type Reading, sectionRef, wordsOf } from "./reading.js";
import { alternation, tokens } from "./text.js";

/** The names an item's title joins ("GCSE & A-level", "Cut and colour", "Mani/Pedi"), or one. */
function sharedNames(r: Reading, title: string): string[] {
  const and = wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$/u.test(w));
  const join = new RegExp(`\\s*(?:[&+/,]|(?<![\\p{L}])(?:${alternation(and)})(?![\\p{L}]))\\s*`, "iu");
  return title
    .split(join)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The title's names are joined by the word "and" ("Bath and brush"), not a sign ("GCSE & A-level"). */
function joinedByWord(r: Reading, title: string): boolean {
  const and = wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$/u.test(w));
  return (
    !/[&+/,]/.test(title) && new RegExp(`(?<![\\p{L}])(?:${alternation(and)})(?![\\p{L}])`, "iu").test(title)
  );
}

/** Every word of the name is said (in any form the item matcher allows). */
function said(r: Reading, name: string): boolean {
  const words = tokens(r.text);
  const own = tokens(name).filter((w) => w.length >= 2 || /\d/.test(w));
  return own.length > 0 && own.every((w) => words.some((s) => namesWord(s, w)));
}

function sectionOf(model: PageModel, item: { title: string; price?: string }) {
  for (const section of model.sections) {
    const index = section.items.findIndex((i: Item) => i.title === item.title && i.price === item.price);
    if (index >= 0) return { section, index };
  }
  return null;
}

/** The ops that give the said names their own price, or null when the price is the whole item's. */
export function splitSharedPrice(
  r: Reading,
  item: { title: string; price?: string },
  newPrice: string,
): Op[] | null {
  if (!item.price) return null;
  const names = sharedNames(r, item.title);
  if (names.length < 2 || joinedByWord(r, item.title)) return null;
  const priced = names.filter((name) => said(r, name));
  if (priced.length === 0 || priced.length === names.length) return null;
  const at = sectionOf(r.model, item);
  if (!at) return null;
  const rest = names.filter((name) => !priced.includes(name));
  const restTitle = rest.length === 1 ? rest[0]! : rest.join(", ");
  const pricedTitle = priced.join(" & ");
  const section = sectionRef(r.model, at.section);
  const ops: Op[] = [];
  const entry = `${item.title}: ${item.price}`;
  for (const { text } of pageTexts(r.model)) {
    if (!text.includes(entry) || ops.some((op) => op.op === "replace_text" && op.find === entry)) continue;
    const between = text.includes("; ") ? "; " : ", ";
    ops.push({
      op: "replace_text",
      find: entry,
      with: `${restTitle}: ${item.price}${between}${pricedTitle}: ${newPrice}`,
    });
  }
  ops.push({ op: "replace_text", find: item.title, with: restTitle, section });
  ops.push({
    op: "add_item",
    section,
    item: { title: pricedTitle, price: newPrice },
    position: at.index + 2,
  });
  return ops;
}
