/**
 * "No request leaves the file": finds every resource the page would load from elsewhere — src, srcset,
 * poster, object data, non-link hrefs, stylesheet/icon/preload links, CSS url() and @import. Plain
 * navigation links (<a href="https://…">, mailto:, tel:, #) are fine: they load nothing by themselves.
 */
import type { HtmlElement } from "html-validate";
import { attr, error, type PageCheck } from "./context.js";

/** http:, https: or protocol-relative `//`. */
export const REMOTE_URL = /^\s*(?:https?:)?\/\//i;

/** `<link rel>` values that do not fetch anything when the page loads. */
const NON_LOADING_LINK_RELS = new Set([
  "canonical",
  "alternate",
  "author",
  "license",
  "me",
  "help",
  "next",
  "prev",
  "bookmark",
  "external",
  "nofollow",
  "noopener",
  "noreferrer",
  "search",
]);

/** Elements whose href is a link the user follows, not a resource the page loads. */
const NAVIGATION_ELEMENTS = new Set(["a", "area", "form"]);

function linkLoads(link: HtmlElement): boolean {
  const rels = attr(link, "rel").toLowerCase().split(/\s+/).filter(Boolean);
  return rels.length === 0 || rels.some((rel) => !NON_LOADING_LINK_RELS.has(rel));
}

/** URLs a srcset lists ("a.png 1x, https://b.png 2x"). */
function srcsetUrls(value: string): string[] {
  return value
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}

/** Remote URLs referenced by CSS text: url(...) and @import "…". */
export function remoteCssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) urls.push(match[2]);
  for (const match of css.matchAll(/@import\s+(['"])([^'"]+)\1/gi)) urls.push(match[2]);
  return urls.filter((url) => REMOTE_URL.test(url));
}

/** Modules an inline script imports from elsewhere: `import x from "https://…"`, `import("//…")`. */
export function remoteScriptImports(script: string): string[] {
  const urls: string[] = [];
  for (const match of script.matchAll(/\bimport\s*(?:\(\s*|[\w*{}\s,]*\bfrom\s*|)(["'`])([^"'`]+)\1/g)) {
    urls.push(match[2]);
  }
  return urls.filter((url) => REMOTE_URL.test(url));
}

function remoteUrlsOf(element: HtmlElement): string[] {
  const urls: string[] = [];
  const tag = element.tagName;
  for (const name of ["src", "poster"]) urls.push(attr(element, name));
  if (tag === "object") urls.push(attr(element, "data"));
  urls.push(...srcsetUrls(attr(element, "srcset")), ...srcsetUrls(attr(element, "imagesrcset")));
  if (!NAVIGATION_ELEMENTS.has(tag) && (tag !== "link" || linkLoads(element))) {
    urls.push(attr(element, "href"), attr(element, "xlink:href"));
  }
  urls.push(...remoteCssUrls(attr(element, "style")));
  if (tag === "style") urls.push(...remoteCssUrls(element.textContent));
  if (tag === "script") urls.push(...remoteScriptImports(element.textContent));
  return urls.filter((url) => REMOTE_URL.test(url));
}

export const checkExternalResources: PageCheck = ({ root }) =>
  root
    .querySelectorAll("*")
    .flatMap((element) =>
      remoteUrlsOf(element).map((url) =>
        error(
          "external-resource",
          `<${element.tagName}> loads ${url.slice(0, 100)} from outside the file; inline it (CSS in <style>, images as inline SVG or data URLs).`,
        ),
      ),
    );
