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
