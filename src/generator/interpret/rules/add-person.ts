/**
 * A person added beside the page's people: "also hosted by Mark Owens, our CRM lead", "zusätzlich
 * moderiert Tim Hahn", "también enseña Pablo Ruiz". Said with the packs' `also` words, it never takes
 * anyone's place: the new person gets a card of their own in the people section (with the role said after
 * the name), and a text that names the page's person after a person word names both ("Hosted by Sarah Lin
 * and Mark Owens"). Every person the page had keeps their name and role.
 */

import { packFor } from "../../lang/index.js";
import { addToText } from "../../ops/lists.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { labelledTexts } from "../page-facts.js";
import { pageTexts } from "../page-texts.js";
import { andWords } from "../prose-lists.js";
import { rawIndex } from "../raw-at.js";
import { has, kindNamed, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, escapeRegExp, findPhrase, norm } from "../text.js";
import { prices } from "../values.js";
import { NAME, newName, PEOPLE_KINDS, peopleOf, roleAfter } from "./person.js";

/** A word that names a job (packs' `roles.jobs`, `people`): the word itself or a compound's tail. */
function jobWord(r: Reading, word: string): boolean {
  const w = norm(word);
  if (w.length < 3) return false;
  const jobs = wordsOf(r, (p) => [...(p.roles?.jobs ?? []), ...(p.people ?? [])])
    .filter((j) => !j.includes(" "))
    .map(norm);
  // "Ergotherapeutin", "Sportmediziner", "uitlaatster": a compound's tail, with a short ending.
  return jobs.some((j) => w === j || (j.length >= 5 && new RegExp(`${escapeRegExp(j)}.{0,3}$`, "u").test(w)));
}

/** "Kollegin", "colleague": words that only say someone joins, no role. */
function colleagueWord(r: Reading, words: string): boolean {
  const w = norm(words);
  return wordsOf(r, (p) => p.roles?.colleague ?? []).some((c) => norm(c) === w);
}

/** Small words before a name or a role: "our", "new", articles, fillers. */
function smallWord(r: Reading, word: string): boolean {
  const w = norm(word);
  // "añade al Dr. Pérez", "aggiungi alla squadra": a preposition's contraction before the name is small too.
  return wordsOf(r, (p) => [
    ...p.filler,
    ...p.grammar.new,
    ...p.grammar.one,
    ...p.grammar.also,
    ...p.grammar.to,
  ]).some((f) => norm(f) === w);
}

