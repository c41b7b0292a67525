/**
 * "take the instagram off", "enlève le lien Instagram": the page's profile on that network goes from every
 * place it is shown (contact details, footer, an about card, the description), as one fact — never only the
 * one card whose words happen to say "Instagram".
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import { startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { network } from "./contact-fact.js";

export const removeSocial: Rule = {
  name: "remove-social",
  examples: [
    {
      page: "savon",
      say: "take the instagram off",
      ops: [{ op: "remove_fact", kind: "social", value: "@bathbars" }],
    },
    {
      page: "savon",
      say: "remove our Instagram please",
      ops: [{ op: "remove_fact", kind: "social", value: "@bathbars" }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => [...p.verbs.remove, ...p.styleParts.hide])) return null;
    const named = network(r);
    if (!named) return null;
    // A network the page does not show is for the other rules to answer (they say it is not there).
    const profile = briefOfModel(r.model).socials.find((s) => s.network === named);
    return profile ? [{ op: "remove_fact", kind: "social", value: profile.text }] : null;
  },
};
