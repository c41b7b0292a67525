/** Checks of the document's head: doctype, language, title, meta tags, Open Graph and JSON-LD. */
import { attr, error, type PageCheck, type PageContext, warning } from "./context.js";

/** `<!doctype html>` first, allowing leading whitespace and comments. */
export const checkDoctype: PageCheck = ({ html }) =>
  /^\uFEFF?\s*(?:<!--[\s\S]*?-->\s*)*<!doctype\s+html\s*>/i.test(html)
    ? []
    : [error("doctype", "The document must start with <!doctype html>.")];

export const checkLang: PageCheck = ({ root }) => {
  const html = root.querySelector("html");
  return html && attr(html, "lang")
    ? []
    : [error("html-lang", 'The <html> element needs a lang attribute (e.g. lang="en").')];
};

export const checkCharset: PageCheck = ({ root }) =>
  root.querySelector("meta[charset]")
    ? []
    : [error("meta-charset", 'Add <meta charset="utf-8"> so the file opens correctly from disk.')];

export const checkTitle: PageCheck = ({ root }) => {
  const title = root.querySelector("title");
  return title?.textContent.trim() ? [] : [error("title", "The page needs a non-empty <title>.")];
};

function metaContent(page: PageContext, selector: string): string {
  const meta = page.root.querySelector(selector);
  return meta ? attr(meta, "content") : "";
}

export const checkMetaDescription: PageCheck = (page) =>
  metaContent(page, 'meta[name="description"]')
    ? []
    : [error("meta-description", 'Add <meta name="description" content="…"> with a one-sentence summary.')];

export const checkViewport: PageCheck = (page) => {
  const content = metaContent(page, 'meta[name="viewport"]');
  if (!content) {
    return [
      error("meta-viewport", 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.'),
    ];
  }
  return /width\s*=\s*device-width/i.test(content)
    ? []
    : [warning("meta-viewport", "The viewport meta tag should contain width=device-width.")];
};

const OPEN_GRAPH_PROPERTIES = ["og:title", "og:description", "og:type"];

export const checkOpenGraph: PageCheck = (page) =>
  OPEN_GRAPH_PROPERTIES.filter((property) => !metaContent(page, `meta[property="${property}"]`)).map(
    (property) => error("open-graph", `Add the Open Graph tag <meta property="${property}" content="…">.`),
  );

/** True when the JSON value (object, array or @graph) declares an @type somewhere at its top. */
function declaresType(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(declaresType);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return (
      typeof record["@type"] === "string" || Array.isArray(record["@type"]) || declaresType(record["@graph"])
    );
  }
  return false;
}

export const checkJsonLd: PageCheck = ({ root }) => {
  const scripts = root.querySelectorAll('script[type="application/ld+json"]');
  if (scripts.length === 0) {
    return [
      error("json-ld", 'Add structured data: <script type="application/ld+json"> fitting the page type.'),
    ];
  }
  return scripts.flatMap((script, index) => {
    try {
      const value: unknown = JSON.parse(script.textContent);
      return declaresType(value) ? [] : [warning("json-ld", `JSON-LD block ${index + 1} has no @type.`)];
    } catch (cause) {
      return [error("json-ld", `JSON-LD block ${index + 1} is not valid JSON: ${(cause as Error).message}`)];
    }
  });
};

/** Every @type named anywhere in a JSON-LD value. */
function declaredTypes(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) declaredTypes(item, into);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "@type") into.push(...[item].flat().filter((t): t is string => typeof t === "string"));
      else declaredTypes(item, into);
    }
  }
  return into;
}

/** Structured data a page type should carry (search engines show events and apps specially). */
const EXPECTED_JSON_LD: Record<string, { pattern: RegExp; label: string }> = {
  "event-registration": { pattern: /Event$/, label: "an Event" },
  webinar: { pattern: /Event$/, label: "an Event" },
  "app-download": {
    pattern: /Application$|^Product$/,
    label: "a SoftwareApplication (or MobileApplication)",
  },
  "saas-signup": { pattern: /Application$|^Product$/, label: "a SoftwareApplication (or WebApplication)" },
  "e-commerce": {
    pattern: /^(Product|Offer|ItemList|Store|OnlineStore|Organization)$/,
    label: "Products or a Store",
  },
};

export const checkJsonLdType: PageCheck = ({ root, landingPageType }) => {
  const expected = EXPECTED_JSON_LD[landingPageType];
  if (!expected) return [];
  const types = root.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    try {
      return declaredTypes(JSON.parse(script.textContent));
    } catch {
      return []; // reported by checkJsonLd
    }
  });
  if (types.length === 0 || types.some((type) => expected.pattern.test(type))) return [];
  return [
    warning(
      "json-ld-type",
      `The structured data of a ${landingPageType} page should describe ${expected.label}.`,
    ),
  ];
};

export const HEAD_CHECKS: PageCheck[] = [
  checkDoctype,
  checkLang,
  checkCharset,
  checkTitle,
  checkMetaDescription,
  checkViewport,
  checkOpenGraph,
  checkJsonLd,
  checkJsonLdType,
];
