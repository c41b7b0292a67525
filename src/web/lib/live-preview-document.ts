/**
 * The document shown in the live preview while the model writes: its half-written HTML links whatever it
 * likes (web fonts, CDN scripts, stock photos), which the saved page will not, and none of it may load.
 *
 * How: the frame is a srcdoc frame, which inherits the app page's own policy, and that policy must allow
 * the app's origin ('self') for the app itself. A second policy only narrows the first, so a
 * `<meta http-equiv="Content-Security-Policy">` placed before anything else in the document adds "nothing
 * but inline styles and data: URLs" for this frame alone, without a server round trip or a separate origin.
 * The frame is sandboxed without scripts and without `allow-same-origin` (it has no origin to act as).
 * CSP does not govern a few ways out, so those elements are removed: resource hints (preconnect,
 * dns-prefetch, prefetch, prerender, preload), a `<meta http-equiv="refresh">` that would navigate the
 * frame, and any other `<base>`. The HTML is parsed with DOMParser, whose documents never load anything.
 */

/** Everything from the network is refused; inline styles and data: images, fonts and media are not. */
export const LIVE_PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "font-src data:",
  "media-src data:",
  "script-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** The sandbox of the live preview frame: no scripts, no forms, no popups, no origin. */
export const LIVE_PREVIEW_SANDBOX = "";

const UNGOVERNED_HINTS = /(^|\s)(preconnect|dns-prefetch|prefetch|prerender|preload|modulepreload)(\s|$)/i;

/** The partial HTML as a self-contained document under LIVE_PREVIEW_CSP. */
export function livePreviewDocument(partialHtml: string): string {
  const doc = new DOMParser().parseFromString(partialHtml, "text/html");
  for (const link of doc.querySelectorAll("link[rel]")) {
    if (UNGOVERNED_HINTS.test(link.getAttribute("rel") ?? "")) link.remove();
  }
  for (const meta of doc.querySelectorAll("meta[http-equiv]")) {
    if ((meta.getAttribute("http-equiv") ?? "").trim().toLowerCase() === "refresh") meta.remove();
  }
  for (const base of doc.querySelectorAll("base")) base.remove();

  const policy = doc.createElement("meta");
  policy.setAttribute("http-equiv", "Content-Security-Policy");
  policy.setAttribute("content", LIVE_PREVIEW_CSP);
  // Links the user clicks would leave the preview too: they target a new window, which the sandbox forbids.
  const base = doc.createElement("base");
  base.setAttribute("target", "_blank");
  doc.head.prepend(policy, base);
  return `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`;
}
