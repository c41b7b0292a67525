/**
 * The language a short description is written in, by the letters its words are made of: character
 * trigrams of every language the composer writes pages in, learnt from its own phrase books (English
 * from their keys). Used only when the common-word count cannot tell — a noun-heavy one-liner such as
 * "Elektriker in Hamburg-Altona, Notdienst 24/7, Meisterbetrieb" or "Cappotto in lana cotta tinto a mano"
 * has no "und" or "il" to count, yet every word of it is plainly German or Italian.
 */
import { LOCALES } from "../composer/locale/index.js";
import { allPacks } from "../lang/index.js";
import { packStrings } from "../lang/pack-strings.js";

type Profile = Map<string, number>;

/** Padded trigrams of every word of the text ("_ca", "cap", …, "to_"), lower-cased, letters only. */
function trigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/\p{L}{2,}/gu) ?? []) {
    const padded = `_${word}_`;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/** Log-probabilities of each trigram in the corpus (placeholders such as {company} dropped). */
function profileOf(texts: string[]): { profile: Profile; unseen: number } {
  const counts = new Map<string, number>();
  let total = 0;
  for (const text of texts)
    for (const tri of trigrams(text.replace(/\{[^}]*\}/g, " "))) {
      counts.set(tri, (counts.get(tri) ?? 0) + 1);
      total += 1;
    }
  const profile: Profile = new Map();
  for (const [tri, count] of counts) profile.set(tri, Math.log(count / total));
  return { profile, unseen: Math.log(0.5 / total) };
}

let profiles: Map<string, { profile: Profile; unseen: number }> | undefined;

function allProfiles(): Map<string, { profile: Profile; unseen: number }> {
  if (profiles) return profiles;
  profiles = new Map();
  const english: string[] = [];
  const packTexts = new Map(allPacks().map((pack) => [pack.code, packStrings(pack, { patterns: true })]));
  for (const [lang, locale] of Object.entries(LOCALES)) {
    if (lang.includes("-")) continue;
    const entries = [...Object.entries(locale.phrases), ...Object.entries(locale.kinds)];
    profiles.set(lang, profileOf([...entries.map(([, said]) => said), ...(packTexts.get(lang) ?? [])]));
    if (english.length === 0) english.push(...entries.map(([key]) => key));
  }
  profiles.set("en", profileOf([...english, ...(packTexts.get("en") ?? [])]));
  return profiles;
}

/** The language these trigrams fit best, by `margin` nats per trigram on average; undefined when unclear. */
function bestFit(grams: string[], margin: number): string | undefined {
  const scores: [string, number][] = [];
  for (const [lang, { profile, unseen }] of allProfiles()) {
    let sum = 0;
    for (const tri of grams) sum += profile.get(tri) ?? unseen;
    scores.push([lang, sum / grams.length]);
  }
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  return best && second && best[1] - second[1] >= margin ? best[0] : undefined;
}

/** Words of three letters or more, without the names inside a sentence (a town, a street, a brand). */
function wordsOf(text: string): string[] {
  return (
    text
      .replace(/(?<=[\p{L}\d,;:)]\s+)\p{Lu}[\p{L}-]*/gu, " ")
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? []
  );
}

/**
 * The language the text's words are written in, by their letters: the one they fit clearly better than
 * every other (by `margin` nats per trigram on average), when its words outvote English's three to one —
 * a borrowed "pizzeria" beside "wood fired" stays English — and there are enough letters to judge.
 * Undefined when the letters do not say.
 */
export function languageByLetters(text: string, margin = 0.2): string | undefined {
  const words = wordsOf(text);
  const grams = words.flatMap(trigrams);
  if (grams.length < 12) return undefined;
  const best = bestFit(grams, margin);
  if (!best) return undefined;
  // Each word's own vote: English words beside borrowed ones keep the text English.
  const votes = (lang: string) => words.filter((word) => bestFit(trigrams(word), 0.1) === lang).length;
  return votes("en") * 3 < votes(best) ? best : undefined;
}
