/**
 * How a list's text becomes its items: split outside brackets, relative clauses and participles kept with
 * their item, a shared modifier spread over "and", and the names of a dashed or dotted line of items.
 * Read by offerings.ts.
 */

import { startsRelative } from "../composer/locale/clause-words.js";
import { packByCode } from "../lang/index.js";
import { re } from "./vocabulary.js";

/**
 * A dashed or dotted line of items ("- Comb honey £12 - Beeswax candles: hand-poured, £6 each"): each item's
 * name, up to its price, colon, comma or bracket.
 */
const BULLET = /(?:^|\s)[-–•*·]\s+(?=\p{L})/gu;
const BULLET_SIZE = re(
  String.raw`^,\s\d+(?:[.,]\d+)?\s?(?:g|kg|ml|cl|l|oz|lb|litres?|liters?)(?![\p{L}])(?:\s\p{Ll}+)?(?=\s(?:[€$£¥]|\d))`,
  "u",
);
const BULLET_NAME = re(
  String.raw`^\p{L}[\p{L}\d'’&\s-]*?(?=\s?[,:;(]|\s[-–—]\s|\s\d|\s\uFFFF|\s(?:[€$£¥₹]|[A-Z]{3}\s\d)|$)`,
  "u",
);

/** A list split where `split` matches outside brackets: "cambridge (B1, B2, C1) y goethe" has two items. */
/**
 * A relative clause belongs to the item before it: "ein Fehler, den ich gemacht habe, und eine Frage" is
 * two items, not "Fehler" and "den ich gemacht habe".
 */
export function withRelativesJoined(parts: string[], lang: string): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const last = out.length - 1;
    if (last >= 0 && isRelativeClause(part.trim(), lang)) out[last] = `${out[last]}, ${part.trim()}`;
    else out.push(part);
  }
  return out;
}

/** Pronouns that follow a Dutch relative word ("die we bakken"): "die" before a noun is an article. */
const DUTCH_SUBJECTS = /^(?:ik|we|wij|je|jij|u|hij|zij|ze|men|jullie)$/iu;

/**
 * Whether a list part is a relative clause of the item before it. English lists keep their own reading
 * (RELATIVE_END); a German or Dutch relative word is also an article, so the word after it must be no
 * noun ("den ich gemacht habe", not "die Brezeln"; "die we bakken", not "die broodjes").
 */
function isRelativeClause(part: string, lang: string): boolean {
  const primary = lang.slice(0, 2);
  if (primary === "en" || !startsRelative(part, lang)) return false;
  const second = part.split(/\s+/)[1] ?? "";
  if (primary === "de") return /^\p{Ll}/u.test(second);
  if (primary === "nl") return DUTCH_SUBJECTS.test(second);
  return true;
}

export function splitOutsideBrackets(list: string, split: RegExp): string[] {
  const masked = list.replace(/\([^()]*\)/gu, (inside) => `(${"\u0001".repeat(inside.length - 2)})`);
  const every = new RegExp(split.source, split.flags.includes("g") ? split.flags : `${split.flags}g`);
  const parts: string[] = [];
  let last = 0;
  for (const m of masked.matchAll(every)) {
    if (m[0].length === 0) continue;
    // "Innen- und Außenaufbereitung", "Vor- oder Nachmittag": a word cut at its hyphen shares the next
    // one's ending; the two are one thing.
    if (/\p{L}-$/u.test(masked.slice(0, m.index))) continue;
    parts.push(list.slice(last, m.index));
    last = m.index + m[0].length;
  }
  parts.push(list.slice(last));
  return parts;
}

/** "…, bud vases (£22), each glazed by hand": a part that opens with "each" or "all" is said of every item. */
const DISTRIBUTIVE =
  /^\s*(?:each|all|both|jeweils|alle|chacune?|chacun|toutes|tous|cada|todos|todas|ognuno|ognuna|tutti|tutte|elk|elke|każdy|każda|wszystkie|mind|minden)\s+\p{Ll}/u;

