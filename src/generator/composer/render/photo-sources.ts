/**
 * The attributes that make an uploaded photo responsive: every copy in `srcset` with `sizes` (how wide
 * the layout shows it), its pixel size (the browser reserves the space before decoding), and a photo
 * smaller than its place is shown at its own size, not stretched and blurred. A self-contained page
 * embeds each copy once: `src` is the narrowest copy (the fallback), never the widest again beside srcset.
 */
import type { PageImage } from "../../model.js";

/** How wide each place shows a photo, for `sizes`: the hero's half of the page, a card's column. */
export const PHOTO_SIZES = {
  hero: "(min-width: 860px) 540px, 100vw",
  /** Half the page (the panels hero's photo side). */
  half: "(min-width: 860px) 50vw, 100vw",
  card: "(min-width: 860px) 360px, 100vw",
} as const;

export interface PhotoAttributes {
  src: string;
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
  style?: string;
}

export function photoAttributes(image: PageImage, sizes: string): PhotoAttributes {
  const attributes: PhotoAttributes = { src: image.dataUrl };
  const copies = (image.variants ?? []).filter((variant) => variant.dataUrl);
  if (copies.length > 0 && image.width) {
    const all = [...copies, { dataUrl: image.dataUrl, width: image.width }].sort((a, b) => a.width - b.width);
    attributes.srcset = all.map((copy) => `${copy.dataUrl} ${copy.width}w`).join(", ");
    attributes.sizes = sizes;
    attributes.src = all[0]?.dataUrl ?? image.dataUrl;
  }
  if (image.width && image.height) {
    attributes.width = image.width;
    attributes.height = image.height;
    // Never wider than its pixels: a 240 px photo stays 240 px wide, centred in its place.
    attributes.style = `max-width:${image.width}px;margin-inline:auto`;
  }
  return attributes;
}
