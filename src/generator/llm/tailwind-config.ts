/**
 * Reads the colours and font families out of a Tailwind CDN `tailwind.config = {…}` script without
 * executing it (the text comes from a model), and turns them into a Tailwind v4 `@theme` block.
 */

/** The text inside the braces that follow `key:` (balanced), or null. */
function objectAfterKey(source: string, key: string): string | null {
  const start = source.search(new RegExp(`["']?${key}["']?\\s*:\\s*\\{`));
  if (start < 0) return null;
  const open = source.indexOf("{", start);
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === "{") depth++;
    else if (source[i] === "}" && --depth === 0) return source.slice(open + 1, i);
  }
  return null;
}

const NAME = String.raw`["']?([\w-]+)["']?\s*:\s*`;
const STRING = String.raw`(["'])([^"']+)\2`;

/** Top-level entries of an object literal body: name → string or name → { shade: string }. */
function colorVariables(body: string): string[] {
  const variables: string[] = [];
  const withoutNested = body.replace(
    new RegExp(`${NAME}\\{([^{}]*)\\}`, "g"),
    (_all, name: string, inner: string) => {
      for (const shade of inner.matchAll(new RegExp(`${NAME}${STRING}`, "g"))) {
        const suffix = shade[1] === "DEFAULT" ? "" : `-${shade[1]}`;
        variables.push(`--color-${name}${suffix}: ${shade[3]};`);
      }
      return "";
    },
  );
  for (const flat of withoutNested.matchAll(new RegExp(`${NAME}${STRING}`, "g"))) {
    variables.push(`--color-${flat[1]}: ${flat[3]};`);
  }
  return variables;
}

function fontVariables(body: string): string[] {
  return [...body.matchAll(new RegExp(`${NAME}\\[([^\\]]*)\\]`, "g"))].map((match) => {
    const families = [...match[2].matchAll(/(["'])([^"']+)\1/g)].map((family) =>
      /\s/.test(family[2]) ? `"${family[2]}"` : family[2],
    );
    return `--font-${match[1]}: ${families.join(", ")};`;
  });
}

/** `@theme { … }` for the config's colors and fontFamily, or "" when it defines neither. */
export function themeFromTailwindConfig(script: string): string {
  const colors = objectAfterKey(script, "colors");
  const fonts = objectAfterKey(script, "fontFamily");
  const variables = [...(colors ? colorVariables(colors) : []), ...(fonts ? fontVariables(fonts) : [])];
  const safe = variables.filter((line) => !/[;{}<>]/.test(line.slice(0, -1)));
  return safe.length ? `@theme {\n${safe.join("\n")}\n}` : "";
}
