/**
 * The one check every upload passes, whichever path it takes (composer, LLM, server, CLI): the type
 * comes from the bytes, the size is capped, SVG (logos only) is sanitised. Synchronous and cheap for
 * raster images, so the engine can run it on every request; processImage adds the re-encoding.
 */
import {
  IMAGE_REFUSED_MESSAGE,
  LOGO_REFUSED_MESSAGE,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_DATA_URL_LENGTH,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_DATA_URL_LENGTH,
} from "../../core/uploads.js";
import { GenerationError } from "../types.js";
import { decodeDataUrl, toDataUrl } from "./data-url.js";
import { sanitizeSvg } from "./sanitize-svg.js";
import { type SniffedMime, sniffMime } from "./sniff.js";

export type UploadPurpose = "logo" | "image";

export interface CheckedUpload {
  mime: SniffedMime;
  /** The decoded bytes (for SVG: the sanitised document). */
  bytes: Buffer;
  /** A base64 data URL of `bytes` under the sniffed type. */
  dataUrl: string;
  /** Known for SVG (from its attributes); raster sizes come from processImage. */
  width?: number;
  height?: number;
}

export function refusalMessage(purpose: UploadPurpose): string {
  return purpose === "logo" ? LOGO_REFUSED_MESSAGE : IMAGE_REFUSED_MESSAGE;
}

/** Logos are small drawings (2 MB); photos may come straight from a phone (10 MB). */
const LIMITS: Record<UploadPurpose, { bytes: number; dataUrlLength: number }> = {
  logo: { bytes: MAX_UPLOAD_BYTES, dataUrlLength: MAX_UPLOAD_DATA_URL_LENGTH },
  image: { bytes: MAX_PHOTO_BYTES, dataUrlLength: MAX_PHOTO_DATA_URL_LENGTH },
};

/** A data URL whose bytes are a PNG, JPEG, WebP or GIF (or, for logos, an SVG made safe), else GenerationError. */
export function checkUpload(dataUrl: string, { purpose }: { purpose: UploadPurpose }): CheckedUpload {
  const refuse = () => new GenerationError("invalid_input", refusalMessage(purpose));
  const limit = LIMITS[purpose];
  // Base64 of more than the limit cannot fit (percent-encoding is at most 3× longer): refuse before decoding.
  if (typeof dataUrl !== "string" || dataUrl.length > limit.dataUrlLength * 3) throw refuse();
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes || bytes.length === 0 || bytes.length > limit.bytes) throw refuse();
  const mime = sniffMime(bytes);
  if (!mime) throw refuse();
  if (mime !== "image/svg+xml") return { mime, bytes, dataUrl: toDataUrl(mime, bytes) };

  if (purpose !== "logo") throw refuse();
  const clean = sanitizeSvg(bytes.toString("utf8"));
  if (!clean) throw refuse();
  const svgBytes = Buffer.from(clean.svg, "utf8");
  return {
    mime,
    bytes: svgBytes,
    dataUrl: toDataUrl(mime, svgBytes),
    width: clean.width,
    height: clean.height,
  };
}
