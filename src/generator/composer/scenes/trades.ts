/** Hands-on trades and industry: a garage lift, tyres, phone repair, home repairs, a robot arm, a conveyor. */
import { A, B, backdrop, D, ink, M, P, S, shadow, sparkles, svg, T, X } from "./shapes.js";
import type { Scene } from "./types.js";

/** A gear of `teeth` teeth around (x, y): a dashed thick ring for the teeth, a body and a hub. */
export function gear(x: number, y: number, r: number, teeth: number, fill: string): string {
  const dash = ((2 * Math.PI * r) / teeth / 2).toFixed(2);
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${fill}" stroke-width="${Math.round(r * 0.4)}" stroke-dasharray="${dash}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.35)}" fill="${B}"/>`
  );
}

/** A car (side view) whose wheels sit at y = `ground`, spanning x 80–320. */
function car(ground: number, fill: string): string {
  const g = ground;
  return (
    `<path d="M84 ${g - 8}v-26a10 10 0 0 1 10-10h26l28-32h96l36 32h26a14 14 0 0 1 14 14v22z" fill="${fill}"/>` +
    `<path d="M154 ${g - 68}h36v26h-58zM204 ${g - 68}h30l26 26h-56z" fill="${T}"/>` +
    `<circle cx="130" cy="${g - 8}" r="20" fill="${X}"/><circle cx="130" cy="${g - 8}" r="8" fill="${S}"/>` +
    `<circle cx="274" cy="${g - 8}" r="20" fill="${X}"/><circle cx="274" cy="${g - 8}" r="8" fill="${S}"/>` +
    `<rect x="300" y="${g - 40}" width="14" height="8" rx="3" fill="${B}"/>`
  );
}

/** A car raised on a two-post lift in a garage. */
export const carLift: Scene = () =>
  svg(
    backdrop(0, [200, 50, 24]) +
      shadow(200, 250, 170) +
      ink(
        `<rect x="46" y="60" width="18" height="190" rx="3" fill="${S}"/><rect x="336" y="60" width="18" height="190" rx="3" fill="${S}"/>` +
          `<path d="M40 250h320" fill="none"/>` +
          car(188, P) +
          `<path d="M64 184h60M336 184h-60" fill="none" stroke="${A}" stroke-width="8"/>` +
          `<path d="M160 214l-8 36M240 214l8 36" fill="none" stroke="${M}" stroke-dasharray="4 6"/>`,
      ),
  );

/** A tyre with a crossed wrench and spanner (garage, servicing). */
export const tyreWrench: Scene = () =>
  svg(
    backdrop(1) +
      shadow(170, 254, 90) +
      ink(
        `<circle cx="170" cy="160" r="86" fill="${X}"/><circle cx="170" cy="160" r="52" fill="${S}"/><circle cx="170" cy="160" r="18" fill="${P}"/>` +
          `<path d="M170 108v34M170 178v34M118 160h34M188 160h34" fill="none" stroke="${D}" stroke-width="6"/>` +
          `<path d="M96 118a86 86 0 0 1 30-38M244 202a86 86 0 0 1-30 38" fill="none" stroke="${M}"/>` +
          `<g transform="rotate(45 300 170)"><rect x="290" y="100" width="20" height="120" rx="8" fill="${A}"/><path d="M282 90a22 22 0 1 1 36 0l-8-16h-20z" fill="${A}"/></g>` +
          `<g transform="rotate(-45 300 170)"><rect x="292" y="110" width="16" height="110" rx="6" fill="${P}"/><path d="M284 108h32l-4 14h-24z" fill="${P}"/></g>`,
      ),
  );

/** A phone with a cracked screen, a screwdriver and small parts laid out for repair. */
export const phoneRepair: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 252, 150) +
      ink(
        `<rect x="116" y="46" width="110" height="200" rx="20" fill="${S}"/><rect x="124" y="58" width="94" height="176" rx="12" fill="${T}"/>` +
          `<path d="M150 90l24 30-12 20 28 34-8 28M174 120l22-8M162 140l-20 14" fill="none" stroke="${B}"/><path d="M160 52h22" fill="none"/>` +
          `<g transform="rotate(35 290 150)"><rect x="272" y="60" width="36" height="76" rx="12" fill="${P}"/><path d="M284 74v48M296 74v48" fill="none" stroke="${B}" opacity=".6"/><path d="M290 136v78M284 214h12" fill="none" stroke-width="6"/></g>` +
          `<g fill="${A}"><circle cx="270" cy="228" r="8"/><circle cx="296" cy="238" r="8"/><circle cx="86" cy="214" r="8"/></g>` +
          `<path d="M266 228h8M292 238h8M82 214h8" fill="none"/>` +
          `<rect x="60" y="116" width="40" height="40" rx="4" fill="${P}"/><path d="M68 116v-8M80 116v-8M92 116v-8M68 164v-8M80 164v-8M92 164v-8" fill="none"/><rect x="70" y="126" width="20" height="20" rx="2" fill="${B}"/>`,
      ),
  );

