/**
 * When a new thing is offered, said after its name: "les galettes des rois en janvier", "Zwiebelkuchen nur
 * samstags", "emergency call-outs in winter", "le granite solo d'estate", "zajęcia z robotyki w wakacje".
 * The time is the owner's note on the thing (the card's text, in the owner's words), never part of its name,
 * never lost. Its words come from the packs: months, weekdays, seasons, parts of the day and "every day",
 * with the small words before them ("en", "nur", "in the", "solo d'").
 */
import { type Reading, wordsOf } from "./reading.js";
import { norm, tokens } from "./text.js";

/** Words that say a time of the year, the week or the day (three letters or more, abbreviations left out). */
function whenWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...p.months.flat(),
      ...p.weekdays.flat(),
      ...(p.seasons ?? []),
      ...Object.values(p.dayParts ?? {}).flat(),
      ...(p.dayGroups ? [...p.dayGroups.weekend, ...p.dayGroups.weekdays] : []),
      ...p.grammar.everyDay,
    ])
      .filter((w) => !w.endsWith("."))
      .flatMap((w) => tokens(norm(w)))
      .filter((w) => w.length >= 3 && !/\d/.test(w)),
  );
}

/** The small words a time is said with: "in", "en", "on", "at", "only", "nur", "the", "every", "from". */
function timeSmallWords(r: Reading): Set<string> {
  return new Set(
    wordsOf(r, (p) => [
      ...p.grammar.in,
      ...p.grammar.on,
      ...p.grammar.at,
      ...p.grammar.only,
      ...p.grammar.one,
      ...p.grammar.of,
      ...p.grammar.from,
      ...p.grammar.until,
      ...p.grammar.and,
      ...p.grammar.everyDay,
    ]).flatMap((w) => tokens(norm(w))),
  );
}

/**
 * The name and the time said after it ("galettes des rois en janvier" → "galettes des rois", "en
 * janvier"), or null when the name ends in no time. Read only when every word after the name is a time or
 * a small word of one ("en janvier seulement"); a time that starts the name ("winter menu") is the name's.
 */
export function whenSaid(r: Reading, said: string): { name: string; when: string } | null {
  const when = whenWords(r);
  const small = timeSmallWords(r);
  const words = said.trim().split(/\s+/).filter(Boolean);
  const isWhen = (w: string) => tokens(w).some((t) => when.has(t));
  const at = words.findIndex((w, i) => i > 0 && isWhen(w));
  if (at < 0) return null;
  let start = at;
  while (start > 1 && tokens(words[start - 1]!).every((t) => small.has(t))) start -= 1;
  const note = words.slice(start);
  if (!note.every((w) => tokens(w).every((t) => when.has(t) || small.has(t)))) return null;
  const name = words.slice(0, start).join(" ");
  const time = note.join(" ").replace(/[.!?]+$/, "");
  return name && time ? { name, when: time } : null;
}
