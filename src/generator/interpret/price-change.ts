/**
 * A price said as its new value, and which of the page's prices it names: an item by a word of its name or
 * its unit, a run of the owner's words the page writes before a price, the page's one price, or an amount
 * said without its currency. Read by `change-fact` (and `value-correction`).
 */

import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { bareAmount, freePrice, inPageCurrency } from "./bare-amount.js";
import { itemsByWord } from "./item-mention.js";
import { pageTexts } from "./page-texts.js";
import { periodOfItem, periodSaid } from "./period-said.js";
import { periodOf, withoutPeriod, withPeriod, writtenLike } from "./price-period.js";
import { has, itemNamed, type Reading, wordsOf } from "./reading.js";
import { splitSharedPrice } from "./shared-price.js";
import { alternation, capitalised, escapeRegExp, findPhrase, norm, tokens } from "./text.js";
import { AMOUNT, prices } from "./values.js";

/**
 * Words that are not the subject of "X is now €35": the verb, "now", "price of", fillers, and the verbs
 * that tell a price as an event ("the price went up to £175" names no item: "went" is no name).
 */
function subjectOf(r: Reading, before: string): string {
  const skip = wordsOf(r, (p) => [
    ...(p.moves ?? []),
    ...p.grammar.is,
    ...p.grammar.now,
    ...p.grammar.of,
    ...p.facts.price,
    ...p.filler,
    ...p.verbs.change,
    ...p.grammar.this,
  ]);
  // "it's €39 now": the "'s" is the verb, said apart so it is skipped like "is".
  let subject = ` ${norm(before).replace(/(\p{L})'s(?=\s|$)/gu, "$1 's")} `;
  for (const word of skip.sort((a, b) => b.length - a.length)) {
    subject = subject.split(` ${norm(word)} `).join(" ");
  }
  return subject.replace(/\s+/g, " ").trim();
}

/** The words of a subject that can name a thing: longer than three letters, no figures. */
const keyWords = (subject: string) => tokens(subject).filter((w) => w.length > 3 && !/\d/.test(w));

/** Every amount of a text, built once (matchAll copies a global pattern, so sharing it is safe). */
const AMOUNTS = new RegExp(AMOUNT.source, "giu");

/**
 * The new price in the page's own wording: "vanaf €25 per m²" restated as "€28 per m²" (or "€28") is
 * "vanaf €28 per m²" — only the amount changes when the owner's other words are already there.
 */
export function inPageWording(from: string, to: string): string {
  const b = AMOUNT.exec(to)?.[0];
  const amounts = [...from.matchAll(AMOUNTS)];
  if (amounts.length > 1 && b) return amountOfSamePeriod(from, amounts, to, b);
  const a = amounts[0]?.[0];
  if (!a || !b) return to;
  // The period is not the owner's other words: "€5.99 a month" keeps "€4.99/month removes ads" as written.
  const rest = (s: string, amount: string) =>
    norm(withoutPeriod(s.replace(amount, " ")))
      .split(" ")
      .filter(Boolean);
  const fromWords = rest(from, a);
  return rest(to, b).every((w) => fromWords.includes(w)) ? from.replace(a, b) : to;
}

/**
 * A text with two amounts ("Drop-in class £14, then £89 a month for unlimited classes") changes the one
 * whose period the owner says ("£95 a month" → the £89); without one period naming one amount it stays
 * as it is, and the request is not read — never the first amount by default.
 */
function amountOfSamePeriod(from: string, amounts: RegExpMatchArray[], to: string, said: string): string {
  const period = periodOf(to.slice(to.indexOf(said) + said.length));
  if (!period) return from;
  const matching = amounts.filter((m, i) => {
    const after = from.slice(m.index! + m[0].length, amounts[i + 1]?.index ?? from.length);
    return periodOf(after.split(/[,;.]/)[0] ?? "") === period;
  });
  if (matching.length !== 1) return from;
  const m = matching[0]!;
  const at = m.index!;
  return `${from.slice(0, at)}${writtenLike(m[0], said)}${from.slice(at + m[0].length)}`;
}