/** An open toolbox with a wrench sticking out and a paint roller leaning on it (home services). */
export const toolboxRoller: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 252, 160) +
      ink(
        `<g transform="translate(128 78) rotate(-20)"><rect x="-8" y="16" width="16" height="96" rx="6" fill="${S}"/><path d="M-8-20a22 22 0 1 0 16 0V-4H-8z" fill="${S}"/></g>` +
          `<path d="M80 150h200v92a6 6 0 0 1-6 6H86a6 6 0 0 1-6-6z" fill="${P}"/><path d="M70 150h220l-10-24H80z" fill="${A}"/>` +
          `<path d="M150 126v-20h60v20" fill="none" stroke-width="6"/><rect x="164" y="170" width="32" height="20" rx="4" fill="${B}"/>` +
          `<path d="M332 248V160h-30v-24" fill="none" stroke-width="6"/><rect x="262" y="96" width="88" height="40" rx="10" fill="${A}"/>` +
          `<path d="M272 136v22M290 136v14" fill="none" stroke="${A}" stroke-width="6"/><rect x="324" y="210" width="16" height="40" rx="6" fill="${X}"/>`,
      ),
  );

/** A step ladder, a paint can with a dripping brush and a stroke of fresh paint on the wall. */
export const paintLadder: Scene = () =>
  svg(
    backdrop(1, [320, 70, 30]) +
      shadow(200, 252, 160) +
      ink(
        `<path d="M70 90h170v50c-10 0-10 20-20 20s-10-16-20-16-10 24-20 24-10-28-20-28-10 10-20 10-10-18-20-18-10 14-20 14-10-14-20-14z" fill="${A}" stroke="none"/>` +
          `<path d="M220 250l40-190 40 190M232 196h56M242 146h36M252 100h16" fill="none" stroke-width="6"/><path d="M260 60l50 190" fill="none" stroke="${M}" stroke-width="6"/>` +
          `<path d="M90 186h80v56a8 8 0 0 1-8 8H98a8 8 0 0 1-8-8z" fill="${P}"/><ellipse cx="130" cy="186" rx="40" ry="10" fill="${A}"/><path d="M94 196c4 10 14 4 14 20" fill="none" stroke="${A}" stroke-width="6"/>` +
          `<path d="M92 186c0-30 76-30 76 0" fill="none"/>` +
          `<g transform="rotate(20 180 150)"><rect x="170" y="96" width="16" height="60" rx="6" fill="${S}"/><path d="M166 156h24v24h-24z" fill="${A}"/></g>`,
      ),
  );

/** A robot arm on its base with a gripper, big gears turning behind it (industrial machinery). */
export const robotArm: Scene = () =>
  svg(
    backdrop(2) +
      shadow(190, 250, 130) +
      ink(
        gear(312, 78, 32, 10, A) +
          gear(92, 92, 22, 8, T) +
          `<path d="M40 250h320" fill="none"/><path d="M110 250l10-30h70l10 30z" fill="${P}"/>` +
          `<path d="M155 214l-15-94 110 20" fill="none" stroke-width="32"/><path d="M155 214l-15-94 110 20" fill="none" stroke="${P}" stroke-width="26"/>` +
          `<circle cx="155" cy="214" r="16" fill="${S}"/><circle cx="140" cy="120" r="16" fill="${S}"/><circle cx="250" cy="140" r="12" fill="${S}"/>` +
          `<path d="M240 152l-8 22 8 12M260 152l8 22-8 12" fill="none" stroke-width="6"/>` +
          `<rect x="220" y="200" width="60" height="50" rx="4" fill="${B}"/><path d="M242 200v16h16v-16" fill="none" stroke="${D}"/>`,
      ),
  );

/** Boxes travelling on a conveyor belt under a gantry (factories, production). */
export const conveyorBoxes: Scene = () => {
  let rollers = "";
  for (let x = 80; x <= 320; x += 40) rollers += `<circle cx="${x}" cy="206" r="9" fill="${S}"/>`;
  const box = (x: number, w: number, h: number, fill: string) =>
    `<rect x="${x}" y="${192 - h}" width="${w}" height="${h}" rx="3" fill="${fill}"/><path d="M${x + w / 2 - 8} ${192 - h}v${h / 2.4}h16v-${h / 2.4}" fill="none"/>`;
  return svg(
    backdrop(0) +
      ink(
        `<rect x="56" y="192" width="288" height="28" rx="14" fill="${X}"/>` +
          rollers +
          `<path d="M80 220v30M320 220v30M40 250h320" fill="none"/>` +
          box(86, 62, 52, A) +
          box(170, 70, 64, P) +
          box(262, 52, 44, A) +
          `<path d="M150 60h150M166 60v40M286 60v40" fill="none" stroke-width="6"/><path d="M194 100h28l-4 12h-20z" fill="${T}"/>` +
          sparkles([[120, 100]]),
      ),
  );
};
