/**
 * The description's language and direction: by script first (Arabic and Hebrew are right-to-left), then,
 * for Latin script, by counting common words of English, Hungarian, German, French, Spanish, Italian,
 * Dutch, Polish and Portuguese, and the names of days and months the language packs know. "en" when unsure.
 */

import { isFunctionWordOfAnotherLanguage } from "../composer/locale/clause-words.js";
import { norm } from "../interpret/text.js";
import { allPacks } from "../lang/index.js";
import { phraseEvidence } from "./language-evidence.js";
import { languageByLetters } from "./language-profile.js";
import { STOP_WORDS } from "./stop-words.js";
import { TRADE_WORDS } from "./trade-words.js";

const SCRIPTS: [RegExp, string, "ltr" | "rtl"][] = [
  [/[\u0590-\u05FF\uFB1D-\uFB4F]/gu, "he", "rtl"],
  [/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu, "ar", "rtl"],
  [/\p{Script=Cyrillic}/gu, "ru", "ltr"],
  [/\p{Script=Greek}/gu, "el", "ltr"],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, "ja", "ltr"],
  [/\p{Script=Hangul}/gu, "ko", "ltr"],
  [/\p{Script=Han}/gu, "zh", "ltr"],
  [/\p{Script=Thai}/gu, "th", "ltr"],
  [/\p{Script=Devanagari}/gu, "hi", "ltr"],
];

const POUND_PRICE = /£\s?\d/gu;

/** Letters and word endings that belong to one language: weighted hints, each counted at most three times. */
/** The fourth field: counted in capitalised words too (German nouns are capitalised, not names). */
const DIACRITIC_HINTS: [RegExp, string, number, boolean?][] = [
  [/(?:ción|ciones)(?![\p{L}])|[¿¡]/giu, "es", 2],
  [/(?:ção|ções)(?![\p{L}])/giu, "pt", 3],
  [/(?:zione|zioni|iamo)(?![\p{L}])/giu, "it", 2],
  // Italian doubles its consonants before a final vowel ("ritratti", "oggi", "tutto", "fatti"); Portuguese
  // and Spanish words end so far less often. Words English borrowed ("pizza", "espresso") say nothing.
  [
    /(?<![\p{L}])(?!(?:pizz|espress|cappuccin|mozzarell|spaghett|confett|graffit|paparazz|ciabatt|prosecc|biscott|gnocch|focacc|panna|latte|tagliatell|pappardell|carpacc|staccat|vendett|ghett|libertt|bell)\p{L}*)\p{L}{2,}(?:tt|zz|gg|pp|bb|ff|cc|mm|nn)[aeio](?![\p{L}])/giu,
    "it",
    1,
  ],
  [/\p{L}{3,}(?:ban|ben|ból|ből|nak|nek|ünk|unk|ért|ról|ről|hoz|hez|höz)(?![\p{L}])/giu, "hu", 1],
  [/[őű]/giu, "hu", 3],
  // ß is written in German alone, so a street name with it counts too ("Sackstraße 14").
  [/ß/gu, "de", 2, true],
  // "ä" too, of the nine languages German's alone ("Innenräume", "Bäckerei"); a name's counts, once a letter.
  [/ä/giu, "de", 1, true],
  // German noun and adjective endings ("Hundeschule", "Welpenkurs", "Anmeldung", "Trainerin", "Gemütliches",
  // "Hausgemachten": adjectives are capitalised at a sentence's start).
  [
    /(?:ung|ungen|heit|keit|schaft|lich|liche[nrsm]?|gemachte[nrsm]?|ische|ischen|schule|kurs|kurse|stunde|stunden|einheiten|erin|erinnen)(?![\p{L}])/giu,
    "de",
    1,
    true,
  ],
  [/ñ/giu, "es", 2],
  // Spanish words Portuguese spells otherwise (pessoas, primeira, aula, rua, segunda-feira, horário…).
  [
    /(?<![\p{L}])(?:personas|primera|primer|clases?|calle|lunes|martes|jueves|viernes|domingos?|horario|gratis|hasta|hay|usted|nosotros|tienda|precio|desde)(?![\p{L}])/giu,
    "es",
    1,
  ],
  [
    /(?<![\p{L}])(?:pessoas|primeira|aulas?|rua|feira|horário|até|você|nós|loja|preço)(?![\p{L}])/giu,
    "pt",
    1,
  ],
  [/[ãõ]/giu, "pt", 2],
  // Brazil's real and its phones' area codes are written in Portuguese alone ("Corte R$ 45", "(31) 98765-4321").
  [/R\$\s?\d|\(\d{2}\)\s?9?\d{4}-\d{4}(?!\d)/gu, "pt", 2, true],
  // "ą" too: Polish alone of the nine writes it ("z kawą", "jakością").
  [/[łżśćńęą]/giu, "pl", 3],
  // A shop or trade noun in "-ería" is Spanish ("barbería", "panadería", "joyería"); Portuguese writes
  // "-aria" and Italian "-eria" without the accent.
  [/\p{L}{2,}ería(?![\p{L}])/giu, "es", 2],
  // A price in pounds sterling is a British page's, as a price in reais is a Brazilian one's.
  [POUND_PRICE, "en", 2, true],
  // Polish verbal-noun and case endings ("o programowaniu", "w gotowaniu", "jakości").
  [/\p{L}{3,}(?:owaniu|owania|eniu|ości|ością)(?![\p{L}])/giu, "pl", 2],
];

