/** Health, body and care: clinic, dentist, salon, gym, yoga, pets and charity. */
import { A, B, backdrop, D, ink, leaf, M, P, S, shadow, sparkles, svg, T, X } from "./shapes.js";
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
          `<path d="M346 246l-28-110c-2-10 6-16 12-10" fill="none" stroke-width="6" stroke="${M}"/>` +
          sparkles(
            [
              [96, 60],
              [236, 60],
              [84, 160],
            ],
            P,
          ),
      ),
  );

/** Hairdressing: open scissors, a comb and a hand mirror. */
export const salonTools: Scene = () => {
  const half = (fill: string) =>
    `<g transform="rotate(${fill === P ? 12 : -12})"><path d="M-6 4C-9-40-6-80 0-104 8-80 9-40 6 4z" fill="${B}"/><path d="M0 4v26" fill="none"/><circle cy="50" r="20" fill="${fill}"/><circle cy="50" r="9" fill="${B}"/></g>`;
  let teeth = "";
  for (let x = 98; x <= 220; x += 9) teeth += `M${x} 240v16`;
  return svg(
    backdrop(2) +
      shadow(200, 262, 140) +
      ink(
        `<g transform="translate(166 118) rotate(30)">${half(P)}${half(A)}<circle r="5" fill="${S}"/></g>` +
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
        `<path d="M96 252h200l-30-64H128z" fill="${P}"/><path d="M112 236h168" fill="none" stroke="${B}" opacity=".5"/>` +
          `<rect x="118" y="166" width="156" height="30" rx="15" fill="${P}"/><ellipse cx="268" cy="181" rx="8" ry="14" fill="${B}"/><path d="M268 181a3 4 0 1 1 3 4" fill="none"/>` +
          `<rect x="300" y="218" width="54" height="32" rx="4" fill="${A}"/><rect x="360" y="176" width="20" height="74" rx="8" fill="${T}"/><rect x="363" y="166" width="14" height="12" rx="3" fill="${A}"/>` +
          `<path d="M36 252h52l-6-42H42z" fill="${S}"/>` +
          leaf(62, 208, 80, -100) +
          leaf(60, 210, 70, -140) +
          leaf(64, 210, 66, -56),
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
          `<path d="M92 192c28-6 48-12 68-16l24-26c8-8 22 0 16 10l-14 24h100c14 0 20-12 28-18 8-6 18 4 12 12-8 18-26 36-46 36h-70c-30 12-80 18-118 18z" fill="${S}"/>` +
          `<path d="M196 200h84M204 214h64" fill="none"/>` +
          heart(244, 138, 100, P) +
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

/** A toothbrush with paste on its bristles and a tube of toothpaste (dental care). */
export const toothbrush: Scene = () => {
  let bristles = "";
  for (let x = 222; x <= 290; x += 10) bristles += `M${x} 116v-28`;
  return svg(
    backdrop(2, [80, 220, 34]) +
      shadow(200, 252, 150) +
      ink(
        `<g transform="rotate(-20 200 130)"><rect x="80" y="116" width="230" height="22" rx="11" fill="${P}"/><rect x="214" y="84" width="86" height="32" rx="4" fill="${B}"/>` +
          `<path d="${bristles}" fill="none" stroke="${D}"/><path d="M216 80c10-16 22 4 34-8s22 4 40-6v14h-74z" fill="${A}"/></g>` +
          `<path d="M90 236h150l20-14v-30l-20-14H90z" fill="${A}"/><rect x="260" y="196" width="30" height="22" rx="3" fill="${S}"/><path d="M110 190v36" fill="none" stroke="${B}"/>` +
          sparkles([
            [300, 60],
            [330, 150],
          ]) +
          heart(170, 204, 30, B),
      ),
  );
};

/** A hair dryer blowing air, with a round brush beside it (salon, styling). */
export const hairDryer: Scene = () =>
  svg(
    backdrop(0) +
      shadow(190, 252, 130) +
      ink(
        `<path d="M160 156l-16 86h36l10-80z" fill="${A}"/>` +
          `<path d="M148 98h110v56H148z" fill="${P}"/><rect x="254" y="90" width="24" height="72" rx="6" fill="${S}"/>` +
          `<circle cx="150" cy="126" r="48" fill="${P}"/><circle cx="150" cy="126" r="22" fill="${T}"/><path d="M136 126h28M150 112v28" fill="none" stroke="${P}"/>` +
          `<path d="M296 104h40M296 126h56M296 148h40" fill="none" stroke="${M}" stroke-dasharray="10 8"/>` +
          `<rect x="290" y="180" width="18" height="70" rx="6" fill="${A}" transform="rotate(20 300 215)"/>` +
          `<rect x="258" y="186" width="40" height="30" rx="12" fill="${S}" transform="rotate(20 278 200)"/>`,
      ),
  );

/** A stopwatch and a sports bottle with a towel (training, fitness classes). */
export const stopwatchBottle: Scene = () => {
  let ticks = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    ticks += `M${(160 + Math.sin(a) * 52).toFixed(0)} ${(160 - Math.cos(a) * 52).toFixed(0)}L${(160 + Math.sin(a) * 60).toFixed(0)} ${(160 - Math.cos(a) * 60).toFixed(0)}`;
  }
  return svg(
    backdrop(1) +
      shadow(210, 252, 150) +
      ink(
        `<rect x="148" y="64" width="24" height="18" rx="4" fill="${A}"/><path d="M212 96l14-14" fill="none" stroke-width="8"/>` +
          `<circle cx="160" cy="160" r="76" fill="${P}"/><circle cx="160" cy="160" r="64" fill="${B}"/>` +
          `<path d="${ticks}" fill="none" stroke="${D}"/><path d="M160 160V112M160 160l26 18" fill="none"/><circle cx="160" cy="160" r="6" fill="${A}"/>` +
          `<path d="M262 250v-96c0-10 8-14 8-24h36c0 10 8 14 8 24v96z" fill="${A}"/><rect x="272" y="112" width="32" height="18" rx="4" fill="${S}"/><path d="M288 112V96h12" fill="none"/>` +
          `<path d="M262 190h52" fill="none" stroke="${B}" opacity=".6"/><path d="M232 250l8-30h80l8 30z" fill="${T}"/>`,
      ),
  );
};

/** A glass jar of coins with a heart on it and one more coin dropping in (donations, fundraising). */
export const donationJar: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 252, 100) +
      ink(
        `<rect x="146" y="86" width="108" height="22" rx="6" fill="${P}"/>` +
          `<path d="M150 108h100v16c18 14 20 30 20 46v68a12 12 0 0 1-12 12h-116a12 12 0 0 1-12-12v-68c0-16 2-32 20-46z" fill="${T}"/>` +
          `<g fill="${A}"><ellipse cx="170" cy="232" rx="22" ry="8"/><ellipse cx="224" cy="232" rx="22" ry="8"/><ellipse cx="196" cy="220" rx="22" ry="8"/><ellipse cx="180" cy="206" rx="22" ry="8"/><ellipse cx="228" cy="210" rx="22" ry="8"/></g>` +
          heart(200, 160, 52, P) +
          `<circle cx="200" cy="52" r="18" fill="${A}"/><path d="M186 22l-6-8M214 22l6-8" fill="none" stroke="${M}"/>`,
      ),
  );

