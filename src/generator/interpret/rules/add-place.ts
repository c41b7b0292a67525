/**
 * A new place the business works at or covers: "we also cover Oadby now", "we komen nu ook in De Bilt",
 * "hacemos también repartos en Chamartín". The page names its areas as a list on a place card (the
 * contact's "Areas we cover", shown with a map pin) and says the same list in its sentences, its FAQ answer
 * and its footer: the new place joins that list wherever it is said — never a card among the services.
 * Said with "also" and after a place word (packs' `grammar.in/at/to`) or a word of covering (`areas`).
 */
import { addToText } from "../../ops/lists.js";
import { reportWords } from "../../ops/report-words.js";
import { orList } from "../or-list.js";
import { pageTexts } from "../page-texts.js";
import { andWords } from "../prose-lists.js";
import { rawIndex } from "../raw-at.js";
import { has, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, findPhrase, norm } from "../text.js";
import { prices } from "../values.js";

/** Little words inside place names: "De Bilt", "Stoke on Trent", "Parco della Montagnola". */
const PARTICLES = new Set([
  "de",
  "da",
  "di",
  "del",
  "della",
  "van",
  "von",
  "der",
  "den",
  "la",
  "le",
  "on",
  "upon",
  "sur",
  "am",
  "an",
  "im",
  "y",
  "e",
]);

/**
 * The page's lists of places: the texts of its map-pin cards that list two or more names, and the runs
 * of the description's own places ("Leicester, Loughborough and Market Harborough") in its sentences.
 */
function placeLists(r: Reading): { text: string; members: string[] }[] {
  const ands = andWords(r).map(escapeRegExp).join("|");
  const split = new RegExp(`\\s*(?:,|\\s(?:${ands})\\s)\\s*`, "u");
  const found = new Map<string, string[]>();
  // Two or more names of at most four words each: "Leicester, Loughborough and Market Harborough".
  const keep = (text: string) => {
    const members = text.split(split).map((m) => m.trim());
    if (members.length >= 2 && members.every((m) => /^\p{Lu}/u.test(m) && m.split(/\s+/).length <= 4))
      found.set(text, members);
  };
  for (const section of r.model.sections)
    for (const item of section.items) if (item.icon === "map-pin" && item.text) keep(item.text);
  // The description's places when the brief read them; else names said after a place word ("in Leicester,
  // Loughborough and Market Harborough").
  const places = r.model.brief?.places ?? [];
  const name = "\\p{Lu}[\\p{L}'’-]*(?:\\s(?:\\p{Lu}[\\p{L}'’-]*))*";
  const place =
    places.length >= 2
      ? `(?:${[...places]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join("|")})`
      : name;
  const lead =
    places.length >= 2
      ? ""
      : `(?<=(?:^|\\s)(?:${wordsOf(r, (p) => [...p.grammar.in, ...p.grammar.at])
          .map(escapeRegExp)
          .join("|")})\\s)`;
  const run = new RegExp(`${lead}${place}(?:,\\s*${place})*,?\\s(?:${ands})\\s${place}(?![\\p{L}])`, "gu");
  for (const { text } of pageTexts(r.model)) for (const m of text.matchAll(run)) keep(m[0]);
  return [...found].map(([text, members]) => ({ text, members }));
}

/**
 * The lists that are not a summary of others: "Madrid, Alcalá, Getafe, Toledo y Segovia" in the footer
 * repeats the lead's "Madrid, Alcalá y Getafe" and the about's "Toledo y Segovia", so those two are named.
 */
function separateLists(lists: { text: string; members: string[] }[]) {
  const covers = (big: string[], small: string[]) =>
    big.length > small.length && small.every((m) => big.some((b) => norm(b) === norm(m)));
  return lists.filter((list) => !lists.some((other) => covers(list.members, other.members)));
}

