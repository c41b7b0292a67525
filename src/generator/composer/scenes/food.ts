/** Food and drink: a table setting, coffee and a croissant, bread, cocktails, a bottled product, pizza, wine. */
import { A, B, backdrop, D, ink, leaf, M, P, S, shadow, svg, X } from "./shapes.js";
import type { Scene } from "./types.js";

/** Top-down place setting: plate with a salad, fork, knife and a glass on a placemat. */
export const tableSetting: Scene = () =>
  svg(
    backdrop(0, [330, 62, 40]) +
      ink(
        `<rect x="66" y="62" width="268" height="180" rx="22" fill="${P}"/>` +
          `<circle cx="200" cy="152" r="72" fill="${B}"/><circle cx="200" cy="152" r="50" fill="${S}"/>` +
          leaf(170, 168, 56, -40) +
          leaf(198, 178, 60, -100) +
          `<circle cx="214" cy="140" r="9" fill="${P}"/><circle cx="188" cy="136" r="6" fill="${P}"/>` +
          `<rect x="104" y="118" width="10" height="104" rx="5" fill="${B}"/><path d="M97 80v24a12 12 0 0 0 24 0V80M105 80v22M113 80v22" fill="none"/>` +
          `<path d="M292 80c12 6 14 40 14 62h-14z" fill="${B}"/><rect x="290" y="142" width="14" height="80" rx="7" fill="${B}"/>` +
          `<circle cx="348" cy="96" r="24" fill="${B}"/><circle cx="348" cy="96" r="14" fill="${A}" opacity=".7"/>`,
      ),
  );

/** A cup of coffee on its saucer, steaming, beside a croissant. */
export const coffeeCup: Scene = () =>
  svg(
    backdrop(1, [90, 80, 36]) +
      shadow(200, 244, 140) +
      ink(
        `<path d="M150 104c-12-14 12-22 0-38M178 100c-12-14 12-22 0-38M206 104c-12-14 12-22 0-38" fill="none" stroke="${M}"/>` +
          `<ellipse cx="170" cy="232" rx="96" ry="16" fill="${S}"/>` +
          `<path d="M230 146a26 26 0 0 1 0 52v-13a13 13 0 0 0 0-26z" fill="${B}"/>` +
          `<path d="M108 128h124l-8 74c-3 20-22 30-54 30s-51-10-54-30z" fill="${B}"/>` +
          `<path d="M112 160h116" fill="none" stroke="${P}" stroke-width="10"/>` +
          `<ellipse cx="170" cy="128" rx="62" ry="12" fill="${B}"/><ellipse cx="170" cy="129" rx="50" ry="7" fill="${P}"/>` +
          `<g fill="${P}"><ellipse cx="247" cy="255" rx="16" ry="12" transform="rotate(-78 247 255)"/><ellipse cx="349" cy="255" rx="16" ry="12" transform="rotate(78 349 255)"/><ellipse cx="261" cy="230" rx="22" ry="19" transform="rotate(-46 261 230)"/><ellipse cx="335" cy="230" rx="22" ry="19" transform="rotate(46 335 230)"/><ellipse cx="298" cy="214" rx="29" ry="24" transform="rotate(0 298 214)"/></g>`,
      ),
  );

/** A round loaf and a tin loaf on a board, a baguette behind them. */
export const breadLoaves: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 246, 150) +
      ink(
        `<g transform="rotate(-16 200 150)"><rect x="64" y="120" width="272" height="42" rx="21" fill="${A}"/>` +
          `<path d="M100 132l16 18M140 132l16 18M180 132l16 18M220 132l16 18M260 132l16 18M300 132l14 16" fill="none"/></g>` +
          `<rect x="56" y="228" width="288" height="16" rx="8" fill="${S}"/>` +
          `<path d="M70 228c0-56 30-88 72-88s72 32 72 88z" fill="${P}"/>` +
          `<path d="M110 170c10 8 54 8 64 0M100 196c14 8 70 8 84 0" fill="none" stroke="${B}"/>` +
          `<path d="M224 228v-60c-12 0-16-8-16-16 0-16 24-28 60-28s60 12 60 28c0 8-4 16-16 16v60z" fill="${P}"/>` +
          `<path d="M240 150c8-10 20-10 28 0M272 150c8-10 20-10 28 0" fill="none" stroke="${B}"/>`,
      ),
  );

