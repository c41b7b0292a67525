/**
 * set_style: the look of the page in its settings — brand and accent colours (a colour name or a CSS
 * colour, darkened until white text on it reaches AA), light/dark, font, the overall design, spacing and
 * emphasis flags, the navigation menu and the tone of text written from now on.
 */
import { AA, accentFor, ensureContrast, isHexColor, NAMED_COLORS } from "../composer/engine/palette.js";
import type { PageModel } from "../model.js";
import { type HandlerTable, notApplied } from "./outcome.js";
import type { OpOf } from "./schema.js";

/** The owner's colour and the one used, once when they are the same ("#0f766e", not "#0f766e (#0f766e)"). */
const colourWords = (said: string, hex: string) =>
  said.toLowerCase() === hex.toLowerCase() ? hex : `${said} (${hex})`;

/** A colour the owner named ("forest green", "#2a9d8f", "navy") as hex, darkened for white text. */
function colourOf(name: string): { hex: string; said: string } {
  const text = name.trim().toLowerCase();
  const hex = isHexColor(text)
    ? text
    : (NAMED_COLORS[text.replace(/\s+/g, "")] ??
      text
        .split(/[\s-]+/)
        .map((word) => NAMED_COLORS[word])
        .find(Boolean));
  if (!hex)
    return notApplied(
      `Could not read the colour “${name}”: name one (“forest green”) or give its code (#166534)`,
    );
  return { hex: ensureContrast(hex, "#ffffff", AA), said: name.trim() };
}

const SCHEMES = {
  dark: "the dark theme",
  light: "the light theme",
  auto: "the theme of the visitor's device",
};

function colours(model: PageModel, op: OpOf<"set_style">, lines: string[]): void {
  if (op.primary) {
    const { hex, said } = colourOf(op.primary);
    model.settings.palette = {
      primary: hex,
      accent: op.accent ? model.settings.palette.accent : accentFor(hex),
    };
    lines.push(`Changed the brand colour to ${colourWords(said, hex)}`);
  }
  if (op.accent) {
    const { hex, said } = colourOf(op.accent);
    model.settings.palette = { ...model.settings.palette, accent: hex };
    lines.push(`Changed the accent colour to ${colourWords(said, hex)}`);
  }
}

function emphasis(model: PageModel, op: OpOf<"set_style">, lines: string[]): void {
  const style = { ...model.settings.style };
  if (op.spacing) {
    style.spacing = op.spacing;
    lines.push(op.spacing === "more" ? "Gave the page more room" : "Made the page more compact");
  }
  if (op.headline) {
    style.headline = op.headline;
    lines.push(`Made the headline ${op.headline}`);
  }
  if (op.headings) {
    style.headings = op.headings;
    lines.push(`Made the section headings ${op.headings}`);
  }
  if (op.buttons) {
    style.buttons = op.buttons;
    lines.push("Made the buttons bigger");
  }
  if (op.textSize) {
    if (op.textSize === "normal") delete style.textSize;
    else style.textSize = op.textSize;
    lines.push(
      op.textSize === "normal"
        ? "Set the text to its normal size"
        : `Made the text ${op.textSize === "large" ? "larger" : "smaller"}`,
    );
  }
  if (op.heroImage) {
    style.heroImage = op.heroImage;
    lines.push(op.heroImage === "hidden" ? "Hid the top picture" : `Made the top picture ${op.heroImage}`);
  }
  if (Object.keys(style).length) model.settings.style = style;
  else if (op.textSize) delete model.settings.style;
}

export const STYLE_OPS: HandlerTable = {
  set_style(model, op) {
    const lines: string[] = [];
    colours(model, op, lines);
    if (op.scheme) {
      model.settings.scheme = op.scheme;
      lines.push(`Switched to ${SCHEMES[op.scheme]}`);
    }
    if (op.font) {
      model.settings.font = op.font;
      lines.push(`Switched to the ${op.font === "serif" ? "serif" : "sans-serif"} font`);
    }
    if (op.design) {
      model.settings.design = op.design;
      lines.push(`Switched to the “${op.design}” design`);
    }
    emphasis(model, op, lines);
    if (op.navigation === "hidden") {
      model.settings.hideNavigation = true;
      lines.push("Hid the navigation menu");
    }
    if (op.navigation === "shown") {
      delete model.settings.hideNavigation;
      lines.push("Showed the navigation menu");
    }
    if (op.tone) {
      model.settings.tone = op.tone;
      lines.push(`Set the tone to ${op.tone} for text written from now on`);
    }
    if (!lines.length) notApplied("The style change named nothing to change");
    return lines.join("; ");
  },
};
