/**
 * "remove the bit about free shipping", "enlève la mention des questions-réponses", "haal het stukje over
 * parkeren weg": a mention found in the page's text by its words (not by a section's name) and taken out
 * with its joining words — the one item that says it, else the one sentence of a longer text, else the
 * one clause after a comma of a sentence. Several places saying it are asked back; none is said so.
 */
import { reportWords } from "../ops/report-words.js";
import type { Op } from "../ops/schema.js";
import { namesWord, namesWordIn } from "./item-mention.js";
import { rawIndex } from "./raw-at.js";
import { type Reading, sectionRef, wordsOf } from "./reading.js";
import { alternation, capitalised, tokens } from "./text.js";

/** The words that name the mention: the subject's words, without articles, fillers and grammar words. */
export function subjectWords(r: Reading, subject: string): string[] {
  const skip = new Set(
    wordsOf(r, (p) => [...p.filler, ...p.verbs.remove, ...Object.values(p.grammar).flat()]).flatMap((w) =>
      tokens(w),
    ),
  );
  return tokens(subject).filter((w) => w.length >= 3 && !skip.has(w));
}

type Match = (said: string, word: string) => boolean;

const says = (words: string[], text: string, match: Match = namesWord) => {
  const own = tokens(text);
  return words.length > 0 && words.every((w) => own.some((o) => match(w, o)));
};

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

/**
 * A sentence's clause after a comma that says the words, with its comma: ", parking next door"; with the
 * pack's "and" words, also the last thing joined by "and": " and an app that tells you when to water".
 */
function clauseOf(
  sentence: string,
  words: string[],
  ands: string[] = [],
  match: Match = namesWord,
): string | null {
  const joins = ands.length > 0 ? `|(?=\\s(?:${alternation(ands)})\\s)` : "";
  const parts = sentence.split(new RegExp(`(?=,\\s)${joins}`, "u"));
  if (parts.length < 2) return null;
  const saying = parts.slice(1).filter((p) => says(words, p, match));
  if (saying.length !== 1 || says(words, parts[0]!, match)) return null;
  return saying[0]!.replace(/[.!?]$/, "");
}

/**
 * A number the piece carries that the owner's words do not ("Entradas VIP: 60 € con copa de bienvenida"
 * for "the line about the welcome drink"): cutting it would take a price or a time with the mention.
 */
const carriesOtherNumbers = (piece: string, said: string) =>
  (piece.match(/\d+(?:[.,:]\d+)?/g) ?? []).some((n) => !said.includes(n));

/** Clock times as pages write them: "21:00", "9.30", "21h", "21 Uhr". */
const TIMES =
  /(?<![\d.,])\d{1,2}(?:[:.]\d{2}|\s?(?:h|uhr|uur|u)(?![\p{L}]))(?:\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?)?/giu;

/**
 * "donderdag koopavond tot 21:00" for "geen koopavond meer": a clause whose only numbers are times and
 * whose other words are the owner's, days and grammar is the thing with its own day and time, taken out
 * whole — only when no other text of the page gives those times (else the hours say them too, and cutting
 * the clause alone would leave the page saying two things).
 */
function onlyItsTimes(r: Reading, cut: string, words: string[], match: Match): boolean {
  const times = cut.match(TIMES) ?? [];
  if (times.length === 0 || /\d/.test(cut.replace(TIMES, " "))) return false;
  const days = new Set(wordsOf(r, (p) => p.weekdays.flat()).flatMap((w) => tokens(w)));
  const unsaid = subjectWords(r, cut.replace(TIMES, " ")).filter(
    (w) => !days.has(w) && !words.some((s) => match(s, w)),
  );
  if (unsaid.length > 0) return false;
  const elsewhere = r.model.sections.flatMap((s) => [
    s.lead,
    s.tagline,
    ...s.items.flatMap((i) => [i.title, i.text, i.price]),
  ]);
  return !elsewhere.some((t) => t && !t.includes(cut) && times.some((time) => t.includes(time)));
}

/**
 * The clause and its comma out of a title: "Hughes, pizza and drinks after" → "Hughes" (a replacement
 * finds whole words, so the word before the comma is taken with it and put back).
 */
