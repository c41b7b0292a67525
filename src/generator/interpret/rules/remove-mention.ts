/**
 * "remove paypal, we dropped it" on a page that says "Integrates with Stripe and PayPal": a name the page
 * lists is taken out of that list and the list keeps its grammar ("Integrates with Stripe"). Tried before
 * the refusals of what no page can do: a name the page writes is the owner's text, not a wish for a service.
 * Also a thing removed by a part of its name ("take the puppy thing off", "quita la horchata") or said as
 * no longer offered ("we don't do team building anymore", "plus de TOEIC", "geen fietsenstalling meer"):
 * the one item (or list member) those words name goes; when they name several the owner is asked which.
 */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { pagePhones, saysPhoneRole } from "../contact-role.js";
import { contentWords, itemsByWord, namesWord, whichOne } from "../item-mention.js";
import { askWhich, clauseCut, cutMention, subjectWords } from "../mention-cut.js";
import { orList } from "../or-list.js";
import { pageTexts } from "../page-texts.js";
import { memberNamed } from "../prose-lists.js";
import { rawIndex } from "../raw-at.js";
import {
  find,
  itemNamed,
  kindNamed,
  type NamedItem,
  type Reading,
  sectionRef,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, type Found, findPhrase, norm, tokens } from "../text.js";
import { saidOfUs } from "./remove-said-of-us.js";

const ITEM = String.raw`[\p{L}\p{N}][\p{L}\p{N}.'-]*(?: \p{Lu}[\p{L}\p{N}.'-]*)?`;

/** The words after the verb, without fillers: what the owner names. */
function named(r: Reading, end: number): string {
  const skip = new Set(wordsOf(r, (p) => p.filler).map(norm));
  return r.text
    .slice(end)
    .replace(/[.,!?]+/g, " ")
    .split(" ")
    .filter((w) => w && !skip.has(w))
    .join(" ");
}

/** The list around the mention, and the list without it ("Stripe, PayPal and Klarna" → "Stripe and Klarna"). */
function listWithout(text: string, mention: string, ands: string[]): { find: string; with: string } | null {
  const and = `(?:${ands.map(escapeRegExp).join("|")})`;
  const three = new RegExp(`(${ITEM}), (${ITEM}),? (${and}) (${ITEM})(?![\\p{L}])`, "gu");
  for (const m of text.matchAll(three)) {
    const items = [m[1]!, m[2]!, m[4]!];
    const at = items.findIndex((i) => norm(i) === mention);
    if (at < 0) continue;
    const rest = items.filter((_, i) => i !== at);
    return { find: m[0], with: `${rest[0]} ${m[3]} ${rest[1]}` };
  }
  const two = new RegExp(`(${ITEM}) (${and}) (${ITEM})(?![\\p{L}])`, "gu");
  for (const m of text.matchAll(two)) {
    if (norm(m[3]!) === mention) return { find: m[0], with: m[1]! };
    // "with Stripe and PayPal" without Stripe: the words before the name stay ("with PayPal").
    const first = norm(m[1]!);
    if (first === mention || first.endsWith(` ${mention}`))
      return { find: m[0], with: `${m[1]!.slice(0, m[1]!.length - mention.length)}${m[3]}` };
  }
  return null;
}

/**
 * A short name ("Bradford", "PayPal") taken out of every list of the page that names it as a member
 * ("Leeds and Bradford" → "Leeds"). A list inside a longer one found ("across Leeds and Bradford") is left
 * to the shorter change, which covers it. Null when no list names it.
 */
function listCuts(r: Reading, mention: string): Op[] | null {
  if (!mention || mention.split(" ").length > 3) return null;
  const ands = [...new Set(wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$|^&$/u.test(w)))];
  const changes = new Map<string, string>();
  for (const { text } of pageTexts(r.model)) {
    const change = listWithout(text, mention, ands);
    if (change) changes.set(change.find, change.with);
  }
  const finds = [...changes.keys()];
  const ops: Op[] = finds
    .filter((find) => !finds.some((other) => other !== find && find.includes(other)))
    .map((find) => ({ op: "replace_text", find, with: changes.get(find)! }));
  return ops.length > 0 ? ops : null;
}

/**
 * A cut takes the owner's words whole: "enlève le pass 2 jours" never leaves "… jours : 25 €" behind. A
 * text change that keeps one of the clause's words as often as the text had it cut only a part of what was
 * named, so the clause is left to other rules (or named as not understood).
 */
