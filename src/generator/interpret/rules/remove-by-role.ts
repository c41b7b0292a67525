/**
 * A fact removed by its role: "remove the retail price", "no need to show the seats left", "streich die
 * Teilnehmerzahl", "drop the mention of the retail price", "tira o número de vagas". The values the owner's words name
 * are taken off everywhere the page says them (fact-cut.ts); every other fact of those texts stays.
 */
import { cutValues, valuesNamed } from "../fact-cut.js";
import { subjectWords } from "../mention-cut.js";
import { find, itemNamed, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";

export const removeByRole: Rule = {
  name: "remove-by-role",
  examples: [
    // A price named by the words after it ("£10 in advance"), or by its value: only its part of the line goes.
    {
      page: "livejazz",
      say: "remove the advance price",
      ops: [
        { op: "replace_text", find: "At the door or: £10 in advance", with: "" },
        { op: "replace_text", find: "At the door or £10 in advance", with: "" },
      ],
    },
    {
      page: "livejazz",
      say: "remove the £10 price",
      ops: [
        { op: "replace_text", find: "At the door or: £10 in advance", with: "" },
        { op: "replace_text", find: "At the door or £10 in advance", with: "" },
      ],
    },
    // The shipping threshold is a fact: wherever the page says it (the banner's lead, the offers) it goes.
    {
      page: "shop",
      say: "remove the bit about free shipping",
      ops: [
        { op: "replace_text", find: "Free UK shipping over £40,", with: "" },
        { op: "remove_item", section: "offers", item: "Free UK shipping over £40" },
      ],
    },
    {
      page: "shop",
      say: "drop the line saying free UK shipping",
      ops: [
        { op: "replace_text", find: "Free UK shipping over £40,", with: "" },
        { op: "remove_item", section: "offers", item: "Free UK shipping over £40" },
      ],
    },
    {
      page: "corso",
      say: "togli il numero di persone",
      ops: [{ op: "remove_item", section: "about", item: "Massimo 12 persone" }],
    },
    {
      page: "gazette",
      say: "no need to show the reader count",
      ops: [{ op: "remove_item", section: "benefits", item: "8,000 readers" }],
    },
    {
      page: "lampe",
      say: "plus besoin d'afficher la garantie de 3 ans",
      ops: [{ op: "remove_item", section: "offers", item: "Garantie de 3 ans" }],
    },
  ],
  read(r) {
    const verb =
      startsWithVerb(r, (p) => [...p.verbs.remove, ...(p.noNeed ?? [])]) ?? find(r, (p) => p.noNeed);
    if (!verb) return null;
    // "Nimm die Kauknochen weg" where a card is "Kauknochen — 12 Stück 5 €": the priced card named by its
    // whole title is an item's removal (the item rules'), not its count or price taken off by role.
    if (itemNamed(r)?.item.price) return null;
    // "die Platzzahl bitte nicht mehr anzeigen": the fact is said before the words that remove it.
    const after = subjectWords(r, r.text.slice(verb.end));
    const words = after.length > 0 ? after : subjectWords(r, r.text.slice(0, verb.index));
    const values = words.length > 0 ? valuesNamed(r, words) : [];
    const ops = values.length > 0 ? cutValues(r, values) : null;
    // "remove the bit about free shipping" that is one card: the mention rule's own reading, the same op.
    if (ops?.length === 1 && ops[0]!.op === "remove_item" && find(r, (p) => p.mentionOf)) return null;
    return ops;
  },
};
