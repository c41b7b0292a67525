/**
 * A row of cards must be wide enough for its longest word. German and Dutch compounds
 * ("Kiefergelenksbehandlung", "Krankengymnastik", "Ouderenbegeleiding") are longer than a quarter of the
 * page can hold at the titles' size, and a browser without a hyphenation dictionary for the page's
 * language breaks them anywhere ("Kiefergelenksbehandl / ung"). So a list whose titles hold a long word
 * sets fewer cards per row on wide screens (class `c3` or `c2`), and every word stays whole; browsers that
 * can hyphenate still do (`hyphens: auto` with the page's `lang`).
 */

/** The number of letters in the longest word of the titles (a hyphenated word counts by its parts). */
export function longestWord(titles: readonly string[]): number {
  let longest = 0;
  for (const title of titles)
    for (const word of title.split(/[\s\-‐–—/]+/u)) longest = Math.max(longest, [...word].length);
  return longest;
}

/**
 * The most cards a row of `count` may hold for its longest word, as a class: "c2", "c3" or "" when the
 * row's own count fits. A quarter of the content width holds about 16 letters at the titles' size, a
 * third about 24; four cards that cannot sit four abreast sit two by two, never three and one.
 */
export function columnsClass(titles: readonly string[], count: number): string {
  const longest = longestWord(titles);
  const most = longest > 24 ? 2 : longest > 16 ? 3 : 4;
  if (count <= most) return "";
  return most === 2 || count === 4 ? "c2" : "c3";
}

/**
 * The rules for `c2` and `c3` on wide screens, for a list laid out as flex items (`.tiles`, `.grid`); the
 * doubled class outranks the count's own rule (`.tiles.n4`) wherever either stands in the style sheet.
 */
export const COLUMNS_CSS = `@media (min-width:861px){.tiles.c3.c3>*,.grid.c3.c3>*{flex-basis:calc((100% - 2*var(--gap))/3 - 1px);max-width:calc((100% - 2*var(--gap))/3)}.tiles.c2.c2>*,.grid.c2.c2>*{flex-basis:calc((100% - var(--gap))/2 - 1px);max-width:calc((100% - var(--gap))/2)}}`;
