/**
 * Items given as a list: "A, B and C", "Single €29, Duo €52, Family €99", "Moss glaze mug £30". Each entry
 * keeps the owner's words; a price in an entry becomes the item's price, the rest its title.
 */
import type { LanguagePack } from "../lang/types.js";
import { onlyCourtesy } from "./courtesy.js";
import type { Reading } from "./reading.js";
import { alternation, capitalised, escapeRegExp } from "./text.js";
import { prices } from "./values.js";

export interface NewItem {
  title: string;
  price?: string;
  text?: string;
  meta?: string;
  /** What the owner said after the price ("for up to 20 users"): written where the list keeps such words. */
  detail?: string;
}

/** Split a list at commas, semicolons, "and"/"&" (not inside a price such as €1,200). */
export function listEntries(text: string, packs: LanguagePack[]): string[] {
  const ands = packs.flatMap((p) => p.grammar.and).filter((w) => /\p{L}/u.test(w));
  const re = new RegExp(`\\s*(?:(?<!\\d),|,(?!\\d)|;|\\s(?:${ands.join("|")})\\s|\\s&\\s)\\s*`, "iu");
  return text
    .split(re)
    .map((e) =>
      e
        .trim()
        .replace(/^[-•*]\s*/, "")
        .replace(/[.!]+$/, ""),
    )
    .filter((e) => e.length > 0 && !onlyCourtesy(e, packs));
}

/** The price of an entry as written, with a "from" word before it ("vanaf €18 per m²"). */
export function entryPrice(entry: string, fromWords: string[]): string | undefined {
  const price = prices(entry)[0];
  if (!price) return undefined;
  const before = entry.slice(0, entry.indexOf(price)).trimEnd();
  const word = fromWords
    .filter((w) => /\p{L}/u.test(w))
    .sort((a, b) => b.length - a.length)
    .find((w) => new RegExp(`(?:^|\\s)${escapeRegExp(w)}$`, "iu").test(before));
  return word ? `${before.slice(before.length - word.length)} ${price}` : price;
}

/**
 * The small words around an entry's name in the owner's language: "from" before a price ("vanaf €45"),
 * an article before the name ("un cours"), a joining word before the price ("Kettenwechsel für 30 €").
 */
export interface EntryWords {
  from: string[];
  lead: string[];
  trail: string[];
}

const NO_WORDS: EntryWords = { from: [], lead: [], trail: [] };

