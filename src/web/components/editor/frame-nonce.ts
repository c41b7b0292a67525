/**
 * The nonce that lets the editor frame's script run under the editor page's Content-Security-Policy. The
 * sandboxed srcdoc frame inherits that policy, which allows no inline script but those with this answer's
 * nonce (or the page's own, by hash). The server puts the nonce on `<meta name="lf-frame-nonce">`
 * (server/http/content-security-policy.ts); browsers hide the attribute, only the `nonce` property reads it.
 */
export const FRAME_NONCE_META = "lf-frame-nonce";

/** This page's frame nonce; "" where the page has none (the dev server sends no policy). */
export function frameNonce(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${FRAME_NONCE_META}"]`);
  const nonce = meta?.nonce || meta?.getAttribute("nonce") || "";
  return /^[A-Za-z0-9+/=_-]{16,64}$/.test(nonce) ? nonce : "";
}
