/**
 * "move the brunch plate to the top", "schiebe den Apfelkuchen ganz nach unten", "mets la baguette en
 * dernier", "move Rust up": one item of a list, by its name, to the start, the end or one place up or down.
 */
import type { PlaceWord } from "../../lang/types.js";
import { itemsByWord, namesWord } from "../item-mention.js";
import { sectionsCalled } from "../items-called.js";
import {
  find,
  itemNamed,
  kindNamed,
  type NamedItem,
  type Reading,
  sectionRef,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { ELIDED, findPhrase, norm, tokens } from "../text.js";

/**
 * The item the clause names: by its whole title, else by a word of it ("la horchata" for "Agua de
 * horchata", "diagnostykę" for "Diagnostyka komputerowa") when one item of a list is so named.
 */
function itemMeant(r: Reading): NamedItem | null {
  const whole = itemNamed(r);
  if (whole) return namesItsSection(r, whole) ? null : whole;
  const byWord = itemsByWord(r, (n) => n.section.items.length >= 2);
  if (byWord.length !== 1) return null;
  // "mets les pains en bas" after "Nos pains : baguette, pain de campagne…", "verschiebe die Kurse ans
  // Ende": a noun for a whole list of offers is that section, not the one item whose title shares the word.
  if (find(r, (p) => p.offerings) || sectionsCalled(r, r.text).length > 0) return null;
  return byWord[0]!;
}

/**
 * "put the prices at the top" on a page whose price cards are titled "Price": the word the owner said names
 * the section the item is in, so the section moves, never the card.
 */
function namesItsSection(r: Reading, named: NamedItem): boolean {
  const kind = kindNamed(r);
  if (!kind || kind.kind !== named.section.kind) return false;
  const title = tokens(named.item.title).filter((t) => t.length >= 3);
  return title.length > 0 && title.every((t) => tokens(kind.at.phrase).some((w) => namesWord(w, t)));
}

/** Where the owner's naming of the item ends: after the last word that names a word of its title. */
function mentionEnd(r: Reading, title: string): number {
  // Small words of the title ("de", "la") are said everywhere: only its content words mark the mention.
  const own = tokens(title).filter((t) => t.length >= 3);
  let end = -1;
  for (const m of r.text.matchAll(/[\p{L}\p{N}'-]+/gu))
    if (own.some((t) => namesWord(m[0].replace(ELIDED, ""), t))) end = m.index + m[0].length;
  return end;
}

/** A place word right after the name, with nothing but fillers between. */
function placeFollows(r: Reading, end: number): boolean {
  const fillers = new Set(wordsOf(r, (p) => p.filler).map(norm));
  const after = r.text.slice(end).trim();
  const words = after.split(" ");
  for (let i = 0; i < words.length; i += 1) {
    const rest = words.slice(i).join(" ");
    if (
      r.packs.some((p) =>
        (["first", "last", "up", "down"] as const).some((w) => findPhrase(rest, p.places[w])?.index === 0),
      )
    )
      return true;
    if (!fillers.has(words[i]!)) return false;
  }
  return false;
}

/** The clause starts with the item's name: "Strähnchen ganz nach oben", said with no verb. */
const startsWithItem = (r: Reading, title: string) => {
  const first = tokens(r.text)[0];
  return first !== undefined && tokens(title).some((t) => namesWord(first, t));
};

/** The place word said after the item's name: the longest of the packs' phrases, first place wins. */
function placeAfter(r: Reading, from: number): PlaceWord | null {
  const after = r.text.slice(from);
  let best: { word: PlaceWord; index: number; length: number } | null = null;
  for (const pack of r.packs) {
    for (const word of ["first", "last", "up", "down"] as const) {
      const at = findPhrase(after, pack.places[word]);
      if (!at) continue;
      const better =
        !best || at.index < best.index || (at.index === best.index && at.phrase.length > best.length);
      if (better) best = { word, index: at.index, length: at.phrase.length };
    }
  }
  return best?.word ?? null;
}

export const moveItem: Rule = {
  name: "move-item",
  examples: [
    {
      say: "move the brunch plate to the top",
      ops: [{ op: "move_item", section: "services", item: "Brunch plate", to: "first" }],
    },
    {
      page: "saas",
      say: "move Basic down",
      ops: [{ op: "move_item", section: "pricing", item: "Basic", to: 2 }],
    },
    {
      page: "baeckerei",
      say: "schiebe den Apfelkuchen ganz nach oben",
      ops: [{ op: "move_item", section: "services", item: "Apfelkuchen", to: "first" }],
    },
    {
      page: "boulangerie",
      say: "mets la baguette en dernier",
      ops: [{ op: "move_item", section: "services", item: "Baguette", to: "last" }],
    },
    {
      page: "saas",
      say: "make Plus the first plan",
      ops: [{ op: "move_item", section: "pricing", item: "Plus", to: "first" }],
    },
    // An item named by one word of its title, and one said with no verb before it.
    {
      page: "tienda",
      say: "pon la de naranja al principio",
      ops: [{ op: "move_item", section: "products", item: "Vela de naranja", to: "first" }],
    },
    {
      page: "baeckerei",
      say: "Apfelkuchen ganz nach unten bitte",
      ops: [{ op: "move_item", section: "services", item: "Apfelkuchen", to: "last" }],
    },
  ],
  read(r) {
    // "make Crew the first plan": a place said after "make" is a move too.
    const said = startsWithVerb(r, (p) => [...p.verbs.move, ...p.verbs.add, ...p.verbs.make]);
    const named = itemMeant(r);
    if (!named || named.section.items.length < 2) return null;
    const end = mentionEnd(r, named.item.title);
    if (end < 0) return null;
    // A verb found after the name ("an die erste Stelle", or "last" misread as "list") is no verb before it.
    const verb = said && said.index < end ? said : null;
    if (!verb && !startsWithItem(r, named.item.title)) return null;
    const from = verb ? Math.max(end, verb.end) : end;
    // With no verb the place must follow the name at once ("Strähnchen ganz nach oben", "Zimtschnecke
    // bitte an die erste Stelle"): "Kim Lowe retired last month" moves no one.
    if (!verb && !placeFollows(r, end)) return null;
    const where = placeAfter(r, from);
    if (!where) return null;
    const index = named.index;
    const count = named.section.items.length;
    const to = where === "first" ? "first" : where === "last" ? "last" : where === "up" ? index : index + 2;
    if (typeof to === "number" && (to < 1 || to > count)) return null;
    const section = sectionRef(r.model, named.section);
    return [{ op: "move_item", section, item: named.item.title, to }];
  },
};
