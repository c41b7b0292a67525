/** "remove the phone number", "take the email off the page", "no address please": a contact fact goes. */

import { reportWords } from "../../ops/report-words.js";
import type { FactKind } from "../../ops/schema.js";
import { onlyPhoneOfRole, phoneByRole, phoneRoleSaid, saysPhoneRole, whichPhone } from "../contact-role.js";
import { pageFact } from "../page-facts.js";
import { rawIndex } from "../raw-at.js";
import { find, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { tokens } from "../text.js";

export const removeFact: Rule = {
  name: "remove-fact",
  examples: [
    { say: "remove the phone number", ops: [{ op: "remove_fact", kind: "phone", value: "01904 555 010" }] },
    // A phone named by its role, beside another: only that one goes.
    {
      page: "corso",
      say: "togli il numero fisso",
      ops: [{ op: "remove_fact", kind: "phone", value: "011 123 4567" }],
    },
    {
      page: "gazette",
      say: "remove the landline",
      ops: [{ op: "remove_fact", kind: "phone", value: "0161 496 0000" }],
    },
    {
      say: "take the email off",
      ops: [{ op: "remove_fact", kind: "email", value: "hello@crumbcorner.co.uk" }],
    },
    {
      page: "trattoria",
      say: "togliete il numero di telefono",
      ops: [{ op: "remove_fact", kind: "phone", value: "055 123 4567" }],
    },
    // The page's one phone, given for WhatsApp in the owner's description: it goes from every place.
    {
      page: "enoteca",
      say: "togli il WhatsApp",
      ops: [{ op: "remove_fact", kind: "phone", value: "333 123 4567" }],
    },
    {
      page: "bloemen",
      say: "verwijder het telefoonnummer",
      ops: [{ op: "remove_fact", kind: "phone", value: "023 123 4567" }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => [...p.verbs.remove, ...p.styleParts.hide])) return null;
    // "verwijder het appnummer", "quita el fijo": a phone named by its role, on a page with several.
    // "remove the WhatsApp", "quita el fijo": a role word alone names a phone in a short clause that is
    // not about the page's copy ("remove the text" is about words).
    const byRole = phoneByRole(r);
    const role = saysPhoneRole(r);
    const copy = wordsOf(r, (p) => [...p.copyWords, ...p.tone, ...p.sectionWords]);
    const roleOnly = role && tokens(r.text).length <= 4 && !find(r, () => copy);
    if (byRole && "phone" in byRole && roleOnly)
      return [{ op: "remove_fact", kind: "phone", value: byRole.phone }];
    // "togli il WhatsApp" where the page's one phone is the owner's WhatsApp: it goes from everywhere; a
    // page whose one phone was never given for WhatsApp says so, never another number taken.
    const only = roleOnly && !byRole ? onlyPhoneOfRole(r) : null;
    if (only && "phone" in only) return [{ op: "remove_fact", kind: "phone", value: only.phone }];
    if (only) {
      const at = phoneRoleSaid(r)!;
      const said = r.raw.slice(rawIndex(r.raw, at.index), rawIndex(r.raw, at.end)).trim();
      return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noFact", { fact: said }) }];
    }
    for (const kind of ["phone", "email", "address", "url"] as FactKind[]) {
      // "number" alone is no phone ("the number of seats"); "the text number" is.
      const named = find(r, (p) =>
        p.facts[kind].filter((w) => (role && kind === "phone") || (w !== "number" && w !== "site")),
      );
      if (!named) continue;
      if (kind === "phone" && byRole)
        return "phone" in byRole
          ? [{ op: "remove_fact", kind, value: byRole.phone }]
          : whichPhone(r, byRole.among);
      const value = pageFact(r, kind);
      if (!value)
        return [
          { op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noFact", { fact: named.phrase }) },
        ];
      return [{ op: "remove_fact", kind, value }];
    }
    return null;
  },
};
