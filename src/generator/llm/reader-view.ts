/**
 * What a reader of a page can tell apart: two versions of a raw-HTML page that differ only in what no
 * reader sees — spacing, comments, the order or quoting of an element's attributes, an entity for a
 * character, a data-* attribute that neither the page's styles nor its scripts read — are the same page,
 * so an AI edit that makes only such a difference is no change and costs nothing. A class, a style, a word
 * or an attribute the page's styles or scripts use is a difference.
 */

import { ENTITIES as PAGE_ENTITIES } from "../guard/index.js";

/** The page's entities; a no-break space stays one, so "&nbsp;" and the character read alike. */
const ENTITIES: Record<string, string> = { ...PAGE_ENTITIES, nbsp: "\u00a0" };

function decoded(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi,
    (all, dec?: string, hex?: string, name?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      return ENTITIES[(name ?? "").toLowerCase()] ?? all;
    },
  );
}

/** The text of the page's style and script elements: where a data-* attribute can matter. */
function codeOf(html: string): string {
  return [...html.matchAll(/<(style|script)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => m[2]).join("\n");
}

/** Whether the page's styles or scripts read this data-* attribute (`[data-theme]`, `dataset.theme`). */
function readByCode(key: string, code: string): boolean {
  const camel = key.slice(5).replace(/-(\w)/g, (_all, c: string) => c.toUpperCase());
  return code.includes(key) || code.includes(`dataset.${camel}`) || code.includes(`dataset["${camel}"]`);
}

/** One tag with its attributes sorted and unquoted alike, without the data-* ones no code reads. */
function tagSeen(tag: string, code: string): string {
  const name = tag.match(/^<\/?\s*([\w-]+)/)?.[1]?.toLowerCase() ?? "";
  if (tag.startsWith("</")) return `</${name}>`;
  const attributes = [...tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)]
    .slice(1)
    .map((m) => ({ key: (m[1] ?? "").toLowerCase(), value: decoded(m[2] ?? m[3] ?? m[4] ?? "") }))
    .filter(({ key }) => !key.startsWith("data-") || readByCode(key, code))
    .map(({ key, value }) => `${key}="${value.replace(/\s+/g, " ").trim()}"`)
    .sort();
  return `<${[name, ...attributes].join(" ")}>`;
}

/** The page as a reader gets it: tags normalised, text decoded and squeezed, comments gone. */
export function readerView(html: string): string {
  const code = codeOf(html);
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>|[^<]+/g, (piece) =>
      piece.startsWith("<") ? tagSeen(piece, code) : decoded(piece).replace(/\s+/g, " "),
    )
    .replace(/>\s+</g, "><")
    .trim();
}

/** Whether a reader can tell the two versions apart. */
export function sameToReader(a: string, b: string): boolean {
  return a === b || readerView(a) === readerView(b);
}
