/** Screens: a laptop with a dashboard (software only), a phone with an app, a checkout, a video call. */
import { A, B, backdrop, D, ink, M, P, S, shadow, sparkles, svg, T } from "./shapes.js";
import type { Scene } from "./types.js";

/** An open laptop: lid from (x, y), `w` × `h` screen, base below. Screen content goes on top. */
function laptop(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${S}"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="4" fill="${B}"/>` +
    `<path d="M${x - 24} ${y + h}h${w + 48}l-10 14H${x - 14}z" fill="${S}"/>`
  );
}

/** A laptop showing a dashboard: sidebar, two figure cards, a bar chart and a trend line. */
export const dashboardLaptop: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 248, 150) +
      ink(
        laptop(90, 60, 220, 170) +
          `<g stroke="none"><rect x="100" y="70" width="40" height="150" fill="${T}"/>` +
          `<rect x="110" y="84" width="20" height="6" rx="3" fill="${P}"/><rect x="110" y="100" width="20" height="6" rx="3" fill="${D}"/><rect x="110" y="116" width="20" height="6" rx="3" fill="${D}"/>` +
          `<rect x="150" y="80" width="70" height="34" rx="6" fill="${T}"/><rect x="228" y="80" width="72" height="34" rx="6" fill="${T}"/>` +
          `<rect x="158" y="90" width="30" height="6" rx="3" fill="${P}"/><rect x="236" y="90" width="30" height="6" rx="3" fill="${A}"/>` +
          `<rect x="158" y="102" width="48" height="4" rx="2" fill="${D}"/><rect x="236" y="102" width="48" height="4" rx="2" fill="${D}"/>` +
          `<g fill="${P}"><rect x="156" y="176" width="14" height="34" rx="2"/><rect x="178" y="160" width="14" height="50" rx="2"/><rect x="200" y="168" width="14" height="42" rx="2"/><rect x="222" y="146" width="14" height="64" rx="2"/></g>` +
          `<rect x="244" y="130" width="50" height="80" rx="6" fill="${T}"/></g>` +
          `<path d="M252 196l10-16 10 8 14-24" fill="none" stroke="${A}"/><path d="M156 132h64" fill="none" stroke="${D}"/>` +
          `<g transform="translate(298 36)"><rect width="78" height="48" rx="12" fill="${B}"/><circle cx="22" cy="24" r="12" fill="${A}"/><path d="M16 24l5 5 8-9" fill="none" stroke="${B}"/>` +
          `<rect x="40" y="16" width="28" height="6" rx="3" fill="${D}" stroke="none"/><rect x="40" y="28" width="20" height="6" rx="3" fill="${T}" stroke="none"/></g>`,
      ),
  );

/** A phone outline with a screen; `body` draws inside a 100×190 screen at (x+8, y+14). */
function phone(x: number, y: number, body: string): string {
  return (
    `<rect x="${x}" y="${y}" width="116" height="216" rx="22" fill="${S}"/>` +
    `<g transform="translate(${x + 8} ${y + 14})"><rect width="100" height="190" rx="14" fill="${B}"/>${body}</g>` +
    `<path d="M${x + 46} ${y + 8}h24" fill="none"/>`
  );
}

