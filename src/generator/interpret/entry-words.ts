/**
 * The small words around a new item's name in the owner's words, from the packs: "from" words, articles and
 * the words joining a name to its price (entryWords), and the words a name never starts or ends with
 * (edgeWords), taken off by trimmed: "add a gear tune to the services" → "gear tune".
 */
import type { EntryWords } from "./item-list.js";
import { type Reading, wordsOf } from "./reading.js";
import { norm } from "./text.js";

/** The packs' small words around an entry: "from" words, articles, words joining a name to its price. */
export function entryWords(r: Reading): EntryWords {
  return {
    from: wordsOf(r, (p) => p.grammar.from),
    // "ajoute l'anglais des affaires", "aggiungi il cono", "Bitte einen Agility-Kurs …": an article or a
    // "please" is no part of the name.
    // "voeg ook remmen afstellen toe", "añade también …": an "also" word is said of the adding, never
    // part of the name.
    lead: wordsOf(r, (p) => [
      ...p.grammar.one,
      ...p.grammar.also,
      ...p.filler.filter((w) => /^\p{L}[\p{L}' ]*$/u.test(w)),
    ]),
    trail: wordsOf(r, (p) => [
      ...p.grammar.to,
      ...p.grammar.at,
      ...p.grammar.of,
      ...p.grammar.by,
      // "add iced lattes too for £3": "too" before the price.
      ...p.grammar.also,
      // The particle of a separable "add" verb left before the price ("voeg … toe voor €12").
      ...p.verbs.add.filter((v) => v.includes(" ")).map((v) => v.split(" ").pop()!),
    ]),
  };
}

/** The small words a new item's name never starts or ends with: articles, "new", "to the", "zu den". */
export function edgeWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...p.grammar.one,
      ...p.grammar.new,
      // "voeg ook cavia's toe", "add hozzá a reflexológiát is": "also" is said of the adding, not the name.
      ...p.grammar.also,
      ...p.grammar.to,
      ...p.grammar.in,
      ...p.grammar.on,
      ...p.filler,
      // The particle of a separable "add" verb left at the end ("füge Osteopathie hinzu").
      ...p.verbs.add.filter((v) => v.includes(" ")).map((v) => v.split(" ").pop()!),
    ])
      .filter((w) => !w.includes(" "))
      .map(norm),
  );
}

/** The owner's words with the small words at both ends taken off ("a … to the" → "…"). */
export function trimmed(said: string, edge: Set<string>): string {
  const words = said.trim().split(/\s+/).filter(Boolean);
  while (words.length && edge.has(norm(words[0]!).replace(/[,:]$/, ""))) words.shift();
  while (words.length && edge.has(norm(words[words.length - 1]!).replace(/[,:.!]$/, ""))) words.pop();
  return words.join(" ").replace(/^[\s,:]+|[\s,:.!]+$/g, "");
}
