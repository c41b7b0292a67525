/**
 * A person added beside the page's people: "also hosted by Mark Owens, our CRM lead", "zusätzlich
 * moderiert Tim Hahn", "también enseña Pablo Ruiz". Said with the packs' `also` words, it never takes
 * anyone's place: the new person gets a card of their own in the people section (with the role said after
 * the name), and a text that names the page's person after a person word names both ("Hosted by Sarah Lin
 * and Mark Owens"). Every person the page had keeps their name and role.
 */
import { packFor } from "../../lang/index.js";
import type { Op } from "../../ops/schema.js";
import { labelledTexts } from "../page-facts.js";
import { has, type Reading, sectionRef, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, findPhrase, norm } from "../text.js";
import { NAME, newName, PEOPLE_KINDS, peopleOf, roleAfter } from "./person.js";

/** Texts outside the people cards that name one of the page's people right after a person word. */
function mentions(r: Reading, names: string[]): { path: string; text: string; name: string }[] {
  const words = wordsOf(r, (p) => p.people ?? []);
  const found: { path: string; text: string; name: string }[] = [];
  for (const { path, text, said } of labelledTexts(r.model)) {
    const at = findPhrase(said, words);
    if (!at) continue;
    const rest = said.slice(at.end);
    const first = new RegExp(`^[^\\p{L}\\d]{0,4}(${NAME.source})`, "u").exec(rest);
    const name = names.find((n) => first && norm(first[1]!) === norm(n));
    // The name ends its phrase: "Hosted by Sarah Lin", "Moderation: Dr. Katrin Vogel." — never mid-list.
    if (name && text.includes(name) && new RegExp(`${escapeRegExp(name)}\\s*(?:[.;(]|$)`, "u").test(rest))
      found.push({ path, text, name });
  }
  return found;
}

export const addPerson: Rule = {
  name: "add-person",
  examples: [
    {
      page: "masterclass",
      say: "also hosted by Mark Owens, our CRM lead",
      ops: [
        { op: "add_item", section: "host", item: { title: "Mark Owens", meta: "CRM lead" } },
        {
          op: "set_text",
          path: "sections.s1.lead",
          value: "A live online masterclass on pricing for freelancers, hosted by Sarah Lin and Mark Owens.",
        },
      ],
    },
    {
      page: "webinar",
      say: "Tom Park is also speaking, head of fruit at Kew Gardens",
      ops: [
        {
          op: "add_item",
          section: "speakers",
          item: { title: "Tom Park", meta: "Head of fruit at Kew Gardens" },
        },
      ],
    },
    {
      page: "kurs",
      say: "zusätzlich leitet Jonas Weber den Kurs",
      ops: [{ op: "set_text", path: "sections.s4.items.0.text", value: "Anna Vogt und Jonas Weber" }],
    },
    {
      page: "taller",
      say: "también enseña Pablo Ruiz, fotógrafo",
      ops: [
        { op: "set_text", path: "sections.s3.items.2.text", value: "Lucía Marín y Pablo Ruiz" },
        { op: "refuse", part: "Fotógrafo", why: "the page has no people cards to give Pablo Ruiz a role" },
      ],
    },
    {
      page: "taller",
      say: "también enseña Pablo Ruiz",
      ops: [{ op: "set_text", path: "sections.s3.items.2.text", value: "Lucía Marín y Pablo Ruiz" }],
    },
  ],
  read(r) {
    if (!has(r, (p) => p.grammar.also) || !has(r, (p) => p.people ?? [])) return null;
    const name = newName(r, 0);
    const people = peopleOf(r);
    if (!name || people.some((p) => norm(p.name) === norm(name.name))) return null;
    const section = r.model.sections.find((s) => PEOPLE_KINDS.includes(s.kind));
    const texts = mentions(
      r,
      people.map((p) => p.name),
    );
    if (!section && texts.length === 0) return null;
    const role = roleAfter(r, name.end);
    const and = packFor(r.model.lang).grammar.and[0] ?? "and";
    const ops: Op[] = [];
    if (section)
      ops.push({
        op: "add_item",
        section: sectionRef(r.model, section),
        item: role ? { title: name.name, meta: role } : { title: name.name },
      });
    for (const { path, text, name: was } of texts)
      ops.push({ op: "set_text", path, value: text.replace(was, `${was} ${and} ${name.name}`) });
    // A role with no card to go on is named as not done, never dropped in silence.
    if (role && !section)
      ops.push({ op: "refuse", part: role, why: `the page has no people cards to give ${name.name} a role` });
    return ops;
  },
};
