/** Desk work and professions: a moodboard, a flip chart and handshake, accounts, law, a freelancer's desk, a camera. */
import { A, B, backdrop, D, ink, leaf, M, P, S, shadow, sparkles, svg, T, X } from "./shapes.js";
import type { Scene } from "./types.js";

/** A small landscape picture (hills and sun) filling a w×h frame at (x, y). */
function picture(x: number, y: number, w: number, h: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${T}"/>` +
    `<path d="M${x} ${y + h * 0.8}l${w * 0.3}-${h * 0.35} ${w * 0.2} ${h * 0.2} ${w * 0.2}-${h * 0.3} ${w * 0.3} ${h * 0.45}v${h * 0.2}H${x}z" fill="${A}" stroke-linejoin="round"/>` +
    `<circle cx="${x + w * 0.72}" cy="${y + h * 0.3}" r="${Math.round(h * 0.12)}" fill="${P}" stroke="none"/>`
  );
}

/** A designer's moodboard: pinned swatches, a picture, a sketch, and a pen lying across it. */
export const moodboard: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 254, 150) +
      ink(
        `<rect x="70" y="48" width="260" height="196" rx="12" fill="${S}"/>` +
          `<g transform="rotate(-4 140 110)">${picture(92, 70, 96, 72)}</g>` +
          `<rect x="208" y="66" width="34" height="34" rx="6" fill="${P}"/><rect x="250" y="66" width="34" height="34" rx="6" fill="${A}"/><rect x="292" y="66" width="22" height="34" rx="6" fill="${T}"/>` +
          `<rect x="210" y="116" width="104" height="110" rx="6" fill="${B}"/><path d="M224 200c16-50 40-60 56-30s20 10 22-40" fill="none" stroke="${P}"/><circle cx="244" cy="150" r="14" fill="none" stroke="${M}"/>` +
          `<rect x="90" y="166" width="100" height="60" rx="6" fill="${B}"/><path d="M102 184h70M102 198h54M102 212h62" fill="none" stroke="${D}"/>` +
          `<circle cx="140" cy="64" r="5" fill="${A}"/><circle cx="262" cy="116" r="5" fill="${P}"/>` +
          `<g transform="rotate(35 300 220)"><rect x="250" y="212" width="110" height="16" rx="4" fill="${P}"/><path d="M360 212l22 8-22 8z" fill="${B}"/><rect x="240" y="212" width="14" height="16" rx="3" fill="${A}"/></g>`,
      ),
  );

/** A presenter pointing at a flip chart with a rising chart on an easel (consultancy, training). */
export const flipchartPresenter: Scene = () =>
  svg(
    backdrop(1, [330, 64, 32]) +
      shadow(200, 252, 160) +
      ink(
        `<path d="M80 250l40-80M200 250l-40-80M140 170v84" fill="none"/>` +
          `<rect x="70" y="52" width="140" height="124" rx="6" fill="${B}"/><rect x="62" y="44" width="156" height="14" rx="7" fill="${P}"/>` +
          `<g fill="${T}"><rect x="88" y="130" width="18" height="30"/><rect x="114" y="114" width="18" height="46"/><rect x="140" y="100" width="18" height="60"/></g>` +
          `<path d="M88 110l28-18 22 10 34-28" fill="none" stroke="${A}"/><path d="M160 74h14v14" fill="none" stroke="${A}"/>` +
          `<path d="M300 172l-40-34" fill="none" stroke="${A}" stroke-width="12"/><path d="M258 136l-52-30" fill="none"/>` +
          `<path d="M294 252v-78a26 26 0 0 1 52 0v78z" fill="${A}"/><path d="M320 252v-40" fill="none" stroke="${B}"/>` +
          `<circle cx="320" cy="128" r="19" fill="#fff"/><path d="M301 124a19 19 0 0 1 38 0c-8-6-26-6-38 0z" fill="${P}"/>` +
          sparkles([[350, 140]]),
      ),
  );

/** A calculator (blank display) on a stack of documents, one with a pie chart, and a pen. */
export const calculatorDocuments: Scene = () => {
  let keys = "";
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      keys += `<rect x="${228 + c * 26}" y="${128 + r * 24}" width="18" height="16" rx="4" fill="${r === 3 && c === 2 ? A : B}"/>`;
  return svg(
    backdrop(2) +
      shadow(200, 250, 150) +
      ink(
        `<rect x="70" y="70" width="130" height="166" rx="6" fill="${S}" transform="rotate(-8 135 153)"/>` +
          `<rect x="92" y="60" width="130" height="170" rx="6" fill="${B}"/>` +
          `<path d="M150 124V94a30 30 0 0 1 30 30z" fill="${A}"/><path d="M146 128h-30a30 30 0 1 0 30-30z" fill="${T}"/>` +
          `<path d="M108 178h96M108 194h80M108 210h90" fill="none" stroke="${D}"/>` +
          `<rect x="214" y="80" width="96" height="150" rx="12" fill="${P}"/><rect x="226" y="92" width="72" height="26" rx="4" fill="${T}"/>` +
          keys +
          `<g transform="rotate(-40 310 230)"><rect x="270" y="224" width="96" height="12" rx="4" fill="${A}"/><path d="M366 224l16 6-16 6z" fill="${B}"/></g>`,
      ),
  );
};

