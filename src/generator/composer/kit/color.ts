/** Colour arithmetic for palettes that keep WCAG AA contrast whatever colour a person picks. */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function normalizeHex(hex: string): string | null {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb) : null;
}

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex) ?? [0, 0, 0];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mix two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [0, 0, 0];
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/**
 * Moves `fg` towards black or white (whichever direction can reach the ratio against `bg`) until it has
 * at least `ratio` contrast, keeping as much of its hue as possible.
 */
export function ensureContrast(fg: string, bg: string, ratio = 4.5): string {
  if (contrast(fg, bg) >= ratio) return fg;
  const towards = luminance(bg) > 0.18 ? "#000000" : "#ffffff";
  for (let t = 0.04; t <= 1.0001; t += 0.04) {
    const c = mix(fg, towards, t);
    if (contrast(c, bg) >= ratio) return c;
  }
  return towards;
}

/** White or near-black text, whichever reads better on `bg`. */
export function textOn(bg: string): string {
  return contrast("#ffffff", bg) >= contrast("#0f172a", bg) ? "#ffffff" : "#0f172a";
}

/** A button colour from `base` that white text (or dark text on very light bases) reads on at AA. */
export function buttonColors(base: string): { bg: string; fg: string } {
  if (contrast("#ffffff", base) >= 4.5) return { bg: base, fg: "#ffffff" };
  // Light brand colours (yellow, lime): keep the colour and put dark text on it when that works.
  if (contrast("#0f172a", base) >= 7) return { bg: base, fg: "#0f172a" };
  return { bg: ensureContrast(base, "#ffffff", 4.6), fg: "#ffffff" };
}

export const NAMED_COLORS: Record<string, string> = {
  red: "#dc2626",
  crimson: "#be123c",
  maroon: "#881337",
  burgundy: "#7f1d1d",
  orange: "#ea580c",
  coral: "#f0644a",
  amber: "#d97706",
  gold: "#c89211",
  yellow: "#eab308",
  lime: "#65a30d",
  olive: "#6b7a1e",
  green: "#16a34a",
  emerald: "#059669",
  mint: "#10b981",
  teal: "#0d9488",
  turquoise: "#14b8a6",
  cyan: "#0891b2",
  sky: "#0284c7",
  blue: "#2563eb",
  navy: "#1e3a8a",
  indigo: "#4f46e5",
  violet: "#7c3aed",
  purple: "#9333ea",
  lavender: "#8b5cf6",
  magenta: "#c026d3",
  fuchsia: "#c026d3",
  pink: "#db2777",
  rose: "#e11d48",
  brown: "#92400e",
  chocolate: "#7c2d12",
  beige: "#a8875a",
  tan: "#b08850",
  gray: "#4b5563",
  grey: "#4b5563",
  slate: "#475569",
  charcoal: "#334155",
  black: "#111827",
  silver: "#6b7280",
};
