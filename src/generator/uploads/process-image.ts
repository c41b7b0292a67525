/**
 * Uploads made ready for a page: checked (checkUpload), then decoded and re-encoded with sharp —
 * turned upright, metadata stripped, shrunk to what the page shows, WebP. Re-encoding keeps only
 * pixels, so whatever else a file carried (a GIF/HTML polyglot, EXIF location) is gone.
 * Photos come out in two or three widths for the page's `srcset`, all of them together within the
 * photo's byte budget (the page embeds every width). SVG logos stay vector: sanitised, not rasterised.
 * A few decodes run at once per process (decode-slots.ts); the rest wait.
 */
import type { ImageRole } from "../../core/uploads.js";
import { GenerationError } from "../types.js";
import { type CheckedUpload, checkUpload, refusalMessage, type UploadPurpose } from "./check-upload.js";
import { toDataUrl } from "./data-url.js";
import { withDecodeSlot } from "./decode-slots.js";
import { encodeWithinBudget, PHOTO_BUDGET_BYTES, photoWidths } from "./photo-widths.js";
import { loadSharp } from "./sharp.js";

export interface ImageVariant {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  /** The widest copy (the `src`). */
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
  mime: "image/webp" | "image/png" | "image/svg+xml";
  /** Narrower copies for `srcset`, narrowest first; none for logos and for photos already small. */
  variants: ImageVariant[];
}

/** Largest width (and height) the page shows each kind of picture at; smaller images are never enlarged. */
export const MAX_EDGE: Record<ImageRole | "logo", number> = {
  hero: 1600,
  gallery: 1000,
  product: 1000,
  logo: 400,
};

/** ~50 MP: more than any phone photo holds, and a guard against decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Logos are small and have hard edges, which lossy WebP at photo quality blurs. */
const LOGO_QUALITY = 85;

export interface ProcessOptions {
  purpose: UploadPurpose;
  /** For photos: where the page shows it (default "gallery"). */
  role?: ImageRole;
}

export async function processImage(dataUrl: string, options: ProcessOptions): Promise<ProcessedImage> {
  const checked = checkUpload(dataUrl, options);
  if (checked.mime === "image/svg+xml") {
    return {
      dataUrl: checked.dataUrl,
      width: checked.width ?? 0,
      height: checked.height ?? 0,
      bytes: checked.bytes.length,
      mime: "image/svg+xml",
      variants: [],
    };
  }
  try {
    // The header is read and the pixel count checked first (uprightPixels), but inside the slot: reading
    // the header is cheap, and a refusal frees the slot at once.
    return await withDecodeSlot(() =>
      options.purpose === "logo" ? reencodeLogo(checked) : reencodePhoto(checked, options.role ?? "gallery"),
    );
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    // The bytes start like an image but do not decode as one.
    throw new GenerationError("invalid_input", refusalMessage(options.purpose));
  }
}

/**
 * The upright pixels, at most `edge` wide and high, decoded once. The header alone (nothing decoded yet)
 * says whether the pixels would fit; only the first frame of an animation is read (pages: 1); rotate()
 * applies the EXIF orientation, and nothing of the metadata is kept.
 */
async function uprightPixels(checked: CheckedUpload, purpose: UploadPurpose, edge: number) {
  const sharp = await loadSharp();
  const meta = await sharp(checked.bytes, { pages: 1, limitInputPixels: false }).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new GenerationError(
      "invalid_input",
      `The ${purpose === "logo" ? "logo" : "photo"} has more than 50 megapixels`,
    );
  }
  return {
    meta,
    image: sharp(checked.bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true }),
  };
}

async function reencodePhoto(checked: CheckedUpload, role: ImageRole): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const { image } = await uprightPixels(checked, "image", MAX_EDGE[role]);
  // Every width is made from these pixels, so the upload itself is decoded only once.
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encoded = await encodeWithinBudget(pixels, photoWidths(role, info.width), PHOTO_BUDGET_BYTES[role]);
  const copies = encoded.map((copy) => ({
    dataUrl: toDataUrl("image/webp", copy.data),
    width: copy.width,
    height: copy.height,
    bytes: copy.data.length,
  }));
  const widest = copies[copies.length - 1]!;
  return { ...widest, mime: "image/webp", variants: copies.slice(0, -1) };
}

async function reencodeLogo(checked: CheckedUpload): Promise<ProcessedImage> {
  const { meta, image } = await uprightPixels(checked, "logo", MAX_EDGE.logo);
  const webp = await image
    .clone()
    .webp({ quality: LOGO_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  let best = {
    data: webp.data,
    width: webp.info.width,
    height: webp.info.height,
    mime: "image/webp" as ProcessedImage["mime"],
  };
  if (meta.hasAlpha) {
    // Flat transparent logos are often smaller (and sharper) as a palette PNG.
    const png = await image
      .clone()
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    if (png.data.length < webp.data.length) {
      best = { data: png.data, width: png.info.width, height: png.info.height, mime: "image/png" };
    }
  }
  return {
    dataUrl: toDataUrl(best.mime, best.data),
    width: best.width,
    height: best.height,
    bytes: best.data.length,
    mime: best.mime,
    variants: [],
  };
}
