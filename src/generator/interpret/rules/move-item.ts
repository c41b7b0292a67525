/**
 * "move the brunch plate to the top", "schiebe den Apfelkuchen ganz nach unten", "mets la baguette en
 * dernier", "move Rust up": one item of a list, by its name, to the start, the end or one place up or down.
 */
import type { PlaceWord } from "../../lang/types.js";
import { itemNamed, type Reading, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm } from "../text.js";

/** The place word said after the item's name: the longest of the packs' phrases, first place wins. */
function placeAfter(r: Reading, from: number): PlaceWord | null {
  const after = r.text.slice(from);
  let best: { word: PlaceWord; index: number; length: number } | null = null;
  for (const pack of r.packs) {
    for (const word of ["first", "last", "up", "down"] as const) {
      const at = findPhrase(after, pack.places[word]);
      if (!at) continue;
      const better =
        !best || at.index < best.index || (at.index === best.index && at.phrase.length > best.length);
      if (better) best = { word, index: at.index, length: at.phrase.length };
    }
  }
  return best?.word ?? null;
}

export const moveItem: Rule = {
  name: "move-item",
  examples: [
    {
      say: "move the brunch plate to the top",
      ops: [{ op: "move_item", section: "services", item: "Brunch plate", to: "first" }],
    },
    {
      page: "saas",
      say: "move Basic down",
      ops: [{ op: "move_item", section: "pricing", item: "Basic", to: 2 }],
    },
    {
      page: "baeckerei",
      say: "schiebe den Apfelkuchen ganz nach oben",
      ops: [{ op: "move_item", section: "services", item: "Apfelkuchen", to: "first" }],
    },
    {
      page: "boulangerie",
      say: "mets la baguette en dernier",
      ops: [{ op: "move_item", section: "services", item: "Baguette", to: "last" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => [...p.verbs.move, ...p.verbs.add]);
    if (!verb) return null;
    const named = itemNamed(r);
    if (!named || named.section.items.length < 2) return null;
    const title = norm(named.item.title);
    const end = r.text.indexOf(title.replace(/s$/, "")) + title.length;
    const where = placeAfter(r, Math.max(end, verb.end));
    if (!where) return null;
    const index = named.index;
    const count = named.section.items.length;
    const to = where === "first" ? "first" : where === "last" ? "last" : where === "up" ? index : index + 2;
    if (typeof to === "number" && (to < 1 || to > count)) return null;
    const section = sectionRef(r.model, named.section);
    return [{ op: "move_item", section, item: named.item.title, to }];
  },
};
