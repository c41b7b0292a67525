/**
 * Inline SVG artwork drawn from the palette: the hero illustration, a phone mock-up, store badges,
 * avatars and thumbnails. All decorative (aria-hidden): the text beside them carries the meaning.
 */
import { hashString } from "./hash.js";
import { ICONS, type IconName } from "./icon-set.js";

const A = 'aria-hidden="true" focusable="false"';

function glyph(name: string, x: number, y: number, size: number, cls = "sp"): string {
  const body = ICONS[name as IconName] ?? ICONS.sparkles;
  return `<g class="${cls}" transform="translate(${x} ${y}) scale(${size / 24})">${body}</g>`;
}

export type Motif = "dots" | "waves" | "skyline" | "stars" | "leaves";

/** Each industry's background motif behind the hero artwork. */
export const INDUSTRY_MOTIFS: Record<string, Motif> = {
  technology: "dots",
  finance: "dots",
  consulting: "dots",
  manufacturing: "dots",
  legal: "dots",
  travel: "waves",
  healthcare: "waves",
  nonprofit: "waves",
  "real-estate": "skyline",
  automotive: "skyline",
  entertainment: "stars",
  fashion: "stars",
  marketing: "stars",
  food: "leaves",
  fitness: "leaves",
  "e-commerce": "leaves",
  education: "stars",
  other: "waves",
};

