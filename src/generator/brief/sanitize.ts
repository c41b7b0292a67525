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

export function sanitizeText(raw: string): string {
  return raw.replace(LINE_BREAKS, " ").replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim();
}
