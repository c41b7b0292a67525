/**
 * The language a request is written in, when it is not the page's: an Italian designer asks in Italian
 * about the English page she made for foreign clients. Told by the words the packs themselves know — a
 * request's command words ("togli", "adiciona", "passa a") are in its pack's verbs, days and grammar —
 * counting only words English does not also use, so "make the title bigger" never picks another pack.
 */
import { norm } from "../interpret/text.js";
import { NOT_LANGUAGE_WORDS } from "./pack-strings.js";
import type { LanguagePack } from "./types.js";

/**
 * Lists of names, not of command words: a colour or a language name says nothing of the request's own, nor
 * does a word of the world every language borrows ("wifi", "playlist": NOT_LANGUAGE_WORDS), nor a relative
 * pronoun several languages share.
 */
const NOT_COMMAND_WORDS = new Set([
  "code",
  "name",
  "languages",
  "colours",
  "relatives",
  ...NOT_LANGUAGE_WORDS,
]);

function strings(value: unknown, out: string[]): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!NOT_COMMAND_WORDS.has(key)) strings(item, out);
  }
  return out;
}

const wordsOf = (text: string) =>
  norm(text)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);

/**
 * The owner's command words only: links, addresses, handles, quoted text and capitalised words (names,
 * titles: "Summit Gym", "Osteria Nove") are values in any language ("https://example.com" is no Portuguese).
 */
const commandWords = (request: string) =>
  wordsOf(
    request
      .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+|\S+\.(?:com|net|org|[a-z]{2})(?:\/\S*)?(?=\s|$)|@\w+/giu, " ")
      .replace(/"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”]|'[^']*'/gu, " ")
      .replace(/(?<!^|[.!?]\s*|[\p{L}\p{N}])\p{Lu}\p{L}*/gu, " "),
  );

const vocabularies = new WeakMap<LanguagePack, Set<string>>();
function vocabulary(pack: LanguagePack): Set<string> {
  let words = vocabularies.get(pack);
  if (!words) {
    words = new Set(strings(pack, []).flatMap(wordsOf));
    vocabularies.set(pack, words);
  }
  return words;
}

/**
 * The packs whose own words the request uses most (ties all kept), or none when it uses none beyond
 * English's: "metti i progetti prima dei servizi" → it; "cambia l'email in …" → es and it.
 */
export function requestLanguages(
  request: string,
  packs: LanguagePack[],
  english: LanguagePack,
): LanguagePack[] {
  const englishWords = vocabulary(english);
  const words = commandWords(request).filter((word) => !englishWords.has(word));
  if (words.length === 0) return [];
  let best = 0;
  let found: LanguagePack[] = [];
  for (const pack of packs) {
    if (pack === english) continue;
    const own = vocabulary(pack);
    const score = words.filter((word) => own.has(word)).length;
    if (score > best) [best, found] = [score, [pack]];
    else if (score === best && score > 0) found.push(pack);
  }
  return found;
}
