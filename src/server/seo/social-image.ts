/**
 * The page's social image (og:image): 1200×630 JPEG made from the page's top photo (cropped to the
 * middle), or, for a page without one, a card in the page's brand colour with its title and business name.
 * Sharing sites fetch it from the published site, so the owner downloads it and uploads it next to the page
 * (the download's og:image points there when the page's address is set).
 */
import { readModelBlock } from "../../generator/composer/engine/page-model-block.js";
import type { PageModel } from "../../generator/model.js";
import { loadSharp } from "../../generator/uploads/sharp.js";

export const SOCIAL_IMAGE_FILE = "social-image.jpg";
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lines of at most `max` characters, broken at spaces; at most `lines` of them (the last cut with …). */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line ? `${line} ${word}` : word).length > max && line) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  return [...out.slice(0, lines - 1), `${out[lines - 1]}…`];
}

function cardSvg(model: PageModel): string {
  const { primary, accent } = model.settings.palette;
  const title = wrap(model.source.title, 28, 3);
  const lines = title
    .map(
      (line, i) =>
        `<text x="80" y="${250 + i * 84}" font-size="68" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g fill="#ffffff" font-family="DejaVu Sans, Arial, sans-serif">
<text x="80" y="140" font-size="36" opacity=".9">${escapeXml(model.source.companyName)}</text>${lines}
</g></svg>`;
}

/** The JPEG for a page, or null when the page has no model (a raw HTML page: nothing to make it from). */
export async function socialImageOf(html: string): Promise<Buffer | null> {
  const model = readModelBlock(html);
  if (!model) return null;
  const sharp = await loadSharp();
  const hero = model.images.find((image) => image.role === "hero" && image.dataUrl);
  const source = hero
    ? Buffer.from(hero.dataUrl.slice(hero.dataUrl.indexOf(",") + 1), "base64")
    : Buffer.from(cardSvg(model));
  return sharp(source)
    .resize({ ...SOCIAL_IMAGE_SIZE, fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
