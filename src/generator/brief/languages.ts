/**
 * The languages a business serves its customers in, each name as written: "I speak English, Tamil and
 * Hindi" → English, Tamil, Hindi; "Se habla español" → español; "lessons in English or German";
 * "Polish-speaking staff". Claimed, so a list of languages is never read as what the business sells.
 */
import { type Claims, MASK } from "./spans.js";
import { caseless, re } from "./vocabulary.js";

const LANGUAGE =
  "(?:English|Welsh|Irish|Scots\\sGaelic|Gaelic|French|German|Spanish|Catalan|Basque|Galician|Italian|Portuguese|Dutch|Flemish|Polish|Hungarian|Romanian|Bulgarian|Czech|Slovak|Russian|Ukrainian|Greek|Turkish|Arabic|Hebrew|Farsi|Persian|Dari|Urdu|Hindi|Punjabi|Bengali|Gujarati|Tamil|Telugu|Malayalam|Kannada|Marathi|Nepali|Sinhala|Mandarin|Cantonese|Chinese|Japanese|Korean|Vietnamese|Thai|Tagalog|Filipino|Indonesian|Malay|Swahili|Somali|Amharic|Tigrinya|Yoruba|Igbo|Hausa|Zulu|Afrikaans|Swedish|Norwegian|Danish|Finnish|Icelandic|Lithuanian|Latvian|Estonian|Albanian|Serbian|Croatian|Bosnian|Slovenian|Macedonian|Kurdish|Pashto|British\\sSign\\sLanguage|BSL|ASL|Makaton|español|inglés|francés|alemán|italiano|portugués|français|anglais|allemand|espagnol|Deutsch|Englisch|Französisch|Spanisch|Italienisch|inglese|francese|tedesco|spagnolo|português|inglês|polski|angielski|magyar|angol|Nederlands|Engels|Duits|Frans|Türkisch|Arabisch|Russisch|Polnisch|Griechisch|Kroatisch|Persisch|Chinesisch|Japanisch|Portugiesisch|Niederländisch|Ukrainisch|arabe|italien|portugais|russe|chinois|turc|néerlandais|polonais|catalán|catalan|chino|árabe|ruso|alemán|francés)";
const LIST = `${LANGUAGE}(?:(?:,\\s|\\s(?:and|or|&|y|e|und|et|oder|ou|o|és|i|en|of)\\s|\\s?\\/\\s?)${LANGUAGE})*`;
/** Words after which the languages are named: "I speak", "we also speak", "Languages:", "fluent in", "Se habla". */
const LEAD = caseless(
  "(?:(?:i|we)\\s(?:also\\s)?speak|speaking|spoken|languages?\\s?:|we\\sspeak\\s?:?|fluent\\sin|bilingual\\s(?:in\\s)?\\(?|multilingual\\s\\(?|(?:taught|held|run|available|lessons|classes|sessions|tours|services?|appointments|consultations|support)\\sin|se\\shabla|hablamos|wir\\ssprechen|on\\sparle|nous\\sparlons|parliamo|falamos|spreken\\swe|mówimy\\spo)",
);
/** What may follow the languages: not a noun they describe ("Lessons in French cooking"). */
const LIST_END =
  "(?=\\s?[.,;:!?)/]|$|\\s(?:and|or|for|with|at|on|in|to|from|every|only|too|as|if|when|daily|weekly|fluently|well|natively)(?![\\p{L}]))";
const AFTER_LEAD = re(`(?<![\\p{L}])${LEAD}\\s(?<list>${LIST})${LIST_END}`, "gu");
/** "tutoring …, in English or German.": languages after a bare "in" only when nothing follows them. */
const IN_LANGUAGES = re(`(?<![\\p{L}])${caseless("in")}\\s(?<list>${LIST})(?=\\s?[.,;!?)]|$)`, "gu");
/** "Polish-speaking staff", "English-speaking guide". */
const SPEAKING = re(`(?<![\\p{L}])(?<list>${LIST})-speaking(?![\\p{L}])`, "gu");
const ITEM = re(LANGUAGE, "gu");

/** A cheap test before the costly patterns: a language's name is in the text. */
const ANY_LANGUAGE = re(`(?<![\\p{L}])${LANGUAGE}(?![\\p{L}])`, "u");

export function extractLanguages(text: string, claims: Claims): string[] {
  if (!ANY_LANGUAGE.test(text)) return [];
  const masked = claims.mask(text, MASK);
  const out: string[] = [];
  for (const pattern of [AFTER_LEAD, SPEAKING, IN_LANGUAGES]) {
    for (const m of masked.matchAll(pattern)) {
      const list = m.groups?.list ?? "";
      const start = m.index + m[0].lastIndexOf(list);
      if (claims.overlaps(start, start + list.length)) continue;
      claims.add(start, start + list.length, "language");
      for (const name of list.matchAll(ITEM)) if (!out.includes(name[0])) out.push(name[0]);
    }
  }
  return out;
}
