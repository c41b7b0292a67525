/**
 * A contact fact stated with its value, no command needed: "our instagram is @crumbandkettle", "Die
 * Telefonnummer hat sich geändert: 0761 4567899", "we're on tiktok now: @x", "il nostro sito ora è …".
 * The clause names one kind of contact fact (packs' `facts` nouns or `socials` networks) and carries
 * exactly one value of that kind's type: the page's value of that kind is set, or the value is added when
 * the page has none. A trailing "add it" / "put it on" is the same request (index.ts `asksForItAgain`).
 */
import type { Op } from "../../ops/schema.js";
import { replacedFact } from "../contact-role.js";
import { pageTexts } from "../page-texts.js";
import { find, type Reading, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { emails, handles, phones, urls } from "../values.js";
import { LABELS, network } from "./contact-fact.js";

/** The page's value for a social network: a card labelled with it, or the one handle its texts write. */
function pageSocial(r: Reading, label: string): string | null {
  const cards = [...r.model.footer, ...r.model.sections.flatMap((s) => s.items)];
  const card = cards.find((i) => i.title.toLowerCase() === label.toLowerCase() && i.text)?.text;
  if (card) return card;
  const written = new Set(pageTexts(r.model).flatMap((t) => handles(t.text)));
  return written.size === 1 ? [...written][0]! : null;
}

export const statedContact: Rule = {
  name: "stated-contact",
  examples: [
    {
      page: "cafe",
      say: "our instagram is @crumbcornercafe",
      ops: [{ op: "add_fact", kind: "social", value: "@crumbcornercafe", label: "Instagram" }],
    },
    {
      page: "savon",
      say: "our instagram changed to @bathbars_uk",
      ops: [{ op: "set_fact", kind: "social", from: "@bathbars", to: "@bathbars_uk" }],
    },
    {
      page: "baeckerei",
      say: "Die Telefonnummer hat sich geändert: 0251 987654",
      ops: [{ op: "set_fact", kind: "phone", from: "0251 123456", to: "0251 987654" }],
    },
    {
      page: "boulangerie",
      say: "notre site : www.boulangerie-martin.fr",
      ops: [{ op: "add_fact", kind: "url", value: "www.boulangerie-martin.fr" }],
    },
    {
      page: "trattoria",
      say: "siamo anche su tiktok: @trattoriadalia",
      ops: [{ op: "add_fact", kind: "social", value: "@trattoriadalia", label: "TikTok" }],
    },
    {
      page: "bloemen",
      say: "onze facebook is facebook.com/bloemenhuisroos",
      ops: [{ op: "add_fact", kind: "social", value: "facebook.com/bloemenhuisroos", label: "Facebook" }],
    },
  ],
  read(r) {
    // A removal or an add verb is read by the rules of those commands.
    if (startsWithVerb(r, (p) => [...p.verbs.remove, ...p.verbs.add])) return null;
    const mails = emails(r.raw);
    const links = urls(r.raw).filter((u) => !mails.some((m) => m.includes(u) || u.includes(m)));
    const tags = handles(r.raw);
    const numbers = phones(r.raw);
    // Exactly one value: two values (or a value of another kind) are not this statement.
    if (mails.length + links.length + tags.length + numbers.length !== 1) return null;
    const net = network(r);
    if (net && (tags[0] || links[0])) {
      const value = (tags[0] ?? links[0])!;
      const label = LABELS[net];
      const from = pageSocial(r, label);
      if (from === value) return null;
      return from
        ? [{ op: "set_fact", kind: "social", from, to: value }]
        : [{ op: "add_fact", kind: "social", value, label }];
    }
    if (net) return null;
    const said: ["phone" | "email" | "url", string | undefined][] = [
      ["phone", numbers[0]],
      ["email", mails[0]],
      ["url", links[0]],
    ];
    for (const [kind, value] of said) {
      if (!value) continue;
      // The clause names the kind ("Telefonnummer", "e-mail", "sito"); a value alone is no statement.
      if (!find(r, (p) => p.facts[kind])) return null;
      const from = replacedFact(r, kind, value);
      if (Array.isArray(from)) return from as Op[];
      if (from === value) return null;
      return from ? [{ op: "set_fact", kind, from, to: value }] : [{ op: "add_fact", kind, value }];
    }
    return null;
  },
};
