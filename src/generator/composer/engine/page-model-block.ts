/**
 * The page model inside the HTML: `<script type="application/json" id="page-model">`. Images are not
 * stored twice: the logo's and photos' data URLs are left out of the JSON and read back from the page's
 * `img#brand-logo` and `img[data-image=n]`.
 */
import { PAGE_MODEL_SCRIPT_ID } from "../../../core/hand-edit.js";
import { PAGE_MODEL_VERSION, type PageModel } from "../../model.js";
import { jsonForScript } from "./html.js";

/** The same id the hand editor looks for (one definition, in core). */
export const MODEL_BLOCK_ID = PAGE_MODEL_SCRIPT_ID;
export const MODEL_BLOCK_PATTERN = new RegExp(
  `<script type="application/json" id="${MODEL_BLOCK_ID}">([\\s\\S]*?)</script>`,
);

export function modelBlock(model: PageModel): string {
  const logo = model.logo.kind === "image" ? { kind: "image" as const, dataUrl: "" } : model.logo;
  const images = model.images.map((img) => ({
    ...img,
    dataUrl: "",
    ...(img.variants ? { variants: img.variants.map((variant) => ({ ...variant, dataUrl: "" })) } : {}),
  }));
  return `<script type="application/json" id="${MODEL_BLOCK_ID}">${jsonForScript({ ...model, logo, images })}</script>`;
}

/** A srcset of data URLs ("data:… 800w, data:… 1600w") as width → data URL. */
function readSrcset(srcset: string): Map<number, string> {
  const copies = new Map<number, string>();
  // Base64 data URLs hold no whitespace, so ", " only ever separates candidates.
  for (const candidate of srcset.split(/,\s+/)) {
    const match = /^(data:\S+)\s+(\d+)w$/.exec(candidate.trim());
    if (match) copies.set(Number(match[2]), match[1]!);
  }
  return copies;
}

function imageSource(html: string, pattern: RegExp, alternate: RegExp): string | null {
  return (html.match(pattern) ?? html.match(alternate))?.[1] ?? null;
}

/** The model of a composer page, or null when the HTML has none (or a broken or older one). */
export function readModelBlock(html: string): PageModel | null {
  const m = html.match(MODEL_BLOCK_PATTERN);
  if (!m) return null;
  try {
    const model = JSON.parse(m[1]) as PageModel;
    if (
      model.version !== PAGE_MODEL_VERSION ||
      !model.source ||
      !model.settings ||
      !Array.isArray(model.sections)
    )
      return null;
    if (model.logo.kind === "image") {
      const src = imageSource(
        html,
        /<img[^>]*\bid="brand-logo"[^>]*\bsrc="(data:[^"]+)"/,
        /<img[^>]*\bsrc="(data:[^"]+)"[^>]*\bid="brand-logo"/,
      );
      if (!src) return null;
      model.logo = { kind: "image", dataUrl: src };
    }
    model.images = (model.images ?? []).map((img, i) => {
      const src =
        imageSource(
          html,
          new RegExp(`<img[^>]*\\bsrc="(data:[^"]+)"[^>]*\\bdata-image="${i}"`),
          new RegExp(`<img[^>]*\\bdata-image="${i}"[^>]*\\bsrc="(data:[^"]+)"`),
        ) ?? "";
      if (!img.variants) return { ...img, dataUrl: src };
      const srcset = imageSource(
        html,
        new RegExp(`<img[^>]*\\bsrcset="([^"]+)"[^>]*\\bdata-image="${i}"`),
        new RegExp(`<img[^>]*\\bdata-image="${i}"[^>]*\\bsrcset="([^"]+)"`),
      );
      // A photo replaced in the hand editor lost its srcset: its old narrower copies go with it.
      const copies = srcset ? readSrcset(srcset) : new Map<number, string>();
      // The src is the narrowest copy (each copy is embedded once); the photo itself is srcset's widest.
      const dataUrl = (img.width ? copies.get(img.width) : undefined) ?? src;
      const variants = img.variants.flatMap((variant) => {
        const copy = copies.get(variant.width);
        return copy ? [{ ...variant, dataUrl: copy }] : [];
      });
      return { ...img, dataUrl, variants };
    });
    model.footer ??= [];
    return model;
  } catch {
    return null;
  }
}
