/**
 * How long something lasts, restated: "la durée passe à 1 h 30" where the page says "Durée 1 h", "the
 * duration is now 90 minutes", "die Dauer ist jetzt 2 Stunden". The page's one duration changes to the
 * owner's words; a clock time ("à 18 h 30", "at 6 pm", "um 18 Uhr") is never a duration, though "18 h 30"
 * has the shape of one. Tried before `restated-quantity`, which would take "1 h 30" for the page's other
 * number with an "h" after it.
 */
import { pageTexts } from "../page-texts.js";
import { find, has, type Reading, spanWords, startsWithVerb, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation, norm } from "../text.js";

/** A duration as written: "1 h 30", "90 minutes", "1,5 Stunden", "2h"; the units are the packs'. */
function durationPattern(r: Reading, flags: string): RegExp {
  const units = alternation([...wordsOf(r, (p) => p.durations ?? []), "h"]);
  return new RegExp(
    `(?<![\\p{L}\\d:.,])\\d+(?:[.,]\\d+)?\\s*(?:${units})(?:\\s*\\d{2}(?!\\d))?(?![\\p{L}\\d])`,
    flags,
  );
}

/** The page's durations: in a text that names the duration, else any not said after "at" (a clock time). */
function pageDurations(r: Reading): string[] {
  const nouns = wordsOf(r, (p) => p.durationWords ?? []).map(norm);
  const at = alternation(wordsOf(r, (p) => p.grammar.at));
  const clock = new RegExp(`(?:^|[\\s(])(?:${at})\\s*$`, "iu");
  const named = new Set<string>();
  const bare = new Set<string>();
  const duration = durationPattern(r, "giu");
  for (const { text } of pageTexts(r.model)) {
    const into = nouns.some((n) => norm(text).includes(n)) ? named : bare;
    for (const m of text.matchAll(duration)) if (!clock.test(text.slice(0, m.index))) into.add(m[0]);
  }
  return [...(named.size > 0 ? named : bare)];
}

export const restatedDuration: Rule = {
  name: "restated-duration",
  examples: [
    {
      page: "webinaire",
      say: "la durée passe à 1 h",
      ops: [{ op: "replace_text", find: "40 minutes", with: "1 h" }],
    },
    {
      page: "webinar",
      say: "the duration is now 90 minutes",
      ops: [{ op: "replace_text", find: "60 minutes", with: "90 minutes" }],
    },
    {
      page: "webinar",
      say: "it now lasts 2 hours",
      ops: [{ op: "replace_text", find: "60 minutes", with: "2 hours" }],
    },
    {
      page: "webinar",
      say: "the talk runs 75 minutes actually",
      ops: [{ op: "replace_text", find: "60 minutes", with: "75 minutes" }],
    },
    {
      page: "webinaire",
      say: "ça dure 1 h 30 maintenant",
      ops: [{ op: "replace_text", find: "40 minutes", with: "1 h 30" }],
    },
  ],
  read(r) {
    // "ça dure 1 h 30 maintenant", "it now lasts 90 minutes": a verb of lasting names the duration too,
    // unless a "to"/"until" word makes the time the end of the event ("dure jusqu'à 20 h").
    const lasting = find(r, (p) => p.lasts ?? []) && !find(r, (p) => [...p.grammar.until, ...p.grammar.to]);
    if (!find(r, (p) => p.durationWords ?? []) && !lasting) return null;
    // "add 30 minutes of questions", "remove the duration": other rules'. "The show lasts": a noun.
    if (startsWithVerb(r, (p) => [...p.verbs.add, ...p.verbs.remove])?.index === 0) return null;
    // "30 minutes de plus", "an hour longer": a span added to the duration, not the new duration.
    if (has(r, spanWords)) return null;
    const said = [...r.raw.matchAll(durationPattern(r, "giu"))];
    if (said.length !== 1) return null;
    const value = said[0]![0];
    const old = pageDurations(r).filter((d) => norm(d) !== norm(value));
    if (old.length !== 1) return null;
    return [{ op: "replace_text", find: old[0]!, with: value }];
  },
};
