/**
 * "drop the monthly price, yearly only", "quita el precio mensual", "entferne das monatliche Abo", "usuń
 * karnet miesięczny": a price named by its period (packs' `periods`, said in any of its endings) takes off
 * the one priced card written for that period — by its place when cards share a title ("Pro plan" $12 per
 * month · "Pro plan" $120 per year). Several cards of that period are asked back; none is not this rule's.
 */
import { itemsByWord, namesWordIn, whichOne } from "../item-mention.js";
import { subjectWords } from "../mention-cut.js";
import { type Period, periodOf } from "../price-period.js";
import { find, type NamedItem, type Reading, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { tokens } from "../text.js";

/** The period the clause names: a way the packs write one, or one of its words in another ending. */
function periodSaid(r: Reading): Period | null {
  const written = periodOf(r.raw, r.model.lang);
  if (written) return written;
  const match = namesWordIn(r);
  const said = tokens(r.text);
  for (const pack of r.packs)
    for (const [period, forms] of Object.entries(pack.periods) as [Period, string[]][])
      for (const form of forms.filter((f) => /^\p{L}+$/u.test(f)))
        if (said.some((w) => w.length >= 5 && match(w, tokens(form)[0] ?? ""))) return period;
  return null;
}

/** The period a priced card is for: its price's, else its title's or text's ("Cuota mensual"). */
function periodOfItem(r: Reading, { item }: NamedItem): Period | null {
  const lang = r.model.lang;
  const price = item.price ? periodOf(item.price, lang) : null;
  if (price) return price;
  const words = `${item.title} ${item.text ?? ""}`;
  const direct = periodOf(words, lang);
  if (direct) return direct;
  return periodSaid({ ...r, raw: words, text: tokens(words).join(" ") });
}

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
    const periods = priced.map((p) => periodOfItem(r, p));
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
