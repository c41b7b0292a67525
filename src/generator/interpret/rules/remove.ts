/** "remove the Studio plan", "delete the FAQ", "get rid of the testimonials section", "remove this". */

import { reportWords } from "../../ops/report-words.js";
import type { Op } from "../../ops/schema.js";
import { listEntries } from "../item-list.js";
import { itemsByWord, namesWordIn, whichOne } from "../item-mention.js";
import { cutMention, subjectWords } from "../mention-cut.js";
import { pageTexts } from "../page-texts.js";
import { rawIndex } from "../raw-at.js";
import {
  has,
  itemByPlace,
  itemNamed,
  kindNamed,
  type NamedItem,
  type Reading,
  scopedSection,
  sectionNamed,
  sectionRef,
  startsWithVerb,
  wordsOf,
} from "../reading.js";
import type { Rule } from "../rule.js";
import { escapeRegExp, norm, sameStem, tokens } from "../text.js";

/**
 * "togli riparazioni e modifiche", "remove the Duo pack and the Family pack": several items named in one
 * list each go, and one the page does not have is named as not done — never only the first one silently.
 * A single item whose own title holds the list ("Bath and brush") is that one item.
 */
function severalItems(r: Reading, after: number): Op[] | null {
  const rest = r.text.slice(after);
  const entries = listEntries(rest, r.packs);
  if (entries.length < 2) return null;
  const whole = itemNamed(r, rest);
  if (whole && entries.every((entry) => norm(whole.item.title).includes(norm(entry)))) return null;
  const named = entries.map((entry) => ({ entry, item: itemNamed(r, entry) }));
  const found = named.filter((n) => n.item);
  const titles = new Set(found.map((n) => n.item!.item.title));
  if (found.length === 0 || titles.size < found.length) return null;
  return named.map(
    ({ entry, item }): Op =>
      item
        ? { op: "remove_item", section: sectionRef(r.model, item.section), item: item.item.title }
        : { op: "refuse", part: entry, why: reportWords(r.model.lang, "notOnPage", { said: entry }) },
  );
}

/** The section kind the clause names ("the features", "el plan") and where it says it. */
type KindNamed = ReturnType<typeof kindNamed>;

/**
 * "remove the multi-currency feature", "quita el plan Empresa": the kind's noun says which section, the
 * other words which of its items — never an item whose title happens to be that noun ("Features").
 */
function itemOfKind(r: Reading, named: KindNamed, after: number): Op[] | null {
  const section = named && r.model.sections.find((s) => s.kind === named.kind);
  if (!named || !section) return null;
  const rest = `${r.text.slice(after, named.at.index)} ${r.text.slice(named.at.end)}`;
  const items = itemsByWord(r, (n) => n.section === section, rest);
  if (items.length > 1) return [{ op: "refuse", part: r.raw, why: whichOne(r, items) }];
  const [one] = items;
  return one ? [{ op: "remove_item", section: sectionRef(r.model, section), item: one.item.title }] : null;
}

/** "Features: recurring invoices" on a page with a features section: "the features" names the section. */
function titledLikeAKind(r: Reading, named: KindNamed, item: NamedItem | null): boolean {
  if (!item || !named || !r.model.sections.some((s) => s.kind === named.kind && s !== item.section))
    return false;
  return sameStem(norm(item.item.title), named.at.phrase, 2);
}