/** A list of people in a text: "Claire Dubois (coach pilates) et Hugo Bernard (préparateur physique)". */
function peopleListIn(r: Reading): { find: string; members: string[]; roles: boolean } | null {
  const and = andWords(r).map(escapeRegExp).join("|");
  const person = `${NAME.source}(?: \\([^()]{1,60}\\))?`;
  const re = new RegExp(`(${person}(?:, ${person})*),? (${and}) (${person})`, "gu");
  const found = new Map<string, { find: string; members: string[]; roles: boolean }>();
  for (const { path, text } of pageTexts(r.model)) {
    if (!/\.(?:items\.\d+\.(?:title|text)|lead)$/.test(path)) continue;
    for (const m of text.matchAll(re)) {
      const members = [...m[1]!.split(/, (?=\p{Lu})/u), m[m.length - 1]!];
      const named = members.map((x) => x.replace(/\s*\(.*\)$/, ""));
      // Every member a name of two or three words ("Claire Dubois"), none a word the packs know.
      if (!named.every((n) => /^\p{Lu}\S+(?: \S+){1,3}$/u.test(n) && !jobWord(r, n.split(" ")[0]!))) continue;
      found.set(m[0], { find: m[0], members, roles: members.some((x) => x.endsWith(")")) });
    }
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/**
 * The role said with the name: in brackets after it ("Ola Zielińska (TypeScript)", as a programme lists its
 * speakers), after a comma, after "as"/"als", or before the name after the verb ("our chef X"; never the
 * verb itself: "dodaj prelegenta: Ola …" has the role "prelegenta" at most).
 */
function roleSaid(r: Reading, verbEnd: number, nameStart: number, nameEnd: number): string | null {
  const bracketed = /^\s*\(([^()]{1,40})\)/u.exec(r.raw.slice(nameEnd));
  if (bracketed && !colleagueWord(r, bracketed[1]!)) return bracketed[1]!.trim();
  const after = roleAfter(r, nameEnd);
  if (after && !colleagueWord(r, after)) return after;
  // "Inês Duarte from GitHub", "Jonas Weber von Bosch": the organisation said after the name, as written.
  const by = wordsOf(r, (p) => p.grammar.by)
    .map(escapeRegExp)
    .join("|");
  const from = new RegExp(
    `^\\s+(?:${by})\\s+(\\p{Lu}[\\p{L}\\p{N}&'.-]*(?:\\s+\\p{Lu}[\\p{L}\\p{N}&'.-]*){0,3})\\s*[.!]?$`,
    "u",
  ).exec(r.raw.slice(nameEnd));
  if (from) return from[1]!;
  const as = wordsOf(r, (p) => p.grammar.as)
    .map(escapeRegExp)
    .join("|");
  const stop = new Set(
    wordsOf(r, (p) => [...p.grammar.in, ...p.grammar.to, ...p.grammar.at, ...p.grammar.on]).map(norm),
  );
  const asRole = new RegExp(`^\\s+(?:${as})\\s+([^,.;!?]+)`, "iu").exec(r.raw.slice(nameEnd));
  if (asRole) {
    const words: string[] = [];
    for (const w of asRole[1]!.trim().split(/\s+/)) {
      if (stop.has(norm(w)) || words.length >= 5) break;
      if (!(words.length === 0 && smallWord(r, w))) words.push(w);
    }
    if (words.length && !colleagueWord(r, words.join(" "))) return capitalised(words.join(" "));
  }
  const role = roleBefore(r, r.raw.slice(verbEnd, nameStart)).role;
  return role.length && !colleagueWord(r, role.join(" ")) ? capitalised(role.join(" ")) : null;
}

/** "our window cleaner": the job said right before the name (a job word and up to two words before it). */
function roleBefore(r: Reading, said: string): { role: string[]; rest: string[] } {
  const rest = said.trim().split(/\s+/).filter(Boolean);
  const role: string[] = [];
  while (rest.length && !smallWord(r, rest[rest.length - 1]!) && role.length < 3) {
    const w = rest[rest.length - 1]!;
    if (role.length === 0 && !jobWord(r, w)) break;
    role.unshift(rest.pop()!);
  }
  return { role, rest };
}

/**
 * "add Priya Shah, our senior bookkeeper", "Ergänze unsere Therapeutin Lena Brandt", "ajoute notre coach
 * Marc Petit", "voeg onze uitlaatster Sanne de Vries toe": a person added by name with a job word (or to
 * the team named) joins the page's people cards, else the text that lists the page's people, else a new
 * team section. A person the page already shows is said so, for free.
 */
function personAdded(said: Reading): Op[] | null {
  const adding = startsWithVerb(said, (p) => p.verbs.add);
  const colon = said.raw.indexOf(":");
  // "add a speaker: Tom Baker, orchard keeper" is a list after its noun (add-items); "ajoute un coach :
  // Samir Haddad" is one name after its role, read as if said without the colon.
  const listed = colon >= 0 && /[,;]|\s(?:and|et|und|y|e|i|en|és)\s/u.test(said.raw.slice(colon));
  if (!adding || prices(said.raw).length > 0 || listed) return null;
  const r = colon >= 0 ? { ...said, raw: `${said.raw.slice(0, colon)} ${said.raw.slice(colon + 1)}` } : said;
  const from = rawIndex(r.raw, adding.end);
  const found = newName(r, from);
  if (!found) return null;
  // German nouns are capitalised: "Therapeutin Lena Brandt" is a job and a name.
  const words = found.name.split(" ");
  while (words.length > 2 && (jobWord(r, words[0]!) || colleagueWord(r, words[0]!))) words.shift();
  let name = words.join(" ");
  let start = found.end - name.length;
  const title = /(?:Dr|Dra|Prof|Profa|Mag|Ing|Dott|Mme|Mr|Mrs|Ms|Sr|Sra)\.\s+$/u.exec(
    r.raw.slice(from, start),
  );
  if (title && !name.startsWith(title[0].trim())) {
    name = `${title[0].trim()} ${name}`;
    start -= title[0].length;
  }
  const before = r.raw.slice(from, start);
  const after = r.raw.slice(found.end);
  const named = kindNamed(r);
  const toPeople = named !== null && PEOPLE_KINDS.includes(named.kind);
  const jobSaid = [...before.split(/\s+/), ...after.split(/[\s,]+/)].some((w) => w && jobWord(r, w));
  const colleague = before.split(/\s+/).some((w) => w && colleagueWord(r, w));
  if (!toPeople && !jobSaid && !colleague && !title) return null;
  // The words before the name are the role's or small words only: "add the Tuesday Club to …" is no person.
  if (roleBefore(r, before).rest.some((w) => !smallWord(r, w) && !jobWord(r, w) && !colleagueWord(r, w)))
    return null;
  const bare = name.replace(/^\S+\.\s+/, "");
  if (
    pageTexts(r.model).some((t) =>
      new RegExp(`(?<![\\p{L}])${escapeRegExp(bare)}(?![\\p{L}])`, "u").test(t.text),
    )
  )
    return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "alreadyShows", { name: bare }) }];
  const role = roleSaid(r, from, start, found.end);
  const cards = r.model.sections.find((s) => PEOPLE_KINDS.includes(s.kind));
  const item = role ? { title: name, meta: role } : { title: name };
  if (cards) return [{ op: "add_item", section: sectionRef(r.model, cards), item }];
  const list = peopleListIn(r);
  if (list) {
    // Written like the page's members: "Julie Martin (professeure de yoga)".
    const said = role ? role.charAt(0).toLowerCase() + role.slice(1) : null;
    const own = said && /^\p{Lu}/u.test(r.raw.slice(found.end).replace(/^[^\p{L}]+/u, "")) ? role : said;
    const member = list.roles && own ? `${name} (${own})` : name;
    const joined = addToText(list.find, list.members, member);
    if (joined !== list.find) return [{ op: "replace_text", find: list.find, with: joined }];
  }
  return [{ op: "add_section", kind: "team", items: [item] }];
}

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
    // A contraction of "a" (the personal "a" with "el") before a title and a name.
    {
      page: "tienda",
      say: "añade al Dr. Jorge Pérez, especialista en implantes",
      ops: [
        {
          op: "add_section",
          kind: "team",
          items: [{ title: "Dr. Jorge Pérez", meta: "Especialista en implantes" }],
        },
      ],
    },
    // One name after its role and a colon ("ajoute un coach : Samir Haddad"); a list after it is add-items'.
    {
      page: "masterclass",
      say: "add a speaker: Mark Owens",
      ops: [{ op: "add_item", section: "host", item: { title: "Mark Owens", meta: "Speaker" } }],
    },
    // The organisation said after the name is the card's second line, as the owner writes it.
    {
      page: "masterclass",
      say: "add a speaker: Mark Owens from HubSpot",
      ops: [{ op: "add_item", section: "host", item: { title: "Mark Owens", meta: "HubSpot" } }],
    },
    // What they speak about in brackets, as programmes list speakers; the verb is never the role.
    {
      page: "masterclass",
      say: "add a speaker: Mark Owens (TypeScript)",
      ops: [{ op: "add_item", section: "host", item: { title: "Mark Owens", meta: "TypeScript" } }],
    },
    {
      page: "masterclass",
      say: "add a speaker: Mark Owens from Google Cloud",
      ops: [{ op: "add_item", section: "host", item: { title: "Mark Owens", meta: "Google Cloud" } }],
    },
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
        { op: "set_text", path: "sections.s3.items.1.text", value: "Lucía Marín y Pablo Ruiz" },
        {
          op: "refuse",
          part: "Fotógrafo",
          why: "la página no tiene fichas de personas para dar un papel a Pablo Ruiz",
        },
      ],
    },
    {
      page: "taller",
      say: "también enseña Pablo Ruiz",
      ops: [{ op: "set_text", path: "sections.s3.items.1.text", value: "Lucía Marín y Pablo Ruiz" }],
    },
  ],
  read(r) {
    const added = personAdded(r);
    if (added) return added;
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
      ops.push({
        op: "refuse",
        part: role,
        why: reportWords(r.model.lang, "noPeopleCards", { name: name.name }),
      });
    return ops;
  },
};
