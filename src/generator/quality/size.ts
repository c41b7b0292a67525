/**
 * Page weight: raw and gzip bytes, and three budgets. Markup (HTML, CSS, inline SVG) has the size gate;
 * embedded photos and embedded fonts each have their own budget, so a photo or a typeface never pushes a
 * page over the markup gate and markup never eats into theirs. An uploaded logo embedded as a data URL
 * counts towards none.
 */
import { gzipSync } from "node:zlib";
import type { HtmlElement } from "html-validate";
import { MAX_IMAGES } from "../../core/uploads.js";
import { FONT_BUDGET_BYTES } from "../composer/styles/embedded-fonts.js";
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

/** What the @font-face data URLs may weigh together: the composer embeds within this (styles/font-faces.ts). */
export const DEFAULT_MAX_FONT_BYTES = FONT_BUDGET_BYTES;

export interface PageSize {
  sizeBytes: number;
  gzipBytes: number;
  /** sizeBytes minus the embedded uploaded logo, photos and fonts: the markup the size gate holds. */
  countedBytes: number;
  /** Bytes of the photos' data URLs (every copy in src and srcset). */
  photoBytes: number;
  /** Bytes of the font data URLs in the page's CSS (`url(data:font/…)`). */
  fontBytes: number;
}

/** Font files embedded in CSS: `url(data:font/woff2;base64,…)`, quoted or not (base64 holds no quote or paren). */
const FONT_URL = /url\(\s*["']?(data:(?:font\/|application\/(?:x-)?font)[^"')\s]*)/gi;

function fontBytesOf(html: string): number {
  let total = 0;
  for (const match of html.matchAll(FONT_URL)) total += Buffer.byteLength(match[1] ?? "");
  return total;
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
  const fontBytes = fontBytesOf(html);
  if (!root) return { sizeBytes, gzipBytes, countedBytes: sizeBytes - fontBytes, photoBytes: 0, fontBytes };
  const pictures = root.querySelectorAll("img, picture source");
  const logoBytes = bytesOf(pictures.filter(isLogo));
  const photoBytes = bytesOf(pictures.filter((element) => !isLogo(element)));
  const countedBytes = sizeBytes - logoBytes - photoBytes - fontBytes;
  return { sizeBytes, gzipBytes, countedBytes, photoBytes, fontBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkSize(
  size: PageSize,
  maxBytes: number,
  maxPhotoBytes: number,
  maxFontBytes = DEFAULT_MAX_FONT_BYTES,
): QualityIssue[] {
  const issues: QualityIssue[] = [];
  if (size.countedBytes > maxBytes) {
    issues.push(
      error(
        "size",
        `The page weighs ${kb(size.countedBytes)} without its photos, fonts and uploaded logo; the limit is ${kb(maxBytes)}. Remove repetition or simplify the CSS.`,
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
  if (size.fontBytes > maxFontBytes) {
    issues.push(
      error(
        "font-size",
        `The page's embedded fonts weigh ${kb(size.fontBytes)}; the limit is ${kb(maxFontBytes)}. Embed fewer weights or a smaller subset.`,
      ),
    );
  }
  return issues;
}
