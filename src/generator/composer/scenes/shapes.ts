/**
 * Small drawing helpers shared by the scenes: the palette as CSS variables, the <svg> wrapper, the soft
 * backdrop every scene stands on, the ink group (one stroke colour and width for the whole library) and
 * a few recurring shapes. They return SVG text; nothing here knows about a particular subject.
 */
import type { SceneOptions } from "./types.js";

/** Primary, accent, tint, surface, background, text ("ink"), muted and border, from the page's variables. */
export const P = "var(--p)";
export const A = "var(--a)";
export const T = "var(--tn)";
export const S = "var(--sf)";
export const B = "var(--bg)";
export const X = "var(--tx)";
export const M = "var(--mt)";
export const D = "var(--bd)";
/** A soft shadow that reads on light and dark backgrounds alike. */
export const SHADE = "rgba(15,23,42,.12)";

/** The <svg> element every scene returns: 400×300 units, sized by CSS, hidden from assistive technology. */
export function svg(body: string, defs = ""): string {
  return `<svg viewBox="0 0 400 300" aria-hidden="true" focusable="false">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

/** Shapes drawn inside get the library's one outline: ink colour, 3 units wide, rounded. */
export function ink(body: string): string {
  return `<g stroke="${X}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

const BLOBS = [
  "M52 164c-8-70 56-124 146-126 92-2 160 42 152 118-8 74-70 112-158 110C110 264 60 232 52 164z",
  "M60 120c20-56 86-84 160-76 78 8 136 56 124 126-10 62-80 94-160 88-86-6-148-66-124-138z",
  "M72 178c-22-62 14-122 96-138 86-16 176 18 186 96 8 64-44 116-140 122-70 4-122-24-142-80z",
];

/** The tinted blob and accent disc a scene stands on; `variant` varies the outline between scenes. */
export function backdrop(variant = 0, accent: [number, number, number] = [318, 70, 34]): string {
  const [cx, cy, r] = accent;
  return `<path d="${BLOBS[variant % BLOBS.length]}" fill="${T}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${A}" opacity=".18"/>`;
}

/** A soft contact shadow under an object standing on the ground. */
export function shadow(cx: number, cy: number, rx: number, ry = 8): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${SHADE}" stroke="none"/>`;
}

/** A leaf of length `len` pointing right from (x, y), turned by `rot` degrees, with its midrib. */
export function leaf(x: number, y: number, len: number, rot: number, fill = A): string {
  const h = Math.round(len * 0.32);
  const [near, far] = [Math.round(len * 0.25), Math.round(len * 0.75)];
  return `<path transform="translate(${x} ${y}) rotate(${rot})" d="M0 0C${near} -${h} ${far} -${h} ${len} 0C${far} ${h} ${near} ${h} 0 0zM${Math.round(len * 0.15)} 0H${Math.round(len * 0.8)}" fill="${fill}"/>`;
}

/** A radial glow from `color` to transparent, referenced as url(#{prefix}{name}). */
export function glow(o: SceneOptions, name: string, color: string, opacity = 0.55): string {
  return `<radialGradient id="${o.idPrefix}${name}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A vertical fade of `color`, top opaque, referenced as url(#{prefix}{name}). */
export function fade(o: SceneOptions, name: string, color: string, opacity = 0.6): string {
  return `<linearGradient id="${o.idPrefix}${name}" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
}

/** Several small sparkles (four-pointed stars) at the given points, in `fill`. */
export function sparkles(points: [number, number][], fill = A): string {
  return points
    .map(
      ([x, y]) => `<path d="M${x} ${y - 8}q2 6 8 8-6 2-8 8-2-6-8-8 6-2 8-8z" fill="${fill}" stroke="none"/>`,
    )
    .join("");
}
