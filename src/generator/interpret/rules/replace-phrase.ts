/**
 * "replace 'fresh' with 'freshly baked'", "change “Contact us” to “Pre-order”", "say 'pastries'
 * instead of 'bakes'": a phrase the page writes becomes the owner's words wherever it stands.
 */

import { pageSays } from "../page-texts.js";
import { find, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { quoted } from "../values.js";

export const replacePhrase: Rule = {
  name: "replace-phrase",
  examples: [
    // "take out X and put Y": one replacement where the page writes X (interpret/removed-then-put.ts).
    {
      page: "surfcamp",
      say: "quita lo de la tabla incluida y pon tabla y neopreno incluidos",
      ops: [{ op: "replace_text", find: "tabla incluida", with: "tabla y neopreno incluidos" }],
    },
    {
      page: "retreat",
      say: "remove the walks and put yoga at sunrise",
      ops: [{ op: "replace_text", find: "walks", with: "yoga at sunrise" }],
    },
    {
      say: "replace 'Fresh from the oven' with 'Baked this morning'",
      ops: [{ op: "replace_text", find: "Fresh from the oven", with: "Baked this morning" }],
    },
    {
      say: "change “Contact us” to “Pre-order”",
      ops: [{ op: "replace_text", find: "Contact us", with: "Pre-order" }],
    },
    {
      say: "say 'A bakehouse café' instead of 'A bakery café'",
      ops: [{ op: "replace_text", find: "A bakery café", with: "A bakehouse café" }],
    },
    {
      say: "replace What our customers say with Kind words",
      ops: [{ op: "replace_text", find: "What our customers say", with: "Kind words" }],
    },
    {
      page: "baeckerei",
      say: "ersetze „Unser Angebot“ durch „Frisch aus dem Ofen“",
      ops: [{ op: "replace_text", find: "Unser Angebot", with: "Frisch aus dem Ofen" }],
    },
  ],
  read(r) {
    const quotes = quoted(r.raw);
    const instead = find(r, (p) => p.grammar.instead);
    if (quotes.length === 2) {
      const [a, b] = quotes as [string, string];
      const [from, to] = instead ? [b, a] : [a, b];
      if (
        !startsWithVerb(r, (p) => [
          ...p.verbs.replace,
          ...p.verbs.change,
          ...p.verbs.rename,
          "say",
          "write",
          "use",
        ]) &&
        !instead
      )
        return null;
      return pageSays(r.model, from) ? [{ op: "replace_text", find: from, with: to }] : null;
    }
    // Unquoted: "replace <phrase the page writes> with <new words>".
    const verb = startsWithVerb(r, (p) => p.verbs.replace);
    if (!verb || quotes.length > 0) return null;
    const m = /^\s*(?:\S+\s+){0,3}?(?:replace|swap|substitute)\s+(.+?)\s+(?:with|by|for)\s+(.+?)[.!]*$/i.exec(
      r.raw,
    );
    if (!m || !pageSays(r.model, m[1]!)) return null;
    return [{ op: "replace_text", find: m[1]!.trim(), with: m[2]!.trim() }];
  },
};
