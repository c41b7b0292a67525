/**
 * Whether a text a model wrote is plainly in another language than the page's: shared by the copy a
 * model writes for a new page (llm/copy-language.ts) and the words of its changes (iterate/model-language.ts),
 * so a page never mixes languages behind the owner's back. Unsure means no: only a plain case is named.
 */
import { detectLanguage } from "../brief/language.js";
import { languageByLetters } from "../brief/language-profile.js";

/**
 * English words no other page language writes (detectLanguage says "en" also when it knows nothing), so
 * a short English heading on a German page ("Employment law, done right") is told apart from a name.
 */
const ENGLISH_ONLY =
  /\b(?:the|and|for|from|with|your|our|every|you|of|to|is|are|we|since|just|now|get|done|right|this|that|these|those|which|what|who|will|can|be|been|has|have|here|there|today|how|why|when|where|about|into|out|than|by|its|it's|let's)\b/iu;

/**
 * Letters English never writes, even in its loanwords (a café, a façade and a crème brûlée are English):
 * a new word with one ("Stärker", "Año") on an English page is another language's. Too short a text for
 * its letters' statistics to tell still shows them.
 */
const NOT_ENGLISH_LETTERS = /[äöüßñãõłőűąęśźżćńøåæœ]/iu;

/**
 * The language `text` is plainly written in when it is not `page`'s (a base code: "de"), else undefined.
 * Words in `known` (already on the page or in the owner's words: a street, a dish) are no sign.
 */
export function otherLanguage(text: string, page: string, known = new Set<string>()): string | undefined {
  const letters = text.match(/\p{L}{2,}/gu) ?? [];
  if (letters.length < 3) return undefined;
  if (page === "en" && letters.some((w) => NOT_ENGLISH_LETTERS.test(w) && !known.has(w.toLowerCase())))
    return detectLanguage(text).lang.split("-")[0] || "other";
  const byLetters = languageByLetters(text);
  if (byLetters === page) return undefined;
  const detected = detectLanguage(text).lang.split("-")[0];
  if (byLetters && detected === byLetters) return byLetters;
  // Words the owner or the page already uses do not count as English ones ("Made in Italy" on the page).
  const unknown = letters.filter((w) => !known.has(w.toLowerCase())).join(" ");
  if (page !== "en" && detected === "en" && ENGLISH_ONLY.test(unknown)) return "en";
  return undefined;
}

/** The words of the owner's text and the page as a set, for `otherLanguage`'s `known`. */
export function knownWords(...texts: string[]): Set<string> {
  return new Set(
    texts
      .join(" ")
      .toLowerCase()
      .match(/\p{L}{2,}/gu) ?? [],
  );
}