/** Two cocktails on a bar counter: a martini with an olive and a tall glass with a straw and lemon. */
export const cocktails: Scene = () =>
  svg(
    backdrop(0, [80, 70, 30]) +
      ink(
        `<rect x="40" y="228" width="320" height="14" rx="7" fill="${S}"/>` +
          `<path d="M150 228h60M180 160v68" fill="none"/><ellipse cx="180" cy="226" rx="30" ry="5" fill="${B}"/>` +
          `<path d="M118 88h124l-62 74z" fill="${B}"/><path d="M134 104h92l-46 54z" fill="${A}"/>` +
          `<path d="M204 70l-24 52" fill="none"/><circle cx="192" cy="98" r="9" fill="${P}"/>` +
          `<path d="M268 56l18 64" fill="none" stroke="${P}" stroke-width="6"/>` +
          `<rect x="252" y="108" width="74" height="120" rx="10" fill="${B}"/><path d="M258 136h62v80a6 6 0 0 1-6 6h-50a6 6 0 0 1-6-6z" fill="${P}"/>` +
          `<rect x="268" y="152" width="16" height="16" rx="3" fill="${B}" opacity=".7"/><rect x="290" y="176" width="14" height="14" rx="3" fill="${B}" opacity=".7"/>` +
          `<circle cx="328" cy="110" r="20" fill="${A}"/><path d="M328 94v32M312 110h32" fill="none" stroke="${B}"/>`,
      ),
  );

/** A bottle and a carton with blank labels, leaves growing behind them. */
export const bottleLeaf: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 238, 120) +
      ink(
        leaf(190, 190, 124, -140) +
          leaf(210, 190, 124, -40) +
          leaf(200, 176, 104, -90) +
          `<path d="M145 82h22v32c0 8 24 14 24 36v76a8 8 0 0 1-8 8h-54a8 8 0 0 1-8-8v-76c0-22 24-28 24-36z" fill="${P}"/>` +
          `<rect x="142" y="66" width="28" height="16" rx="4" fill="${A}"/><rect x="130" y="166" width="52" height="46" rx="6" fill="${B}"/>` +
          leaf(140, 196, 32, -35) +
          `<path d="M220 234v-96l34-36 34 36v96z" fill="${B}"/><path d="M254 102l34 36h-68z" fill="${S}"/><rect x="246" y="88" width="16" height="14" fill="${S}"/>` +
          `<rect x="220" y="168" width="68" height="38" fill="${A}"/>` +
          leaf(236, 196, 34, -35, B),
      ),
  );

/** A whole pizza with one slice pulled away. */
export const pizza: Scene = () => {
  const toppings = (points: number[][]) =>
    points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${A}"/>`).join("");
  return svg(
    backdrop(2, [330, 230, 40]) +
      shadow(196, 254, 112) +
      ink(
        `<path d="M196 164V72a92 92 0 1 1-92 92z" fill="${P}"/><path d="M196 164V86a78 78 0 1 1-78 78z" fill="${B}"/>` +
          `<path d="M196 164h78M196 164v78M196 164l55 55" fill="none"/>` +
          toppings([
            [230, 110],
            [250, 180],
            [170, 196],
            [216, 226],
            [144, 226],
            [230, 148],
          ]) +
          leaf(214, 184, 22, -30) +
          `<path d="M170 140V48a92 92 0 0 0-92 92z" fill="${P}"/><path d="M170 140V62a78 78 0 0 0-78 78z" fill="${B}"/>` +
          toppings([
            [128, 108],
            [150, 86],
          ]),
      ),
  );
};

