/** "rename Basic to Starter", "call the Plus plan Pro instead": an item's title, by its current title. */
import { itemsByWord } from "../item-mention.js";
import { rawIndex } from "../raw-at.js";
import { find, itemNamed, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, norm } from "../text.js";
import { quoted } from "../values.js";

/**
 * "the bar is now called Bar Onda", "il bar ora si chiama Bar Onda", "der Tango-Kurs heißt jetzt Tango
 * Argentino": the one item named before the words that give a new name takes the owner's words after them.
 */
function namedNow(r: Reading) {
  const at = find(r, (p) => p.namedNow);
  if (!at || at.index === 0) return null;
  const before = r.text.slice(0, at.index);
  // "il bar" for "Bar sulla spiaggia": the whole title, else the one item a word of its name names.
  const byWord = itemsByWord(r, undefined, before);
  const named = itemNamed(r, before) ?? (byWord.length === 1 ? byWord[0] : null);
  if (!named) return null;
  const filler = alternation(
    wordsOf(r, (p) => [...p.grammar.now, ...p.filler]).filter((w) => /^\p{L}+$/u.test(w)),
  );
  const value = (
    quoted(r.raw)[0] ??
    r.raw
      .slice(rawIndex(r.raw, at.end))
      .replace(new RegExp(`^\\s*(?:(?:${filler})\\s+)*`, "iu"), "")
      .replace(/[.!\s]+$/u, "")
  ).trim();
  if (!value || value.split(/\s+/).length > 8 || norm(value) === norm(named.item.title)) return null;
  return [
    { op: "set_text" as const, path: `sections.${named.section.id}.items.${named.index}.title`, value },
  ];
}

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
    // A new name said after the thing: "is now called", "ora si chiama", "heißt jetzt".
    {
      say: "the brunch plate is now called Big Brunch",
      ops: [{ op: "set_text", path: "sections.s2.items.2.title", value: "Big Brunch" }],
    },
    {
      page: "trattoria",
      say: "la ribollita ora si chiama Zuppa di pane",
      ops: [{ op: "set_text", path: "sections.s2.items.0.title", value: "Zuppa di pane" }],
    },
    {
      page: "baeckerei",
      say: "das Roggenbrot heißt jetzt Bauernbrot",
      ops: [{ op: "set_text", path: "sections.s2.items.0.title", value: "Bauernbrot" }],
    },
    {
      page: "grooming",
      say: "the nail trim is now called Nail clip & file",
      ops: [{ op: "set_text", path: "sections.s2.items.2.title", value: "Nail clip & file" }],
    },
    {
      page: "serwis",
      say: "przegląd roweru nazywa się teraz Przegląd pełny",
      ops: [{ op: "set_text", path: "sections.s2.items.0.title", value: "Przegląd pełny" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => [...p.verbs.rename, ...p.verbs.change]);
    if (!verb || verb.index > 0) {
      const renamed = namedNow(r);
      if (renamed || !verb) return renamed;
    }
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