function cutWithComma(title: string, clause: string): Op {
  const at = title.indexOf(clause);
  const word = /(\S+)$/u.exec(title.slice(0, at))?.[1] ?? "";
  return { op: "replace_text", find: `${word}${clause}`, with: word };
}

/**
 * A title of two things joined by "and" (any pack's word) of which one says the owner's words and the other
 * none: the other, capitalised as a title. Null when the title is no such pair.
 */
function otherConjunct(r: Reading, title: string, words: string[]): string | null {
  const ands = wordsOf(r, (p) => p.grammar.and);
  if (ands.length === 0) return null;
  const parts = title.split(new RegExp(`\\s+(?:${alternation(ands)})\\s+`, "iu"));
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  // The named part is all the owner's words ("Comidas vegetarianas"); in "Direct billing with Bupa and AXA"
  // "Bupa" is not said, so the "and" joins two insurers, not two things the card says.
  const namedWhole = (part: string) =>
    says(words, part) && subjectWords(r, part).every((w) => words.some((s) => namesWord(s, w)));
  const saysNone = (part: string) => !words.some((w) => tokens(part).some((o) => namesWord(w, o)));
  const other = namedWhole(a) && saysNone(b) ? b : null;
  const first = namedWhole(b) && saysNone(a) ? a : null;
  const keep = (other ?? first)?.replace(/[.!?]+$/, "").trim();
  if (!keep || subjectWords(r, keep).length === 0) return null;
  return capitalised(keep);
}

/**
 * "remove weekly email reports" of a card "Track revenue per Pin, weekly email reports": the one clause
 * after a comma that says all of the owner's words and nothing else, cut with its comma; the rest of the
 * card stays. Null when the title has no such clause.
 */
export function clauseCut(r: Reading, title: string, words: string[]): Op | null {
  const onlySaid = (piece: string) => subjectWords(r, piece).every((w) => words.some((s) => namesWord(s, w)));
  const clause = clauseOf(title, words);
  if (clause) return onlySaid(clause) ? cutWithComma(title, clause) : null;
  // The first clause said ("remove track revenue per pin"): it goes with its comma, the next one leads.
  const comma = title.indexOf(", ");
  if (comma < 0) return null;
  const head = title.slice(0, comma);
  const next = /^\S+/u.exec(title.slice(comma + 2))?.[0];
  if (!next || !says(words, head) || !onlySaid(head) || says(words, title.slice(comma + 2))) return null;
  return { op: "replace_text", find: `${head}, ${next}`, with: capitalised(next) };
}

/** The owner asked which of several pieces of the page's text they mean, in the page's language. */
export const askWhich = (r: Reading, pieces: string[]) =>
  reportWords(r.model.lang, "whichOne", { list: pieces.map((n) => `“${n}”`).join(" / ") });

/** Items that hold facts (contact cards, the event's details), changed by the fact rules, not cut here. */
const FACT_CARDS = new Set(["hero", "contact", "event-details", "registration"]);