function wholeCut(r: Reading, ops: Op[] | null): Op[] | null {
  if (!ops) return ops;
  // Every word the owner said but the verb, fillers and grammar words ("pass", "jours" and "2" alike).
  const skip = new Set(
    wordsOf(r, (p) => [...p.filler, ...Object.values(p.grammar).flat(), ...p.verbs.remove]).map(norm),
  );
  const said = new Set(tokens(r.text).filter((w) => (w.length >= 3 || /^\d+$/.test(w)) && !skip.has(w)));
  const count = (text: string, word: string) => tokens(text).filter((w) => w === word).length;
  for (const op of ops) {
    if (op.op !== "replace_text" || !op.with) continue;
    const cut = [...said].filter((w) => count(op.find, w) > 0);
    if (
      cut.some((w) => count(op.with, w) >= count(op.find, w)) &&
      cut.some((w) => count(op.with, w) < count(op.find, w))
    )
      return null;
  }
  return ops;
}

/**
 * "die 24h beim Notdienst rausnehmen" names a part of "24h-Notdienst", not the item: the words of its title
 * said apart, with the owner's words between, ask to change the item. Refused for free with how to say it,
 * never the whole item removed.
 */
function wholeItem(r: Reading, ops: Op[] | null): Op[] | null {
  const op = ops?.length === 1 ? ops[0] : undefined;
  if (op?.op !== "remove_item" || typeof op.item !== "string") return ops;
  const title = tokens(op.item);
  // "quita de la web el bono de 10 clases": a title's small words ("de") said elsewhere in the clause are
  // no part of the name said; they count only between the title's other words.
  const small = new Set(wordsOf(r, (p) => Object.values(p.grammar).flat()).flatMap((w) => tokens(w)));
  const words = tokens(r.text);
  const naming = words.flatMap((w, i) => (title.some((t) => namesWord(w, t)) ? [i] : []));
  const content = naming.filter((i) => !small.has(words[i]!));
  const at =
    content.length > 0
      ? naming.filter((i) => !small.has(words[i]!) || (i > content[0]! && i < content[content.length - 1]!))
      : naming;
  if (at.length < 2 || at[at.length - 1]! - at[0]! === at.length - 1) return ops;
  // "el desayuno ya no está incluido" of "Desayuno incluido": every word of the title is said, and only
  // words of "no longer" stand between them — the item as a whole is no longer so.
  const between = words.slice(at[0]!, at[at.length - 1]! + 1).filter((_, i) => !at.includes(at[0]! + i));
  const longer = new Set(
    wordsOf(r, (p) => [
      ...(p.gone?.words ?? []),
      ...(p.gone?.withNot ?? []),
      ...(p.noLonger?.words ?? []),
      ...p.grammar.not,
      ...p.grammar.is,
      ...p.filler,
    ]).flatMap((w) => tokens(w)),
  );
  const allSaid = title.every((t) => words.some((w) => namesWord(w, t)));
  if (allSaid && between.length > 0 && between.every((w) => longer.has(w))) return ops;
  // "no more mum and baby classes" of "Mum & baby yoga": the title's "&" said as "and" joins its words.
  const ands = new Set(wordsOf(r, (p) => p.grammar.and).flatMap((w) => tokens(w)));
  if (/[&+]/.test(op.item) && between.length > 0 && between.every((w) => ands.has(w))) return ops;
  return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "partOfItem", { item: op.item }) }];
}

/** "we don't do X anymore", "X gibt es nicht mehr", "geen X meer": the thing is no longer offered. */
/** The tokens of the packs' words saying a thing is gone ("no more", "plus de", "geen … meer"). */
export function goneTokens(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...(p.gone?.words ?? []),
      ...(p.gone?.withNot ?? []),
      ...(p.gone?.lead ?? []),
    ]).flatMap((w) => tokens(w)),
  );
}

export function saysGone(r: Reading): boolean {
  if (find(r, (p) => p.gone?.words)) return true;
  // "plus de TOEIC" is no TOEIC any more; "plus de 80 vignerons" is more than 80 of them (a count).
  const lead = find(r, (p) => p.gone?.lead);
  if (lead?.index === 0 && !/^\s*\d/.test(r.text.slice(lead.end))) return true;
  // "geen fietsenstalling meer", not "meer ruimte, niet zo druk": the negation comes first.
  const more = find(r, (p) => p.gone?.withNot);
  if (!more) return false;
  const not = findPhrase(
    r.text.slice(0, more.index),
    wordsOf(r, (p) => p.grammar.not).filter((w) => w !== more.phrase),
  );
  return not !== null;
}

