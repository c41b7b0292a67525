/**
 * A palette from what the business is, for the kinds whose own palette says nothing (an unknown business,
 * a shop, a product, an event): a gelateria in raspberry and pistachio, a florist in rose and leaf, a
 * bakery in crust and wheat — rather than the default blue every unclassified page used to share. Read
 * from the drawing the page's subject names (scenes/pick.ts); none when it names none.
 */
import type { PageSource, Palette } from "../../model.js";
import { firstSentence, matchedScenes, type SceneId } from "../scenes/index.js";
import type { BusinessKind } from "../scenes/types.js";
import { hashString } from "./hash.js";

/** The colours of what a drawing shows. White text reads on each primary (AA is enforced on top). */
const SCENE_PALETTES: Partial<Record<SceneId, Palette>> = {
  "ice-cream": { primary: "#be185d", accent: "#4d7c0f" },
  "flower-vase": { primary: "#be123c", accent: "#3f6212" },
  "coffee-cup": { primary: "#7c2d12", accent: "#b45309" },
  "cake-stand": { primary: "#9d174d", accent: "#b45309" },
  "bread-loaves": { primary: "#9a3412", accent: "#a16207" },
  "wine-bottle": { primary: "#881337", accent: "#a16207" },
  cocktails: { primary: "#c2410c", accent: "#0e7490" },
  pizza: { primary: "#b91c1c", accent: "#15803d" },
  "chef-pot": { primary: "#9a3412", accent: "#0f766e" },
  "market-stall": { primary: "#15803d", accent: "#c2410c" },
  "bottle-leaf": { primary: "#0f766e", accent: "#65a30d" },
  "camera-frames": { primary: "#292524", accent: "#d97706" },
  "clothes-rail": { primary: "#3f3f46", accent: "#be185d" },
  "folded-shirts": { primary: "#44403c", accent: "#c2410c" },
  "yoga-mat": { primary: "#4d7c0f", accent: "#c2410c" },
  lotus: { primary: "#0f766e", accent: "#c2410c" },
  "dog-cat-bowl": { primary: "#c2410c", accent: "#0f766e" },
  "watering-can": { primary: "#166534", accent: "#a16207" },
};

/**
 * An unclassified business whose subject names nothing drawable still gets a designer's pair rather than
 * the default blue: one of these, by its name (ink and coral, forest and brass, oxblood and teal, umber and
 * teal, terracotta and teal, charcoal and amber).
 */
const UNNAMED: readonly Palette[] = [
  { primary: "#1c1917", accent: "#e5533d" },
  { primary: "#14532d", accent: "#b45309" },
  { primary: "#7f1d1d", accent: "#0f766e" },
  { primary: "#713f12", accent: "#0e7490" },
  { primary: "#9a3412", accent: "#0f766e" },
  { primary: "#292524", accent: "#d97706" },
];

/** Every palette this file may give, for the contrast test. */
export const SUBJECT_PALETTES: readonly Palette[] = [...Object.values(SCENE_PALETTES), ...UNNAMED];

/** Kinds whose palette is a default, not a trade's colour: their subject decides when it can. */
const DEFAULT_PALETTE_KINDS = new Set<BusinessKind>(["other", "shop", "food-product", "fashion"]);

/** The title and the description's first sentence: what the business is. */
function subject(source: PageSource): string {
  return `${source.title} \n ${firstSentence(source.prompt)}`;
}

/** The palette of the first drawing the page's subject names, for a kind without colours of its own. */
export function subjectPalette(kind: BusinessKind, source: PageSource): Palette | undefined {
  if (!DEFAULT_PALETTE_KINDS.has(kind)) return undefined;
  const said = subject(source);
  const scene = matchedScenes(kind, said, said).find((id) => SCENE_PALETTES[id]);
  if (scene) return SCENE_PALETTES[scene];
  return kind === "other" ? UNNAMED[hashString(source.companyName) % UNNAMED.length] : undefined;
}