/** The ops that take the mention out, a question which one, or why it cannot be found. */
export function cutMention(r: Reading, at: number): Op[] {
  const subject = r.text.slice(at);
  const lang = r.model.lang;
  const words = subjectWords(r, subject);
  // "informację o zajęciach próbnych" names "Pierwsze zajęcia próbne": a word in another case is the same.
  const match = namesWordIn(r);
  // The owner's words as written, without a verb's particle left at the end ("… parkeren weg").
  const raw = r.raw.slice(rawIndex(r.raw, at)).trim();
  const rawWords = raw.split(/\s+/);
  while (rawWords.length > 1 && !words.includes(tokens(rawWords[rawWords.length - 1]!)[0] ?? ""))
    rawWords.pop();
  const said = rawWords.join(" ").replace(/[.!?]+$/, "");
  if (!words.length) return [{ op: "refuse", part: r.raw, why: reportWords(r.model.lang, "whichWords") }];
  const saying = r.model.sections.flatMap((section) =>
    FACT_CARDS.has(section.kind)
      ? []
      : section.items
          .filter((item) => says(words, `${item.title} ${item.text ?? ""}`, match))
          .map((item) => ({ section, item })),
  );
  // "the part about board rental" where a card is titled so and an answer lists it too: the card.
  const titled = saying.filter(({ item }) => says(words, item.title, match));
  // A card whose title does not say it and whose text carries a price is no card the mention names.
  const items =
    titled.length === 1
      ? titled
      : saying.filter(
          ({ item }) => says(words, item.title, match) || !carriesOtherNumbers(item.text ?? "", said),
        );
  if (items.length === 1) {
    const { section, item } = items[0]!;
    // An item that says more than the mention (a card with a text) loses only the sentence that says it.
    const sentences = sentencesOf(item.text ?? "");
    // "Talks by Priya Nair and Tom Hughes, pizza and drinks after": a title's clause after a comma that
    // alone says it goes, never the whole card with the rest of what it says.
    const clause = says(words, item.title, match) ? clauseOf(item.title, words, [], match) : null;
    if (clause) {
      // Only when the clause says nothing the owner did not name ("…, walks and home-cooked food" for
      // "the bit about the food" would take the walks too): else the owner is asked.
      const unsaid = subjectWords(r, clause).filter((w) => !words.some((s) => match(s, w)));
      return unsaid.length === 0
        ? [cutWithComma(item.title, clause)]
        : [{ op: "refuse", part: r.raw, why: askWhich(r, [clause.replace(/^,\s*/, "")]) }];
    }
    // "Comidas vegetarianas y dos clases diarias" for "lo de comidas vegetarianas": only the part joined
    // by "and" that says it goes; the other thing the card says stays.
    const kept = says(words, item.title, match) ? otherConjunct(r, item.title, words) : null;
    if (kept) return [{ op: "replace_text", find: item.title, with: kept }];
    if (says(words, item.title, match))
      return [{ op: "remove_item", section: sectionRef(r.model, section), item: item.title }];
    // "remove the SSO mention" of a plan "Business — $79/month, with SSO": the card's one-sentence text
    // says it, its title does not — the text goes, the card and its price stay.
    if (sentences.length < 2) {
      const at = section.items.indexOf(item);
      return [{ op: "set_text", path: `sections.${section.id}.items.${at}.text`, value: "" }];
    }
  }
  if (items.length > 1)
    return [
      {
        op: "refuse",
        part: r.raw,
        why: askWhich(
          r,
          items.map((i) => i.item.title),
        ),
      },
    ];
  const cuts = new Set<string>();
  const ands = wordsOf(r, (p) => p.grammar.and).filter((w) => /^\p{L}+$/u.test(w));
  const texts = r.model.sections.flatMap((s) => [s.lead, s.tagline, ...s.items.map((i) => i.text)]);
  for (const text of texts) {
    if (!text || !says(words, text, match)) continue;
    const sentences = sentencesOf(text);
    const saying = sentences.filter((s) => says(words, s, match));
    if (saying.length !== 1) return [{ op: "refuse", part: r.raw, why: askWhich(r, saying) }];
    // The clause after a comma, else the one sentence of a longer text.
    const cut =
      clauseOf(saying[0]!, words, [], match) ??
      (sentences.length > 1 ? saying[0]! : clauseOf(saying[0]!.replace(/[.!?]$/u, ""), words, ands, match));
    // A text that says only this is a part of its own: the owner names that part to remove it.
    // Never a price or a time taken out with the mention: the owner is asked which words go.
    if (!cut || (carriesOtherNumbers(cut, said) && !onlyItsTimes(r, cut, words, match)))
      return [{ op: "refuse", part: r.raw, why: askWhich(r, [(cut ?? saying[0]!).replace(/^,\s*/, "")]) }];
    // The clause's words only: the comma left before the full stop is tidied away with it.
    cuts.add(cut.replace(/^,\s*/, "").trim());
  }
  if (cuts.size === 1) return [{ op: "replace_text", find: [...cuts][0]!, with: "" }];
  if (cuts.size > 1) return [{ op: "refuse", part: r.raw, why: askWhich(r, [...cuts]) }];
  return [{ op: "refuse", part: r.raw, why: reportWords(lang, "notOnPage", { said }) }];
}
