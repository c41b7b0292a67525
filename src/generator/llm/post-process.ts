/**
 * Turns a model's answer into a page of the same shape the composer makes (DESIGN.md §5): one document,
 * no CDN or remote resources, Tailwind compiled to inline CSS, the logo injected, the required head tags
 * present. Each step is one exported function; `postProcess` runs them in order.
 */
import type { LandingPageType } from "../../core/page-options.js";
import type { PageRequest } from "../types.js";
import { attributeOf, escapeHtml } from "./html-text.js";
import { connectLeadForms, injectLeadScript } from "./lead-forms.js";
import { logoMarkup } from "./logo.js";
import { compileTailwindCss } from "./tailwind.js";
import { themeFromTailwindConfig } from "./tailwind-config.js";

const REMOTE = /^\s*(?:https?:)?\/\//i;

/**
 * The HTML document inside an answer: the fenced block holding it, or the text from the doctype/<html>
 * to the last </html> (or to the end when the answer stops early). Null when there is no document.
 */
export function extractHtmlDocument(answer: string): string | null {
  const fences = [...answer.matchAll(/```[\w-]*[ \t]*\r?\n([\s\S]*?)(?:```|$)/g)].map((m) => m[1]);
  const source = fences.find((block) => /<html[\s>]|<!doctype html/i.test(block)) ?? answer;
  const start = source.search(/<!doctype html|<html[\s>]/i);
  if (start < 0) return null;
  const end = source.toLowerCase().lastIndexOf("</html>");
  return (end > start ? source.slice(start, end + "</html>".length) : source.slice(start)).trim();
}

/** True when the document is complete (closed by </html>). */
export function isCompleteDocument(html: string): boolean {
  return /<\/html>\s*$/i.test(html);
}

export interface TailwindUsage {
  usesTailwind: boolean;
  /** @theme from tailwind.config plus the contents of text/tailwindcss styles. */
  extraCss: string;
}

