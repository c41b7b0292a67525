/**
 * A fact said as its new value: "the price of the almond croissant is now £3.50", "brunch plate £10.50
 * from now on", "phone is now 01904 555 999", "new email: orders@…", "we moved to 12 Stonegate, York".
 * The old value is the one the page writes; a new value must be in the request (never guessed).
 */
import type { Op } from "../../ops/schema.js";
import { bareAmount, freePrice, inPageCurrency } from "../bare-amount.js";
import { contactChange } from "../contact-change.js";
import { itemsByWord } from "../item-mention.js";
import { newScope } from "../new-scope.js";
import { pageTexts } from "../page-texts.js";
import { withoutPeriod, withPeriod, writtenLike } from "../price-period.js";
import { has, itemNamed, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import { relocated } from "../relocated.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, norm, tokens } from "../text.js";
import { AMOUNT, prices } from "../values.js";

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
  ]);
  let subject = ` ${norm(before)} `;
  for (const word of skip.sort((a, b) => b.length - a.length)) {
    subject = subject.split(` ${norm(word)} `).join(" ");
  }
  return subject.replace(/\s+/g, " ").trim();
}

/**
 * The new price in the page's own wording: "vanaf €25 per m²" restated as "€28 per m²" (or "€28") is
 * "vanaf €28 per m²" — only the amount changes when the owner's other words are already there.
 */
export function inPageWording(from: string, to: string): string {
  const a = AMOUNT.exec(from)?.[0];
  const b = AMOUNT.exec(to)?.[0];
  if (!a || !b) return to;
  // The period is not the owner's other words: "€5.99 a month" keeps "€4.99/month removes ads" as written.
  const rest = (s: string, amount: string) =>
    norm(withoutPeriod(s.replace(amount, " ")))
      .split(" ")
      .filter(Boolean);
  const fromWords = rest(from, a);
  return rest(to, b).every((w) => fromWords.includes(w)) ? from.replace(a, b) : to;
}

/** "Premium costa 49 € all'anno": a price changed to the period the owner names, in the page's wording. */
function inSaidPeriod(r: Reading, ops: Op[] | null): Op[] | null {
  return (
    ops?.map((op) =>
      op.op === "set_fact" && op.kind === "price"
        ? { ...op, to: withPeriod(op.to, r.raw, r.model.lang) }
        : op,
    ) ?? null
  );
}

