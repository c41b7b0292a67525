/** Places to stay, go and live: a hotel bed, a reception bell, mountains, travel, camping, houses and building. */
import { A, B, backdrop, D, glow, ink, M, P, S, shadow, sparkles, svg, T } from "./shapes.js";
import type { Scene } from "./types.js";

/** A map pin (drop with a hole) whose point is at (x, y), `s` tall. */
function pin(x: number, y: number, s: number, fill: string): string {
  const k = s / 60;
  return `<path transform="translate(${x} ${y}) scale(${k})" d="M0 0C-14-18-22-30-22-40a22 22 0 0 1 44 0C22-30 14-18 0 0z" fill="${fill}"/><circle cx="${x}" cy="${y - 40 * k}" r="${8 * k}" fill="${B}"/>`;
}

/** A hotel bed with pillows and a folded duvet, a bedside lamp and a key card. */
export const hotelBed: Scene = () =>
  svg(
    backdrop(0, [90, 70, 30]) +
      shadow(190, 250, 160) +
      ink(
        `<path d="M70 196v-86a20 20 0 0 1 20-20h180a20 20 0 0 1 20 20v86z" fill="${P}"/>` +
          `<rect x="60" y="186" width="240" height="40" rx="10" fill="${B}"/><path d="M66 226v18M294 226v18" fill="none"/>` +
          `<rect x="92" y="140" width="80" height="40" rx="16" fill="${S}"/><rect x="188" y="140" width="80" height="40" rx="16" fill="${S}"/>` +
          `<path d="M60 196h240v20a10 10 0 0 1-10 10H70a10 10 0 0 1-10-10z" fill="${A}"/><path d="M60 204h240" fill="none" stroke="${B}"/>` +
          `<rect x="312" y="186" width="52" height="58" rx="6" fill="${S}"/><path d="M338 186v-34M320 152h36l-8-30h-20z" fill="${T}"/>` +
          `<g transform="rotate(-12 120 64)"><rect x="96" y="44" width="64" height="40" rx="6" fill="${B}"/><path d="M96 56h64" fill="none" stroke="${A}" stroke-width="6"/><circle cx="144" cy="72" r="5" fill="${P}"/></g>`,
      ),
  );

/** A reception bell on a desk with a room key on its tag. */
export const receptionBell: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 240, 140) +
      ink(
        `<rect x="60" y="226" width="280" height="14" rx="7" fill="${S}"/>` +
          `<path d="M104 208a76 76 0 0 1 152 0z" fill="${P}"/><rect x="92" y="208" width="176" height="18" rx="6" fill="${A}"/>` +
          `<path d="M180 132v-14M166 116h28" fill="none"/><path d="M130 172c6-16 20-28 36-32" fill="none" stroke="${B}"/>` +
          `<path d="M96 100l6-18M80 110l-14-10M120 92l-2-16" fill="none" stroke="${M}"/>` +
          `<path d="M300 206h46M336 206v10M344 206v8" fill="none" stroke-width="5"/><circle cx="298" cy="206" r="13" fill="${A}"/><circle cx="298" cy="206" r="5" fill="${B}"/>` +
          `<path d="M288 196l-22-20" fill="none"/><path d="M270 170l-12 14-30-26 12-14h12z" fill="${T}"/>`,
      ),
  );

/** Mountains with snowy peaks, a winding trail and a backpack in front. */
export const mountainTrail: Scene = () =>
  svg(
    backdrop(2, [310, 70, 26]) +
      ink(
        `<path d="M40 236l110-150 70 90 40-50 100 110z" fill="${P}"/><path d="M126 118l24-32 24 32-12 10-12-10-12 10z" fill="${B}"/>` +
          `<path d="M244 146l16-20 16 20-8 6-8-6-8 6z" fill="${B}"/><path d="M150 86V58l18 8-18 8" fill="${A}"/>` +
          `<path d="M40 236c80-20 150 10 320 0v14H40z" fill="${A}"/>` +
          `<path d="M190 246c-30-20 40-30 10-50s30-30 0-50" fill="none" stroke="${B}" stroke-dasharray="8 10"/>` +
          `<path d="M276 250v-64a22 22 0 0 1 22-22h20a22 22 0 0 1 22 22v64z" fill="${A}"/><rect x="286" y="204" width="44" height="30" rx="6" fill="${T}"/>` +
          `<path d="M292 164v-10a16 16 0 0 1 32 0v10M296 218h24" fill="none"/>`,
      ),
  );