/** A phone showing an app: header, a feature card, a row of icons and a floating notification. */
export const phoneApp: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 256, 90) +
      ink(
        phone(
          142,
          38,
          `<path d="M0 14a14 14 0 0 1 14-14h72a14 14 0 0 1 14 14v42H0z" fill="${P}" stroke="none"/>` +
            `<circle cx="20" cy="28" r="9" fill="${B}" stroke="none" opacity=".8"/><rect x="36" y="24" width="44" height="8" rx="4" fill="${B}" stroke="none" opacity=".8"/>` +
            `<rect x="10" y="68" width="80" height="50" rx="10" fill="${T}"/><circle cx="32" cy="93" r="12" fill="${A}"/>` +
            `<g stroke="none"><rect x="52" y="86" width="30" height="6" rx="3" fill="${D}"/><rect x="52" y="98" width="22" height="6" rx="3" fill="${D}"/>` +
            `<rect x="10" y="130" width="22" height="22" rx="7" fill="${A}"/><rect x="39" y="130" width="22" height="22" rx="7" fill="${P}"/><rect x="68" y="130" width="22" height="22" rx="7" fill="${T}"/>` +
            `<rect x="10" y="164" width="80" height="14" rx="7" fill="${P}"/></g>`,
        ) +
          `<g transform="translate(236 78)"><rect width="104" height="44" rx="14" fill="${B}"/><circle cx="22" cy="22" r="11" fill="${P}"/>` +
          `<rect x="40" y="14" width="48" height="6" rx="3" fill="${D}" stroke="none"/><rect x="40" y="26" width="32" height="6" rx="3" fill="${T}" stroke="none"/></g>` +
          `<g transform="translate(72 170)"><rect width="70" height="40" rx="14" fill="${A}"/><path d="M24 20l7 7 14-14" fill="none" stroke="${B}"/></g>` +
          sparkles([
            [100, 88],
            [330, 190],
          ]),
      ),
  );

/** A phone paying: a card tapping against it, a cart on screen and a tick. */
export const mobileCheckout: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 256, 90) +
      ink(
        phone(
          150,
          38,
          `<path d="M30 40h8l10 40h32l8-28H42" fill="none" stroke="${P}"/><circle cx="52" cy="92" r="5" fill="${P}"/><circle cx="76" cy="92" r="5" fill="${P}"/>` +
            `<g stroke="none"><rect x="10" y="114" width="80" height="8" rx="4" fill="${D}"/><rect x="10" y="130" width="56" height="8" rx="4" fill="${D}"/></g>` +
            `<rect x="10" y="152" width="80" height="24" rx="12" fill="${A}"/><path d="M40 164l6 6 12-12" fill="none" stroke="${B}"/>`,
        ) +
          `<g transform="rotate(-14 110 160)"><rect x="50" y="126" width="120" height="76" rx="10" fill="${P}"/><path d="M50 148h120" fill="none" stroke="${S}" stroke-width="10"/>` +
          `<rect x="64" y="172" width="20" height="14" rx="3" fill="${A}"/><rect x="96" y="178" width="40" height="6" rx="3" fill="${B}" stroke="none" opacity=".8"/></g>` +
          `<path d="M284 104c10 10 10 26 0 36M298 94c16 16 16 40 0 56M312 84c22 22 22 54 0 76" fill="none" stroke="${M}"/>`,
      ),
  );

/** One abstract person in a video tile: head and shoulders over a coloured tile. */
function face(x: number, y: number, tile: string, body: string): string {
  return (
    `<rect x="${x}" y="${y}" width="96" height="62" rx="6" fill="${tile}" stroke="none"/>` +
    `<path d="M${x + 26} ${y + 62}c0-18 10-26 22-26s22 8 22 26z" fill="${body}" stroke="none"/>` +
    `<circle cx="${x + 48}" cy="${y + 24}" r="11" fill="#fff" stroke="none"/>`
  );
}

/** A laptop in a video call: a grid of four abstract participants and a control bar. */
export const videoCall: Scene = () =>
  svg(
    backdrop(0, [70, 60, 30]) +
      shadow(200, 252, 150) +
      ink(
        laptop(86, 52, 228, 184) +
          face(98, 64, T, P) +
          face(200, 64, P, A) +
          face(98, 132, A, P) +
          face(200, 132, T, A) +
          `<rect x="160" y="200" width="80" height="20" rx="10" fill="${S}" stroke="none"/>` +
          `<circle cx="178" cy="210" r="5" fill="${P}" stroke="none"/><circle cx="200" cy="210" r="5" fill="${M}" stroke="none"/><circle cx="222" cy="210" r="5" fill="${A}" stroke="none"/>` +
          `<g transform="translate(318 70)"><path d="M0 0h52a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H20l-12 10V44H0z" fill="${B}"/>` +
          `<circle cx="18" cy="22" r="3" fill="${P}" stroke="none"/><circle cx="31" cy="22" r="3" fill="${P}" stroke="none"/><circle cx="44" cy="22" r="3" fill="${P}" stroke="none"/></g>`,
      ),
  );

