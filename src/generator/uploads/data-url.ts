/** Data URLs to bytes: base64 or percent-encoded; anything malformed is null. */

const DATA_URL = /^data:([\w/+.-]*)((?:;[\w.+-]+=[\w.+-]+)*)(;base64)?,(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeDataUrl(dataUrl: string): Buffer | null {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) return null;
  const [, , , base64, payload] = match;
  if (base64) {
    const compact = payload.replace(/\s+/g, "");
    return BASE64.test(compact) ? Buffer.from(compact, "base64") : null;
  }
  try {
    return Buffer.from(decodeURIComponent(payload), "utf8");
  } catch {
    return null;
  }
}

export function toDataUrl(mime: string, bytes: Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
}
