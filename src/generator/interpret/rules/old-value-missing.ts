/**
 * A number corrected against an old value the page does not say: "it's 30 days, not 21" on a page whose
 * trial is 14 days, "20 Plätze statt 25" where the page says 12. "X instead of / not Y" replaces the page's
 * Y only (value-correction, restated-quantity); when no text of the page writes Y, the request is refused
 * naming Y — never the page's other number changed in its place.
 */
import { reportWords } from "../../ops/report-words.js";
import { pageTexts } from "../page-texts.js";
import { type Reading, wordsOf } from "../reading.js";
import type { Rule } from "../rule.js";
import { alternation } from "../text.js";
import { maskQuotes, prices } from "../values.js";

/** The old number said right after a "not"/"instead of" word, and the new one said elsewhere. */
function oldAndNew(r: Reading): { old: string; said: string } | null {
  const words = wordsOf(r, (p) => [...p.grammar.instead, ...p.grammar.not]);
  if (words.length === 0) return null;
  // "a testimonial: 'paid in 3 days instead of 30'": a quote's words are the quote's, never a correction.
  const raw = maskQuotes(r.raw);
  const m = new RegExp(
    `(?<![\\p{L}])(?:${alternation(words)})\\s+(?:\\p{L}+\\s+)?([£$€]?\\s?\\d+(?:[.,]\\d+)?)(?![\\d]|[:.h]\\d|h\\b|\\s?(?:am|pm|uhr)\\b)`,
    "iu",
  ).exec(raw);
  // "au lieu de 14h": a time corrected is value-correction's.
  if (!m) return null;
  const old = m[1]!.trim();
  const others = raw.slice(0, m.index) + raw.slice(m.index + m[0].length);
  const said = /\d+(?:[.,]\d+)?/.exec(others)?.[0];
  return said ? { old, said } : null;
}

export const oldValueMissing: Rule = {
  name: "old-value-missing",
  examples: [
    {
      page: "saas",
      say: "the trial is 45 days, not 21",
      ops: [{ op: "refuse", part: "the trial is 45 days, not 21", why: "the page does not say “21”" }],
    },
    {
      page: "kurs",
      say: "es sind 20 Plätze statt 25",
      ops: [{ op: "refuse", part: "es sind 20 Plätze statt 25", why: "auf der Seite steht nichts von „25“" }],
    },
  ],
  read(r) {
    // Prices and times corrected are value-correction's, which says the same of an old one not on the page.
    if (prices(r.raw).length > 0) return null;
    const said = oldAndNew(r);
    if (!said) return null;
    const digits = said.old.replace(/^[£$€]\s?/, "");
    // A count or amount as the page writes it: never a clock time's hour ("10:00", "10h") or minutes.
    const written = new RegExp(
      `(?<![\\d.,:])${digits.replace(/[.,]/, "[.,]")}(?![\\d]|[.,:]\\d|h\\d|h\\b)`,
      "u",
    );
    if (pageTexts(r.model).some(({ text }) => written.test(text))) return null;
    return [
      { op: "refuse", part: r.raw.trim(), why: reportWords(r.model.lang, "notOnPage", { said: said.old }) },
    ];
  },
};