/** The one language whose trade words a text uses (none when it uses two languages' or none). */
function languageByTradeWord(words: string): string | undefined {
  const found = new Set<string>();
  for (const word of words.match(/\p{L}+/gu) ?? [])
    for (const [lang, list] of Object.entries(TRADE_WORDS)) if (list.includes(word)) found.add(lang);
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * Words of a page's facts that only one pack spells so — days and months ("maandag", "martedì", "czerwca"),
 * open and closed ("aperto", "gesloten"), every day ("giorni"), the nouns of facts ("telefoon", "horaires"): a
 * short description that is mostly a price list and its opening hours says its language by them. Words two
 * packs share ("sábado", "telefono") and short ones ("ma", "za", "mai") say nothing.
 */
const PACK_WORDS: Map<string, string> = (() => {
  const owners = new Map<string, Set<string>>();
  for (const pack of allPacks()) {
    const { closed, open, everyDay } = pack.grammar;
    const phrases = [
      ...pack.weekdays,
      ...pack.months,
      closed,
      open,
      everyDay,
      ...Object.values(pack.facts),
    ].flat();
    for (const word of phrases.flatMap((phrase) => norm(phrase).split(/[^\p{L}]+/u))) {
      if (word.length < 5) continue;
      owners.set(word, (owners.get(word) ?? new Set()).add(pack.code));
    }
  }
  return new Map(
    [...owners].filter(([, codes]) => codes.size === 1).map(([word, codes]) => [word, [...codes][0] ?? ""]),
  );
})();

const WORD_LISTS = new Map(
  Object.entries(STOP_WORDS).map(([lang, words]) => [
    lang,
    new Set([...words, ...(TRADE_WORDS[lang] ?? [])]),
  ]),
);

export function detectLanguage(text: string): { lang: string; dir: "ltr" | "rtl" } {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return { lang: "en", dir: "ltr" };
  let bestScript: [string, "ltr" | "rtl", number] | undefined;
  // Latin letters only (with their accents): skip the script counts.
  const onlyLatin = !/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(text);
  for (const [pattern, lang, dir] of onlyLatin ? [] : SCRIPTS) {
    const count = (text.match(pattern) ?? []).length;
    if (count > 0 && (!bestScript || count > bestScript[2])) bestScript = [lang, dir, count];
  }
  // Japanese text is mostly Han characters with some kana: kana decides.
  if (bestScript && bestScript[0] === "zh" && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text))
    bestScript = ["ja", "ltr", bestScript[2]];
  if (bestScript && bestScript[2] >= letters * 0.3) return { lang: bestScript[0], dir: bestScript[1] };

  const scores = new Map<string, number>();
  // "£35 per month" is English too: Italian's "per" counts only before other words.
  const words = text
    .toLowerCase()
    .replace(
      /\bper\s+(?:month|year|week|day|hour|night|person|head|session|class|lesson|user|seat)s?\b/gu,
      " ",
    );
  // Day ranges and price periods one pack alone writes ("ma–vr", "per maand") outweigh English loanwords.
  const phrases = phraseEvidence(words);
  for (const [candidate, points] of phrases.scores)
    scores.set(candidate, (scores.get(candidate) ?? 0) + points);
  for (const word of phrases.rest.match(/\p{L}+/gu) ?? []) {
    for (const [lang, words] of WORD_LISTS)
      if (words.has(word)) scores.set(lang, (scores.get(lang) ?? 0) + 1);
  }
  // Pack words: one point each, at most three per language (a timetable is not a paragraph).
  const packWords = new Map<string, number>();
  for (const word of words.match(/\p{L}+/gu) ?? []) {
    const owner = PACK_WORDS.get(norm(word));
    if (owner) packWords.set(owner, Math.min((packWords.get(owner) ?? 0) + 1, 3));
  }
  for (const [candidate, count] of packWords) scores.set(candidate, (scores.get(candidate) ?? 0) + count);
  // Names inside a sentence (a street, a town, a person) keep their own language's letters: "A bakery on
  // Fő utca 3, Pécs" is English. Words that open a sentence still count.
  const withoutNames = text.replace(/(?<=[\p{L}\d,;:)]\s+)\p{Lu}\p{L}*/gu, " ");
  for (const [pattern, lang, weight, inNames] of DIACRITIC_HINTS) {
    const count = ((inNames ? text : withoutNames).match(pattern) ?? []).length;
    if (count) scores.set(lang, (scores.get(lang) ?? 0) + Math.min(count, 3) * weight);
  }
  let lang = "en";
  let best = scores.get("en") ?? 0;
  // Languages tied for the lead on words they share ("en", "de" are French, Spanish and Dutch) are told
  // apart by the words only one of them has ("et", "dès" against "y", "desde").
  const top = Math.max(0, ...[...scores.values()]);
  const tied = [...scores].filter(([, score]) => score === top).map(([candidate]) => candidate);
  if (tied.length > 1 && top > best) {
    const own = (candidate: string) =>
      (phrases.rest.match(/\p{L}+/gu) ?? []).filter(
        (word) =>
          WORD_LISTS.get(candidate)?.has(word) &&
          tied.every((other) => other === candidate || !WORD_LISTS.get(other)?.has(word)),
      ).length;
    const ranked = tied.map((candidate) => [candidate, own(candidate)] as const).sort((a, b) => b[1] - a[1]);
    if (ranked[0] && ranked[1] && ranked[0][1] > ranked[1][1]) scores.set(ranked[0][0], top + 0.5);
  }
  // A one-liner has few common words: two of one language outweighing English's say which it is
  // ("Facebook Anzeige für mein Fitnessstudio in Köln").
  const enough = (words.match(/\p{L}+/gu) ?? []).length <= 10 ? 2 : 3;
  for (const [candidate, score] of scores) {
    if (score > best && score >= enough) {
      lang = candidate;
      best = score;
    }
  }
  // No word of English's own ("in" and "a" are Italian, Dutch and German too) and letters that are
  // plainly another language's: a noun-heavy one-liner ("Elektriker in Hamburg, Notdienst 24/7,
  // Meisterbetrieb") is written in that language.
  if (lang === "en") {
    const englishOnly = (words.match(/\p{L}+/gu) ?? []).filter((word) => ENGLISH_ONLY.has(word)).length;
    // Letters are a guess: a price in pounds outweighs it ("Dog walking in Bristol, £12 per walk").
    const byLetters = englishOnly === 0 && !POUND_PRICE.test(text) ? languageByLetters(text) : undefined;
    // "Zahnarzt in Graz", "Kapper Utrecht": no word of English's own and a trade word of one language alone.
    const byTrade = englishOnly === 0 && !byLetters ? languageByTradeWord(words) : undefined;
    if (byLetters ?? byTrade) lang = (byLetters ?? byTrade)!;
  }
  return { lang, dir: "ltr" };
}

/** English's common words that no other language has ("the", "with"; not "in", "a" or "per"). */
const ENGLISH_ONLY = new Set(
  [...(WORD_LISTS.get("en") ?? [])].filter(
    (word) =>
      !isFunctionWordOfAnotherLanguage(word, "en") &&
      [...WORD_LISTS].every(([other, list]) => other === "en" || !list.has(word)),
  ),
);
