/**
 * Which layout each section family is drawn with: the page's style lists the layouts it likes for the
 * family, the page's seed picks one of those that can show what the section holds (a hero with a lead form
 * cannot be a full-bleed photo). Same input, same layout; two pages of one type rarely share a layout set.
 */
import type { PageModel } from "../../model.js";
import { pick } from "../engine/hash.js";
import type { DesignStyle, LayoutFamily } from "../styles/types.js";

/** Every hero layout, and what each can show beside its words. */
export const HERO_LAYOUTS = {
  split: { form: true, photo: true, art: true },
  asymmetric: { form: true, photo: true, art: true },
  centred: { form: true, photo: true, art: true },
  band: { form: true, photo: false, art: true },
  "full-bleed": { form: false, photo: true, art: true },
  editorial: { form: false, photo: true, art: true },
  card: { form: true, photo: true, art: true },
  stacked: { form: true, photo: true, art: true },
  statement: { form: false, photo: false, art: false },
  panels: { form: true, photo: true, art: true },
  // The owner's photo behind the words and the lead form (hero.tsx sets it when a lead form meets a
  // photo): the form takes the side column, so the photo fills the hero under a veil rather than being dropped.
  cover: { form: true, photo: true, art: false },
  // An event's date set large beside its headline, the way a poster or a ticket leads with it (hero.tsx
  // sets it for a dated event or webinar: the content decides it, not the seed).
  poster: { form: false, photo: false, art: true },
} as const;
export type HeroLayout = keyof typeof HERO_LAYOUTS;

/**
 * Layouts whose words fill the hero by themselves. With nothing to show beside them, a two-column, card or
 * half-and-half layout leaves an empty half (a designer's first mark-down); these set the words large.
 */
const TEXT_LED: readonly HeroLayout[] = ["statement", "centred", "editorial", "stacked", "band"];
/** A style that likes none of those still gets a hero drawn for words alone. */
const NO_VISUAL: HeroLayout[] = ["statement", "centred"];

/** What the hero shows beside its words. */
export type HeroVisual = "form" | "photo" | "art" | "none";

/**
 * A page of a hero and little else, from a one-line description: no lead, no facts, at most two sections
 * after the hero. A strong hero (the brand colour beside the picture, a coloured band, a framed card)
 * makes its shortness look meant, whatever the style's usual choice.
 */
const SHORT_PAGE: readonly HeroLayout[] = ["panels", "band", "card"];

export function isShortPage(model: PageModel): boolean {
  const hero = model.sections.find((s) => s.kind === "hero");
  return model.sections.length <= 3 && !hero?.lead && (hero?.items.length ?? 0) === 0;
}

/**
 * Layouts a photo leads: behind the words, half the hero, or a wide plate. Centred and card heroes set an
 * owner's photo as a small picture under or beside the words, the way they set a drawing.
 */
const PHOTO_LED: readonly HeroLayout[] = [
  "full-bleed",
  "panels",
  "split",
  "asymmetric",
  "editorial",
  "stacked",
];

/**
 * A photograph at full size (a phone's or a camera's, 1600 px wide and more) is the page's best picture:
 * it fills the hero behind the words or a whole half of it, on a phone too, rather than standing under
 * the buttons as a print below the fold.
 */
const FULL_PHOTO_WIDTH = 1600;
const FULL_PHOTO: readonly HeroLayout[] = ["full-bleed", "panels"];

function heroPhotoWidth(model: PageModel): number {
  return model.images.find((img) => img.role === "hero" && img.dataUrl)?.width ?? 0;
}

export function heroLayoutOf(model: PageModel, style: DesignStyle, visual: HeroVisual): HeroLayout {
  const fullPhoto = visual === "photo" && heroPhotoWidth(model) >= FULL_PHOTO_WIDTH;
  const liked = (
    fullPhoto
      ? style.layouts.hero.some((name) => FULL_PHOTO.includes(name as HeroLayout))
        ? style.layouts.hero
        : FULL_PHOTO
      : visual !== "none" && isShortPage(model)
        ? SHORT_PAGE
        : style.layouts.hero
  ) as readonly HeroLayout[];
  const fits = (name: HeroLayout) =>
    visual === "none"
      ? TEXT_LED.includes(name)
      : HERO_LAYOUTS[name][visual] &&
        (visual !== "photo" || (fullPhoto ? FULL_PHOTO : PHOTO_LED).includes(name));
  const options = liked.filter(fits);
  const usable = options.length > 0 ? options : visual === "none" ? NO_VISUAL : (["split"] as HeroLayout[]);
  return usable[pick(model.settings.seed, `hero:${style.name}`, usable.length)]!;
}

/** The layout of a family other than the hero, picked among the style's own. */
export function layoutOf(
  model: PageModel,
  style: DesignStyle,
  family: Exclude<LayoutFamily, "hero">,
): string {
  const liked = style.layouts[family];
  return liked[pick(model.settings.seed, `${family}:${style.name}`, liked.length)]!;
}

/**
 * How a poster hero sets its date: a filled tile beside the headline ("tile"), a ticket stub on a field
 * of the brand colour ("ticket"), or a big figure ruled off from the headline ("figure"). Every dated
 * event and webinar gets the poster, so without these every such page of a type shared one hero; the
 * style says which suit its tone, the seed picks among them.
 */
export type PosterVariant = "tile" | "ticket" | "figure";
const POSTER_VARIANTS: Record<string, readonly PosterVariant[]> = {
  bold: ["ticket", "tile"],
  playful: ["ticket", "tile"],
  editorial: ["figure"],
  luxury: ["figure"],
  minimal: ["figure", "tile"],
  classic: ["tile", "figure"],
  warm: ["tile", "ticket"],
  technical: ["tile", "ticket", "figure"],
};

export function posterVariantOf(model: PageModel, style: DesignStyle): PosterVariant {
  const options = POSTER_VARIANTS[style.name] ?? (["tile"] as const);
  return options[pick(model.settings.seed, `poster:${style.name}`, options.length)]!;
}
