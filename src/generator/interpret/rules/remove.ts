/** "remove the Studio plan", "delete the FAQ", "get rid of the testimonials section", "remove this". */
import {
  has,
  itemByPlace,
  itemNamed,
  kindNamed,
  scopedSection,
  sectionNamed,
  sectionRef,
  startsWithVerb,
} from "../reading.js";
import type { Rule } from "../rule.js";

export const remove: Rule = {
  name: "remove",
  examples: [
    {
      page: "saas",
      say: "remove the Studio plan",
      ops: [{ op: "remove_item", section: "pricing", item: "Studio" }],
    },
    { say: "delete the FAQ", ops: [{ op: "remove_section", section: "faq" }] },
    { say: "get rid of the testimonials section", ops: [{ op: "remove_section", section: "testimonials" }] },
    {
      page: "saas",
      say: "drop the last plan",
      ops: [{ op: "remove_item", section: "pricing", item: "Studio" }],
    },
    {
      say: "remove this",
      scope: { section: "s4" },
      ops: [{ op: "remove_section", section: "testimonials" }],
    },
    {
      page: "saas",
      say: "remove the first feature",
      ops: [{ op: "remove_item", section: "features", item: "Bank sync" }],
    },
    {
      page: "tienda",
      say: "quita la vela de naranja",
      ops: [{ op: "remove_item", section: "products", item: "Vela de naranja" }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => p.verbs.remove)) return null;
    const sectionWord = has(r, (p) => p.sectionWords);
    const item = itemNamed(r);
    if (item && !sectionWord)
      return [{ op: "remove_item", section: sectionRef(r.model, item.section), item: item.item.title }];
    const section = sectionNamed(r);
    if (section) {
      const byPlace = !sectionWord ? itemByPlace(r, section) : null;
      if (byPlace)
        return [{ op: "remove_item", section: sectionRef(r.model, section), item: byPlace.item.title }];
      return [{ op: "remove_section", section: sectionRef(r.model, section) }];
    }
    const priced = r.model.sections.find((s) => s.items.some((i) => i.price));
    const byPlace = priced && has(r, (p) => p.itemWords) ? itemByPlace(r, priced) : null;
    if (byPlace)
      return [{ op: "remove_item", section: sectionRef(r.model, priced!), item: byPlace.item.title }];
    const named = kindNamed(r);
    if (named) return [{ op: "refuse", part: r.raw, why: `the page has no ${named.at.phrase} section` }];
    const scoped = scopedSection(r);
    if (scoped && has(r, (p) => [...p.grammar.this, ...p.grammar.here])) {
      return [{ op: "remove_section", section: sectionRef(r.model, scoped) }];
    }
    return null;
  },
};