/** A suitcase with travel stickers in front of a folded map with a route and a pin. */
export const suitcaseMap: Scene = () =>
  svg(
    backdrop(0) +
      shadow(220, 252, 120) +
      ink(
        `<path d="M60 70l70-20 70 20 70-20v150l-70 20-70-20-70 20z" fill="${B}"/><path d="M130 50v150M200 70v150" fill="none" stroke="${D}"/>` +
          `<path d="M84 190c20-50 70-20 90-60s60-20 80-50" fill="none" stroke="${A}" stroke-dasharray="7 8"/>` +
          pin(254, 88, 50, P) +
          `<rect x="200" y="140" width="130" height="104" rx="14" fill="${P}"/><path d="M244 140v-18h42v18" fill="none"/>` +
          `<path d="M232 140v104M298 140v104" fill="none" stroke="${B}" opacity=".6"/><circle cx="265" cy="176" r="12" fill="${A}"/><rect x="250" y="204" width="30" height="16" rx="4" fill="${T}"/>` +
          `<circle cx="222" cy="250" r="6" fill="${S}"/><circle cx="308" cy="250" r="6" fill="${S}"/>`,
      ),
  );

/** A folded map with a dashed route between two pins, a compass beside it. */
export const mapRoute: Scene = () =>
  svg(
    backdrop(1, [330, 230, 30]) +
      shadow(190, 248, 140) +
      ink(
        `<path d="M60 80l80-24 80 24 80-24v164l-80 24-80-24-80 24z" fill="${B}"/><path d="M140 56v164M220 80v164" fill="none" stroke="${D}"/>` +
          `<path d="M60 170c40-10 50 30 90 10M230 110c30 10 40 40 70 20" fill="none" stroke="${T}" stroke-width="10"/>` +
          `<path d="M98 196c30-60 80 20 100-50s50-40 70-60" fill="none" stroke="${P}" stroke-dasharray="8 9"/>` +
          `<circle cx="98" cy="196" r="9" fill="${A}"/>` +
          pin(268, 86, 56, P) +
          `<circle cx="330" cy="190" r="28" fill="${S}"/><path d="M330 168l8 22h-16zM330 212l8-22h-16z" fill="${A}"/><path d="M322 190h16" fill="none"/>`,
      ),
  );

/** A tent under the stars with a glowing campfire and pine trees (camps, outdoors). */
export const campfireTent: Scene = (o) => {
  const tree = (x: number, h: number, fill: string) =>
    `<path d="M${x} ${236 - h}l${h * 0.3} ${h * 0.45}h-${h * 0.12}l${h * 0.2} ${h * 0.35}H${x - h * 0.38}l${h * 0.2}-${h * 0.35}h-${h * 0.12}z" fill="${fill}"/><path d="M${x} 236v14" fill="none"/>`;
  return svg(
    backdrop(2, [330, 60, 22]) +
      `<circle cx="272" cy="212" r="70" fill="url(#${o.idPrefix}fire)"/>` +
      ink(
        tree(76, 130, A) +
          tree(330, 104, A) +
          `<path d="M40 250h320" fill="none"/>` +
          `<path d="M108 250l70-140 70 140z" fill="${P}"/><path d="M178 250l-22-78h44z" fill="${B}"/><path d="M178 110l-6-12M178 110l6-12M178 172v78" fill="none"/>` +
          `<path d="M244 246l56-16M244 230l56 16" fill="none" stroke-width="8" stroke="${M}"/>` +
          `<path d="M272 236c-18 0-24-20-8-40 2 12 8 14 10 8 2-10 0-20 8-30 6 20 18 26 14 44-2 12-12 18-24 18z" fill="${P}"/>` +
          `<path d="M272 236c-8 0-10-10-2-20 4 8 8 4 10 0 4 8 4 20-8 20z" fill="${A}"/>`,
      ) +
      sparkles([
        [120, 60],
        [250, 84],
        [200, 44],
      ]),
    glow(o, "fire", "var(--a)", 0.5),
  );
};

