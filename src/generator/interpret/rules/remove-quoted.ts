/**
 * Removing what the owner quotes: "remove 'Your name' and 'Email' from the list" (items by their titles),
 * "quita la frase 'enviamos en 3 días laborables'" (a phrase wherever the page writes it). A quote the
 * page does not say is refused, never guessed at.
 */
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { pageSays } from "../page-texts.js";
import { sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";
import { quoted } from "../values.js";

export const removeQuoted: Rule = {
  name: "remove-quoted",
  examples: [
    {
      page: "saas",
      say: "remove 'Bank sync' and 'Tax estimates' from the features",
      ops: [
        { op: "remove_item", section: "features", item: "Bank sync" },
        { op: "remove_item", section: "features", item: "Tax estimates" },
      ],
    },
    {
      page: "tienda",
      // The shop's about section lists "Velas Luna envía en 2 días" as one of its points: that point goes.
      say: "quita la frase 'Velas Luna envía en 2 días'",
      ops: [{ op: "remove_item", section: "about", item: "Velas Luna envía en 2 días" }],
    },
    {
      say: "delete the words “Fresh from the oven”",
      ops: [{ op: "replace_text", find: "Fresh from the oven", with: "" }],
    },
    {
      say: "remove 'gluten-free brownies'",
      ops: [
        {
          op: "refuse",
          part: "remove 'gluten-free brownies'",
          why: "the page does not say “gluten-free brownies”",
        },
      ],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => [...p.verbs.remove, ...p.styleParts.hide])) return null;
    const quotes = quoted(r.raw);
    if (quotes.length === 0) return null;
    const ops: Op[] = [];
    for (const quote of quotes) {
      const owner = r.model.sections.find((s) => s.items.some((i) => norm(i.title) === norm(quote)));
      const item = owner?.items.find((i) => norm(i.title) === norm(quote));
      if (owner && item)
        ops.push({ op: "remove_item", section: sectionRef(r.model, owner), item: item.title });
      else if (pageSays(r.model, quote)) ops.push({ op: "replace_text", find: quote, with: "" });
      else
        ops.push({ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "notOnPage", { said: quote }) });
    }
    return ops;
  },
};
