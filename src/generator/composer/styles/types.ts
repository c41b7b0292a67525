/**
 * A named visual style: the tokens a page's stylesheet is drawn with (type, radius, depth, rhythm, buttons,
 * the neutral colours its palette sits on) and the layouts it prefers for each section family. One file
 * per style in this folder; the stylesheet (../engine/styles.ts) reads only these tokens, so a style is
 * a change of variables plus the few rules of its own character (`flourish`).
 */
import type { StyleName } from "../../ops/schema.js";

/** The neutral colours of one scheme: the palette's primary and accent are laid on these. */
export interface Surfaces {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
}

/** Section families that have more than one layout (render/layouts.ts lists each family's layouts). */
export type LayoutFamily =
  | "hero"
  | "offerings"
  | "pricing"
  | "quotes"
  | "faq"
  | "contact"
  | "header"
  | "footer";

export interface DesignStyle {
  name: StyleName;
  /** Font stacks: headings (sans or serif, as the page's font setting says) and body text. */
  fonts: { sans: string; serif: string; body: string };
  /** Heading weight, letter-spacing and line-height; the h1/h2 sizes are the type scale. */
  heading: { weight: number; tracking: string; leading: number; h1: string; h2: string; h3: string };
  /** Body size and line-height. */
  body: { size: string; leading: number };
  /** Corner radii: cards, buttons, form fields, small chips. */
  radius: { card: string; button: string; field: string; chip: string };
  /** Card shadow in the light and the dark scheme ("none" for flat styles). */
  shadow: { light: string; dark: string };
  /** Vertical padding of a section, and the gap between cards. */
  rhythm: { section: string; gap: string };
  /** Button text: weight, letter-spacing, case, padding. */
  button: { weight: number; tracking: string; upper: boolean; padding: string };
  /** Eyebrow (small label over headings): upper case with tracking, or a quiet sentence-case line. */
  eyebrow: { upper: boolean; tracking: string };
  /** The neutral colours of the light and the dark scheme. */
  surfaces: { light: Surfaces; dark: Surfaces };
  /** Every section on the page's background, none on the surface colour (minimal): seams, not edges, part them. */
  sectionsShareBackground?: boolean;
  /** How strongly the brand colour tints soft backgrounds (0.04 quiet … 0.14 loud). */
  tint: number;
  /** Layouts this style draws each family with, the seed picks among them (render/layouts.ts names). */
  layouts: Record<LayoutFamily, readonly string[]>;
  /** A few rules of the style's own character, after the shared stylesheet. */
  flourish: string;
}
