/**
 * A day added to an activity the page tells in a sentence, not in its opening hours: "metti le degustazioni
 * anche la domenica" on "Degustazioni in cantina il sabato su prenotazione" writes "il sabato e la
 * domenica"; "add Sunday to the park classes" on "classes on Thursday evenings in the park" writes
 * "Thursday and Sunday evenings". The sentence is the one page sentence that names the activity (a word of
 * the clause) and exactly one day; the new day is written in the page's form of its day ("samstags" →
 * "sonntags", "Saturdays" → "Sundays"). Said as a move ("the championship moved to Sunday", "spostate le
 * degustazioni alla domenica"), the new day replaces the old one, with the article its pack gives it.
 * Anything less certain is left unread, never guessed.
 */
import { briefOfModel } from "../../composer/stored-brief.js";
import { packFor } from "../../lang/index.js";
import type { LanguagePack } from "../../lang/types.js";
import type { Op } from "../../ops/schema.js";
import { articleForDay, daysIn } from "../days.js";
import { pageTexts } from "../page-texts.js";
import { has, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, norm, sameStem, tokens } from "../text.js";

/** A day's name in a text: where it stands, as written, and the short word before it ("il", "on", "los"). */
function dayWord(text: string, day: number, packs: LanguagePack[]) {
  const names = packs.flatMap((p) => p.weekdays[day] ?? []).filter((n) => n.length > 3);
  const m = new RegExp(`(?<!\\p{L})(?:(\\p{L}{1,3})\\s+)?(${alternation(names)})(?!\\p{L})`, "iu").exec(text);
  if (!m) return null;
  return { at: m.index + m[0].length, word: m[2]!, lead: m[1] ?? null };
}

/** The new day in the page's form of its own: "samstags" gives "sonntags", "Saturdays" gives "Sundays". */
function writtenLike(page: string, from: number, to: number, pack: LanguagePack, said: string): string {
  const base = pack.weekdays[from]?.[0] ?? "";
  const target = pack.weekdays[to] ?? [];
  const word = norm(page);
  const ending = word.startsWith(norm(base)) ? word.slice(norm(base).length) : null;
  const found =
    ending === null
      ? said
      : (target.find((n) => norm(n) === norm(`${target[0]}${ending}`)) ?? target[0] ?? said);
  return page.charAt(0) === page.charAt(0).toUpperCase()
    ? found.charAt(0).toUpperCase() + found.slice(1)
    : found;
}

/** Words that move a thing in time: "moved to", "is now on", "verschoben auf", "passe au". */
const movedWords = (p: LanguagePack) => [
  ...(p.reschedule ?? []),
  ...p.relocated,
  ...p.grammar.now,
  ...p.verbs.move,
  ...p.verbs.change,
];

/**
 * The page's day replaced by the new one; the owner's article goes with it where both are one
 * ("il sabato" → "la domenica"), a preposition of the owner's ("moved to Sunday") never does.
 */
function movedDay(
  sentence: string,
  onPage: { at: number; word: string; lead: string | null },
  said: { lead: string | null },
  next: string,
  pack: LanguagePack,
  [from, to]: [number, number],
): string {
  const start = onPage.at - onPage.word.length;
  const lead = articleForDay(pack, onPage.lead, said.lead, from, to);
  const before = lead
    ? sentence.slice(0, start).replace(/\p{L}+\s+$/u, `${lead} `)
    : sentence.slice(0, start);
  return `${before}${next}${sentence.slice(onPage.at)}`;
}

