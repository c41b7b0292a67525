/**
 * A round avatar with the initials of a person the description names, on a gradient picked from their
 * name. Decorative (aria-hidden): the name beside it carries the meaning.
 */
import { hashString } from "./hash.js";

const A = 'aria-hidden="true" focusable="false"';

/** A round avatar with a person's initials on a gradient picked from their name. */
export function avatar(name: string, size = 44): string {
  const letters = name
    .replace(/^(Dr|Prof|Chef)\.?\s+/i, "")
    .split(/\s+/)
    .filter((w) => /^[A-ZÀ-Ž]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join("")
    .replace(/[<&]/g, "");
  const angle = hashString(name) % 360;
  return `<svg class="av" width="${size}" height="${size}" viewBox="0 0 44 44" ${A}><rect width="44" height="44" class="fp"/><circle cx="${36 - (angle % 20)}" cy="${4 + (angle % 9)}" r="20" class="fa" opacity=".55"/><text x="22" y="27" text-anchor="middle" font-size="14" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${letters}</text></svg>`;
}