/**
 * "Wills, trusts and probate in Massachusetts, explained in plain English": a part that opens with a
 * participle and a preposition says something of the whole list, which ends before it.
 */
export function untilParticiple(parts: string[]): string[] {
  const at = parts.findIndex(
    (part, i) =>
      i > 0 &&
      (/^\s*\p{Ll}+ed\s(?:in|by|with|for|to|from|at|on|over|under)\s/u.test(part) || DISTRIBUTIVE.test(part)),
  );
  return at > 0 ? parts.slice(0, at) : parts;
}

/** A word that describes both nouns joined by "and" after it: "free tea and coffee", "fresh bread and cakes". */
const SHARED_MODIFIER =
  /^(?:free|fresh|freshly\s+\p{L}+|homemade|home-made|hot|cold|iced|local|organic|unlimited|vegan|vegetarian|gluten-free|seasonal|handmade|hand-made|filter|loose-leaf|craft|natural|premium|daily|weekly)\s\p{Ll}[\p{L}-]*$/u;

/** A brand or product name: one capitalised word, maybe with capitals inside ("PayPal", "QuickBooks", "SumUp"). */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\d.+-]*`;
/** "Stripe" + "PayPal payments": a bare name, then a name and the noun both share (English word order). */
const NAME_THEN_NOUN = new RegExp(`^${NAME_WORD}$`, "u");
const NAME_WITH_NOUN_AFTER = new RegExp(`^${NAME_WORD}(?:\\s\\p{Ll}[\\p{L}-]*){1,2}[.;:!?]?$`, "u");
/** "paiements Stripe" + "SumUp", "Zahlungen per Stripe" + "PayPal": the shared noun first (Romance order). */
const NOUN_THEN_NAME = new RegExp(
  `^(?!(?:die|der|das|den|dem|des|ein|eine|einen|le|la|les|un|une|el|los|las|il|lo|gli|de|het|een|the|a|an|our|unsere?|nos|nuestr[oa]s?|i|o|os|as)\\s)\\p{Ll}[\\p{L}-]*(?:\\s(?:per|via|par|por|con|with|met|mit|de|da|di))?\\s${NAME_WORD}$`,
  "u",
);
const NAME_ALONE = new RegExp(`^${NAME_WORD}[.;:!?]?$`, "u");

/**
 * "Stripe and PayPal payments", "Xero and QuickBooks export", "paiements Stripe et SumUp": two names joined
 * by "and" share the noun said once beside them, and stay one item.
 */
function sharesItsNoun(part: string, joint: string, next: string, lang: string): boolean {
  if (!/^\s(?:and|&|und|et|y|e|en|i|és|oder|or|ou|o|of)\s$/u.test(joint)) return false;
  // Where every noun has a capital (the pack's `capitalisedNouns`), "manuelle Therapie und Lymphdrainage" is
  // an adjective and a noun, then another noun — two offerings. Only "Zahlungen per Stripe und PayPal" shares
  // its noun.
  const nounFirst = packByCode(lang)?.capitalisedNouns ? /\s(?:per|via|mit|über)\s/u.test(part) : true;
  return (
    (NAME_THEN_NOUN.test(part) && NAME_WITH_NOUN_AFTER.test(next)) ||
    (nounFirst && NOUN_THEN_NAME.test(part) && NAME_ALONE.test(next))
  );
}

/** A part ending in "of" and one word: "zajęcia z crossfitu", "classes of yoga", "cours de yoga". */
const ENDS_IN_OF =
  /(?<![\p{L}])(?:z|ze|of|in|de|di|del|della|van|von|do|da|dos|das|du|des)\s\p{Ll}[\p{L}-]*$/u;

/**
 * "zajęcia z crossfitu i jogi", "cours de yoga et pilates": a word alone after "and" is one more object of the
 * part's "of", not an item of its own ("jogi" is the genitive of yoga, no thing to show).
 */
function sharesItsPreposition(part: string, joint: string, next: string): boolean {
  return (
    /^\s(?:and|und|et|y|e|en|i|és|oraz)\s$/u.test(joint) &&
    ENDS_IN_OF.test(part) &&
    /^\p{Ll}[\p{L}-]*[.;:!?]?$/u.test(next)
  );
}

/**
 * "free tea and coffee" is one offering: the coffee is free too. Two parts joined by "and" (not a comma)
 * stay together when the first is such a word and a noun and the second one more noun.
 */
export function sharedModifier(parts: string[], list: string, lang: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const at = list.indexOf(part, from);
    from = at + part.length;
    const next = parts[i + 1];
    const joint = next === undefined ? "" : list.slice(from, list.indexOf(next, from));
    if (
      next !== undefined &&
      ((/^\s(?:and|&)\s$/u.test(joint) &&
        SHARED_MODIFIER.test(part.trim()) &&
        /^\p{Ll}[\p{L}-]*[.;:!?]?$/u.test(next.trim())) ||
        // After a bare name of the same list the names are items each: "Scratch, Python and Roblox game
        // design" teaches Python too, where "SMS reminders, Square and SumUp payments" takes both by card.
        (!(i > 0 && NAME_ALONE.test(parts[i - 1]?.trim() ?? "") && NAME_THEN_NOUN.test(part.trim())) &&
          sharesItsNoun(part.trim(), joint, next.trim(), lang)) ||
        sharesItsPreposition(part.trim(), joint, next.trim()))
    ) {
      out.push(`${part}${joint}${next}`);
      from = list.indexOf(next, from) + next.length;
      i++;
    } else out.push(part);
  }
  return out;
}

/**
 * "- Blocked drains: cleared the same day. - Boiler repairs: all makes.": two or more dashed or dotted items
 * in a row, each opening the text or following a sentence's end (the lines of a pasted list), list things by
 * the names that start them, even when each item is a sentence of its own. Names verbatim; an item whose
 * start is another fact (a price, a place: masked) breaks the run.
 */
export function bulletLineNames(text: string, masked: string): string[] {
  const marks = [...text.matchAll(/(?:^|(?<=[.!?:;]))\s*[-–•*·]\s+(?=\p{L})/gu)];
  const names: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= 2) names.push(...run);
    run = [];
  };
  for (const [i, mark] of marks.entries()) {
    const start = mark.index + mark[0].length;
    const name = bulletName(text, masked, start, text.slice(start, marks[i + 1]?.index ?? text.length));
    if (name) run.push(name);
    else close();
  }
  close();
  return names;
}

/** The names of a line of dashed or dotted items, verbatim (none when the clause is no such line). */
export function bulletNames(text: string, masked: string, offset: number, clause: string): string[] {
  const marks = [...clause.matchAll(BULLET)];
  if (marks.length < 2) return [];
  return marks.flatMap((mark, i) => {
    const start = mark.index + mark[0].length;
    const name = bulletName(
      text,
      masked,
      offset + start,
      clause.slice(start, marks[i + 1]?.index ?? clause.length),
    );
    return name ? [name] : [];
  });
}

/**
 * The name a dashed item at `at` in the text starts with, verbatim, or null: a head of at most eight words
 * that no other fact claims. "Raw wildflower honey, 340g jar £8.50": the size it is sold in belongs to it.
 */
function bulletName(text: string, masked: string, at: number, item: string): string | null {
  const head = BULLET_NAME.exec(item)?.[0].trim() ?? "";
  if (!head || masked.slice(at, at + head.length) !== head) return null;
  const size = BULLET_SIZE.exec(text.slice(at + head.length, at + item.length))?.[0] ?? "";
  const name = text.slice(at, at + head.length + size.length);
  return name.split(/\s+/).length <= 8 ? name : null;
}
