/** Shops and fashion: a storefront, shopping bags, a market stall, a clothes rail, a folded shirt and tag. */
import { A, B, backdrop, D, ink, leaf, P, S, shadow, svg, T } from "./shapes.js";
import type { Scene } from "./types.js";

/** Scalloped awning stripes alternating primary and background, `count` stripes from `x`. */
function awning(x: number, y: number, count: number, width: number, depth: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = width / 2;
    out += `<path d="M${x + i * width} ${y}h${width}v${depth}a${r} ${r} 0 0 1-${width} 0z" fill="${i % 2 ? B : P}"/>`;
  }
  return out;
}

/** A shop front with a striped awning, a blank sign, a display window, a door and a potted plant. */
export const storefront: Scene = () =>
  svg(
    backdrop(0, [336, 56, 30]) +
      shadow(200, 246, 160) +
      ink(
        `<rect x="80" y="66" width="240" height="178" fill="${S}"/><rect x="126" y="76" width="148" height="26" rx="8" fill="${A}"/>` +
          awning(80, 110, 8, 30, 24) +
          `<rect x="98" y="156" width="120" height="88" rx="4" fill="${T}"/><path d="M118 176l26-14M118 196l52-30M176 226l28-16" fill="none" stroke="${B}"/>` +
          `<path d="M98 212h120" fill="none"/><rect x="240" y="156" width="60" height="88" rx="4" fill="${A}"/><circle cx="288" cy="202" r="4" fill="${B}"/>` +
          `<path d="M338 244h36l-6-30h-24z" fill="${P}"/>` +
          leaf(356, 214, 36, -120) +
          leaf(356, 214, 34, -60) +
          `<path d="M40 244h340" fill="none"/>`,
      ),
  );

/** Three shopping bags of different sizes with rope handles, one with a bow. */
export const shoppingBags: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 248, 140) +
      ink(
        `<path d="M136 110v-16a26 26 0 0 1 52 0v16" fill="none"/><path d="M104 110h116l10 134H94z" fill="${P}"/>` +
          `<path d="M232 136v-12a20 20 0 0 1 40 0v12" fill="none"/><path d="M206 136h92l8 108h-108z" fill="${A}"/>` +
          `<path d="M242 176l10 10 10-10-10-10z" fill="${B}"/><path d="M218 186h70" fill="none" stroke="${B}"/>` +
          `<path d="M116 172v-10a14 14 0 0 1 28 0v10" fill="none"/><path d="M92 172h76l6 72H86z" fill="${B}"/>` +
          `<circle cx="130" cy="206" r="12" fill="${T}"/>`,
      ),
  );

/** A market stall: striped awning on poles, crates of round produce, a hanging basket. */
export const marketStall: Scene = () => {
  const fruit = (x: number, y: number, fill: string) =>
    [0, 1, 2].map((i) => `<circle cx="${x + i * 22}" cy="${y}" r="11" fill="${fill}"/>`).join("");
  return svg(
    backdrop(2, [60, 70, 30]) +
      shadow(200, 250, 160) +
      ink(
        `<path d="M80 90v156M320 90v156" fill="none"/>` +
          `<path d="M70 96l20-40h220l20 40z" fill="${S}"/>` +
          awning(70, 96, 9, 260 / 9, 20) +
          `<rect x="70" y="190" width="260" height="56" rx="4" fill="${S}"/>` +
          fruit(102, 182, P) +
          fruit(174, 182, A) +
          fruit(246, 182, P) +
          `<path d="M92 190h72v28H92zM164 190h72v28h-72zM236 190h72v28h-72z" fill="${D}"/>` +
          leaf(124, 172, 20, -60) +
          leaf(268, 172, 20, -60) +
          `<path d="M40 246h320" fill="none"/>`,
      ),
  );
};

/** A clothes rail with hangers: a dress, a shirt and a coat, a shoe box on the floor. */
export const clothesRail: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 250, 150) +
      ink(
        `<path d="M70 248V60h260v188M56 248h40M304 248h40" fill="none"/>` +
          `<path d="M120 60v12l-16 12h32l-16-12M200 60v12l-16 12h32l-16-12M280 60v12l-16 12h32l-16-12" fill="none"/>` +
          `<path d="M104 84h32l6 30-6 4 24 92H80l24-92-6-4z" fill="${P}"/><path d="M108 118h24" fill="none" stroke="${B}"/>` +
          `<path d="M182 84h36l22 22-12 14-8-8v84h-40v-84l-8 8-12-14z" fill="${B}"/><path d="M200 86v110" fill="none"/>` +
          `<circle cx="200" cy="126" r="2" fill="${D}"/><circle cx="200" cy="150" r="2" fill="${D}"/>` +
          `<path d="M262 84h36l14 20v122h-64V104z" fill="${A}"/><path d="M280 84v142M262 84l18 30 18-30" fill="none"/>` +
          `<rect x="150" y="222" width="80" height="26" rx="4" fill="${T}"/>`,
      ),
  );

