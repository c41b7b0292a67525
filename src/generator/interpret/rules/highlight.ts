/** "mark Plus as most popular", "highlight the Studio plan", "no plan highlighted": one item stands out. */
import { find, itemByPlace, itemNamed, kindNamed, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised } from "../text.js";
import { quoted } from "../values.js";

export const highlight: Rule = {
  name: "highlight",
  examples: [
    {
      page: "saas",
      say: "mark Plus as most popular",
      ops: [{ op: "highlight_item", section: "pricing", item: "Plus", badge: "Most popular" }],
    },
    {
      page: "saas",
      say: "highlight the Studio plan",
      ops: [{ op: "highlight_item", section: "pricing", item: "Studio" }],
    },
    {
      page: "saas",
      say: "highlight the second plan with 'Best value'",
      ops: [{ op: "highlight_item", section: "pricing", item: "Plus", badge: "Best value" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.highlight);
    if (!verb) return null;
    // "remove the first feature": "feature" is a noun here; the clause's command came before it.
    const other = startsWithVerb(r, (p) => [...p.verbs.remove, ...p.verbs.add, ...p.verbs.move]);
    if (other && other.index < verb.index) return null;
    let named = itemNamed(r);
    if (!named) {
      const kind = kindNamed(r)?.kind;
      const section =
        r.model.sections.find((s) => s.kind === kind) ??
        r.model.sections.find((s) => s.items.some((i) => i.price));
      named = section ? itemByPlace(r, section) : null;
    }
    if (!named) return null;
    const as = find(r, (p) => p.grammar.as);
    const badgeWords = as
      ? r.raw.slice(r.raw.toLowerCase().lastIndexOf(` ${as.phrase} `) + as.phrase.length + 2)
      : "";
    const badge =
      quoted(r.raw)[0] ??
      (badgeWords.trim()
        ? badgeWords
            .trim()
            .replace(/^(?:the\s+)?/i, "")
            .replace(/[.!]+$/, "")
        : "");
    const cap = capitalised(badge);
    return [
      {
        op: "highlight_item",
        section: sectionRef(r.model, named.section),
        item: named.item.title,
        ...(cap ? { badge: cap } : {}),
      },
    ];
  },
};
