/**
 * How often something happens, restated: "it goes out weekly now", "it's every two weeks now, not
 * monthly", "der Workshop ist jetzt wöchentlich statt monatlich". The page's one frequency adjective
 * ("A monthly email", "Monatlicher Workshop") takes the new frequency's adjective in the same form
 * (packs' `frequencies`, aligned forms), so the sentence still reads; a frequency the page's language has
 * no adjective for ("toutes les deux semaines") is refused, naming the sentence, never written in as said.
 */

import type { Frequency, LanguagePack } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { pageTexts } from "../page-texts.js";
import { has, type Reading, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, findPhrase, norm, sameStem, tokens } from "../text.js";
import { prices, quoted } from "../values.js";

interface Written {
  text: string;
  word: string;
  frequency: Frequency;
  form: number;
  pack: LanguagePack;
}

const entries = (pack: LanguagePack) =>
  Object.entries(pack.frequencies ?? {}) as [Frequency, { forms: string[]; said?: string[] }][];

/** The frequencies the owner names, each once. */
function named(r: Reading): Set<Frequency> {
  const found = new Set<Frequency>();
  for (const pack of r.packs)
    for (const [frequency, { forms, said }] of entries(pack))
      if (findPhrase(r.text, [...forms, ...(said ?? [])])) found.add(frequency);
  return found;
}

/** A pack's frequency adjectives by their normalised spelling: which frequency, in which form. */
const adjectives = new WeakMap<LanguagePack, Map<string, { frequency: Frequency; form: number }[]>>();
function adjectivesOf(pack: LanguagePack) {
  let byWord = adjectives.get(pack);
  if (!byWord) {
    const map = new Map<string, { frequency: Frequency; form: number }[]>();
    for (const [frequency, { forms }] of entries(pack))
      forms.forEach((spelling, form) => {
        const said = map.get(norm(spelling)) ?? [];
        // A spelling two forms share is read as the first of them.
        if (!said.some((a) => a.frequency === frequency))
          map.set(norm(spelling), [...said, { frequency, form }]);
      });
    byWord = map;
    adjectives.set(pack, byWord);
  }
  return byWord;
}

/** Every frequency adjective the page writes, with the form it is written in. */
function written(r: Reading): Written[] {
  const out: Written[] = [];
  for (const { text } of pageTexts(r.model))
    for (const word of text.match(/\p{L}+/gu) ?? [])
      for (const pack of r.packs)
        for (const { frequency, form } of adjectivesOf(pack).get(norm(word)) ?? [])
          out.push({ text, word, frequency, form, pack });
  return out;
}

/**
 * "deliveries are daily now" on a page whose one frequency is its newsletter's: every longer word the owner
 * says besides the packs' own (verbs, "now", the frequencies) is a word the page says somewhere.
 */
function aboutThePage(r: Reading): boolean {
  const known = new Set(
    r.packs
      .flatMap((p) => [
        ...Object.values(p.verbs).flat(),
        ...Object.values(p.grammar).flat(),
        ...p.filler,
        ...(p.rather ?? []),
        ...Object.values(p.frequencies ?? {}).flatMap((f) => [...f.forms, ...(f.said ?? [])]),
      ])
      .flatMap((w) => tokens(w)),
  );
  const keys = tokens(r.text).filter((w) => w.length >= 5 && !known.has(w) && !/\d/.test(w));
  const onPage = new Set(pageTexts(r.model).flatMap(({ text }) => tokens(text)));
  return keys.every((k) => [...onPage].some((t) => sameStem(t, k) || t.endsWith(k)));
}

export const frequency: Rule = {
  name: "frequency",
  examples: [
    {
      page: "gazette",
      say: "it's every two weeks now, not weekly",
      ops: [{ op: "replace_text", find: "weekly", with: "fortnightly" }],
    },
    {
      page: "gazette",
      say: "it goes out monthly now",
      ops: [{ op: "replace_text", find: "weekly", with: "monthly" }],
    },
  ],
  read(r) {
    if (quoted(r.raw).length > 0 || prices(r.raw).length > 0) return null;
    if (startsWithVerb(r, (p) => [...p.verbs.add, ...p.verbs.remove])) return null;
    // Said as a change: "now", "instead", "not monthly", "statt monatlich".
    if (!has(r, (p) => [...p.grammar.now, ...p.grammar.instead, ...p.grammar.not, ...(p.rather ?? [])]))
      return null;
    // "we're open daily now": when the place opens is the hours' rules', never a frequency on the page.
    if (has(r, (p) => [...p.grammar.open, ...p.grammar.closed, ...p.facts.hours, ...p.weekdays.flat()]))
      return null;
    const said = named(r);
    if (said.size === 0) return null;
    if (!aboutThePage(r)) return null;
    const onPage = written(r);
    const old = new Set(onPage.map((w) => w.frequency));
    const fresh = [...said].filter((f) => !old.has(f));
    if (old.size === 0 || fresh.length !== 1) return null;
    if (old.size > 1) {
      const texts = [...new Set(onPage.map((w) => `“${w.text}”`))].join(", ");
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "whichFrequency", { texts }) }];
    }
    const target = fresh[0]!;
    const ops = new Map<string, Op>();
    for (const w of onPage) {
      const forms = w.pack.frequencies?.[target]?.forms ?? [];
      const form = forms[w.form] ?? forms[0];
      if (!form) {
        const asSaid = findPhrase(r.text, w.pack.frequencies?.[target]?.said ?? [])?.phrase ?? target;
        return [
          {
            op: "refuse",
            part: r.raw,
            why: reportWords(r.model.lang, "noFrequencyWord", { text: w.text, said: asSaid, word: w.word }),
          },
        ];
      }
      const upper = w.word.charAt(0) !== w.word.charAt(0).toLowerCase();
      ops.set(w.word, { op: "replace_text", find: w.word, with: upper ? capitalised(form) : form });
    }
    return [...ops.values()];
  },
};
