/**
 * Amounts said in words, as values: "twenty pounds" is £20, "neunzehn Euro" 19 €, "vingt-cinq euros"
 * 25 €. The owner's "the puppy groom is now twenty pounds" lets a model write "£20", and a model's
 * "twenty pounds" traces to the owner's "£20": prices compare by amount and currency, not by spelling.
 */
import { extractPrices } from "../brief/prices.js";
import { Claims } from "../brief/spans.js";
import { allPacks } from "../lang/index.js";
import { PRICE_IN_WORDS } from "./find.js";
import { numberWords } from "./numbers.js";

export interface SpelledPrice {
  amount: number;
  /** ISO 4217 code as the brief reads the currency word ("GBP"), or "". */
  currency: string;
}

/** The value of number words joined the way languages join them ("twenty-five", "fünfundzwanzig", "two hundred"). */
function wordsValue(words: string[], table: Record<string, number>): number | undefined {
  let total = 0;
  let current = 0;
  for (const word of words) {
    const value = table[word];
    if (value === undefined) continue;
    if ((value === 100 || value === 1000) && current > 0) {
      current *= value;
      if (value === 1000) {
        total += current;
        current = 0;
      }
    } else current += value;
  }
  const sum = total + current;
  return sum > 0 ? sum : undefined;
}

const CODES = allPacks().map((pack) => pack.code);

/**
 * Every amount `text` says in words, with its currency, read in `lang` and English (in every language a
 * pack knows when no language is given: a source's language is not known).
 */
export function spelledPrices(text: string, lang?: string): SpelledPrice[] {
  const tables = (lang ? [lang] : CODES).map((code) => numberWords(code).table);
  return [...text.matchAll(PRICE_IN_WORDS)].flatMap((m) => {
    const tokens = m[0].toLowerCase().split(/\s+/);
    const currencyWord = tokens.pop() ?? "";
    const whole = tokens.join(" ");
    const pieces = tokens.flatMap((t) => (t.includes("-") && !(t in tables[0]!) ? t.split("-") : [t]));
    const amount = tables
      .map((table) => table[whole] ?? wordsValue(pieces, table))
      .find((value) => value !== undefined);
    if (amount === undefined) return [];
    const currency = extractPrices(`${amount} ${currencyWord}`, new Claims())[0]?.currency ?? "";
    return [{ amount, currency }];
  });
}
