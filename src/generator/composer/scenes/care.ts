/** Health, body and care: clinic, dentist, salon, gym, yoga, pets and charity. */
import { A, B, backdrop, D, ink, leaf, P, S, shadow, sparkles, svg, T, X } from "./shapes.js";
import type { Scene } from "./types.js";

/** A heart centred on (x, y), `s` units wide. */
export function heart(x: number, y: number, s: number, fill: string): string {
  const k = s / 116;
  return `<path transform="translate(${x} ${y}) scale(${k})" d="M0 44C-40 16-58-8-58-30a30 30 0 0 1 58-10 30 30 0 0 1 58 10C58-8 40 16 0 44z" fill="${fill}"/>`;
}

/** A clipboard with a medical cross and a stethoscope beside it. */
export const stethoscopeClipboard: Scene = () =>
  svg(
    backdrop(0) +
      shadow(190, 252, 140) +
      ink(
        `<rect x="90" y="58" width="140" height="186" rx="12" fill="${P}"/><rect x="104" y="76" width="112" height="156" rx="4" fill="${B}"/>` +
          `<rect x="132" y="48" width="56" height="22" rx="8" fill="${S}"/>` +
          `<path d="M150 96h20v16h16v20h-16v16h-20v-16h-16v-20h16z" fill="${A}"/>` +
          `<path d="M122 174h76M122 192h60M122 210h70" fill="none" stroke="${D}"/>` +
          `<path d="M268 60v42c0 30 48 30 48 0V60" fill="none" stroke-width="8" stroke="${P}"/>` +
          `<path d="M292 128c0 70-60 40-68 98" fill="none" stroke-width="8" stroke="${P}"/>` +
          `<circle cx="268" cy="58" r="7" fill="${S}"/><circle cx="316" cy="58" r="7" fill="${S}"/>` +
          `<circle cx="226" cy="230" r="20" fill="${S}"/><circle cx="226" cy="230" r="10" fill="${A}"/>`,
      ),
  );

/** A shining tooth with a dental mirror and probe. */
export const toothMirror: Scene = () =>
  svg(
    backdrop(1, [320, 220, 34]) +
      shadow(170, 256, 80) +
      ink(
        `<path d="M142 70c-32 0-48 26-42 58 4 28 16 38 20 78 2 22 24 26 30 4l10-42c3-10 16-10 19 0l10 42c6 22 28 18 30-4 4-40 16-50 20-78 6-32-10-58-42-58-16 0-20 10-33 10s-17-10-33-10z" fill="${B}"/>` +
          `<path d="M122 110c0-14 8-22 20-24" fill="none" stroke="${A}"/>` +
          `<path d="M318 250l-44-124" fill="none" stroke-width="8" stroke="${P}"/><circle cx="268" cy="108" r="22" fill="${S}"/><circle cx="268" cy="108" r="14" fill="${A}"/>` +
          `<path d="M346 246l-28-110c-2-10 6-16 12-10" fill="none" stroke-width="6" stroke="${D}"/>` +
          sparkles(
            [
              [96, 60],
              [236, 60],
              [230, 170],
            ],
            P,
          ),
      ),
  );

/** Hairdressing: open scissors, a comb and a hand mirror. */
export const salonTools: Scene = () => {
  const half = (fill: string) =>
    `<path d="M-4 6L-12-100c14 8 20 56 16 106z" fill="${B}"/><path d="M-4 6l-8 28" fill="none"/><circle cx="-16" cy="50" r="16" fill="${fill}"/><circle cx="-16" cy="50" r="7" fill="${B}"/>`;
  let teeth = "";
  for (let x = 98; x <= 220; x += 9) teeth += `M${x} 240v16`;
  return svg(
    backdrop(2) +
      shadow(200, 262, 140) +
      ink(
        `<g transform="translate(150 136) rotate(-24)">${half(P)}<g transform="scale(-1 1)">${half(A)}</g><circle r="4" fill="${S}"/></g>` +
          `<rect x="90" y="222" width="140" height="20" rx="6" fill="${A}"/><path d="${teeth}" fill="none"/>` +
          `<rect x="290" y="176" width="18" height="80" rx="8" fill="${P}"/>` +
          `<ellipse cx="299" cy="118" rx="50" ry="62" fill="${P}"/><ellipse cx="299" cy="118" rx="38" ry="50" fill="${T}"/>` +
          `<path d="M280 96l18-18M282 118l30-30" fill="none" stroke="${B}"/>`,
      ),
  );
};

/** Two dumbbells and a kettlebell on the gym floor. */
export const dumbbells: Scene = () => {
  const bell = (y: number, fill: string) =>
    `<rect x="92" y="${y - 4}" width="116" height="8" rx="4" fill="${S}"/>` +
    `<rect x="76" y="${y - 26}" width="22" height="52" rx="6" fill="${fill}"/><rect x="62" y="${y - 18}" width="16" height="36" rx="5" fill="${fill}"/>` +
    `<rect x="202" y="${y - 26}" width="22" height="52" rx="6" fill="${fill}"/><rect x="222" y="${y - 18}" width="16" height="36" rx="5" fill="${fill}"/>`;
  return svg(
    backdrop(0, [84, 70, 34]) +
      shadow(200, 250, 160) +
      ink(
        bell(222, P) +
          bell(168, A) +
          `<path d="M262 166c-10-64 84-64 74 0h-18c6-38-44-38-38 0z" fill="${P}"/>` +
          `<path d="M260 232c-20-12-20-60 8-74h62c28 14 28 62 8 74z" fill="${P}"/>` +
          `<path d="M280 178c-6 10-6 26 0 36" fill="none" stroke="${B}" opacity=".7"/><path d="M40 248h320" fill="none"/>`,
      ),
  );
};

