/**
 * Every string a language pack writes, however deep its lists and tables nest: what the word gates and the
 * language-by-letters profiles read. `keys` adds the keys of its tables ("première" in `ordinals`),
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
      if (options.keys) into.push(key);
      packStrings(item, options, into);
    }
  return into;
}
