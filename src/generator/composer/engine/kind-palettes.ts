/**
 * A trade's palette for one page: its own or one of the alternates its profile names (kinds/*.ts,
 * `alternatePalettes`), picked by the page's seed, so the same page always gets the same palette. AA is
 * enforced on top (engine/palette.ts).
 */
import type { BusinessKind } from "../../brief/types.js";
import type { Palette } from "../../model.js";
import { KIND_PROFILES } from "../kinds/index.js";
import { pick } from "./hash.js";

/** Every alternate palette, for the contrast test. */
export const ALTERNATE_PALETTES: readonly Palette[] = Object.values(KIND_PROFILES).flatMap(
  (profile) => profile.alternatePalettes,
);

/** The trade's palette for one page: its own or one of its alternates, by the page's seed. */
export function kindPalette(kind: BusinessKind, own: Palette, seed: number): Palette {
  const options = [own, ...(KIND_PROFILES[kind]?.alternatePalettes ?? [])];
  return options[pick(seed, "palette", options.length)]!;
}
