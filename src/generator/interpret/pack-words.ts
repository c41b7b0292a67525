/**
 * Every word the packs write anywhere (verbs, looks, sections, grammar, fillers, colours, days …), as the
 * rules compare words (accents off). A word outside it in a clause is the owner's own: content or a wish
 * no rule knows ("smell", "sing", "muzykę") — a rule that only reads a look must not swallow it.
 */
import { packStrings } from "../lang/pack-strings.js";
import type { LanguagePack } from "../lang/types.js";
import { norm, tokens } from "./text.js";

const CACHE = new Map<string, Known>();

interface Known {
  words: Set<string>;
  /** The first five letters of every longer word: "greener", "azules", "macht" are forms of "green", "azul", "mach". */
  stems: Set<string>;
}

function known(packs: LanguagePack[]): Known {
  const key = packs.map((p) => p.code).join(",");
  const cached = CACHE.get(key);
  if (cached) return cached;
  const all: string[] = [];
  for (const pack of packs) packStrings(pack, { keys: true }, all);
  const words = new Set(all.flatMap((s) => tokens(norm(s))));
  const stems = new Set([...words].filter((w) => w.length >= 4).map((w) => w.slice(0, 5)));
  const found = { words, stems };
  CACHE.set(key, found);
  return found;
}

/** A form of a word the packs write: itself, or its stem with an ending ("greener", "groenere", "macht"). */
function isKnown(word: string, { words, stems }: Known): boolean {
  if (words.has(word) || stems.has(word.slice(0, 5))) return true;
  return word.length > 4 && words.has(word.slice(0, 4));
}

/**
 * The clause's words of four letters or more that no pack writes in any form, nor the page (its names,
 * items), nor `also` (the words a rule reads itself).
 */
export function ownWords(
  text: string,
  packs: LanguagePack[],
  pageWords: ReadonlySet<string>,
  also: readonly string[] = [],
): string[] {
  const found = known(packs);
  return tokens(text).filter(
    (w) => w.length >= 4 && !/\d/.test(w) && !pageWords.has(w) && !also.includes(w) && !isKnown(w, found),
  );
}
