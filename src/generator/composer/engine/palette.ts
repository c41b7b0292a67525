/**
 * Colour maths (WCAG 2.x relative luminance and contrast) and the theme colours derived from a palette.
 * Every text/background pair the stylesheet uses comes from `themeColors`, and a unit test checks
 * each pair reaches AA (4.5:1), so any palette, including one a user asks for, stays readable.
 */
import type { Palette } from "../../model.js";

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  let h = hex.replace("#", "").trim();
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function isHexColor(text: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(text.trim());
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `hex` toward `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** Moves `color` toward black or white (whichever is away from `against`) until it reaches `min`. */
export function ensureContrast(color: string, against: string, min: number): string {
  if (contrastRatio(color, against) >= min) return color;
  const target = luminance(against) > 0.18 ? "#000000" : "#ffffff";
  for (let step = 1; step <= 40; step++) {
    const candidate = mix(color, target, step / 40);
    if (contrastRatio(candidate, against) >= min) return candidate;
  }
  return target;
}

export const AA = 4.5;

export interface ThemeColors {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** Solid buttons: white text on this. */
  primary: string;
  onPrimary: string;
  /** Links, eyebrows and icons on bg and surface. */
  primaryText: string;
  /** Soft tinted background (hero, icon chips); text on it is `text`. */
  tint: string;
  accent: string;
  /** Gradient stops of bold bands; `onPrimary` text sits on both. */
  bandFrom: string;
  bandTo: string;
}

/** The neutral colours a palette is laid on (a style brings its own: paper, ivory, cool grey…). */
export interface Neutrals {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
}

const LIGHT: Neutrals = {
  bg: "#ffffff",
  surface: "#f6f7fb",
  text: "#0f172a",
  muted: "#4b5567",
  border: "#e3e7ef",
};
const DARK: Neutrals = {
  bg: "#0b1020",
  surface: "#141a2e",
  text: "#e9edf5",
  muted: "#a9b3c6",
  border: "#26304a",
};

function themeFor(palette: Palette, base: Neutrals, dark: boolean, tintAmount: number): ThemeColors {
  const primary = ensureContrast(palette.primary, "#ffffff", AA);
  const tint = mix(base.bg, palette.primary, dark ? tintAmount * 2 : tintAmount);
  // Eyebrows and links must read on bg, surface and tint alike: take the strictest.
  let primaryText = dark ? ensureContrast(mix(palette.primary, "#ffffff", 0.35), base.bg, AA) : primary;
  for (const back of [base.surface, tint]) primaryText = ensureContrast(primaryText, back, AA);
  const bandFrom = ensureContrast(mix(primary, "#000000", dark ? 0.35 : 0.1), "#ffffff", AA);
  // A band is one colour deepening, touched by the accent: two unrelated hues (navy into brown, green into
  // ochre) read as mud, and made every business's closing band the same two-tone sweep.
  const bandTo = ensureContrast(
    mix(mix(primary, palette.accent, 0.15), "#000000", dark ? 0.55 : 0.35),
    "#ffffff",
    AA,
  );
  let text = base.text;
  let muted = base.muted;
  for (const back of [base.bg, base.surface, tint]) {
    text = ensureContrast(text, back, AA);
    muted = ensureContrast(muted, back, AA);
  }
  return {
    ...base,
    text,
    muted,
    primary,
    onPrimary: "#ffffff",
    primaryText,
    tint,
    accent: palette.accent,
    bandFrom,
    bandTo,
  };
}

/**
 * The theme colours of a palette on a style's neutrals (default: cool white and deep navy), with the
 * brand colour tinting soft backgrounds by `tint` (light scheme; twice that in the dark one).
 */
export function themeColors(
  palette: Palette,
  neutrals: { light: Neutrals; dark: Neutrals } = { light: LIGHT, dark: DARK },
  tint = 0.08,
): { light: ThemeColors; dark: ThemeColors } {
  return {
    light: themeFor(palette, neutrals.light, false, tint),
    dark: themeFor(palette, neutrals.dark, true, tint),
  };
}

/** The pairs the stylesheet draws text with: [foreground, background, what]. */
export function textPairs(t: ThemeColors): [string, string, string][] {
  return [
    [t.text, t.bg, "text on background"],
    [t.text, t.surface, "text on surface"],
    [t.text, t.tint, "text on tint"],
    [t.muted, t.bg, "muted on background"],
    [t.muted, t.surface, "muted on surface"],
    [t.muted, t.tint, "muted on tint"],
    [t.primaryText, t.bg, "primary text on background"],
    [t.primaryText, t.surface, "primary text on surface"],
    [t.primaryText, t.tint, "primary text on tint"],
    [t.onPrimary, t.primary, "button text"],
    [t.onPrimary, t.bandFrom, "band text (start)"],
    [t.onPrimary, t.bandTo, "band text (end)"],
  ];
}

/** Named colours a user may ask for in an iteration ("use green"). */
export const NAMED_COLORS: Record<string, string> = {
  red: "#dc2626",
  orange: "#ea580c",
  amber: "#d97706",
  yellow: "#ca8a04",
  lime: "#65a30d",
  green: "#16a34a",
  emerald: "#059669",
  teal: "#0d9488",
  cyan: "#0891b2",
  sky: "#0284c7",
  blue: "#2563eb",
  navy: "#1e3a8a",
  indigo: "#4f46e5",
  violet: "#7c3aed",
  purple: "#9333ea",
  magenta: "#c026d3",
  pink: "#db2777",
  rose: "#e11d48",
  brown: "#92400e",
  gold: "#b45309",
  black: "#111827",
  gray: "#4b5563",
  grey: "#4b5563",
  slate: "#475569",
  // Names people use for warm and muted tones.
  terracotta: "#c2410c",
  rust: "#b7410e",
  burgundy: "#881337",
  maroon: "#7f1d1d",
  coral: "#e5533d",
  salmon: "#e0624f",
  mustard: "#a16207",
  olive: "#4d7c0f",
  sage: "#5f7f5a",
  forest: "#166534",
  mint: "#059669",
  turquoise: "#0e9f9a",
  aqua: "#0891b2",
  lavender: "#7c6bc4",
  lilac: "#9f6bb8",
  plum: "#7e22ce",
  fuchsia: "#c026d3",
  beige: "#a08256",
  sand: "#a8834f",
  charcoal: "#374151",
};

/** A companion accent for a user-chosen primary: the hue a little further round the wheel. */
export function accentFor(primary: string): string {
  const [r, g, b] = parseHex(primary);
  return toHex([(g + b) / 2 + 40, (r + b) / 2, (r + g) / 2 + 30]);
}

/** The colour turned round the colour wheel by `degrees`, its saturation and lightness kept. */
export function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/** The hue of a colour in degrees (0–360), or -1 for a grey. */
export function hueOf(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d < 0.04) return -1;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/**
 * Deep, trustworthy palettes that are not blue: what a designer reaches for instead of the default blue
 * of a serious trade (teal and brass, forest and gold, oxblood and teal, slate and amber, plum, ochre, umber).
 */
const BEYOND_BLUE: readonly Palette[] = [
  { primary: "#0f766e", accent: "#b45309" },
  { primary: "#166534", accent: "#a16207" },
  { primary: "#9f1239", accent: "#0f766e" },
  { primary: "#334155", accent: "#d97706" },
  { primary: "#9a3412", accent: "#0e7490" },
  // Plum and ochre, ochre and petrol, umber and petrol: without them a serious trade that left blue
  // landed in teal or charcoal (the survey's next monoculture).
  { primary: "#6b1f4f", accent: "#c2790f" },
  { primary: "#8a5a00", accent: "#1d4e5a" },
  { primary: "#7a4a0a", accent: "#1d4e5a" },
];

/**
 * A business's own shade of its trade's palette, by the seed's pick (0–4). Pick 2 is the trade's palette
 * as it is; the others turn both colours by a few degrees, so two cafés are not the same brown and each
 * still reads as a café. A trade whose colour is blue to violet (most of the serious ones) gets, on picks
 * 0, 1 and 4, one of the deep non-blue palettes instead: pages were blue to violet three times in four.
 */
export function shadeOf(palette: Palette, pickIndex: number): Palette {
  const index = pickIndex % 5;
  const hue = hueOf(palette.primary);
  const blueToViolet = hue >= 195 && hue <= 290;
  if (blueToViolet && index !== 2 && index !== 3) {
    return BEYOND_BLUE[(Math.round(hue) + index) % BEYOND_BLUE.length]!;
  }
  const degrees = [-12, -6, 0, 6, 12][index]!;
  return { primary: rotateHue(palette.primary, degrees), accent: rotateHue(palette.accent, degrees) };
}
