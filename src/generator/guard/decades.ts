/**
 * Spans of years a model says in decades or centuries: "for over two decades", "a decade of experience",
 * "half a century", "seit zwei Jahrzehnten", "depuis deux décennies", "medio siglo". A claim like "20
 * years" (find.ts finds it, trace.ts compares the years it comes to with the owner's own span of years).
 */
import { numberWords } from "./numbers.js";

/** Decades said without a count ("decades of tradition", "Jahrzehnte"): at least two. */
const DECADES =
  "(?:decades|jahrzehnte(?:n|lang)?|décennies|décadas|decenni|decennia|dekady|évtizedek\\p{L}*)";
/** Words of a decade and of a century, in the languages the packs know. */
const DECADE =
  "(?:decades?|jahrzehnte?n?|décennies?|décadas?|decenni[oa]?|decennia|decennium|dekad[ayę]?|évtized\\p{L}*)";
const CENTURY =
  "(?:century|centuries|jahrhunderts?|jahrhunderte?n?|siècles?|siglos?|secol[oi]|eeuw(?:en)?|séculos?|wiek(?:i|u)?|évszázad\\p{L}*)";
/** One of them: an article or "one". */
const ONE = "(?:a|an|one|ein|eine|einem|einen|einer|un|une|una|uno|een|um|uma|egy)";
/** Half of one: "half a century", "ein halbes Jahrhundert", "un demi-siècle", "medio siglo". */
const HALF = "(?:half\\s(?:a|an)|ein(?:em)?\\shalbe[ns]?|un\\sdemi-?|medio|mezzo|een\\shalve|meio|pół|fél)";
/** Words before the span that belong to the claim. */
const LEAD =
  "(?:(?:for|over|more\\sthan|almost|nearly|since|seit|über|mehr\\sals|fast|depuis|plus\\sde|près\\sde|desde\\shace|hace|más\\sde|casi|oltre|da|quasi|meer\\sdan|bijna|al|ruim|há|mais\\sde|quase|ponad|od|przez|prawie|több\\smint|közel)\\s)*";

const patterns = new Map<string, RegExp>();

function pattern(lang: string): RegExp {
  let found = patterns.get(lang);
  if (!found) {
    const words = Object.keys(numberWords(lang).table).join("|");
    const count = `(?:\\d+|${words}|${ONE})`;
    found = new RegExp(
      `(?<![\\p{L}\\d])${LEAD}(?:${HALF}\\s?${CENTURY}|${count}[\\s-]${DECADE}|${count}\\s${CENTURY}|${DECADES})(?![\\p{L}])`,
      "giu",
    );
    patterns.set(lang, found);
  }
  return found;
}

/** Spans of years said in decades or centuries in `text`. */
export function decadesIn(text: string, lang: string): { start: number; end: number }[] {
  return [...text.matchAll(pattern(lang))].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The years a decades claim comes to ("two decades" 20, "half a century" 50); undefined when none. */
export function yearsOfDecades(claim: string, lang: string): number | undefined {
  const text = claim.toLowerCase();
  const unit = new RegExp(CENTURY, "iu").test(text) ? 100 : new RegExp(DECADE, "iu").test(text) ? 10 : 0;
  if (!unit) return undefined;
  if (new RegExp(`(?<![\\p{L}])${HALF}`, "iu").test(text)) return unit / 2;
  const figure = /\d+/.exec(text)?.[0];
  if (figure) return Number(figure) * unit;
  const { table } = numberWords(lang);
  const word = text.split(/[\s-]+/).find((w) => table[w] !== undefined);
  if (word) return table[word]! * unit;
  return new RegExp(`(?<![\\p{L}])${ONE}\\s`, "iu").test(text) || unit === 100 ? unit : 2 * unit;
}
