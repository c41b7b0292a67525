/** The design system: eight named styles and the choice of one for a page. */
export { STYLES } from "./catalogue.js";
export { type StyleChoiceSource, styleNameOf, styleOf } from "./choose.js";
export type { DesignStyle, LayoutFamily, Surfaces } from "./types.js";
