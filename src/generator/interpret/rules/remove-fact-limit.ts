/**
 * A condition or limit removed by its kind: "drop the seat limit", "togli il limite dei posti", "streich
 * die Teilnehmerbegrenzung", "remove the minimum order", "quita el límite de plazas". The clause names a
 * limit (packs' `limitNouns`, alone or as a compound's tail) and what it limits; every clause of the page
 * that states it — a number with a limit word (packs' `capacity`) or a limit noun, and a word for the same
 * thing (two nouns for places name each other, packs' `seatNouns`) — leaves every text, the rest of its
 * sentence kept ("Registration required, places limited to 200." → "Registration required."), a card saying
 * nothing else goes (`fact-cut.ts`). Nothing stating it, or a cut that would take other facts: not this
 * rule's.
 */
import type { Op } from "../../ops/schema.js";
import { cutValues } from "../fact-cut.js";
import { pageTexts } from "../page-texts.js";
import { find, type Reading, sectionRef, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { findPhrase, norm, sameStem, tokens } from "../text.js";

/** The owner's limit and what it limits: "seat limit" → seat; "Teilnehmerbegrenzung" → teilnehmer. */
function limitSaid(r: Reading): { things: string[] } | null {
  const limits = wordsOf(r, (p) => p.limitNouns ?? []).map(norm);
  const known = new Set(
    wordsOf(r, (p) => [
      ...Object.values(p.verbs).flat(),
      ...Object.values(p.grammar).flat(),
      ...p.filler,
    ]).flatMap((w) => tokens(w)),
  );
  let said = false;
  const things: string[] = [];
  for (const word of tokens(r.text)) {
    if (limits.includes(word)) said = true;
    else {
      // A compound ending in a limit noun: its head is what is limited ("teilnehmer|begrenzung").
      const tail = limits.find((l) => l.length >= 4 && word.length - l.length >= 3 && word.endsWith(l));
      if (tail) {
        said = true;
        things.push(word.slice(0, word.length - tail.length).replace(/-$/, ""));
      } else if (word.length >= 4 && !known.has(word)) things.push(word);
    }
  }
  return said ? { things } : null;
}

/** The clauses of a text: parts between commas, ";", "·" and sentence ends. */
const clausesOf = (text: string) =>
  text
    // A sentence ends before a capital only: "Max. 12 Teilnehmer" is one clause.
    .split(/[,;·]\s|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((c) => c.trim().replace(/[.!?]$/u, ""))
    .filter(Boolean);

/**
 * A section all of whose cards go ("Prices" holding only "Minimum order") goes as a whole, when it says
 * nothing else (no lead or tagline): an empty heading is no part of a page.
 */
function emptied(r: Reading, ops: Op[]): Op[] {
  const gone = new Map<string, number>();
  for (const op of ops) if (op.op === "remove_item") gone.set(op.section, (gone.get(op.section) ?? 0) + 1);
  const whole = r.model.sections
    .filter(
      (s) =>
        s.kind !== "hero" &&
        !s.lead &&
        !s.tagline &&
        s.items.length > 0 &&
        gone.get(sectionRef(r.model, s)) === s.items.length,
    )
    .map((s) => sectionRef(r.model, s));
  if (whole.length === 0) return ops;
  return [
    ...ops.filter((op) => op.op !== "remove_item" || !whole.includes(op.section)),
    ...whole.map((section) => ({ op: "remove_section" as const, section })),
  ];
}

export const removeFactLimit: Rule = {
  name: "remove-fact-limit",
  examples: [
    {
      page: "kurs",
      say: "streich die Teilnehmerbegrenzung",
      ops: [{ op: "remove_item", section: "about", item: "Maximal 12 Plätze" }],
    },
    {
      page: "corso",
      say: "togli il limite dei posti",
      ops: [{ op: "remove_item", section: "about", item: "Massimo 12 persone" }],
    },
  ],
  read(r) {
    // Asked away, or said to be no more ("no minimum order anymore", "keine Teilnehmerbegrenzung mehr").
    const away =
      startsWithVerb(r, (p) => [...p.verbs.remove, ...(p.noNeed ?? [])]) ||
      find(r, (p) => [...(p.noNeed ?? []), ...(p.gone?.words ?? [])]) ||
      startsWithVerb(r, (p) => p.gone?.lead ?? []) ||
      (find(r, (p) => p.gone?.withNot ?? []) && find(r, (p) => p.grammar.not));
    if (!away) return null;
    const said = limitSaid(r);
    if (!said) return null;
    const seats = wordsOf(r, (p) => p.seatNouns ?? []).map(norm);
    const isSeat = (w: string) => seats.some((s) => s === w || sameStem(w, s, 3));
    const names = (w: string) =>
      said.things.some((t) => sameStem(w, t, 3) || w.startsWith(t) || (isSeat(w) && isSeat(t)));
    const limitWords = wordsOf(r, (p) => [...(p.capacity ?? []), ...(p.limitNouns ?? [])]);
    const values = new Set<string>();
    for (const { text } of pageTexts(r.model)) {
      for (const clause of clausesOf(text)) {
        if (!/\d/.test(clause) || !findPhrase(norm(clause), limitWords)) continue;
        if (said.things.length > 0 && !tokens(clause).some(names)) continue;
        values.add(clause);
      }
    }
    // A card titled with the limit and saying nothing else ("Minimum order" · £20, "Places limited") goes.
    const cards = r.model.sections.flatMap((s) =>
      s.items
        .filter((i) => !i.text && findPhrase(norm(i.title), limitWords) && tokens(i.title).some(names))
        .map((i) => ({ op: "remove_item" as const, section: sectionRef(r.model, s), item: i.title })),
    );
    if (values.size === 0 && cards.length === 0) return null;
    // Without the things named ("remove the limit"), one limit on the page only.
    if (said.things.length === 0 && values.size + cards.length > 1) return null;
    const cut = values.size > 0 ? cutValues(r, [...values]) : [];
    if (!cut) return null;
    const removed = new Set(
      cut.flatMap((op) => (op.op === "remove_item" ? [`${op.section}/${op.item}`] : [])),
    );
    return emptied(r, [...cut, ...cards.filter((op) => !removed.has(`${op.section}/${op.item}`))]);
  },
};
