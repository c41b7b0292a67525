/**
 * Phrases that say a description's language even when most of its nouns are English loanwords
 * ("Small group training met maximaal 6 personen, €89 per maand … Open ma–vr 6:30–21:00"): a range of two
 * abbreviated weekdays only one pack writes so ("ma–vr", "Mo–Fr", "lun–sáb"), and a price's period as one
 * pack alone says it ("per maand", "pro Monat", "par mois"). Each counts two points, at most three times per
 * language, and the phrase is then taken out so its words ("per") count for no other language.
 */
import { norm } from "../interpret/text.js";
import { allPacks } from "../lang/index.js";
import { escapeRegex } from "./vocabulary.js";

/** Every weekday form of each pack ("ma", "maandag", "mo.", "lun"), by pack code: the day's index by form. */
const WEEKDAYS: [string, Map<string, number>][] = allPacks().map((pack) => [
  pack.code,
  new Map(pack.weekdays.flatMap((forms, day) => forms.map((f) => [norm(f).replace(/\.$/u, ""), day]))),
]);

/** The packs writing a range from one weekday form to another (two different days). */
function rangeOwners(from: string, to: string): string[] {
  return WEEKDAYS.filter(([, days]) => {
    const a = days.get(from);
    const b = days.get(to);
    return a !== undefined && b !== undefined && a !== b;
  }).map(([code]) => code);
}

/** Two-word period phrases ("per maand", "al mese", "pro Monat") and the one pack that says each. */
const PERIODS: Map<string, string> = (() => {
  const owners = new Map<string, Set<string>>();
  for (const pack of allPacks())
    for (const phrase of Object.values(pack.periods).flat()) {
      const key = phrase.toLowerCase().trim().replace(/\s+/gu, " ");
      if (!/^\p{L}+\s+\p{L}+$/u.test(key)) continue;
      owners.set(key, (owners.get(key) ?? new Set()).add(pack.code));
    }
  return new Map([...owners].filter(([, c]) => c.size === 1).map(([k, c]) => [k, [...c][0] ?? ""]));
})();

const PERIOD_PHRASE = new RegExp(
  `(?<![\\p{L}])(?:${[...PERIODS.keys()].map((k) => escapeRegex(k).replace(/ /gu, "\\s+")).join("|")})(?![\\p{L}])`,
  "giu",
);

const DAY_RANGE = /(?<![\p{L}])(\p{L}{2,4})\.?\s?(?:[–—-]|t\/m)\s?(\p{L}{2,4})\.?(?![\p{L}])/gu;

export interface PhraseEvidence {
  /** Points by language code. */
  scores: Map<string, number>;
  /** The lower-case text without the phrases counted. */
  rest: string;
}

/** The languages a description's day ranges and price periods name, and its text without them. */
export function phraseEvidence(lower: string): PhraseEvidence {
  const found = new Map<string, number>();
  const add = (lang: string) => found.set(lang, Math.min((found.get(lang) ?? 0) + 1, 3));
  let rest = lower.replace(DAY_RANGE, (whole, from: string, to: string) => {
    const owners = rangeOwners(norm(from), norm(to));
    if (owners.length !== 1 || !owners[0]) return whole;
    add(owners[0]);
    return " ";
  });
  rest = rest.replace(PERIOD_PHRASE, (whole: string) => {
    const owner = PERIODS.get(whole.toLowerCase().replace(/\s+/gu, " "));
    if (!owner) return whole;
    add(owner);
    return " ";
  });
  return { scores: new Map([...found].map(([lang, n]) => [lang, n * 2])), rest };
}
