/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * The hero, in ten layouts (render/layouts.ts picks one from the page's style and seed). Its picture is
 * the owner's hero photo when they uploaded one, otherwise the business kind's scene; lead and newsletter
 * pages hold their form here. Every layout draws the same parts (parts below), only arranged differently,
 * so every fact and edit path is on the page whichever layout it gets.
 */
import type { Section } from "../../model.js";
import { chrome, RENDER_TEXTS } from "./chrome-text.js";
import { sectionPath } from "./edit-paths.js";
import { shownEyebrow } from "./eyebrow.js";
import { Form } from "./form.js";
import { HERO_CSS } from "./hero-css.js";
import { DateTile, type PosterDate, posterDateOf } from "./hero-poster.js";
import { Fragment, type Html, h, raw } from "./jsx.js";
import { type HeroLayout, type HeroVisual, heroLayoutOf, posterVariantOf } from "./layouts.js";
import { Icon, type RenderContext, T } from "./parts.js";
import { PHOTO_SIZES, photoAttributes } from "./photo-sources.js";
import { Countdown } from "./sections.js";

function Facts(props: { s: Section; ctx: RenderContext }): Html | null {
  const { s, ctx } = props;
  if (s.items.length === 0) return null;
  return (
    <ul class="kfacts" data-items="items">
      {s.items.map((it, i) => {
        const text = (
          <T tag="span" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
        );
        const dated = it.datetime ? <time datetime={it.datetime}>{text}</time> : text;
        return (
          <li data-item={i}>
            <Icon name={it.icon} size={18} />
            {it.href ? <a href={it.href}>{dated}</a> : dated}
          </li>
        );
      })}
    </ul>
  );
}

/** The hero's parts, each drawn once; layouts arrange them. */
interface HeroParts {
  eyebrow: Html | null;
  title: Html | null;
  words: Html;
  actions: Html;
  visual: Html | null;
  /** The owner's photo behind everything (cover layout: a lead form beside the words and a photo). */
  backdrop: Html | null;
  /** The photo is wide enough to fill half the page without being stretched. */
  fills: boolean;
  /** The event's date for the poster layout's tile. */
  date: PosterDate | null;
}

/** Half of a wide screen at most (1280 px ÷ 2 at 1.5×): a photo this wide fills a half sharply. */
const FILLS_HALF = 960;

/** Layouts that show the hero photo across the page rather than in half of it. */
const WIDE_PHOTO = new Set<HeroLayout>(["full-bleed", "stacked", "editorial", "centred"]);

function heroParts(
  s: Section,
  ctx: RenderContext,
  visualKind: HeroVisual,
  photo: number,
  layout: HeroLayout,
  date: PosterDate | null,
): HeroParts {
  const type = ctx.model.source.landingPageType;
  const photoSizes = WIDE_PHOTO.has(layout)
    ? "100vw"
    : layout === "panels"
      ? PHOTO_SIZES.half
      : PHOTO_SIZES.hero;
  const words = (
    <>
      <T tag="p" class="tagline" path={sectionPath(s, "tagline")} text={s.tagline} user ctx={ctx} />
      <T tag="p" class="lead" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
      {s.past ? (
        <p class="past" role="note">
          {chrome(ctx.model, RENDER_TEXTS.past)}
        </p>
      ) : null}
    </>
  );
  const actions = (
    <>
      <Facts s={s} ctx={ctx} />
      {s.cta ? (
        <div class="btns">
          <a class="btn" href={s.cta.href} data-edit={sectionPath(s, "cta", "label")}>
            {s.cta.label}
          </a>
          {s.secondaryCta ? (
            <a
              class="btn btn2"
              href={s.secondaryCta.href}
              data-edit={sectionPath(s, "secondaryCta", "label")}
            >
              {s.secondaryCta.label}
            </a>
          ) : null}
        </div>
      ) : null}
      {type === "newsletter" && s.form ? (
        <div class="hero-form">
          <Form s={s} form={s.form} ctx={ctx} inline />
        </div>
      ) : null}
      {s.date ? <Countdown date={s.date} model={ctx.model} /> : null}
    </>
  );
  const photoImage = (sizes: string, fitted: boolean) => {
    const { style, ...attributes } = photoAttributes(ctx.model.images[photo], sizes);
    return (
      <img
        class="hero-photo"
        {...attributes}
        style={fitted ? style : undefined}
        alt={ctx.model.images[photo].alt}
        data-image={photo}
        fetchpriority="high"
      />
    );
  };
  const visual =
    visualKind === "form" && s.form ? (
      <div class="card form-card">
        <Form s={s} form={s.form} ctx={ctx} />
      </div>
    ) : visualKind === "photo" ? (
      photoImage(photoSizes, true)
    ) : visualKind === "art" ? (
      <div class="art-hero">{raw(ctx.art)}</div>
    ) : null;
  return {
    eyebrow: <T tag="span" class="pill" path={sectionPath(s, "eyebrow")} text={shownEyebrow(s)} ctx={ctx} />,
    title: (
      <T
        tag="h1"
        id="hero-h"
        class={headlineLength(s.heading)}
        path={sectionPath(s, "heading")}
        text={s.heading}
        user
        ctx={ctx}
      />
    ),
    words,
    actions,
    visual,
    // A backdrop fills the hero whatever the photo's own width (the veil hides its softness).
    backdrop: layout === "cover" && photo >= 0 ? photoImage("100vw", false) : null,
    fills: visualKind === "photo" && (ctx.model.images[photo]?.width ?? 0) >= FILLS_HALF,
    date,
  };
}

/**
 * A long headline, or one with a long word, is set a step smaller: display size suits a name of two
 * words, not a sentence ("Year-end close without the panic" on four lines, broken at its hyphen) or a
 * German compound broken mid-word ("Zahnarztp|raxis").
 */
function headlineLength(heading: string | undefined): string | undefined {
  const length = heading?.length ?? 0;
  // A long word ("Zahnarztpraxis") at display size breaks inside itself in a narrow column.
  const longestWord = Math.max(0, ...(heading ?? "").split(/\s+/).map((word) => word.length));
  // Ten letters at the bold and playful display sizes (up to 5.4rem) already overrun a half-width column.
  return length > 48 || longestWord > 16 ? "h-xlong" : length > 26 || longestWord > 9 ? "h-long" : undefined;
}

/** The eyebrow, the headline, the words and the actions, in that order: most layouts' text column. */
const copyOf = (p: HeroParts): Html => (
  <>
    {p.eyebrow}
    {p.title}
    {p.words}
    {p.actions}
  </>
);

/** The words on one side and the picture or form on the other (split and band differ only in look). */
const twoColumns = (p: HeroParts): Html => (
  <div class="w g2">
    <div>{copyOf(p)}</div>
    {p.visual ? <div>{p.visual}</div> : null}
  </div>
);

/**
 * A drawing is a small thing: set below a wide title in a page-wide plate it floats in an empty grey panel
 * (the designer's "small picture in a grey panel"). Under a wide title it stands large beside the words.
 * A lead form goes beside them too: under them it sat in a page-wide tinted box, half of it empty.
 */
const besideArt = (p: HeroParts): Html => (
  <div class="hx-beside">
    <div>
      {p.words}
      {p.actions}
    </div>
    <div class="hx-beside-art">{p.visual}</div>
  </div>
);

/** The words in one column and the facts and buttons in the next (a row under a wide headline). */
const wordsBesideActions = (p: HeroParts, cls: string): Html => (
  <div class={cls}>
    <div>{p.words}</div>
    <div>{p.actions}</div>
  </div>
);

/** Each layout: the markup inside the hero's section, from its parts. */
const ARRANGE: Record<HeroLayout, (p: HeroParts, visual: HeroVisual) => Html> = {
  split: twoColumns,
  // The words come first in the document and the picture is moved to the left on wide screens: a photo
  // first in the source streamed in before the words and was pushed down under them on a phone (a layout
  // shift), and a screen reader read the picture before the headline.
  asymmetric: (p) => (
    <div class="w hx-asym">
      <div class="hx-copy">{copyOf(p)}</div>
      <div class="hx-media">{p.visual}</div>
    </div>
  ),
  centred: (p) => (
    <div class="w">
      <div class="hero-text">{copyOf(p)}</div>
      {p.visual ? <div class="hero-below">{p.visual}</div> : null}
    </div>
  ),
  band: twoColumns,
  "full-bleed": (p) => (
    <>
      {p.visual ? <div class="hx-bleed">{p.visual}</div> : null}
      <div class="w">
        <div class="hx-panel">{copyOf(p)}</div>
      </div>
    </>
  ),
  editorial: (p, visual) => (
    <div class="w">
      <div class="hx-masthead">
        {p.eyebrow}
        {p.title}
      </div>
      {visual === "art" ? (
        besideArt(p)
      ) : (
        <>
          {wordsBesideActions(p, "hx-columns")}
          {p.visual ? <figure class="hx-plate">{p.visual}</figure> : null}
        </>
      )}
    </div>
  ),
  card: (p) => (
    <div class="w">
      <div class="hx-box">
        <div>{copyOf(p)}</div>
        {p.visual ? <div class="hx-box-media">{p.visual}</div> : null}
      </div>
    </div>
  ),
  stacked: (p, visual) => (
    <div class="w">
      <div class="hx-stack">
        {p.eyebrow}
        {p.title}
        {visual === "art" || visual === "form" ? besideArt(p) : wordsBesideActions(p, "hx-stack-row")}
      </div>
      {p.visual && visual !== "art" && visual !== "form" ? <div class="hx-wide">{p.visual}</div> : null}
    </div>
  ),
  statement: (p) => (
    <div class="w hx-statement">
      {p.eyebrow}
      {p.title}
      {wordsBesideActions(p, "hx-rule")}
    </div>
  ),
  // The photo is drawn behind everything but comes after the words in the document (read after the
  // headline, like every hero's picture).
  cover: (p) => (
    <>
      <div class="w g2 hx-over">
        <div class="hx-copy">{copyOf(p)}</div>
        {p.visual ? <div>{p.visual}</div> : null}
      </div>
      {p.backdrop ? <div class="hx-cover">{p.backdrop}</div> : null}
    </>
  ),
  // The date tile beside the headline, then the words beside the drawing (or in two columns without one).
  poster: (p, visual) => (
    <div class="w">
      <div class="hx-poster-head">
        {p.date ? <DateTile date={p.date} /> : null}
        <div>
          {p.eyebrow}
          {p.title}
        </div>
      </div>
      {visual === "art" ? besideArt(p) : wordsBesideActions(p, "hx-poster-row")}
    </div>
  ),
  // A photo wide enough fills its half to the edges (a photograph, not a print on a wall); a small one
  // or a drawing stands framed in the half.
  panels: (p) => (
    <div class="hx-halves">
      <div class="hx-half hx-ink">
        <div class="hx-inner">{copyOf(p)}</div>
      </div>
      {p.visual ? <div class={p.fills ? "hx-half hx-pic hx-fill" : "hx-half hx-pic"}>{p.visual}</div> : null}
    </div>
  ),
};

/** The class list of a hero section: its layout, and the look some layouts give the whole section. */
const SECTION_CLASS: Record<HeroLayout, string> = {
  split: "hero hero-split",
  asymmetric: "hero hero-asym",
  centred: "hero hero-centred c",
  band: "hero hero-band bold",
  "full-bleed": "hero hero-bleed",
  editorial: "hero hero-editorial",
  card: "hero hero-card",
  stacked: "hero hero-stacked",
  statement: "hero hero-statement",
  panels: "hero hero-panels",
  cover: "hero hero-cover",
  poster: "hero hero-poster",
};

export function Hero(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  const type = ctx.model.source.landingPageType;
  const photo = ctx.model.images.findIndex((img) => img.role === "hero" && img.dataUrl);
  const visualKind: HeroVisual =
    type === "lead-generation" && s.form ? "form" : photo >= 0 ? "photo" : ctx.art ? "art" : "none";
  // A dated event without a photo leads with its date (a poster), whatever its style's usual hero.
  const posterDate = visualKind === "art" || visualKind === "none" ? posterDateOf(s, ctx.model) : null;
  const layout: HeroLayout =
    visualKind === "form" && photo >= 0
      ? "cover"
      : posterDate
        ? "poster"
        : heroLayoutOf(ctx.model, ctx.style, visualKind);
  ctx.css.add(HERO_CSS.base);
  ctx.css.add(HERO_CSS[layout]);
  const parts = heroParts(
    s,
    ctx,
    layout === "statement" ? "none" : visualKind,
    photo,
    layout,
    layout === "poster" ? posterDate : null,
  );
  // Words alone are set larger ("bare"): with no picture beside them the headline is the hero's picture.
  const base =
    layout === "poster"
      ? `${SECTION_CLASS.poster} pv-${posterVariantOf(ctx.model, ctx.style)}`
      : SECTION_CLASS[layout];
  return (
    <section
      id="hero"
      data-section="hero"
      data-section-id={s.id}
      data-layout={layout}
      class={visualKind === "none" ? `${base} bare` : base}
      aria-labelledby="hero-h"
    >
      {ARRANGE[layout](parts, layout === "statement" ? "none" : visualKind)}
    </section>
  );
}
