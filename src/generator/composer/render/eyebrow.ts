/**
 * A section's small label over its heading. One that says the heading's words again ("O nas" over "O nas",
 * "Chi siamo" over "chi  siamo") says nothing and is not shown: every section kind, every language, and a
 * section a change added later, since all of them render their eyebrow through this one check.
 */

/** The words alone: case, spacing and the punctuation around them do not make a label differ. */
const wordsOf = (text: string) =>
  text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, " ")
    .trim();

/** Letters two words share at their start to be one word said twice ("Odliczanie", "Odliczamy"). */
const STEM = 5;
/** The most letters two forms of one word differ by in length (their endings). */
const ENDING = 3;

/**
 * The eyebrow to show over this heading, or undefined when it only repeats the heading: the same words, words
 * all in the heading, or one word whose stem opens the heading ("Countdown" over "Counting down", "Odliczanie" over "Odliczamy").
 */
export function shownEyebrow(s: { eyebrow?: string; heading?: string }): string | undefined {
  if (!s.eyebrow || !s.heading) return s.eyebrow;
  const eyebrow = wordsOf(s.eyebrow);
  const heading = wordsOf(s.heading);
  if (eyebrow === heading) return undefined;
  // Every word of the label already in the heading ("Details" over "Event details", "Offerte" over "Le nostre
  // offerte", "Café" over "Café Lindenblatt"): the label says nothing the heading does not.
  const said = new Set(heading.split(" "));
  if (eyebrow.split(" ").every((word) => said.has(word))) return undefined;
  const first = heading.split(" ")[0] ?? "";
  // One word in another form differs by its ending ("Countdown", "Counting"); a compound much longer than
  // the heading's word is another word ("Bloemenwinkel" over "Bloemerij Fien").
  const oneWord =
    !eyebrow.includes(" ") &&
    eyebrow.length >= STEM &&
    first.length >= STEM &&
    Math.abs(eyebrow.length - first.length) <= ENDING;
  return oneWord && eyebrow.slice(0, STEM) === first.slice(0, STEM) ? undefined : s.eyebrow;
}
