/**
 * A button asked away by what it does or says: "remove the pre-order button", "enlève le bouton de
 * réservation", "entferne den Buchungsbutton". Read before the removals of items, mentions and sections, so
 * a button's words never take a card ("pre-order" is no "Minimum order") or the section it leads to (the
 * registration form stays). The one button named is taken off by its label (`remove_button`, which keeps a
 * form's own button and the page's last call to action); when none is the one named, or several are, the
 * owner is told which buttons the page has — for free, never another part removed in its place.
 */
import { askWhichButton, buttonLabels, buttonsNamed } from "../button-named.js";
import { type Reading, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { norm } from "../text.js";
import { quoted } from "../values.js";

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
      ops: [{ op: "remove_button", label: "Anmelden" }],
    },
    {
      page: "retreat",
      say: "remove the details button",
      ops: [{ op: "remove_button", label: "The details" }],
    },
    {
      page: "cafe",
      say: "remove the “Take a look” button",
      ops: [{ op: "remove_button", label: "Take a look" }],
    },
    {
      page: "stage",
      say: "enlève le bouton « Tout savoir »",
      ops: [{ op: "remove_button", label: "Tout savoir" }],
    },
    {
      page: "pasta",
      say: "togli il pulsante “I dettagli”",
      ops: [{ op: "remove_button", label: "I dettagli" }],
    },
    {
      page: "kurs",
      say: "entferne den Button",
      ops: [
        {
          op: "refuse",
          part: "entferne den Button",
          why: "sagen Sie, welcher Button: “Anmelden”, “Das Wichtigste”",
        },
      ],
    },
    {
      page: "surfcamp",
      say: "quita el botón de reservar",
      ops: [{ op: "remove_button", label: "Reservar plaza" }],
    },
  ],
  read(r: Reading) {
    if (!startsWithVerb(r, (p) => p.verbs.remove)) return null;
    const named = buttonsNamed(r);
    if (!named) return null;
    const part = r.raw.trim();
    if ("why" in named) return [{ op: "refuse", part, why: named.why }];
    if (named.byDefault) {
      // "remove the “Take a look” button": one quote naming a label is that button; no word, no button.
      const said = quoted(r.raw);
      const label = said.length === 1 ? buttonLabels(r).find((l) => norm(l) === norm(said[0]!)) : undefined;
      if (label) return [{ op: "remove_button", label }];
      return [{ op: "refuse", part, why: askWhichButton(r) }];
    }
    // Whether it may go (a form's button, the last call to action) is the operation's to say.
    return [{ op: "remove_button", label: named.buttons[0]!.label }];
  },
};
