/**
 * Inline-SVG scenes: one drawing per thing a business shows (a table setting, a coffee cup, a car on a
 * lift…). Contract between the scene library (this folder) and the composer:
 *
 * - A scene is a pure function returning one `<svg>` string with `viewBox`, no width/height (CSS sizes it),
 *   `aria-hidden="true" focusable="false"`, and nothing that loads: no `href`/`xlink:href` to anything but
 *   `#id` in the same SVG, no `<image>`, no `<foreignObject>`, no script, no style element.
 * - Colours come only from the page's CSS variables so palette and dark mode follow: `var(--p)` primary,
 *   `var(--a)` accent, `var(--tn)` tint (light primary), `var(--sf)` surface, `var(--bg)` background,
 *   `var(--tx)` text, `var(--mt)` muted, `var(--bd)` border; plus fixed neutrals (#fff, rgba shadows).
 * - Every `id` inside starts with `idPrefix` (several scenes can sit on one page: duplicate ids are invalid).
 * - No text, digits or letters in the drawing (a scene must not say anything the description did not).
 */
import type { BusinessKind } from "../../brief/types.js";

export interface SceneOptions {
  /** Prefix for every id inside the SVG, unique on the page (e.g. "s3-"). */
  idPrefix: string;
}

export type Scene = (options: SceneOptions) => string;
export type { BusinessKind };