/** A laptop playing a lesson (big play button, progress bar) with a rosette for completing it (online courses). */
export const onlineCourse: Scene = () =>
  svg(
    backdrop(2) +
      shadow(190, 250, 150) +
      ink(
        laptop(80, 60, 220, 168) +
          `<rect x="100" y="80" width="180" height="104" rx="6" fill="${T}"/><circle cx="190" cy="132" r="26" fill="${P}"/><path d="M182 118l22 14-22 14z" fill="#fff" stroke="none"/>` +
          `<rect x="100" y="196" width="180" height="8" rx="4" fill="${D}" stroke="none"/><rect x="100" y="196" width="108" height="8" rx="4" fill="${A}" stroke="none"/>` +
          `<path d="M318 200l-12 48 18-10 10 18 6-52zM338 200l12 48-18-10-10 18-6-52z" fill="${P}"/>` +
          `<circle cx="328" cy="182" r="28" fill="${A}"/><circle cx="328" cy="182" r="16" fill="none" stroke="${B}"/>`,
      ),
  );

/**
 * An invoice: a sheet with a header, three item rows with their amounts, a total and a round "paid" tick;
 * a second sheet behind it. Billing and payments in software, where a phone checkout with a cart was a shop.
 */
export const invoiceSheet: Scene = () =>
  svg(
    backdrop(3) +
      shadow(200, 256, 110) +
      ink(
        `<rect x="150" y="40" width="150" height="200" rx="10" fill="${T}" transform="rotate(7 225 140)"/>` +
          `<rect x="112" y="32" width="160" height="212" rx="10" fill="${B}"/>` +
          `<g stroke="none"><rect x="130" y="52" width="46" height="12" rx="6" fill="${P}"/>` +
          `<rect x="214" y="52" width="42" height="6" rx="3" fill="${D}"/><rect x="226" y="64" width="30" height="6" rx="3" fill="${D}"/>` +
          [96, 116, 136]
            .map(
              (y) =>
                `<rect x="130" y="${y}" width="72" height="6" rx="3" fill="${D}"/><rect x="226" y="${y}" width="30" height="6" rx="3" fill="${D}"/>`,
            )
            .join("") +
          `<rect x="128" y="176" width="130" height="30" rx="6" fill="${T}"/><rect x="138" y="188" width="42" height="6" rx="3" fill="${P}"/>` +
          `<rect x="214" y="185" width="36" height="12" rx="6" fill="${P}"/></g>` +
          `<path d="M130 160h126" fill="none" stroke="${D}"/>` +
          `<g transform="translate(284 196)"><circle r="28" fill="${A}"/><path d="M-12 0l8 8 16-16" fill="none" stroke="${B}"/></g>`,
      ),
  );

/** A laptop guarded by a shield with a tick and a padlock beside it (IT security, backups, protection). */
export const shieldLaptop: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 248, 150) +
      ink(
        laptop(90, 70, 220, 160) +
          `<g stroke="none"><rect x="112" y="92" width="70" height="8" rx="4" fill="${D}"/><rect x="112" y="110" width="52" height="8" rx="4" fill="${T}"/>` +
          `<rect x="112" y="184" width="80" height="8" rx="4" fill="${T}"/><rect x="112" y="200" width="60" height="8" rx="4" fill="${D}"/></g>` +
          `<path d="M246 86l44 16v34c0 30-20 50-44 60-24-10-44-30-44-60v-34z" fill="${P}"/>` +
          `<path d="M228 140l12 12 24-26" fill="none" stroke="${B}" stroke-width="6"/>` +
          `<g transform="translate(40 150)"><rect y="26" width="56" height="46" rx="8" fill="${A}"/><path d="M12 26v-10a16 16 0 0 1 32 0v10" fill="none"/><circle cx="28" cy="48" r="6" fill="${B}"/></g>`,
      ) +
      sparkles([
        [330, 70],
        [318, 196],
      ]),
  );
