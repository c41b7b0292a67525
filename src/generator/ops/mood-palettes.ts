/**
 * Colours for a mood: "calmer, softer colours", "colori più tranquilli", "wat vrolijkere kleuren". A mood said
 * of the colours changes the design and the colours with it, so the owner sees the new colours even when the
 * page already has that design. Each mood has two pairs (brand, accent); the first one the page does not
 * already use is taken.
 */
import type { LookMood } from "../lang/types.js";
import type { StyleName } from "./schema.js";

const PALETTES: Record<StyleName, [string, string][]> = {
  minimal: [
    ["#4a6f7a", "#8fb1a6"], // muted teal, sage
    ["#52606d", "#9aa5b1"], // slate, mist
  ],
  warm: [
    ["#a15c3e", "#d9a57f"], // terracotta, sand
    ["#8c5a6e", "#d4a5a5"], // dusty plum, rose
  ],
  playful: [
    ["#d9480f", "#f5b700"], // tangerine, sunflower
    ["#c2255c", "#22b8cf"], // raspberry, aqua
  ],
  bold: [
    ["#c1121f", "#1d3557"], // signal red, navy
    ["#5f0f9e", "#f72585"], // violet, magenta
  ],
  luxury: [
    ["#1f2a44", "#b08d57"], // midnight, gold
    ["#3d2b3d", "#a88b5f"], // aubergine, brass
  ],
  classic: [
    ["#1e3a5f", "#9c7a3c"], // navy, ochre
    ["#2f4f4f", "#8b6f47"], // slate green, leather
  ],
  technical: [
    ["#1d4ed8", "#0891b2"], // blue, cyan
    ["#0f766e", "#6366f1"], // teal, indigo
  ],
  editorial: [
    ["#222222", "#b4432a"], // ink, vermilion
    ["#2b2d42", "#d90429"], // graphite, red
  ],
};

/** The brand and accent colours for a mood, not the ones the page has now. */
export function moodPalette(
  design: StyleName,
  current: string | undefined,
): { primary: string; accent: string } {
  return pairUnlike(PALETTES[design], current);
}

/** The first pair whose brand colour is not the page's now (a change the visitor can see). */
function pairUnlike(
  pairs: [string, string][],
  current: string | undefined,
): { primary: string; accent: string } {
  const now = (current ?? "").toLowerCase();
  const [primary, accent] = pairs.find(([p]) => p !== now) ?? pairs[0]!;
  return { primary, accent };
}

/**
 * Moods no design word names (packs' `lookMoods`): each brings a design and colours of its own — "more
 * urgent" is the bold design in signal red, "vrouwelijker" the warm design in rose, "più maschile" the
 * classic design in navy. Every colour is darkened for white text when set (style-ops.ts), so AA holds.
 */
export const MOODS: Record<LookMood, { design: StyleName; pairs: [string, string][] }> = {
  urgent: {
    design: "bold",
    pairs: [
      ["#c1121f", "#d97706"], // signal red, amber
      ["#b42318", "#1f2937"], // brick red, ink
    ],
  },
  feminine: {
    design: "warm",
    pairs: [
      ["#be185d", "#b0677f"], // raspberry rose, dusty pink
      ["#9d4e7a", "#a86a8c"], // orchid, mauve
    ],
  },
  masculine: {
    design: "classic",
    pairs: [
      ["#1f2a44", "#8b5a2b"], // midnight navy, saddle brown
      ["#2f3e46", "#52796f"], // charcoal, pine
    ],
  },
};

/** The brand and accent colours of a mood, not the ones the page has now. */
export function moodColours(
  mood: LookMood,
  current: string | undefined,
): { primary: string; accent: string } {
  return pairUnlike(MOODS[mood].pairs, current);
}

/** The colours are a mood's own pair: the report says the design and its colours in one line. */
export const isMoodPalette = (design: StyleName, primary?: string, accent?: string) =>
  [...PALETTES[design], ...Object.values(MOODS).flatMap((m) => (m.design === design ? m.pairs : []))].some(
    ([p, a]) => p === primary?.toLowerCase() && a === accent?.toLowerCase(),
  );
