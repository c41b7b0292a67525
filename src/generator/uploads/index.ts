/**
 * Uploads (the logo and the user's photos): one check for every path, and the re-encoding for pages.
 * This entry loads sharp; the engine imports check-upload.js directly so composing a page never does.
 */
export { type CheckedUpload, checkUpload, refusalMessage, type UploadPurpose } from "./check-upload.js";
export { PHOTO_BUDGET_BYTES, photoWidths } from "./photo-widths.js";
export {
  type ImageVariant,
  MAX_EDGE,
  MAX_INPUT_PIXELS,
  type ProcessedImage,
  type ProcessOptions,
  processImage,
} from "./process-image.js";
export { checkRequestUploads } from "./request-uploads.js";
export { type SniffedMime, sniffMime } from "./sniff.js";