/** The place the owner names at the end of the clause: capitalised words, with the word said before them. */
function placeSaid(r: Reading): { place: string; before: string } | null {
  const small = new Set(
    // "… in Gundelfingen unterwegs": a word of covering may end the clause after the place.
    wordsOf(r, (p) => [...p.grammar.now, ...p.grammar.also, ...p.filler, ...(p.areas ?? [])]).map(norm),
  );
  const words = r.raw
    .replace(/[.!?]+\s*$/, "")
    .trim()
    .split(/\s+/);
  while (words.length && small.has(norm(words[words.length - 1]!))) words.pop();
  const run: string[] = [];
  while (words.length) {
    const w = words[words.length - 1]!;
    if (/^\p{Lu}[\p{L}'’-]*$/u.test(w) || (run.length && PARTICLES.has(w))) run.unshift(words.pop()!);
    else break;
  }
  while (run.length && PARTICLES.has(run[0]!)) words.push(run.shift()!);
  if (run.length === 0 || run.length > 4 || words.length < 2) return null;
  return { place: run.join(" "), before: words[words.length - 1]! };
}

/**
 * "add Horsforth to the areas we cover", "ajoutez Vénissieux aux communes où nous livrons": the place said
 * right after the add verb, then a word of direction and a noun or verb of covering (packs' `areas`).
 */
function placeAdded(r: Reading, verbEnd: number): { place: string; before: string } | null {
  const small = new Set(wordsOf(r, (p) => [...p.grammar.one, ...p.filler, ...p.grammar.also]).map(norm));
  const words = r.raw.slice(rawIndex(r.raw, verbEnd)).trim().split(/\s+/);
  while (words.length && small.has(norm(words[0]!))) words.shift();
  const run: string[] = [];
  while (words.length) {
    const w = words[0]!;
    if (/^\p{Lu}[\p{L}'’-]*$/u.test(w) || (run.length && PARTICLES.has(w))) run.push(words.shift()!);
    else break;
  }
  while (run.length && PARTICLES.has(run[run.length - 1]!)) words.unshift(run.pop()!);
  const to = wordsOf(r, (p) => p.grammar.to).map(norm);
  if (run.length === 0 || run.length > 4 || !words.length || !to.includes(norm(words[0]!))) return null;
  if (
    !findPhrase(
      words.join(" "),
      wordsOf(r, (p) => p.areas ?? []),
    )
  )
    return null;
  return { place: run.join(" "), before: words[0]! };
}

export const addPlace: Rule = {
  name: "add-place",
  examples: [
    // The list of places the page writes, wherever it says it, whatever the verb of covering.
    {
      page: "gemuesekiste",
      say: "wir beliefern jetzt auch Offenburg",
      ops: [
        {
          op: "replace_text",
          find: "Freiburg, Emmendingen und Lörrach",
          with: "Freiburg, Emmendingen, Lörrach und Offenburg",
        },
      ],
    },
    {
      page: "osteria",
      say: "consegniamo anche a San Lazzaro",
      ops: [
        { op: "replace_text", find: "Bologna e Casalecchio", with: "Bologna, Casalecchio e San Lazzaro" },
      ],
    },
    // "add X to the areas we cover": the place after the add verb, the list named by a noun or verb of covering.
    {
      page: "gemuesekiste",
      say: "Füge Offenburg zu den Orten hinzu, die wir beliefern",
      ops: [
        {
          op: "replace_text",
          find: "Freiburg, Emmendingen und Lörrach",
          with: "Freiburg, Emmendingen, Lörrach und Offenburg",
        },
      ],
    },
    {
      page: "osteria",
      say: "aggiungi San Lazzaro alle zone dove consegniamo",
      ops: [
        { op: "replace_text", find: "Bologna e Casalecchio", with: "Bologna, Casalecchio e San Lazzaro" },
      ],
    },
    {
      say: "add Selby to the areas we cover",
      ops: [
        {
          op: "refuse",
          part: "add Selby to the areas we cover",
          why: "the page names no one list of places to add Selby to",
        },
      ],
    },
    // A page naming one place has no list to join: a card among the services would be wrong.
    {
      say: "we also cover Selby now",
      ops: [
        {
          op: "refuse",
          part: "we also cover Selby now",
          why: "the page names no one list of places to add Selby to",
        },
      ],
    },
  ],
  read(r) {
    if (prices(r.raw).length > 0 || /\d/.test(r.raw)) return null;
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    const said = adding ? placeAdded(r, adding.end) : has(r, (p) => p.grammar.also) ? placeSaid(r) : null;
    if (!said) return null;
    const prep = wordsOf(r, (p) => [...p.grammar.in, ...p.grammar.at, ...p.grammar.to]).map(norm);
    if (!prep.includes(norm(said.before)) && !has(r, (p) => p.areas)) return null;
    const lists = placeLists(r);
    // A place the owner covers is never a card among the services: with no one list to join, say so;
    // with several ("Madrid, Alcalá y Getafe" for moves, "Toledo y Segovia" for storage), name them.
    if (lists.length !== 1) {
      if (!has(r, (p) => p.areas ?? [])) return null;
      const apart = separateLists(lists);
      const why =
        apart.length > 1
          ? reportWords(r.model.lang, "whichPlaceList", {
              place: said.place,
              lists: orList(
                r,
                apart.map((list) => `“${list.text}”`),
              ),
            })
          : reportWords(r.model.lang, "noPlaceList", { place: said.place });
      return [{ op: "refuse", part: r.raw, why }];
    }
    const [{ text, members }] = lists as [{ text: string; members: string[] }];
    if (members.some((m) => norm(m) === norm(said.place)))
      return [
        { op: "refuse", part: r.raw, why: reportWords(r.model.lang, "alreadyNames", { place: said.place }) },
      ];
    if (norm(r.model.source.companyName).includes(norm(said.place))) return null;
    // Joined as the page's other lists are (ops/lists.ts): its own joining word and case.
    const joined = addToText(text, members, said.place);
    return joined === text ? null : [{ op: "replace_text", find: text, with: joined }];
  },
};
