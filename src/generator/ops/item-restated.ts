/**
 * "Dolcetto di Dogliani a 12 €" (a line of the about text the composer made a card) beside the product
 * "Dolcetto di Dogliani" at 12 €: the product's name, at most one short word, then its own price is the
 * product said again — one thing for the owner, named once and removed everywhere it is shown.
 */
import type { Item } from "../model.js";

const folded = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `card` only says `item` again: its name, a short word at most, and its price. */
export function restatesItem(card: Item, item: Item): boolean {
  if (!item.price || card === item) return false;
  const [mine, theirs] = [folded(card.title), folded(item.title)];
  if (!mine.startsWith(`${theirs} `)) return false;
  const rest = mine.slice(theirs.length + 1);
  return card.price === item.price
    ? /^\p{L}{1,3}$/u.test(rest)
    : new RegExp(`^(?:\\p{L}{1,3}\\s+|[:–-]\\s*)?${escaped(folded(item.price))}$`, "u").test(rest);
}
