/**
 * The description as every extractor sees it: control characters gone (NUL, BEL, DEL, C1 controls,
 * zero-width marks that only hide text), line breaks and tabs turned into spaces, whitespace collapsed.
 * Nothing else changes, so every fact stays a verbatim slice of this text.
 */

const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// C0 controls (the line breaks are already spaces), DEL, C1 controls, zero-width space, word joiner, BOM,
// and the two non-characters (U+FFFF marks claimed text inside the extractor, see spans.ts).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200B\u2060\uFEFF\uFFFE\uFFFF]/g;

/** A pasted list's line: "- Blocked drains", "• Dev Anand", "* Talk". */
const BULLET = /^\s*[-–—•*·▪◦]\s+\S/u;
/** A line that already ends its sentence or leads into what follows. */
const CLOSED = /[.!?…:;,]["”»’)]?\s*$/u;

/**
 * Where a pasted list begins and ends, said with the marks the line breaks stood for: a heading line
 * before the first item gets a colon ("Our team" → "Our team:"), the last item before the prose that
 * follows gets a full stop ("- Chloe Park, data analyst" + "We help…"), so no list swallows the sentence
 * after it once the lines are joined. Lines that already end with a mark are left as written.
 */
export function withListEnds(raw: string): string {
  const lines = raw.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/u);
  return lines
    .map((line, i) => {
      const next = lines.slice(i + 1).find((l) => l.trim() !== "");
      if (next === undefined || line.trim() === "" || CLOSED.test(line)) return line;
      const item = BULLET.test(line);
      if (!item && BULLET.test(next)) return `${line.trimEnd()}:`;
      if (item && !BULLET.test(next)) return `${line.trimEnd()}.`;
      return line;
    })
    .join("\n");
}

export function sanitizeText(raw: string): string {
  return withListEnds(raw)
    .replace(LINE_BREAKS, " ")
    .replace(CONTROL_CHARACTERS, "")
    .replace(/\s+/g, " ")
    .trim();
}
