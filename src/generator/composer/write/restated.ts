/**
 * A lead that opens by saying the headline again. Owners start their description with the page's title
 * ("Trailhead 2 - our new ultralight hiking backpack.", "Emergancy plumber in Manchester, 24/7 call outs,
 * …"), so the hero read the same words twice, one of them with the owner's typo. The restated opening goes
 * when a separator (dash, colon, comma) closes it and at least three words follow it. A lead made of the
 * names alone ("Sommerfest im Gemeinschaftsgarten Lindenhof.") stays: without it the hero's poster layout
 * stood half empty. A word that is not one of the names ("a Bologna")
 * ends the opening: the lead keeps it, and what it says.
 */

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** Short lower-case words that join the names' words: "in", "im", "de", "a", "da", "für", "w". */
const JOINING = /^\p{Ll}{1,3}$/u;

const bare = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** Equal, or one letter apart in a word of five letters or more (the owner's typo: "Emergancy"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * The lead without the headline it restates at its start: the rest, capitalised, when three words or
 * more follow a separator; else the lead unchanged.
 */
export function withoutRestatedHeadline(sentence: string, names: readonly string[]): string {
  const nameWords = [...new Set(names.flatMap((name) => [...name.matchAll(WORD)].map((m) => bare(m[0]))))];
  if (nameWords.length === 0) return sentence;
  let end = 0;
  let matched = 0;
  for (const m of sentence.matchAll(WORD)) {
    const word = bare(m[0]);
    // Anything but spaces between two words of the opening (a comma, a dash) closes it.
    if (matched > 0 && sentence.slice(end, m.index).trim() !== "") break;
    if (nameWords.some((n) => sameWord(n, word))) matched++;
    else if (!(matched > 0 && JOINING.test(m[0]))) break;
    end = m.index + m[0].length;
  }
  if (matched < 2 && !(matched === 1 && nameWords.length === 1)) return sentence;
  const after = sentence.slice(end);
  // Nothing but the names: the hero's layouts are drawn around a lead, so it stays as the owner wrote it.
  if (/^\s*[.!?…]*\s*$/u.test(after)) return sentence;
  const separated = /^\s*(?:[-–—:,]|\s[-–—]\s)\s*/u.exec(after);
  if (!separated) return sentence;
  const rest = after.slice(separated[0].length);
  if ((rest.match(WORD) ?? []).length < 3) return sentence;
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}
