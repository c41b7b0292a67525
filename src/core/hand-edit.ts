/** Rules of hand-edited versions, shared by the editor (checks before saving) and the server (decides). */

/** A hand-edited page may weigh at most 2 MB of HTML (replaced images are embedded in it). */
export const HAND_EDIT_MAX_HTML_BYTES = 2 * 1024 * 1024;
export const HAND_EDIT_LIMIT_LABEL = "2 MB";

/** The version note when the editor sends none. */
export const HAND_EDIT_DEFAULT_NOTE = "Edited by hand";
export const HAND_EDIT_NOTE_MAX_LENGTH = 200;
/** The version note of "Apply brand kit" (saved as a hand edit); the panel's Undo names it too. */
export const BRAND_KIT_VERSION_NOTE = "Applied the brand kit";

/** Images placed by hand: the same kinds and limit as uploaded logos, without SVG (it could carry script). */
export const HAND_EDIT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const HAND_EDIT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type HandEditImageType = (typeof HAND_EDIT_IMAGE_TYPES)[number];

/** The id of the composer's page-model block inside a page. */
export const PAGE_MODEL_SCRIPT_ID = "page-model";

/** The image type the bytes really are (magic bytes), whatever the file name or MIME type claims. */
export function sniffRasterImage(bytes: Uint8Array): HandEditImageType | null {
  const startsWith = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "image/gif";
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}
