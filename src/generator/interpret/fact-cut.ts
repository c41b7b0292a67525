/**
 * A fact named by its role and taken off the page: "the retail price", "the seats left", "die
 * Teilnehmerzahl". The values it names are found first — a price written right after the owner's words
 * ("retail $129", "Prix public : 119 €", "Adviesprijs 79 €"), a count written with their word ("40 seats",
 * "Maximal 8 Teilnehmer") — and then every text that says one loses it: a card or line that says nothing
 * else goes, a longer text loses the bracket, clause or sentence that carries it, every other fact stays.
 */
import type { Op } from "../ops/schema.js";
import { labelledTexts } from "./page-facts.js";
import { type Reading, sectionRef, wordsOf } from "./reading.js";
import { escapeRegExp, norm, tokens } from "./text.js";
import { prices } from "./values.js";

/** "seats" and "seat", "Teilnehmer" in "Teilnehmerzahl": one word said in another form or a compound. */
function sameWord(said: string, page: string): boolean {
  if (said === page) return true;
  const [short, long] = said.length <= page.length ? [said, page] : [page, said];
  if (short.length < 4) return false;
  if (long.startsWith(short) && /^(?:s|es|en|n|e|i|a|o)$/.test(long.slice(short.length))) return true;
  // A compound's head: "Teilnehmer" in "Teilnehmerzahl", "Plätze" (platz-e) in "Platzzahl".
  const stem = short.replace(/(?:en|e|s|n)$/, "");
  return stem.length >= 5 && long.startsWith(stem) && long.length > short.length + 2;
}

/** A count: its number and the word after it, "40 seats", "12,000 readers", "4 500 abonnés". */
const COUNT = /(?<![\d.,:/])(?:\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?!\d)|\d+)\s+(\p{L}{3,})/gu;

/**
 * The words before a value in its own clause: in "appeltaart €18, krentenbollen 6 voor €3" the apple pie
 * names neither the buns' count nor their price.
 */
const clauseBefore = (text: string) => text.split(/[,;:]\s/u).pop() ?? "";

/** The values on the page the owner's words name (as the page writes them). */
export function valuesNamed(r: Reading, said: string[]): string[] {
  // "d'abonnés", "dell'uscita": an elided article is no part of the word.
  const words = said.map((w) => w.replace(/^\p{L}{1,4}'/u, ""));
  const priceNouns = new Set(wordsOf(r, (p) => p.facts.price).map(norm));
  // The business's name names no fact of its own ("Velas Luna envía en 2 días").
  const business = new Set(tokens(r.model.source.companyName));
  const labels = words.filter((w) => !priceNouns.has(w) && !business.has(w));
  const names = (list: string[]) => list.some((o) => labels.some((w) => sameWord(w, o)));
  const found = new Set<string>();
  const pricedSaid = words.some((w) => priceNouns.has(w));
  // A priced card named by its own title ("the brunch thing", "le prix public" for the card "Prix public")
  // is an item's removal, for the item rules: its price is no fact named by a role.
  const itemPrices = new Set(
    r.model.sections.flatMap((s) =>
      s.items.filter((i) => i.price && names(tokens(i.title))).map((i) => i.price!),
    ),
  );
  for (const { said } of labelledTexts(r.model)) {
    let rest = said;
    for (const price of prices(said)) {
      const before = tokens(
        clauseBefore(said.slice(Math.max(0, said.indexOf(price) - 40), said.indexOf(price))),
      ).slice(-2);
      // "£10 in advance", "5 € en ligne": the words right after the price in its own clause name it too.
      const after = tokens(
        said.slice(said.indexOf(price) + price.length).split(/[,;:·(]|\s[-–]\s|\d/u)[0] ?? "",
      ).slice(0, 2);
      // "remove the £10 price": the value itself said.
      const saidWhole = prices(r.raw).includes(price);
      // Words after a price name it only when the owner says it is a price they name ("the advance price"):
      // "la frase de la copa de bienvenida" names the drink, never the VIP price it comes with.
      const byAfter = pricedSaid && names(after);
      if ((names(before) || byAfter || saidWhole) && !itemPrices.has(price)) found.add(price);
      rest = rest.replace(price, " ");
    }
    // A count named by its unit ("40 seats"), or by a word right before it ("Vagas limitadas a 100 …").
    for (const m of rest.matchAll(COUNT)) {
      const lead = tokens(clauseBefore(rest.slice(Math.max(0, m.index - 30), m.index))).slice(-3);
      if (names([tokens(m[1]!)[0]!]) || names(lead)) found.add(m[0]);
    }
  }
  return [...found];
}

const has = (text: string, value: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value)}(?![\\p{L}\\p{N}])`, "iu").test(text);

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

/**
 * How a clause is cut from a sentence that keeps others ("Call-out £60, then £45 per hour"): `next` are
 * the packs' words that open the clause after it ("then", "dann", "puis"), taken with a first clause so
 * "£45 per hour" is left, never "then £45 per hour"; a later clause is cut with the word before its comma
 * and that word put back, so a list's own separator stays ("Call-out £60; Boiler servicing £80").
 */
export interface Joins {
  next: string[];
}

/** A cut: the words found and what they become. */
type Cut = { find: string; with: string };

/** The part of a text to take out with a value: a bracket, a clause between commas or ";", a sentence. */
function partOf(text: string, value: string): string | null {
  const bracket = [...text.matchAll(/\s*\([^)]*\)/g)].find((m) => has(m[0], value));
  if (bracket) return bracket[0];
  const sentences = sentencesOf(text);
  const saying = sentences.filter((s) => has(s, value));
  if (saying.length !== 1) return null;
  const parts = saying[0]!.replace(/[.!?]$/, "").split(/(?=[,;·]\s)|(?<=\S)\s(?=·\s)/u);
  const carrying = parts.filter((p) => has(p, value));
  if (parts.length > 1 && carrying.length === 1) {
    const at = parts.indexOf(carrying[0]!);
    // The first clause goes with the separator after it: "$99; $129" without "$99" is "$129".
    // A later clause goes without its separator (the page tidies "64 €; ." to "64 €."): a phrase is
    // found only where no digit or letter touches it.
    if (at > 0 && /^\s*·/.test(carrying[0]!)) return carrying[0]!.replace(/^\s*·\s*/, "");
    return at > 0 ? carrying[0]!.replace(/^[,;]\s*/, "") : `${carrying[0]!}${parts[1]!.slice(0, 2)}`;
  }
  return sentences.length > 1 ? saying[0]! : null;
}

/** A part cut with nothing put back. */
const plainCut = (part: string | null): Cut | null => (part ? { find: part.trim(), with: "" } : null);

/**
 * `partOf` with the clause's joining words (`Joins`): the connective after a first clause goes with it, a
 * later clause between commas goes with its comma and the word before it is put back.
 */
function joinedPartOf(text: string, value: string, joins: Joins): Cut | null {
  const part = partOf(text, value);
  if (!part) return null;
  const sentence = sentencesOf(text).find((s) => s.includes(part)) ?? text;
  const at = sentence.indexOf(part);
  const after = sentence.slice(at + part.length);
  // A first clause, its separator taken ("Call-out £60, "): the connective opening the next goes too.
  if (at === 0 || /^\s*$/.test(sentence.slice(0, at))) {
    const next = joins.next.find((w) =>
      new RegExp(`^${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, "iu").test(after.trimStart()),
    );
    if (next && /[,;]\s*$/.test(part)) {
      const lead = after.length - after.trimStart().length;
      return { find: sentence.slice(at, at + part.length + lead + next.length).trim(), with: "" };
    }
    return { find: part.trim(), with: "" };
  }
  // A later clause after a comma: cut from the word before the comma, that word put back.
  const before = sentence.slice(0, at);
  const m = /(\S+),\s*$/u.exec(before);
  if (m && /^\S/u.test(part)) {
    const word = m[1]!;
    return { find: `${word}${before.slice(m.index + word.length)}${part}`.trim(), with: word };
  }
  return { find: part.trim(), with: "" };
}

