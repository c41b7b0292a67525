/**
 * "we're fully booked", "the Rust yarn is sold out", "Heather is back in stock", "the webinar is
 * cancelled": the status of the event, or of one item the clause names.
 */
import type { StatusWord } from "../../lang/types.js";
import { reportWords } from "../../ops/report-words.js";
import { itemsByWord, namesWord, whichOne } from "../item-mention.js";
import { subjectWords } from "../mention-cut.js";
import { orList } from "../or-list.js";
import { pageTexts } from "../page-texts.js";
import { memberNamed } from "../prose-lists.js";
import { itemNamed, type Reading } from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, type Found, findPhrase, norm, tokens } from "../text.js";
import { dateText } from "../values.js";

/** What a price starts with after its label: a currency sign or a digit. */
const PRICE_START = String.raw`[£$€¥]|\d`;

/**
 * Whether the page writes the owner's subject words right before one of its prices ("early bird" in
 * "Early bird £49 · Standard £79").
 */
function pricedTier(r: Reading, subject: string[]): boolean {
  if (subject.length === 0) return false;
  const pattern = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(subject.join(" "))}\\s*[:(]?\\s*(?:${PRICE_START})`,
    "iu",
  );
  // "Barolo 2019 a 42 €": a number that is part of an item's name (a vintage, a model) is no price.
  const named = new RegExp(`(?<![\\p{L}])${escapeRegExp(subject.join(" "))}\\s+\\d`, "iu");
  if (r.model.sections.some((s) => s.items.some((i) => i.price && named.test(norm(i.title))))) return false;
  return pageTexts(r.model).some((t) => pattern.test(norm(t.text)));
}

/** Whether one of the page's item lines ("Price: Early bird ticket €89 …") says every subject word. */
function itemLineSays(r: Reading, subject: string[]): boolean {
  return pageTexts(r.model)
    .filter((t) => /\.items\.\d+\.(?:text|price)$/.test(t.path))
    .some((t) => subject.every((w) => tokens(t.text).some((o) => namesWord(w, o))));
}

/**
 * "early bird is sold out": one price of the event cannot be marked alone and the event is not sold out —
 * refused, the price named in the owner's own spelling ("Frühbucher", not its folded form).
 */
function priceNotEvent(r: Reading, subject: string[], at: number, phrase: string) {
  const tier = r.raw
    .slice(0, at)
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => subject.includes(norm(w)))
    .join(" ");
  return [
    {
      op: "refuse" as const,
      part: r.raw,
      why: reportWords(r.model.lang, "tierStatus", { tier, status: phrase }),
    },
  ];
}

/**
 * The words the page names the event itself with: its company name, title and the banner's texts
 * ("Conference", "Webinar"). A subject said in other words is a part of the page, never the event.
 */
function namesTheEvent(r: Reading, subject: string[]): boolean {
  const hero = r.model.sections.find((s) => s.kind === "hero");
  const own = [r.model.source.companyName, r.model.source.title, hero?.eyebrow, hero?.heading, hero?.tagline]
    .filter((t): t is string => typeof t === "string")
    .flatMap((t) => tokens(t));
  return subject.every((w) => own.some((o) => namesWord(w, o)));
}

export const status: Rule = {
  name: "status",
  examples: [
    { page: "webinar", say: "we're fully booked!", ops: [{ op: "set_status", status: "sold_out" }] },
    // One of the event's prices said sold out is no sold-out event: refused, said why, for free.
    {
      page: "retreat",
      say: "the twin room is sold out",
      ops: [
        {
          op: "refuse",
          part: "the twin room is sold out",
          why: "“twin room” is one of the page's prices, not the whole event, so nothing was marked sold out: say how that price should change instead",
        },
      ],
    },
    { page: "retreat", say: "we're fully booked", ops: [{ op: "set_status", status: "sold_out" }] },
    // A status said of a part the page writes is that part's: an item named by a word of its name, or a
    // price line the page writes ("Early bird ticket €79 …"), never the whole event.
    {
      page: "devconf",
      say: "early bird is sold out",
      ops: [
        {
          op: "refuse",
          part: "early bird is sold out",
          why: "“early bird” is one of the page's prices, not the whole event, so nothing was marked sold out: say how that price should change instead",
        },
      ],
    },
    {
      page: "devconf",
      say: "Early bird tickets are all gone",
      ops: [
        {
          op: "refuse",
          part: "Early bird tickets are all gone",
          why: "“Early bird tickets” is one of the page's prices, not the whole event, so nothing was marked all gone: say how that price should change instead",
        },
      ],
    },
    { page: "devconf", say: "the conference is sold out", ops: [{ op: "set_status", status: "sold_out" }] },
    {
      page: "shop",
      say: "the ocean one is out of stock",
      ops: [{ op: "set_status", item: "Ocean blue", status: "sold_out" }],
    },
    { page: "webinar", say: "we're full!", ops: [{ op: "set_status", status: "sold_out" }] },
    { page: "shop", say: "Rust is sold out", ops: [{ op: "set_status", item: "Rust", status: "sold_out" }] },
    {
      page: "shop",
      say: "ocean blue is back in stock",
      ops: [{ op: "set_status", item: "Ocean blue", status: "available" }],
    },
    { page: "webinar", say: "the webinar is postponed", ops: [{ op: "set_status", status: "postponed" }] },
    {
      page: "tienda",
      say: "la vela de lavanda está agotada",
      ops: [{ op: "set_status", item: "Vela de lavanda", status: "sold_out" }],
    },
    { page: "taller", say: "el taller se aplaza", ops: [{ op: "set_status", status: "postponed" }] },
    { page: "taller", say: "cancelamos el taller", ops: [{ op: "set_status", status: "cancelled" }] },
    // One act of the evening cancelling leaves the page's list of acts; the evening goes on.
    {
      page: "jazzhof",
      say: "das Tom Lechner Quartett hat abgesagt",
      ops: [
        {
          op: "replace_text",
          find: "Es spielen das Anna Berger Trio, Tom Lechner Quartett und die Hofband",
          with: "Es spielen das Anna Berger Trio und die Hofband",
        },
      ],
    },
    { page: "jazzhof", say: "das Konzert ist abgesagt", ops: [{ op: "set_status", status: "cancelled" }] },
    {
      page: "jazzhof",
      say: "the Hofband cancelled on us",
      ops: [
        {
          op: "replace_text",
          find: "Es spielen das Anna Berger Trio, Tom Lechner Quartett und die Hofband",
          with: "Es spielen das Anna Berger Trio und Tom Lechner Quartett",
        },
      ],
    },
    // "Barolo 2019": a number in an item's name is no price of a tier.
    {
      page: "enoteca",
      say: "il Barolo è esaurito",
      ops: [{ op: "set_status", item: "Barolo 2019", status: "sold_out" }],
    },
    {
      page: "boulangerie",
      say: "la baguette est en rupture de stock",
      ops: [{ op: "set_status", item: "Baguette", status: "sold_out" }],
    },
  ],
  read(r) {
    // Longest status phrase wins: "not sold out" is available, "sold out" is not.
    let best: (Found & { status: StatusWord }) | null = null;
    for (const pack of r.packs) {
      for (const [word, phrases] of Object.entries(pack.statuses) as [StatusWord, string[]][]) {
        const at = findPhrase(r.text, phrases);
        if (at && (!best || at.phrase.length > best.phrase.length)) best = { ...at, status: word };
      }
    }
    if (!best) return null;
    // "past" and "available" are common words: only read them as a status said about something.
    if ((best.status === "past" || best.status === "available") && !/\b(?:is|are|now|again)\b/.test(r.text))
      return null;
    if (
      best.status === "past" &&
      !/\b(?:is|are) (?:now )?over[\s.!]*$|\bhappened\b|\btook place\b/.test(r.text)
    )
      return null;
    // "delivery is delayed", "la livraison est repoussée": a date of another role (event-date) is no
    // event's status.
    if (
      best.status === "postponed" &&
      r.packs.some((p) => findPhrase(r.text, Object.values(p.dateRoles ?? {}).flat()))
    )
      return null;
    // "postponed to 13 March 2027": the new date is the change; event-date reads it.
    if (
      best.status === "postponed" &&
      dateText(
        r.raw,
        r.packs.flatMap((p) => p.months),
      )
    )
      return null;
    const item = itemNamed(r);
    // "La journée complète passe à 2 600 €": the status word is part of the item's own name, and a
    // clause stating a new amount is about its price, not its status.
    if (item && norm(item.item.title).includes(norm(best.phrase))) return null;
    if (item) return [{ op: "set_status", item: item.item.title, status: best.status }];
    // What the status is said of: the owner's words before it.
    const subject = subjectWords(r, r.text.slice(0, best.index));
    // "early bird is sold out" where "Early bird £49" is a price of the page, not an item: the event is
    // not sold out, and one price cannot be marked alone — said so, never the whole event marked.
    if (pricedTier(r, subject)) return priceNotEvent(r, subject, best.index, best.phrase);
    // "das Tom Lechner Quartett hat abgesagt": one of the acts the page lists cancelled, not the event —
    // it leaves its list; words naming several members are asked back. A sentence with a number in it
    // ("Konzert am Samstag, 12. Juni") is the event's own line, not a list of acts.
    if (best.status === "cancelled") {
      const named = subject.length > 0 ? memberNamed(r, subject) : null;
      const member = named && "drops" in named && named.drops.some((d) => /\d/.test(d.find)) ? null : named;
      if (member && "among" in member)
        return [
          {
            op: "refuse",
            part: r.raw,
            why: reportWords(r.model.lang, "whichOne", { list: orList(r, member.among) }),
          },
        ];
      if (member) return member.drops.map((drop) => ({ op: "replace_text" as const, ...drop }));
    }
    // "colombia is out of stock" for "Colombia Huila 250g": an item named by a part of its name; several
    // are asked back. Words that name neither an item nor the event ("the early bird") mark nothing.
    if (subject.length > 0 && !namesTheEvent(r, subject)) {
      const items = itemsByWord(r, undefined, r.text.slice(0, best.index));
      if (items.length === 1) return [{ op: "set_status", item: items[0]!.item.title, status: best.status }];
      if (items.length > 1) return [{ op: "refuse", part: r.raw, why: whichOne(r, items) }];
      if (itemLineSays(r, subject)) return priceNotEvent(r, subject, best.index, best.phrase);
    }
    return [{ op: "set_status", status: best.status }];
  },
};
