/**
 * Logos: an uploaded image is accepted only when its bytes say it is a PNG, JPEG, WebP or GIF (or an SVG,
 * which is sanitized first) and it is at most MAX_LOGO_BYTES; otherwise the request is refused.
 * Without an upload, the page gets a mark drawn from the company's initials in the palette.
 */
import { checkUpload } from "../../uploads/check-upload.js";

export const LOGO_REFUSED = "The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB";

type RasterType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

function startsWith(bytes: Uint8Array, sig: number[], offset = 0): boolean {
  return sig.every((b, i) => bytes[offset + i] === b);
}

/** The image type the bytes really are, whatever the data URL claims. */
export function sniffImageType(bytes: Uint8Array): RasterType | "image/svg+xml" | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, "");
  const withoutProlog = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, "");
  if (/^<svg[\s>]/i.test(withoutProlog)) return "image/svg+xml";
  return null;
}

/**
 * Removes everything in an SVG that could run code or fetch something: scripts, foreignObject,
 * event handlers, external href/src, url() outside the document, DOCTYPE/entities, <style>@import.
 */
export function sanitizeSvg(svg: string): string {
  return svg
    .replace(/<!DOCTYPE[\s\S]*?(\[[\s\S]*?\])?\s*>/gi, "")
    .replace(/<!ENTITY[\s\S]*?>/gi, "")
    .replace(/<script[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<script[^>]*\/>/gi, "")
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, "")
    .replace(/<foreignObject[^>]*\/>/gi, "")
    .replace(/<(iframe|embed|object|audio|video|image)\b[\s\S]*?(\/>|<\/\1\s*>)/gi, "")
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "")
    .replace(/\s+(?:xlink:)?href\s*=\s*("(?!#)[^"]*"|'(?!#)[^']*')/gi, "")
    .replace(/\s+src\s*=\s*("[^"]*"|'[^']*')/gi, "")
    .replace(/url\(\s*(['"]?)(?!#)[^)]*\)/gi, "none")
    .replace(/@import[^;]*;?/gi, "")
    .replace(/javascript:/gi, "");
}

/** A checked data URL for an uploaded logo, or GenerationError("invalid_input"). */
export function acceptUploadedLogo(dataUrl: string): string {
  return checkUpload(dataUrl, { purpose: "logo" }).dataUrl;
}

/** The generated mark: the company's initials on a rounded square in the brand gradient. */
export function generatedLogoSvg(initials: string, size = 40): string {
  const fontSize = initials.length > 1 ? 15 : 18;
  return `<svg class="mark" width="${size}" height="${size}" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="11" fill="var(--p)"/><path d="M40 14v15c0 6-5 11-11 11H14z" fill="var(--a)" opacity=".55"/><text x="20" y="25.5" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${initials
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")}</text></svg>`;
}