/** Scales of justice on a pillar, with a stack of books beside them. */
export const scalesJustice: Scene = () =>
  svg(
    backdrop(0, [70, 64, 30]) +
      shadow(210, 248, 150) +
      ink(
        `<path d="M230 70v160M150 90h160M150 90l-26 62M150 90l26 62M310 90l-26 62M310 90l26 62" fill="none"/>` +
          `<path d="M122 152h56a28 16 0 0 1-56 0zM282 152h56a28 16 0 0 1-56 0z" fill="${A}"/>` +
          `<path d="M200 240c0-14 14-20 30-20s30 6 30 20z" fill="${P}"/><circle cx="230" cy="70" r="9" fill="${P}"/>` +
          `<rect x="60" y="214" width="80" height="26" rx="4" fill="${P}"/><rect x="70" y="190" width="74" height="24" rx="4" fill="${S}"/><rect x="64" y="166" width="70" height="24" rx="4" fill="${A}"/>` +
          `<path d="M128 220v14M134 196v12M124 172v12" fill="none" stroke="${B}"/><path d="M40 248h320" fill="none"/>`,
      ),
  );

/** A freelancer's desk: laptop with sketches, a sketchbook and pencil, a mug and a potted plant. */
export const freelancerDesk: Scene = () =>
  svg(
    backdrop(1) +
      ink(
        `<path d="M40 232h320M70 232v30M330 232v30" fill="none"/>` +
          `<rect x="120" y="112" width="130" height="90" rx="8" fill="${S}"/><rect x="128" y="120" width="114" height="74" rx="3" fill="${B}"/>` +
          `<path d="M104 202h162l-8 10H112z" fill="${S}"/>` +
          `<path d="M140 176c10-30 24-40 36-20s22 10 30-24" fill="none" stroke="${P}"/><circle cx="220" cy="140" r="10" fill="${A}" stroke="none"/>` +
          `<rect x="190" y="214" width="90" height="18" rx="3" fill="${B}" transform="rotate(-4 235 223)"/><path d="M206 222c10-6 22 4 34-2" fill="none" stroke="${M}"/>` +
          `<path d="M280 194l40-24" fill="none" stroke="${P}" stroke-width="6"/>` +
          `<path d="M78 196h32v30a6 6 0 0 1-6 6H84a6 6 0 0 1-6-6z" fill="${A}"/><path d="M110 204a8 8 0 0 1 0 16" fill="none"/>` +
          `<path d="M302 232h40l-6-34h-28z" fill="${P}"/>` +
          leaf(322, 198, 50, -110) +
          leaf(322, 198, 44, -50) +
          leaf(320, 198, 40, -160) +
          `<path d="M86 186c-4-8 4-12 0-20M100 186c-4-8 4-12 0-20" fill="none" stroke="${M}"/>`,
      ),
  );

/** A camera with a large lens in front of two framed photographs. */
export const cameraFrames: Scene = () =>
  svg(
    backdrop(2, [330, 70, 34]) +
      shadow(200, 250, 130) +
      ink(
        `<g transform="rotate(-10 120 100)"><rect x="64" y="52" width="110" height="86" rx="4" fill="${B}"/>${picture(74, 62, 90, 66)}</g>` +
          `<g transform="rotate(8 290 100)"><rect x="236" y="56" width="104" height="80" rx="4" fill="${B}"/>${picture(246, 66, 84, 60)}</g>` +
          `<path d="M150 132l10-20h56l10 20z" fill="${S}"/>` +
          `<rect x="110" y="130" width="180" height="110" rx="16" fill="${P}"/><path d="M110 156h180" fill="none" stroke="${B}" opacity=".5"/>` +
          `<circle cx="200" cy="186" r="44" fill="${S}"/><circle cx="200" cy="186" r="30" fill="${A}"/><circle cx="200" cy="186" r="14" fill="${P}"/>` +
          `<circle cx="192" cy="178" r="5" fill="#fff" stroke="none"/><rect x="254" y="138" width="20" height="10" rx="3" fill="${T}"/><rect x="126" y="118" width="20" height="12" rx="3" fill="${A}"/>`,
      ),
  );

