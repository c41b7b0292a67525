/**
 * The documents GET /share/:token answers: the shared page itself, marked noindex in its head (the header
 * says so too, but a saved copy keeps only the markup), or a small page saying why the link does not open.
 */
import { SHARE_LINK_DAYS } from "./links.js";

const NOINDEX_META = '<meta name="robots" content="noindex, nofollow">';

/** The page with the robots meta first in its head (or first of all when it has no head tag). */
export function withNoindexMeta(html: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) return NOINDEX_META + html;
  const end = head.index + head[0].length;
  return html.slice(0, end) + NOINDEX_META + html.slice(end);
}

export type ClosedLink = "unknown" | "expired" | "revoked";

const CLOSED: Record<ClosedLink, { status: 404 | 410; title: string; text: string }> = {
  unknown: {
    status: 404,
    title: "This preview link does not exist",
    text: "Check that the whole link was copied, or ask the person who shared it for a new one.",
  },
  expired: {
    status: 410,
    title: "This preview link has expired",
    text: `Preview links work for ${SHARE_LINK_DAYS} days. Ask the person who shared it for a new one.`,
  },
  revoked: {
    status: 410,
    title: "This preview link was turned off",
    text: "Its owner revoked it. Ask them for a new link if you still need to see the page.",
  },
};

/** Nothing loads and nothing runs on the closed-link page: only its own inline style. */
export const CLOSED_LINK_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function closedLinkPage(reason: ClosedLink): { status: 404 | 410; html: string } {
  const { status, title, text } = CLOSED[reason];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${NOINDEX_META}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · LandingForge</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f6f7f9}
main{max-width:32rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e1e4e8;border-radius:12px}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .5rem}p{margin:0;color:#52606d}
</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
  return { status, html };
}
