/** "remove the phone number", "take the email off the page", "no address please": a contact fact goes. */
import type { FactKind } from "../../ops/schema.js";
import { pageFact } from "../page-facts.js";
import { find, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";

export const removeFact: Rule = {
  name: "remove-fact",
  examples: [
    { say: "remove the phone number", ops: [{ op: "remove_fact", kind: "phone", value: "01904 555 010" }] },
    {
      say: "take the email off",
      ops: [{ op: "remove_fact", kind: "email", value: "hello@crumbcorner.co.uk" }],
    },
    {
      page: "trattoria",
      say: "togliete il numero di telefono",
      ops: [{ op: "remove_fact", kind: "phone", value: "055 123 4567" }],
    },
    {
      page: "bloemen",
      say: "verwijder het telefoonnummer",
      ops: [{ op: "remove_fact", kind: "phone", value: "023 123 4567" }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => [...p.verbs.remove, ...p.styleParts.hide])) return null;
    for (const kind of ["phone", "email", "address", "url"] as FactKind[]) {
      const named = find(r, (p) => p.facts[kind].filter((w) => w !== "number" && w !== "site"));
      if (!named) continue;
      const value = pageFact(r, kind);
      if (!value) return [{ op: "refuse", part: r.raw, why: `the page gives no ${named.phrase}` }];
      return [{ op: "remove_fact", kind, value }];
    }
    return null;
  },
};
