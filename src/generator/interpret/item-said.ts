/**
 * Where a clause that adds items says them (rules/add-items.ts): the list after a colon or a comma, one
 * thing announced ("a third plan:"), a name after a member noun ("add the flavour hazelnut", "neue Sorte
 * Pistazie"), a section's name that is part of a compound item name ("E-Bike-Service").
 */

import type { SectionKind } from "../model.js";
import { edgeWords, trimmed } from "./entry-words.js";
import { memberNounAt } from "./item-destination.js";
import { ownWords } from "./pack-words.js";
import { rawIndex } from "./raw-at.js";
import { type Reading, wordsOf } from "./reading.js";
import { type Found, findPhrase, norm, tokens } from "./text.js";
import { whenSaid } from "./when-said.js";

/** Where the list starts: after a colon, else after the comma that follows the item noun. */
export function listPart(r: Reading, nounEnd: number): string | null {
  const colon = r.raw.indexOf(":");
  if (colon >= 0) return r.raw.slice(colon + 1);
  const rest = r.raw.slice(nounEnd);
  // A comma between digits is a decimal comma ("4,50 €"), not where a list starts.
  const m =
    /^(?:[^,]|(?<=\d),(?=\d))*?(?:(?<!\d),|,(?!\d))\s*(.+)$/.exec(rest) ??
    /^\s*(?:called|named)\s+(.+)$/i.exec(rest);
  return m ? m[1]! : null;
}

/**
 * "a third plan:", "une nouvelle prestation :" — one thing is announced (an article or an ordinal, and no
 * count of two or more), so the entries after it are its parts, not several things.
 */
export function saysOne(r: Reading, head: string): boolean {
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

/**
 * The name said after a member noun that follows the verb with only small words between ("add the
 * flavour hazelnut", "graag ook de smaak mango erbij"): at most four words, no number; null otherwise.
 * `verbEnd` is where the verb ends in the normalized text (-1: no verb).
 */
export function nameAfterMemberNoun(
  r: Reading,
  verbEnd: number,
): { name: string; from: number; when?: string } | null {
  const head = r.text.slice(verbEnd).split(/[,:]/)[0] ?? "";
  const noun = findPhrase(
    head,
    wordsOf(r, (p) => p.memberNouns),
  );
  return noun
    ? nameAfterNoun(r, verbEnd, { ...noun, index: verbEnd + noun.index, end: verbEnd + noun.end })
    : null;
}

/** The name after a noun (its index in the normalized text) said right after the verb, or null. */
export function nameAfterNoun(
  r: Reading,
  verbEnd: number,
  nounAt: Found,
): { name: string; from: number; when?: string } | null {
  const from = rawIndex(r.raw, verbEnd);
  const noun = { index: rawIndex(r.raw, nounAt.index), end: rawIndex(r.raw, nounAt.end) };
  const small = new Set([...edgeWords(r), ...wordsOf(r, (p) => p.grammar.also).map(norm)]);
  const between = norm(r.raw.slice(from, noun.index)).split(/\s+/).filter(Boolean);
  if (!between.every((w) => small.has(w))) return null;
  // The rest of the noun's word ("colour" read as "color") is no part of the name.
  let name = r.raw
    .slice(noun.end)
    .replace(/^[\p{L}'’]*/u, "")
    .replace(/[.!?]+$/, "")
    .trim();
  // "… per favore", "… erbij", "… hinzu": trailing fillers and particles are no part of the name.
  const trailing = wordsOf(r, (p) => p.filler).map(norm);
  for (let cut = true; cut; ) {
    cut = false;
    for (const f of trailing)
      if (f && norm(name).endsWith(` ${f}`)) {
        name = name.slice(0, name.length - f.length - 1).trim();
        cut = true;
      }
  }
  // "dodaj zajęcia z robotyki", "ajoute les cours de salsa": a name that opens with an "of" word is the
  // noun's own ("Zajęcia z robotyki" beside "Zajęcia ze Scratcha"), never "Z robotyki".
  const joins = wordsOf(r, (p) => [...p.grammar.of, ...p.grammar.with]).map(norm);
  const nounWord = /^[\p{L}'’-]*/u.exec(r.raw.slice(noun.index))![0];
  if (joins.includes(norm(name.split(/\s+/)[0] ?? ""))) name = `${nounWord} ${name}`;
  name = trimmed(name, small);
  // "zajęcia z robotyki w wakacje": a time said after the name is its note ("w wakacje"), never its name's.
  const timed = whenSaid(r, name);
  if (timed) name = trimmed(timed.name, small);
  if (!name || /\d/.test(name) || name.split(/\s+/).length > 4) return null;
  // "des couleurs plus douces", "the presenter first": words the packs write are a look or a place, no name.
  // A colour's name is a flavour's or a scent's too ("il gusto menta"), unless the noun is a colour.
  const colourNoun = wordsOf(r, (p) => p.colourWords.colour)
    .map(norm)
    .includes(norm(nounAt.phrase));
  const names = new Set(colourNoun ? [] : r.packs.flatMap((p) => Object.keys(p.colours).map(norm)));
  if (ownWords(norm(name), r.packs, names).length === 0 && !tokens(name).some((w) => names.has(w)))
    return null;
  return { name, from, ...(timed ? { when: timed.when } : {}) };
}

/** "neue Sorte Pistazie": the end of a news word heading the clause before a member noun, or null. */
export function newMemberNoun(r: Reading): number | null {
  const news = findPhrase(
    r.text,
    wordsOf(r, (p) => p.grammar.new),
  );
  if (!news || news.index > 0) return null;
  const noun = memberNounAt(r, rawIndex(r.raw, news.end));
  return noun ? news.end : null;
}

/** "E-Bike-Service", "Hunde-Wellness": a section's name inside a hyphenated compound is part of an item's name. */
export function notInCompound<T extends { at: { index: number; end: number } }>(
  text: string,
  named: T | null,
): T | null {
  if (!named) return null;
  // "co-host", "co-animatrice", "Co-Moderatorin": one more of the same kind, not a compound.
  const coPrefix = /(?:^|[^\p{L}])co-$/u.test(text.slice(0, named.at.index));
  if (text[named.at.index - 1] === "-" && !coPrefix) return null;
  return text[named.at.end] === "-" ? null : named;
}

/**
 * "add three things you'll learn: …", "füge drei Vorteile hinzu: …": the count the owner says before the
 * list (a number word of two or more, or digits), or null when none is said.
 */
export function countSaid(r: Reading, head: string): { n: number; said: string } | null {
  const text = norm(head);
  const digits = /(?<![\d.,])(\d{1,2})(?![\d.,:%])/.exec(text);
  if (digits) return { n: Number(digits[1]), said: digits[1]! };
  for (const pack of r.packs)
    for (const [word, n] of Object.entries(pack.numbers))
      if (n >= 2 && findPhrase(text, [word])) return { n, said: word };
  return null;
}

/**
 * "three things you'll learn", "deux choses que vous apprendrez": a list's name said by the end of a name
 * the packs give it ("what you'll learn" → "you'll learn"), when no whole name is said.
 */
export function kindByTail(r: Reading, head: string): { kind: SectionKind; at: Found } | null {
  for (const pack of r.packs)
    for (const [kind, names] of Object.entries(pack.sections) as [SectionKind, string[]][]) {
      const tails = names
        .map((n) => norm(n).split(" "))
        .filter((w) => w.length >= 3)
        .map((w) => w.slice(-2).join(" "));
      const at = findPhrase(head, tails);
      if (at) return { kind, at };
    }
  return null;
}
