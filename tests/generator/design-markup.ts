/**
 * How much markup two pages share, as a designer would see it: the page's elements, each named by its
 * tag and classes (text, attributes other than class, and the inside of inline SVG drawings left out),
 * counted as a multiset. The share is the larger one-way share: the part of one page's elements that the
 * other page also has.
 */
import { VOID_ELEMENTS } from "../../src/generator/composer/render/jsx.js";

/**
 * One signature per element inside <body>: its path of tag-and-class names from the body down (so an h3
 * in a numbered list and an h3 in a card are different markup), SVG insides and scripts left out.
 */
export function elementSignatures(html: string): string[] {
  const open = html.indexOf("<body");
  const body = html.slice(html.indexOf(">", open) + 1, html.lastIndexOf("</body>"));
  const plain = body
    .replace(/<svg\b[\s\S]*?<\/svg>/g, "<svg></svg>")
    .replace(/<script\b[\s\S]*?<\/script>/g, "");
  const signatures: string[] = [];
  const stack: string[] = [];
  for (const m of plain.matchAll(/<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/g)) {
    const [, closing, tag, attributes] = m;
    if (closing) {
      stack.pop();
      continue;
    }
    const classes =
      attributes!
        .match(/\bclass="([^"]*)"/)?.[1]
        ?.split(/\s+/)
        .filter(Boolean)
        .sort()
        .join(".") ?? "";
    const name = classes ? `${tag}.${classes}` : tag!;
    signatures.push([...stack, name].join(">"));
    if (!VOID_ELEMENTS.has(tag!)) stack.push(name);
  }
  return signatures;
}

function counts(list: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

/** The larger one-way share of element signatures between two pages (0 = nothing alike, 1 = same). */
export function markupShare(a: string, b: string): number {
  const sa = elementSignatures(a);
  const sb = elementSignatures(b);
  const ca = counts(sa);
  const cb = counts(sb);
  let common = 0;
  for (const [sig, n] of ca) common += Math.min(n, cb.get(sig) ?? 0);
  return Math.max(common / Math.max(sa.length, 1), common / Math.max(sb.length, 1));
}
