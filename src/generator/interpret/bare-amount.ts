/**
 * A new price said without its currency: "Plus is now 4.99", "Team is now 25 a month", "puncture repair is
 * now 15 quid". When the page writes all its prices in one currency, the owner means that one: the new
 * amount is written in the old price's own wording ("$29 per month" → "$25 per month"). The amount comes
 * from the request and the currency from the page (the fact guard allows exactly that, ops/amounts.ts).
 */
import type { Op } from "../ops/schema.js";
import { rawIndex } from "./raw-at.js";
import { find, has, type Reading } from "./reading.js";
import { escapeRegExp, norm } from "./text.js";
import { prices } from "./values.js";

const CURRENCY = /[£$€¥]|\b(?:eur|euros?|usd|gbp|chf|zł|pln|ft|huf|kr|sek|dkk)\b/giu;

/** The one currency every price on the page is written in, or null when there are several (or none). */
function pageCurrency(pagePrices: string[]): string | null {
  const found = new Set(pagePrices.flatMap((p) => (p.match(CURRENCY) ?? []).map((c) => norm(c))));
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The one amount of a clause that writes no price, with the words naming the item taken out first ("Karnet
 * 4 wejścia …" names a 4 that is no amount). Null when the clause has a price, no number or several.
 */
export function bareAmount(raw: string, itemTitle = ""): string | null {
  if (prices(raw).length > 0) return null;
  const text = itemTitle ? raw.replace(new RegExp(escapeRegExp(itemTitle), "iu"), " ") : raw;
  // A time ("8:30", "9-5"), a date ("6.3.") or a phone is no amount.
  const numbers = [...text.matchAll(/(?<![\d:.,/-])\d+(?:[.,]\d{1,2})?(?![\d:/-]|\.\d|[.,]\d)/gu)];
  if (numbers.length !== 1) return null;
  const [m] = numbers;
  // "Maximum 8 personnes par groupe", "estancia mínima 3 noches": a number of people, places or nights is
  // a count, not an amount, even when the price is per night; a word right after the amount is its unit
  // only when it is money ("15 quid"). "25 a month" puts a word between.
  const next = norm(/^\s*(\p{L}+)/u.exec(text.slice(m!.index + m![0].length))?.[1] ?? "");
  if (next.length >= 4 && !MONEY.test(next)) return null;
  return m![0];
}

/** Words for money said instead of a currency sign: "15 quid", "20 bucks", "30 euro". */
const MONEY =
  /^(?:quid|bucks?|euros?|dollars?|pounds?|pence|cents?|franken|francs?|zlotych|zloty|forint|kronor|kroner)$/u;

/** The page's price with its amount replaced, when the page writes every price in one currency. */
export function inPageCurrency(from: string, amount: string, pagePrices: string[]): string | null {
  if (!pageCurrency(pagePrices)) return null;
  const old = /\d[\d,.]*\d|\d/u.exec(from);
  if (!old) return null;
  return `${from.slice(0, old.index)}${amount}${from.slice(old.index + old[0].length)}`;
}

/**
 * "de proefles is nu gratis", "a aula experimental agora é grátis": the named item's price becomes the
 * owner's word for nothing to pay, as they wrote it. Only a priced item the clause names, said with "now"
 * or "is": "free" alone names no price.
 */
export function freePrice(r: Reading, named: { price?: string } | null): Op[] | null {
  if (!named?.price || !has(r, (p) => [...p.grammar.now, ...p.grammar.is])) return null;
  const free = find(r, (p) => p.free ?? []);
  if (!free) return null;
  const said = r.raw.slice(rawIndex(r.raw, free.index), rawIndex(r.raw, free.end));
  return [{ op: "set_fact", kind: "price", from: named.price, to: said }];
}