function motifLayer(motif: Motif): string {
  switch (motif) {
    case "dots": {
      let dots = "";
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 7; c++) dots += `<circle cx="${14 + c * 22}" cy="${18 + r * 22}" r="3"/>`;
      return `<g class="fa" opacity=".45">${dots}</g>`;
    }
    case "waves":
      return `<g class="sp" opacity=".35" style="stroke:var(--a)">${[0, 1, 2].map((i) => `<path d="M0 ${404 + i * 18}c40-22 80-22 120 0s80 22 120 0 80-22 120 0 80 22 120 0 80-22 120 0"/>`).join("")}</g>`;
    case "skyline":
      return `<g class="fa" opacity=".3">${[
        [0, 360, 46, 110],
        [52, 330, 40, 140],
        [98, 386, 56, 84],
        [440, 340, 44, 130],
        [490, 372, 38, 98],
        [534, 318, 46, 152],
      ]
        .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/>`)
        .join("")}</g>`;
    case "stars":
      return `<g class="fa" opacity=".6">${[
        [36, 40, 1],
        [530, 420, 0.8],
        [40, 400, 0.6],
        [520, 24, 0.7],
      ]
        .map(
          ([x, y, k]) =>
            `<path transform="translate(${x} ${y}) scale(${k})" d="M0-16C2-4 4-2 16 0 4 2 2 4 0 16-2 4-4 2-16 0-4-2-2-4 0-16z"/>`,
        )
        .join("")}</g>`;
    default:
      return `<g class="fa" opacity=".35">${[
        [40, 60, -30],
        [530, 400, 40],
        [60, 410, 20],
      ]
        .map(
          ([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="14" transform="rotate(${a} ${x} ${y})"/>`,
        )
        .join("")}</g>`;
  }
}

/** Hero artwork: a dashboard-like card, a large industry icon, floating chips and the industry's motif. */
export function heroArt(icons: string[], variant: number, id = "ha", motif: Motif = "dots"): string {
  const [main, second, third] = icons;
  const bars = [70, 110, 85, 140, 120, 165]
    .map(
      (h, i) =>
        `<rect x="${262 + i * 30}" y="${330 - h * (variant === 1 ? 0.8 : 1)}" width="18" height="${h * (variant === 1 ? 0.8 : 1)}" rx="5" class="${i === 5 ? "fp" : "ft"}"/>`,
    )
    .join("");
  const blob =
    variant === 2
      ? `<circle cx="300" cy="230" r="205" fill="url(#${id})" opacity=".9"/>`
      : `<rect x="40" y="34" width="500" height="400" rx="110" fill="url(#${id})" opacity=".9" transform="rotate(${variant === 1 ? -6 : 6} 290 234)"/>`;
  return `<svg class="art" viewBox="0 0 580 470" ${A}><defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" style="stop-color:var(--p)"/><stop offset="1" style="stop-color:var(--a)"/></linearGradient></defs>${motifLayer(motif)}${blob}<rect x="92" y="92" width="400" height="290" rx="22" class="fb"/><rect x="92" y="92" width="400" height="46" rx="22" class="fs"/><circle cx="120" cy="115" r="6" class="fd"/><circle cx="140" cy="115" r="6" class="fd"/><circle cx="160" cy="115" r="6" class="fd"/><circle cx="170" cy="236" r="56" class="ft"/>${glyph(main, 134, 200, 72)}<rect x="118" y="316" width="110" height="12" rx="6" class="fd"/><rect x="118" y="338" width="78" height="12" rx="6" class="fd"/>${bars}<g transform="translate(${variant === 1 ? 380 : 24} ${variant === 1 ? 30 : 300})"><rect width="176" height="74" rx="18" class="fb" style="filter:drop-shadow(0 10px 18px rgb(15 23 42/.15))"/><rect x="14" y="15" width="44" height="44" rx="12" class="fp"/>${glyph(second, 24, 25, 24, "so")}<rect x="70" y="22" width="88" height="10" rx="5" class="fd"/><rect x="70" y="42" width="60" height="10" rx="5" class="ft"/></g><g transform="translate(${variant === 1 ? 20 : 418} ${variant === 1 ? 370 : 40})"><rect width="140" height="64" rx="18" class="fb" style="filter:drop-shadow(0 10px 18px rgb(15 23 42/.15))"/><circle cx="34" cy="32" r="20" class="ft"/>${glyph(third, 22, 20, 24)}<rect x="64" y="20" width="58" height="10" rx="5" class="fd"/><rect x="64" y="38" width="40" height="8" rx="4" class="ft"/></g></svg>`;
}

/** A phone with the app's first screen, for app-download pages. */
export function phoneMockup(icons: string[], appName: string): string {
  const initial = (appName.trim()[0] ?? "A").toUpperCase().replace(/[<&]/g, "");
  const cards = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="36" y="${290 + i * 86}" width="228" height="72" rx="16" class="fb"/><rect x="50" y="${304 + i * 86}" width="44" height="44" rx="12" class="ft"/>${glyph(icons[i % icons.length], 60, 314 + i * 86, 24)}<rect x="106" y="${310 + i * 86}" width="110" height="10" rx="5" class="fd"/><rect x="106" y="${330 + i * 86}" width="72" height="9" rx="4.5" class="fd"/>`,
    )
    .join("");
  return `<svg class="phone" viewBox="0 0 300 600" ${A}><defs><linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" style="stop-color:var(--p)"/><stop offset="1" style="stop-color:var(--a)"/></linearGradient></defs><rect x="6" y="6" width="288" height="588" rx="46" fill="#0f172a"/><rect x="18" y="18" width="264" height="564" rx="36" class="fs"/><rect x="18" y="18" width="264" height="250" rx="36" fill="url(#pg)"/><rect x="18" y="200" width="264" height="68" fill="url(#pg)"/><rect x="112" y="28" width="76" height="20" rx="10" fill="#0f172a"/><circle cx="62" cy="92" r="22" fill="#fff" opacity=".25"/><text x="62" y="100" text-anchor="middle" font-size="22" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${initial}</text><rect x="40" y="140" width="150" height="16" rx="8" fill="#fff" opacity=".9"/><rect x="40" y="168" width="110" height="12" rx="6" fill="#fff" opacity=".6"/><rect x="40" y="206" width="220" height="40" rx="20" fill="#fff" opacity=".22"/>${cards}</svg>`;
}

/** App Store and Google Play badges, drawn inline (no images from the stores' servers). */
export function storeBadges(href: string): string {
  const apple = `<a href="${href}" aria-label="Download on the App Store"><svg viewBox="0 0 160 52" ${A}><rect width="160" height="52" rx="10" fill="#000"/><rect x=".5" y=".5" width="159" height="51" rx="9.5" fill="none" stroke="#a6a6a6"/><path d="M33.6 26.9c0-3.2 2.6-4.7 2.7-4.8-1.5-2.2-3.8-2.5-4.6-2.5-1.9-.2-3.8 1.2-4.8 1.2s-2.5-1.1-4.2-1.1c-2.1 0-4.1 1.3-5.2 3.2-2.3 3.9-.6 9.7 1.6 12.9 1.1 1.6 2.4 3.3 4.1 3.2 1.6-.1 2.3-1.1 4.3-1.1s2.5 1.1 4.2 1 2.8-1.6 3.8-3.2c1.2-1.8 1.7-3.6 1.7-3.7 0 0-3.3-1.3-3.6-5.1zM30.5 17.4c.9-1.1 1.5-2.6 1.3-4.1-1.3.1-2.8.9-3.7 1.9-.8.9-1.5 2.5-1.3 3.9 1.4.1 2.8-.7 3.7-1.7z" fill="#fff"/><text fill="#fff" font-family="system-ui,sans-serif"><tspan x="48" y="21" font-size="9">Download on the </tspan><tspan x="48" y="39" font-size="17" font-weight="600">App Store</tspan></text></svg></a>`;
  const play = `<a href="${href}" aria-label="GET IT ON Google Play"><svg viewBox="0 0 176 52" ${A}><rect width="176" height="52" rx="10" fill="#000"/><rect x=".5" y=".5" width="175" height="51" rx="9.5" fill="none" stroke="#a6a6a6"/><path d="M15 12.5v27c0 .9.9 1.4 1.6 1l23.4-13.5c.8-.4.8-1.6 0-2L16.6 11.5c-.7-.4-1.6.1-1.6 1z" fill="#34a853"/><path d="M15 12.5 31 26 15 39.5z" fill="#4285f4"/><path d="m31 26 5.4-5.4 3.6 2.1c.8.4.8 1.6 0 2L36.4 31.4z" fill="#fbbc04"/><path d="M15 39.5 31 26l5.4 5.4L16.6 40.5c-.6.4-1.3.1-1.6-1z" fill="#ea4335"/><text fill="#fff" font-family="system-ui,sans-serif"><tspan x="50" y="21" font-size="9">GET IT ON </tspan><tspan x="50" y="39" font-size="17" font-weight="600">Google Play</tspan></text></svg></a>`;
  return `<div class="badges">${apple}${play}</div>`;
}

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

/** A thumbnail for a project, product or issue: palette gradient, soft shapes and an icon. */
export function thumb(icon: string, index: number, id: string): string {
  const shapes = [
    `<circle cx="330" cy="40" r="90" fill="#fff" opacity=".14"/><circle cx="60" cy="230" r="70" fill="#fff" opacity=".1"/>`,
    `<rect x="250" y="-30" width="180" height="180" rx="40" transform="rotate(20 340 60)" fill="#fff" opacity=".13"/><rect x="-20" y="170" width="140" height="140" rx="30" fill="#fff" opacity=".1"/>`,
    `<path d="M0 200C80 150 160 250 400 170v90H0z" fill="#fff" opacity=".14"/><circle cx="70" cy="60" r="40" fill="#fff" opacity=".1"/>`,
  ][index % 3];
  const dir = index % 2 ? `x1="1" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="1"`;
  return `<svg class="thumb" viewBox="0 0 400 260" ${A}><defs><linearGradient id="${id}" ${dir}><stop offset="0" style="stop-color:var(--p)"/><stop offset="1" style="stop-color:var(--a)"/></linearGradient></defs><rect width="400" height="260" fill="url(#${id})"/>${shapes}<circle cx="200" cy="130" r="46" fill="#fff" opacity=".2"/>${glyph(icon, 176, 106, 48, "so")}</svg>`;
}