/** Our compiled Tailwind block: `<style data-tailwind="full|utilities">`, its compiler input saved in a leading comment. */
export const COMPILED_STYLE =
  /<style\b[^>]*\bdata-tailwind=["']?(full|utilities)["']?[^>]*>([\s\S]*?)<\/style>\s*/gi;
const SAVED_INPUT = /^\/\*tw:([\s\S]*?)\*\//;

/**
 * Whether the page was written for Tailwind (CDN script, config or text/tailwindcss style, or an
 * earlier compile of ours), and the configuration to compile it with.
 */
export function detectTailwind(html: string): TailwindUsage {
  const cdn = /<script\b[^>]*\bsrc=["'][^"']*(?:cdn\.tailwindcss\.com|tailwindcss)[^"']*["']/i.test(html);
  const configs = [...html.matchAll(/<script\b[^>]*>([\s\S]*?tailwind\.config\s*=[\s\S]*?)<\/script>/gi)];
  const styles = [...html.matchAll(/<style\b[^>]*type=["']text\/tailwindcss["'][^>]*>([\s\S]*?)<\/style>/gi)];
  const compiled = [...html.matchAll(COMPILED_STYLE)];
  const extraCss = [
    ...compiled.map((m) => m[2].match(SAVED_INPUT)?.[1] ?? ""),
    ...configs.map((m) => themeFromTailwindConfig(m[1])),
    ...styles.map((m) => m[1]),
  ]
    .filter(Boolean)
    .join("\n");
  const usesTailwind =
    cdn || configs.length > 0 || styles.length > 0 || compiled.some((m) => m[1].toLowerCase() === "full");
  return { usesTailwind, extraCss: removeRemoteCss(extraCss) };
}

/** Drops remote scripts (Tailwind CDN and others), tailwind.config scripts and text/tailwindcss styles. */
export function removeRemoteScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\bsrc=["']?(?:https?:)?\/\/[^>]*>\s*<\/script>/gi, "")
    .replace(/<script\b[^>]*>[^<]*?tailwind\.config\s*=[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*type=["']text\/tailwindcss["'][^>]*>[\s\S]*?<\/style>/gi, "");
}

/** Drops <link> tags that load something remote (stylesheets, fonts, icons, preconnects). */
export function removeRemoteLinks(html: string): string {
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = attributeOf(tag, "href") ?? "";
    const rel = (attributeOf(tag, "rel") ?? "").toLowerCase();
    const navigational = /^(canonical|alternate|author|license|me)$/.test(rel.trim());
    return REMOTE.test(href) && !navigational ? "" : tag;
  });
}

/** Removes remote fonts and imports from CSS text: @import of remote URLs, @font-face with remote src, other remote url()s. */
export function removeRemoteCss(css: string): string {
  return css
    .replace(/@import\s+(?:url\()?\s*["']?(?:https?:)?\/\/[^;]*;?/gi, "")
    .replace(/@font-face\s*\{[^}]*url\(\s*["']?(?:https?:)?\/\/[^}]*\}/gi, "")
    .replace(/url\(\s*(["']?)(?:https?:)?\/\/[^)]*\1\s*\)/gi, "none");
}

/** Applies removeRemoteCss to <style> blocks and style attributes. */
export function removeRemoteStyles(html: string): string {
  return html
    .replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
      (_all, open, css, close) => open + removeRemoteCss(css) + close,
    )
    .replace(/(\sstyle\s*=\s*")([^"]*)(")/gi, (_all, open, css, close) => open + removeRemoteCss(css) + close)
    .replace(
      /(\sstyle\s*=\s*')([^']*)(')/gi,
      (_all, open, css, close) => open + removeRemoteCss(css) + close,
    );
}

/** An inline SVG standing in for a remote image; keeps its alt as the accessible name, its class and size. */
export function imagePlaceholder(imgTag: string): string {
  const alt = attributeOf(imgTag, "alt") ?? "";
  const className = attributeOf(imgTag, "class");
  const width = attributeOf(imgTag, "width");
  const height = attributeOf(imgTag, "height");
  const a11y = alt.trim() ? `role="img" aria-label="${escapeHtml(alt)}"` : 'aria-hidden="true"';
  const attrs = [
    a11y,
    className ? `class="${escapeHtml(className)}"` : "",
    width ? `width="${escapeHtml(width)}"` : "",
    height ? `height="${escapeHtml(height)}"` : "",
    'viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice"',
    width || className ? "" : 'style="width:100%;height:auto"',
  ].filter(Boolean);
  return (
    `<svg ${attrs.join(" ")}>` +
    '<rect width="400" height="300" fill="#e5e7eb"></rect>' +
    '<path d="M0 300 L130 160 L220 250 L290 190 L400 300 Z" fill="#cbd5e1"></path>' +
    '<circle cx="300" cy="90" r="32" fill="#d1d5db"></circle></svg>'
  );
}

/** Replaces remote images with placeholders and drops other remote media (sources, posters, iframes). */
export function replaceRemoteMedia(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, (tag) =>
      REMOTE.test(attributeOf(tag, "src") ?? "") ? imagePlaceholder(tag) : tag,
    )
    .replace(/<source\b[^>]*>/gi, (tag) =>
      REMOTE.test(attributeOf(tag, "src") ?? "") || /(?:https?:)?\/\//i.test(attributeOf(tag, "srcset") ?? "")
        ? ""
        : tag,
    )
    .replace(/\s(?:srcset|poster)\s*=\s*["'](?:[^"']*(?:https?:)?\/\/[^"']*)["']/gi, "")
    .replace(/<iframe\b[^>]*\bsrc=["']?(?:https?:)?\/\/[\s\S]*?<\/iframe>/gi, (tag) => {
      const title = attributeOf(tag, "title") ?? "Embedded content";
      return imagePlaceholder(`<img alt="${escapeHtml(title)}">`);
    });
}

/**
 * Puts the logo where the model marked it (`<!-- LOGO -->` or an element with `data-logo`), else at the
 * start of the page header (a header is created when there is none).
 */
export function injectLogo(
  html: string,
  request: Pick<PageRequest, "companyName" | "logoOption" | "logoData">,
): string {
  const logo = logoMarkup(request);
  const marked = /<!--\s*LOGO\s*-->/i;
  if (marked.test(html)) {
    return html.replace(new RegExp(marked.source, "gi"), `<span data-logo>${logo}</span>`);
  }
  const element = html.match(/<([a-z][\w-]*)\b([^>]*\sdata-logo\b[^>]*)>/i);
  if (element && element.index !== undefined) {
    const tag = element[1].toLowerCase();
    const openEnd = element.index + element[0].length;
    if (tag === "img" || tag === "svg") {
      const end = tag === "svg" ? html.indexOf("</svg>", openEnd) + "</svg>".length : openEnd;
      return `${html.slice(0, element.index)}<span data-logo>${logo}</span>${html.slice(end)}`;
    }
    const close = html.indexOf(`</${tag}>`, openEnd);
    if (close > 0) return html.slice(0, openEnd) + logo + html.slice(close);
  }
  const header = html.match(/<header\b[^>]*>/i);
  if (header && header.index !== undefined) {
    const at = header.index + header[0].length;
    return `${html.slice(0, at)}<span data-logo>${logo}</span>${html.slice(at)}`;
  }
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}<header><span data-logo>${logo}</span></header>`);
}

/** One sentence of at most 160 characters from the prompt, for the meta description. */
export function describe(request: Pick<PageRequest, "prompt" | "companyName" | "title">): string {
  const text = request.prompt.replace(/\s+/g, " ").trim();
  const sentence = text.match(/^.*?[.!?](?:\s|$)/)?.[0]?.trim() ?? text;
  const description = sentence.length > 160 ? `${sentence.slice(0, 157).replace(/\s+\S*$/, "")}…` : sentence;
  return description || `${request.title} by ${request.companyName}`;
}

const SCHEMA_TYPES: Record<LandingPageType, string> = {
  "business-homepage": "Organization",
  "product-launch": "Product",
  "lead-generation": "WebPage",
  "facebook-ads": "WebPage",
  "google-ads": "WebPage",
  "event-registration": "Event",
  "app-download": "SoftwareApplication",
  "saas-signup": "SoftwareApplication",
  "e-commerce": "Store",
  portfolio: "Person",
  webinar: "Event",
  newsletter: "WebSite",
};

function fallbackJsonLd(request: PageRequest, description: string): string {
  const type = SCHEMA_TYPES[request.landingPageType as LandingPageType] ?? "WebPage";
  const data = { "@context": "https://schema.org", "@type": type, name: request.title, description };
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}

/** Adds what the head must hold and the model left out: doctype, lang, charset, viewport, title, description, OG, JSON-LD. */
export function addMissingHeadTags(html: string, request: PageRequest): string {
  let page = /^\s*<!doctype html/i.test(html) ? html : `<!doctype html>\n${html}`;
  page = page.replace(/<html\b([^>]*)>/i, (tag, attrs: string) =>
    /\slang\s*=/i.test(attrs) ? tag : `<html lang="en"${attrs}>`,
  );
  if (!/<head\b/i.test(page)) page = page.replace(/<html\b[^>]*>/i, (tag) => `${tag}\n<head></head>`);
  const head = page.match(/<head\b[^>]*>([\s\S]*?)<\/head>/i)?.[1] ?? "";
  const description = describe(request);
  const has = (pattern: RegExp) => pattern.test(head);
  const added: string[] = [];
  if (!has(/<meta\b[^>]*\bcharset\s*=/i)) added.push('<meta charset="utf-8">');
  if (!has(/<meta\b[^>]*name=["']viewport["']/i))
    added.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  if (!has(/<title\b[^>]*>\s*[^<\s][^<]*<\/title>/i)) {
    page = page.replace(/<title\b[^>]*>\s*<\/title>/i, "");
    added.push(`<title>${escapeHtml(request.title)}</title>`);
  }
  const meta = (attr: "name" | "property", key: string, content: string) => {
    if (!has(new RegExp(`<meta\\b[^>]*${attr}=["']${key}["']`, "i")))
      added.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}">`);
  };
  meta("name", "description", description);
  meta("property", "og:title", request.title);
  meta("property", "og:description", description);
  meta("property", "og:type", "website");
  if (!has(/<script\b[^>]*type=["']application\/ld\+json["']/i))
    added.push(fallbackJsonLd(request, description));
  if (added.length === 0) return page;
  return page.replace(/<head\b[^>]*>/i, (tag) => `${tag}\n${added.join("\n")}`);
}

/**
 * Compiles the page's Tailwind classes into a <style> at the end of the head, replacing an earlier
 * compile (after an iteration the classes have changed). The compiler input is kept in a comment so the
 * next iteration compiles with the same theme.
 */
export async function inlineTailwind(html: string, usage: TailwindUsage): Promise<string> {
  const page = html.replace(COMPILED_STYLE, "");
  const css = await compileTailwindCss(page, usage);
  if (!css) return page;
  const saved = usage.extraCss ? `/*tw:${usage.extraCss.replace(/\*\//g, "* /")}*/` : "";
  const style = `<style data-tailwind="${usage.usesTailwind ? "full" : "utilities"}">${saved}${css}</style>`;
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${style}\n</head>`) : style + page;
}

/**
 * All steps, in order. With a request (a new page) the logo and missing head tags are added; without
 * one (an edited page) the page keeps its own. Null when the answer holds no HTML document.
 */
export async function postProcess(
  answer: string,
  request?: PageRequest,
  formAction?: string,
): Promise<string | null> {
  const extracted = extractHtmlDocument(answer);
  if (!extracted) return null;
  const tailwind = detectTailwind(extracted);
  let html = removeRemoteScripts(extracted);
  html = removeRemoteLinks(html);
  html = removeRemoteStyles(html);
  html = replaceRemoteMedia(html);
  html = connectLeadForms(html, { formAction, prompt: request?.prompt });
  html = injectLeadScript(html);
  if (request) {
    html = injectLogo(html, request);
    html = addMissingHeadTags(html, request);
  }
  return inlineTailwind(html, tailwind);
}
