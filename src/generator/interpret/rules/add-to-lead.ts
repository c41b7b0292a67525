/**
 * A member added to a list the owner names by its lead words or a paraphrase of them, not by a section's
 * name: "add airport pick-up to what's included" on a page saying "Includes two classes a day, vegetarian
 * meals and one surf lesson", "ajoute le petit-déjeuner à ce qui est inclus", "füge Handtücher zu den
 * Leistungen im Preis hinzu" on "Im Preis enthalten: …". The destination's words are matched with the
 * first words of the page's lists (a word by its stem; any of the packs' `adding.included` words names any
 * other, "what's included" ~ "Includes"). The member joins that list: the sentence, and the items when the
 * page shows the list as items too. One list only: none or several found is left unread (free).
 */
import type { Section } from "../../model.js";
import { withMembers } from "../../ops/lists.js";
import type { Op } from "../../ops/schema.js";
import { edgeWords, trimmed } from "../entry-words.js";
import { ownForm } from "../item-list.js";
import { pageTexts } from "../page-texts.js";
import { andWords } from "../prose-lists.js";
import { rawIndex } from "../raw-at.js";
import { type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { capitalised, escapeRegExp, findPhrase, norm, tokens } from "../text.js";
import { prices } from "../values.js";

/** Two forms of one word: a shared stem of five letters ("included"/"includes", "inclus"/"inclut"). */
const sameWord = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** How many first words of a page's list may lead it ("Each week includes …"). */
const LEAD_WORDS = 4;

interface Lead {
  /** The section whose items the list is, or whose text holds its sentence. */
  section: Section;
  /** The sentences' lists ("two classes a day, vegetarian meals and one surf lesson"), when it is one. */
  sentences: { find: string; with: (member: string) => string }[];
  /** The list is the section's items (its first item leads it: "Includes two classes a day"). */
  items: boolean;
}

export const addToLead: Rule = {
  name: "add-to-lead",
  // No example page writes a list led by its own words; the behaviour is tested in
  // tests/generator/interpret/adding-to-named-lists.test.ts on pages that do.
  examples: [],
  read(r) {
    const adding = startsWithVerb(r, (p) => p.verbs.add);
    if (!adding || prices(r.raw).length > 0 || r.raw.includes(":")) return null;
    // "aggiungi Pilates come nuova lezione" names its list by a kind: add-as-kind's.
    if (
      findPhrase(
        r.text,
        wordsOf(r, (p) => p.grammar.as ?? []),
      )
    )
      return null;
    const to = findPhrase(
      r.text.slice(adding.end),
      wordsOf(r, (p) => p.grammar.to),
    );
    if (!to) return null;
    const toAt = adding.end + to.index;
    const edge = edgeWords(r);
    const member = trimmed(r.raw.slice(rawIndex(r.raw, adding.end), rawIndex(r.raw, toAt)), edge);
    const where = norm(r.raw.slice(rawIndex(r.raw, adding.end + to.end)));
    if (!member || member.split(/\s+/).length > 5 || /\d/.test(member)) return null;
    const lead = listLed(r, where);
    if (!lead) return null;
    const name = ownForm(r, member);
    // In a sentence the owner's article stays ("un café, un jus et le petit-déjeuner"); an item has none.
    const before = r.raw.slice(rawIndex(r.raw, adding.end), rawIndex(r.raw, toAt));
    const article = new RegExp(`(?:^|\\s)(\\p{L}{1,3}'?)\\s*${escapeRegExp(member)}\\s*$`, "u").exec(before);
    const said =
      article && !/^\p{Lu}/u.test(member)
        ? `${article[1]!.toLowerCase()} ${member}`.replace("' ", "'")
        : member;
    // A member the list already names is not added twice.
    const listed = new RegExp(`(?<![\\p{L}])${escapeRegExp(norm(member))}(?![\\p{L}])`, "u");
    if (lead.sentences.some((s) => listed.test(norm(s.find)))) return null;
    const ops: Op[] = [];
    for (const sentence of lead.sentences)
      ops.push({ op: "replace_text", find: sentence.find, with: sentence.with(said) });
    if (lead.items)
      ops.push({
        op: "add_item",
        section: sectionRef(r.model, lead.section),
        item: { title: capitalised(name) },
      });
    return ops;
  },
};

/** The destination's words that may lead a list: four letters or more, no particle or filler. */
function leadWords(r: Reading, where: string): { words: string[]; included: boolean } {
  const included = wordsOf(r, (p) => p.adding?.included ?? []).map(norm);
  const small = new Set([...edgeWords(r), ...wordsOf(r, (p) => Object.values(p.grammar).flat()).map(norm)]);
  return {
    words: tokens(where).filter((w) => w.length >= 4 && !small.has(w)),
    included: findPhrase(where, included) !== null,
  };
}

/** The page's one list led by the owner's words, or null when none or several are. */
function listLed(r: Reading, where: string): Lead | null {
  const said = leadWords(r, where);
  if (said.words.length === 0 && !said.included) return null;
  const included = wordsOf(r, (p) => p.adding?.included ?? []).map(norm);
  const small = new Set(
    wordsOf(r, (p) => [...Object.values(p.grammar).flat(), ...(p.listAdd?.subjects ?? [])]).map(norm),
  );
  // The lead: the words before a colon ("Im Preis enthalten:"), else the first word after small ones
  // ("Includes two classes a day": "two classes" is a member, never the list's name).
  const leads = (text: string) => {
    const colon = text.indexOf(":");
    const words = tokens(colon > 0 ? text.slice(0, colon) : text);
    const first =
      colon > 0 ? words.slice(0, LEAD_WORDS) : words.slice(0, words.findIndex((w) => !small.has(w)) + 1);
    if (first.length === 0) return false;
    if (said.included && findPhrase(first.join(" "), included)) return true;
    // Another word names only a lead before a colon: a first word alone may be a member's ("Lezione singola").
    return colon > 0 && first.some((w) => w.length >= 4 && said.words.some((s) => sameWord(s, w)));
  };
  const found = new Map<string, Lead>();
  for (const { path, text } of pageTexts(r.model)) {
    const m = /^sections\.([^.]+)\.items\.(\d+)\.(title|text)$/.exec(path);
    if (!m || !leads(text)) continue;
    const section = r.model.sections.find((s) => s.id === m[1]);
    if (!section || section.kind === "hero" || section.kind === "faq") continue;
    const sentence = sentenceList(r, text);
    // "Includes two classes a day" as the first of the section's items: the items are the list.
    const items = m[2] === "0" && m[3] === "title" && section.items.length >= 2;
    if (!sentence && !items) continue;
    found.set(`${section.id} ${items}`, { section, items, sentences: sentence ? [sentence] : [] });
  }
  const all = [...found.values()];
  if (all.length === 1) return all[0]!;
  // The same list shown twice, as items and in a sentence naming another of them: the member joins both.
  const [items, ...others] = [...all.filter((l) => l.items), ...all.filter((l) => !l.items)];
  const names = (items?.section.items ?? []).slice(1).map((i) => norm(i.title));
  const same = (l: Lead) => !l.items && l.sentences.every((s) => names.some((n) => norm(s.find).includes(n)));
  if (!items?.items || others.length === 0 || !others.every(same)) return null;
  return { ...items, sentences: [...items.sentences, ...others.flatMap((l) => l.sentences)] };
}

/**
 * "Includes two classes a day, vegetarian meals and one surf lesson", "Im Preis enthalten: Kurs, Frühstück
 * und Sauna": a list of three or more joined by "and" (after the colon, when there is one), with one more.
 */
function sentenceList(r: Reading, text: string): Lead["sentences"][number] | undefined {
  const and = andWords(r).map(escapeRegExp).join("|");
  const colon = text.indexOf(":");
  const list = (colon >= 0 ? text.slice(colon + 1) : text).trim().replace(/[.!]$/, "");
  if (/[.;!?]/.test(list)) return undefined;
  const lastAnd = new RegExp(`^(.*?)(,?\\s+(?:${and}))\\s+([^,]+)$`, "iu").exec(list);
  if (!lastAnd || !lastAnd[1]!.includes(",")) return undefined;
  const [, before, glue, last] = lastAnd as unknown as [string, string, string, string];
  const lower = /^\p{Ll}/u.test(last);
  return { find: list, with: (member) => withMembers(`${before}, ${last}`, glue, member, lower) };
}

/**
 * "Lessen: Hatha yoga, Vinyasa, Yin yoga en Zwangerschapsyoga" (an item titled by a noun for what the page
 * offers, its text the list): the one such line, with the owner's member at its end, or null.
 */
export function offeringsLine(r: Reading, member: string): { find: string; with: string } | null {
  const nouns = wordsOf(r, (p) => p.offerings ?? []).map(norm);
  const found = new Map<string, string>();
  for (const section of r.model.sections) {
    if (section.kind === "hero" || section.kind === "faq") continue;
    for (const item of section.items) {
      if (!item.text || !nouns.includes(norm(item.title).replace(/:$/, ""))) continue;
      const line = sentenceList(r, item.text);
      if (!line) continue;
      const named = /^\p{Lu}/u.test(line.find);
      found.set(line.find, line.with(named ? capitalised(member) : member));
    }
  }
  if (found.size !== 1) return null;
  const [[find, withIt]] = [...found] as [[string, string]];
  return { find, with: withIt };
}
