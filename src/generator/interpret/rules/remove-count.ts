/**
 * A counted fact removed by its role: "no need to show the seats left", "streich die Teilnehmerzahl",
 * "enlève le nombre de places", "tira o número de vagas". The page's number written with a word the owner
 * names ("only 40 seats left", "Maximal 8 Teilnehmer", "Vagas limitadas a 100 participantes") goes
 * everywhere it is said: a short line or card that only carries it is removed, a longer text loses the
 * sentence or clause that carries it, and every other fact of those texts stays. Prices are not counts.
 */
import type { Op } from "../../ops/schema.js";
import { subjectWords } from "../mention-cut.js";
import { find, type Reading, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { tokens } from "../text.js";
import { prices } from "../values.js";

/** "seats" and "seat", "Teilnehmer" in "Teilnehmerzahl": one word said in another form or a compound. */
function sameWord(said: string, page: string): boolean {
  if (said === page) return true;
  const [short, long] = said.length <= page.length ? [said, page] : [page, said];
  if (short.length < 4) return false;
  if (long.startsWith(short) && /^(?:s|es|en|n|e|i|a|o)$/.test(long.slice(short.length))) return true;
  return short.length >= 6 && long.startsWith(short);
}

/** A count in a text: its number and the word after it, prices taken out first. */
const COUNT = /(?<![\d.,:/])\d+(?:[.,]\d{3})*\s+(\p{L}{3,})/gu;

/** The text carries a count the owner's words name: by its unit, or by a word of a short line. */
function carries(text: string, words: string[]): boolean {
  let rest = text;
  for (const price of prices(text)) rest = rest.replace(price, " ");
  const units = [...rest.matchAll(COUNT)].map((m) => tokens(m[1]!)[0]!);
  if (units.length === 0) return false;
  if (units.some((u) => words.some((w) => sameWord(w, u)))) return true;
  const own = tokens(rest);
  return own.length <= 7 && own.some((o) => words.some((w) => sameWord(w, o)));
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

/** The part of a longer text to take out: a bracket, a clause after a comma, or a sentence. */
function partOf(text: string, words: string[]): string | null {
  const bracket = /\s*\([^)]*\)/.exec(text);
  if (bracket && carries(bracket[0], words) && !carries(text.replace(bracket[0], ""), words))
    return bracket[0];
  const sentences = sentencesOf(text).filter((s) => carries(s, words));
  if (sentences.length !== 1) return null;
  const clauses = sentences[0]!.split(/(?=,\s)/u);
  const saying = clauses.filter((c) => carries(c, words));
  if (clauses.length > 1 && saying.length === 1 && saying[0] !== clauses[0])
    return saying[0]!.replace(/[.!?]$/, "");
  return sentencesOf(text).length > 1 ? sentences[0]! : null;
}

export const removeCount: Rule = {
  name: "remove-count",
  examples: [
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
  ],
  read(r) {
    const verb =
      startsWithVerb(r, (p) => [...p.verbs.remove, ...(p.noNeed ?? [])]) ?? find(r, (p) => p.noNeed);
    if (!verb) return null;
    const words = subjectWords(r, r.text.slice(verb.end));
    if (words.length === 0) return null;
    const ops: Op[] = [];
    for (const section of r.model.sections) {
      const ref = sectionRef(r.model, section);
      for (const item of section.items) {
        const whole = `${item.title}. ${item.text ?? ""}`;
        if (!carries(item.title, words) && !carries(item.text ?? "", words)) continue;
        if (tokens(whole).length <= 12 || carries(item.title, words)) {
          ops.push({ op: "remove_item", section: ref, item: item.title });
          continue;
        }
        const part = partOf(item.text ?? "", words);
        if (!part) return null;
        ops.push({ op: "replace_text", find: part.trim(), with: "" });
      }
      for (const text of [section.lead, section.tagline]) {
        if (!text || !carries(text, words)) continue;
        const part = partOf(text, words);
        if (!part) return null;
        ops.push({ op: "replace_text", find: part.trim(), with: "" });
      }
    }
    return ops.length > 0 ? ops : null;
  },
};
