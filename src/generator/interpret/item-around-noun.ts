/**
 * One item named around its section's noun: "add wheel building for £60 to the services" (the name before the
 * noun, the noun where it goes), "an Agency plan at $79" (a capitalised name before the noun), "un plan
 * Empresa por 49 €" (the name after it), "a monthly subscription for £30" (a describing word: the noun stays).
 */

import type { SectionKind } from "../model.js";
import { edgeWords, entryWords, trimmed } from "./entry-words.js";
import { entryItem, entryPrice, type NewItem } from "./item-list.js";
import { rawIndex } from "./raw-at.js";
import { type Reading, sectionNamed, wordsOf } from "./reading.js";
import { capitalised, type Found, findPhrase, norm, tokens } from "./text.js";
import { prices } from "./values.js";

/**
 * One item named around its section's noun, without a list: "add wheel building for £60 to the services"
 * (the item before the noun), "dodaj jogę dla kobiet w ciąży do zajęć", "add an Agency plan at $79 per
 * month for up to 20 users" (its name before the noun, its price and words after).
 */
export function itemAroundNoun(r: Reading, verbEnd: number, noun: Found, kind?: SectionKind): NewItem | null {
  const edge = edgeWords(r);
  const before = trimmed(r.raw.slice(rawIndex(r.raw, verbEnd), rawIndex(r.raw, noun.index)), edge);
  const after = r.raw.slice(rawIndex(r.raw, noun.end)).trim();
  // "metti i servizi prima di chi siamo" moves a section: no item is named by a place or a section.
  const places = wordsOf(r, (p) => Object.values(p.places).flat());
  const nounSaid = r.raw.slice(rawIndex(r.raw, noun.index), rawIndex(r.raw, noun.end));
  if (!before) return nameAfterNoun(r, after, edge, nounSaid) ?? properNameAfterNoun(r, after, edge, kind);
  if (findPhrase(before, places) || sectionNamed(r, norm(before))) return null;
  if (!after.replace(/[\s.!]+/g, ""))
    return saidAsPlace(r, verbEnd, noun) ? entryItem(before, entryWords(r)) : null;
  const price = entryPrice(
    after,
    wordsOf(r, (p) => p.grammar.from),
  );
  if (!price || prices(before).length > 0 || before.split(/\s+/).length > 4) return null;
  const head = after.slice(0, after.indexOf(price));
  // Between the noun and the price only a joining word ("at", "für", ":"), nothing the owner names.
  if (trimmed(head.replace(/[:=–-]/g, " "), new Set([...edge, ...entryWords(r).trail.map(norm)])).length)
    return null;
  const rest = trimmed(after.slice(after.indexOf(price) + price.length), new Set());
  // "an Agency plan" names the plan "Agency"; "a monthly subscription" describes one: the noun stays.
  const described = !/\p{Lu}/u.test(before) && !saidAsPlace(r, verbEnd, noun);
  const item: NewItem = { title: capitalised(described ? `${before} ${nounSaid}` : before), price };
  if (rest) item.text = capitalised(rest);
  return item;
}

/**
 * "añade un plan Empresa por 199 €/mes", "add a tier Studio at $49": the name right after the noun, then its
 * price; only a priced entry is read so (a name alone after a noun may be any word of the owner's).
 */
function nameAfterNoun(r: Reading, after: string, edge: Set<string>, noun: string): NewItem | null {
  const price = entryPrice(
    after,
    wordsOf(r, (p) => p.grammar.from),
  );
  if (!price) return null;
  const joining = new Set([...edge, ...entryWords(r).trail.map(norm)]);
  const name = trimmed(after.slice(0, after.indexOf(price)).replace(/[:=–-]/g, " "), joining);
  // "una suscripción mensual por 30 €": lower-case words after the noun describe it, and it keeps them.
  if (name && /^\p{Ll}/u.test(name) && name.split(/\s+/).length <= 2 && prices(name).length === 0)
    return { title: capitalised(`${noun} ${name}`), price };
  // A name, not a word describing the noun: "un plan Empresa", never "una suscripción mensual".
  if (!name || !/^[\p{Lu}\d]/u.test(name) || name.split(/\s+/).length > 3 || prices(name).length > 0)
    return null;
  const item: NewItem = { title: capitalised(name), price };
  const rest = trimmed(after.slice(after.indexOf(price) + price.length), new Set());
  if (rest) item.text = capitalised(rest);
  return item;
}

/** Sections whose items are proper names: a capitalised name after their noun is the item itself. */
export const NAMED_ITEMS: SectionKind[] = ["projects", "speakers", "team", "host", "logos"];

/**
 * "aggiungi il progetto Villa Serena a Lecco (2026)", "add the speaker Dr. Ana Costa": with no price, a name
 * after the noun is read only where items are proper names, and only when it is capitalised.
 */
function properNameAfterNoun(
  r: Reading,
  after: string,
  edge: Set<string>,
  kind: SectionKind | undefined,
): NewItem | null {
  if (!kind || !NAMED_ITEMS.includes(kind) || prices(after).length > 0) return null;
  const said = trimmed(after.replace(/^[:=–-]\s*/, ""), edge).replace(/[.!]+$/, "");
  if (!/^\p{Lu}/u.test(said) || said.split(/\s+/).length > 8) return null;
  return entryItem(said, entryWords(r));
}

/**
 * "add wheel building to the services", "dodaj jogę … do zajęć": the noun is where the item goes only when a
 * word says so before it; in "add free delivery" or "add more photos" the noun is the thing itself.
 */
export function saidAsPlace(r: Reading, verbEnd: number, noun: Found): boolean {
  const lead = tokens(r.raw.slice(rawIndex(r.raw, verbEnd), rawIndex(r.raw, noun.index)));
  const articles = new Set(wordsOf(r, (p) => [...p.grammar.one, ...p.filler]).map(norm));
  const to = new Set(
    wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.in, ...p.grammar.on, ...p.grammar.as]).map(norm),
  );
  while (lead.length && articles.has(lead[lead.length - 1]!) && !to.has(lead[lead.length - 1]!)) lead.pop();
  return lead.length > 0 && to.has(lead[lead.length - 1]!);
}
