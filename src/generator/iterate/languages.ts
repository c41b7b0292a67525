/**
 * Languages a page can be translated into, by their English and native names, with the BCP 47 code the
 * page's `lang` takes and the writing direction.
 */
export interface Language {
  /** English name, as the report says it: "Italian". */
  name: string;
  code: string;
  dir: "ltr" | "rtl";
}

/**
 * Names by which owners ask for a language: English, the language's own, and for the languages the
 * composer writes, as German, French, Spanish, Italian… owners name it ("ins Englische", "en anglais").
 */
const TABLE: [code: string, english: string, native: string[], dir?: "rtl"][] = [
  [
    "en",
    "English",
    [
      "english",
      "englisch",
      "englische",
      "englischen",
      "anglais",
      "inglés",
      "ingles",
      "inglese",
      "engels",
      "inglês",
      "angielski",
      "angol",
      "angolra",
    ],
  ],
  [
    "it",
    "Italian",
    ["italiano", "italienisch", "italienische", "italien", "italiaans", "włoski", "olasz", "olaszra"],
  ],
  [
    "de",
    "German",
    [
      "deutsch",
      "deutsche",
      "deutschen",
      "allemand",
      "alemán",
      "aleman",
      "tedesco",
      "duits",
      "alemão",
      "niemiecki",
      "német",
      "németre",
    ],
  ],
  [
    "fr",
    "French",
    [
      "français",
      "francais",
      "französisch",
      "französische",
      "francés",
      "frances",
      "francese",
      "frans",
      "francês",
      "francuski",
      "francia",
      "franciára",
    ],
  ],
  [
    "es",
    "Spanish",
    [
      "español",
      "espanol",
      "castellano",
      "spanisch",
      "spanische",
      "espagnol",
      "spagnolo",
      "spaans",
      "espanhol",
      "hiszpański",
      "spanyol",
      "spanyolra",
    ],
  ],
  [
    "pt",
    "Portuguese",
    [
      "português",
      "portugues",
      "portugiesisch",
      "portugiesische",
      "portugais",
      "portugués",
      "portoghese",
      "portugees",
      "portugalski",
      "portugál",
    ],
  ],
  [
    "nl",
    "Dutch",
    [
      "nederlands",
      "niederländisch",
      "niederländische",
      "néerlandais",
      "neerlandés",
      "olandese",
      "holandês",
      "holenderski",
    ],
  ],
  [
    "pl",
    "Polish",
    ["polski", "polnisch", "polnische", "polonais", "polaco", "polacco", "pools", "polonês", "lengyel"],
  ],
  [
    "hu",
    "Hungarian",
    ["magyar", "ungarisch", "ungarische", "hongrois", "húngaro", "ungherese", "hongaars", "węgierski"],
  ],
  ["cs", "Czech", ["čeština", "cestina"]],
  ["sk", "Slovak", ["slovenčina", "slovencina"]],
  ["ro", "Romanian", ["română", "romana"]],
  ["hr", "Croatian", ["hrvatski"]],
  ["sl", "Slovenian", ["slovenščina"]],
  ["sv", "Swedish", ["svenska"]],
  ["da", "Danish", ["dansk"]],
  ["no", "Norwegian", ["norsk"]],
  ["fi", "Finnish", ["suomi"]],
  ["el", "Greek", ["ελληνικά"]],
  ["tr", "Turkish", ["türkçe", "turkce"]],
  ["ru", "Russian", ["русский"]],
  ["uk", "Ukrainian", ["українська"]],
  ["bg", "Bulgarian", ["български"]],
  ["ar", "Arabic", ["العربية"], "rtl"],
  ["he", "Hebrew", ["עברית"], "rtl"],
  ["fa", "Persian", ["farsi", "فارسی"], "rtl"],
  ["ur", "Urdu", ["اردو"], "rtl"],
  ["hi", "Hindi", ["हिन्दी"]],
  ["ja", "Japanese", ["日本語"]],
  ["zh", "Chinese", ["中文", "mandarin"]],
  ["ko", "Korean", ["한국어"]],
  ["vi", "Vietnamese", ["tiếng việt"]],
  ["th", "Thai", ["ไทย"]],
  ["id", "Indonesian", ["bahasa indonesia"]],
];

const BY_NAME = new Map<string, Language>();
for (const [code, name, natives, dir] of TABLE) {
  const language: Language = { name, code, dir: dir ?? "ltr" };
  for (const key of [name.toLowerCase(), ...natives]) BY_NAME.set(key, language);
}

/** Every name the table knows, longest first, for building a pattern. */
export const LANGUAGE_NAMES = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

export function languageNamed(name: string): Language | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
