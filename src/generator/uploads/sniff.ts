/** The type an upload really is, read from its first bytes; the type a data URL claims is never trusted. */

export type RasterMime = "image/png" | "image/jpeg" | "image/webp" | "image/gif";
export type SniffedMime = RasterMime | "image/svg+xml";

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** Text an SVG file may start with before its root: BOM, whitespace, XML prolog, comments, a DOCTYPE. */
const SVG_PREAMBLE =
  /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*/i;

export function sniffMime(bytes: Uint8Array): SniffedMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // GIF87a / GIF89a
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  if (/^<svg[\s>]/i.test(head.replace(SVG_PREAMBLE, ""))) return "image/svg+xml";
  return null;
}
