/**
 * The page model inside the HTML: `<script type="application/json" id="page-model">`. Only the choices
 * are stored (source, settings, logo kind); the copy is re-derived from them, and an uploaded logo's
 * data URL is read back from the page's `img#brand-logo` rather than stored twice.
 */
import { PAGE_MODEL_VERSION } from "../../model.js";
import type { StoredModel } from "./build-model.js";
import { jsonForScript } from "./html.js";

export const MODEL_BLOCK_ID = "page-model";

export function modelBlock(stored: StoredModel): string {
  const logo = stored.logo.kind === "image" ? { kind: "image" as const, dataUrl: "" } : stored.logo;
  return `<script type="application/json" id="${MODEL_BLOCK_ID}">${jsonForScript({ ...stored, logo })}</script>`;
}

/** The stored model of a composer page, or null when the HTML has none (or a broken one). */
export function readModelBlock(html: string): StoredModel | null {
  const m = html.match(/<script type="application\/json" id="page-model">([\s\S]*?)<\/script>/);
  if (!m) return null;
  try {
    const stored = JSON.parse(m[1]) as StoredModel;
    if (stored.version !== PAGE_MODEL_VERSION || !stored.source || !stored.settings) return null;
    if (stored.logo.kind === "image") {
      const img =
        html.match(/<img[^>]*\bid="brand-logo"[^>]*\bsrc="(data:[^"]+)"/) ??
        html.match(/<img[^>]*\bsrc="(data:[^"]+)"[^>]*\bid="brand-logo"/);
      if (!img) return null;
      stored.logo = { kind: "image", dataUrl: img[1] };
    }
    return stored;
  } catch {
    return null;
  }
}
