/** "rename Basic to Starter", "call the Plus plan Pro instead": an item's title, by its current title. */
import { itemNamed, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";
import { quoted } from "../values.js";

export const renameItem: Rule = {
  name: "rename-item",
  examples: [
    {
      page: "saas",
      say: "rename Basic to Starter",
      ops: [{ op: "set_text", path: "sections.s3.items.0.title", value: "Starter" }],
    },
    {
      page: "shop",
      say: "call Heather 'Heather moor' instead",
      ops: [{ op: "set_text", path: "sections.s3.items.2.title", value: "Heather moor" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => [...p.verbs.rename, ...p.verbs.change]);
    if (!verb) return null;
    const named = itemNamed(r);
    if (!named) return null;
    const title = norm(named.item.title);
    const after = r.raw.slice(norm(r.raw).indexOf(title) + title.length);
    const value =
      quoted(r.raw)[0] ??
      /^\s*(?:plan|tier|product|item|card)?\s*(?:to|as|into|:)\s+(.+?)[.!]*$/i
        .exec(after)?.[1]
        ?.replace(/\s+instead$/i, "")
        .trim();
    if (!value || norm(value) === title) return null;
    return [{ op: "set_text", path: `sections.${named.section.id}.items.${named.index}.title`, value }];
  },
};
