/**
 * Which typefaces a page embeds, by its style and heading setting: one heading face with the style's
 * character (a display serif for editorial and luxury, a grotesque for bold and technical, a rounded
 * face for playful), and a quiet body family when the font budget has room for it beside the heading. All are OFL-licensed Fontsource packages
 * installed through npm (dependencies in package.json), so embedding them in a downloaded page is allowed.
 * When a face cannot be embedded (the font budget or the page's letters), the style's tuned system stack
 * (fonts.ts) draws the text instead.
 */
import type { FontStyle } from "../../model.js";
import type { StyleName } from "../../ops/schema.js";

/** One static weight of a Fontsource package: its files are `files/<file>-<subset>-<weight>-normal.woff2`. */
export interface FontCut {
  pkg: string;
  file: string;
  weight: number;
}

const cut = (name: string, weight: number): FontCut => ({ pkg: `@fontsource/${name}`, file: name, weight });

/** The body family: a regular and a bold cut, so labels and buttons are drawn bold, never faux-bold. */
export const BODY_FONT = { regular: cut("dm-sans", 400), bold: cut("dm-sans", 700) };

/** The heading face per style and heading setting; "body" is the body family's bold cut. */
export const HEADING_FONTS: Record<StyleName, Record<FontStyle, FontCut | "body">> = {
  editorial: { serif: cut("dm-serif-display", 400), sans: "body" },
  luxury: { serif: cut("dm-serif-display", 400), sans: "body" },
  bold: { serif: cut("dm-serif-display", 400), sans: cut("space-grotesk", 700) },
  technical: { serif: cut("lora", 600), sans: cut("space-grotesk", 600) },
  warm: { serif: cut("lora", 600), sans: cut("fredoka", 500) },
  classic: { serif: cut("lora", 700), sans: "body" },
  playful: { serif: cut("lora", 600), sans: cut("fredoka", 600) },
  minimal: { serif: cut("lora", 600), sans: "body" },
};

/**
 * What the embedded fonts may weigh in the HTML (their base64 data URLs together), apart from the 60 KB
 * markup budget: one heading face, with its Latin Extended letters for Polish or Hungarian (18–48 KB).
 * The body family (another 38 KB) would fit a larger budget, but fonts are decoded before the first paint
 * (a simulated phone's first paint: 1.0 s with the heading alone, 2.8 s with the body too), so the body
 * keeps its tuned system stack for now (docs/decisions/0087).
 */
export const FONT_BUDGET_BYTES = 48 * 1024;

/**
 * What a whole page may weigh with its photos and fonts (what a phone downloads): fonts take only the room
 * the markup and the owner's photos leave, so a photo-led page gives up its body face before its photo.
 */
export const PAGE_BUDGET_BYTES = 400 * 1024;
