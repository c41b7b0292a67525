/**
 * "we now do croissants too, £1.90 each", "ahora también hacemos cruasanes, 1,50 € cada uno", "mamy też
 * latte, 12 zł", "we've started doing teeth cleaning too, £15": a new thing with its price said as news — a verb of offering of the packs' `listAdd`, an
 * "also" or "now", the thing's name and one price, no add verb. It goes where the page lists its prices,
 * with the price exactly as typed. A name the page already prices is left to the price rules ("we also do
 * the flat white at £3 now" is a new price, not a second flat white).
 */
import type { Op } from "../../ops/schema.js";
import { edgeWords, trimmed } from "../entry-words.js";
import { itemsTo, pricedKind } from "../item-destination.js";
import { rawIndex } from "../raw-at.js";
import { find, itemNamed, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, norm } from "../text.js";
import { prices } from "../values.js";

export const pricedOffer: Rule = {
  name: "priced-offer",
  examples: [
    {
      say: "we now do croissants too, £1.90 each",
      ops: [{ op: "add_item", section: "services", item: { title: "Croissants", price: "£1.90" } }],
    },
    {
      page: "tienda",
      say: "ahora también hacemos velas de canela, 15 € cada una",
      ops: [{ op: "add_item", section: "products", item: { title: "Velas de canela", price: "15 €" } }],
    },
    // A verb of doing said as having started, and a language's own "do" ("doen", "machen", "faisons").
    {
      page: "grooming",
      say: "we've started doing teeth cleaning too, £15",
      ops: [{ op: "add_item", section: "services", item: { title: "Teeth cleaning", price: "£15" } }],
    },
    {
      page: "kapsalon",
      say: "we doen ook baardtrimmen, €15",
      ops: [{ op: "add_item", section: "services", item: { title: "Baardtrimmen", price: "€15" } }],
    },
  ],
  read(r) {
    const said = prices(r.raw);
    if (said.length !== 1 || startsWithVerb(r, (p) => p.verbs.add)) return null;
    const verb = find(r, (p) => p.listAdd?.verbs);
    const news = find(r, (p) => [...p.grammar.also, ...p.grammar.now]);
    if (!verb || !news) return null;
    const price = said[0]!;
    const at = r.raw.indexOf(price);
    const from = rawIndex(r.raw, verb.end);
    if (at <= from) return null;
    const name = nameOf(r, r.raw.slice(from, at));
    if (!name || name.split(/\s+/).length > 5 || itemNamed(r, norm(name))) return null;
    const kind = pricedKind(r);
    if (!kind) return null;
    return itemsTo(r, kind, [{ title: capitalised(name), price }], true) as Op[];
  },
};

/** The thing's name: the words between the verb and the price, without "also/now/too" and joining words. */
function nameOf(r: Reading, between: string): string {
  const edge = new Set([
    ...edgeWords(r),
    ...wordsOf(r, (p) => [
      ...p.grammar.also,
      ...p.grammar.now,
      ...p.grammar.at,
      ...p.grammar.from,
      ...p.grammar.to,
    ])
      .filter((w) => !w.includes(" "))
      .map(norm),
  ]);
  return trimmed(between.replace(/[,:–-]+\s*$/u, ""), edge);
}
