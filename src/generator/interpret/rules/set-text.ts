/**
 * "change the headline to …", "tagline: …", "set the button text to 'Book now'", "rename the FAQ heading
 * to Questions": one named text gets the owner's words (quoted text kept exactly).
 */
import type { TextTarget } from "../../lang/types.js";
import type { Op } from "../../ops/schema.js";
import { buttonNoun, buttonsNamed } from "../button-named.js";
import { inflectedColour } from "../look-colours.js";
import { rawIndex } from "../raw-at.js";
import { type Reading, scopedSection, sectionNamed, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { sectionMeant } from "../section-named.js";
import { alternation, findPhrase, norm, tokens, withoutAll } from "../text.js";
import { quoted } from "../values.js";
import { examples } from "./set-text.examples.js";

const COURTESY = /[\s,]+(?:please|pls|plz|thanks?(?: you)?|thx|cheers)[.!]*$/i;

/** Words between a text's name and its new words: "to", "as", "en", "a", "in", "zu", "dire" (any pack). */
function connectors(r: Reading): string {
  return alternation(
    [
      ...wordsOf(r, (p) => [...p.grammar.to, ...p.grammar.as, ...(p.buttons?.say ?? [])]),
      "with",
      "say",
      "read",
      "be",
      "now",
    ].flatMap((w) => [norm(w), w.toLowerCase()]),
  );
}

/** Where the new words start after `from`: at the first connector or ":" (-1 when none). */
function textStartAfter(r: Reading, from: number, words = connectors(r)): number {
  const at = r.text.slice(from).search(new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])|[:=]`, "u"));
  return at < 0 ? -1 : from + at;
}

/** "should be", "soll … lauten", "doit dire": the words that say what a text reads, with no command verb. */
function sayWords(r: Reading): string {
  return alternation([...wordsOf(r, (p) => p.buttons?.say ?? []), "say", "read", "be"].map(norm));
}

/**
 * "make the call button say Call now", "der Anmelde-Button soll „Jetzt Platz sichern“ heißen", "le bouton
 * doit dire « … »": the label of the button the owner names (button-named.ts), never another text.
 */
function buttonLabel(r: Reading): Op[] | null {
  const noun = buttonNoun(r);
  if (!noun) return null;
  const verbs = wordsOf(r, (p) => [
    ...p.verbs.change,
    ...p.verbs.make,
    ...p.verbs.rename,
    ...p.verbs.replace,
  ]);
  const said = findPhrase(
    r.text.slice(noun.at.end),
    wordsOf(r, (p) => p.buttons?.say),
  );
  const start = textStartAfter(r, noun.at.end);
  const colon = /^[^:=]{0,40}[:=]/.test(r.text.slice(noun.at.end));
  if (!findPhrase(r.text.slice(0, noun.at.index), verbs) && !said && !colon) return null;
  const value = newText(r, rawIndex(r.raw, start < 0 ? noun.at.end : start));
  if (!value || norm(value) === norm(r.raw) || namesAColour(r, value) || namesALook(r, value)) return null;
  const named = buttonsNamed(r, start < 0 ? r.text.length : start);
  if (!named) return null;
  if ("why" in named) return [{ op: "refuse", part: r.raw, why: named.why }];
  return named.buttons.map((b) => ({ op: "set_text", path: b.path, value }));
}

/** The owner's new text: the quote, else what follows "to"/":"/"say" after the target, as written. */
export function newText(r: Reading, after: number): string | null {
  const quotes = quoted(r.raw);
  if (quotes.length > 0) return quotes[quotes.length - 1]!;
  const rest = r.raw.slice(Math.min(after, r.raw.length));
  const m = new RegExp(
    `^\\s*(?:(?:${connectors(r)})(?![\\p{L}])\\s*(?:say\\b|read\\b)?|[:=–—-])\\s*(.+)$`,
    "iu",
  ).exec(rest);
  const text = m?.[1]
    ?.replace(COURTESY, "")
    .replace(/^[:\s]+/, "")
    .trim();
  return text && text.length <= 200 ? text : null;
}

/** The edit path of a named text: the headline, the tagline, a section's heading or lead, the title. */
export function pathFor(r: Reading, target: TextTarget, beforeTarget: string): string | null {
  const hero = r.model.sections.find((s) => s.kind === "hero");
  const named =
    sectionNamed(r, beforeTarget) ?? sectionNamed(r, r.text.split(/\b(?:to|:)\b/)[0]) ?? scopedSection(r);
  switch (target) {
    case "headline":
      return hero ? `sections.${hero.id}.heading` : null;
    case "tagline":
      return hero ? `sections.${hero.id}.tagline` : null;
    case "button": {
      const section = named?.cta ? named : hero;
      return section?.cta ? `sections.${section.id}.cta.label` : null;
    }
    case "title":
      return "source.title";
    case "company":
      return "source.companyName";
    case "heading": {
      // "the heading needs to read …" naming no section is the page's main heading, the banner's.
      const section = named ?? hero;
      return section ? `sections.${section.id}.heading` : null;
    }
    case "lead": {
      const section = named ?? hero;
      return section ? `sections.${section.id}.lead` : null;
    }
  }
}

/**
 * "boutons en vert", "the button to red": a colour name, alone or before the next change, is a look for
 * the text's part (the style rule's), not its new words. Quoted words are always the owner's text.
 */
function namesAColour(r: Reading, value: string): boolean {
  if (quoted(r.raw).length > 0) return false;
  let colour = findPhrase(
    value,
    r.packs.flatMap((p) => Object.keys(p.colours)),
  );
  // "zmień przyciski na czerwone": a colour's agreeing form is a colour too.
  const first = tokens(norm(value))[0] ?? "";
  if (colour?.index !== 0 && first && inflectedColour(r, first)?.form === first)
    colour = { phrase: first, index: 0, end: first.length };
  if (colour?.index !== 0) return false;
  const rest = norm(value).slice(colour.end).trim();
  const and = findPhrase(
    rest,
    wordsOf(r, (p) => p.grammar.and),
  );
  return rest === "" || /^[,;]/.test(rest) || and?.index === 0;
}

/**
 * "mets le titre en plus grand", "el título más grande", "make the headline a bit bigger": words that only
 * say a size or a look (the packs' size words, with fillers and small grammar words around them) are the
 * style rule's, never the text's new words. Quoted words are always the owner's text.
 */
export function namesALook(r: Reading, value: string): boolean {
  if (quoted(r.raw).length > 0) return false;
  const sizes = wordsOf(r, (p) => [
    ...p.sizes.bigger,
    ...p.sizes.smaller,
    ...p.sizes.shorter,
    ...p.sizes.longer,
  ]);
  if (!findPhrase(value, sizes)) return false;
  const small = wordsOf(r, (p) => [
    ...p.filler,
    ...p.sizes.more,
    ...p.sizes.less,
    ...p.grammar.to,
    ...p.grammar.as,
    ...p.grammar.in,
    ...p.grammar.one,
    ...p.grammar.with,
  ]);
  const rest = withoutAll(withoutAll(value, sizes), small);
  return rest.split(" ").filter((w) => w.length > 2).length === 0;
}

/** Whether `text` holds only the packs' small words (articles, "please", "new"): nothing to read. */
function onlyFiller(r: Reading, text: string): boolean {
  const small = wordsOf(r, (p) => [...p.filler, ...p.grammar.new]);
  return withoutAll(text, small) === "";
}

/**
 * "rename the pricing bit to Plans", "renomme la section tarifs en Nos formules": a section named by the
 * owner's word for it and a section word is renamed by its heading.
 */
function renamedSection(r: Reading): Op[] | null {
  const verb = startsWithVerb(r, (p) => p.verbs.rename);
  if (!verb || verb.index > 0) return null;
  const word = findPhrase(
    r.text.slice(verb.end),
    wordsOf(r, (p) => p.sectionWords),
  );
  if (!word) return null;
  // The section's name before or after its word ("the pricing bit", "la section des produits"), up to "to".
  const start = textStartAfter(r, verb.end + word.end);
  if (start < 0) return null;
  const meant = sectionMeant(r, r.text.slice(verb.end, start));
  if (!meant || !("section" in meant) || !meant.section) return null;
  const value = newText(r, rawIndex(r.raw, start));
  if (!value || namesAColour(r, value) || namesALook(r, value)) return null;
  return [{ op: "set_text", path: `sections.${meant.section.id}.heading`, value }];
}

export const setText: Rule = {
  name: "set-text",
  examples,
  read(r) {
    let best: { target: TextTarget; index: number; end: number } | null = null;
    for (const pack of r.packs) {
      for (const [target, names] of Object.entries(pack.texts) as [TextTarget, string[]][]) {
        const at = findPhrase(r.text, names);
        if (!at || at.index > 60) continue;
        const longer = best && at.index === best.index && at.end > best.end;
        if (!best || at.index < best.index || longer) best = { target, index: at.index, end: at.end };
      }
    }
    // A button named before any other text ("the call button should say …") is a button's label.
    const noun = buttonNoun(r);
    if (noun && (!best || best.target === "button" || noun.at.index < best.index)) return buttonLabel(r);
    if (!best) return renamedSection(r);
    // A section heading named as "the pricing section title": the section words come before the target.
    const target =
      best.target === "title" && sectionNamed(r, r.text.slice(0, best.index)) ? "heading" : best.target;
    const verbs = wordsOf(r, (p) => [
      ...p.verbs.change,
      ...p.verbs.make,
      ...p.verbs.rename,
      ...p.verbs.replace,
    ]);
    // "the headline should be …", "le titre devrait être …": the target opens the clause, after small words.
    // "can the title say …": a modal opening the question is no command verb either.
    const startsWithTarget = onlyFiller(r, withoutAll(r.text.slice(0, best.index), modals(r)));
    const verb = findPhrase(r.text.slice(0, best.index), verbs);
    if (!verb && !startsWithTarget) return null;
    // "der Titel soll Beste Wurst lauten", "de titel moet Yoga in Haarlem worden": the say verb comes last.
    const last = verb ? null : sayVerbLast(r, best.end);
    if (last) {
      const path = pathFor(r, target, r.text.slice(0, best.end));
      if (!path || namesAColour(r, last) || namesALook(r, last)) return null;
      return withHero(r, { op: "set_text", path, value: last });
    }
    // With no command verb, the new words follow a word that says them ("ist zu lang" is no new text).
    const textStart = textStartAfter(r, best.end, verb ? connectors(r) : sayWords(r));
    if (!verb && textStart < 0) return null;
    const value = newText(r, rawIndex(r.raw, textStart < 0 ? best.end : textStart));
    if (!value || norm(value) === norm(r.raw) || namesAColour(r, value) || namesALook(r, value)) return null;
    const path = pathFor(r, target, r.text.slice(0, best.end));
    if (!path) return null;
    return withHero(r, { op: "set_text", path, value });
  },
};

/** "change the title to …" on a page whose headline is its title: the owner means the words they see. */
function withHero(r: Reading, op: Op & { op: "set_text" }): Op[] {
  const hero = r.model.sections.find((s) => s.kind === "hero");
  if (op.path === "source.title" && hero && norm(hero.heading) === norm(r.model.source.title))
    return [op, { op: "set_text", path: `sections.${hero.id}.heading`, value: op.value }];
  return [op];
}

const modals = (r: Reading) => wordsOf(r, (p) => p.modals ?? []);

/**
 * The new words between a modal after the text's name and a say verb ending the clause ("soll … lauten",
 * "moet … worden", "doit … être"); null when the clause is not said so.
 */
function sayVerbLast(r: Reading, from: number): string | null {
  // `findPhrase` reads a trimmed text: offsets count from the first word after the name.
  from += r.text.slice(from).length - r.text.slice(from).trimStart().length;
  const tail = r.text.slice(from);
  const modal = findPhrase(tail, modals(r));
  if (!modal || !onlyFiller(r, tail.slice(0, modal.index))) return null;
  const end = tail.replace(/[\s?!.]+$/, "");
  const say = new RegExp(`(?<![\\p{L}])(?:${sayWords(r)})$`, "u").exec(end);
  if (!say || say.index <= modal.end) return null;
  const start = rawIndex(r.raw, from + modal.end);
  const stop = rawIndex(r.raw, from + say.index);
  const quotes = quoted(r.raw);
  const value = quotes.length > 0 ? quotes[quotes.length - 1]! : r.raw.slice(start, stop).trim();
  return value.length > 0 && value.length <= 200 ? value : null;
}
