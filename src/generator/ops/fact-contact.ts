/**
 * Contact facts added to or removed from a page: a phone, an e-mail, a web address, a social profile or a
 * street address goes into the contact section and the footer as a card in the page's language (an
 * Instagram handle links to its profile); a removed fact goes from every card, link, sentence and list,
 * from the stored brief and from the description.
 */
import type { ContentBrief } from "../brief/types.js";
import { pageLang } from "../composer/locale/index.js";
import { briefOfModel, type StoredBrief } from "../composer/stored-brief.js";
import { contactItems } from "../composer/write/facts.js";
import type { Item, PageModel } from "../model.js";
import { briefSays, linkOf } from "./fact-links.js";
import { FACT_WORDS, readFacts, telOf } from "./fact-values.js";
import { dropFromText } from "./lists.js";
import { type OpHandler, refuse } from "./outcome.js";
import { fold } from "./refs.js";
import { reportWords } from "./report-words.js";
import type { FactKind } from "./schema.js";
import { pageSays, pageSlots, pruneEmpty } from "./texts.js";

/** Profile addresses of the networks owners name, by the words they use for them. */
const NETWORKS: { name: string; words: RegExp; profile: (handle: string) => string }[] = [
  { name: "Instagram", words: /\b(?:instagram|insta|ig)\b/i, profile: (h) => `https://instagram.com/${h}` },
  { name: "Facebook", words: /\b(?:facebook|fb)\b/i, profile: (h) => `https://facebook.com/${h}` },
  { name: "TikTok", words: /\btik ?tok\b/i, profile: (h) => `https://tiktok.com/@${h}` },
  { name: "X", words: /\b(?:twitter|x\.com)\b/i, profile: (h) => `https://x.com/${h}` },
  { name: "YouTube", words: /\b(?:youtube|yt)\b/i, profile: (h) => `https://youtube.com/@${h}` },
  { name: "LinkedIn", words: /\blinked ?in\b/i, profile: (h) => `https://linkedin.com/in/${h}` },
  { name: "Pinterest", words: /\bpinterest\b/i, profile: (h) => `https://pinterest.com/${h}` },
  { name: "Threads", words: /\bthreads\b/i, profile: (h) => `https://threads.net/@${h}` },
];

const EMPTY_FACTS = {
  addresses: [],
  serviceAreas: [],
  hours: [],
  phones: [],
  emails: [],
  urls: [],
  socials: [],
  places: [],
  description: "",
  lang: "en",
};

/** The contact card a fact gets, labelled in the page's language as the composer labels its own. */
function cardFor(model: PageModel, facts: Partial<ContentBrief>, label?: string): Item {
  const [card] = contactItems({ ...EMPTY_FACTS, ...facts } as unknown as ContentBrief, pageLang(model), true);
  return label ? { ...card, title: label } : card;
}

/** The card and the brief entry for a new contact fact. */
function newContact(
  model: PageModel,
  op: { kind: FactKind; value: string; label?: string },
  request: string,
  now: Date,
): { card: Item; record: (brief: StoredBrief) => void; name: string } {
  const value = op.value.trim();
  switch (op.kind) {
    case "phone": {
      const phone = readFacts(value, model, now).phones[0] ?? { text: value, e164: telOf(value) };
      phone.text = value;
      return {
        card: cardFor(model, { phones: [phone] }, op.label),
        record: (b) => b.phones.push(phone),
        name: reportWords(model.lang, "thePhone"),
      };
    }
    case "email":
      return {
        card: cardFor(model, { emails: [value] }, op.label),
        record: (b) => b.emails.push(value),
        name: reportWords(model.lang, "theEmail"),
      };
    case "url":
      return {
        card: cardFor(model, { urls: [value] }, op.label),
        record: (b) => b.urls.push(value),
        name: reportWords(model.lang, "theWebAddress"),
      };
    case "address":
      return {
        card: cardFor(model, { addresses: [value] }, op.label),
        record: (b) => b.addresses.push(value),
        name: reportWords(model.lang, "theAddress"),
      };
    case "social": {
      const said = `${op.label ?? ""} ${value} ${request}`;
      const network =
        NETWORKS.find((n) => n.words.test(op.label ?? "") || n.words.test(value)) ??
        NETWORKS.find((n) => n.words.test(said));
      if (!network) refuse(model.lang, "whichNetwork", { value });
      const handle = value.replace(/^@/, "");
      const href =
        /^(https?:\/\/|www\.)/i.test(value) || value.includes("/") ? linkOf(value) : network?.profile(handle);
      const social = { network: network?.name.toLowerCase() ?? "", text: value };
      const card = { ...cardFor(model, { socials: [social] }, op.label ?? network?.name), href };
      return {
        card,
        record: (b) => b.socials.push(social),
        name: network?.name ?? reportWords(model.lang, "theProfile"),
      };
    }
    default:
      return refuse(model.lang, "notAContact", { value });
  }
}

