/**
 * Trades that come to your home, one drawing each so a plumber never gets a painter's ladder: a plain
 * toolbox (any trade), pipes and a wrench, a padlock and key, a bulb and plug, cleaning things, a
 * watering can.
 */
import { A, B, backdrop, ink, M, P, S, shadow, sparkles, svg, T } from "./shapes.js";
import type { Scene } from "./types.js";

/** A closed toolbox with a wrench and a screwdriver standing in it: no trade's own tool. */
export const toolbox: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 252, 160) +
      ink(
        `<g transform="translate(142 86) rotate(-18)"><rect x="-8" y="16" width="16" height="90" rx="6" fill="${S}"/><path d="M-8-20a22 22 0 1 0 16 0V-4H-8z" fill="${S}"/></g>` +
          `<g transform="rotate(16 262 120)"><rect x="250" y="62" width="24" height="50" rx="8" fill="${A}"/><path d="M262 112v40" fill="none" stroke-width="7"/></g>` +
          `<path d="M92 150h216v92a6 6 0 0 1-6 6H98a6 6 0 0 1-6-6z" fill="${P}"/><path d="M82 150h236l-10-24H92z" fill="${A}"/>` +
          `<path d="M170 126v-20h60v20" fill="none" stroke-width="6"/><rect x="184" y="172" width="32" height="20" rx="4" fill="${B}"/>` +
          `<path d="M92 206h216" fill="none" stroke="${M}" opacity=".5"/>`,
      ),
  );

/** A pipe with an elbow, a valve and a dripping end, and an adjustable wrench (plumbing, heating). */
export const pipeWrench: Scene = () =>
  svg(
    backdrop(1, [320, 64, 28]) +
      shadow(200, 252, 150) +
      ink(
        `<path d="M100 36v124a36 36 0 0 0 36 36h154" fill="none" stroke-width="36"/>` +
          `<path d="M100 36v124a36 36 0 0 0 36 36h154" fill="none" stroke="${S}" stroke-width="28"/>` +
          `<rect x="78" y="84" width="44" height="20" rx="5" fill="${A}"/><rect x="222" y="174" width="20" height="44" rx="5" fill="${A}"/>` +
          `<path d="M100 120h-34M66 104v32" fill="none" stroke-width="6"/><circle cx="60" cy="120" r="16" fill="${P}"/>` +
          `<rect x="288" y="172" width="22" height="48" rx="5" fill="${P}"/>` +
          `<path d="M300 232c-7 10-9 15-9 19a9 9 0 0 0 18 0c0-4-2-9-9-19z" fill="${T}"/>` +
          `<g transform="rotate(-32 190 110)"><rect x="150" y="100" width="118" height="20" rx="9" fill="${P}"/><path d="M266 88h30v14h-12v16h12v14h-30z" fill="${P}"/><circle cx="166" cy="110" r="4" fill="${B}"/></g>`,
      ),
  );

/** A padlock with its shackle and keyhole, and a key beside it (locksmiths, security). */
export const padlockKey: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 252, 140) +
      ink(
        `<path d="M132 132V100a48 48 0 0 1 96 0v32" fill="none" stroke-width="22"/>` +
          `<path d="M132 132V100a48 48 0 0 1 96 0v32" fill="none" stroke="${S}" stroke-width="14"/>` +
          `<rect x="108" y="128" width="144" height="118" rx="18" fill="${P}"/>` +
          `<circle cx="180" cy="178" r="14" fill="${B}"/><path d="M174 188h12l4 30h-20z" fill="${B}"/>` +
          `<g transform="rotate(28 302 170)"><circle cx="302" cy="120" r="28" fill="${A}"/><circle cx="302" cy="120" r="10" fill="${T}"/>` +
          `<rect x="295" y="146" width="14" height="92" rx="5" fill="${A}"/><path d="M309 196h16v10M309 218h12v10" fill="none" stroke-width="5"/></g>` +
          sparkles([[72, 92]]),
      ),
  );

