/**
 * The Content-Security-Policy of the app's own pages and of every other answer. Previews have their own
 * (routes/preview.ts): they run generated HTML, the app's pages run only our scripts.
 *
 * The prerendered pages carry inline scripts (React Router's bootstrap and context, JSON-LD); each page is
 * allowed exactly its own by SHA-256 hash, computed when the file is first served, so no 'unsafe-inline'.
 */
import { createHash, randomBytes } from "node:crypto";
import { FRAME_NONCE_META } from "../../web/components/editor/frame-nonce.js";

/** For JSON answers and anything else that is not an app page: nothing may load, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script (one without `src`) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * A fresh nonce for one answer (128 bits, base64): the hand editor's frame runs its script with it.
 * The editor's sandboxed srcdoc frame inherits the parent page's policy, so that script must be allowed by
 * the page's own policy; a nonce allows exactly the scripts the editor marks with it, and nothing injected.
 */
export function newScriptNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The page with its nonce where the editor reads it: `<meta name="lf-frame-nonce" nonce="…">` first in
 * <head>. Browsers hide a `nonce` attribute from the DOM and CSS (only the element's `nonce` property
 * reads it), so injected markup or styles cannot read it back.
 */
export function withScriptNonce(html: string, nonce: string): string {
  const meta = `<meta name="${FRAME_NONCE_META}" nonce="${nonce}">`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return `${meta}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * An app page's policy: scripts from the app's origin plus `scriptSources`: the page's own inline scripts
 * by hash and, on the editor, this answer's `'nonce-…'`; frames only from the app (previews under /preview) and
 * PREVIEW_ORIGIN; inline styles allowed (React sets style attributes); data: images for uploaded logos.
 * Never 'unsafe-inline' scripts.
 */
export function appPageCsp(scriptSources: string[], previewOrigin?: string): string {
  const frames = ["'self'", ...(previewOrigin ? [new URL(previewOrigin).origin] : [])];
  const scripts = ["'self'", ...scriptSources].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
