/** Gatherings and learning: a conference stage, a meetup circle, a festival, a classroom, a workshop, a mic, a calendar. */
import { A, B, backdrop, D, fade, ink, M, P, S, shadow, sparkles, svg, T, X } from "./shapes.js";
import type { Scene, SceneOptions } from "./types.js";

/** A row of audience heads and shoulders along the bottom edge. */
function audience(from: number, to: number, step: number, y: number, fill: string): string {
  let d = "";
  for (let x = from; x <= to; x += step)
    d += `M${x - 20} ${y + 30}c0-18 8-26 20-26s20 8 20 26zM${x + 10} ${y - 10}a10 10 0 1 1-20 0 10 10 0 1 1 20 0z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** A light beam from (x, y) widening downward to the floor, filled with the scene's fade gradient. */
function beam(o: SceneOptions, x: number, y: number, toX: number, width: number): string {
  return `<path d="M${x - 6} ${y}h12l${toX - x + width} 190h-${width * 2}z" fill="url(#${o.idPrefix}beam)"/>`;
}

/** A conference stage: two spotlights on a speaker's lectern, a blank screen, the audience in front. */
export const stageLectern: Scene = (o) =>
  svg(
    backdrop(0, [60, 60, 24]) +
      beam(o, 96, 44, 160, 40) +
      beam(o, 304, 44, 240, 40) +
      ink(
        `<rect x="120" y="56" width="160" height="88" rx="6" fill="${B}"/><circle cx="168" cy="100" r="20" fill="${A}"/><path d="M204 88h52M204 104h40" fill="none" stroke="${D}" stroke-width="6"/>` +
          `<rect x="50" y="200" width="300" height="14" rx="4" fill="${S}"/>` +
          `<path d="M172 200l6-56h44l6 56z" fill="${P}"/><rect x="166" y="138" width="68" height="12" rx="4" fill="${P}"/><path d="M212 138l12-20" fill="none"/><circle cx="226" cy="114" r="5" fill="${X}"/>` +
          `<path d="M84 40l24 10-8 12-22-8zM316 40l-24 10 8 12 22-8z" fill="${X}"/>` +
          audience(80, 330, 50, 246, T),
      ),
    fade(o, "beam", "var(--a)", 0.45),
  );

/** A chair, side view, facing right (`dir` 1) or left (-1), seat front at (x, y). */
function chair(x: number, y: number, dir: number): string {
  return `<path d="M${x} ${y}h${-44 * dir}v-54M${x - 40 * dir} ${y}v34M${x - 4 * dir} ${y}v34" fill="none" stroke-width="5"/>`;
}

/** A seated person facing the same way as `chair(x, y, dir)`: body, head, leg. */
function sitter(x: number, y: number, dir: number, fill: string): string {
  return (
    `<path d="M${x - 38 * dir} ${y}v-44a16 16 0 0 ${dir > 0 ? 1 : 0} ${32 * dir} 0v44z" fill="${fill}"/><circle cx="${x - 22 * dir}" cy="${y - 66}" r="13" fill="#fff"/>` +
    `<path d="M${x - 8 * dir} ${y - 6}h${24 * dir}v34" fill="none" stroke="${fill}" stroke-width="12"/>`
  );
}

/** A speech bubble with three dots at (x, y), tail on the left or right. */
function bubble(x: number, y: number, fill: string, tail: number, dots = B): string {
  return (
    `<path d="M${x} ${y}h64a12 12 0 0 1 12 12v20a12 12 0 0 1-12 12H${tail > 0 ? x + 50 : x + 26}l${-12 * tail} 12v-12H${x}a12 12 0 0 1-12-12V${y + 12}a12 12 0 0 1 12-12z" fill="${fill}"/>` +
    `<path d="M${x + 16} ${y + 22}h0M${x + 32} ${y + 22}h0M${x + 48} ${y + 22}h0" fill="none" stroke="${dots}" stroke-width="7"/>`
  );
}

/** Chairs in a circle with people talking: speech bubbles over their heads (meetups, groups). */
export const meetupCircle: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 252, 150) +
      ink(
        chair(110, 216, 1) +
          sitter(110, 216, 1, P) +
          chair(290, 216, -1) +
          sitter(290, 216, -1, A) +
          `<rect x="170" y="214" width="60" height="8" rx="4" fill="${S}"/><path d="M200 222v28M180 250h40" fill="none"/>` +
          `<path d="M188 214l-3-20h30l-3 20z" fill="${A}"/><path d="M194 186c-4-6 4-8 0-14M206 186c-4-6 4-8 0-14" fill="none" stroke="${M}"/>` +
          bubble(62, 52, P, 1) +
          bubble(246, 70, A, -1) +
          bubble(160, 110, T, 1, P),
      ),
  );

/** A festival stage under a lighting truss, beams sweeping over a crowd with raised hands. */
export const festivalStage: Scene = (o) => {
  return svg(
    backdrop(2, [200, 60, 30]) +
      beam(o, 120, 52, 80, 36) +
      beam(o, 200, 52, 220, 36) +
      beam(o, 280, 52, 340, 36) +
      ink(
        `<path d="M70 200V52h260v148" fill="none" stroke-width="6"/><path d="M70 52h260" fill="none" stroke="${P}" stroke-width="12"/>` +
          `<circle cx="120" cy="64" r="9" fill="${A}"/><circle cx="200" cy="64" r="9" fill="${P}"/><circle cx="280" cy="64" r="9" fill="${A}"/>` +
          `<rect x="60" y="196" width="280" height="16" fill="${S}"/><rect x="92" y="160" width="30" height="36" rx="3" fill="${X}"/><rect x="278" y="160" width="30" height="36" rx="3" fill="${X}"/>` +
          `<circle cx="107" cy="178" r="9" fill="${M}"/><circle cx="293" cy="178" r="9" fill="${M}"/>` +
          `<path d="M118 262l12-44M206 262l12-46M294 262l12-42" fill="none" stroke="${P}" stroke-width="8"/><path d="M130 218h0M218 216h0M306 220h0" fill="none" stroke="${P}" stroke-width="16"/>` +
          audience(60, 340, 44, 250, P),
      ) +
      sparkles([
        [52, 100],
        [348, 110],
      ]),
    fade(o, "beam", "var(--a)", 0.5),
  );
};

/** A classroom: a board with chalk shapes, a wall clock and two desks with chairs. */
export const classroom: Scene = () => {
  const desk = (x: number) =>
    `<path d="M${x} 214h84M${x + 8} 214v34M${x + 76} 214v34M${x + 96} 248v-40h16M${x + 108} 228v20" fill="none" stroke-width="5"/><rect x="${x + 14}" y="204" width="26" height="10" rx="2" fill="${A}"/>`;
  return svg(
    backdrop(0, [330, 60, 26]) +
      ink(
        `<rect x="70" y="46" width="210" height="124" rx="8" fill="${P}"/><path d="M64 176h222" fill="none" stroke-width="6"/>` +
          `<path d="M96 140l30-50 30 50zM184 116a22 22 0 1 0 44 0 22 22 0 1 0-44 0M234 144c10-20 20 10 30-10" fill="none" stroke="${B}"/>` +
          `<rect x="232" y="168" width="24" height="6" rx="2" fill="${B}"/>` +
          `<circle cx="326" cy="90" r="24" fill="${B}"/><path d="M326 76v14l10 6" fill="none"/>` +
          desk(64) +
          desk(204) +
          `<circle cx="258" cy="202" r="8" fill="${P}"/><path d="M258 194l4-6" fill="none"/><path d="M40 248h320" fill="none"/>`,
      ),
  );
};

/** A workshop bench: tools on a pegboard, two aprons on hooks, a vice on the bench. */
export const workbench: Scene = () => {
  const apron = (x: number, fill: string) =>
    `<path d="M${x} 70a14 14 0 0 1 28 0" fill="none"/><path d="M${x} 70h28l4 20 16 8-6 74h-56l-6-74 16-8z" fill="${fill}"/><rect x="${x - 6}" y="124" width="40" height="22" rx="3" fill="${B}"/>`;
  return svg(
    backdrop(1) +
      ink(
        `<rect x="60" y="50" width="190" height="120" rx="6" fill="${S}"/>` +
          `<path d="M84 70v60" fill="none" stroke-width="6"/><rect x="72" y="62" width="26" height="14" rx="3" fill="${P}"/>` +
          `<path d="M124 68a12 12 0 1 0 16 16l26 50 8-4-26-50a12 12 0 0 0-8-20" fill="${A}"/>` +
          `<path d="M190 64h46v14l-46 8z" fill="${B}"/><rect x="180" y="62" width="14" height="26" rx="4" fill="${P}"/>` +
          `<path d="M196 100l20 60M224 100l-20 60" fill="none" stroke-width="5"/>` +
          apron(276, P) +
          `<rect x="48" y="176" width="300" height="18" rx="4" fill="${P}"/><path d="M64 194v56M332 194v56" fill="none" stroke-width="6"/>` +
          `<path d="M96 176v-18h40v18M116 158v-8" fill="none"/><rect x="88" y="150" width="56" height="10" rx="3" fill="${D}"/>` +
          `<path d="M180 176l10-16h40l10 16z" fill="${A}"/>`,
      ),
  );
};

/** A potter's wheel: a pot being thrown on the turning head, a finished cup and bowl beside it. */
export const pottersWheel: Scene = () =>
  svg(
    backdrop(2, [24, 70, 40]) +
      shadow(200, 254, 150) +
      ink(
        `<path d="M132 254l22-52h92l22 52z" fill="${S}"/>` +
          `<ellipse cx="200" cy="198" rx="84" ry="14" fill="${T}"/>` +
          `<path d="M170 194c-22-28-20-56 8-70 8-4 8-14 4-24h36c-4 10-4 20 4 24 28 14 30 42 8 70z" fill="${P}"/>` +
          `<ellipse cx="200" cy="100" rx="18" ry="4" fill="${A}"/>` +
          `<path d="M176 150c16 6 32 6 48 0" fill="none" stroke="${B}" stroke-width="4"/>` +
          `<path d="M138 132c-8 14-8 32 0 46M262 132c8 14 8 32 0 46" fill="none"/>` +
          `<path d="M62 214h40l-5 40h-30z" fill="${A}"/><path d="M102 222c12 0 12 20-2 20" fill="none"/>` +
          `<path d="M290 232h64c-4 14-16 22-32 22s-28-8-32-22z" fill="${A}"/>`,
      ),
  );

/** A stage microphone on its stand with sound waves. */
export const microphone: Scene = () =>
  svg(
    backdrop(2) +
      shadow(200, 252, 70) +
      ink(
        `<path d="M200 160v86M166 248h68" fill="none" stroke-width="6"/>` +
          `<path d="M160 120a40 40 0 0 0 80 0" fill="none" stroke-width="6"/>` +
          `<rect x="176" y="48" width="48" height="100" rx="24" fill="${P}"/><path d="M176 80h48M176 96h48M176 112h48" fill="none" stroke="${B}"/>` +
          `<path d="M120 84c-12 16-12 40 0 56M96 70c-20 26-20 58 0 84M280 84c12 16 12 40 0 56M304 70c20 26 20 58 0 84" fill="none" stroke="${A}"/>` +
          sparkles([
            [100, 220],
            [300, 210],
          ]),
      ),
  );

/** A wall calendar with a day ringed and an admission ticket in front of it. */
export const calendarTicket: Scene = () => {
  let days = "";
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) days += `M${92 + c * 30} ${112 + r * 26}h20v16h-20z`;
  return svg(
    backdrop(0) +
      shadow(200, 252, 150) +
      ink(
        `<rect x="78" y="62" width="170" height="180" rx="12" fill="${B}"/><path d="M78 74a12 12 0 0 1 12-12h146a12 12 0 0 1 12 12v22H78z" fill="${P}"/>` +
          `<path d="M116 50v24M210 50v24" fill="none" stroke-width="6"/>` +
          `<path d="${days}" fill="${T}" stroke="none"/>` +
          `<circle cx="162" cy="146" r="16" fill="none" stroke="${A}"/>` +
          `<g transform="rotate(-12 280 190)"><path d="M206 160h148v20a12 12 0 0 0 0 24v20H206v-20a12 12 0 0 0 0-24z" fill="${A}"/>` +
          `<path d="M312 164v56" fill="none" stroke="${B}" stroke-dasharray="5 6"/><circle cx="260" cy="192" r="14" fill="${B}"/></g>`,
      ),
  );
};

/** A graduation cap with its tassel on a stack of books (schools, courses, qualifications). */
export const graduationBooks: Scene = () =>
  svg(
    backdrop(1, [320, 70, 30]) +
      shadow(200, 252, 130) +
      ink(
        `<rect x="100" y="218" width="200" height="30" rx="4" fill="${P}"/><rect x="112" y="188" width="180" height="30" rx="4" fill="${A}"/><rect x="104" y="158" width="188" height="30" rx="4" fill="${S}"/>` +
          `<path d="M280 226v14M120 196v14M272 166v14" fill="none" stroke="${B}"/>` +
          `<path d="M150 112v34c0 10 22 18 50 18s50-8 50-18v-34z" fill="${X}"/>` +
          `<path d="M200 68l100 38-100 38-100-38z" fill="${P}"/><path d="M200 106l70 14v48" fill="none"/><path d="M262 168h16l-2 20h-12z" fill="${A}"/>`,
      ),
  );

/** A Ferris wheel with coloured cabins under a string of bunting (fairs, festivals). */
export const ferrisWheel: Scene = () =>
  svg(
    backdrop(0, [330, 66, 28]) +
      shadow(200, 252, 130) +
      ink(
        `<path d="M40 62c60 30 120 30 160 10s100-20 160-10" fill="none"/>` +
          `<path d="M60 70l6 20 12-14zM110 80l2 20 14-12zM290 72l4 20 12-16zM340 68l2 20 14-12z" fill="${A}"/>` +
          `<path d="M200 120l-60 130M200 120l60 130M120 250h160" fill="none" stroke-width="6"/>` +
          `<circle cx="200" cy="120" r="78" fill="none" stroke-width="5"/><circle cx="200" cy="120" r="60" fill="none" stroke="${D}"/>` +
          `<path d="M122 120h156M200 42v156M145 65l110 110M145 175l110-110" fill="none" stroke="${D}"/>` +
          `<circle cx="200" cy="120" r="10" fill="${P}"/>` +
          `<rect x="268" y="120" width="20" height="16" rx="4" fill="${A}"/><rect x="245" y="175" width="20" height="16" rx="4" fill="${P}"/><rect x="190" y="198" width="20" height="16" rx="4" fill="${A}"/><rect x="135" y="175" width="20" height="16" rx="4" fill="${P}"/><rect x="112" y="120" width="20" height="16" rx="4" fill="${A}"/><rect x="135" y="65" width="20" height="16" rx="4" fill="${P}"/><rect x="190" y="42" width="20" height="16" rx="4" fill="${A}"/><rect x="245" y="65" width="20" height="16" rx="4" fill="${P}"/>`,
      ),
  );

/** A conference badge on its lanyard: a portrait and blank lines, beside a coffee cup (meetups, conferences). */
export const lanyardBadge: Scene = () =>
  svg(
    backdrop(1) +
      shadow(200, 254, 130) +
      ink(
        `<path d="M150 30l42 100M250 30l-42 100" fill="none" stroke="${P}" stroke-width="12"/><rect x="188" y="120" width="24" height="20" rx="4" fill="${S}"/>` +
          `<rect x="130" y="136" width="140" height="112" rx="12" fill="#fff"/><path d="M130 148a12 12 0 0 1 12-12h116a12 12 0 0 1 12 12v12H130z" fill="${A}"/>` +
          `<circle cx="170" cy="196" r="22" fill="${T}"/><path d="M154 214c2-10 8-14 16-14s14 4 16 14" fill="${P}"/><circle cx="170" cy="186" r="8" fill="${P}"/>` +
          `<path d="M204 186h46M204 202h34M204 218h40" fill="none" stroke="${D}" stroke-width="6"/>` +
          `<path d="M300 200h40l-4 44a6 6 0 0 1-6 6h-20a6 6 0 0 1-6-6z" fill="${A}"/><path d="M312 186c-6-8 6-12 0-20M328 186c-6-8 6-12 0-20" fill="none" stroke="${M}"/>`,
      ),
  );
