/** Letters NFKD leaves whole, written the way a file name spells them. */
const SPELLED: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const MAX_BASE_LENGTH = 80;

/**
 * The spec's download name: the title lower-cased, non-alphanumeric characters replaced by "_", ".html" — as a
 * clean slug: accents dropped from their letters (café → cafe), an apostrophe inside a word dropped (Joe's →
 * joes), every run of other characters one "_", none at either end. A title with no Latin letter or digit
 * (say, all Cyrillic) gives "landing_page.html".
 */
export function downloadFileName(title: string): string {
  const base = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/(?<=[a-z0-9])['’](?=[a-z0-9])/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^_+|_+$/g, "");
  return `${base || "landing_page"}.html`;
}