/** A yoga mat half rolled out, a block, a water bottle and a big potted plant. */
export const yogaMat: Scene = () =>
  svg(
    backdrop(1) +
      shadow(210, 248, 150) +
      ink(
        `<path d="M84 226l196 0 20 16H100z" fill="${P}"/>` +
          `<circle cx="300" cy="214" r="28" fill="${P}"/><circle cx="300" cy="214" r="16" fill="none" stroke="${B}"/><circle cx="300" cy="214" r="6" fill="${B}"/>` +
          `<rect x="150" y="196" width="60" height="30" rx="4" fill="${A}"/>` +
          `<rect x="232" y="170" width="22" height="56" rx="8" fill="${T}"/><rect x="236" y="160" width="14" height="12" rx="3" fill="${A}"/>` +
          `<path d="M62 248h56l-6-46H68z" fill="${S}"/>` +
          leaf(90, 200, 90, -100) +
          leaf(88, 202, 80, -140) +
          leaf(92, 202, 76, -56) +
          leaf(88, 200, 56, -170),
      ),
  );

/** A lotus flower on calm water, a sun behind it (coaching, wellbeing). */
export const lotus: Scene = () =>
  svg(
    backdrop(2, [200, 104, 56]) +
      ink(
        `<path d="M100 220c40 10 160 10 200 0M130 246c30 6 110 6 140 0" fill="none" stroke="${A}"/>` +
          `<path d="M200 210c-60 0-96-30-106-62 34-2 80 14 106 62zM200 210c60 0 96-30 106-62-34-2-80 14-106 62z" fill="${T}"/>` +
          `<path d="M200 210c-44-10-64-54-56-94 30 14 54 46 56 94zM200 210c44-10 64-54 56-94-30 14-54 46-56 94z" fill="${A}"/>` +
          `<path d="M200 210c-26-20-30-70 0-112 30 42 26 92 0 112z" fill="${P}"/>`,
      ),
  );

/** A dog and a cat sitting side by side behind a food bowl. */
export const dogCatBowl: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 250, 150) +
      ink(
        `<path d="M84 248c0-62 18-98 46-98s46 36 46 98z" fill="${P}"/><circle cx="130" cy="122" r="38" fill="${P}"/>` +
          `<path d="M96 96c-16 6-20 40-6 52 12-6 16-34 6-52zM164 96c16 6 20 40 6 52-12-6-16-34-6-52z" fill="${A}"/>` +
          `<ellipse cx="130" cy="140" rx="18" ry="14" fill="${B}"/><ellipse cx="130" cy="133" rx="6" ry="4" fill="${X}"/>` +
          `<path d="M294 236c34 0 44-34 22-54" fill="none" stroke-width="10" stroke="${A}"/>` +
          `<path d="M230 248c0-54 12-86 36-86s36 32 36 86z" fill="${A}"/><circle cx="266" cy="136" r="32" fill="${A}"/>` +
          `<path d="M240 120l2-40 24 22zM292 120l-2-40-24 22z" fill="${A}"/><path d="M262 142h8l-4 5z" fill="${X}"/>` +
          `<path d="M246 148l-22-4M246 154l-22 4M286 148l22-4M286 154l22 4" fill="none"/>` +
          `<g fill="${X}" stroke="none"><circle cx="116" cy="116" r="5"/><circle cx="144" cy="116" r="5"/><circle cx="254" cy="130" r="4"/><circle cx="278" cy="130" r="4"/></g>` +
          `<path d="M160 226h80l-8 24h-64z" fill="${S}"/><path d="M168 226c8-10 56-10 64 0" fill="${T}"/>`,
      ),
  );

/** An open hand holding up a heart, smaller hearts rising (charity, giving). */
export const heartHands: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 258, 150) +
      ink(
        `<rect x="46" y="184" width="46" height="58" rx="6" fill="${A}"/>` +
          `<path d="M92 190c24-4 44-14 62-12l28-22c10-8 22 4 14 14l-14 18h112c14 0 14 20 0 20h-20c12 0 12 20 0 20H202c-20 10-70 14-110 12z" fill="${S}"/>` +
          `<path d="M210 208h80M200 228h70" fill="none"/>` +
          heart(220, 110, 110, P) +
          heart(300, 70, 40, A) +
          heart(136, 82, 30, A),
      ),
  );

/** A pill bottle, capsules and a heart-rate line (clinic, pharmacy, health). */
export const healthPulse: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 250, 140) +
      ink(
        `<path d="M50 140h70l20-40 30 90 24-60 16 10h140" fill="none" stroke="${P}" stroke-width="6"/>` +
          `<rect x="96" y="168" width="70" height="80" rx="8" fill="${A}"/><rect x="90" y="152" width="82" height="22" rx="6" fill="${S}"/><rect x="108" y="192" width="46" height="34" rx="4" fill="${B}"/>` +
          `<path d="M122 209h18M131 200v18" fill="none" stroke="${P}"/>` +
          `<g transform="rotate(-30 250 220)"><rect x="210" y="206" width="80" height="30" rx="15" fill="${B}"/><path d="M250 206h25a15 15 0 0 1 0 30h-25z" fill="${P}"/></g>` +
          `<circle cx="318" cy="226" r="18" fill="${T}"/><path d="M306 226h24" fill="none"/>` +
          heart(300, 70, 50, A),
      ),
  );
