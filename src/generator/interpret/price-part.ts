/**
 * A priced part of an offer named by what it is: "the hourly rate", "the call-out fee", "the deposit",
 * "der Stundensatz", "la caution", "el depósito" (packs' `priceParts`). The page's price of that part is the
 * one written after the part's word ("Call-out £60", "Anfahrt 35 €", "Caution de 20 €") or, for a rate per
 * hour, before the words of an hour ("£45 per hour", "50 € de l'heure"), in its own clause.
 */
import type { PricePart } from "../lang/types.js";
import { labelledTexts } from "./page-facts.js";
import { pageTexts } from "./page-texts.js";
import { find, type Reading, wordsOf } from "./reading.js";
import { type Found, tokens } from "./text.js";
import { prices } from "./values.js";

const PARTS: PricePart[] = ["hourly", "callOut", "deposit"];

/** The one part the clause names and where, or null when it names none or several. */
export function partNamed(r: Reading): { part: PricePart; at: Found } | null {
  const named = PARTS.flatMap((part) => {
    const at = find(r, (p) => p.priceParts?.[part].words);
    return at ? [{ part, at }] : [];
  });
  return named.length === 1 ? named[0]! : null;
}

const phrase = (words: string[]) => ` ${words.join(" ")} `;

/**
 * The clause's words say one of the marks: a mark's words in a row ("call out" in "Call-out"), or a word
 * that opens with a one-word mark of five letters or more ("Anfahrtspauschale" for "Anfahrt").
 */
function saysMark(words: string[], marks: string[]): boolean {
  const said = phrase(words);
  return marks.some((mark) => {
    const own = tokens(mark);
    if (own.length === 0) return false;
    if (said.includes(phrase(own))) return true;
    return own.length === 1 && own[0]!.length >= 5 && words.some((w) => w.startsWith(own[0]!));
  });
}

/** The words before a value in its own clause (after the last comma, ";", ":" or connective's stop). */
const clauseBefore = (text: string) => text.split(/[,;]\s|[.!?]\s/u).pop() ?? "";

/** Every text of the page as it reads, an item's price after its title ("Deposit: £50"). */
function saidTexts(r: Reading): string[] {
  const items = r.model.sections.flatMap((s) =>
    s.items.flatMap((i) => (i.price ? [`${i.title}: ${i.price}`] : [])),
  );
  return [...labelledTexts(r.model).map((t) => t.said), ...items];
}

/** The page's prices of that part, as the page writes them. */
export function partPrices(r: Reading, part: PricePart): string[] {
  const marks = wordsOf(r, (p) => p.priceParts?.[part].words);
  const after = wordsOf(r, (p) => p.priceParts?.[part].after);
  const found = new Set<string>();
  for (const said of saidTexts(r)) {
    let from = 0;
    for (const price of prices(said)) {
      const at = said.indexOf(price, from);
      if (at < 0) continue;
      from = at + price.length;
      const before = tokens(clauseBefore(said.slice(Math.max(0, at - 40), at))).slice(-3);
      // "£45 per hour": the price's own period; "50 € de l'heure": the words right after it.
      const rest = said.slice(at + price.length).split(/[,;·(]|\s[-–]\s/u)[0] ?? "";
      const next = tokens(rest).slice(0, 3);
      const own = tokens(price).filter((w) => !/\d/.test(w));
      const hour = saysMark(own, after) || (next.length > 0 && startsWithMark(next, after));
      if (saysMark(before, marks) || hour) found.add(price);
    }
  }
  return [...found];
}

const startsWithMark = (words: string[], marks: string[]) =>
  marks.some((mark) => {
    const own = tokens(mark);
    return own.length > 0 && phrase(words).startsWith(phrase(own));
  });

/** True when the page says a word of that part anywhere (so another rule may read the clause). */
export function pageSaysPart(r: Reading, part: PricePart): boolean {
  const marks = wordsOf(r, (p) => [
    ...(p.priceParts?.[part].words ?? []),
    ...(p.priceParts?.[part].after ?? []),
  ]);
  return pageTexts(r.model).some(({ text }) => saysMark(tokens(text), marks));
}
