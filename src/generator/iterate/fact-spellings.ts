/**
 * A fact changed is changed however the page writes it. set_fact rewrites the value as written ("0117 496
 * 0321"); a page whose words a model wrote may say the same number its own way ("0117 4960321", "(0117)
 * 496-0321", "£65.00" for "£65", "Fix@…" for "fix@…"). Those spellings are found by value, with the fact
 * guard's own comparison by kind (guard/trace.ts), and changed by set_fact too, so no old value stays.
 * The same reading finds the page's spelling of a value a model names its own way.
 */
import { extractPrices } from "../brief/prices.js";
import { Claims } from "../brief/spans.js";
import { briefOfModel } from "../composer/stored-brief.js";
import { factsIn } from "../guard/index.js";
import { indexSources } from "../guard/sources.js";
import { isTraced } from "../guard/trace.js";
import type { PageModel } from "../model.js";
import { writeLike } from "../ops/amounts.js";
import type { Op, OpOf } from "../ops/schema.js";
import { pageSays, pageSlots } from "../ops/texts.js";

/** Kinds compared by value whatever their spelling; dates and times have set_fact's own reading. */
const BY_VALUE = new Set(["phone", "price", "email"]);

/** How the page writes `value` (a fact of `kind`), each spelling once, in page order. */
function spellingsOf(value: string, kind: string, model: PageModel): string[] {
  const index = indexSources([value]);
  const out = new Set<string>();
  for (const slot of pageSlots(model))
    for (const fact of factsIn(slot.get() ?? "", model.lang))
      if (fact.kind === kind && isTraced(fact, index, model.lang)) out.add(fact.text.trim());
  return [...out];
}

/** The set_fact operations that change the other spellings of each value a set_fact changes. */
export function otherSpellings(ops: Op[], model: PageModel): OpOf<"set_fact">[] {
  return ops.flatMap((op) => {
    if (op.op !== "set_fact" || !BY_VALUE.has(op.kind)) return [];
    const said = new Set([op.from.trim(), op.to.trim()]);
    return spellingsOf(op.from, op.kind, model)
      .filter((written) => !said.has(written))
      .map((written) => ({ ...op, from: written }));
  });
}

/**
 * A model names the value it changes or removes in its own spelling ("+351 912 345 678" for the page's
 * "912 345 678"), or only part of how the page writes it ("21 123 4567" of "+351 21 123 4567", which
 * would leave "+351 +351 …"): the operation is given the page's whole spelling, so it finds what the
 * owner means and changes all of it.
 */
export function inPageSpelling(ops: Op[], model: PageModel): Op[] {
  return ops.map((op) => {
    if ((op.op !== "set_fact" && op.op !== "remove_fact") || !BY_VALUE.has(op.kind)) return op;
    const from = op.op === "set_fact" ? op.from : op.value;
    const spellings = spellingsOf(from, op.kind, model);
    const longer = spellings.find((written) => written !== from.trim() && written.includes(from.trim()));
    const written = longer ?? (pageSays(model, from) ? undefined : spellings[0]);
    if (!written) return op;
    return op.op === "set_fact" ? { ...op, from: written } : { ...op, value: written };
  });
}

/** Each fact (price, phone, e-mail) of `text` the owner wrote another way, in the owner's spelling (prices only when the page has no way of its own). */
function ownersWords(
  text: string,
  said: { kind: string; text: string }[],
  lang: string,
  pricesStyled: boolean,
): string {
  let out = text;
  for (const fact of factsIn(text, lang)) {
    if (!BY_VALUE.has(fact.kind) || said.some((own) => own.text === fact.text)) continue;
    if (fact.kind === "price" && pricesStyled) continue;
    const same = said.find((own) => own.kind === fact.kind && isTraced(fact, indexSources([own.text]), lang));
    if (same) out = out.replace(fact.text, same.text);
  }
  return out;
}

const pricesIn = (text: string) => extractPrices(text, new Claims());

/** A price written with cents ("€4,20", "12.50 zł"). */
const CENTS = /\d[.,]\d{2}(?!\d)/;

/**
 * Each price of `text` written the way the page writes prices in its currency ("€1.30" on a page of
 * "1,20 €" is "1,30 €"); a price in another currency, or grouped in thousands, stays as written.
 */
function likeThePage(text: string, samples: string[]): string {
  let out = text;
  for (const price of pricesIn(text)) {
    const same = samples
      .flatMap((written) => pricesIn(written))
      .filter((other) => other.currency && other.currency === price.currency);
    // Only a price with cents shows the page's decimal mark ("€4,20", not "€18").
    const sample = same.find((other) => CENTS.test(other.text)) ?? same[0];
    const number = price.text.match(/\d+(?:[.,]\d{1,2})?/)?.[0];
    if (!sample || !number || /\d[.,\s]\d{3}(?!\d)/.test(price.text)) continue;
    const written = writeLike(number, sample.text);
    // A page that never writes cents has no decimal mark of its own: the owner's stays ("€19,50").
    out = out.replace(
      price.text,
      CENTS.test(sample.text) ? written : written.replace(/\d+(?:[.,]\d{1,2})?/, number),
    );
  }
  return out;
}

/**
 * A model writes a new value its own way: a phone or e-mail the owner said is written as they said it, and
 * a price as the page writes its prices ("€1.30" for the owner's "1,30 €" on a page of "1,20 €"; the
 * owner's "2,60 Euro" as "2,60 €"), or as the owner said it on a page without one in that currency — compared
 * by value with the guard's comparison, so only the spelling changes, never the value.
 */
export function inOwnerSpelling(ops: Op[], model: PageModel, request: string): Op[] {
  const said = factsIn(request, model.lang).filter((fact) => BY_VALUE.has(fact.kind));
  const pagePrices = briefOfModel(model).prices.map((price) => price.text);
  // A price the page has a way of writing goes that way; else, like a phone or e-mail, as the owner said it.
  const own = (text: string, samples = pagePrices) => {
    const styled = likeThePage(text, samples);
    return said.length
      ? ownersWords(styled, said, model.lang, styled !== text || samples.length > 0)
      : styled;
  };
  const item = <T extends { price?: string }>(entry: T): T =>
    entry.price === undefined ? entry : { ...entry, price: own(entry.price) };
  return ops.map((op): Op => {
    if (op.op === "set_fact")
      return op.kind === "price"
        ? { ...op, to: own(op.to, [op.from, ...pagePrices]) }
        : { ...op, to: own(op.to) };
    if (op.op === "add_fact") return { ...op, value: own(op.value) };
    if (op.op === "add_item") return { ...op, item: item(op.item) };
    if (op.op === "add_section" && op.items) return { ...op, items: op.items.map(item) };
    return op;
  });
}
