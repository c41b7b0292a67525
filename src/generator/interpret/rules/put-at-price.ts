/**
 * "put the brunch plate up to £10.50", "mets le déplacement à 55 €", "pon el plan Pro a 24 €": a verb that
 * both adds and places ("put", "mets", "pon", "metti", "põe", "zet"), said before the whole name of an item the
 * page prices, sets that item's price — it cannot add what is there. "add …" with any name stays a new entry
 * (`add-items`), and a name the page does not price is left to it.
 */
import type { Op } from "../../ops/schema.js";
import { priceChange } from "../price-change.js";
import { type Reading, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, norm } from "../text.js";

/** The page prices an item whose whole title the clause says. */
function namesPricedItem(r: Reading): boolean {
  return r.model.sections.some((s) =>
    s.items.some(
      (i) =>
        i.price && new RegExp(`(?<![\\p{L}])${escapeRegExp(norm(i.title))}(?![\\p{L}])`, "u").test(r.text),
    ),
  );
}

export const putAtPrice: Rule = {
  name: "put-at-price",
  examples: [
    {
      say: "put the brunch plate up to £10.50",
      ops: [{ op: "set_fact", kind: "price", from: "£9.50", to: "£10.50" }],
    },
    {
      page: "boulangerie",
      say: "mets la baguette à 1,40 €",
      ops: [{ op: "set_fact", kind: "price", from: "1,30 €", to: "1,40 €" }],
    },
    {
      page: "trattoria",
      say: "metti il tiramisù a 7 €",
      ops: [{ op: "set_fact", kind: "price", from: "6 €", to: "7 €" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.add);
    if (!verb || !r.packs.some((p) => p.verbs.move.map(norm).includes(norm(verb.phrase)))) return null;
    if (!namesPricedItem(r)) return null;
    const ops: Op[] | null = priceChange(r);
    return ops?.length && ops.every((op) => op.op === "set_fact" && op.kind === "price") ? ops : null;
  },
};
