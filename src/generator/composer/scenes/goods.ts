/**
 * Goods a maker or a shop sells that no trade's drawing shows: a leather bag, a pair of glasses, a candle,
 * a pair of shoes. Each is an object (meanings/goods.ts): it pictures any shop, product or maker that
 * names it, and nothing else.
 */
import { A, B, backdrop, ink, P, S, shadow, svg, T } from "./shapes.js";
import type { Scene } from "./types.js";

/** A leather tote with its handles and stitching, a small purse leaning on it. */
export const leatherBag: Scene = () =>
  svg(
    backdrop(0, [316, 66, 30]) +
      shadow(200, 252, 140) +
      ink(
        `<path d="M150 112c0-40 70-40 70 0M176 112c0-24 18-24 18 0" fill="none" stroke-width="5"/>` +
          `<path d="M116 112h138l14 138H102z" fill="${P}"/><path d="M122 126h126" fill="none" stroke="${B}" stroke-dasharray="6 6" stroke-width="2"/>` +
          `<rect x="170" y="150" width="30" height="22" rx="4" fill="${A}"/>` +
          `<path d="M260 194h64a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8h-64a8 8 0 0 1-8-8v-40a8 8 0 0 1 8-8z" fill="${A}"/>` +
          `<path d="M252 212c24 16 56 16 80 0" fill="none"/><circle cx="292" cy="222" r="5" fill="${S}"/>`,
      ),
  );

/** A pair of glasses, front on, with a folded pair and their case beside them. */
export const eyeglasses: Scene = () =>
  svg(
    backdrop(1, [86, 70, 30]) +
      shadow(200, 246, 150) +
      ink(
        `<path d="M96 148c0-24 16-32 52-32s48 8 48 30-12 50-50 50-50-22-50-48zM204 146c0-22 10-30 48-30s52 8 52 32-14 48-50 48-50-28-50-50z" fill="${T}" stroke-width="7"/>` +
          `<path d="M196 142c4-6 4-6 8 0M96 134l-34-14M304 134l34-14" fill="none" stroke-width="6"/>` +
          `<path d="M118 140c8-8 20-10 30-8M226 140c8-8 20-10 30-8" fill="none" stroke="${B}" stroke-width="4"/>` +
          `<rect x="130" y="214" width="140" height="34" rx="17" fill="${P}"/><path d="M140 231h120" fill="none" stroke="${A}" stroke-width="3"/>`,
      ),
  );

/** A poured candle in a glass jar with its flame and label, a smaller one and a match beside it. */
export const candleJar: Scene = () =>
  svg(
    backdrop(2, [312, 70, 30]) +
      shadow(200, 252, 130) +
      ink(
        `<path d="M200 66c-16 20-16 34 0 42 16-8 16-22 0-42z" fill="${A}"/><path d="M200 108v16" fill="none"/>` +
          `<path d="M144 124h112v116a12 12 0 0 1-12 12h-88a12 12 0 0 1-12-12z" fill="${S}"/>` +
          `<path d="M144 138h112" fill="none"/><rect x="160" y="168" width="80" height="48" rx="6" fill="${P}"/>` +
          `<path d="M176 184h48M184 198h32" fill="none" stroke="${B}"/>` +
          `<path d="M282 160c-8 10-8 18 0 22 8-4 8-12 0-22z" fill="${A}"/><path d="M262 186h40v58a8 8 0 0 1-8 8h-24a8 8 0 0 1-8-8z" fill="${T}"/>` +
          `<path d="M84 244l40-34" fill="none" stroke-width="4"/><circle cx="126" cy="208" r="5" fill="${P}"/>`,
      ),
  );

/** A pair of shoes in profile, one behind the other, their laces and soles. */
export const shoesPair: Scene = () =>
  svg(
    backdrop(0, [90, 68, 30]) +
      shadow(206, 250, 160) +
      ink(
        `<path d="M150 130c18 0 26 18 44 26s64 14 80 30c8 8 6 24-6 24H130c-10 0-14-8-14-18v-44c0-12 12-18 34-18z" fill="${A}"/>` +
          `<path d="M96 164c20 0 30 20 50 28s70 14 88 32c8 8 6 22-6 22H76c-10 0-14-8-14-18v-46c0-12 12-18 34-18z" fill="${P}"/>` +
          `<path d="M62 232h170" fill="none" stroke="${B}" stroke-width="5"/>` +
          `<path d="M118 178l14-8M128 190l14-8M140 200l14-8" fill="none" stroke="${B}"/>` +
          `<path d="M170 146l12-8M182 156l12-8" fill="none" stroke="${B}"/>`,
      ),
  );
