/**
 * An FAQ entry given inline: "add a question: Do you deliver? Yes, within 5 miles", "new question: …
 * answer: …", "Ajoutez une question : … ? Non, tout est fourni." The question ends at its "?" or at the
 * answer word; both are kept exactly as the owner wrote them.
 */
import type { LanguagePack } from "../../lang/types.js";
import type { Op } from "../../ops/schema.js";
import { rawIndex } from "../raw-at.js";
import { find, kindNamed, type Reading, scopedSection, sectionRef, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, capitalised, escapeRegExp } from "../text.js";
import { quoted } from "../values.js";

/**
 * "question" (in any pack) or the FAQ's name, then a colon: "add a question:", "fügt eine Frage hinzu:"
 * (a verb's particle may stand before the colon), with what it is about too: "eine Frage zum Parken
 * ergänzen:", "a question about parking:". The splitter keeps what follows one clause.
 */
export function questionHead(packs: LanguagePack[]): RegExp {
  const names = alternation(packs.flatMap((p) => [...p.qa.question, ...(p.sections.faq ?? [])]));
  return new RegExp(`(?<![\\p{L}])(?:${names})\\p{L}{0,2}(?:\\s+\\p{L}+){0,4}\\s*:`, "iu");
}

/** Where the question starts: after its head, or anywhere in a clause about the selected FAQ. */
function questionStart(r: Reading): number | null {
  const m = questionHead(r.packs).exec(r.raw);
  if (m) return m.index + m[0].length;
  return scopedSection(r)?.kind === "faq" && /\?/.test(r.raw) ? 0 : null;
}

/** The question and its answer: up to the answer word ("answer:", "réponse :") or the "?". */
export function questionAndAnswer(r: Reading, text: string): { title: string; text: string } | null {
  const answers = wordsOf(r, (p) => p.qa.answer)
    .map((w) => (w.length < 2 ? `${escapeRegExp(w)}\\s*:` : `${escapeRegExp(w)}\\s*:?`))
    .join("|");
  const byWord = new RegExp(`^(.+?)\\s*[,;]?\\s*(?<![\\p{L}])(?:${answers})(?![\\p{L}])\\s*(.+)$`, "iu").exec(
    text,
  );
  const byMark = /^(.+?\?)\s*(.+)$/u.exec(text);
  const m = byWord ?? byMark;
  if (!m) return null;
  const title = m[1]!.trim().replace(/^[-–—:]\s*/, "");
  const answer = m[2]!.trim().replace(/^[-–—:,]\s*/, "");
  if (!title || !answer) return null;
  return { title: capitalised(title), text: capitalised(answer) };
}

/**
 * 'add a FAQ question “Do you ship abroad?” with the answer “Yes, across the EU”': the question and its
 * answer each in quotes, the question ending with its "?", named as a question or an FAQ (no colon needed).
 */
function quotedPair(r: Reading): { title: string; text: string } | null {
  const said = quoted(r.raw);
  if (said.length !== 2 || !/[?？]\s*$/u.test(said[0]!)) return null;
  const named = find(r, (p) => [...p.qa.question, ...(p.sections.faq ?? [])]);
  if (!named || rawIndex(r.raw, named.index) > r.raw.indexOf(said[0]!)) return null;
  return { title: capitalised(said[0]!.trim()), text: capitalised(said[1]!.trim()) };
}

export const addQuestion: Rule = {
  name: "add-question",
  examples: [
    {
      say: "add a question: Do you bake gluten-free? answer: Yes, every Saturday.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Do you bake gluten-free?", text: "Yes, every Saturday." },
        },
      ],
    },
    // Question and answer each in quotes, with no colon.
    {
      say: "add a FAQ question “Do you ship abroad?” with the answer “Yes, across the UK”",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Do you ship abroad?", text: "Yes, across the UK" },
        },
      ],
    },
    {
      say: "add a question: do you deliver? yes, within 5 miles",
      ops: [
        { op: "add_item", section: "faq", item: { title: "Do you deliver?", text: "Yes, within 5 miles" } },
      ],
    },
    {
      say: "add a question: can I bring a friend? yes, if you book two places",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Can I bring a friend?", text: "Yes, if you book two places" },
        },
      ],
    },
    // The answer after the "?" is the owner's sentence: a verb after its comma starts no command.
    {
      say: "add a faq: can I bring my dog? yes, bring a lead",
      ops: [
        { op: "add_item", section: "faq", item: { title: "Can I bring my dog?", text: "Yes, bring a lead" } },
      ],
    },
    {
      page: "boulangerie",
      say: "ajoute une question : faut-il réserver ? non, venez quand vous voulez",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Faut-il réserver ?", text: "Non, venez quand vous voulez" },
        },
      ],
    },
    {
      page: "shop",
      say: "new FAQ: Is the yarn superwash? No, hand wash only.",
      ops: [
        {
          op: "add_section",
          kind: "faq",
          items: [{ title: "Is the yarn superwash?", text: "No, hand wash only." }],
        },
      ],
    },
    {
      page: "boulangerie",
      say: "Ajoutez une question : vous livrez ? Oui, dans tout le quartier.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Vous livrez ?", text: "Oui, dans tout le quartier." },
        },
      ],
    },
    {
      page: "baeckerei",
      say: "neue Frage: Habt ihr glutenfreies Brot? Antwort: Ja, jeden Freitag.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Habt ihr glutenfreies Brot?", text: "Ja, jeden Freitag." },
        },
      ],
    },
    {
      page: "baeckerei",
      say: "fügt eine Frage hinzu: Backt ihr auch sonntags? Nein, sonntags ist Ruhetag.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Backt ihr auch sonntags?", text: "Nein, sonntags ist Ruhetag." },
        },
      ],
    },
    // What the question is about may stand between its noun and the colon, the verb last.
    {
      page: "baeckerei",
      say: "eine Frage zum Parken ergänzen: Gibt es Parkplätze? Ja, direkt vor der Tür.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Gibt es Parkplätze?", text: "Ja, direkt vor der Tür." },
        },
      ],
    },
    {
      page: "bloemen",
      say: "voeg een vraag over parkeren toe: Kan ik parkeren? Ja, voor de deur.",
      ops: [
        { op: "add_item", section: "faq", item: { title: "Kan ik parkeren?", text: "Ja, voor de deur." } },
      ],
    },
    {
      say: "add a question about parking: Is there parking? Yes, behind the shop.",
      ops: [
        {
          op: "add_item",
          section: "faq",
          item: { title: "Is there parking?", text: "Yes, behind the shop." },
        },
      ],
    },
  ],
  read(r) {
    const pair = quotedPair(r);
    const start = questionStart(r) ?? (pair ? 0 : null);
    if (start === null) return null;
    const named = kindNamed(r, r.text.slice(0, 40));
    if (named && named.kind !== "faq" && !r.packs.some((p) => p.qa.question.some((q) => r.text.includes(q))))
      return null;
    const qa = pair ?? questionAndAnswer(r, r.raw.slice(start).trim());
    if (!qa) return null;
    const section = r.model.sections.find((s) => s.kind === "faq");
    const op: Op = section
      ? { op: "add_item", section: sectionRef(r.model, section), item: qa }
      : { op: "add_section", kind: "faq", items: [qa] };
    return [op];
  },
};
