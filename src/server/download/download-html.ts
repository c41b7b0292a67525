/**
 * The file a download gives: the stored page plus what only a published copy should carry — the page's
 * address (canonical link, og:url and an absolute og:image for its social image) and the analytics and
 * ad pixels behind a consent banner in the page's language. The stored page, its preview and share links stay as they are.
 */
import { escapeHtml as attr } from "../../generator/composer/render/jsx.js";
import { SOCIAL_IMAGE_FILE } from "../seo/social-image.js";
import { consentAndPixels } from "./consent-pixels.js";
import { consentWords, pageLanguage } from "./consent-words.js";
import { hasPixels } from "./page-settings-schema.js";
import type { PageSettingsRow } from "./page-settings-store.js";

/** Head tags for a page published at `siteUrl`; its social image lies next to it. */
function addressTags(siteUrl: string): string {
  const image = new URL(SOCIAL_IMAGE_FILE, siteUrl).href;
  return `<link rel="canonical" href="${attr(siteUrl)}">
<meta property="og:url" content="${attr(siteUrl)}">
<meta property="og:image" content="${attr(image)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:image" content="${attr(image)}">
`;
}

/** Inserts `text` before the last `</tag>` (or at the end when the page has none). */
function beforeClosing(html: string, tag: string, text: string): string {
  const at = html.toLowerCase().lastIndexOf(`</${tag}>`);
  return at < 0 ? html + text : html.slice(0, at) + text + html.slice(at);
}

export function downloadHtml(html: string, settings: PageSettingsRow): string {
  let page = html;
  if (settings.siteUrl) {
    page = page.replace(
      /<meta name="twitter:card" content="summary">/,
      '<meta name="twitter:card" content="summary_large_image">',
    );
    page = beforeClosing(page, "head", addressTags(settings.siteUrl));
  }
  if (hasPixels(settings))
    page = beforeClosing(page, "body", consentAndPixels(settings, consentWords(pageLanguage(html))));
  return page;
}
