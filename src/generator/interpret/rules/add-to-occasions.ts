/**
 * An occasion added to the list of occasions the page says it serves, named by its noun: "ajoute les
 * baptêmes aux occasions" on a caterer "pour mariages, séminaires et anniversaires", "add christenings to
 * the events", "aggiungi i battesimi alle occasioni", "füge Taufen zu den Anlässen hinzu". The list is the
 * page's one sentence list naming two or more occasions (packs' `occasions.members`), found by what its
 * members are, never by translating the noun; the cards showing those occasions take it too. No such list,
 * or several, is left unread (free).
 */
import type { Section } from "../../model.js";
import { addToText } from "../../ops/lists.js";
import type { Op } from "../../ops/schema.js";
import { edgeWords, trimmed } from "../entry-words.js";
import { namesWord } from "../item-mention.js";
import { pageTexts } from "../page-texts.js";
import { rawIndex } from "../raw-at.js";
import { type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, findPhrase, norm, tokens } from "../text.js";
import { prices } from "../values.js";

/** The occasion the clause adds: between the verb and the noun, or after "an occasion:". */
function memberSaid(r: Reading, verbEnd: number): string | null {
  const noun = findPhrase(
    r.text.slice(verbEnd),
    wordsOf(r, (p) => p.occasions?.nouns),
  );
  if (!noun) return null;
  const nounAt = verbEnd + noun.index;
  const colon = r.raw.indexOf(":", rawIndex(r.raw, nounAt));
  const said =
    colon >= 0 ? r.raw.slice(colon + 1) : r.raw.slice(rawIndex(r.raw, verbEnd), rawIndex(r.raw, nounAt));
  // "ergänze Taufen bei den Anlässen": every small word of the packs ends the member, not only articles.
  const small = wordsOf(r, (p) => Object.values(p.grammar).flat()).map(norm);
  const member = trimmed(said, new Set([...edgeWords(r), ...small]));
  if (!member || member.split(/\s+/).length > 4 || prices(member).length > 0) return null;
  return member;
}

/** Whether a page's word is an occasion of the packs' ("mariages", "Hochzeiten"). */
function occasionWord(r: Reading): (word: string) => boolean {
  const members = wordsOf(r, (p) => p.occasions?.members).map(norm);
  return (word) => members.some((m) => m === word || namesWord(m, word));
}

export const addToOccasions: Rule = {
  name: "add-to-occasions",
  examples: [
    {
      page: "traiteur",
      say: "ajoute les baptêmes aux occasions",
      ops: [
        {
          op: "replace_text",
          find: "Traiteur à Nantes pour mariages, séminaires et anniversaires.",
          with: "Traiteur à Nantes pour mariages, séminaires, anniversaires et baptêmes.",
        },
        { op: "add_item", section: "services", item: { title: "Baptêmes" } },
      ],
    },
    {
      page: "caterer",
      say: "add christenings to the events",
      ops: [
        {
          op: "replace_text",
          find: "A caterer in Bristol for weddings, conferences and birthdays.",
          with: "A caterer in Bristol for weddings, conferences, birthdays and christenings.",
        },
      ],
    },
    {
      page: "partyservice",
      say: "ergänze Taufen bei den Anlässen",
      ops: [
        {
          op: "replace_text",
          find: "Küche Lind ist Ihr Caterer in Freiburg für Hochzeiten, Firmenfeiern und Geburtstage.",
          with: "Küche Lind ist Ihr Caterer in Freiburg für Hochzeiten, Firmenfeiern, Geburtstage und Taufen.",
        },
        { op: "add_item", section: "services", item: { title: "Taufen" } },
      ],
    },
    {
      page: "sapori",
      say: "aggiungi le comunioni alle occasioni",
      ops: [
        {
          op: "replace_text",
          find: "Catering a Bologna per matrimoni, battesimi e compleanni.",
          with: "Catering a Bologna per matrimoni, battesimi, compleanni e comunioni.",
        },
        { op: "add_item", section: "services", item: { title: "Comunioni" } },
      ],
    },
  ],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding) return null;
    const member = memberSaid(r, adding.end);
    if (!member) return null;
    const isOccasion = occasionWord(r);
    const lists = new Map<string, string>();
    for (const { path, text } of pageTexts(r.model)) {
      if (!/\.(?:items\.\d+\.(?:title|text)|lead)$/.test(path)) continue;
      const named = text.match(/[\p{L}][\p{L}'’-]*/gu)?.filter((w) => isOccasion(norm(w))) ?? [];
      const added = addToText(text, [...new Set(named)], member);
      if (added !== text) lists.set(text, added);
    }
    if (lists.size !== 1) return null;
    const [[find, withIt]] = [...lists] as [[string, string]];
    const ops: Op[] = [{ op: "replace_text", find, with: withIt }];
    // Cards showing the occasions ("Séminaires", "Anniversaires") take the new one as a card too.
    const cards = r.model.sections.filter(
      (s: Section) =>
        s.kind !== "hero" &&
        s.items.filter((i) => tokens(i.title).length <= 2 && isOccasion(norm(i.title))).length >= 2,
    );
    const said = tokens(member);
    if (cards.length === 1 && !cards[0]!.items.some((i) => tokens(i.title).some((w) => said.includes(w))))
      ops.push({
        op: "add_item",
        section: sectionRef(r.model, cards[0]!),
        item: { title: capitalised(member) },
      });
    return ops;
  },
};
