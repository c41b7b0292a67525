/** "rename Basic to Starter", "call the Plus plan Pro instead": an item's title, by its current title. */
import { itemNamed, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, norm } from "../text.js";
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
    {
      page: "baeckerei",
      say: "benenne Roggenbrot in Landbrot um",
      ops: [{ op: "set_text", path: "sections.s2.items.0.title", value: "Landbrot" }],
    },
    {
      page: "bloemen",
      say: "verander bruidsboeket in Trouwboeket",
      ops: [{ op: "set_text", path: "sections.s2.items.2.title", value: "Trouwboeket" }],
    },
    {
      page: "trattoria",
      say: "rinomina la ribollita in Ribollita toscana",
      ops: [{ op: "set_text", path: "sections.s2.items.0.title", value: "Ribollita toscana" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => [...p.verbs.rename, ...p.verbs.change]);
    if (!verb) return null;
    const named = itemNamed(r);
    if (!named) return null;
    const title = norm(named.item.title);
    const after = r.raw.slice(norm(r.raw).indexOf(title) + title.length);
    // "to Starter", "in Jahresinspektion", "en Solfège": the packs' words between old and new name.
    const nouns = alternation(wordsOf(r, (p) => p.itemWords));
    const joins = alternation(wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.as]));
    const instead = alternation(wordsOf(r, (p) => p.grammar.instead).filter((w) => !w.includes(" ")));
    const value =
      quoted(r.raw)[0] ??
      new RegExp(`^\\s*(?:(?:${nouns})\\s+)?(?:(?:${joins})(?![\\p{L}])|:)\\s*(.+?)[.!]*$`, "iu")
        .exec(after)?.[1]
        ?.replace(new RegExp(`\\s+(?:${instead || "instead"})$`, "iu"), "")
        .replace(/\s+instead$/i, "")
        .trim();
    if (!value || norm(value) === title) return null;
    return [{ op: "set_text", path: `sections.${named.section.id}.items.${named.index}.title`, value }];
  },
};
