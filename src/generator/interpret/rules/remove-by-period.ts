/**
 * "drop the monthly price, yearly only", "quita el precio mensual", "entferne das monatliche Abo", "usuń
 * karnet miesięczny": a price named by its period (packs' `periods`, said in any of its endings) takes off
 * the one priced card written for that period — by its place when cards share a title ("Pro plan" $12 per
 * month · "Pro plan" $120 per year). Several cards of that period are asked back; none is not this rule's.
 */
import { itemsByWord, namesWordIn, whichOne } from "../item-mention.js";
import { subjectWords } from "../mention-cut.js";
import { periodOfItem, periodSaid } from "../period-said.js";
import { find, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { tokens } from "../text.js";

export const removeByPeriod: Rule = {
  name: "remove-by-period",
  examples: [
    // Two cards both titled "Pro plan": the one of the period said goes, by its place.
    {
      page: "ledger",
      say: "drop the monthly price",
      ops: [{ op: "remove_item", section: "pricing", item: 1 }],
    },
    {
      page: "ledger",
      say: "remove the annual price",
      ops: [{ op: "remove_item", section: "pricing", item: 2 }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => [...p.verbs.remove, ...(p.noNeed ?? [])])) return null;
    const priced = r.model.sections.flatMap((section) =>
      section.items.flatMap((item, index) => (item.price ? [{ section, item, index }] : [])),
    );
    if (priced.length < 2) return null;
    const period = periodSaid(r);
    if (!period) return null;
    // "the monthly price", "the monthly plan", or the period and one noun of the owner's ("das monatliche
    // Abo"): nothing else is said that could name something other than a priced card.
    const noun = find(r, (p) => [...p.facts.price, ...p.itemWords, ...(p.offerings ?? [])]);
    const match = namesWordIn(r);
    const forms = r.packs.flatMap((p) => Object.values(p.periods).flat()).flatMap((f) => tokens(f));
    const others = subjectWords(r, r.text).filter((w) => !forms.some((f) => match(w, f)));
    if (!noun && others.length > 1) return null;
    const periods = priced.map((p) => periodOfItem(r, p.item));
    const ofPeriod = priced.filter((_, i) => periods[i] === period);
    // The page prices nothing for another period: "the monthly price" is then no way to tell one apart.
    if (ofPeriod.length === 0 || periods.every((p) => p === period)) return null;
    // "remove the monthly Pro plan" among monthly plans: the other words tell which.
    const named = ofPeriod.length > 1 ? itemsByWord(r, (n) => ofPeriod.some((o) => o.item === n.item)) : [];
    const meant = ofPeriod.length === 1 ? ofPeriod : named.length === 1 ? named : null;
    if (!meant) return [{ op: "refuse", part: r.raw, why: whichOne(r, named.length > 1 ? named : ofPeriod) }];
    const { section, item, index } = meant[0]!;
    const shared = section.items.filter((i) => i.title === item.title).length > 1;
    return [
      { op: "remove_item", section: sectionRef(r.model, section), item: shared ? index + 1 : item.title },
    ];
  },
};