/** A house with a blank "sold" board on a post in the garden. */
export const houseSign: Scene = () =>
  svg(
    backdrop(0, [90, 64, 28]) +
      ink(
        `<path d="M40 248h320" fill="none"/><rect x="240" y="72" width="18" height="36" fill="${S}"/>` +
          `<path d="M100 248V140l90-70 90 70v108z" fill="${B}"/><path d="M80 150l110-88 110 88" fill="none" stroke="${P}" stroke-width="14"/>` +
          `<rect x="170" y="184" width="40" height="64" rx="4" fill="${A}"/><circle cx="200" cy="218" r="3" fill="${B}"/>` +
          `<rect x="120" y="164" width="36" height="34" rx="3" fill="${T}"/><rect x="224" y="164" width="36" height="34" rx="3" fill="${T}"/>` +
          `<path d="M138 164v34M242 164v34M120 181h36M224 181h36" fill="none"/>` +
          `<path d="M320 248v-96M320 160h30" fill="none" stroke-width="6"/><rect x="300" y="170" width="60" height="40" rx="4" fill="${P}"/>` +
          `<path d="M316 190l8 8 16-16" fill="none" stroke="${B}"/>`,
      ),
  );

/** A ring of keys with a little house-shaped tag. */
export const houseKeys: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 250, 120) +
      ink(
        `<circle cx="200" cy="76" r="36" fill="none" stroke-width="6"/><path d="M176 104l-26 32" fill="none" stroke-width="4"/>` +
          `<g transform="rotate(-14 146 180)"><path d="M102 220v-48l44-36 44 36v48a8 8 0 0 1-8 8h-72a8 8 0 0 1-8-8z" fill="${P}"/><rect x="134" y="192" width="24" height="36" rx="3" fill="${B}"/></g>` +
          `<g transform="rotate(-6 212 130)"><circle cx="212" cy="130" r="22" fill="${S}"/><circle cx="212" cy="124" r="7" fill="${B}"/><path d="M205 152h14v92h-14zM219 212h12M219 230h9" fill="${S}"/></g>` +
          `<g transform="rotate(18 246 138)"><circle cx="246" cy="138" r="28" fill="${A}"/><circle cx="246" cy="130" r="9" fill="${B}"/><path d="M238 166h16v84l-8 10-8-10zM254 214h14M254 234h10" fill="${A}"/></g>` +
          sparkles([
            [96, 80],
            [318, 110],
          ]),
      ),
  );

/** A building going up: concrete frame with some floors done, a tower crane lifting a beam. */
export const constructionCrane: Scene = () => {
  let lattice = "";
  for (let y = 64; y < 230; y += 18) lattice += `M286 ${y}l16 18M302 ${y}l-16 18`;
  return svg(
    backdrop(2) +
      ink(
        `<path d="M40 248h320" fill="none"/>` +
          `<rect x="86" y="130" width="150" height="118" fill="${B}"/><rect x="86" y="190" width="150" height="58" fill="${P}"/>` +
          `<path d="M86 130h150M86 160h150M86 190h150M86 220h150M124 130v118M162 130v118M200 130v118" fill="none"/>` +
          `<g fill="${T}"><rect x="94" y="198" width="22" height="16"/><rect x="132" y="198" width="22" height="16"/><rect x="170" y="198" width="22" height="16"/><rect x="208" y="198" width="22" height="16"/></g>` +
          `<path d="M286 248V64h16v184" fill="${A}"/><path d="${lattice}" fill="none" stroke-width="2"/>` +
          `<path d="M130 56h230v14H130z" fill="${A}"/><path d="M294 40l-164 16M294 40l66 16M294 40v24" fill="none"/>` +
          `<rect x="330" y="70" width="30" height="20" fill="${S}"/><path d="M168 70v44" fill="none"/><rect x="140" y="114" width="58" height="10" fill="${P}"/>`,
      ),
  );
};

