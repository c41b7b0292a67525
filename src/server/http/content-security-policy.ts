/**
 * The Content-Security-Policy of the app's own pages and of every other answer. Previews have their own
 * (routes/preview.ts): they run generated HTML, the app's pages run only our scripts.
 *
 * The prerendered pages carry inline scripts (React Router's bootstrap and context, JSON-LD); each page is
 * allowed exactly its own by SHA-256 hash, computed when the file is first served, so no 'unsafe-inline'.
 */
import { createHash } from "node:crypto";

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
 * An app page's policy: scripts from the app's origin plus the page's own inline scripts; frames only
 * from the app (previews under /preview) and PREVIEW_ORIGIN; inline styles allowed (React sets style
 * attributes); data: images for uploaded logos.
 */
export function appPageCsp(scriptHashes: string[], previewOrigin?: string, path = ""): string {
  const frames = ["'self'", ...(previewOrigin ? [new URL(previewOrigin).origin] : [])];
  // The hand editor shows the page in a sandboxed srcdoc frame (no allow-same-origin: it cannot reach the
  // app), and a srcdoc frame inherits its parent's policy, so the page's own inline scripts and the
  // editor's script in it must be allowed there. Hashes would switch 'unsafe-inline' off, so none are sent.
  const scripts = path.startsWith("/editor/")
    ? "'self' 'unsafe-inline'"
    : `'self' ${scriptHashes.join(" ")}`.trim();
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
