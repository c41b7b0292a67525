/**
 * set_style: the look of the page in its settings — brand and accent colours (a colour name or a CSS
 * colour, darkened until white text on it reaches AA), light/dark, font, the overall design, spacing and
 * emphasis flags, the navigation menu and the tone of text written from now on.
 */
import { AA, accentFor, ensureContrast, isHexColor, NAMED_COLORS } from "../composer/engine/palette.js";
import { packByCode } from "../lang/index.js";
import type { PageModel } from "../model.js";
import type { Key } from "./catalogue/types.js";
import { isMoodPalette } from "./mood-palettes.js";
import { type HandlerTable, refuse } from "./outcome.js";
import { reportWords } from "./report-words.js";
import type { OpOf, StyleName } from "./schema.js";

/** A design's name in the report's language (catalogue keys), never the code's English word on a French page. */
const DESIGN_NAMES: Record<StyleName, Key> = {
  minimal: "styleMinimal",
  warm: "styleWarm",
  bold: "styleBold",
  luxury: "styleLuxury",
  classic: "styleClassic",
  technical: "styleTechnical",
  playful: "stylePlayful",
  editorial: "styleEditorial",
};

/**
 * The colour said in the owner's words: a name as they said it; a code (what the interpreter passes for
 * "groener") as the page language's name of the nearest colour its pack knows, the code beside it ("groen
 * (#166534)"), never a code alone an owner cannot read. A code the owner typed, or with no pack colour near it, stays a code.
 */
function colourWords(said: string, hex: string, lang: string, request: string): string {
  if (!isHexColor(said.trim())) return said;
  // A code the owner typed is theirs: said back, with the one used when it had to be darkened.
  if (request.toLowerCase().includes(said.trim().toLowerCase()))
    return said.toLowerCase() === hex.toLowerCase() ? hex : `${said} (${hex})`;
  const table = { ...(packByCode(lang)?.colours ?? {}) };
  const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const [r, g, b] = rgb(said.trim().toLowerCase());
  let best: { name: string; distance: number } | null = null;
  for (const [name, hex] of Object.entries(table)) {
    if (!isHexColor(hex) || hex.length !== 7) continue;
    const [r2, g2, b2] = rgb(hex.toLowerCase());
    const distance = (r! - r2!) ** 2 + (g! - g2!) ** 2 + (b! - b2!) ** 2;
    if (!best || distance < best.distance) best = { name, distance };
  }
  // Near enough to be that colour (about a tenth of the way across the colour cube): its name, with the
  // code used after it, which the app shows as a swatch ("groen (#166534)").
  return best && best.distance <= 45 ** 2 * 3 ? `${best.name} (${hex})` : said;
}

/** A colour the owner named ("forest green", "#2a9d8f", "navy") as hex, darkened for white text. */
function colourOf(name: string, lang: string | undefined): { hex: string; said: string } {
  const text = name.trim().toLowerCase();
  const hex = isHexColor(text)
    ? text
    : (NAMED_COLORS[text.replace(/\s+/g, "")] ??
      text
        .split(/[\s-]+/)
        .map((word) => NAMED_COLORS[word])
        .find(Boolean));
  if (!hex) return refuse(lang, "colourUnreadable", { colour: name });
  return { hex: ensureContrast(hex, "#ffffff", AA), said: name.trim() };
}

const SCHEMES = { dark: "schemeDark", light: "schemeLight", auto: "schemeAuto" } as const;