const removeItem = (r: Reading, { section, item }: NamedItem) => ({
  op: "remove_item" as const,
  section: sectionRef(r.model, section),
  item: item.title,
});

/**
 * Whether the words naming an item are only the words around a list member in the page's sentence:
 * "ya no hacemos mudanzas en Getafe" repeats "hacemos mudanzas en Madrid, Alcalá y Getafe", so Getafe
 * leaves that list — the card "Mudanzas Rápidas le responde" is named by the business's name, not the owner.
 */
function saidAroundMember(r: Reading, title: string, member: { name: string; drops: { find: string }[] }) {
  const own = tokens(member.name);
  const itemWords = contentWords(r).filter((w) => tokens(title).some((t) => namesWord(w, t)));
  if (itemWords.length === 0 || itemWords.some((w) => own.some((t) => namesWord(w, t)))) return false;
  return itemWords.every((w) =>
    member.drops.some(({ find }) =>
      tokens(find)
        .filter((t) => !own.includes(t))
        .some((t) => namesWord(w, t)),
    ),
  );
}

/** The item or list member the owner's words name, or the question which one they mean. */
function byWord(r: Reading) {
  const member = memberNamed(r, contentWords(r));
  const named = itemsByWord(r);
  const items =
    named.length === 1 && member && "drops" in member && saidAroundMember(r, named[0]!.item.title, member)
      ? []
      : named;
  const title = items.length === 1 ? items[0]!.item.title : null;
  // "togli il Moscadello" where a line lists the wines: the one wine goes, not the line; "togli il
  // Brunello" naming two of its wines is asked back.
  const inItem =
    member !== null &&
    (items.length === 0 ||
      ("drops" in member
        ? member.drops.some((drop) => title?.includes(drop.find))
        : member.among.every((m) => title?.includes(m))));
  // The owner's words may be one clause of the card's title: that clause goes, the card stays.
  if (title && !inItem) return [clauseCut(r, title, subjectWords(r, r.text)) ?? removeItem(r, items[0]!)];
  if (items.length > 1) return [{ op: "refuse" as const, part: r.raw, why: whichOne(r, items) }];
  if (!member) return null;
  if ("among" in member)
    return [
      {
        op: "refuse" as const,
        part: r.raw,
        why: reportWords(r.model.lang, "whichOne", { list: orList(r, member.among) }),
      },
    ];
  return member.drops.map((drop) => ({ op: "replace_text" as const, ...drop }));
}

/**
 * "no more questions" of "60 minutes plus questions": what the owner names is only the part after "plus",
 * "and", "with" — that part goes, the rest of the item stays.
 */
function tailOnly(r: Reading, ops: Op[] | null): Op[] | null {
  const op = ops?.length === 1 ? ops[0] : undefined;
  if (op?.op !== "remove_item" || typeof op.item !== "string") return ops;
  const joins = wordsOf(r, (p) => [...p.grammar.and, ...p.grammar.with]).filter((w) => /^\p{L}+$/u.test(w));
  const m = new RegExp(`^(.+?)\\s+(?:${joins.map(escapeRegExp).join("|")})\\s+(.+)$`, "iu").exec(op.item);
  if (!m) return ops;
  const said = tokens(r.text);
  const names = (part: string) =>
    tokens(part).some((t) => t.length >= 3 && said.some((w) => w === t || namesWord(w, t)));
  return names(m[2]!) && !names(m[1]!) ? [{ op: "replace_text", find: op.item, with: m[1]!.trim() }] : ops;
}

/**
 * "no more Q&A" on a page with an item "Live Q&A at the end": a section's name that no heading of the page
 * writes names the one item whose title writes it (the FAQ headed "Questions" is not the event's Q&A).
 */
function byAbsentKind(r: Reading): Op[] | null {
  const kind = kindNamed(r);
  if (!kind) return null;
  const phrase = tokens(kind.at.phrase).join(" ");
  if (r.model.sections.some((s) => ` ${tokens(s.heading ?? "").join(" ")} `.includes(` ${phrase} `)))
    return null;
  const items = r.model.sections.flatMap((section) =>
    section.items.flatMap((item, index) =>
      ` ${tokens(item.title).join(" ")} `.includes(` ${phrase} `) ? [{ section, item, index }] : [],
    ),
  );
  return items.length === 1 ? [removeItem(r, items[0]!)] : null;
}

