/**
 * "remove paypal, we dropped it" on a page that says "Integrates with Stripe and PayPal": a name the page
 * lists is taken out of that list and the list keeps its grammar ("Integrates with Stripe"). Tried before
 * the refusals of what no page can do: a name the page writes is the owner's text, not a wish for a service.
 */

import { pageTexts } from "../page-texts.js";
import { itemNamed, kindNamed, type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, norm } from "../text.js";

const ITEM = String.raw`[\p{L}\p{N}][\p{L}\p{N}.'-]*(?: \p{Lu}[\p{L}\p{N}.'-]*)?`;

/** The words after the verb, without fillers: what the owner names. */
function named(r: Reading, end: number): string {
  const skip = new Set(wordsOf(r, (p) => p.filler).map(norm));
  return r.text
    .slice(end)
    .replace(/[.,!?]+/g, " ")
    .split(" ")
    .filter((w) => w && !skip.has(w))
    .join(" ");
}

/** The list around the mention, and the list without it ("Stripe, PayPal and Klarna" → "Stripe and Klarna"). */
function listWithout(text: string, mention: string, ands: string[]): { find: string; with: string } | null {
  const and = `(?:${ands.map(escapeRegExp).join("|")})`;
  const three = new RegExp(`(${ITEM}), (${ITEM}),? (${and}) (${ITEM})(?![\\p{L}])`, "gu");
  for (const m of text.matchAll(three)) {
    const items = [m[1]!, m[2]!, m[4]!];
    const at = items.findIndex((i) => norm(i) === mention);
    if (at < 0) continue;
    const rest = items.filter((_, i) => i !== at);
    return { find: m[0], with: `${rest[0]} ${m[3]} ${rest[1]}` };
  }
  const two = new RegExp(`(${ITEM}) (${and}) (${ITEM})(?![\\p{L}])`, "gu");
  for (const m of text.matchAll(two)) {
    if (norm(m[3]!) === mention) return { find: m[0], with: m[1]! };
    // "with Stripe and PayPal" without Stripe: the words before the name stay ("with PayPal").
    const first = norm(m[1]!);
    if (first === mention || first.endsWith(` ${mention}`))
      return { find: m[0], with: `${m[1]!.slice(0, m[1]!.length - mention.length)}${m[3]}` };
  }
  return null;
}

export const removeMention: Rule = {
  name: "remove-mention",
  examples: [
    {
      page: "yoga",
      say: "remove paypal",
      ops: [{ op: "replace_text", find: "with Stripe and PayPal", with: "with Stripe" }],
    },
    {
      page: "yoga",
      say: "delete stripe",
      ops: [{ op: "replace_text", find: "with Stripe and PayPal", with: "with PayPal" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.remove);
    if (!verb || verb.index > 0) return null;
    if (itemNamed(r) || kindNamed(r)) return null;
    const mention = named(r, verb.end);
    if (!mention || mention.split(" ").length > 3) return null;
    const ands = [...new Set(wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$|^&$/u.test(w)))];
    for (const { text } of pageTexts(r.model)) {
      const change = listWithout(text, mention, ands);
      if (change) return [{ op: "replace_text", ...change }];
    }
    return null;
  },
};
