/**
 * A new button, said with an add verb and "a": "put a big call button at the top", "ajoute un bouton pour
 * nous appeler", "voeg een doneerknop toe: https://…", "füge oben einen großen Anruf-Button hinzu". It goes
 * into the top banner as its main button (ops/button-ops.ts). Where it leads comes from the page or the
 * request, never from nowhere: a call button dials the page's one phone; any other button needs the web
 * address the owner gives (a donate button is refused for free with how to say it). Its words are the
 * page's language's ("Call 01423 555 210", "Faire un don") or the owner's quoted label.
 */
import { say } from "../../composer/locale/index.js";
import { linkOf } from "../../ops/fact-links.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { actionsIn, buttonNoun } from "../button-named.js";
import { distinctPageValues, telLinkAsWritten } from "../page-facts.js";
import { type Reading, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase } from "../text.js";
import { phones, quoted, urls } from "../values.js";

/** "a button", "un bouton", "een doneerknop": the clause asks for a new one, not one of the page's. */
function saysANewButton(r: Reading): boolean {
  const verb = startsWithVerb(r, (p) => [...p.verbs.add, ...p.verbs.move]);
  const noun = buttonNoun(r);
  if (!verb || !noun) return false;
  const between = r.text.slice(verb.end, noun.at.index);
  return (
    findPhrase(
      between,
      wordsOf(r, (p) => p.grammar.one),
    ) !== null
  );
}

export const addButton: Rule = {
  name: "add-button",
  examples: [
    // A label and no address: the button leads to the page's one form.
    { say: "add a button 'Order ahead'", ops: [{ op: "add_button", label: "Order ahead", href: "#s6" }] },
    // A call button dials the page's one phone, in the page's language.
    {
      say: "put a big call button at the top",
      ops: [{ op: "add_button", label: "Call 01904 555 010", href: "tel:01904-555-010" }],
    },
    {
      page: "boulangerie",
      say: "ajoute un bouton pour nous appeler",
      ops: [{ op: "add_button", label: "Appelez le 04 78 12 34 56", href: "tel:04-78-12-34-56" }],
    },
    {
      page: "baeckerei",
      say: "füge oben einen großen Anruf-Button hinzu",
      ops: [{ op: "add_button", label: "Jetzt anrufen: 0251 123456", href: "tel:0251-123456" }],
    },
    // A donate button leads where the owner says; without an address it is refused for free.
    {
      page: "bloemen",
      say: "voeg een doneerknop toe naar https://example.org/doneer",
      ops: [{ op: "add_button", label: "Doneer", href: "https://example.org/doneer" }],
    },
    {
      page: "padaria",
      say: "adicione um botão de doar que leva a https://example.org/doar",
      ops: [{ op: "add_button", label: "Doar", href: "https://example.org/doar" }],
    },
    {
      say: "add a donate button",
      ops: [
        {
          op: "refuse",
          part: "add a donate button",
          why: "say where the button should lead (its web address), e.g. “add a donate button linking to https://…”",
        },
      ],
    },
    // The owner's own label in quotes, with the address given.
    {
      say: 'add a button "Order online" linking to https://crumbcorner.co.uk/order',
      ops: [{ op: "add_button", label: "Order online", href: "https://crumbcorner.co.uk/order" }],
    },
  ],
  read(r) {
    if (!saysANewButton(r)) return null;
    const actions = actionsIn(r, r.text);
    const url = urls(r.raw)[0];
    const label = quoted(r.raw)[0];
    if (url && (label || actions.has("donate"))) {
      return [
        { op: "add_button", label: label ?? reportWords(r.model.lang, "donateLabel"), href: linkOf(url) },
      ];
    }
    if (actions.has("donate"))
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "buttonWhere") }];
    // "add a button 'Order ahead'", "füge einen Button 'Platz sichern' hinzu": a label and no address lead
    // to the page's one form (what such buttons ask the visitor to do); no form or several: not read.
    if (label && !url && !actions.has("call")) {
      const forms = r.model.sections.filter((s) => s.form);
      if (forms.length === 1) return [{ op: "add_button", label, href: `#${forms[0]!.id}` }];
      return [{ op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "buttonWhere") }];
    }
    if (!actions.has("call") || url) return null;
    // The page's one phone as it writes it; none or several: not read.
    const pagePhones = distinctPageValues(r.model, phones);
    if (pagePhones.length !== 1) return null;
    const phone = pagePhones[0]!;
    const callLabel = label ?? say(r.model.lang, "Call {phone}", { phone });
    return [{ op: "add_button", label: callLabel, href: telLinkAsWritten(phone) } as Op];
  },
};