/** A wine bottle and a half-filled glass, grapes beside them. */
export const wineBottle: Scene = () =>
  svg(
    backdrop(0) +
      shadow(200, 242, 120) +
      ink(
        `<path d="M140 56h24v54c0 12 20 20 20 44v80a8 8 0 0 1-8 8h-48a8 8 0 0 1-8-8v-80c0-24 20-32 20-44z" fill="${P}"/>` +
          `<rect x="138" y="50" width="28" height="26" rx="4" fill="${A}"/><rect x="128" y="168" width="48" height="40" rx="6" fill="${B}"/>` +
          `<path d="M140 190h24" fill="none" stroke="${P}"/>` +
          `<path d="M226 100h64c0 44-8 72-32 72s-32-28-32-72z" fill="${B}"/><path d="M229 130h58c-2 24-10 38-29 38s-27-14-29-38z" fill="${P}"/>` +
          `<path d="M258 172v58M236 232h44" fill="none"/>` +
          `<g fill="${A}"><circle cx="310" cy="212" r="10"/><circle cx="330" cy="212" r="10"/><circle cx="320" cy="228" r="10"/><circle cx="340" cy="228" r="10"/><circle cx="300" cy="228" r="10"/></g>` +
          `<path d="M320 202c0-10 6-16 14-18" fill="none"/>`,
      ),
  );

/** A layered cake with icing and a cherry on a cake stand. */
export const cakeStand: Scene = () =>
  svg(
    backdrop(1, [320, 72, 30]) +
      shadow(200, 252, 90) +
      ink(
        `<path d="M190 222h20v22h-20zM160 250h80l-10-8h-60z" fill="${S}"/><ellipse cx="200" cy="220" rx="110" ry="12" fill="${S}"/>` +
          `<path d="M118 212v-74c0-8 36-14 82-14s82 6 82 14v74c0 6-36 10-82 10s-82-4-82-10z" fill="${P}"/>` +
          `<path d="M118 174c0 6 36 10 82 10s82-4 82-10" fill="none" stroke="${B}"/>` +
          `<path d="M118 138c0-8 36-14 82-14s82 6 82 14v10c0 8-8 8-10 0s-10-8-12 2-12 10-14 0-10-10-14 2-12 8-14-2-12-8-14 2-12 8-14-2-12-8-14 2-10 8-12 0c-2-8-10-6-10 2s-8 6-8-4z" fill="${B}"/>` +
          `<circle cx="200" cy="112" r="12" fill="${A}"/><path d="M200 100c2-12 10-18 20-20" fill="none"/>`,
      ),
  );

/** A cooking pot with its lid lifting on a burner and a chef's hat beside it (restaurants, catering). */
export const chefPot: Scene = () =>
  svg(
    backdrop(0, [90, 66, 30]) +
      shadow(210, 248, 160) +
      ink(
        `<path d="M228 88c-12-14 12-22 0-38M260 84c-12-14 12-22 0-38M292 88c-12-14 12-22 0-38" fill="none" stroke="${M}"/>` +
          `<path d="M40 248h320" fill="none"/><path d="M206 248l8-10h92l8 10z" fill="${S}"/>` +
          `<rect x="176" y="150" width="24" height="14" rx="6" fill="${S}"/><rect x="320" y="150" width="24" height="14" rx="6" fill="${S}"/>` +
          `<rect x="190" y="130" width="140" height="108" rx="14" fill="${P}"/><path d="M190 160h140" fill="none" stroke="${B}" opacity=".5"/>` +
          `<g transform="rotate(-8 260 120)"><path d="M184 122c0-22 34-34 76-34s76 12 76 34z" fill="${A}"/><rect x="248" y="76" width="24" height="12" rx="5" fill="${S}"/></g>` +
          `<path d="M90 206c-26 0-30-36-6-42 0-28 38-34 48-14 16-18 46-6 40 18 22 8 16 38-8 38z" fill="#fff"/>` +
          `<rect x="90" y="196" width="70" height="50" rx="4" fill="#fff"/><path d="M106 214v22M125 210v26M144 214v22" fill="none" stroke="${D}"/>`,
      ),
  );

