/**
 * The words of a report line the owner reads — what was done, and what was not and why — in the page's
 * language where it has a catalogue (catalogue/), else English. The owner's own words and the page's
 * values inside a line stay as written.
 */
import { localeOf } from "../composer/locale/index.js";
import { CATALOGUES, ENGLISH, type Key } from "./catalogue/index.js";

export type { Key } from "./catalogue/index.js";

/** The language of a page's report: its catalogue's code, else English. */
export function reportLang(lang: string | undefined): string {
  const code = localeOf(lang)?.lang.split("-")[0] ?? "";
  return CATALOGUES[code] ? code : "en";
}

/**
 * The words for `key` in the page's language, else English, with its {placeholders} filled; a placeholder
 * written with a capital ({What}) takes its value with a capital first letter (it starts the line).
 */
export function reportWords(lang: string | undefined, key: Key, values: Record<string, string> = {}): string {
  const words = CATALOGUES[reportLang(lang)]?.[key] || ENGLISH[key];
  return words.replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = values[name] ?? values[name.charAt(0).toLowerCase() + name.slice(1)];
    if (value === undefined) return all;
    return /^\p{Lu}/u.test(name) ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}

/** `reportWords` as a line of its own: its first letter in capitals. */
export function reportLine(lang: string | undefined, key: Key, values: Record<string, string> = {}): string {
  const words = reportWords(lang, key, values);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
