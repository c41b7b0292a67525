/**
 * A new contact detail: "add my insta @crumbcorner", "add whatsapp +44 7700 900123", "add our website
 * www.crumbcorner.co.uk". With a section selected ("put our Instagram here") the detail goes into it.
 */
import type { SocialNetwork } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { replacedFact, setsFactTo } from "../contact-role.js";
import { type Reading, scopedSection, sectionRef, startsWithVerb } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase } from "../text.js";
import { emails, handles, phones, urls } from "../values.js";

export const LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  x: "X",
  pinterest: "Pinterest",
  telegram: "Telegram",
};

/** The social network a clause names ("the insta", "mein Instagram"), by the packs' words. */
export function network(r: Reading): SocialNetwork | null {
  for (const pack of r.packs) {
    for (const [name, words] of Object.entries(pack.socials) as [SocialNetwork, string[]][]) {
      if (findPhrase(r.text, words)) return name;
    }
  }
  return null;
}

/** The page's own value for a network (a footer or contact card labelled with it). */
function pageValue(r: Reading, label: string): string | null {
  const cards = [...r.model.footer, ...r.model.sections.flatMap((s) => s.items)];
  return cards.find((i) => i.title.toLowerCase() === label.toLowerCase() && i.text)?.text ?? null;
}

/**
 * "mets le téléphone à 02 …" on a page that gives a phone: the owner sets that phone (the one of the role
 * they name when there are several), never adds a second beside it.
 */
function setting(r: Reading, op: Op): Op[] | null {
  if (op.op !== "add_fact") return null;
  if (op.kind !== "phone" && op.kind !== "email" && op.kind !== "url") return null;
  if (!setsFactTo(r, op.kind, op.value)) return null;
  const from = replacedFact(r, op.kind, op.value);
  if (Array.isArray(from)) return from;
  if (!from) return null;
  return from === op.value ? [] : [{ op: "set_fact", kind: op.kind, from, to: op.value }];
}

export const contactFact: Rule = {
  name: "contact-fact",
  examples: [
    {
      say: "ad my insta @crumbcorner",
      ops: [{ op: "add_fact", kind: "social", value: "@crumbcorner", label: "Instagram" }],
    },
    {
      say: "add whatsapp +44 7700 900123",
      ops: [{ op: "add_fact", kind: "phone", value: "+44 7700 900123", label: "WhatsApp" }],
    },
    {
      say: "add our website www.crumbcorner.co.uk",
      ops: [{ op: "add_fact", kind: "url", value: "www.crumbcorner.co.uk" }],
    },
    {
      say: "put our Instagram here: @crumbcorner",
      scope: { section: "s3" },
      ops: [{ op: "add_item", section: "about", item: { title: "Instagram", text: "@crumbcorner" } }],
    },
    {
      page: "trattoria",
      say: "aggiungi WhatsApp 333 1234567",
      ops: [{ op: "add_fact", kind: "phone", value: "333 1234567", label: "WhatsApp" }],
    },
    {
      page: "trattoria",
      say: "aggiungi il nostro instagram @trattoriadalia",
      ops: [{ op: "add_fact", kind: "social", value: "@trattoriadalia", label: "Instagram" }],
    },
    // Setting the page's one phone "to" a number replaces it; only "another" or "also" adds one.
    {
      page: "boulangerie",
      say: "mets le téléphone à 04 78 98 76 54",
      ops: [{ op: "set_fact", kind: "phone", from: "04 78 12 34 56", to: "04 78 98 76 54" }],
    },
    {
      page: "clases",
      say: "pon el teléfono a 954 654 321",
      ops: [{ op: "set_fact", kind: "phone", from: "954 123 456", to: "954 654 321" }],
    },
    {
      page: "trattoria",
      say: "metti il numero di telefono a 055 765 4321",
      ops: [{ op: "set_fact", kind: "phone", from: "055 123 4567", to: "055 765 4321" }],
    },
    {
      page: "bloemen",
      say: "zet het telefoonnummer op 023 765 4321",
      ops: [{ op: "set_fact", kind: "phone", from: "023 123 4567", to: "023 765 4321" }],
    },
    {
      page: "corso",
      say: "metti il numero WhatsApp a 333 111 2222",
      ops: [{ op: "set_fact", kind: "phone", from: "333 765 4321", to: "333 111 2222" }],
    },
    // The new value said with "instead": it replaces the old one, it is not a second number.
    {
      page: "trattoria",
      say: "metti il numero 06 555 1234 al posto di quello vecchio",
      ops: [{ op: "set_fact", kind: "phone", from: "055 123 4567", to: "06 555 1234" }],
    },
    {
      page: "boulangerie",
      say: "ajoute un autre téléphone : 06 12 34 56 78",
      ops: [{ op: "add_fact", kind: "phone", value: "06 12 34 56 78" }],
    },
  ],
  read(r) {
    if (!startsWithVerb(r, (p) => p.verbs.add)) return null;
    const net = network(r);
    const label = net ? LABELS[net] : undefined;
    const url = urls(r.raw)[0];
    const phone = phones(r.raw)[0];
    const email = emails(r.raw)[0];
    const handle = handles(r.raw)[0];
    let op: Op | null = null;
    if (net && (handle || url)) op = { op: "add_fact", kind: "social", value: (handle ?? url)!, label };
    else if (phone) op = { op: "add_fact", kind: "phone", value: phone, ...(label ? { label } : {}) };
    else if (email) op = { op: "add_fact", kind: "email", value: email };
    else if (url) op = { op: "add_fact", kind: "url", value: url };
    const scoped = scopedSection(r);
    if (!op && net && label) {
      const known = pageValue(r, label);
      if (!known)
        return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "giveHandle", { label }) }];
      op = { op: "add_fact", kind: "social", value: known, label };
    }
    if (op?.op !== "add_fact") return null;
    const set = setting(r, op);
    if (set) return set;
    if (scoped && r.scope) {
      return [
        {
          op: "add_item",
          section: sectionRef(r.model, scoped),
          item: { title: op.label ?? op.kind, text: op.value },
        },
      ];
    }
    return [op];
  },
};
