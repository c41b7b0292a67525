/**
 * Which widths a photo is offered in (its `srcset`) and how they are encoded within the photo's byte
 * budget. A self-contained page embeds every width, so the budget covers all of them together: the
 * quality steps down first, then the widest copy goes, until the photo fits.
 */
import type { Sharp } from "sharp";
import type { ImageRole } from "../../core/uploads.js";

/** Widths per role, narrowest first: a phone's screen (≈ 400 CSS px at 2×) and a desktop column at 2×. */
const ROLE_WIDTHS: Record<ImageRole, number[]> = {
  hero: [800, 1600],
  gallery: [500, 1000],
  product: [500, 1000],
};

/** Bytes one photo may add to the page, all its widths together (base64 adds a third in the HTML). */
export const PHOTO_BUDGET_BYTES: Record<ImageRole, number> = {
  hero: 240 * 1024,
  gallery: 100 * 1024,
  product: 100 * 1024,
};

/** WebP qualities tried in turn; below 42 photos turn visibly blotchy, so a narrower copy is better. */
const QUALITIES = [72, 62, 52, 42];

/** A narrower copy is made only when it saves at least this share of the width. */
const MIN_STEP = 0.8;

/**
 * The widths to encode a photo `available` pixels wide in (already at most the role's widest), narrowest
 * first and ending with `available` itself: a small photo gets one width and is never enlarged.
 */
export function photoWidths(role: ImageRole, available: number): number[] {
  const narrower = ROLE_WIDTHS[role].filter((width) => width < available * MIN_STEP);
  return [...narrower, available];
}

export interface EncodedCopy {
  data: Buffer;
  width: number;
  height: number;
}

async function encode(pixels: () => Sharp, width: number, quality: number): Promise<EncodedCopy> {
  const { data, info } = await pixels()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The copies at `widths` (narrowest first) at the best quality whose total fits `budget`. */
async function atBestQuality(
  pixels: () => Sharp,
  widths: number[],
  budget: number,
): Promise<EncodedCopy[] | null> {
  for (const quality of QUALITIES) {
    const copies: EncodedCopy[] = [];
    let total = 0;
    // Widest first: it is the largest, so an over-budget quality is known after one encoding.
    for (const width of [...widths].reverse()) {
      const copy = await encode(pixels, width, quality);
      total += copy.data.length;
      if (total > budget) break;
      copies.unshift(copy);
    }
    if (copies.length === widths.length) return copies;
  }
  return null;
}

/**
 * `pixels` encoded as WebP at `widths`, together within `budget` bytes. When even the lowest quality does
 * not fit, the narrower copies go first (a sharp photo on wide screens matters more than a lighter one on
 * phones), then the lone copy shrinks by a quarter at a time: an unusually detailed photo still fits.
 */
export async function encodeWithinBudget(
  pixels: () => Sharp,
  widths: number[],
  budget: number,
): Promise<EncodedCopy[]> {
  let candidates = widths;
  for (;;) {
    const copies = await atBestQuality(pixels, candidates, budget);
    if (copies) return copies;
    const widest = candidates[candidates.length - 1]!;
    candidates = candidates.length > 1 ? [widest] : [Math.max(1, Math.floor(widest * 0.75))];
  }
}