/** The single words of a list (an elided article "l'" too) as one alternation, longest first. */
const wordsPattern = (list: string[]) => alternation(list.filter((w) => /^\p{L}+'?$/u.test(w)));

/** One entry as an item: "Duo pack €52" → { title: "Duo pack", price: "€52" }; "Family: €99" too. */
export function entryItem(entry: string, words: EntryWords = NO_WORDS): NewItem | null {
  // "Villa Serena in Lecco (2026)", "Oat latte (vegan)": a short note in brackets at the end is the item's
  // note, shown under its name, never a name with half a bracket.
  const noted = /^(.*\S)\s*\(([^()]{1,40})\)$/u.exec(entry.trim());
  const meta =
    noted && !prices(noted[2]!).length && noted[2]!.split(/\s+/).length <= 4 ? noted[2]!.trim() : undefined;
  if (meta) entry = noted![1]!;
  let price = entryPrice(entry, words.from);
  let detail: string | undefined;
  const trail = wordsPattern(words.trail);
  const lead = wordsPattern(words.lead);
  let title = (price ? entry.replace(price, "") : entry).replace(/\s*(?:[-–—:=(),])\s*$/, "").trim();
  if (price) {
    // "atelier de conversation à 15 € la séance", "appartamento a 190 € a notte": a few words after the
    // amount are its unit, and belong to the price, not to the name.
    const at = entry.indexOf(price);
    const unit = entry
      .slice(at + price.length)
      .replace(/[.!]+$/, "")
      .trim();
    // "Hunde-Wellness für 25 € hinzu": a verb's particle after the amount is never its unit.
    if (at > 0 && trail && new RegExp(`^(?:${trail})$`, "iu").test(unit)) title = entry.slice(0, at).trim();
    // "3000 Ft-ért", "5000 Ft-tól": a case ending glued to the amount is grammar, neither name nor unit.
    else if (at > 0 && /^-\p{L}{1,4}$/u.test(unit)) title = entry.slice(0, at).trim();
    else if (at > 0 && unit && unit.split(/\s+/).length <= 3 && /^\p{L}/u.test(unit)) {
      price = `${price} ${unit}`;
      title = entry.slice(0, at).trim();
    } else if (at > 0 && unit && /^\p{L}/u.test(unit) && /\p{L}/u.test(entry.slice(0, at))) {
      // "Agency $59/month for up to 20 users": the name before the amount, the plan's detail after it.
      title = entry.slice(0, at).trim();
      detail = unit;
    }
  }
  // "Voeg dagpas voor studenten toe voor €12": the joining word and a verb's particle before the price.
  const tail = new RegExp(`\\s+(?:${trail})$`, "iu");
  while (price && trail && tail.test(title)) title = title.replace(tail, "");
  // Every small word before the name goes ("bitte einen …", "please a …"), not only the first.
  const leading = lead ? new RegExp(`^(?:${lead})(?:\\s+|(?<=')(?=\\p{L}))`, "iu") : null;
  while (leading?.test(title)) title = title.replace(leading, "");
  // "Yoga, 12 € a lezione": the comma before the price is no part of the name.
  title = title
    .replace(/^\s*(?:[-–—:,])\s*/, "")
    .replace(/\s*[-–—:,]$/, "")
    .trim();
  if (!title || title.length > 120) return null;
  return {
    title: capitalised(title),
    ...(price ? { price } : {}),
    ...(detail ? { detail } : {}),
    ...(meta ? { meta } : {}),
  };
}

/** Sections whose items are people: a second entry is their role ("Jo Park, bee inspector"). */
const PEOPLE = new Set(["speakers", "team", "host"]);

/**
 * One new thing described in parts ("a third plan: Landlord, $19 per month, unlimited flats"): the first
 * entry names it, a price entry prices it, the other entries describe it (or say a person's role).
 * Null when the entries are several things (two priced entries).
 */
export function oneItem(entries: string[], kind: string, said: EntryWords = NO_WORDS): NewItem | null {
  const fromWords = said.from;
  if (entries.length < 2) return null;
  const priced = entries.filter((e) => prices(e).length > 0);
  if (priced.length > 1) return null;
  const first = entryItem(entries[0]!, said);
  if (!first) return null;
  const price = first.price ?? (priced[0] ? entryPrice(priced[0], fromWords) : undefined);
  const words = entries
    .slice(1)
    .map((e) => {
      const p = entryPrice(e, fromWords);
      return (p ? e.replace(p, "") : e).replace(/^[\s,:;–—-]+|[\s,:;–—-]+$/g, "").trim();
    })
    .filter((e) => e.length > 0);
  if (!price && words.length === 0) return null;
  const described = words.join(", ");
  const item: NewItem = {
    title: first.title,
    ...(price ? { price } : {}),
    ...(first.detail ? { detail: first.detail } : {}),
  };
  if (described) item[PEOPLE.has(kind) ? "meta" : "text"] = capitalised(described);
  return item;
}

/**
 * A name said as the object of "add" in its own form: "drożdżówkę z serem" → "Drożdżówka z serem" (packs'
 * `objectEndings`, used on the words before the first short word: "z serem" stays as said).
 */
export function ownForm(r: Reading, title: string): string {
  // A pack's `adding.objectEndings` change only a lower-case word: a capitalised name ("Budapest") is its own.
  const lower = r.packs[0]?.adding?.objectEndings ?? [];
  const endings = r.packs[0]?.objectEndings ?? lower;
  if (endings.length === 0) return title;
  const words = title.split(" ");
  for (const [i, word] of words.entries()) {
    if (word.length <= 3) break;
    if (endings === lower && word.charAt(0) !== word.charAt(0).toLowerCase()) continue;
    const ending = endings.find(([from]) => word.endsWith(from));
    if (ending) words[i] = word.slice(0, word.length - ending[0].length) + ending[1];
  }
  return words.join(" ");
}
