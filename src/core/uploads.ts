/**
 * Limits and messages for the user's uploads (the logo and up to six photos), shared by the browser's
 * early check, the request schema and the server's real check (src/generator/uploads).
 */

/** Decoded size of an uploaded logo. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** A data URL of `bytes` in base64 plus room for its `data:…;base64,` prefix. */
const dataUrlLength = (bytes: number) => Math.ceil(bytes / 3) * 4 + 100;

/** A data URL of MAX_UPLOAD_BYTES in base64 plus room for its `data:…;base64,` prefix. */
export const MAX_UPLOAD_DATA_URL_LENGTH = dataUrlLength(MAX_UPLOAD_BYTES);

/**
 * Decoded size of one photo: a phone's 4000×3000 JPEG is 3–8 MB, and the server shrinks it anyway
 * (src/generator/uploads), so the owner need not resize it first.
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_DATA_URL_LENGTH = dataUrlLength(MAX_PHOTO_BYTES);

/** All photos of one request together, so a request body stays bounded (six phone photos fit). */
export const MAX_PHOTOS_TOTAL_BYTES = 30 * 1024 * 1024;
export const MAX_PHOTOS_TOTAL_DATA_URL_LENGTH = dataUrlLength(MAX_PHOTOS_TOTAL_BYTES);

export const MAX_IMAGES = 6;
export const MAX_IMAGE_ALT_LENGTH = 200;

export const IMAGE_ROLES = ["hero", "gallery", "product"] as const;
export type ImageRole = (typeof IMAGE_ROLES)[number];

export const IMAGE_ROLE_LABELS: Record<ImageRole, string> = {
  hero: "Hero photo",
  gallery: "Gallery",
  product: "Product",
};

/** Photos: raster images only. Logos may also be SVG (sanitised). */
export const PHOTO_MIME_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export const LOGO_REFUSED_MESSAGE = "The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB";
export const IMAGE_REFUSED_MESSAGE = "Each photo must be a PNG, JPEG, WebP or GIF image of at most 10 MB";
export const PHOTOS_TOO_LARGE_MESSAGE = "The photos together must be at most 30 MB";
export const TOO_MANY_IMAGES_MESSAGE = `At most ${MAX_IMAGES} photos`;

/** The browser's early word on a chosen photo file (the server checks the bytes again), or null. */
export function photoFileProblem(file: { name: string; type: string; size: number }): string | null {
  const allowed: readonly string[] = PHOTO_MIME_TYPES;
  if (!allowed.includes(file.type)) return `“${file.name}” is not a PNG, JPEG, WebP or GIF image.`;
  if (file.size > MAX_PHOTO_BYTES) return `“${file.name}” is larger than 10 MB.`;
  return null;
}
