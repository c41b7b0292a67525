/** The eight named styles, by name (the names are the change language's STYLE_NAMES). */
import type { StyleName } from "../../ops/schema.js";
import { bold } from "./bold.js";
import { classic } from "./classic.js";
import { editorial } from "./editorial.js";
import { luxury } from "./luxury.js";
import { minimal } from "./minimal.js";
import { playful } from "./playful.js";
import { technical } from "./technical.js";
import type { DesignStyle } from "./types.js";
import { warm } from "./warm.js";

export const STYLES: Record<StyleName, DesignStyle> = {
  editorial,
  bold,
  minimal,
  warm,
  luxury,
  technical,
  playful,
  classic,
};
