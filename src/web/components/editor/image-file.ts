/**
 * Images the owner puts on the page by hand: checked here by their bytes (PNG, JPEG, WebP or GIF, at most
 * 2 MB) and embedded as data URLs. The server's quality gates check the saved page again.
 */
import { HAND_EDIT_IMAGE_MAX_BYTES, sniffRasterImage } from "../../../core/hand-edit";

export const IMAGE_REFUSED = "Choose a PNG, JPEG, WebP or GIF image.";
export const IMAGE_TOO_LARGE = "The image must be at most 2 MB.";

export type ImageResult = { ok: true; dataUrl: string } | { ok: false; message: string };

export async function readImageFile(file: File): Promise<ImageResult> {
  if (file.size > HAND_EDIT_IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_TOO_LARGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffRasterImage(bytes);
  if (!type) return { ok: false, message: IMAGE_REFUSED };
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  // The type comes from the bytes, never from the file's name or claimed MIME type.
  return { ok: true, dataUrl: `data:${type};base64,${btoa(binary)}` };
}
