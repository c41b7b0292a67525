/**
 * Pack fields that hold words of the world rather than of the language ("wifi", "playlist", "banner" in
 * `notOffers`): borrowed and shared by every language, they would make a German page's letters look
 * English. Neither the language-by-letters profiles, the request-language count nor the word gates read
 * them; only the rule that asks for the field does.
 */
export const NOT_LANGUAGE_WORDS: ReadonlySet<string> = new Set(["notOffers"]);

/**
 * Every string a language pack writes, however deep its lists and tables nest: what the word gates and the
 * language-by-letters profiles read (never the fields of NOT_LANGUAGE_WORDS). `keys` adds the keys of its tables ("première" in `ordinals`),
 * `patterns` the sources of its regular expressions.
 */
export function packStrings(
  value: unknown,
  options: { keys?: boolean; patterns?: boolean } = {},
  into: string[] = [],
): string[] {
  if (typeof value === "string") into.push(value);
  else if (value instanceof RegExp) {
    if (options.patterns) into.push(value.source);
  } else if (Array.isArray(value)) for (const item of value) packStrings(item, options, into);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (NOT_LANGUAGE_WORDS.has(key)) continue;
      if (options.keys) into.push(key);
      packStrings(item, options, into);
    }
  return into;
}
