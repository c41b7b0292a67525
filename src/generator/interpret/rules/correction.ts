/**
 * A correction said as "<right words> not <wrong words>": "the venue is Hollin Farm not Hollin Hall", "es
 * heißt Werkstatt Holz, nicht Holzwerk". The wrong words must be what the page writes; the right words
 * (after the last "is" before "not") replace them wherever they stand.
 */

import { pageSays } from "../page-texts.js";
import { rawAround } from "../raw-at.js";
import { find, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation } from "../text.js";

export const correction: Rule = {
  name: "correction",
  examples: [
    {
      page: "retreat",
      say: "the venue is Hollin Hall Farm not Hollin Hall",
      ops: [{ op: "replace_text", find: "Hollin Hall", with: "Hollin Hall Farm" }],
    },
    {
      page: "kurs",
      say: "die Leiterin heißt Anna Voigt, nicht Anna Vogt",
      ops: [{ op: "replace_text", find: "Anna Vogt", with: "Anna Voigt" }],
    },
    {
      page: "stage",
      say: "c'est Léa Maurel et non Léa Morel",
      ops: [{ op: "replace_text", find: "Léa Morel", with: "Léa Maurel" }],
    },
    {
      page: "bloemen",
      say: "het is Grote Houtstraat 42, niet Grote Houtstraat 40",
      ops: [{ op: "replace_text", find: "Grote Houtstraat 40", with: "Grote Houtstraat 42" }],
    },
  ],
  read(r) {
    const not = find(r, (p) => p.grammar.not);
    if (!not || not.index === 0) return null;
    const [before, after] = rawAround(r.raw, not.index, not.end);
    const wrong = after.replace(/^[\s,:]+|[\s.!?,]+$/g, "");
    if (wrong.length < 3 || !pageSays(r.model, wrong)) return null;
    // The right words follow the last "is" ("the venue is …", "c'est …"), else they are the whole part.
    const is = alternation(wordsOf(r, (p) => [...p.grammar.is, "c'est", "it's", "its"]));
    const parts = before.split(new RegExp(`(?<![\\p{L}'])(?:${is})(?![\\p{L}])`, "iu"));
    const right = parts[parts.length - 1]!.replace(
      /^[\s,:]+|[\s,]+$|\s+(?:et|and|en|e|y|und)$/giu,
      "",
    ).trim();
    if (!right || right.split(/\s+/).length > 8 || right.toLowerCase() === wrong.toLowerCase()) return null;
    return [{ op: "replace_text", find: wrong, with: right }];
  },
};
