/** What a person's name looks like, and the words that show a capitalised phrase is not one. */
import { NOT_A_NAME } from "./vocabulary.js";

/** A capitalised word of a name; "I'm", "I've", "I'll" and "I'd" are not ("I'm Lena Park"). */
// A title with its dot starts the next name ("Hundeosteopathin Dr. Maren Stolz"), never ends a name before it.
const NAME_WORD =
  "(?!I['’](?:m|ve|ll|d)(?![\\p{L}]))(?!(?:Dr|Prof|Mr|Mrs|Ms|Mx)\\.)\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}?[\\p{Ll}'’]+)?";
const INITIAL = "\\p{Lu}\\.";
const PARTICLE = "(?:van|von|de|da|del|der|di|du|le|la|bin|al|ten|ter)";
/** "Anna Kovács", "Dr. Tom Reyes", "J. K. Rowling", "Ludwig van Beethoven", "Péter" (one word allowed). */
export const PERSON_NAME = `(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx|Sir|Dame|Chef)\\.?\\s)?(?:${INITIAL}\\s?)*${NAME_WORD}(?:\\s(?:${PARTICLE}\\s)?(?:${NAME_WORD}|${INITIAL}))*`;

/** Words after a name that make it a company, a street or a product instead. */
export const NOT_PERSON_AFTER =
  /^\s?(?:Bt|Kft|Zrt|Nyrt|Ltd|Inc|LLC|GmbH|AG|SA|SARL|BV|AB|Oy|Co|Corp|Group|Studio|Bistro|Café|Cafe|Restaurant|Bakery|Street|St|Road|Rd|Avenue|Ave|Lane|Square|Place|utca|út|tér|körút|köz|sor|Hall|Centre|Center|Park|Hotel|Museum|[A-Z]\d|\d)\b/u;

/** Drops names that are clearly something else ("Join Us", "Fő utca"); true when it may be a person. */
export function looksLikePerson(name: string, following: string): boolean {
  // A surname may be a common word ("Anna Price", "Tom May"); a first word never is ("Book Now").
  const words = name.split(/\s+/).filter((w) => !/^(?:Dr|Prof|Mr|Mrs|Ms|Mx|Sir|Dame)\.?$/.test(w));
  const checked = words.length > 1 ? words.slice(0, 1) : words;
  if (checked.some((w) => NOT_A_NAME.has(w.toLowerCase().replace(/\.$/, "")))) return false;
  // "Baker Street" read after its role word "Baker" leaves "Street": a company or street word is no name.
  if (words.length === 1 && NOT_PERSON_AFTER.test(words[0]) && !/^\d/.test(words[0])) return false;
  if (NOT_PERSON_AFTER.test(following)) return false;
  return true;
}
