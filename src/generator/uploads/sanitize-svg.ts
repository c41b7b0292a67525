/**
 * SVG logos through DOMPurify (its SVG profile, on a jsdom window), plus what DOMPurify leaves alone
 * because it is not script: references to anything outside the file (href, xlink:href, url(), @import).
 * jsdom is loaded on the first SVG only, so pages without one never pay its start-up cost.
 */
import { createRequire } from "node:module";
import type { Config, DOMPurify } from "dompurify";

const require = createRequire(import.meta.url);

export interface SanitizedSvg {
  svg: string;
  width: number;
  height: number;
}

/** SMIL animation can rewrite attributes (href, on*) after sanitising; logos do not need it. */
const FORBIDDEN_TAGS = ["set", "animate", "animateMotion", "animateTransform", "discard", "foreignObject"];

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  RETURN_DOM: true,
  // Text of removed elements (a script's source) goes with them.
  KEEP_CONTENT: false,
};

/**
 * CSS that can only reach inside the file: no @import, url() only to #fragments. CSS escapes could spell
 * either in a way these patterns miss, so CSS with a backslash is dropped whole.
 */
function sameFileCss(css: string): string {
  if (css.includes("\\")) return "";
  return css
    .replace(/@import[^;]*;?/gi, "")
    .replace(/url\(\s*(['"]?)\s*(?!#)[^)]*\)/gi, "none")
    .replace(/(-webkit-)?image-set\([^)]*\)/gi, "none");
}

function isReference(name: string): boolean {
  return name === "href" || name.endsWith(":href");
}

let purifier: { purify: DOMPurify; serialize: (node: Node) => string } | null = null;

function loadPurifier() {
  if (purifier) return purifier;
  const { JSDOM } = require("jsdom") as {
    JSDOM: new (html: string) => { window: Window & typeof globalThis };
  };
  const createDOMPurify = require("dompurify") as (window: Window) => DOMPurify;
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (isReference(name)) {
      if (!data.attrValue.trim().startsWith("#")) data.keepAttr = false;
    } else if (name === "style" || /url\(|\\|@import|image-set/i.test(data.attrValue)) {
      data.attrValue = sameFileCss(data.attrValue);
    }
  });
  purify.addHook("afterSanitizeElements", (node) => {
    if (node.nodeName.toLowerCase() === "style") node.textContent = sameFileCss(node.textContent ?? "");
  });
  const serializer = new window.XMLSerializer();
  purifier = { purify, serialize: (node) => serializer.serializeToString(node) };
  return purifier;
}

function dimension(value: string | null): number {
  const number = Number.parseFloat(value ?? "");
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
}

/** The sanitised SVG as XML (usable as image/svg+xml), or null when no <svg> element survives. */
export function sanitizeSvg(source: string): SanitizedSvg | null {
  const { purify, serialize } = loadPurifier();
  const body = purify.sanitize(source, CONFIG) as unknown as Element;
  const root = body.querySelector("svg");
  if (!root) return null;
  const viewBox = (root.getAttribute("viewBox") ?? "").trim().split(/[\s,]+/);
  return {
    svg: serialize(root),
    width: dimension(root.getAttribute("width")) || dimension(viewBox[2] ?? null),
    height: dimension(root.getAttribute("height")) || dimension(viewBox[3] ?? null),
  };
}