/** A hard hat on an unrolled floor plan with a pencil (property development, building). */
export const blueprint: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 252, 150) +
      ink(
        `<path d="M56 100h260v140H56z" fill="${T}"/><rect x="300" y="92" width="36" height="156" rx="18" fill="${S}"/>` +
          `<path d="M80 120h120v100H80zM140 120v50M140 190v30M80 170h40M160 170h40M200 150h60v70h-60" fill="none" stroke="${P}"/>` +
          `<path d="M120 246c0-56 28-84 74-84s74 28 74 84z" fill="${A}"/><rect x="104" y="232" width="180" height="16" rx="8" fill="${A}"/>` +
          `<path d="M194 162v42M166 172c-8 10-12 24-12 40M222 172c8 10 12 24 12 40" fill="none" stroke="${B}"/>` +
          `<g transform="rotate(-30 300 200)"><rect x="236" y="192" width="100" height="12" rx="3" fill="${P}"/><path d="M336 192l14 6-14 6z" fill="${B}"/></g>`,
      ),
  );

/** A striped beach umbrella and a deck chair on the sand by the sea, the sun overhead (holidays, resorts). */
export const beachUmbrella: Scene = () =>
  svg(
    backdrop(1, [318, 66, 30]) +
      ink(
        `<circle cx="318" cy="66" r="22" fill="${P}"/>` +
          `<path d="M40 196c40-10 80 10 120 0s80-10 120 0 60 6 80 0v54H40z" fill="${A}" stroke="none"/><path d="M40 250v-28c100-20 220-20 320 0v28z" fill="${T}" stroke="none"/>` +
          `<path d="M40 196c40-10 80 10 120 0s80-10 120 0 60 6 80 0M40 222c100-20 220-20 320 0M40 250h320" fill="none"/>` +
          `<path d="M170 56v194" fill="none" stroke-width="5"/>` +
          `<path d="M80 126c0-44 40-72 90-72s90 28 90 72c-15-10-30-10-45 0-15-10-30-10-45 0-15-10-30-10-45 0-15-10-30-10-45 0z" fill="${P}"/>` +
          `<path d="M170 54c-26 18-45 46-45 72 15-10 30-10 45 0zM170 54c40 6 90 32 90 72-15-10-30-10-45 0 0-26-19-54-45-72z" fill="#fff"/>` +
          `<path d="M240 230v18M304 230v18" fill="none" stroke-width="5"/><path d="M226 222h80l26-44 10 6-28 48h-88z" fill="${P}"/>` +
          `<path d="M70 236h24M300 232h30" fill="none" stroke="${M}"/>`,
      ),
  );

/** A diamond kite with a bowed tail flying over rolling hills and clouds (children's camps, outdoor play). */
export const kiteHills: Scene = () =>
  svg(
    backdrop(2, [80, 70, 26]) +
      ink(
        `<path d="M40 250v-40c50-40 110-40 160-8 40-30 110-30 160 4v44z" fill="${A}"/><path d="M40 250v-16c70-30 170-30 320-6v22z" fill="${P}"/>` +
          `<path d="M250 130c-20 40-60 50-80 100" fill="none" stroke="${M}"/>` +
          `<path d="M250 130c10 20 30 30 20 50s10 30 0 50" fill="none"/><path d="M262 166l10 4-10 4zM270 200l10 4-10 4z" fill="${A}"/>` +
          `<path d="M250 40l44 50-44 40-44-40z" fill="${P}"/><path d="M250 40v90l44-40z" fill="${A}"/><path d="M206 90h88" fill="none"/>` +
          `<path d="M96 110a16 16 0 0 1 28-10 20 20 0 0 1 36 10z" fill="#fff"/><path d="M300 156a12 12 0 0 1 22-8 16 16 0 0 1 28 8z" fill="#fff"/>`,
      ),
  );