export const activityDay: Rule = {
  name: "activity-day",
  examples: [
    {
      page: "cantina",
      say: "metti le degustazioni anche la domenica",
      ops: [
        {
          op: "replace_text",
          find: "Degustazioni in cantina il sabato su prenotazione.",
          with: "Degustazioni in cantina il sabato e la domenica su prenotazione.",
        },
      ],
    },
    {
      page: "cantina",
      say: "aggiungi anche il venerdì per le degustazioni",
      ops: [
        {
          op: "replace_text",
          find: "Degustazioni in cantina il sabato su prenotazione.",
          with: "Degustazioni in cantina il sabato e venerdì su prenotazione.",
        },
      ],
    },
    // Moved, not added: the new day takes the old one's place, with its own article.
    {
      page: "cantina",
      say: "spostate le degustazioni alla domenica",
      ops: [
        {
          op: "replace_text",
          find: "Degustazioni in cantina il sabato su prenotazione.",
          with: "Degustazioni in cantina la domenica su prenotazione.",
        },
      ],
    },
  ],
  read(r) {
    if (/\d/.test(r.raw)) return null;
    // "add Sunday" writes a second day beside the page's; "moved to Sunday" writes it instead.
    const adds = has(r, (p) => [...p.verbs.add, ...p.grammar.also]);
    if (!adds && !has(r, movedWords)) return null;
    // "move the Sunday brunch to the top" moves a card, not a day.
    if (!adds && has(r, (p) => Object.values(p.places).flat())) return null;
    // "we're also open on Sundays" is the opening hours' own.
    if (has(r, (p) => [...p.grammar.open, ...p.grammar.closed, ...(p.closes ?? [])])) return null;
    const said = daysIn(r.raw, r.packs);
    if (said.length !== 1) return null;
    const day = said[0]!;
    const command = new Set(
      wordsOf(r, (p) => [...p.verbs.add, ...p.grammar.also, ...p.filler, ...movedWords(p)]).flatMap((w) =>
        norm(w).split(" "),
      ),
    );
    const keys = tokens(r.text).filter(
      (w) => w.length > 3 && !command.has(w) && daysIn(w, r.packs).length === 0,
    );
    if (keys.length === 0) return null;
    const pack = packFor(r.model.lang);
    const packs = [...new Set([pack, ...r.packs])];
    const hours = new Set(briefOfModel(r.model).hours.map((h) => norm(h.text)));
    const found = new Map<string, { sentence: string; from: number }>();
    for (const { text } of pageTexts(r.model))
      for (const sentence of text.split(/(?<=[.!?;])\s+/u).map((s) => s.trim())) {
        if (hours.has(norm(sentence)) || !keys.some((k) => tokens(sentence).some((w) => sameStem(k, w))))
          continue;
        const days = daysIn(sentence, packs);
        if (days.length !== 1) continue;
        // "…, latte art championship on Saturday, workshops every hour": the day is the named activity's own.
        const clause = sentence.split(/[,;·]\s+/u).find((part) => daysIn(part, packs).length === 1);
        if (!clause || !keys.some((k) => tokens(clause).some((w) => sameStem(k, w)))) continue;
        found.set(sentence, { sentence, from: days[0]! });
      }
    if (found.size !== 1) return null;
    const { sentence, from } = [...found.values()][0]!;
    // The page already says that day: nothing new to write.
    if (from === day) return null;
    const onPage = dayWord(sentence, from, packs);
    const inClause = dayWord(r.raw, day, r.packs);
    if (!onPage || !inClause) return null;
    const next = writtenLike(onPage.word, from, day, pack, inClause.word);
    if (!adds)
      return [
        {
          op: "replace_text",
          find: sentence,
          with: movedDay(sentence, onPage, inClause, next, pack, [from, day]),
        },
      ] as Op[];
    // "il sabato" takes "e la domenica": the article the owner said, where the page writes one of its own.
    const lead =
      onPage.lead &&
      inClause.lead &&
      norm(inClause.lead) !== norm(onPage.lead) &&
      !has(r, (p) => [...p.verbs.add, ...p.grammar.also].filter((w) => norm(w) === norm(inClause.lead!)))
        ? `${inClause.lead} `
        : "";
    const and = pack.grammar.and[0] ?? "and";
    const written = `${sentence.slice(0, onPage.at)} ${and} ${lead}${next}${sentence.slice(onPage.at)}`;
    return [{ op: "replace_text", find: sentence, with: written }] as Op[];
  },
};