function colours(model: PageModel, op: OpOf<"set_style">, lines: string[], request: string): void {
  // "calmer colours": a mood's own pair is said with its design, not as two colour codes.
  if (op.design && isMoodPalette(op.design, op.primary, op.accent)) {
    model.settings.palette = {
      primary: ensureContrast(op.primary!, "#ffffff", AA),
      accent: ensureContrast(op.accent!, "#ffffff", AA),
    };
    return;
  }
  if (op.primary) {
    const { hex, said } = colourOf(op.primary, model.lang);
    model.settings.palette = {
      primary: hex,
      accent: op.accent ? model.settings.palette.accent : accentFor(hex),
    };
    lines.push(
      reportWords(model.lang, "brandColour", { colour: colourWords(said, hex, model.lang, request) }),
    );
  }
  // "make the buttons green": the buttons wear the brand colour; the accent the owner did not name stays.
  if (op.buttonColour && !op.primary) {
    const { hex, said } = colourOf(op.buttonColour, model.lang);
    model.settings.palette = { ...model.settings.palette, primary: hex };
    lines.push(
      reportWords(model.lang, "buttonColour", { colour: colourWords(said, hex, model.lang, request) }),
    );
  }
  if (op.accent) {
    const { hex, said } = colourOf(op.accent, model.lang);
    model.settings.palette = { ...model.settings.palette, accent: hex };
    lines.push(
      reportWords(model.lang, "accentColour", { colour: colourWords(said, hex, model.lang, request) }),
    );
  }
}

function emphasis(model: PageModel, op: OpOf<"set_style">, lines: string[]): void {
  const style = { ...model.settings.style };
  if (op.spacing) {
    style.spacing = op.spacing;
    lines.push(reportWords(model.lang, op.spacing === "more" ? "moreRoom" : "compact"));
  }
  if (op.headline) {
    style.headline = op.headline;
    lines.push(reportWords(model.lang, op.headline === "bigger" ? "headlineBigger" : "headlineSmaller"));
  }
  if (op.headings) {
    style.headings = op.headings;
    lines.push(reportWords(model.lang, op.headings === "bigger" ? "headingsBigger" : "headingsSmaller"));
  }
  if (op.buttons) {
    style.buttons = op.buttons;
    lines.push(reportWords(model.lang, "buttonsBigger"));
  }
  if (op.corners) {
    style.corners = op.corners;
    lines.push(reportWords(model.lang, op.corners === "rounder" ? "cornersRounder" : "cornersSharper"));
  }
  if (op.textSize) {
    if (op.textSize === "normal") delete style.textSize;
    else style.textSize = op.textSize;
    const size = { normal: "textNormal", large: "textLarger", small: "textSmaller" } as const;
    lines.push(reportWords(model.lang, size[op.textSize]));
  }
  if (op.heroImage) {
    style.heroImage = op.heroImage;
    const hero = { hidden: "heroHidden", bigger: "heroBigger", smaller: "heroSmaller" } as const;
    lines.push(reportWords(model.lang, hero[op.heroImage]));
  }
  if (Object.keys(style).length) model.settings.style = style;
  else if (op.textSize) delete model.settings.style;
}

export const STYLE_OPS: HandlerTable = {
  set_style(model, op, context) {
    const lines: string[] = [];
    colours(model, op, lines, context.request);
    if (op.scheme) {
      model.settings.scheme = op.scheme;
      lines.push(reportWords(model.lang, SCHEMES[op.scheme]));
    }
    if (op.font) {
      model.settings.font = op.font;
      lines.push(reportWords(model.lang, op.font === "serif" ? "fontSerif" : "fontSans"));
    }
    if (op.design) {
      model.settings.design = op.design;
      const withColours = isMoodPalette(op.design, op.primary, op.accent);
      const design = reportWords(model.lang, DESIGN_NAMES[op.design]);
      lines.push(reportWords(model.lang, withColours ? "designColours" : "design", { design }));
    }
    emphasis(model, op, lines);
    if (op.navigation === "hidden") {
      model.settings.hideNavigation = true;
      lines.push(reportWords(model.lang, "navHidden"));
    }
    if (op.navigation === "shown") {
      delete model.settings.hideNavigation;
      lines.push(reportWords(model.lang, "navShown"));
    }
    if (op.tone) {
      model.settings.tone = op.tone;
      lines.push(reportWords(model.lang, "tone", { tone: op.tone }));
    }
    if (!lines.length) refuse(model.lang, "styleNamesNothing");
    return lines.join("; ");
  },
};