/** Ice cream: a waffle cone with two scoops and a cup of three, a spoon stuck in it. */
export const iceCream: Scene = () =>
  svg(
    backdrop(1, [320, 64, 32]) +
      shadow(200, 250, 150) +
      ink(
        `<path d="M104 150l44 100 44-100z" fill="${A}"/><path d="M118 170l56 0M126 190l42 0M134 210l28 0M124 156l38 80M172 156l-38 80" fill="none" stroke="${B}" stroke-width="2"/>` +
          `<path d="M102 152c-10-34 14-58 46-58s56 24 46 58z" fill="${P}"/>` +
          `<path d="M114 100c-8-30 12-50 34-50s42 20 34 50c-6 6-62 6-68 0z" fill="${B}"/>` +
          `<path d="M110 152c8 8 16-4 24 4s16-4 24 4 16-4 24 4" fill="none"/>` +
          `<path d="M232 178h118l-12 66h-94z" fill="${S}"/>` +
          `<circle cx="256" cy="170" r="24" fill="${A}"/><circle cx="326" cy="170" r="24" fill="${B}"/><circle cx="291" cy="150" r="26" fill="${P}"/>` +
          `<path d="M310 96l-20 52" fill="none" stroke-width="5"/><ellipse cx="314" cy="88" rx="8" ry="12" transform="rotate(22 314 88)" fill="${S}"/>` +
          `<path d="M232 178h118" fill="none"/>`,
      ),
  );

/** A cheese wheel on a board beside a cut wedge with holes and a cheese knife (cheesemongers, dairies). */
export const cheeseBoard: Scene = () =>
  svg(
    backdrop(2, [84, 70, 28]) +
      shadow(200, 252, 160) +
      ink(
        `<rect x="52" y="226" width="296" height="22" rx="11" fill="${S}"/>` +
          `<path d="M64 150v56c0 11 34 20 76 20s76-9 76-20v-56z" fill="${A}"/><ellipse cx="140" cy="150" rx="76" ry="20" fill="${P}"/>` +
          `<path d="M222 224h114v-58z" fill="${P}"/><path d="M222 224l114-58-22-10-108 54z" fill="${A}"/>` +
          `<circle cx="304" cy="206" r="7" fill="${B}"/><circle cx="322" cy="188" r="5" fill="${B}"/><circle cx="280" cy="215" r="4" fill="${B}"/>` +
          `<path d="M232 118l74-38 6 10-70 36z" fill="${S}"/><path d="M306 80l24-12 8 10-26 12z" fill="${P}"/>`,
      ),
  );

/** A bowl of noodle soup from the side: noodles lifted on chopsticks, half an egg, a nori sheet, steam. */
export const noodleBowl: Scene = () =>
  svg(
    backdrop(1, [318, 74, 34]) +
      shadow(196, 254, 128) +
      ink(
        `<path d="M150 92c-12-14 12-22 0-38M196 86c-12-14 12-22 0-38M242 92c-12-14 12-22 0-38" fill="none" stroke="${M}"/>` +
          `<path d="M232 60l96-46M240 74l100-34" fill="none" stroke-width="7"/>` +
          `<path d="M258 64c-6 30 4 52-4 86M268 60c-4 30 8 56 0 90M278 54c-2 32 8 58 2 96" fill="none" stroke="${A}" stroke-width="4"/>` +
          `<rect x="104" y="104" width="40" height="44" rx="3" fill="${X}" transform="rotate(-14 124 126)"/>` +
          `<path d="M80 150h232c0 56-46 100-116 100S80 206 80 150z" fill="${P}"/>` +
          `<path d="M90 186h212" fill="none" stroke="${B}" stroke-width="6" opacity=".5"/>` +
          `<ellipse cx="196" cy="150" rx="116" ry="20" fill="${S}"/>` +
          `<path d="M112 150c14-10 28 10 42 0s28 10 42 0 28 10 42 0 28 10 42 0" fill="none" stroke="${A}"/>` +
          `<ellipse cx="146" cy="146" rx="24" ry="13" fill="${B}"/><ellipse cx="150" cy="146" rx="10" ry="7" fill="${A}"/>` +
          `<path d="M198 152c4-16 46-22 62-10 6 6 0 14-8 16-18 4-44 4-54-6z" fill="${B}"/><path d="M206 150c10-8 34-12 46-6" fill="none" stroke="${A}"/>` +
          `<g fill="${P}" stroke="none"><circle cx="182" cy="140" r="4"/><circle cx="190" cy="150" r="3.5"/><circle cx="176" cy="152" r="3"/><circle cx="274" cy="150" r="3.5"/></g>` +
          `<path d="M160 254h72l-6 12h-60z" fill="${D}"/>`,
      ),
  );