export const removeMention: Rule = {
  name: "remove-mention",
  examples: [
    // Said sold out, then removed with a pronoun (index.ts, status-then-remove.ts): the wine goes.
    {
      page: "enoteca",
      say: "il Dolcetto è esaurito, toglilo",
      ops: [{ op: "remove_item", section: "products", item: "Dolcetto di Dogliani" }],
    },
    // A name the page lists ("Leeds and Bradford") leaves every list that names it, however it is asked.
    {
      page: "plumber",
      say: "remove anything about Bradford",
      ops: [{ op: "replace_text", find: "Leeds and Bradford", with: "Leeds" }],
    },
    {
      page: "plumber",
      say: "remove Bradford",
      ops: [{ op: "replace_text", find: "Leeds and Bradford", with: "Leeds" }],
    },
    {
      page: "plumber",
      say: "drop everything about blocked drains",
      ops: [{ op: "remove_item", section: "services", item: "Blocked drains" }],
    },
    // A member named by its head goes with its own detail ("dans les vignes"), never leaving it behind.
    {
      page: "weekend",
      say: "enlève la balade",
      ops: [
        {
          op: "replace_text",
          find: "Yoga le matin, cuisine de saison, balade dans les vignes",
          with: "Yoga le matin, cuisine de saison",
        },
      ],
    },
    // Only the part after "plus" is named: it goes, the item's head stays.
    {
      page: "webinar",
      say: "no more questions",
      ops: [{ op: "replace_text", find: "60 minutes plus questions", with: "60 minutes" }],
    },
    // A section's name no heading writes ("Q&A" beside an FAQ headed "Questions") names the item saying it.
    {
      page: "livejazz",
      say: "we're not doing the Q&A anymore",
      ops: [{ op: "remove_item", section: "about", item: "Live Q&A with the band at the end" }],
    },
    {
      page: "livejazz",
      say: "no more Q&A",
      ops: [{ op: "remove_item", section: "about", item: "Live Q&A with the band at the end" }],
    },
    // The removal said last ("can go", "mag weg"): read as if said first.
    {
      page: "webinar",
      say: "the questions line can go",
      ops: [{ op: "replace_text", find: "60 minutes plus questions", with: "60 minutes" }],
    },
    {
      page: "bloemen",
      say: "het stukje over het bruidsboeket mag weg",
      ops: [{ op: "remove_item", section: "services", item: "Bruidsboeket" }],
    },
    // The mention named before a word for a piece of text: "the brunch plate bit".
    {
      say: "remove the brunch plate bit",
      ops: [{ op: "remove_item", section: "services", item: "Brunch plate" }],
    },
    // A card saying two things joined by "and" loses only the one named.
    {
      page: "surfcamp",
      say: "quita lo de la tabla incluida",
      ops: [
        {
          op: "replace_text",
          find: "Clases diarias con monitores titulados y tabla incluida",
          with: "Clases diarias con monitores titulados",
        },
      ],
    },
    // An item named in another case ("wymianę" for "Wymiana"): Polish says what is removed in the accusative.
    {
      page: "serwis",
      say: "usuń wymianę łańcucha",
      ops: [{ op: "remove_item", section: "benefits", item: "Wymiana łańcucha" }],
    },
    // A size word tells apart items that share their other words ("Small dog bath", "Large dog bath").
    {
      page: "grooming",
      say: "we don't do large dogs anymore",
      ops: [{ op: "remove_item", section: "services", item: "Large dog bath" }],
    },
    {
      page: "tanzschule",
      say: "Die große Gruppe gibt es nicht mehr",
      ops: [{ op: "remove_item", section: "services", item: "Große Gruppe" }],
    },
    {
      page: "studio",
      say: "On ne fait plus le grand groupe",
      ops: [{ op: "remove_item", section: "services", item: "Grand groupe" }],
    },
    {
      page: "yoga",
      say: "remove paypal",
      ops: [{ op: "replace_text", find: "with Stripe and PayPal", with: "with Stripe" }],
    },
    {
      page: "yoga",
      say: "delete stripe",
      ops: [{ op: "replace_text", find: "with Stripe and PayPal", with: "with PayPal" }],
    },
    {
      page: "tienda",
      say: "quita la naranja",
      ops: [{ op: "remove_item", section: "products", item: "Vela de naranja" }],
    },
    {
      page: "saas",
      say: "we don't do bank sync anymore",
      ops: [{ op: "remove_item", section: "features", item: "Bank sync" }],
    },
    {
      page: "yoga",
      say: "we don't use PayPal anymore",
      ops: [
        {
          op: "replace_text",
          find: "Integrates with Stripe and PayPal for easy booking",
          with: "Integrates with Stripe for easy booking",
        },
      ],
    },
    {
      page: "trattoria",
      say: "niente più ribollita",
      ops: [{ op: "remove_item", section: "services", item: "Ribollita" }],
    },
    {
      say: "take the brunch thing off",
      ops: [{ op: "remove_item", section: "services", item: "Brunch plate" }],
    },
    {
      page: "baeckerei",
      say: "den Kuchen gibt es nicht mehr",
      ops: [{ op: "remove_item", section: "services", item: "Apfelkuchen" }],
    },
    {
      page: "boulangerie",
      say: "plus de tarte",
      ops: [{ op: "remove_item", section: "services", item: "Tarte aux pralines" }],
    },
    {
      page: "bloemen",
      say: "geen rozen meer",
      ops: [{ op: "remove_item", section: "services", item: "Rozen per stuk" }],
    },
    {
      page: "trattoria",
      say: "niente più bistecca",
      ops: [{ op: "remove_item", section: "services", item: "Bistecca alla fiorentina" }],
    },
    // "No more X" where a sentence says X with its own day and time: that clause goes, the hours stay.
    {
      page: "kapsalon",
      say: "geen koopavond meer",
      ops: [{ op: "replace_text", find: "donderdag koopavond tot 21:00", with: "" }],
    },
    // A name's small words said elsewhere in the clause ("de momento") are no part of the name said.
    {
      page: "tienda",
      say: "de momento ya no vendemos la vela de naranja",
      ops: [{ op: "remove_item", section: "products", item: "Vela de naranja" }],
    },
    // A mention named by what it is about is found in the page's text, not by a section's name.
    {
      page: "webinar",
      say: "remove the mention of questions",
      ops: [{ op: "replace_text", find: "minutes plus questions", with: "minutes" }],
    },
    {
      page: "tienda",
      say: "quita lo del envío gratis",
      ops: [{ op: "remove_item", section: "offers", item: "Envío gratis desde 40 €" }],
    },
    // The owner's own word for the line: "the line saying", "la frase que dice", "den Satz über".
    {
      page: "tienda",
      say: "quita la frase que dice envío gratis",
      ops: [{ op: "remove_item", section: "offers", item: "Envío gratis desde 40 €" }],
    },
    // A card titled so wins over an answer that lists it among others.
    {
      page: "padaria",
      say: "tira a parte do pastel de nata",
      ops: [{ op: "remove_item", section: "services", item: "Pastel de nata" }],
    },
    // A card's clause after a comma that alone says it goes, the rest of the card stays.
    {
      page: "retreat",
      say: "remove the bit about walks and home-cooked food",
      ops: [{ op: "replace_text", find: "Reed, walks and home-cooked food", with: "Reed" }],
    },
    {
      page: "retreat",
      say: "remove the bit about home-cooked food",
      ops: [
        {
          op: "refuse",
          part: "remove the bit about home-cooked food",
          why: "which one: “walks and home-cooked food”? Name it",
        },
      ],
    },
    // Words inside a price's note are never cut with the price: the owner is asked which words go.
    {
      page: "concierto",
      say: "quita la frase de la copa de bienvenida",
      ops: [
        {
          op: "refuse",
          part: "quita la frase de la copa de bienvenida",
          why: "¿cuál: “Entradas 25 € · Entradas VIP 60 € con copa de bienvenida”? Nómbrelo",
        },
      ],
    },
    {
      say: "remove the bit about parking",
      ops: [{ op: "refuse", part: "remove the bit about parking", why: "the page does not say “parking”" }],
    },
    {
      page: "boulangerie",
      say: "enlève la mention des vélos",
      ops: [{ op: "refuse", part: "enlève la mention des vélos", why: "la page ne dit rien de « vélos »" }],
    },
    // A word naming several items is asked back, never picked.
    {
      page: "tienda",
      say: "quita la vela",
      ops: [
        {
          op: "refuse",
          part: "quita la vela",
          why: "¿cuál: “Vela de lavanda” o “Vela de naranja” o “Set de tres velas” o “Velas Luna envía en 2 días”? Nómbrelo",
        },
      ],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.remove);
    // "remove the bit about free shipping": the mention is found in the page's text by what it is about.
    const about = verb && find(r, (p) => p.mentionOf);
    if (verb && about && about.index >= verb.index) {
      // "remove anything about Bradford" where the page lists "Leeds and Bradford": the member leaves
      // every list that names it; the rest of those texts stays.
      const cuts = listCuts(r, named(r, about.end));
      return cuts ? wholeCut(r, cuts) : cutMention(r, about.end);
    }
    // "het stukje over bezorging mag weg": the removal said last, the mention before it.
    if (verb && about && verb.index > about.end && r.text.slice(verb.end).trim() === "") {
      const text = r.text.slice(0, verb.index).trimEnd();
      return cutMention(
        { ...r, text, raw: r.raw.slice(0, rawIndex(r.raw, verb.index)).trimEnd() },
        about.end,
      );
    }
    // "remove the direct billing bit": the mention named before a word for a piece of text (packs'
    // `mentionTail`) is found the same way.
    const tail = verb ? mentionTail(r, verb) : null;
    const byTail = verb && tail ? cutMention(tail, verb.index > 0 ? 0 : verb.end) : null;
    if (byTail?.some((op) => op.op !== "refuse")) return byTail;
    if (!verb) {
      if (!saysGone(r)) return null;
      const found = itemNamed(r);
      const member = found ? memberNamed(r, contentWords(r)) : null;
      const named =
        found && member && "drops" in member && saidAroundMember(r, found.item.title, member) ? null : found;
      const ops = tailOnly(r, wholeItem(r, named ? [removeItem(r, named)] : (byWord(r) ?? byAbsentKind(r))));
      return ops ?? goneMention(r);
    }
    if (itemNamed(r) || kindNamed(r)) return null;
    if (saidOfUs(r, verb)) return null;
    // "entferne die WhatsApp-Nummer" beside another phone: the phone of that role (remove-fact), not the
    // sentence that happens to give both.
    if (saysPhoneRole(r) && pagePhones(r).length > 1) return null;
    if (verb.index === 0) {
      const cuts = listCuts(r, named(r, verb.end));
      if (cuts) return wholeCut(r, cuts);
    }
    return wholeItem(r, wholeCut(r, byWord(r)));
  },
};

