/**
 * Logos: a generated mark (the company's initials on the brand colour) or an uploaded image, accepted
 * only when its bytes say it is a PNG, JPEG, WebP, GIF or (after sanitizing) an SVG of at most 2 MB.
 */
import { MAX_LOGO_BYTES } from "../../../core/page-options.js";
import { GenerationError } from "../../types.js";
import { mix } from "./color.js";
import { esc } from "./text.js";

export type LogoShape = "square" | "circle" | "hex";

/** The mark as an SVG string; colours are literal so it also works as a favicon data URL. */
export function markSvg(
  initials: string,
  primary: string,
  accent: string,
  fg: string,
  shape: LogoShape,
  size = 40,
): string {
  const id = `lg${initials.replace(/[^A-Za-z0-9]/g, "")}`;
  const bg =
    shape === "circle"
      ? `<circle cx="20" cy="20" r="20" fill="url(#${id})"/>`
      : shape === "hex"
        ? `<path d="M20 1.5 36 10.75v18.5L20 38.5 4 29.25v-18.5z" fill="url(#${id})"/>`
        : `<rect width="40" height="40" rx="10" fill="url(#${id})"/>`;
  const fontSize = initials.length > 1 ? 16 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${mixForMark(primary, accent)}"/></linearGradient></defs>${bg}<text x="20" y="21" dy=".35em" text-anchor="middle" font-family="Segoe UI,Helvetica,Arial,sans-serif" font-size="${fontSize}" font-weight="700" fill="${fg}">${esc(initials)}</text></svg>`;
}

/** A slightly deeper end for the gradient, close enough that the initials keep their contrast. */
function mixForMark(primary: string, _accent: string): string {
  return mix(primary, "#000000", 0.18);
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, "%27").replace(/"/g, "%22")}`;
}

export interface AcceptedLogo {
  mime: string;
  dataUrl: string;
}

const BAD_LOGO = "The logo must be a PNG, JPEG, WebP, GIF or SVG image of at most 2 MB.";

function detectMime(bytes: Buffer): string | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 6) {
    const head = bytes.subarray(0, 6).toString("latin1");
    if (head === "GIF87a" || head === "GIF89a") return "image/gif";
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  const text = bytes
    .subarray(0, 2048)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  if (/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return "image/svg+xml";
  return null;
}

/** Decodes a data URL (or bare base64) and checks it. Throws GenerationError("invalid_input") when bad. */
export function acceptLogo(data: string): AcceptedLogo {
  const m = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(data.trim());
  let bytes: Buffer;
  if (m) {
    bytes = m[2] ? Buffer.from(m[3], "base64") : Buffer.from(decodeURIComponent(m[3]), "utf8");
  } else if (/^[A-Za-z0-9+/=\s]+$/.test(data)) {
    bytes = Buffer.from(data, "base64");
  } else {
    throw new GenerationError("invalid_input", BAD_LOGO);
  }
  if (bytes.length === 0 || bytes.length > MAX_LOGO_BYTES)
    throw new GenerationError("invalid_input", BAD_LOGO);
  const mime = detectMime(bytes);
  if (!mime) throw new GenerationError("invalid_input", BAD_LOGO);
  if (mime === "image/svg+xml") {
    const clean = sanitizeSvg(bytes.toString("utf8"));
    if (!clean)
      throw new GenerationError(
        "invalid_input",
        "The SVG logo could not be made safe; please upload a PNG instead.",
      );
    return { mime, dataUrl: `data:image/svg+xml;base64,${Buffer.from(clean, "utf8").toString("base64")}` };
  }
  return { mime, dataUrl: `data:${mime};base64,${bytes.toString("base64")}` };
}

const SVG_ELEMENTS = new Set(
  "svg g path circle ellipse rect line polyline polygon text tspan defs lineargradient radialgradient stop clippath mask title desc use symbol pattern".split(
    " ",
  ),
);
const SVG_ATTRS = new Set(
  (
    "xmlns xmlns:xlink version id class viewbox width height x y x1 y1 x2 y2 cx cy r rx ry d points transform fill fill-opacity fill-rule " +
    "stroke stroke-width stroke-linecap stroke-linejoin stroke-opacity stroke-dasharray stroke-dashoffset stroke-miterlimit opacity " +
    "offset stop-color stop-opacity gradientunits gradienttransform spreadmethod fx fy clip-path clip-rule mask font-family " +
    "font-size font-weight font-style text-anchor dominant-baseline letter-spacing dx dy preserveaspectratio href xlink:href " +
    "patternunits patterncontentunits maskunits clippathunits vector-effect style"
  ).split(" "),
);

/**
 * An allow-list sanitizer for uploaded SVG: only drawing elements and presentation attributes survive;
 * scripts, event handlers, foreignObject, external references and entity declarations are removed or
 * make the upload refused. Returns null when the document cannot be read safely.
 */
export function sanitizeSvg(svg: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return null;
  const src = svg
    .replace(/<\?xml[\s\S]*?\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, "");
  const out: string[] = [];
  const stack: string[] = [];
  let skipDepth = 0;
  const tagRe =
    /<\/?([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|([^<]+)|(<)/g;
  let sawSvg = false;
  for (const m of src.matchAll(tagRe)) {
    const [whole, rawName, attrs = "", selfClose, text, stray] = m;
    if (stray) return null;
    if (text !== undefined) {
      if (skipDepth === 0 && stack.length > 0) {
        out.push(
          text.replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, "&amp;").replace(/>/g, "&gt;"),
        );
      }
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = whole.startsWith("</");
    const allowed = SVG_ELEMENTS.has(name);
    if (closing) {
      if (skipDepth > 0) {
        skipDepth--;
        continue;
      }
      if (!allowed) continue;
      if (stack[stack.length - 1] !== name) return null;
      stack.pop();
      out.push(`</${rawName}>`);
      continue;
    }
    if (skipDepth > 0 || !allowed) {
      if (!selfClose) skipDepth++;
      continue;
    }
    if (name === "svg") sawSvg = true;
    const kept: string[] = [];
    for (const a of attrs.matchAll(/([\w:.-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      const an = a[1].toLowerCase();
      let value = (a[2] ?? "").replace(/^["']|["']$/g, "");
      if (!SVG_ATTRS.has(an)) continue;
      const decoded = value.replace(/&#x?[0-9a-f]+;?/gi, "").toLowerCase();
      if ((an === "href" || an === "xlink:href") && !value.startsWith("#")) continue;
      if (/javascript:|url\s*\(\s*['"]?(?!#)|expression\s*\(|@import/i.test(decoded)) continue;
      if (an === "style") value = value.replace(/[<>]/g, "");
      kept.push(`${a[1]}="${esc(value)}"`);
    }
    out.push(`<${rawName}${kept.length ? ` ${kept.join(" ")}` : ""}${selfClose ? "/" : ""}>`);
    if (!selfClose) stack.push(name);
  }
  if (!sawSvg || stack.length > 0) return null;
  return out.join("");
}
