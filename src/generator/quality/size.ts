/** Page weight: raw and gzip bytes, and the size gate (an uploaded logo embedded as a data URL does not count). */
import { gzipSync } from "node:zlib";
import type { HtmlElement } from "html-validate";
import type { QualityIssue } from "../types.js";
import { error } from "./context.js";

export const DEFAULT_MAX_BYTES = 60 * 1024;

export interface PageSize {
  sizeBytes: number;
  gzipBytes: number;
  /** sizeBytes minus the embedded uploaded logo. */
  countedBytes: number;
}

/** Bytes of data URLs used by the logo (`data-logo` element or an image inside one). */
function logoDataUrlBytes(root: HtmlElement): number {
  const logoImages = root
    .querySelectorAll("[data-logo]")
    .flatMap((element) => (element.tagName === "img" ? [element] : element.querySelectorAll("img")));
  return logoImages
    .map((img) => img.getAttributeValue("src") ?? "")
    .filter((src) => src.startsWith("data:"))
    .reduce((total, src) => total + Buffer.byteLength(src), 0);
}

export function measurePage(html: string, root: HtmlElement | null): PageSize {
  const sizeBytes = Buffer.byteLength(html);
  const gzipBytes = gzipSync(html).length;
  const countedBytes = sizeBytes - (root ? logoDataUrlBytes(root) : 0);
  return { sizeBytes, gzipBytes, countedBytes };
}

export function checkSize(size: PageSize, maxBytes: number): QualityIssue[] {
  if (size.countedBytes <= maxBytes) return [];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    error(
      "size",
      `The page weighs ${kb(size.countedBytes)} (without an uploaded logo); the limit is ${kb(maxBytes)}. Remove repetition or simplify the CSS.`,
    ),
  ];
}
