/**
 * A quantity the page states, restated with a new number: "the free trial is now 30 days" where the page
 * says "14-day free trial", "returns within 60 days now". The number changes where the page writes it
 * next to the same unit, in the page's own form ("14-day" → "30-day"); other words stay.
 */

import { pageTexts } from "../page-texts.js";
import { has, type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, norm, tokens } from "../text.js";

/** Words of the clause that say what it is about (not the verb, "now", fillers, the number or unit). */
function keyWords(r: Reading, unit: string): string[] {
  const skip = new Set(
    wordsOf(r, (p) => [...p.grammar.is, ...p.grammar.now, ...p.filler, ...p.grammar.of]).map((w) => norm(w)),
  );
  return tokens(r.text).filter(
    (w) => w.length > 3 && !skip.has(w) && !/^\d/.test(w) && !unit.startsWith(w.replace(/s$/, "")),
  );
}

export const restatedQuantity: Rule = {
  name: "restated-quantity",
  examples: [
    {
      page: "saas",
      say: "the free trial is now 14 days",
      ops: [{ op: "replace_text", find: "30-day", with: "14-day" }],
    },
    {
      page: "shop",
      say: "we now dispatch in 3 days",
      ops: [{ op: "replace_text", find: "2 days", with: "3 days" }],
    },
  ],
  read(r) {
    if (!has(r, (p) => [...p.grammar.now, ...p.grammar.is])) return null;
    const said = /(\d+(?:[.,]\d+)?)\s*-?\s*(\p{L}{2,})/u.exec(r.raw);
    if (!said) return null;
    const [, number, unitWord] = said;
    const unit = norm(unitWord!).replace(/s$/, "");
    const keys = keyWords(r, unit);
    if (keys.length === 0) return null;
    const re = new RegExp(`\\b(\\d+(?:[.,]\\d+)?)(\\s*-?\\s*)(${escapeRegExp(unit)}s?)\\b`, "iu");
    for (const { text } of pageTexts(r.model)) {
      const t = norm(text);
      if (!keys.some((k) => t.includes(k.replace(/s$/, "")))) continue;
      const m = re.exec(text);
      if (!m || m[1] === number) continue;
      const unitAsWritten = m[2]!.includes("-") ? m[3]! : Number(number) === 1 ? unit : `${unit}s`;
      return [{ op: "replace_text", find: m[0], with: `${number}${m[2]}${unitAsWritten}` }];
    }
    return null;
  },
};
