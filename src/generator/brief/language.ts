/**
 * The description's language and direction: by script first (Arabic and Hebrew are right-to-left), then,
 * for Latin script, by counting common words of English, Hungarian, German, French, Spanish, Italian,
 * Dutch, Polish and Portuguese. "en" when unsure.
 */

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

const STOP_WORDS: Record<string, string[]> = {
  en: [
    "the",
    "and",
    "of",
    "to",
    "for",
    "with",
    "our",
    "we",
    "is",
    "are",
    "in",
    "on",
    "you",
    "your",
    "a",
    "at",
    "from",
    "every",
    "this",
  ],
  hu: [
    "és",
    "a",
    "az",
    "egy",
    "hogy",
    "nem",
    "van",
    "vagy",
    "is",
    "minden",
    "című",
    "nálunk",
    "kínálunk",
    "várunk",
    "házi",
    "friss",
    "csak",
    "ez",
    "itt",
    "mi",
    "ingyenes",
    "óra",
    "utca",
    "heti",
  ],
  de: [
    "und",
    "der",
    "die",
    "das",
    "mit",
    "für",
    "ist",
    "wir",
    "unsere",
    "unser",
    "ein",
    "eine",
    "auf",
    "bei",
    "im",
    "zu",
    "von",
    "sie",
    "jeden",
    "nicht",
  ],
  fr: [
    "et",
    "le",
    "la",
    "les",
    "des",
    "pour",
    "avec",
    "nous",
    "notre",
    "nos",
    "est",
    "une",
    "un",
    "du",
    "dans",
    "sur",
    "vous",
    "au",
    "aux",
  ],
  es: [
    "y",
    "el",
    "la",
    "los",
    "las",
    "para",
    "con",
    "nuestro",
    "nuestra",
    "es",
    "una",
    "un",
    "del",
    "en",
    "por",
    "somos",
    "que",
    "al",
  ],
  it: [
    "e",
    "il",
    "la",
    "le",
    "gli",
    "per",
    "con",
    "nostro",
    "nostra",
    "è",
    "una",
    "un",
    "del",
    "della",
    "di",
    "che",
    "siamo",
    "alla",
  ],
  nl: [
    "en",
    "de",
    "het",
    "een",
    "voor",
    "met",
    "onze",
    "ons",
    "wij",
    "is",
    "van",
    "op",
    "bij",
    "jouw",
    "je",
    "niet",
  ],
  pl: ["i", "w", "z", "na", "dla", "jest", "się", "nasz", "nasza", "oraz", "do", "od", "to", "nie", "przez"],
  pt: [
    "e",
    "o",
    "a",
    "os",
    "as",
    "para",
    "com",
    "nosso",
    "nossa",
    "é",
    "uma",
    "um",
    "do",
    "da",
    "em",
    "que",
    "somos",
  ],
};
const DIACRITIC_HINTS: [RegExp, string, number][] = [
  [/[őű]/giu, "hu", 3],
  [/ß/gu, "de", 2],
  [/ñ/giu, "es", 2],
  [/[ãõ]/giu, "pt", 2],
  [/[łżśćńę]/giu, "pl", 3],
];

const WORD_LISTS = new Map(Object.entries(STOP_WORDS).map(([lang, words]) => [lang, new Set(words)]));

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
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const [lang, words] of WORD_LISTS)
      if (words.has(word)) scores.set(lang, (scores.get(lang) ?? 0) + 1);
  }
  for (const [pattern, lang, weight] of DIACRITIC_HINTS) {
    const count = (text.match(pattern) ?? []).length;
    if (count) scores.set(lang, (scores.get(lang) ?? 0) + Math.min(count, 3) * weight);
  }
  let lang = "en";
  let best = scores.get("en") ?? 0;
  for (const [candidate, score] of scores) {
    if (score > best && score >= 3) {
      lang = candidate;
      best = score;
    }
  }
  return { lang, dir: "ltr" };
}
