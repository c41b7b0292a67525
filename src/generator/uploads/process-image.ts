/**
 * Uploads made ready for a page: checked (checkUpload), then decoded and re-encoded with sharp —
 * turned upright, metadata stripped, shrunk to what the page shows, WebP. Re-encoding keeps only
 * pixels, so whatever else a file carried (a GIF/HTML polyglot, EXIF location) is gone.
 * SVG logos stay vector: they are sanitised, not rasterised.
 */
import type { ImageRole } from "../../core/uploads.js";
import { GenerationError } from "../types.js";
import { type CheckedUpload, checkUpload, refusalMessage, type UploadPurpose } from "./check-upload.js";
import { toDataUrl } from "./data-url.js";

export interface ProcessedImage {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
  mime: "image/webp" | "image/png" | "image/svg+xml";
}

/** Largest width (and height) the page shows each kind of picture at; smaller images are never enlarged. */
export const MAX_EDGE: Record<ImageRole | "logo", number> = {
  hero: 1600,
  gallery: 1000,
  product: 1000,
  logo: 400,
};

/** ~50 MP; more than a 2 MB file honestly holds, and a guard against decompression bombs. */
export const MAX_INPUT_PIXELS = 50_000_000;

const PHOTO_QUALITY = 72;
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
    };
  }
  try {
    return await reencode(checked, options);
  } catch (error) {
    if (error instanceof GenerationError) throw error;
    // The bytes start like an image but do not decode as one.
    throw new GenerationError("invalid_input", refusalMessage(options.purpose));
  }
}

/** sharp (libvips, ~25 MB) is loaded by the first upload rather than when the server starts. */
let sharpLoading: Promise<typeof import("sharp")> | undefined;
async function loadSharp() {
  sharpLoading ??= import("sharp");
  return (await sharpLoading).default;
}

async function reencode(checked: CheckedUpload, { purpose, role }: ProcessOptions): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const edge = MAX_EDGE[purpose === "logo" ? "logo" : (role ?? "gallery")];
  // The header alone (nothing decoded yet) says whether the pixels would fit.
  const meta = await sharp(checked.bytes, { pages: 1, limitInputPixels: false }).metadata();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new GenerationError(
      "invalid_input",
      `The ${purpose === "logo" ? "logo" : "photo"} has more than 50 megapixels`,
    );
  }
  // Only the first frame of an animation (pages: 1); upright from EXIF (rotate()); metadata is not kept.
  const input = sharp(checked.bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const resized = input
    .rotate()
    .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true });

  const webp = await resized
    .clone()
    .webp({ quality: purpose === "logo" ? LOGO_QUALITY : PHOTO_QUALITY, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  let best = {
    data: webp.data,
    width: webp.info.width,
    height: webp.info.height,
    mime: "image/webp" as ProcessedImage["mime"],
  };
  if (purpose === "logo" && meta.hasAlpha) {
    // Flat transparent logos are often smaller (and sharper) as a palette PNG.
    const png = await resized
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
  };
}
