/**
 * A button asked away by what it does or says: "remove the pre-order button", "enlève le bouton de
 * réservation", "entferne den Buchungsbutton". Read before the removals of items, mentions and sections, so
 * a button's words never take a card ("pre-order" is no "Minimum order") or the section it leads to (the
 * registration form stays). No operation takes a button off a page yet: a label cannot be left empty, so
 * the owner is told which button they named, or which buttons the page has when none is the one named —
 * for free, never another part removed in its place.
 */
import { reportWords } from "../../ops/report-words.js";
import { buttonsNamed } from "../button-named.js";
import { type Reading, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";

export const removeButton: Rule = {
  name: "remove-button",
  examples: [
    {
      page: "retreat",
      say: "remove the pre-order button",
      ops: [
        {
          op: "refuse",
          part: "remove the pre-order button",
          why: "the page has no such button; its buttons say “Register”, “The details”",
        },
      ],
    },
    {
      page: "kurs",
      say: "entferne den Anmelde-Button",
      ops: [{ op: "refuse", part: "entferne den Anmelde-Button", why: "„Anmelden“ darf nicht leer sein" }],
    },
  ],
  read(r: Reading) {
    if (!startsWithVerb(r, (p) => p.verbs.remove)) return null;
    const named = buttonsNamed(r);
    if (!named) return null;
    const part = r.raw.trim();
    if ("why" in named) return [{ op: "refuse", part, why: named.why }];
    const label = named.buttons[0]!.label;
    return [{ op: "refuse", part, why: reportWords(r.model.lang, "textEmpty", { text: label }) }];
  },
};