/** Numbers a text says besides the values: a card that keeps one keeps its place. */
const otherFacts = (text: string, values: string[]) =>
  /\d/.test(values.reduce((t, v) => t.replace(new RegExp(escapeRegExp(v), "giu"), " "), text));

const size = (op: Op) => (op.op === "replace_text" ? op.find.length : 0);

/**
 * The ops that take the values off the page, or null when one cannot be cut cleanly. With `joins`, a
 * clause is cut with its joining words (`joinedPartOf`) and an item's price that says more than the value
 * ("Call-out £60, then £45 per hour") loses only the value's clause.
 */
export function cutValues(r: Reading, values: string[], joins?: Joins): Op[] | null {
  const cuts = new Map<string, Op>();
  const removals: Op[] = [];
  const cut = (text: string | undefined) => {
    for (const value of values) {
      if (!text || !has(text, value)) continue;
      const part: Cut | null = joins ? joinedPartOf(text, value, joins) : plainCut(partOf(text, value));
      if (!part) return false;
      cuts.set(part.find, { op: "replace_text", ...part });
    }
    return true;
  };
  for (const section of r.model.sections) {
    const ref = sectionRef(r.model, section);
    // From the last item back, so positions of the ones before stay right.
    for (let i = section.items.length - 1; i >= 0; i -= 1) {
      const item = section.items[i]!;
      const whole = [item.title, item.price, item.text].filter(Boolean).join(" · ");
      if (!values.some((v) => has(whole, v))) continue;
      if (!otherFacts(whole, values)) {
        const unique = section.items.filter((o) => o.title === item.title).length === 1;
        removals.push({ op: "remove_item", section: ref, item: unique ? item.title : i + 1 });
      } else if (
        !cut(item.title) ||
        !cut(item.text) ||
        (item.price && values.some((v) => has(item.price!, v)) && !(joins && cut(item.price)))
      )
        return null;
    }
    for (const text of [section.lead, section.tagline, section.heading]) if (!cut(text)) return null;
  }
  // Cuts first: a removed item also leaves the lists the page writes in sentences ("$99; $129").
  // Longer cuts first: "(retail $129)" before "$129" alone, which would leave "(retail )".
  const ops = [...[...cuts.values()].sort((a, b) => size(b) - size(a)), ...removals];
  return ops.length > 0 ? ops : null;
}
