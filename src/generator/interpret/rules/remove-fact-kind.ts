/**
 * A fact removed by naming its kind: "enlève la durée", "remove the price", "entferne den Preis", "quita la
 * duración". The page's values of that kind (a duration: a number with an hour or minute unit, packs'
 * `shift.units`, the one labelled by a duration noun, packs' `durationWords`; a price: the page's one
 * price) are taken off everywhere the page says them (fact-cut.ts). Several values of the kind, none, or a
 * priced item among them: not this rule's to guess.
 */
import { cutValues } from "../fact-cut.js";
import { labelledTexts } from "../page-facts.js";
import { find, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, findPhrase, norm } from "../text.js";
import { prices } from "../values.js";

/** The page's durations: those said in a text labelled by a duration noun, else its one duration. */
function durations(r: Reading): string[] {
  const units = wordsOf(r, (p) => [...(p.shift?.units.hour ?? []), ...(p.shift?.units.minute ?? [])]);
  if (units.length === 0) return [];
  const re = new RegExp(`(?<![\\d.,:])\\d+(?:[.,]\\d+)?\\s?(?:${alternation(units)})(?![\\p{L}])`, "giu");
  const nouns = wordsOf(r, (p) => p.durationWords ?? []);
  const texts = labelledTexts(r.model);
  const labelled = new Set(
    texts.filter(({ said }) => findPhrase(norm(said), nouns)).flatMap(({ said }) => said.match(re) ?? []),
  );
  if (labelled.size > 0) return [...labelled];
  const all = new Set(texts.flatMap(({ text }) => text.match(re) ?? []));
  return all.size === 1 ? [...all] : [];
}

export const removeFactKind: Rule = {
  name: "remove-fact-kind",
  examples: [
    {
      page: "webinaire",
      say: "enlève la durée",
      ops: [{ op: "replace_text", find: "40 minutes", with: "" }],
    },
    {
      page: "webinar",
      say: "remove the duration",
      ops: [
        { op: "remove_item", section: "event-details", item: "Duration" },
        { op: "remove_item", section: "about", item: "60 minutes plus questions" },
      ],
    },
    {
      page: "corso",
      say: "togli la durata",
      ops: [{ op: "remove_item", section: "about", item: "Lezione di 60 minuti" }],
    },
    {
      page: "taller",
      say: "quita el precio",
      ops: [
        { op: "remove_item", section: "event-details", item: "Precio" },
        { op: "remove_item", section: "faq", item: "¿Cuánto cuesta?" },
        { op: "remove_item", section: "registration", item: "Precio" },
      ],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => [...p.verbs.remove, ...(p.noNeed ?? [])]) && !find(r, (p) => p.noNeed))
      return null;
    // The clause names the kind and nothing else: "la durée", "den Preis", never "the retail price".
    const kinds: [string[], () => string[]][] = [
      [wordsOf(r, (p) => p.durationWords ?? []), () => durations(r)],
      [
        wordsOf(r, (p) => p.facts.price),
        () => [...new Set(labelledTexts(r.model).flatMap((t) => prices(t.text)))],
      ],
    ];
    for (const [nouns, valuesOf] of kinds) {
      if (!findPhrase(r.text, nouns)) continue;
      const values = valuesOf();
      // One value of the kind: a priced item's price is the item rules' (its card goes, not its price).
      if (values.length !== 1) return null;
      if (r.model.sections.some((s) => s.items.some((i) => i.price?.includes(values[0]!)))) return null;
      return cutValues(r, values);
    }
    return null;
  },
};
