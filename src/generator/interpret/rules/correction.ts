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
import { namesALook } from "./set-text.js";

/**
 * The right words without what only the request needs: "now" ("it's on Teams now, not Zoom"), and a joining
 * word the page already writes before the wrong words ("on Teams" where the page says "on Zoom").
 */
function asThePageWrites(r: Reading, right: string, wrong: string): string {
  const now = alternation(wordsOf(r, (p) => p.grammar.now));
  let words = right.replace(new RegExp(`^(?:${now})(?![\\p{L}])|(?<![\\p{L}])(?:${now})$`, "giu"), "").trim();
  const lead = /^(\S+)\s+(.+)$/u.exec(words);
  if (lead && pageSays(r.model, `${lead[1]} ${wrong}`)) words = lead[2]!;
  return words.replace(/[\s,]+$/, "");
}

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
    {
      page: "saas",
      say: "the $19 plan is called Premium, not Plus",
      ops: [{ op: "replace_text", find: "Plus", with: "Premium" }],
    },
    {
      page: "retreat",
      say: "its at Hollin Farm now not Hollin Hall",
      ops: [{ op: "replace_text", find: "Hollin Hall", with: "Hollin Farm" }],
    },
    {
      page: "stage",
      say: "le stage s'appelle Atelier Argile, pas Atelier Terre",
      ops: [{ op: "replace_text", find: "Atelier Terre", with: "Atelier Argile" }],
    },
  ],
  read(r) {
    const not = find(r, (p) => p.grammar.not);
    if (!not || not.index === 0) return null;
    const [before, after] = rawAround(r.raw, not.index, not.end);
    const wrong = after.replace(/^[\s,:]+|[\s.!?,]+$/g, "");
    if (wrong.length < 3 || !pageSays(r.model, wrong)) return null;
    // "le titre en plus petit": "plus" before a size word makes a comparative, never "not" (a look).
    if (namesALook(r, wrong)) return null;
    // The right words follow the last "is" ("the venue is …", "c'est …"), else they are the whole part.
    const is = alternation(wordsOf(r, (p) => [...p.grammar.is, "c'est", "it's", "its"]));
    const parts = before.split(new RegExp(`(?<![\\p{L}'])(?:${is})(?![\\p{L}])`, "iu"));
    const right = parts[parts.length - 1]!.replace(
      /^[\s,:]+|[\s,]+$|\s+(?:et|and|en|e|y|und)$/giu,
      "",
    ).trim();
    const fixed = asThePageWrites(r, right, wrong);
    if (!fixed || fixed.split(/\s+/).length > 8 || fixed.toLowerCase() === wrong.toLowerCase()) return null;
    return [{ op: "replace_text", find: wrong, with: fixed }];
  },
};
