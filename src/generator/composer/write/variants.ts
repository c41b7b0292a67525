/**
 * What a product comes in (brief/variants.ts) is shown as chips — "Charcoal · Moss · Oat" with a palette,
 * "130×170 · 150×200" with layers — never as feature cards, points or a sentence of the story.
 */
import type { ContentBrief, Variant } from "../../brief/types.js";
import { escapeRegex } from "../../brief/vocabulary.js";
import type { Item } from "../../model.js";

/** A sentence without the variant clauses the chips show ("" when it said nothing else). */
export function withoutVariants(sentence: string, variants: readonly Variant[] = []): string {
  let out = sentence;
  for (const v of variants)
    out = out.replace(new RegExp(`(?:^|(?<=[;.]\\s*))${escapeRegex(v.line)}\\s*[.;!]?\\s*`, "u"), "");
  return out.replace(/\s*;\s*$/u, ".").trim();
}

/** Between a chip's values: "Charcoal · Moss · Oat". */
export const CHIP_SEPARATOR = " · ";

/** The icon a chip wears for what its values vary: colours the palette, sizes and models the layers. */
export const variantIcon = (kind: Variant["kind"]) => (kind === "colour" ? "palette" : "layers");

/** A chip's values, as its title shows them. */
export const chipValues = (chip: Item) => chip.title.split(CHIP_SEPARATOR).map((v) => v.trim());

/** One chip per variant list: its values in the owner's order, with an icon that says what they vary. */
export function variantChips(brief: Pick<ContentBrief, "variants">): Item[] {
  return (brief.variants ?? []).map((v) => ({
    title: v.values.join(CHIP_SEPARATOR),
    icon: variantIcon(v.kind),
  }));
}