const setPrice = (from: string, said: string) => {
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
  // "change the private room price to £595": the longest run of the owner's words that the page writes
  // right before a price ("Shared room £420 · Private room £560") names that price.
  const words = subject.split(" ");
  for (let size = words.length; size >= 1; size -= 1) {
    // Every run of this many words that names one price; runs naming different prices name none.
    const named = new Set<string>();
    for (let start = 0; start + size <= words.length; start += 1) {
      const phrase = words.slice(start, start + size);
      if (phrase.join("").replace(/[^\p{L}]/gu, "").length < 3) continue;
      // "entrada VIP" names "Entradas VIP 60 €": each word in the singular or the plural.
      // "student tickets" names "Student ticket £5": each word in the singular or the plural.
      const said = phrase.map((w) => escapeRegExp(w.length > 3 ? w.replace(/s$/, "") : w)).join("s? ");
      const found = new Set<string>();
      const near = new Set<string>();
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${said}s?(?![\\p{L}\\p{N}])`, "gu");
      for (const { text, t } of normed) {
        for (const m of t.matchAll(re)) {
          const from = prices(text.slice(m.index + m[0].length, m.index + m[0].length + 30))[0];
          // "standard" names "Standard ticket £15": the name's next word may come before its price.
          const between = from ? text.slice(m.index + m[0].length, text.indexOf(from, m.index)) : "";
          if (from && /^[\s:(–-]*$/.test(between)) found.add(from);
          else if (from && /^\s\p{L}+[\s:(–-]*$/u.test(between)) near.add(from);
        }
      }
      // A name said whole wins; one word short of the page's name only when nothing says it whole.
      if (found.size === 1) named.add([...found][0]!);
      else if (found.size === 0 && near.size === 1) named.add([...near][0]!);
    }
    if (named.size === 1) return setPrice([...named][0]!, to);
    if (named.size > 1) return null;
  }
  const keys = tokens(subject).filter((w) => w.length > 3 && !/\d/.test(w));
  const scored = normed
    .map(({ text, t }) => ({
      found: [...new Set(prices(text))],
      score: keys.filter((k) => t.includes(k)).length,
    }))
    .filter((t) => t.found.length === 1 && t.score > 0 && t.score * 2 >= keys.length);
  const top = Math.max(0, ...scored.map((t) => t.score));
  const best = new Set(scored.filter((t) => t.score === top).map((t) => t.found[0]!));
  if (best.size === 1) return setPrice([...best][0]!, to);
  const all = new Set(texts.flatMap(({ text }) => prices(text)));
  // "the workshop now costs 50 €" on a page whose one price is "Teilnahme 45 €" and whose banner is about
  // a "Yoga-Workshop": the owner names what the page is about, in whatever language they write.
  if (keys.length > 0) return all.size === 1 && namesThePage(r, keys) ? setPrice([...all][0]!, to) : null;
  if (!has(r, (p) => p.facts.price)) return null;
  return all.size === 1 ? setPrice([...all][0]!, to) : null;
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

type PricedItem = { title: string; price?: string };

/**
 * The priced item a word of whose name the owner says ("Plus" for "Sprout Plus"). A word that is also the
 * unit another item is priced in ("sessions are £6 now" on "Drop-in £5 per session · 10 sessions £40")
 * names the item priced per that unit; a word naming several items names none of them (the owner is asked).
 */
function pricedItemByWord(r: Reading): PricedItem | { among: PricedItem[] } | null {
  const words = tokens(r.text).filter((w) => w.length >= 4);
  const said = (list: string[]) => list.some((w) => words.some((s) => sameWord(s, w)));
  const priced = r.model.sections.flatMap((s) => s.items.filter((i) => i.price));
  const byUnit = priced.filter((i) => said(unitWords(i.price!)));
  if (byUnit.length === 1) return byUnit[0]!;
  // "the ghost room is £28 per person now": the one item a word of whose name is said, though every
  // item is priced per person.
  const byName = itemsByWord(r, ({ item }) => Boolean(item.price)).map(({ item }) => item);
  if (byName.length === 1) return byName[0]!;
  const found = [...new Set([...byUnit, ...priced.filter((i) => said(tokens(i.title)))])];
  if (found.length > 1 && byUnit.length > 0) return { among: found };
  return found.length === 1 ? found[0]! : null;
}

function priceChange(r: Reading) {
  const price = prices(r.raw);
  const byWord = itemNamed(r)?.item ?? pricedItemByWord(r);
  if (byWord && "among" in byWord) {
    const which = byWord.among.map((i) => `${i.title} (${i.price})`).join(" or ");
    return [{ op: "refuse" as const, part: r.raw, why: `which price: ${which}? Name the item` }];
  }
  const named = byWord;
  if (price.length === 0) return freePrice(r, named) ?? priceWithoutCurrency(r, named?.price ? named : null);
  if (price.length !== 1) return null;
  if (!named?.price) return priceInText(r, price[0]!);
  const set = setPrice(named.price, price[0]!);
  const count = set ? recounted(r, named.title, price[0]!) : null;
  return set && count ? [...set, count] : set;
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

export const changeFact: Rule = {
  name: "change-fact",
  examples: [
    // A value for a scope the page's text does not name is a new line beside the old one.
    {
      page: "shop",
      say: "free shipping outside the UK over £80",
      ops: [{ op: "add_item", section: "offers", item: { title: "Free shipping outside the UK over £80." } }],
    },
    {
      page: "tienda",
      say: "envío gratis a partir de 60 € fuera de España",
      ops: [
        {
          op: "add_item",
          section: "offers",
          item: { title: "Envío gratis a partir de 60 € fuera de España." },
        },
      ],
    },
    {
      page: "tienda",
      say: "envío gratis a partir de 60 € a Canarias",
      ops: [
        { op: "add_item", section: "offers", item: { title: "Envío gratis a partir de 60 € a Canarias." } },
      ],
    },
    {
      page: "shop",
      say: "free UK shipping over £50 now",
      ops: [{ op: "set_fact", kind: "price", from: "£40", to: "£50" }],
    },
    // An e-mail said after a word that also names a street address is the e-mail.
    {
      page: "boulangerie",
      say: "nouvelle adresse e-mail : contact@boulangerie-martin.fr",
      ops: [
        {
          op: "set_fact",
          kind: "email",
          from: "bonjour@boulangerie-martin.fr",
          to: "contact@boulangerie-martin.fr",
        },
      ],
    },
    // A price with a note keeps it; a period the owner names is written the page's way.
    {
      page: "sprachapp",
      say: "Premium kostet jetzt 5,99 € im Monat",
      ops: [
        { op: "set_fact", kind: "price", from: "4,99 €/Monat ohne Werbung", to: "5,99 €/Monat ohne Werbung" },
      ],
    },
    {
      page: "sprachapp",
      say: "Premium kostet jetzt 49 € im Jahr",
      ops: [
        { op: "set_fact", kind: "price", from: "4,99 €/Monat ohne Werbung", to: "49 €/Jahr ohne Werbung" },
      ],
    },
    {
      page: "saas",
      say: "Studio is $390 a year now",
      ops: [{ op: "set_fact", kind: "price", from: "$39 per month", to: "$390 per year" }],
    },
    {
      say: "the price of the almond croissant is now £3.50",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.50" }],
    },
    {
      say: "brunch plate £10.50 from now on",
      ops: [{ op: "set_fact", kind: "price", from: "£9.50", to: "£10.50" }],
    },
    {
      page: "saas",
      say: "Plus is now $24 per month",
      ops: [{ op: "set_fact", kind: "price", from: "$19 per month", to: "$24 per month" }],
    },
    {
      page: "shop",
      say: "free UK shipping is now over £30",
      ops: [{ op: "set_fact", kind: "price", from: "£40", to: "£30" }],
    },
    {
      say: "phone is now 01904 555 999",
      ops: [{ op: "set_fact", kind: "phone", from: "01904 555 010", to: "01904 555 999" }],
    },
    {
      say: "the croissant is now £3.40",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.40" }],
    },
    {
      page: "boulangerie",
      say: "la tarte coûte maintenant 5 €",
      ops: [{ op: "set_fact", kind: "price", from: "4,50 €", to: "5 €" }],
    },
    {
      page: "bloemen",
      say: "het boeket kost nu €27",
      ops: [{ op: "set_fact", kind: "price", from: "€25", to: "€27" }],
    },
    {
      page: "tienda",
      say: "el set de tres velas ahora cuesta 38€",
      ops: [{ op: "set_fact", kind: "price", from: "36 €", to: "38 €" }],
    },
    {
      page: "padaria",
      say: "o telefone agora é 912 345 678",
      ops: [{ op: "set_fact", kind: "phone", from: "21 123 4567", to: "912 345 678" }],
    },
    {
      page: "trattoria",
      say: "il telefono ora è 333 123 4567",
      ops: [{ op: "set_fact", kind: "phone", from: "055 123 4567", to: "333 123 4567" }],
    },
    {
      page: "tienda",
      say: "cambia el telefono a 963 654 321",
      ops: [{ op: "add_fact", kind: "phone", value: "963 654 321" }],
    },
    {
      say: "new email: orders@crumbcorner.co.uk",
      ops: [
        { op: "set_fact", kind: "email", from: "hello@crumbcorner.co.uk", to: "orders@crumbcorner.co.uk" },
      ],
    },
    {
      say: "we moved to 12 Stonegate, York",
      ops: [{ op: "set_fact", kind: "address", from: "York", to: "12 Stonegate, York" }],
    },
    {
      page: "retreat",
      say: "set the single room price to £400",
      ops: [{ op: "set_fact", kind: "price", from: "£380", to: "£400" }],
    },
    {
      page: "kurs",
      say: "regulär kostet jetzt 80 €",
      ops: [{ op: "set_fact", kind: "price", from: "75 €", to: "80 €" }],
    },
    {
      page: "stage",
      say: "le tarif duo passe à 160 €",
      ops: [{ op: "set_fact", kind: "price", from: "150 €", to: "160 €" }],
    },
    {
      page: "boulangerie",
      say: "le croissant coûte maintenant 1,40 €",
      ops: [{ op: "set_fact", kind: "price", from: "1,20 €", to: "1,40 €" }],
    },
    {
      page: "tienda",
      say: "el envío gratis ahora es a partir de 35 €",
      ops: [{ op: "set_fact", kind: "price", from: "40 €", to: "35 €" }],
    },
    {
      page: "bloemen",
      say: "bruidsboeket is nu vanaf €95",
      ops: [{ op: "set_fact", kind: "price", from: "vanaf €90", to: "vanaf €95" }],
    },
    {
      page: "trattoria",
      say: "la ribollita ora costa 10 €",
      ops: [{ op: "set_fact", kind: "price", from: "9 €", to: "10 €" }],
    },
    {
      page: "padaria",
      say: "o pastel de nata passa a custar 1,40 €",
      ops: [{ op: "set_fact", kind: "price", from: "1,30 €", to: "1,40 €" }],
    },
    {
      page: "saas",
      say: "Plus is now 24 a month",
      ops: [{ op: "set_fact", kind: "price", from: "$19 per month", to: "$24 per month" }],
    },
    {
      page: "tienda",
      say: "sube el set de tres velas a 38€",
      ops: [{ op: "set_fact", kind: "price", from: "36 €", to: "38 €" }],
    },
    {
      page: "app",
      say: "raise the price to £3.49",
      ops: [{ op: "set_fact", kind: "price", from: "£2.99 a month", to: "£3.49 a month" }],
    },
    // The page's one price, said as an event: the moving verb is not the name of an item.
    {
      page: "app",
      say: "the price went up to £3.49",
      ops: [{ op: "set_fact", kind: "price", from: "£2.99 a month", to: "£3.49 a month" }],
    },
    {
      page: "app",
      say: "price has gone up to £3.49",
      ops: [{ op: "set_fact", kind: "price", from: "£2.99 a month", to: "£3.49 a month" }],
    },
    // A price told as an event or a state: "went up to", "ist auf … gestiegen", "sube a", "podrożał do".
    {
      say: "the almond croissant went up to £3.40",
      ops: [{ op: "set_fact", kind: "price", from: "£3.20", to: "£3.40" }],
    },
    {
      page: "saas",
      say: "Studio went up to 45 a month",
      ops: [{ op: "set_fact", kind: "price", from: "$39 per month", to: "$45 per month" }],
    },
    {
      page: "baeckerei",
      say: "der Apfelkuchen ist auf 3,80 € gestiegen",
      ops: [{ op: "set_fact", kind: "price", from: "3,50 €", to: "3,80 €" }],
    },
    {
      page: "serwis",
      say: "przegląd roweru podrożał do 130 zł",
      ops: [{ op: "set_fact", kind: "price", from: "120 zł", to: "130 zł" }],
    },
    {
      page: "serwis",
      say: "wymiana łańcucha kosztuje teraz 70 zł",
      ops: [{ op: "set_fact", kind: "price", from: "60 zł", to: "70 zł" }],
    },
    // Two prices whose names share a word: the longer name said ("entrada VIP") names its own.
    {
      page: "concierto",
      say: "la entrada VIP sube a 65€",
      ops: [{ op: "set_fact", kind: "price", from: "60 €", to: "65 €" }],
    },
    {
      page: "concierto",
      say: "las entradas ahora cuestan 28 €",
      ops: [{ op: "set_fact", kind: "price", from: "25 €", to: "28 €" }],
    },
    // The first word of a price's name ("twin" for "Twin room £290"), the owner's plural for its singular.
    {
      page: "retreat",
      say: "twin is £300 now",
      ops: [{ op: "set_fact", kind: "price", from: "£290", to: "£300" }],
    },
    {
      page: "retreat",
      say: "single rooms went up to £400",
      ops: [{ op: "set_fact", kind: "price", from: "£380", to: "£400" }],
    },
    // A price said as nothing to pay takes the owner's word for it.
    {
      page: "bloemen",
      say: "rozen per stuk zijn nu gratis",
      ops: [{ op: "set_fact", kind: "price", from: "€3", to: "gratis" }],
    },
    {
      page: "yoga",
      say: "the drop-in class is free now",
      ops: [{ op: "set_fact", kind: "price", from: "£5 per session", to: "free" }],
    },
    // The unit a price is given in names it: never the pack of ten that shares the word.
    {
      page: "yoga",
      say: "sessions are £6 now",
      ops: [{ op: "set_fact", kind: "price", from: "£5 per session", to: "£6 per session" }],
    },
    {
      page: "yogakurs",
      say: "Stunden kosten jetzt 14 €",
      ops: [{ op: "set_fact", kind: "price", from: "12 € pro Stunde", to: "14 € pro Stunde" }],
    },
    {
      page: "danse",
      say: "les séances sont à 16 € maintenant",
      ops: [{ op: "set_fact", kind: "price", from: "15 € par séance", to: "16 € par séance" }],
    },
    {
      page: "clases",
      say: "las sesiones cuestan ahora 12 €",
      ops: [{ op: "set_fact", kind: "price", from: "10 € por sesión", to: "12 € por sesión" }],
    },
    {
      page: "gazette",
      say: "change the text number to 07700 900999",
      ops: [{ op: "set_fact", kind: "phone", from: "07700 900123", to: "07700 900999" }],
    },
    {
      page: "gazette",
      say: "change the number to 0161 496 1111",
      ops: [
        {
          op: "refuse",
          part: "change the number to 0161 496 1111",
          why: "the page gives 2 phone numbers (0161 496 0000, 07700 900123): say which one, e.g. “the mobile number”",
        },
      ],
    },
    {
      page: "baeckerei",
      say: "stell die Telefonnummer auf 0251 654321",
      ops: [{ op: "set_fact", kind: "phone", from: "0251 123456", to: "0251 654321" }],
    },
    // A contact detail said as "<noun> is <value>": added when the page has none, else changed.
    {
      page: "yogakurs",
      say: "und die Telefonnummer ist 08322 12345",
      ops: [{ op: "add_fact", kind: "phone", value: "08322 12345" }],
    },
    {
      page: "danse",
      say: "notre e-mail est contact@danselumiere.fr",
      ops: [{ op: "add_fact", kind: "email", value: "contact@danselumiere.fr" }],
    },
    {
      page: "clases",
      say: "y el teléfono es 954 999 888",
      ops: [{ op: "set_fact", kind: "phone", from: "954 123 456", to: "954 999 888" }],
    },
    {
      page: "bloemen",
      say: "ons telefoonnummer is 023 765 4321",
      ops: [{ op: "set_fact", kind: "phone", from: "023 123 4567", to: "023 765 4321" }],
    },
    {
      page: "yoga",
      say: "the 10 sessions pack is now 12 sessions for £45",
      ops: [
        { op: "set_fact", kind: "price", from: "£40", to: "£45" },
        { op: "replace_text", find: "10 sessions", with: "12 sessions" },
      ],
    },
  ],
  read(r) {
    // "add a puppy intro groom for £25" asks for a new entry: never the price of one the page has.
    if (startsWithVerb(r, (p) => p.verbs.add)) return null;
    return relocated(r) ?? inSaidPeriod(r, newScope(r, priceChange(r))) ?? contactChange(r);
  },
};
