/**
 * The @font-face rules a page embeds: each chosen cut as a base64 WOFF2 data URL (nothing is fetched),
 * `font-display: swap`, in the Fontsource subsets that cover every letter the page shows. A family is
 * embedded whole or not at all: a page whose letters need a subset the package lacks (Greek, Cyrillic), or
 * whose fonts would pass the font budget, keeps the style's system stack for that family rather than
 * mixing two typefaces within one word.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FontStyle } from "../../model.js";
import type { StyleName } from "../../ops/schema.js";
import { BODY_FONT, FONT_BUDGET_BYTES, type FontCut, HEADING_FONTS } from "./embedded-fonts.js";
import type { DesignStyle } from "./types.js";

/** Fontsource's Latin subset (its unicode-range), as code point ranges. */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
/** Fontsource's Latin Extended subset: Polish ł ą ę, Hungarian ő ű, Czech, Romanian, Turkish letters. */
const LATIN_EXT: [number, number][] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

export type Subset = "latin" | "latin-ext";

const within = (ranges: [number, number][], code: number) => ranges.some(([a, b]) => code >= a && code <= b);

/**
 * The subsets that draw every letter and digit of a text, or null when some letter is in neither (then no
 * font is embedded). Symbols and punctuation outside them ("→", "★") fall back glyph by glyph, unseen.
 */
export function subsetsFor(text: string): Subset[] | null {
  let ext = false;
  for (const char of new Set(text.match(/[\p{L}\p{N}]/gu) ?? [])) {
    const code = char.codePointAt(0) ?? 0;
    if (within(LATIN, code)) continue;
    if (!within(LATIN_EXT, code)) return null;
    ext = true;
  }
  return ext ? ["latin", "latin-ext"] : ["latin"];
}

const require = createRequire(import.meta.url);
const dataUrls = new Map<string, string>();

/** A cut's file in one subset as a data URL, read once per process. */
function dataUrl(font: FontCut, subset: Subset): string {
  const path = `${font.pkg}/files/${font.file}-${subset}-${font.weight}-normal.woff2`;
  let url = dataUrls.get(path);
  if (!url) {
    url = `data:font/woff2;base64,${readFileSync(require.resolve(path)).toString("base64")}`;
    dataUrls.set(path, url);
  }
  return url;
}

/** One face: a cut in its subsets, answering for a range of weights so the browser never synthesises bold. */
function faceRules(family: string, font: FontCut, subsets: Subset[], weights: string): string {
  return subsets
    .map(
      (subset) =>
        `@font-face{font-family:"${family}";font-style:normal;font-weight:${weights};font-display:swap;src:url(${dataUrl(font, subset)}) format("woff2")}`,
    )
    .join("");
}

export interface EmbeddedFonts {
  /** The @font-face rules (empty when nothing fits). */
  css: string;
  /** The family names to put before the style's heading and body stacks, when embedded. */
  heading?: string;
  body?: string;
}

export const HEADING_FAMILY = "LP Heading";
export const BODY_FAMILY = "LP Body";

/** The faces a page of this style, heading setting and text embeds, within the font budget (or less room). */
export function embeddedFonts(
  style: StyleName,
  font: FontStyle,
  text: string,
  room = FONT_BUDGET_BYTES,
): EmbeddedFonts {
  const budget = Math.min(room, FONT_BUDGET_BYTES);
  const subsets = subsetsFor(text);
  if (!subsets) return { css: "" };
  const chosen = HEADING_FONTS[style][font];
  const heading = chosen === "body" ? BODY_FONT.bold : chosen;
  const headingCss = faceRules(HEADING_FAMILY, heading, subsets, "1 1000");
  // The heading carries the style's character, so it has the budget first; the body comes with it if it fits.
  if (headingCss.length > budget) return { css: "" };
  // Its files alone already past the room left: the body's rules are not written out just to be dropped.
  const bodyFiles = [BODY_FONT.regular, BODY_FONT.bold]
    .flatMap((cut) => subsets.map((subset) => dataUrl(cut, subset).length))
    .reduce((sum, bytes) => sum + bytes, 0);
  if (headingCss.length + bodyFiles > budget) return { css: headingCss, heading: HEADING_FAMILY };
  const bodyCss =
    faceRules(BODY_FAMILY, BODY_FONT.regular, subsets, "100 550") +
    faceRules(BODY_FAMILY, BODY_FONT.bold, subsets, "551 1000");
  if (headingCss.length + bodyCss.length > budget) return { css: headingCss, heading: HEADING_FAMILY };
  return { css: headingCss + bodyCss, heading: HEADING_FAMILY, body: BODY_FAMILY };
}

/**
 * The page's font CSS: the embedded faces, and the heading and body stacks with the embedded family in
 * front; nothing when no face fits.
 */
export function pageFontCss(style: DesignStyle, font: FontStyle, text: string, room?: number): string {
  const fonts = embeddedFonts(style.name, font, text, room);
  const vars = [
    fonts.heading ? `--fh:"${fonts.heading}",${font === "serif" ? style.fonts.serif : style.fonts.sans}` : "",
    fonts.body ? `--fb:"${fonts.body}",${style.fonts.body}` : "",
  ].filter(Boolean);
  // html:root outranks the stylesheet's :root, wherever in the <style> these rules stand.
  return vars.length ? `${fonts.css}html:root{${vars.join(";")}}` : "";
}