/**
 * "Premium costa 49 € all'anno": a price changed to the period the owner names, in the page's wording. A
 * period the page already writes after the price ("danach 29,90 € im Monat") stays where it is, so the
 * new price is the amount alone (it was written "34,90 € im Monat im Monat").
 */
export function inSaidPeriod(r: Reading, ops: Op[] | null): Op[] | null {
  return (
    ops?.map((op) => {
      if (op.op !== "set_fact" || op.kind !== "price") return op;
      const to = withPeriod(op.to, r.raw, r.model.lang);
      const added = to.startsWith(op.to) ? to.slice(op.to.length).trim() : "";
      const afterOld = op.from && added ? norm(`${op.from} ${added}`) : "";
      return afterOld && pageTexts(r.model).some(({ text }) => norm(text).includes(afterOld))
        ? op
        : { ...op, to };
    }) ?? null
  );
}

export const setPrice = (from: string, said: string) => {
  const to = inPageWording(from, writtenLike(from, said));
  return from === to ? null : [{ op: "set_fact" as const, kind: "price" as const, from, to }];
};

/**
 * A price the page writes inside a text the owner names: right after their words ("shared room £240"),
 * else in the one text that shares most of their words ("free shipping … from 50 €" against "Envío gratis
 * en pedidos de más de 60 €"), else the page's only price when they just say "the price". Never a guess
 * between two.
 */
function priceInText(r: Reading, to: string) {
  const subject = subjectOf(r, r.raw.slice(0, r.raw.indexOf(to)));
  const texts = pageTexts(r.model);
  // Each text normalised once, for every run of the owner's words looked for below.
  const normed = texts.map(({ text }) => ({ text, t: norm(text) }));
  // The owner's description names prices the page may show without their label ("Launch price $129" is
  // shown as "Nodo Hub $129"): a name found there counts when its price is on the page.
  const onPage = new Set(texts.flatMap(({ text }) => prices(text)));
  const described = r.model.source.prompt ?? "";
  const withDescription = described ? [...normed, { text: described, t: norm(described) }] : normed;
  const namedOnPage = (found: Set<string>) => new Set([...found].filter((price) => onPage.has(price)));
  // "change the private room price to £595": the longest run of the owner's words that the page writes
  // right before a price ("Shared room £420 · Private room £560") names that price.
  const words = subject.split(" ");
  const generic = new Set(wordsOf(r, (p) => p.sections.pricing ?? []).map(norm));
  for (let size = words.length; size >= 1; size -= 1) {
    // Every run of this many words that names one price; runs naming different prices name none, unless
    // all but one are only a noun for prices as such ("ermäßigte Tickets" on "Tickets 25 € · Ermäßigt
    // 15 €": "Tickets" is the generic noun, the tier word is the more specific one).
    const named = new Set<string>();
    const specific = new Set<string>();
    for (let start = 0; start + size <= words.length; start += 1) {
      const phrase = words.slice(start, start + size);
      if (phrase.join("").replace(/[^\p{L}]/gu, "").length < 3) continue;
      // "entrada VIP" names "Entradas VIP 60 €": each word in the singular or the plural.
      // "student tickets" names "Student ticket £5": each word in the singular or the plural.
      // "lezione privata" names "Lezioni private 45 €": a Romance word's final vowel is its number too.
      const forms = pricesNamed(withDescription, phrase.map(wordForms).join(" "));
      // "la séance" beside "1 séance 30 €" and "Carte 5 séances 140 €": the word as said (singular) wins
      // when its other number names a second price.
      const exact =
        forms.found.size > 1
          ? namedOnPage(pricesNamed(withDescription, phrase.map(escapeRegExp).join(" ")).found)
          : null;
      const found = exact?.size === 1 ? exact : namedOnPage(forms.found);
      const near = namedOnPage(forms.near);
      // A name said whole wins; one word short of the page's name only when nothing says it whole.
      const one =
        found.size === 1 ? [...found][0]! : found.size === 0 && near.size === 1 ? [...near][0]! : null;
      if (!one) continue;
      named.add(one);
      if (!phrase.every((w) => generic.has(w))) specific.add(one);
    }
    // "bilety ulgowe" naming only "Bilety 120 zł": the generic noun alone, beside a word of the owner's
    // that names nothing, is no name — never the base price changed for a tier the page writes otherwise.
    const unnamed = keyWords(subject).some((k) => !generic.has(k));
    if (named.size === 1) {
      if (specific.size === 0 && unnamed) return null;
      const candidates = new Map([...onPage].map((price) => [price, qualifierOf(normed, price)]));
      const one = [...named][0]!;
      const qualified = byQualifier(candidates, keyWords(subject), one, wordsBefore(normed, one));
      return qualified ? setPrice(qualified, to) : null;
    }
    if (named.size > 1) return specific.size === 1 ? setPrice([...specific][0]!, to) : null;
  }
  const keys = keyWords(subject);
  const scored = normed
    .map(({ text, t }) => ({
      found: [...new Set(prices(text))],
      score: keys.filter((k) => t.includes(k)).length,
    }))
    .filter((t) => t.found.length === 1 && t.score > 0 && t.score * 2 >= keys.length);
  const top = Math.max(0, ...scored.map((t) => t.score));
  const best = new Set(scored.filter((t) => t.score === top).map((t) => t.found[0]!));
  // Never half a name: a text that says more of the owner's words beside other prices makes the pick a guess.
  const saysMore = normed.some(
    ({ text, t }) => keys.filter((k) => t.includes(k)).length > top && prices(text).some((p) => !best.has(p)),
  );
  if (best.size === 1 && !saysMore) return setPrice([...best][0]!, to);
  const all = conditionsOff(r, onPage);
  // "the workshop now costs 50 €" on a page whose one price is "Teilnahme 45 €" and whose banner is about
  // a "Yoga-Workshop": the owner names what the page is about, in whatever language they write.
  if (keys.length > 0) return all.size === 1 && namesThePage(r, keys) ? setPrice([...all][0]!, to) : null;
  // "c'est 70 € maintenant", "ça coûte 70 €", "it's £70 now": with no word naming what, a price said as
  // what something is (or is now) is the page's one price.
  if (!has(r, (p) => [...p.facts.price, ...p.grammar.is, ...p.grammar.now, ...(p.moves ?? [])])) return null;
  return all.size === 1 ? setPrice([...all][0]!, to) : null;
}

