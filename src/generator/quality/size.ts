/**
 * Page weight: raw and gzip bytes, and two budgets. Markup (HTML, CSS, inline SVG) has the size gate;
 * embedded photos have their own budget, so a photo never pushes a page over the markup gate and markup
 * never eats into the photos'. An uploaded logo embedded as a data URL counts towards neither.
 */
import { gzipSync } from "node:zlib";
import type { HtmlElement } from "html-validate";
import { MAX_IMAGES } from "../../core/uploads.js";
import type { QualityIssue } from "../types.js";
import { PHOTO_BUDGET_BYTES } from "../uploads/photo-widths.js";
import { error } from "./context.js";

export const DEFAULT_MAX_BYTES = 60 * 1024;

/**
 * What the embedded photos may weigh in the HTML: a hero and five more photos at their budgets
 * (src/generator/uploads re-encodes every upload within them), a third larger in base64.
 */
export const DEFAULT_MAX_PHOTO_BYTES = Math.ceil(
  ((PHOTO_BUDGET_BYTES.hero + (MAX_IMAGES - 1) * PHOTO_BUDGET_BYTES.gallery) * 4) / 3 + 4 * 1024,
);

export interface PageSize {
  sizeBytes: number;
  gzipBytes: number;
  /** sizeBytes minus the embedded uploaded logo and photos: the markup the size gate holds. */
  countedBytes: number;
  /** Bytes of the photos' data URLs (every copy in src and srcset). */
  photoBytes: number;
}

function isLogo(element: HtmlElement): boolean {
  return element.hasAttribute("data-logo") || element.closest("[data-logo]") !== null;
}

/** The data URLs of an `<img>` or `<source>`: its src and every srcset candidate. */
function dataUrls(element: HtmlElement): string[] {
  const src = element.getAttributeValue("src") ?? "";
  // Base64 data URLs hold no whitespace, so ", " only ever separates srcset candidates.
  const candidates = (element.getAttributeValue("srcset") ?? "")
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
  return [src, ...candidates].filter((url) => url.startsWith("data:"));
}

function bytesOf(elements: HtmlElement[]): number {
  return elements.flatMap(dataUrls).reduce((total, url) => total + Buffer.byteLength(url), 0);
}

export function measurePage(html: string, root: HtmlElement | null): PageSize {
  const sizeBytes = Buffer.byteLength(html);
  const gzipBytes = gzipSync(html).length;
  if (!root) return { sizeBytes, gzipBytes, countedBytes: sizeBytes, photoBytes: 0 };
  const pictures = root.querySelectorAll("img, picture source");
  const logoBytes = bytesOf(pictures.filter(isLogo));
  const photoBytes = bytesOf(pictures.filter((element) => !isLogo(element)));
  return { sizeBytes, gzipBytes, countedBytes: sizeBytes - logoBytes - photoBytes, photoBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkSize(size: PageSize, maxBytes: number, maxPhotoBytes: number): QualityIssue[] {
  const issues: QualityIssue[] = [];
  if (size.countedBytes > maxBytes) {
    issues.push(
      error(
        "size",
        `The page weighs ${kb(size.countedBytes)} without its photos and uploaded logo; the limit is ${kb(maxBytes)}. Remove repetition or simplify the CSS.`,
      ),
    );
  }
  if (size.photoBytes > maxPhotoBytes) {
    issues.push(
      error(
        "photo-size",
        `The page's photos weigh ${kb(size.photoBytes)}; the limit is ${kb(maxPhotoBytes)}. Use fewer or smaller photos.`,
      ),
    );
  }
  return issues;
}