/** A dog's kennel with a bone and paw prints in front (pet care, boarding). */
export const kennelBone: Scene = () => {
  const paw = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="9" ry="7"/><circle cx="${x - 10}" cy="${y - 10}" r="4"/><circle cx="${x - 3}" cy="${y - 15}" r="4"/><circle cx="${x + 5}" cy="${y - 15}" r="4"/><circle cx="${x + 11}" cy="${y - 10}" r="4"/>`;
  return svg(
    backdrop(0) +
      shadow(180, 246, 120) +
      ink(
        `<path d="M90 240v-100l80-60 80 60v100z" fill="${P}"/><path d="M76 150l94-76 94 76" fill="none" stroke="${A}" stroke-width="14"/>` +
          `<path d="M136 240v-50a34 34 0 0 1 68 0v50z" fill="${X}"/><path d="M40 240h320" fill="none"/>` +
          `<path d="M262 226h56M262 226a8 8 0 1 1-4-12 8 8 0 1 1 10-2M318 226a8 8 0 1 0 4-12 8 8 0 1 0-10-2" fill="${B}"/><rect x="262" y="214" width="56" height="12" rx="6" fill="${B}" stroke="none"/>` +
          `<g fill="${A}" stroke="none">${paw(300, 120)}${paw(330, 160)}</g>`,
      ),
  );
};

/** A climbing wall with coloured holds, a rope down it and a chalk bag (bouldering and climbing gyms). */
export const climbingWall: Scene = () =>
  svg(
    backdrop(1, [320, 64, 30]) +
      shadow(200, 252, 150) +
      ink(
        `<path d="M110 250l40-200h160l-24 200z" fill="${S}"/>` +
          `<ellipse cx="186" cy="92" rx="12" ry="9" fill="${P}"/><ellipse cx="246" cy="112" rx="14" ry="10" fill="${A}"/>` +
          `<ellipse cx="168" cy="154" rx="13" ry="9" fill="${A}"/><ellipse cx="226" cy="172" rx="12" ry="9" fill="${P}"/>` +
          `<ellipse cx="266" cy="204" rx="13" ry="9" fill="${P}"/><ellipse cx="182" cy="218" rx="12" ry="8" fill="${A}"/>` +
          `<ellipse cx="270" cy="72" rx="11" ry="8" fill="${P}"/>` +
          `<path d="M296 50c-26 40 8 80-18 120s8 56-10 80" fill="none" stroke="${P}" stroke-width="4"/>` +
          `<path d="M56 208h42v30a8 8 0 0 1-8 8H64a8 8 0 0 1-8-8z" fill="${A}"/><path d="M56 208c6-9 36-9 42 0" fill="#fff"/>`,
      ),
  );
