/**
 * A dated or seasonal statement about opening: "the pool opens in May", "im August sind wir geschlossen",
 * "fermé du 1er au 15 août pour congés", "da luglio apriamo alle 7", "w wakacje jesteśmy zamknięci". It
 * is true from or during a time to come, so the page's opening hours stay as they are: the owner's
 * statement is added as a sentence of its own (to the selected section, else the about section). A month
 * counts only after a small word of place or time, or a day's number ("in May", never "we may").
 */

import { CHANGE_VERBS } from "../../lang/types.js";
import { type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, findPhrase, norm, tokens } from "../text.js";
import { lineAdded } from "./add-sentence.js";

/** A month said as a time ("in August", "dès juin", "1er au 15 août"), or a season of the packs. */
function saysWhen(r: Reading): boolean {
  if (
    findPhrase(
      r.text,
      wordsOf(r, (p) => p.seasons),
    )
  )
    return true;
  const months = new Set(wordsOf(r, (p) => p.months.flat()).map(norm));
  const lead = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.in,
      ...p.grammar.from,
      ...p.grammar.until,
      ...p.grammar.to,
      ...p.grammar.on,
    ])
      .map(norm)
      .filter((w) => !w.includes(" ")),
  );
  const said = tokens(r.text);
  return said.some(
    (w, i) => w.length >= 3 && months.has(w) && i > 0 && (lead.has(said[i - 1]!) || /\d/.test(said[i - 1]!)),
  );
}

/** The owner's words as a sentence: capitalised, with its full stop. */
function asSentence(raw: string): string | null {
  const said = raw.trim().replace(/[\s,;:.!]+$/u, "");
  if (said.split(/\s+/).length < 2 || said.length > 200) return null;
  return `${capitalised(said)}.`;
}

export const season: Rule = {
  name: "season",
  examples: [
    {
      say: "we're closed in August for the holidays",
      ops: [
        { op: "add_item", section: "about", item: { title: "We're closed in August for the holidays." } },
      ],
    },
    {
      say: "from June we open at 7",
      ops: [{ op: "add_item", section: "about", item: { title: "From June we open at 7." } }],
    },
    {
      page: "baeckerei",
      say: "im August sind wir geschlossen",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Im August sind wir geschlossen." }] }],
    },
    {
      page: "boulangerie",
      say: "fermé du 1er au 15 août pour congés",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Fermé du 1er au 15 août pour congés." }] }],
    },
    {
      page: "trattoria",
      say: "in inverno siamo chiusi il martedì",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "In inverno siamo chiusi il martedì." }] }],
    },
    {
      page: "trattoria",
      say: "chiuso ad agosto",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Chiuso ad agosto." }] }],
    },
    {
      page: "trattoria",
      say: "ad agosto siamo chiusi",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "Ad agosto siamo chiusi." }] }],
    },
    {
      page: "serwis",
      say: "w sierpniu jesteśmy zamknięci",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "W sierpniu jesteśmy zamknięci." }] }],
    },
    {
      page: "padaria",
      say: "a partir de junho abrimos às 7:00",
      ops: [{ op: "add_section", kind: "about", items: [{ title: "A partir de junho abrimos às 7:00." }] }],
    },
  ],
  read(r) {
    // A command ("change the hours …", "add that …") is read by the rules of its verb.
    // A verb inside the statement ("chiuso ad agosto": "ad" is a slip of "add") is no command.
    // "ad agosto siamo chiusi": a small word of the page's language is no English verb ("ad").
    const verb = startsWithVerb(r, (p) => CHANGE_VERBS.flatMap((v) => p.verbs[v]));
    const own = new Set(Object.values(r.packs[0]?.grammar ?? {}).flat());
    if (verb?.index === 0 && !own.has(verb.phrase)) return null;
    const opening = wordsOf(r, (p) => [...p.grammar.open, ...p.grammar.closed, ...(p.closes ?? [])]);
    if (
      !findPhrase(
        r.text,
        opening.filter((w) => /\p{L}/u.test(w)),
      ) ||
      !saysWhen(r)
    )
      return null;
    // An event's page dates its one event; a month said there is about the event (event-date).
    if (r.model.sections.some((s) => s.items.some((i) => i.datetime))) return null;
    const sentence = asSentence(r.raw);
    return sentence ? lineAdded(r, sentence) : null;
  },
};
