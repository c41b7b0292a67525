/**
 * A new person in the page's person's place: "the host is now Ellie Park, our barista trainer", "der Kurs
 * wird jetzt von Jonas Weber geleitet", "l'atelier sera animé par Sophie Martin, illustratrice". The old
 * name leaves everywhere it was (texts, the stored brief the structured data is written from) by one
 * `set_fact` person; a role said after the name replaces the old one where the page writes it.
 */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { labelledTexts } from "../page-facts.js";
import { pageTexts } from "../page-texts.js";
import { find, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, escapeRegExp, findPhrase, norm } from "../text.js";

export const PEOPLE_KINDS = ["team", "speakers", "host"];
/** Little words inside names: "Sanne de Vries", "Ana da Silva", "Ludwig van Beek". */
const PARTICLES = "(?:de|da|do|dos|das|di|del|della|van|von|der|den|le|la|du|y|ter|zu)";
/** A title written before a name and kept with it: "Dr. Katrin Vogel", "Prof. Jonas Berg", "Dra. Ana Costa". */
const TITLE = "(?:(?:Dr|Dra|Prof|Profa|Mag|Ing|Dott|Mme|Mr|Mrs|Ms|Sr|Sra)\\.\\s+)?";
/** One word of a name, double-barrelled too: "Hale-Brooks", "Jean-Luc", "O'Neill". */
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’-]+(?:\\p{Lu}[\\p{Ll}'’-]+)?";
export const NAME = new RegExp(`${TITLE}${NAME_WORD}(?:\\s+(?:${PARTICLES}\\s+)?${NAME_WORD}){1,2}`, "gu");

export interface Person {
  name: string;
  meta?: string;
  /** The edit path of the person's card's second line, when the page shows them on a card. */
  metaPath?: string;
}

/**
 * People the page shows: names in its team, speakers or host sections; else a name its texts write
 * right after a person word ("Apresentado por Inês Sousa", "La padrona di casa è Giulia Neri").
 */
export function peopleOf(r: Reading): Person[] {
  const whole = new RegExp(`^${NAME.source}$`, "u");
  const cards = r.model.sections
    .filter((s) => PEOPLE_KINDS.includes(s.kind))
    .flatMap((section) =>
      section.items.flatMap((item, index) =>
        whole.test(item.title.trim())
          ? [
              {
                name: item.title.trim(),
                meta: item.meta,
                metaPath: `sections.${section.id}.items.${index}.meta`,
              },
            ]
          : [],
      ),
    );
  if (cards.length) return cards;
  const words = wordsOf(r, (p) => p.people ?? []);
  const named = new Set<string>();
  for (const { said: text } of labelledTexts(r.model)) {
    const at = findPhrase(text, words);
    if (!at) continue;
    const rest = text.slice(at.end, at.end + 60);
    const m = new RegExp(`^[^p{Lu}]{0,20}(${NAME.source})`, "u").exec(rest);
    if (m) named.add(m[1]!);
  }
  return [...named].map((name) => ({ name }));
}

/** Words a name never is: the packs' own words ("Der Kurs", "Le Stage" are no names). */
function knownWord(r: Reading, word: string): boolean {
  const w = norm(word);
  return r.packs.some((p) =>
    [
      ...Object.values(p.verbs).flat(),
      ...p.filler,
      ...Object.values(p.grammar).flat(),
      ...(p.people ?? []),
      ...Object.values(p.sections).flat(),
      ...p.itemWords,
      ...p.sectionWords,
    ].some((known) => norm(known) === w),
  );
}

/** The new name the owner gives: capitalised words after the person word, none of them pack words. */
export function newName(r: Reading, after: number): { name: string; end: number } | null {
  for (const m of r.raw.matchAll(NAME)) {
    if ((m.index ?? 0) + m[0].length <= after) continue;
    const words = m[0].split(/\s+/);
    // "Der Kurs wird … von Jonas Weber": German nouns are capitalised; a name's words are no pack words —
    // unless a person word comes right before ("hosted by Mark Owens": "mark" is a verb, here a name).
    const afterPersonWord = findPhrase(
      norm(r.raw.slice(0, m.index)).split(" ").slice(-3).join(" "),
      wordsOf(r, (p) => p.people ?? []),
    );
    const start = afterPersonWord ? 0 : words.findIndex((w) => !knownWord(r, w));
    // "… leitet Jonas Weber den Kurs": a particle after two names starts the sentence's next words.
    const particle = new RegExp(`^${PARTICLES}$`);
    const cut = words.findIndex((w, i) => i >= start + 2 && particle.test(w));
    const end = start >= 0 && cut > 0 ? cut : words.length;
    const name = words.slice(start, end).join(" ");
    if (start < 0 || name.split(/\s+/).length < 2) continue;
    return { name, end: (m.index ?? 0) + words.slice(0, end).join(" ").length };
  }
  return null;
}

/** The role said after the name: ", our barista trainer" → "Barista trainer" (articles dropped). */
export function roleAfter(r: Reading, end: number): string | null {
  const rest = r.raw.slice(end);
  const m = /^[^,]*,\s*([^,.;!?]+)/u.exec(rest);
  if (!m) return null;
  const skip = new Set(wordsOf(r, (p) => [...p.filler, ...p.grammar.new]).map(norm));
  const words = m[1]!.trim().split(/\s+/);
  while (words.length && skip.has(norm(words[0]!))) words.shift();
  if (words.length === 0 || words.length > 6) return null;
  return capitalised(words.join(" "));
}

/** The old role as the page writes it: the person's card's second line, or the words after their name. */
function oldRole(r: Reading, person: Person): string | null {
  if (person.meta) return person.meta;
  const after = new RegExp(`${escapeRegExp(person.name)},\\s*(\\p{L}[\\p{L}\\s-]{2,40}?)(?=$|[,.;])`, "u");
  for (const { text } of pageTexts(r.model)) {
    const m = after.exec(text);
    if (m) return m[1]!.trim();
  }
  return null;
}

export const person: Rule = {
  name: "person",
  examples: [
    {
      page: "webinar",
      say: "the host is now Ellie Park, our barista trainer",
      ops: [
        { op: "set_fact", kind: "person", from: "Ruth Evans", to: "Ellie Park" },
        { op: "set_text", path: "sections.s4.items.0.meta", value: "Barista trainer" },
      ],
    },
    // A double-barrelled name is one name.
    {
      page: "webinar",
      say: "change the speaker's name to Ruth Evans-Jones",
      ops: [{ op: "set_fact", kind: "person", from: "Ruth Evans", to: "Ruth Evans-Jones" }],
    },
    {
      page: "stage",
      say: "l'atelier sera animé par Sophie Martin, illustratrice",
      ops: [
        { op: "set_fact", kind: "person", from: "Léa Morel", to: "Sophie Martin" },
        { op: "set_text", path: "sections.s5.items.0.meta", value: "Illustratrice" },
      ],
    },
  ],
  read(r) {
    // "add a co-host: Tom Becker" asks for one more person: never the page's person replaced.
    if (startsWithVerb(r, (p) => p.verbs.add)) return null;
    const said = find(r, (p) => p.people ?? []);
    if (!said) return null;
    const people = peopleOf(r);
    if (people.length === 0) return null;
    const name = newName(r, 0);
    if (!name || people.some((p) => norm(p.name) === norm(name.name))) return null;
    // Several people: the one whose role the owner names ("the host"), else it is not guessed.
    const named = people.filter((p) => p.meta && findPhrase(p.meta, [said.phrase]));
    const who = people.length === 1 ? people[0] : named.length === 1 ? named[0] : undefined;
    if (!who)
      return [
        {
          op: "refuse",
          part: r.raw,
          why: reportWords(r.model.lang, "whosePlace", {
            list: people.map((p) => p.name).join(", "),
            name: name.name,
          }),
        },
      ];
    const ops: Op[] = [{ op: "set_fact", kind: "person", from: who.name, to: name.name }];
    const role = roleAfter(r, name.end);
    const was = oldRole(r, who);
    // The role goes on the person's card; one the page writes elsewhere after the name follows it.
    if (role && !who.meta && was && norm(was) !== norm(role))
      ops.push({ op: "replace_text", find: was, with: role });
    else if (role && who.metaPath) ops.push({ op: "set_text", path: who.metaPath, value: role });
    else if (role)
      ops.push({ op: "refuse", part: role, why: reportWords(r.model.lang, "noRoleFor", { name: who.name }) });
    return ops;
  },
};
