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

const TABLE: [code: string, english: string, native: string[], dir?: "rtl"][] = [
  ["en", "English", ["english"]],
  ["it", "Italian", ["italiano"]],
  ["de", "German", ["deutsch"]],
  ["fr", "French", ["français", "francais"]],
  ["es", "Spanish", ["español", "espanol", "castellano"]],
  ["pt", "Portuguese", ["português", "portugues"]],
  ["nl", "Dutch", ["nederlands"]],
  ["pl", "Polish", ["polski"]],
  ["hu", "Hungarian", ["magyar"]],
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

/**
 * How owners writing German, French, Spanish, Italian… name a language after their word for "translate"
 * ("Übersetze die Seite ins Englische", "traduisez en anglais"). Only read with such a verb: "change the
 * text to Deutsche Bahn" names no language.
 */
const ASKED_AS: Record<string, string[]> = {
  en: [
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
  it: ["italienisch", "italienische", "italien", "italiaans", "włoski", "olasz", "olaszra"],
  de: [
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
  fr: [
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
  es: [
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
  pt: [
    "portugiesisch",
    "portugiesische",
    "portugais",
    "portugués",
    "portoghese",
    "portugees",
    "portugalski",
    "portugál",
  ],
  nl: [
    "niederländisch",
    "niederländische",
    "néerlandais",
    "neerlandés",
    "olandese",
    "holandês",
    "holenderski",
  ],
  pl: ["polnisch", "polnische", "polonais", "polaco", "polacco", "pools", "polonês", "lengyel"],
  hu: ["ungarisch", "ungarische", "hongrois", "húngaro", "ungherese", "hongaars", "węgierski"],
};

const BY_NAME = new Map<string, Language>();
const OWN_NAMES: string[] = [];
for (const [code, name, natives, dir] of TABLE) {
  const language: Language = { name, code, dir: dir ?? "ltr" };
  for (const key of [name.toLowerCase(), ...natives]) {
    BY_NAME.set(key, language);
    OWN_NAMES.push(key);
  }
  for (const key of ASKED_AS[code] ?? []) BY_NAME.set(key, language);
}

const longestFirst = (names: string[]) => [...names].sort((a, b) => b.length - a.length);

/** Every name the table knows, longest first, for building a pattern (after a verb for translating). */
export const LANGUAGE_NAMES = longestFirst([...BY_NAME.keys()]);
/** The English and native names only: "switch the language to German", "make the page Italian". */
export const OWN_LANGUAGE_NAMES = longestFirst(OWN_NAMES);

export function languageNamed(name: string): Language | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}