export const remove: Rule = {
  name: "remove",
  examples: [
    // The removal said last: "… kann weg", "… can go".
    {
      page: "baeckerei",
      say: "der Apfelkuchen kann weg",
      ops: [{ op: "remove_item", section: "services", item: "Apfelkuchen" }],
    },
    {
      page: "saas",
      say: "remove the Studio plan",
      ops: [{ op: "remove_item", section: "pricing", item: "Studio" }],
    },
    { say: "delete the FAQ", ops: [{ op: "remove_section", section: "faq" }] },
    { say: "get rid of the testimonials section", ops: [{ op: "remove_section", section: "testimonials" }] },
    {
      page: "saas",
      say: "drop the last plan",
      ops: [{ op: "remove_item", section: "pricing", item: "Studio" }],
    },
    {
      say: "remove this",
      scope: { section: "s4" },
      ops: [{ op: "remove_section", section: "testimonials" }],
    },
    {
      page: "saas",
      say: "remove the first feature",
      ops: [{ op: "remove_item", section: "features", item: "Bank sync" }],
    },
    {
      page: "saas",
      say: "remove the Studio and Plus plans",
      ops: [
        { op: "remove_item", section: "pricing", item: "Studio" },
        { op: "remove_item", section: "pricing", item: "Plus" },
      ],
    },
    // The kind's noun says which section, the other words which of its items: never the about card that
    // is titled "Features".
    {
      page: "tempo",
      say: "remove the client portal feature",
      ops: [{ op: "remove_item", section: "features", item: "Client portal" }],
    },
    {
      page: "tempo",
      say: "remove the first feature",
      ops: [{ op: "remove_item", section: "features", item: "One-click timers" }],
    },
    { page: "tempo", say: "remove the features", ops: [{ op: "remove_section", section: "features" }] },
    {
      page: "tienda",
      say: "quita la vela de naranja",
      ops: [{ op: "remove_item", section: "products", item: "Vela de naranja" }],
    },
  ],
  read(r) {
    const verb = startsWithVerb(r, (p) => p.verbs.remove);
    if (!verb) return null;
    const sectionWord = has(r, (p) => p.sectionWords);
    const several = sectionWord ? null : severalItems(r, verb.end);
    if (several) return several;
    const named = kindNamed(r);
    const byKind = sectionWord ? null : itemOfKind(r, named, verb.end);
    if (byKind) return byKind;
    const byName = itemNamed(r);
    const item = titledLikeAKind(r, named, byName) ? null : byName;
    if (item && !sectionWord)
      return [{ op: "remove_item", section: sectionRef(r.model, item.section), item: item.item.title }];
    const section = sectionNamed(r);
    // "usuń zajęcia próbne" where "zajęcia" names the classes section and the page says "Pierwsze zajęcia
    // próbne za darmo": the words said with the kind's noun name a mention of the page, not the section.
    const qualified = !sectionWord && named ? wordsBesideKind(r, named.at, verb.end) : [];
    if (qualified.length > 0) {
      const mention = cutMention(r, verb.end);
      if (mention.every((op) => op.op !== "refuse") || (!section && saysAnyWhere(r, qualified)))
        return mention;
    }
    if (section) {
      const byPlace = !sectionWord ? itemByPlace(r, section) : null;
      if (byPlace)
        return [{ op: "remove_item", section: sectionRef(r.model, section), item: byPlace.item.title }];
      return [{ op: "remove_section", section: sectionRef(r.model, section) }];
    }
    const priced = r.model.sections.find((s) => s.items.some((i) => i.price));
    const byPlace = priced && has(r, (p) => p.itemWords) ? itemByPlace(r, priced) : null;
    if (byPlace)
      return [{ op: "remove_item", section: sectionRef(r.model, priced!), item: byPlace.item.title }];
    if (named) {
      // "remove the Q&A" on a page whose only Q&A is "Live Q&A at the end": the mention goes.
      const mention = cutMention(r, verb.end);
      if (mention.every((op) => op.op !== "refuse")) return mention;
      const written = itemWritingSigns(r, named.at);
      if (written) return [written];
      // A kind's noun said with other words is no missing section: what the page lacks is the mention.
      if (qualified.length > 0) return mention;
      return [
        { op: "refuse", part: r.raw, why: reportWords(r.model.lang, "noSection", { name: named.at.phrase }) },
      ];
    }
    const scoped = scopedSection(r);
    if (scoped && has(r, (p) => [...p.grammar.this, ...p.grammar.here])) {
      return [{ op: "remove_section", section: sectionRef(r.model, scoped) }];
    }
    return null;
  },
};

/**
 * The owner's words beside the kind's noun that name no section ("próbne" of "zajęcia próbne"): the
 * subject's words after the verb, without the noun's own words and the packs' section words.
 */
function wordsBesideKind(r: Reading, at: { index: number; end: number }, after: number): string[] {
  const own = new Set(tokens(r.text.slice(at.index, at.end)));
  const sectionish = new Set(
    wordsOf(r, (p) => [...p.sectionWords, ...Object.values(p.sections).flat()]).flatMap(tokens),
  );
  return subjectWords(r, r.text.slice(after)).filter((w) => !own.has(w) && !sectionish.has(w));
}

/** Whether the page's text says any of the words, in any of their endings. */
function saysAnyWhere(r: Reading, words: string[]): boolean {
  const match = namesWordIn(r);
  const own = pageTexts(r.model).flatMap((t) => tokens(t.text));
  return words.some((w) => own.some((o) => match(w, o)));
}

/**
 * A section's name of signs ("Q&A") said as the page writes it in the one item, outside a questions section,
 * whose title holds it: "Live Q&A at the end".
 */
function itemWritingSigns(r: Reading, at: { index: number; end: number; phrase: string }): Op | null {
  if (!/[^\p{L}\s]/u.test(at.phrase)) return null;
  const said = escapeRegExp(r.raw.slice(rawIndex(r.raw, at.index), rawIndex(r.raw, at.end)));
  const literal = new RegExp(`(?<![\\p{L}])${said}(?![\\p{L}])`, "iu");
  const holding = r.model.sections.flatMap((section) =>
    section.kind === "faq"
      ? []
      : section.items.filter((i) => literal.test(i.title)).map((item) => ({ section, item })),
  );
  if (holding.length !== 1) return null;
  const [{ section, item }] = holding as [(typeof holding)[number]];
  return { op: "remove_item", section: sectionRef(r.model, section), item: item.title };
}
