/**
 * Items given as a list: "A, B and C", "Single €29, Duo €52, Family €99", "Moss glaze mug £30". Each entry
 * keeps the owner's words; a price in an entry becomes the item's price, the rest its title.
 */
import type { LanguagePack } from "../lang/types.js";
import { prices } from "./values.js";

export interface NewItem {
  title: string;
  price?: string;
  text?: string;
}

/** Split a list at commas, semicolons, "and"/"&" (not inside a price such as €1,200). */
export function listEntries(text: string, packs: LanguagePack[]): string[] {
  const ands = packs.flatMap((p) => p.grammar.and).filter((w) => /\p{L}/u.test(w));
  const re = new RegExp(`\\s*(?:,(?!\\d{3}\\b)|;|\\s(?:${ands.join("|")})\\s|\\s&\\s)\\s*`, "iu");
  return text
    .split(re)
    .map((e) =>
      e
        .trim()
        .replace(/^[-•*]\s*/, "")
        .replace(/[.!]+$/, ""),
    )
    .filter((e) => e.length > 0);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One entry as an item: "Duo pack €52" → { title: "Duo pack", price: "€52" }; "Family: €99" too. */
export function entryItem(entry: string): NewItem | null {
  const price = prices(entry)[0];
  const title = (price ? entry.replace(price, "") : entry)
    .replace(/\s*(?:[-–—:=(),]|\bat\b|\bfor\b)\s*$/i, "")
    .replace(/^\s*(?:[-–—:,]|\ba\b|\ban\b)\s*/i, "")
    .trim();
  if (!title || title.length > 120) return null;
  return { title: capitalise(title), ...(price ? { price } : {}) };
}
