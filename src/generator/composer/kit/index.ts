/**
 * The offline page composer: request → page model → one self-contained HTML file, and back again
 * (the model travels inside the page, so a downloaded file can be iterated on by itself).
 */
import type { PageRequest } from "../../types.js";
import { buildModel, type ComposeOptions } from "./build.js";
import { MODEL_SCRIPT_ID, MODEL_VERSION, type PageModel } from "./model.js";
import { renderPage } from "./render.js";

export { AD_TYPES, type ComposeOptions, REQUIRED_SECTIONS, TYPE_SECTIONS } from "./build.js";
export { applyChange, type ChangeResult, SUPPORTED_CHANGES } from "./iterate.js";
export { acceptLogo, sanitizeSvg } from "./logo.js";
export type { PageModel, SectionKind } from "./model.js";
export { SECTION_KINDS } from "./model.js";
export { renderPage } from "./render.js";

export interface ComposedPage {
  html: string;
  model: PageModel;
  title: string;
}

/** Composes a page. Deterministic: the same request and clock give the same HTML. */
export function composePage(request: PageRequest, options: ComposeOptions = {}): ComposedPage {
  const model = buildModel(request, options);
  return { html: renderPage(model), model, title: request.title.trim() };
}

/**
 * Reads the page model back out of a composed page (the JSON block written by renderPage), or null
 * when the HTML is not a composer page. An uploaded logo's data is taken from img#brand-logo.
 */
export function extractModel(html: string): PageModel | null {
  const open = new RegExp(`<script type="application/json" id="${MODEL_SCRIPT_ID}">`);
  const m = open.exec(html);
  if (!m) return null;
  const start = m.index + m[0].length;
  const end = html.indexOf("</script>", start);
  if (end < 0) return null;
  let model: PageModel;
  try {
    model = JSON.parse(html.slice(start, end)) as PageModel;
  } catch {
    return null;
  }
  if (
    !model ||
    typeof model !== "object" ||
    model.v !== MODEL_VERSION ||
    !Array.isArray(model.sections) ||
    !model.input
  )
    return null;
  if (model.brand?.logo?.kind === "image") {
    const img = /<img id="brand-logo" src="(data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+)"/.exec(html);
    if (img) model.brand.logo.dataUrl = img[1];
    else model.brand.logo = { kind: "generated", shape: "square" };
  }
  return model;
}