/** A glowing light bulb and a plug on its cable (electricians). */
export const bulbPlug: Scene = () =>
  svg(
    backdrop(0, [300, 70, 26]) +
      shadow(200, 252, 140) +
      ink(
        `<path d="M176 30v-12M112 54l-10-10M240 54l10-10M98 110H82M254 110h16" fill="none" stroke="${A}" stroke-width="6"/>` +
          `<path d="M154 184c0-22-30-38-30-76a52 52 0 0 1 104 0c0 38-30 54-30 76z" fill="${T}"/>` +
          `<path d="M160 150l8 14 8-14 8 14 8-14" fill="none" stroke="${A}" stroke-width="4"/>` +
          `<rect x="152" y="184" width="48" height="34" rx="7" fill="${S}"/><path d="M152 196h48M152 207h48" fill="none"/>` +
          `<path d="M166 218h20l-4 12h-12z" fill="${P}"/>` +
          `<rect x="266" y="168" width="60" height="50" rx="10" fill="${P}"/><path d="M282 168v-24M310 168v-24" fill="none" stroke-width="8"/>` +
          `<path d="M296 218c0 26-34 30-70 32" fill="none" stroke-width="6"/>`,
      ),
  );

/** A bucket with suds, a spray bottle and a sponge (cleaning). */
export const sprayBucket: Scene = () =>
  svg(
    backdrop(1) +
      shadow(190, 252, 160) +
      ink(
        `<circle cx="120" cy="108" r="16" fill="${B}"/><circle cx="150" cy="96" r="22" fill="${B}"/><circle cx="182" cy="110" r="15" fill="${B}"/>` +
          `<path d="M84 126h148l-16 122H100z" fill="${P}"/><path d="M84 126a74 30 0 0 1 148 0" fill="none" stroke-width="4"/>` +
          `<path d="M92 168h132" fill="none" stroke="${B}" opacity=".5"/>` +
          `<path d="M262 126h44l8 122h-60z" fill="${A}"/><path d="M270 126v-28h28v28" fill="${S}"/>` +
          `<path d="M270 98h-18l-8 12M298 90h18l4 22h-22" fill="none"/>` +
          `<path d="M340 92l10-6M342 104h12M340 116l10 6" fill="none" stroke="${M}"/>` +
          `<rect x="40" y="216" width="48" height="32" rx="8" fill="${T}"/>` +
          sparkles([
            [214, 84],
            [64, 150],
          ]),
      ),
  );

/** A watering can pouring onto young plants (gardeners, landscapers). */
export const wateringCan: Scene = () =>
  svg(
    backdrop(2, [90, 64, 28]) +
      shadow(190, 252, 160) +
      ink(
        `<path d="M150 124h110v90a12 12 0 0 1-12 12h-86a12 12 0 0 1-12-12z" fill="${P}"/>` +
          `<path d="M260 140a34 34 0 0 1 0 60" fill="none" stroke-width="10"/>` +
          `<path d="M150 190L92 132" fill="none" stroke-width="14"/><path d="M150 190L92 132" fill="none" stroke="${P}" stroke-width="8"/>` +
          `<path d="M78 116l22-6 8 28-22 6z" fill="${A}"/>` +
          `<path d="M70 150v14M82 156v14M58 156v14" fill="none" stroke="${A}" stroke-width="4"/>` +
          `<path d="M40 248h120" fill="none"/><path d="M76 248v-34" fill="none"/>` +
          `<path d="M76 222c-18-2-26-12-26-24 16 0 26 8 26 24zM76 214c14-2 22-12 22-22-14 0-22 8-22 22z" fill="${T}"/>` +
          `<path d="M176 124v-16h58v16" fill="none" stroke-width="6"/>` +
          `<path d="M300 248v-40M300 226c-16 0-24-10-24-22 14 0 24 8 24 22zM300 218c12 0 20-10 20-20-12 0-20 8-20 20z" fill="${T}"/>`,
      ),
  );

/** Taped moving boxes stacked by a hand truck with one more box, an arrow to the new home (removals). */
export const movingBoxes: Scene = () =>
  svg(
    backdrop(0, [318, 66, 30]) +
      shadow(220, 252, 160) +
      ink(
        `<rect x="120" y="170" width="116" height="80" fill="${A}"/><rect x="168" y="170" width="20" height="80" fill="${S}"/>` +
          `<rect x="138" y="112" width="82" height="58" fill="${A}"/><rect x="170" y="112" width="18" height="58" fill="${S}"/>` +
          `<rect x="132" y="196" width="28" height="18" rx="3" fill="${B}"/>` +
          `<rect x="270" y="178" width="62" height="58" fill="${A}"/><rect x="292" y="178" width="18" height="58" fill="${S}"/>` +
          `<path d="M262 104v136h78" fill="none" stroke-width="6"/><circle cx="276" cy="242" r="12" fill="${P}"/>` +
          `<path d="M48 140h50m-14-14 14 14-14 14" fill="none" stroke="${P}" stroke-width="6"/>`,
      ),
  );
