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

/** The eyebrow to show over this heading, or undefined when it only repeats the heading. */
export function shownEyebrow(s: { eyebrow?: string; heading?: string }): string | undefined {
  if (!s.eyebrow || !s.heading) return s.eyebrow;
  return wordsOf(s.eyebrow) === wordsOf(s.heading) ? undefined : s.eyebrow;
}