/**
 * "geen koopavond meer" where no card names the late opening but a sentence says "…, donderdag koopavond
 * tot 21:00": the thing said no more is the mention that says it (`cutMention`), read without the words of
 * "no more". Only a mention found is taken; one the page lacks is left to the other rules.
 */
function goneMention(r: Reading): Op[] | null {
  const gone = goneTokens(r);
  // "samstags haben wir nicht mehr offen": a day no longer worked is the hours' change, never a mention.
  if (
    find(r, (p) => [
      ...p.weekdays.flat(),
      ...(p.noLonger?.work ?? []),
      ...Object.values(p.dayGroups ?? {}).flat(),
    ])
  )
    return null;
  const text = tokens(r.text)
    .filter((w) => !gone.has(w))
    .join(" ");
  if (!text) return null;
  const ops = cutMention({ ...r, text, raw: text }, 0);
  // A mention found but not cut cleanly is asked back; one the page lacks is left to the other rules.
  const asked = askWhich(r, ["\u0000"]).split("\u0000")[0]!;
  if (!ops.every((op) => op.op !== "refuse" || op.why.startsWith(asked))) return null;
  return ops.map((op) => (op.op === "refuse" ? { ...op, part: r.raw } : op));
}

/**
 * The clause without its last word when that word is one for a piece of text ("bit", "part", "line"); a
 * removal said last ("the slides line can go") is read without its verb.
 */
function mentionTail(r: Reading, verb: Found): Reading | null {
  const last = verb.index > 0 && r.text.slice(verb.end).trim() === "";
  const text = last ? r.text.slice(0, verb.index).trimEnd() : r.text;
  const raw = last ? r.raw.slice(0, rawIndex(r.raw, verb.index)).trimEnd() : r.raw;
  const tails = wordsOf(r, (p) => p.mentionTail ?? []).map(norm);
  const m = /\s(\p{L}+)[\s.!?]*$/u.exec(text);
  if (!m || !tails.includes(m[1]!)) return null;
  return { ...r, text: text.slice(0, m.index), raw: raw.replace(/\s\p{L}+[\s.!?]*$/u, "") };
}