/** A folded T-shirt on a stack with a blank swing tag and a hanger. */
export const foldedShirts: Scene = () =>
  svg(
    backdrop(1, [90, 70, 30]) +
      shadow(200, 246, 120) +
      ink(
        `<rect x="110" y="210" width="180" height="34" rx="6" fill="${A}"/><rect x="120" y="180" width="160" height="32" rx="6" fill="${B}"/>` +
          `<path d="M130 180v-56l28-20h84l28 20v56z" fill="${P}"/><path d="M178 104c4 14 40 14 44 0" fill="none" stroke="${B}"/>` +
          `<path d="M158 104v76M242 104v76" fill="none" stroke="${B}" opacity=".6"/>` +
          `<path d="M292 96l-22 40" fill="none"/><path d="M290 136l24-8 14 38-24 8z" fill="${T}"/><circle cx="300" cy="140" r="3" fill="${B}"/>` +
          `<path d="M96 110c0-12 20-12 20 0 0 8-10 8-10 16l-44 24h88" fill="none"/>`,
      ),
  );

/** A florist's bouquet in a vase: round blooms and tulips on stems with leaves, a loose flower beside it. */
export const flowerVase: Scene = () =>
  svg(
    backdrop(2, [84, 70, 30]) +
      shadow(200, 250, 120) +
      ink(
        `<path d="M200 170V92M200 170l-44-62M200 170l46-58M200 170l-70-22M200 170l72-26" fill="none" stroke-width="3"/>` +
          leaf(200, 150, 44, -150) +
          leaf(200, 146, 44, -30) +
          `<circle cx="200" cy="84" r="22" fill="${P}"/><circle cx="200" cy="84" r="8" fill="${B}"/>` +
          `<path d="M140 112c-10-22 2-40 16-42 14 2 26 20 16 42z" fill="${A}"/><path d="M156 70v22" fill="none" stroke-width="2"/>` +
          `<path d="M232 118c-10-22 2-40 16-42 14 2 26 20 16 42z" fill="${A}"/>` +
          `<circle cx="126" cy="146" r="18" fill="${B}"/><circle cx="126" cy="146" r="6" fill="${P}"/>` +
          `<circle cx="276" cy="142" r="18" fill="${P}"/><circle cx="276" cy="142" r="6" fill="${B}"/>` +
          `<path d="M164 170h72l-8 76h-56z" fill="${S}"/><path d="M168 196h64" fill="none" stroke="${T}" stroke-width="8"/>` +
          `<path d="M262 246l54-20" fill="none"/>` +
          leaf(290, 236, 26, -40) +
          `<circle cx="322" cy="224" r="12" fill="${P}"/><circle cx="322" cy="224" r="4" fill="${B}"/>`,
      ),
  );

/** A ball of yarn with knitting needles beside a folded, patterned jumper (knitwear, yarn shops, knitting). */
export const yarnJumper: Scene = () =>
  svg(
    backdrop(1, [320, 64, 32]) +
      shadow(210, 254, 160) +
      ink(
        `<path d="M204 168h136v84H204z" fill="${P}"/><path d="M248 168c8 16 40 16 48 0" fill="${S}"/><path d="M204 234h136" fill="none"/>` +
          `<path d="M216 204l10 9 10-9 10 9 10-9 10 9 10-9 10 9 10-9 10 9 10-9 10 9" fill="none" stroke="${B}" stroke-width="3"/>` +
          `<path d="M176 226c18 20 22 32 28 20" fill="none"/>` +
          `<circle cx="128" cy="202" r="52" fill="${A}"/>` +
          `<path d="M84 180c30-16 72-10 92 14M78 208c34-20 82-14 98 10M92 238c24-24 66-30 84-12M112 154c-8 30 0 72 22 98" fill="none" stroke-width="2"/>` +
          `<path d="M94 112l82 122M164 104l-56 130" fill="none" stroke-width="4"/><circle cx="92" cy="108" r="7" fill="${S}"/><circle cx="166" cy="100" r="7" fill="${S}"/>`,
      ),
  );
