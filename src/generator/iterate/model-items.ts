/**
 * An item the model adds is what the owner asked for ("we do e-bike servicing too"); the facts the model
 * gave it of its own ("£85", "al 70%") are not. So the item stays and only those go: an invented price or
 * link is taken off the item, and the clause of its description that carries an invented fact is cut
 * (guard/remove.ts), each one reported. Quotes (model-quotes.ts) are one claim each and stay the operations'
 * guard's to drop whole (ops/guard.ts), as does an invented title; a question keeps the answer the owner
 * gave without the sentence the model added to it, and a new section loses only the items the owner never
 * named that carry a fact of the model's own.
 */
import { pageLang } from "../composer/locale/index.js";
import { quoteFacts, removeUntraced, untracedFacts } from "../guard/index.js";
import { stringsOf } from "../guard/page-change.js";
import { wordsOf } from "../guard/sources.js";
import { packsFor } from "../lang/index.js";
import type { PageModel } from "../model.js";
import { resolveAmounts } from "../ops/amounts.js";
import { lookupSection } from "../ops/refs.js";
import { reportWords } from "../ops/report-words.js";
import type { Op, OpOf } from "../ops/schema.js";
import { wholePhrase } from "../ops/texts.js";
import { QUOTE_KINDS } from "./model-quotes.js";

type NewItem = OpOf<"add_item">["item"];

/** Kinds whose items are a claim as a whole: a quote, a question with its answer. */
const WHOLE_CLAIMS = new Set([...QUOTE_KINDS, "faq"]);

/** The words of a title that name something: four letters or more ("Rye" and "loaf" → "loaf"). */
const titleWords = (title: string) => title.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/** A word without its ending, so "focaccias" is said where the owner wrote "focaccia". */
const stemOf = (word: string) => word.slice(0, Math.max(4, word.length - 2));

/** An item's texts that can carry a fact: its title, text, price, small line and link. */
const textsOf = (item: NewItem) =>
  [item.title, item.text, item.price, item.meta, item.href].filter((text): text is string => Boolean(text));

/** An item as the page shows it in a list: its title, then its price. */
const shownAs = (item: NewItem) => [item.title, item.price].filter(Boolean).join(" ");

export function keepAskedItems(
  ops: Op[],
  model: PageModel,
  request: string,
): { ops: Op[]; notApplied: string[] } {
  const said = resolveAmounts(ops, model, request).sources;
  const sources = [request, ...said, ...stringsOf(model)];
  const lang = pageLang(model);
  const notApplied: string[] = [];
  const leftOut = (texts: string[]) =>
    notApplied.push(reportWords(lang, "leftOut", { facts: quoteFacts(texts.map((text) => ({ text }))) }));
  const written = sources.join("\n").toLowerCase();
  const named = (title: string) => titleWords(title).every((word) => written.includes(stemOf(word)));
  const requested = request.toLowerCase();
  const askedFor = (title: string) => titleWords(title).every((word) => requested.includes(stemOf(word)));
  // A plan, or an item the owner asked a price for ("add a price for drain unblocking"), is its price: one
  // whose price the model made up is not added without it — the owner is told the price is missing.
  const askedPrice = pricesAsked(request, model);
  const withoutInvented = (item: NewItem, kind: string): NewItem | null => {
    // An invented title is the item itself: left to the operations' guard (which drops it whole when
    // it carries an invented fact). A thing the owner never named ("Rye loaf" for "make it feel special")
    // is no item they asked for either.
    if (untracedFacts(item.title, sources, model.lang).length > 0 || !named(item.title)) return item;
    const next = { ...item };
    let cutAny = false;
    for (const key of ["price", "href"] as const) {
      const value = next[key];
      if (value && untracedFacts(value, sources, model.lang).length > 0) {
        leftOut([value]);
        if (key === "price" && (kind === "pricing" || askedPrice)) return null;
        delete next[key];
        cutAny = true;
      }
    }
    if (next.text) {
      const cut = removeUntraced(next.text, sources, model.lang);
      if (cut.removed.length > 0) {
        leftOut(cut.removed.map((fact) => fact.text));
        if (cut.text.trim()) next.text = cut.text;
        else delete next.text;
        cutAny = true;
      }
    }
    // An item whose only substance was the model's facts ("Promo du mardi" for "add a promo": −20 %, 7,60 €)
    // is a shell once they go; unless the owner named it in the request, it goes whole and is named.
    if (cutAny && !next.text && !next.meta && !next.price && !askedFor(item.title)) {
      leftOut([item.title]);
      return null;
    }
    return next;
  };
  const asked = wordsOf(request);
  const owners = (text: string) => {
    const words = wordsOf(text);
    return words.length > 0 && words.filter((w) => asked.includes(w)).length * 4 >= words.length * 3;
  };
  // A question the owner asked and answered: the sentence the model added to the answer with a fact of its
  // own goes, the owner's answer stays. An answer that is not the owner's words stays one claim.
  const answerOfOwner = (item: NewItem): NewItem => {
    if (!item.text || !named(item.title) || untracedFacts(item.title, sources, model.lang).length > 0)
      return item;
    const cut = removeUntraced(item.text, sources, model.lang);
    if (cut.removed.length === 0 || !owners(cut.text)) return item;
    leftOut(cut.removed.map((fact) => fact.text));
    return { ...item, text: cut.text.trim() };
  };
  // Among the several items of a new section, one the owner never named that carries a fact of the model's
  // own goes whole and is named, so the owner's other items stay.
  const inventedFacts = (item: NewItem) =>
    textsOf(item).flatMap((text) => untracedFacts(text, sources, model.lang).map((fact) => fact.text));
  const invented = (item: NewItem) => !named(item.title) && inventedFacts(item).length > 0;
  const kept = ops.flatMap((op): Op[] => {
    if (op.op === "add_item") {
      const kind = lookupSection(model, op.section)?.kind ?? op.section;
      if (kind === "faq") return [{ ...op, item: answerOfOwner(op.item) }];
      if (WHOLE_CLAIMS.has(kind)) return [op];
      const item = withoutInvented(op.item, kind);
      return item ? [{ ...op, item }] : [];
    }
    if (op.op === "add_section" && op.items?.length && op.kind === "faq")
      return [{ ...op, items: op.items.map(answerOfOwner) }];
    if (op.op === "add_section" && op.items?.length && !WHOLE_CLAIMS.has(op.kind)) {
      const items = op.items.length > 1 ? op.items.filter((item) => !invented(item)) : op.items;
      const dropped = op.items.filter((item) => !items.includes(item));
      // An item with a name is named by it and its price ("Leczenie kanałowe 1 200 zł"); one whose title is
      // a whole text of the model's is named by the facts of its own that made it go ("Jane Doe", "£1.99").
      const facts = dropped.flatMap((item) => {
        const found = item.title.split(/\s+/).length <= 6 ? [] : inventedFacts(item);
        return found.length ? found : [shownAs(item)];
      });
      if (dropped.length) leftOut([...new Set(facts)]);
      const priced = items.flatMap((item) => withoutInvented(item, op.kind) ?? []);
      if (priced.length === 0) return [];
      return [{ ...op, items: priced }];
    }
    return [op];
  });
  return { ops: kept, notApplied };
}

/** Whether the request asks about a price, in the page's language or the request's (lang packs' words). */
function pricesAsked(request: string, model: PageModel): boolean {
  return packsFor(model.lang, request)
    .flatMap((pack) => pack.facts.price)
    .some((word) => wholePhrase(word, "iu").test(request));
}