/** A light bulb with rays over a target and a rising arrow: ideas that hit the mark (agency, consultancy). */
export const ideaTarget: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 252, 120) +
      ink(
        `<circle cx="150" cy="178" r="66" fill="${B}"/><circle cx="150" cy="178" r="46" fill="${A}"/><circle cx="150" cy="178" r="26" fill="${B}"/><circle cx="150" cy="178" r="10" fill="${P}"/>` +
          `<path d="M150 178l70-70" fill="none"/><path d="M220 108l4-20 16 4-4 20-16-4z" fill="${P}"/>` +
          `<path d="M284 128a40 40 0 1 1 32 0v22h-32z" fill="${T}"/><rect x="284" y="150" width="32" height="16" rx="4" fill="${S}"/><path d="M292 174h16" fill="none"/>` +
          `<path d="M288 128l12-24 12 24" fill="none" stroke="${P}"/>` +
          `<path d="M300 30v-12M348 50l10-8M252 50l-10-8M362 92h12M238 92h-12" fill="none" stroke="${P}"/>`,
      ),
  );

/** A judge's gavel striking its sound block beside a closed law book. */
export const gavel: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 250, 150) +
      ink(
        `<rect x="64" y="200" width="120" height="36" rx="4" fill="${A}"/><path d="M72 212h104M72 224h104" fill="none" stroke="${B}" opacity=".6"/>` +
          `<rect x="76" y="170" width="112" height="30" rx="4" fill="${P}"/><path d="M176 178v14" fill="none" stroke="${B}"/>` +
          `<ellipse cx="270" cy="236" rx="64" ry="12" fill="${S}"/><path d="M206 236v-12h128v12" fill="${S}"/><ellipse cx="270" cy="224" rx="64" ry="12" fill="${S}"/>` +
          `<g transform="rotate(-30 270 140)"><rect x="262" y="130" width="16" height="110" rx="6" fill="${A}"/>` +
          `<rect x="226" y="90" width="88" height="44" rx="10" fill="${P}"/><path d="M246 90v44M294 90v44" fill="none" stroke="${B}"/></g>` +
          `<path d="M318 200l16-10M322 214h18M208 204l-14-8" fill="none" stroke="${M}"/>`,
      ),
  );

/** A piggy bank with a coin dropping into its slot and a small stack of coins (savings, accounts). */
export const piggyBank: Scene = () =>
  svg(
    backdrop(0) +
      shadow(196, 252, 120) +
      ink(
        `<path d="M128 230v20h24v-14M240 230v20h24v-14" fill="${P}"/>` +
          `<path d="M290 164c18-4 20-20 8-24" fill="none"/>` +
          `<ellipse cx="196" cy="180" rx="96" ry="66" fill="${P}"/><path d="M140 128l-6-32 34 18z" fill="${P}"/>` +
          `<ellipse cx="104" cy="186" rx="16" ry="22" fill="${T}"/><circle cx="100" cy="180" r="3" fill="${X}"/><circle cx="100" cy="194" r="3" fill="${X}"/>` +
          `<circle cx="146" cy="158" r="5" fill="${X}"/><path d="M176 126h46" fill="none" stroke-width="6"/>` +
          `<circle cx="200" cy="76" r="20" fill="${A}"/><circle cx="200" cy="76" r="11" fill="none" stroke="${B}"/>` +
          `<g fill="${A}"><ellipse cx="320" cy="240" rx="26" ry="8"/><ellipse cx="320" cy="228" rx="26" ry="8"/><ellipse cx="320" cy="216" rx="26" ry="8"/></g>`,
      ),
  );

/** Photographs pegged on a line to dry, each a small landscape (photography, prints). */
export const photoLine: Scene = () => {
  const print = (x: number, y: number, rot: number) =>
    `<g transform="rotate(${rot} ${x + 40} ${y})"><rect x="${x}" y="${y}" width="80" height="96" rx="3" fill="#fff"/>${picture(x + 8, y + 8, 64, 62)}` +
    `<rect x="${x + 34}" y="${y - 14}" width="12" height="26" rx="3" fill="${A}"/></g>`;
  return svg(
    backdrop(0) +
      ink(
        `<path d="M30 60c100 50 240 50 340 0" fill="none"/>` +
          print(66, 78, 6) +
          print(160, 96, -3) +
          print(254, 80, -7) +
          sparkles([[350, 200]], P),
      ),
  );
};

/** Three jigsaw pieces: two joined, the third about to fit (consultancy, solutions that fit). */
export const puzzlePieces: Scene = () =>
  svg(
    backdrop(1) +
      shadow(190, 250, 140) +
      ink(
        `<path d="M70 140h30a15 15 0 0 1 30 0h30v30a15 15 0 0 1 0 30v30H70z" fill="${P}"/>` +
          `<path d="M160 140h90v90h-90v-30a15 15 0 0 0 0-30z" fill="${A}"/>` +
          `<g transform="rotate(14 290 90)"><path d="M250 50h90v90h-30a15 15 0 0 0-30 0h-30z" fill="${P}"/></g>` +
          `<path d="M250 150l20-14M262 170l22-8" fill="none" stroke="${M}"/>` +
          sparkles([[110, 96]], A),
      ),
  );