/** The words a page writes right after a price, to the clause's end: "£45 for small dogs" → small, dogs. */
function qualifierOf(normed: { text: string; t: string }[], price: string): string[] {
  const found = new Set<string>();
  for (const { text } of normed)
    for (let at = text.indexOf(price); at >= 0; at = text.indexOf(price, at + 1))
      found.add(keyWords(text.slice(at + price.length).split(/[;,.·\n()]/u)[0] ?? "").join(" "));
  return found.size === 1 ? [...found][0]!.split(" ").filter(Boolean) : [];
}

/** The words a page writes before a price in its clause: "Full groom £45 …" → full, groom. */
function wordsBefore(normed: { text: string; t: string }[], price: string): string[] {
  return normed.flatMap(({ text }) => {
    const at = text.indexOf(price);
    return at < 0
      ? []
      : keyWords(
          text
            .slice(0, at)
            .split(/[;,.·\n]/u)
            .at(-1) ?? "",
        );
  });
}

/** An item's price with its own words after the amount: "£45 for small dogs" → small, dogs. */
const ownWords = (price: string) => {
  const amount = AMOUNT.exec(price);
  return amount ? keyWords(price.slice(amount.index + amount[0].length)) : [];
};

/**
 * "Full groom £45 for small dogs; £60 for medium; £75 for large": "full groom for large dogs is now £80"
 * names the £75, whose own words the owner said — never the £45 the name stands beside. A price the
 * owner's words qualify otherwise, with no other price they fit, is not guessed. `candidates` gives each
 * price its own words.
 */
function byQualifier(
  candidates: Map<string, string[]>,
  subject: string[],
  named: string,
  nameWords: string[],
): string | null {
  // The words that named the thing are its name, not a qualifier of one of its prices.
  const alike = (a: string, b: string) => a === b || sameWord(a, b);
  const said = subject.filter((w) => !nameWords.some((n) => alike(n, w)));
  const says = (word: string) => said.some((w) => alike(w, word));
  if ((candidates.get(named) ?? []).every(says)) return named;
  const fitting = [...candidates].filter(([, words]) => words.length > 0 && words.every(says));
  if (fitting.length === 1) return fitting[0]![0];
  // The owner said none of another price's own words: the name alone is theirs.
  const others = [...candidates].flatMap(([price, words]) => (price === named ? [] : words));
  return said.some((w) => others.some((o) => alike(w, o))) ? null : named;
}