/** A surfboard standing in the sand beside a curling wave, the sun overhead (surf schools, surf trips). */
export const surfWave: Scene = () =>
  svg(
    backdrop(0, [318, 72, 30]) +
      shadow(210, 254, 150) +
      ink(
        `<circle cx="318" cy="72" r="22" fill="${A}"/>` +
          `<path d="M48 252c-4-78 44-140 118-140 44 0 70 28 64 58-4 22-30 30-44 18 14-4 18-20 6-30-18-14-54-2-64 36-8 30 0 50 14 58z" fill="${P}"/>` +
          `<path d="M48 252h304" fill="none"/><path d="M84 268h54M214 270h70M306 266h34" fill="none" stroke="${M}"/>` +
          `<path d="M274 66c34 46 34 140 8 186h-16c-26-46-26-140 8-186z" fill="${S}"/><path d="M274 84v150" fill="none" stroke="${A}" stroke-width="6"/>` +
          `<path d="M268 236l-14 16h40l-14-16z" fill="${P}"/>`,
      ),
  );

/** Two crossed skis and poles in front of a snow-capped mountain, snowflakes falling (ski schools, ski trips). */
export const skisMountain: Scene = () =>
  svg(
    backdrop(2, [86, 70, 28]) +
      shadow(200, 254, 150) +
      ink(
        `<path d="M40 250l112-152 58 78 40-48 110 122z" fill="${P}"/>` +
          `<path d="M152 98l-30 40 16 8 14-12 14 12 14-8z" fill="#fff"/><path d="M250 128l-18 22 10 6 8-7 8 7 9-6z" fill="#fff"/>` +
          `<path d="M128 262l128-150M272 262L144 112" fill="none" stroke="${A}" stroke-width="10"/>` +
          `<path d="M150 126l-10 10M250 126l10 10" fill="none"/>` +
          `<path d="M104 150l40 108M296 150l-40 108" fill="none"/><circle cx="138" cy="242" r="7" fill="${S}"/><circle cx="262" cy="242" r="7" fill="${S}"/>`,
      ) +
      sparkles(
        [
          [72, 96],
          [330, 60],
          [300, 104],
        ],
        S,
      ),
  );

/** A bicycle on the road, a map pin over it (bike tours, bike hire, cycle repair). */
export const bicycle: Scene = () =>
  svg(
    backdrop(1, [322, 66, 30]) +
      shadow(200, 254, 160) +
      ink(
        `<circle cx="120" cy="204" r="48" fill="${S}"/><circle cx="280" cy="204" r="48" fill="${S}"/>` +
          `<circle cx="120" cy="204" r="30" fill="none" stroke="${D}"/><circle cx="280" cy="204" r="30" fill="none" stroke="${D}"/>` +
          `<path d="M120 204l50-82 40 82zM170 122h90l-50 82M260 122l20 82" fill="none" stroke="${P}" stroke-width="8"/>` +
          `<path d="M150 108h38M170 122l-4-14M260 122l-8-24h26" fill="none" stroke-width="6"/>` +
          `<circle cx="210" cy="204" r="11" fill="${A}"/><circle cx="120" cy="204" r="5" fill="${B}"/><circle cx="280" cy="204" r="5" fill="${B}"/>`,
      ) +
      ink(pin(322, 110, 56, A)),
  );

/** A diving mask and snorkel over the water line, a fish and rising bubbles below (dive centres). */
export const diveMask: Scene = () =>
  svg(
    backdrop(2, [320, 66, 30]) +
      ink(
        `<path d="M40 120c40-10 80 10 120 0s80-10 120 0 60 6 80 0v130H40z" fill="${T}"/><path d="M40 120c40-10 80 10 120 0s80-10 120 0 60 6 80 0" fill="none"/>` +
          `<rect x="118" y="66" width="132" height="64" rx="28" fill="${P}"/><rect x="132" y="78" width="46" height="40" rx="16" fill="${S}"/><rect x="190" y="78" width="46" height="40" rx="16" fill="${S}"/>` +
          `<path d="M268 40v70c0 14-10 22-22 22" fill="none" stroke="${A}" stroke-width="8"/>` +
          `<path d="M150 214c20-24 58-24 78 0-20 24-58 24-78 0zM228 214l22-16v32z" fill="${A}"/><circle cx="168" cy="210" r="4" fill="${B}"/>` +
          `<circle cx="300" cy="200" r="8" fill="${B}"/><circle cx="312" cy="174" r="6" fill="${B}"/><circle cx="304" cy="152" r="4" fill="${B}"/>`,
      ),
  );
