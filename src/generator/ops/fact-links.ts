/**
 * Where a page keeps facts besides its texts: the links (tel:, mailto:, web and profile addresses) of its
 * buttons, cards and footer, and the strings of its stored brief.
 */
import type { StoredBrief } from "../composer/stored-brief.js";
import { phoneKeys } from "../guard/phone-keys.js";
import { bareLink } from "../guard/trace.js";
import type { Item, Link, PageModel } from "../model.js";
import { wholePhrase } from "./texts.js";

/** Every object with an href on the page: buttons, cards, footer entries. */
export function pageLinks(model: PageModel): (Link | Item)[] {
  const links: (Link | Item)[] = [];
  for (const s of model.sections) {
    if (s.cta) links.push(s.cta);
    if (s.secondaryCta) links.push(s.secondaryCta);
    links.push(...s.items);
  }
  links.push(...model.footer);
  return links.filter((link) => link.href);
}

/** Rewrites every href; answers how many changed. */
export function rewriteLinks(model: PageModel, rewrite: (href: string) => string): number {
  let changed = 0;
  for (const link of pageLinks(model)) {
    const next = rewrite(link.href ?? "");
    if (next !== link.href) {
      link.href = next;
      changed++;
    }
  }
  return changed;
}

/** A web address as a link ("www.x.pt" → "https://www.x.pt"). */
export const linkOf = (url: string) => (/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`);

/**
 * Whether two links lead to the same place: one number however it is dialled ("tel:+441134960555" and
 * "tel:0113-496-0555"), one address whatever its scheme, "www." or trailing slash.
 */
export function sameDestination(a: string, b: string): boolean {
  const [x, y] = [a.trim(), b.trim()];
  if (/^tel:/i.test(x) && /^tel:/i.test(y)) {
    const keys = new Set(phoneKeys(x.slice(4)));
    return phoneKeys(y.slice(4)).some((key) => keys.has(key));
  }
  return bareLink(linkOf(x)) === bareLink(linkOf(y));
}

/** Replaces a phrase (whole words, any case) in every string of the stored brief. */
export function replaceInBrief<T>(value: T, from: string, to: string): T {
  const pattern = wholePhrase(from, "giu");
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return node.replace(pattern, () => to);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, v]) => [key, walk(v)]));
    return node;
  };
  return walk(value) as T;
}

/** True when a string of the stored brief says the phrase. */
export function briefSays(brief: StoredBrief, phrase: string): boolean {
  return wholePhrase(phrase, "iu").test(JSON.stringify(brief).replace(/\\"/g, '"'));
}