/**
 * The page's prices without those that are a free thing's condition ("Envío gratis a partir de 60 €",
 * "Versandkostenfrei ab 50 €"): "Preis jetzt 42 €" on a page with one product price and a shipping
 * threshold changes the product's price, never the threshold. Unchanged when nothing would be left.
 */
function conditionsOff(r: Reading, all: Set<string>): Set<string> {
  const free = wordsOf(r, (p) => p.free ?? []);
  const conditions = new Set(
    pageTexts(r.model).flatMap(({ text }) =>
      text.split(/[.;·\n]|,\s/u).flatMap((clause) => (findPhrase(clause, free) ? prices(clause) : [])),
    ),
  );
  const kept = new Set([...all].filter((p) => !conditions.has(p)));
  return kept.size > 0 ? kept : all;
}

/** The prices the page writes right after (or just before) the words `said` (a pattern), whole or one word short. */
function pricesNamed(normed: { text: string; t: string }[], said: string) {
  const found = new Set<string>();
  const near = new Set<string>();
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${said}(?![\\p{L}\\p{N}])`, "gu");
  for (const { text, t } of normed) {
    for (const m of t.matchAll(re)) {
      const from = prices(text.slice(m.index + m[0].length, m.index + m[0].length + 30))[0];
      // "standard" names "Standard ticket £15": the name's next word may come before its price.
      const between = from ? text.slice(m.index + m[0].length, text.indexOf(from, m.index)) : "";
      if (from && /^[\s:(–-]*$/.test(between)) found.add(from);
      else if (from && /^\s\p{L}+[\s:(–-]*$/u.test(between)) near.add(from);
      else {
        // "890 € en habitación compartida · 1.150 € en habitación individual": a name said after its
        // price, joined by two small words at most ("€160 in a single room").
        const lead = text.slice(Math.max(0, m.index - 30), m.index);
        const last = prices(lead).at(-1);
        const rest = last ? lead.slice(lead.lastIndexOf(last) + last.length) : "";
        if (last && /^[\s:–-]*(?:\p{Ll}{1,4}\s+){0,2}$/u.test(rest)) found.add(last);
      }
    }
  }
  return { found, near };
}

/** A word said in the singular or the plural: "ticket(s)", "entrada(s)", "lezione/lezioni", "privata/private". */
function wordForms(word: string): string {
  if (word.length <= 3) return `${escapeRegExp(word)}s?`;
  // "ulgowe" / "Ulgowy": a Polish adjective's last vowel (y) is its form too.
  const stem = word.length > 4 ? word.replace(/(?:[aeio]?s|[aeioy])$/, "") : word.replace(/s$/, "");
  return `${escapeRegExp(stem)}(?:[aeio]?s|[aeioy])?`;
}

/** Every one of the owner's words is in the page's title or its top banner's heading, line or lead. */
function namesThePage(r: Reading, keys: string[]): boolean {
  const hero = r.model.sections.find((s) => s.kind === "hero");
  const about = norm([r.model.source.title, hero?.heading, hero?.tagline, hero?.lead].join(" "));
  return keys.every((k) => new RegExp(`${escapeRegExp(k.replace(/s$/, ""))}s?(?![\\p{L}])`, "u").test(about));
}

/** "session" and "sessions", "Sitzung" and "Sitzungen": one word said in the singular or the plural. */
const sameWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && /^(?:|s|es|en|n|e|i)$/.test(long.slice(short.length));
};

/**
 * The unit a price is given in, right after its amount: "£5 per session" → session, "15 € la séance" →
 * séance, "9 €/mese" → mese. A note after the amount ("45 € con envío incluido") is no unit.
 */
const unitWords = (price: string) => {
  const after = price.slice((AMOUNT.exec(price)?.index ?? 0) + (AMOUNT.exec(price)?.[0].length ?? 0));
  const unit = /^\s*(?:\/\s*|(?:per|pro|par|por|al|a|la|le|el|je|za|each)\s+)(\p{L}+)/iu.exec(after);
  return unit ? [norm(unit[1]!)] : [];
};

/**
 * "uurtarief", "Stundenpreis": a word made of the unit, a linking letter or two and a price word names the
 * price per that unit.
 */
function unitPriceCompound(word: string, unit: string, priceNouns: string[]): boolean {
  if (unit.length < 3 || !word.startsWith(unit)) return false;
  return priceNouns.some(
    (noun) =>
      word.endsWith(noun) && /^(?:n|s|en|e)?$/.test(word.slice(unit.length, word.length - noun.length)),
  );
}

type PricedItem = { title: string; price?: string };

/**
 * The priced item a word of whose name the owner says ("Plus" for "Sprout Plus"). A word that is also the
 * unit another item is priced in ("sessions are £6 now" on "Drop-in £5 per session · 10 sessions £40")
 * names the item priced per that unit; a word naming several items names none of them (the owner is asked).
 */
function pricedItemByWord(r: Reading): PricedItem | { among: PricedItem[] } | null {
  const words = tokens(r.text).filter((w) => w.length >= 4);
  const said = (list: string[]) => list.some((w) => words.some((s) => sameWord(s, w)));
  const priceNouns = wordsOf(r, (p) => p.facts.price).map(norm);
  const compound = (units: string[]) =>
    units.some((unit) => words.some((word) => unitPriceCompound(word, unit, priceNouns)));
  const priced = r.model.sections.flatMap((s) => s.items.filter((i) => i.price));
  const byUnit = priced.filter((i) => said(unitWords(i.price!)) || compound(unitWords(i.price!)));
  if (byUnit.length === 1) return byUnit[0]!;
  // "the yearly plan is now $24.99" on "Plus $4.99/month · Plus $29.99/year": the one card of the period
  // said, when the page prices another period too.
  const period = periodSaid(r);
  const periods = period ? priced.map((i) => periodOfItem(r, i)) : [];
  const ofPeriod = priced.filter((_, i) => periods[i] === period);
  if (ofPeriod.length === 1 && periods.some((p) => p !== period)) return ofPeriod[0]!;
  // "the ghost room is £28 per person now": the one item a word of whose name is said, though every
  // item is priced per person.
  const byName = itemsByWord(r, ({ item }) => Boolean(item.price)).map(({ item }) => item);
  if (byName.length === 1) return byName[0]!;
  const compounded = byName.length === 0 ? byCompound(words, priced) : [];
  if (compounded.length === 1) return compounded[0]!;
  const found = [...new Set([...byUnit, ...priced.filter((i) => said(tokens(i.title)))])];
  if (found.length > 1 && byUnit.length > 0) return { among: found };
  return found.length === 1 ? found[0]! : null;
}

/**
 * "herenknippen wordt €30" on "Knippen dames €42 · Heren €28": a compound said of a card named by its head
 * ("heren"), whose rest is another word of a priced card ("knippen"): the family the cards share, or the
 * card's own words in a compound's order ("damesknippen" of "Knippen dames").
 */
function byCompound(words: string[], priced: PricedItem[]): PricedItem[] {
  const titleWords = priced.map((i) => tokens(i.title).filter((w) => w.length >= 4));
  return priced.filter((_, at) =>
    titleWords[at]!.some((head) =>
      words.some((said) => {
        if (said.length < head.length + 4 || !said.startsWith(head)) return false;
        const rest = said.slice(head.length).replace(/^[-s]/, "");
        return titleWords.some((other) => other.some((w) => w !== head && sameWord(rest, w)));
      }),
    ),
  );
}

export function priceChange(r: Reading) {
  const price = prices(r.raw);
  const byWord = itemNamed(r)?.item ?? pricedItemByWord(r);
  if (byWord && "among" in byWord) {
    const which = byWord.among.map((i) => `${i.title} (${i.price})`).join(" or ");
    return [
      { op: "refuse" as const, part: r.raw, why: reportWords(r.model.lang, "whichPrice", { list: which }) },
    ];
  }
  const named = byWord;
  if (price.length === 0) return freePrice(r, named) ?? priceWithoutCurrency(r, named?.price ? named : null);
  if (price.length !== 1) return null;
  if (!named?.price) return priceInText(r, price[0]!) ?? freeNoMore(r, price[0]!);
  const chosen = itemPriceQualified(r, named, price[0]!);
  if (!chosen) return null;
  if (chosen !== named.price) return setPrice(chosen, price[0]!);
  const set = setPrice(named.price, price[0]!);
  const own = set?.[0] ? splitSharedPrice(r, named, set[0].to) : null;
  if (own) return own;
  const count = set ? recounted(r, named.title, price[0]!) : null;
  return set && count ? [...set, count] : set;
}

/** The named item's price, or the one of its section the owner's words qualify ("… for large dogs"). */
function itemPriceQualified(
  r: Reading,
  named: { title: string; price?: string },
  said: string,
): string | null {
  const section = r.model.sections.find((s) => s.items.some((it) => it.price === named.price));
  const candidates = new Map(
    (section?.items ?? []).flatMap((it) => (it.price ? [[it.price, ownWords(it.price)] as const] : [])),
  );
  const subject = keyWords(subjectOf(r, r.raw.slice(0, r.raw.indexOf(said))));
  return byQualifier(candidates, subject, named.price!, keyWords(named.title));
}

/**
 * "el bono ahora es de 10 sesiones por 340 €" for "Bono de 5 sesiones": the count in the item's name
 * changes with its price, where the owner says the same unit with another number.
 */
function recounted(r: Reading, title: string, price: string) {
  const own = /(\d+)\s+(\p{L}{3,})/u.exec(title);
  if (!own) return null;
  const said = r.raw.replace(price, " ");
  for (const m of said.matchAll(/(\d+)\s+(\p{L}{3,})/gu)) {
    if (norm(m[2]!) !== norm(own[2]!) || m[1] === own[1]) continue;
    return { op: "replace_text" as const, find: own[0], with: `${m[1]} ${own[2]}` };
  }
  return null;
}

/**
 * "Team is now 25 a month": the amount of the named item's price (or of the page's only one) said without
 * its currency, on a page that writes its prices in one currency: the new price in the old one's wording
 * ("$29 per month" → "$25 per month"). The fact guard knows the amount as the owner's in the page's
 * currency (ops/amounts.ts), and nothing else.
 */
function priceWithoutCurrency(r: Reading, named: { title: string; price?: string } | null) {
  if (!has(r, (p) => [...p.grammar.now, ...p.grammar.is, ...p.verbs.change, ...(p.moves ?? [])])) return null;
  const amount = bareAmount(r.raw, named?.title);
  if (!amount) return null;
  const pagePrices = pageTexts(r.model).flatMap(({ text }) => prices(text));
  const only = new Set(pagePrices);
  const from = named?.price ?? (only.size === 1 && has(r, (p) => p.facts.price) ? [...only][0]! : null);
  const to = from ? inPageCurrency(from, amount, pagePrices) : null;
  return from && to ? setPrice(from, to) : null;
}

/**
 * "Das Erstgespräch kostet jetzt 49 €" where the page says "Erstgespräch kostenlos": the one text that names
 * the thing with a word for free (packs' `free`) gets the price in that word's place.
 */
function freeNoMore(r: Reading, price: string): Op[] | null {
  const free = wordsOf(r, (p) => p.free ?? []).map(norm);
  if (free.length === 0) return null;
  const keys = keyWords(subjectOf(r, r.raw.slice(0, r.raw.indexOf(price))));
  if (keys.length === 0) return null;
  const freeWord = new RegExp(`(?<![\\p{L}])(?:${alternation(free)})(?![\\p{L}])`, "iu");
  const found = new Set<string>();
  for (const { text } of pageTexts(r.model)) {
    const t = norm(text);
    if (prices(text).length === 0 && freeWord.test(t) && keys.every((k) => t.includes(k))) found.add(text);
  }
  if (found.size !== 1) return null;
  const [text] = [...found] as [string];
  const rest = text.replace(new RegExp(freeWord.source, "iu"), " ").replace(/\s+/g, " ").trim();
  if (!rest) return null;
  return [{ op: "replace_text", find: text, with: `${capitalised(rest)} ${price}` }];
}