export const ADD_FACT: OpHandler<"add_fact"> = (model, op, context) => {
  const value = op.value.trim();
  if (pageSays(model, value)) refuse(model.lang, "alreadySays", { value });
  const { card, record, name } = newContact(model, op, context.request, context.now);
  const brief = structuredClone(briefOfModel(model));
  record(brief);
  model.brief = brief;
  const contact = model.sections.find((s) => s.kind === "contact");
  if (contact) {
    contact.items.push(structuredClone(card));
    delete contact.placeholder;
  }
  model.footer.push(card);
  const link =
    card.href && !card.href.startsWith("tel:") && !card.href.startsWith("mailto:") ? ` (${card.href})` : "";
  return reportWords(model.lang, contact ? "factAdded" : "factAddedToFooter", { what: name, value, link });
};

/** Optional texts that are left out rather than shown empty. */
const OPTIONAL = /\.(eyebrow|tagline|lead|text|meta|price|note)$/;

/** Fields that hold the fact in a card: its text, its title, or its link. */
function isCardOf(item: Item, value: string): boolean {
  const key = fold(value);
  const href = fold(item.href ?? "");
  return (
    fold(item.text ?? "") === key ||
    fold(item.title) === key ||
    href === fold(`tel:${telOf(value)}`) ||
    href === fold(`mailto:${value}`) ||
    href === fold(linkOf(value))
  );
}

function dropFromBrief(brief: StoredBrief, value: string): void {
  const key = fold(value);
  const same = (text: string) => fold(text) === key;
  brief.prices = brief.prices.filter((p) => !same(p.text));
  brief.dates = brief.dates.filter((d) => !same(d.text));
  brief.hours = brief.hours.filter((h) => !same(h.text));
  brief.phones = brief.phones.filter((p) => !same(p.text));
  brief.emails = brief.emails.filter((e) => !same(e));
  brief.urls = brief.urls.filter((u) => !same(u));
  brief.socials = brief.socials.filter((s) => !same(s.text));
  brief.addresses = brief.addresses.filter((a) => !same(a));
  brief.people = brief.people.filter((p) => !same(p.name));
}

export const REMOVE_FACT: OpHandler<"remove_fact"> = (model, op) => {
  const value = op.value.trim();
  const brief = structuredClone(briefOfModel(model));
  if (!pageSays(model, value) && !briefSays(brief, value)) refuse(model.lang, "notOnPage", { said: value });
  for (const s of model.sections) s.items = s.items.filter((item) => !isCardOf(item, value));
  model.footer = model.footer.filter((item) => !isCardOf(item, value));
  for (const s of model.sections)
    for (const item of s.items) if (item.price && fold(item.price) === fold(value)) delete item.price;
  for (const slot of pageSlots(model)) {
    const text = slot.get();
    if (!text) continue;
    const dropped = dropFromText(text, value, "drop");
    if (dropped === text || (!dropped && !OPTIONAL.test(slot.path))) continue;
    slot.set(dropped);
  }
  pruneEmpty(model);
  dropFromBrief(brief, value);
  model.brief = brief;
  model.source.prompt = dropFromText(model.source.prompt, value, "drop");
  return reportWords(model.lang, "factRemoved", {
    what: reportWords(model.lang, FACT_WORDS[op.kind]),
    value,
  });
};
