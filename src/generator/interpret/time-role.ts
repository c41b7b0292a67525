/**
 * Which clock time of the page a clause means. The event's time is the one written with its date
 * ("12 June 2027 at 7:30pm"), else the one time a class or newsletter page gives ("ogni martedì alle
 * 18:30"); a time said with words of another line of the page ("doors now open at 6:30pm", "el check-in
 * ahora es a partir de las 15:00") is the time of that line. Ranges (opening hours "9:00–17:00") are no
 * single time and are left to the hours rules.
 */
import { pageTexts } from "./page-texts.js";
import { type Reading, wordsOf } from "./reading.js";
import { norm, tokens } from "./text.js";
import { clock, dateText } from "./values.js";

/** A clock time as pages and owners write it: "18:00", "18.30", "14h", "14h30", "7pm", "7:30 pm". */
export const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2}|h\d{0,2})?(?:\s?[ap]\.?m\.?)?`;

/** Times that are certainly times, without a word before them: "15:00", "7pm", "19h", "19 Uhr". */
const PLAIN_TIME = /(?<![\d.,:/])(\d{1,2}(?::\d{2}|h\d{0,2}|\s?[ap]\.?m\.?)|\d{1,2}\s?uhr\b)(?![\p{L}\d:])/iu;

/** The lone times a text writes ("19:30", "7pm", "19h", "19 Uhr"; never one end of a range, a date or an amount). */
function loneTimes(text: string): string[] {
  const re =
    /(?<![\d.,:/€$£-])(\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\b\.?)?|\d{1,2}h\d{0,2}|\d{1,2}\s?[ap]\.?m\b\.?|\d{1,2}\s?uhr\b)(?![\p{L}\d]|\s*[–-]\s*\d|[.,]\d)/giu;
  return [...text.matchAll(re)]
    .filter((m) => !/[–-]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)))
    .map((m) => m[1]!)
    .filter((t) => minutesOf(t) !== null);
}

/** Minutes in the day of a time as written, "19 Uhr" too. */
export const minutesOf = (time: string) => clock(time.replace(/\s?uhr$/i, ""))?.minutes ?? null;

const months = (r: Reading) => r.packs.flatMap((p) => p.months);

/** The event's time: the one written with its date, else the page's one lone time. */
export function eventTime(r: Reading): string | null {
  const texts = pageTexts(r.model).map((t) => t.text);
  for (const text of texts) {
    const time = loneTimes(text)[0];
    if (time && dateText(text, months(r))) return time;
  }
  const all = new Set(texts.flatMap(loneTimes).map(minutesOf));
  if (all.size !== 1) return null;
  return texts.flatMap(loneTimes)[0] ?? null;
}

/** A time said without a time word before it, when it cannot be anything else ("a partir de las 15:00"). */
export function plainTime(text: string): string | null {
  const m = PLAIN_TIME.exec(text);
  // "19 Uhr" is said as "19": the page's own form is added where the time is written.
  const time = m ? m[1]!.replace(/\s?uhr$/i, "").trim() : null;
  return time && clock(time) ? time : null;
}

/**
 * The page's time on the one line that shares most of the clause's own words ("doors" for "Doors open at
 * 7pm"), or null when no line does or two tie.
 */
export function timeByRole(r: Reading): string | null {
  const skip = new Set(
    wordsOf(r, (p) => [
      ...p.grammar.now,
      ...p.grammar.is,
      ...p.grammar.at,
      ...p.grammar.from,
      ...p.grammar.to,
      ...p.filler,
      ...p.facts.time,
      ...p.verbs.change,
    ]).flatMap((w) => norm(w).split(" ")),
  );
  const keys = tokens(r.text).filter((w) => w.length > 3 && !/\d/.test(w) && !skip.has(w));
  if (keys.length === 0) return null;
  const stem = (w: string) => w.slice(0, Math.max(4, w.length - 2));
  const scored = pageTexts(r.model)
    .map(({ text }) => ({ times: loneTimes(text), words: tokens(norm(text)) }))
    .filter((t) => t.times.length === 1)
    .map((t) => ({
      time: t.times[0]!,
      score: keys.filter((k) =>
        t.words.some((w) => w.length > 3 && (w.startsWith(stem(k)) || k.startsWith(stem(w)))),
      ).length,
    }))
    .filter((t) => t.score > 0);
  const top = Math.max(0, ...scored.map((t) => t.score));
  const best = new Set(scored.filter((t) => t.score === top).map((t) => minutesOf(t.time)));
  return best.size === 1 ? scored.find((t) => t.score === top)!.time : null;
}
