/** Letters and abstract compositions: a newsletter envelope with pages, a mailbox, neutral shapes. */
import { A, B, backdrop, D, ink, P, S, shadow, sparkles, svg, T } from "./shapes.js";
import type { Scene } from "./types.js";

/** An envelope with a folded newspaper rising out of it, a paper plane flying off. */
export const envelopeNews: Scene = () =>
  svg(
    backdrop(0) +
      shadow(190, 252, 140) +
      ink(
        `<rect x="110" y="50" width="160" height="150" rx="6" fill="${B}"/><rect x="126" y="66" width="128" height="20" rx="3" fill="${P}"/>` +
          `<rect x="126" y="98" width="56" height="44" rx="3" fill="${T}"/><path d="M194 102h60M194 116h60M194 130h44M126 156h128M126 170h100" fill="none" stroke="${D}"/>` +
          `<path d="M90 140l100 66 100-66v100a8 8 0 0 1-8 8H98a8 8 0 0 1-8-8z" fill="${A}"/>` +
          `<path d="M90 240l76-56M290 240l-76-56" fill="none"/>` +
          `<path d="M300 96l56-26-18 62-14-20z" fill="${S}"/><path d="M324 112l32-42" fill="none"/>` +
          `<path d="M250 110c20 0 30-10 44-14" fill="none" stroke="${P}" stroke-dasharray="6 8"/>`,
      ),
  );

/** A mailbox on a post with its flag up and letters arriving. */
export const mailbox: Scene = () =>
  svg(
    backdrop(1) +
      shadow(180, 252, 90) +
      ink(
        `<rect x="170" y="160" width="20" height="92" fill="${S}"/>` +
          `<path d="M110 170v-60a40 40 0 0 1 40-40h90v100z" fill="${P}"/><path d="M240 70a40 40 0 0 1 40 40v60h-40z" fill="${A}"/>` +
          `<path d="M240 170v-60" fill="none"/><path d="M222 106V62h34v18h-34" fill="${A}"/>` +
          `<g transform="rotate(-12 300 90)"><rect x="276" y="50" width="70" height="46" rx="4" fill="${B}"/><path d="M276 54l35 24 35-24" fill="none"/></g>` +
          `<g transform="rotate(10 90 70)"><rect x="60" y="48" width="56" height="38" rx="4" fill="${B}"/><path d="M60 52l28 18 28-18" fill="none"/></g>` +
          sparkles([[320, 190]], P),
      ),
  );

/** A calm abstract composition: an arch, a sun, a stacked stone group and a sprig (neutral, any business). */
export const abstractShapes: Scene = () =>
  svg(
    backdrop(2, [280, 80, 36]) +
      shadow(200, 250, 150) +
      ink(
        `<path d="M80 250V150a60 60 0 0 1 120 0v100z" fill="${P}"/><path d="M110 250v-96a30 30 0 0 1 60 0v96z" fill="${T}"/>` +
          `<rect x="214" y="170" width="110" height="80" rx="6" fill="${A}"/><circle cx="268" cy="140" r="30" fill="${B}"/>` +
          `<path d="M326 250a22 22 0 0 1 44 0z" fill="${P}"/>` +
          `<path d="M40 250h320" fill="none"/>`,
      ) +
      sparkles([[70, 90]], P),
  );

/** Interlocking circles, a half disc and a rising line: neutral shapes that suggest progress. */
export const abstractOrbits: Scene = () =>
  svg(
    backdrop(0, [90, 220, 30]) +
      ink(
        `<circle cx="160" cy="150" r="70" fill="${P}"/><circle cx="240" cy="150" r="70" fill="${A}" fill-opacity=".85"/>` +
          `<path d="M200 92a70 70 0 0 1 0 116 70 70 0 0 1 0-116z" fill="${T}"/>` +
          `<path d="M60 250h100a40 40 0 0 0-100 0z" fill="${S}"/>` +
          `<path d="M250 250l40-40 24 16 46-56" fill="none"/><circle cx="360" cy="170" r="6" fill="${B}"/>`,
      ) +
      sparkles(
        [
          [96, 70],
          [320, 70],
        ],
        A,
      ),
  );
