/**
 * A price's period — per day, week, month or year — read from the owner's words and the page's price in
 * every pack's ways of writing it (packs' `periods`). A price moved to another period keeps the page's way
 * of writing one ("4,99 €/mese senza pubblicità" said as "49 € all'anno" is "49 €/anno senza pubblicità").
 */
import { allPacks } from "../lang/index.js";
import type { LanguagePack } from "../lang/types.js";
import { escapeRegExp, norm } from "./text.js";
import { AMOUNT } from "./values.js";

export type Period = keyof LanguagePack["periods"];

interface Written {
  pack: LanguagePack;
  period: Period;
  index: number;
  form: string;
  at: number;
}

const FORMS = allPacks()
  .flatMap((pack) =>
    (Object.entries(pack.periods) as [Period, string[]][]).flatMap(([period, forms]) =>
      forms.map((form, index) => ({ pack, period, index, form })),
    ),
  )
  .sort((a, b) => b.form.length - a.form.length);

const lower = (text: string) => text.toLowerCase().replace(/[’`]/g, "'");

/** The period a text writes, the longest way of writing one first; the page's language wins a tie. */
function writtenIn(text: string, lang?: string): Written | null {
  const said = lower(text);
  let best: Written | null = null;
  for (const f of FORMS) {
    if (best && f.form.length < best.form.length) break;
    const m = new RegExp(`(?<![\\p{L}])${escapeRegExp(lower(f.form))}(?![\\p{L}])`, "u").exec(said);
    if (m && (!best || (f.pack.code === lang && best.pack.code !== lang))) best = { ...f, at: m.index };
  }
  return best;
}

/** The period a text writes, if any: "£89 a month for unlimited classes" → "month". */
export function periodOf(text: string, lang?: string): Period | null {
  return writtenIn(text, lang)?.period ?? null;
}

/** The text without the period it writes: "€5.99 a month" → "€5.99". */
export function withoutPeriod(text: string): string {
  const w = writtenIn(text);
  return w ? `${text.slice(0, w.at)} ${text.slice(w.at + w.form.length)}`.replace(/\s+/g, " ").trim() : text;
}

/**
 * The page's price written for the period the owner's words name, the page's way; a price the page
 * writes with no period takes the owner's words for it ("49 €" → "49 € all'anno").
 */
export function withPeriod(price: string, said: string, lang?: string): string {
  const owner = writtenIn(said, lang);
  // Only a period said right after the amount ("49 € all'anno"), never a word elsewhere ("a day pass").
  if (!owner || !/[\d€$£¥]\s*$/u.test(said.slice(0, owner.at))) return price;
  const { period } = owner;
  const w = writtenIn(price, lang);
  if (!w) return `${price} ${said.slice(owner.at, owner.at + owner.form.length)}`;
  if (w.period === period) return price;
  const forms = w.pack.periods[period];
  const form = forms[w.index] ?? forms[0]!;
  return `${price.slice(0, w.at)}${form}${price.slice(w.at + w.form.length)}`;
}

/**
 * The new price written as the page writes the old one: "220€" on a page that writes "250 €" is "220 €";
 * "2.80 CHF" where the page writes "CHF 2.50" is "CHF 2.80"; "4.95 €" where it writes "4,50 €" is "4,95 €".
 * Only when both are in the same currency: another currency is the owner's and kept as typed.
 */
export function writtenLike(from: string, to: string): string {
  const a = AMOUNT.exec(from);
  const b = AMOUNT.exec(to);
  if (!a || !b || currencyOf(a[0]) === null || currencyOf(a[0]) !== currencyOf(b[0]))
    return spacedLike(from, to);
  const digits = /\d(?:[\d.,\s\u00a0\u202f]*\d)?/;
  const own = digits.exec(a[0])![0];
  const said = digits.exec(b[0])![0];
  // The decimal mark is the page's when its price has decimals; a whole amount tells nothing.
  const number = /,\d{1,2}$/.test(own)
    ? said.replace(/\.(\d{1,2})$/, ",$1")
    : /\.\d{1,2}$/.test(own)
      ? said.replace(/,(\d{1,2})$/, ".$1")
      : said;
  const written = a[0].replace(own, number);
  return `${to.slice(0, b.index)}${written}${to.slice(b.index + b[0].length)}`;
}

/** The currency of an amount, one name for its ways of writing it ("€", "eur", "euro"). */
function currencyOf(amount: string): string | null {
  const sign = norm(amount.replace(/[\d.,\s\u00a0\u202f]/g, ""));
  if (!sign) return null;
  return /^(?:€|eur|euros?)$/.test(sign)
    ? "€"
    : sign.replace(/^(?:dollars?|usd)$/, "$").replace(/^(?:pounds?|gbp)$/, "£");
}

function spacedLike(from: string, to: string): string {
  if (/\d\s[€$£]/.test(from) && /\d[€$£]/.test(to)) return to.replace(/(\d)([€$£])/, "$1 $2");
  if (/\d[€$£]/.test(from) && /\d\s[€$£]/.test(to)) return to.replace(/(\d)\s([€$£])/, "$1$2");
  return to;
}
