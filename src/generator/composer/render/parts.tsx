/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * Building blocks shared by the section renderers: section frame and header, text that carries its edit
 * path, cards, lists, placeholders, photos, people and dates.
 */
import type { Item, PageModel, Section } from "../../model.js";
import { ICONS, type IconName, iconSvg } from "../engine/icon-set.js";
import { avatar } from "../engine/illustrations.js";
import type { DesignStyle } from "../styles/types.js";
import { sectionPath } from "./edit-paths.js";
import { shownEyebrow } from "./eyebrow.js";
import { itemIcon } from "./item-icon.js";
import { type Child, Fragment, type Html, h, raw } from "./jsx.js";
import { KEEP_CSS, keepTogether } from "./keep-together.js";
import { PHOTO_SIZES, photoAttributes } from "./photo-sources.js";
import { COLUMNS_CSS, columnsClass } from "./word-widths.js";

/** What every renderer may need besides its section. */
export interface RenderContext {
  model: PageModel;
  /** Where the main call to action points (#registration, #signup…). */
  target: string;
  /** Language of the user's own text when it is not English (its elements say so). */
  userLang?: string;
  /** Whether the section sits on the surface colour (every other section). */
  alt: boolean;
  /** This section's drawing (scene.ts), "" when it has none. */
  art: string;
  /** The page's visual style (../styles). */
  style: DesignStyle;
  /** The page's layout rules in use: renderers add theirs, the document's <style> carries them. */
  css: Set<string>;
}

export function Icon(props: { name?: string; size?: number }): Html {
  const name = (props.name && props.name in ICONS ? props.name : "sparkles") as IconName;
  return raw(iconSvg(name, props.size ?? 24));
}

/**
 * An item's icon in its chip; `n` (from 0) shows the item's number instead; `mark` a neutral dot in the
 * same chip, for an item whose words name nothing drawable in a list whose others have icons.
 */
export function Chip(props: { name?: string; n?: number; mark?: boolean }): Html {
  if (props.mark) return <span class="ic mk" aria-hidden="true" />;
  if (!props.name && props.n !== undefined)
    return (
      <span class="ic no" aria-hidden="true">
        {String(props.n + 1).padStart(2, "0")}
      </span>
    );
  return (
    <span class="ic">
      <Icon name={props.name} />
    </span>
  );
}

/**
 * The chip of a list's item: the icon its words call for; an item whose words name nothing drawable keeps
 * the same chip with a neutral dot, so the others keep their meaning (numbering the whole list for one
 * such item threw every icon away), and nothing is drawn that the words do not say. A list with no
 * drawable item at all, or with fewer drawable items than half, is numbered (`numbered`) or shows no chips.
 */
export function listChip(icons: (string | undefined)[], i: number, numbered: boolean): Html | null {
  // A column of neutral dots with one icon among them reads as boxes left to fill: when fewer than half
  // the items name something drawable, the list is numbered (or bare) as one that names none.
  const drawable = icons.filter((icon) => icon !== undefined).length;
  if (drawable * 2 < icons.length) return numbered ? <Chip n={i} /> : null;
  return icons[i] ? <Chip name={icons[i]} /> : <Chip mark />;
}

/** The chip of an offering (icons by meaning, neutral dots, or numbers: listChip). */
export function ItemChip(props: { s: Section; i: number; ctx: RenderContext }): Html {
  const icons = props.s.items.map((it) => itemIcon(it, props.ctx.model.kind, props.ctx.model.source));
  return listChip(icons, props.i, true) as Html;
}

/** A text from the model: its element carries the edit path, `dir="auto"` and the user's language. */
export function T(props: {
  tag: string;
  path: string;
  text: string | undefined;
  user?: boolean;
  ctx: RenderContext;
  class?: string;
  id?: string;
  /** A fact shown as a value (hours, a chip): its runs are kept together whatever its length. */
  fact?: boolean;
}): Html | null {
  if (!props.text) return null;
  return h(
    props.tag,
    {
      id: props.id,
      class: props.class,
      "data-edit": props.path,
      dir: "auto",
      lang: props.user ? props.ctx.userLang : undefined,
    },
    // A summary is a flex row (its text, its marker): a span in it would stand as a column of its own.
    props.tag === "summary"
      ? props.text
      : keepTogether(props.text, () => props.ctx.css.add(KEEP_CSS), props.fact),
  );
}

/**
 * The id a section is reached by ("#pricing"): its kind, and for a second section of the same kind (a
 * copied one) the kind and its number ("pricing-2"), so no two elements share an id.
 */
export function anchorOf(s: Section, ctx: RenderContext): string {
  const same = ctx.model.sections.filter((other) => other.kind === s.kind);
  const at = same.indexOf(s);
  return at > 0 ? `${s.kind}-${at + 1}` : s.kind;
}

export function SectionHeader(props: { s: Section; ctx: RenderContext; center?: boolean }): Html {
  const { s, ctx } = props;
  return (
    <div class={props.center === false ? "hd" : "hd c"}>
      <T tag="span" class="ey" path={sectionPath(s, "eyebrow")} text={shownEyebrow(s)} ctx={ctx} />
      <T tag="h2" id={`${anchorOf(s, ctx)}-h`} path={sectionPath(s, "heading")} text={s.heading} ctx={ctx} />
      <T tag="p" class="lead" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
    </div>
  );
}

export function SectionFrame(props: {
  s: Section;
  ctx: RenderContext;
  class?: string;
  /** The section's layout, when its family has several (render/layouts.ts). */
  layout?: string;
  children?: Child;
}): Html {
  const { s, ctx } = props;
  const cls = [ctx.alt ? "alt" : "", props.class ?? ""].filter(Boolean).join(" ");
  return (
    <section
      id={anchorOf(s, ctx)}
      data-section={s.kind}
      data-section-id={s.id}
      class={cls || undefined}
      data-layout={props.layout}
      aria-labelledby={`${anchorOf(s, ctx)}-h`}
    >
      <div class="w">{props.children}</div>
    </section>
  );
}

/** The dashed box of content the owner still has to provide. */
export function Placeholder(props: { s: Section; ctx: RenderContext }): Html {
  return (
    <div class="ph" data-placeholder={props.s.kind}>
      <Icon name="pen-tool" />
      <T tag="p" path={sectionPath(props.s, "placeholder")} text={props.s.placeholder} ctx={props.ctx} />
    </div>
  );
}

/** An item's title: inside a <time> when it is a date, a link when it has one. */
export function ItemTitle(props: {
  s: Section;
  i: number;
  it: Item;
  ctx: RenderContext;
  tag?: string;
}): Html | null {
  const { s, i, it, ctx } = props;
  // An item without a title ("€25 feeds a dog for a month" says it all) has no empty heading.
  if (!it.title.trim()) return null;
  const text = <T tag="span" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />;
  const inner = it.datetime ? <time datetime={it.datetime}>{text}</time> : text;
  return h(props.tag ?? "h3", null, it.href ? <a href={it.href}>{inner}</a> : inner);
}

export function ItemText(props: {
  s: Section;
  i: number;
  it: Item;
  ctx: RenderContext;
  field?: "text" | "meta";
}): Html | null {
  const field = props.field ?? "text";
  const { s, i, it, ctx } = props;
  const value = it[field];
  if (!value) return null;
  const body = <T tag="span" path={sectionPath(s, "items", i, field)} text={value} user ctx={ctx} />;
  const inner =
    field === "text" && it.datetime && !it.title ? <time datetime={it.datetime}>{body}</time> : body;
  return (
    <p class={field === "meta" ? "meta" : undefined}>
      {it.href && field === "text" ? <a href={it.href}>{inner}</a> : inner}
    </p>
  );
}

export function Price(props: { s: Section; i: number; it: Item; ctx: RenderContext }): Html | null {
  const { s, i, it, ctx } = props;
  if (!it.price) return null;
  return (
    <T tag="p" class="price" path={sectionPath(s, "items", i, "price")} text={it.price} user ctx={ctx} />
  );
}

export function Photo(props: {
  model: PageModel;
  index: number | undefined;
  class?: string;
  eager?: boolean;
}): Html | null {
  if (props.index === undefined) return null;
  const img = props.model.images[props.index];
  if (!img?.dataUrl) return null;
  return (
    <img
      class={props.class ?? "photo"}
      {...photoAttributes(img, PHOTO_SIZES.card)}
      alt={img.alt}
      data-image={props.index}
      loading={props.eager ? undefined : "lazy"}
      decoding="async"
    />
  );
}

export function Cards(props: { s: Section; ctx: RenderContext; icons?: boolean }): Html {
  const { s, ctx } = props;
  const cols = columnsClass(
    s.items.map((it) => it.title),
    s.items.length,
  );
  if (cols) ctx.css.add(COLUMNS_CSS);
  return (
    <div class={cols ? `grid ${cols}` : "grid"} data-items="items">
      {s.items.map((it, i) => (
        <div class="card" data-item={i}>
          {it.image !== undefined ? (
            <Photo model={ctx.model} index={it.image} class="thumb" />
          ) : props.icons === false ? null : (
            <ItemChip s={s} i={i} ctx={ctx} />
          )}
          <ItemTitle s={s} i={i} it={it} ctx={ctx} />
          <ItemText s={s} i={i} it={it} ctx={ctx} />
          <Price s={s} i={i} it={it} ctx={ctx} />
          <ItemText s={s} i={i} it={it} ctx={ctx} field="meta" />
        </div>
      ))}
    </div>
  );
}

/** One item per row; `cols` lays the rows side by side on wide screens (a section of its own). */
export function Rows(props: { s: Section; ctx: RenderContext; cols?: boolean }): Html {
  const { s, ctx } = props;
  return (
    <div class={props.cols ? `list cols n${Math.min(s.items.length, 5)}` : "list"} data-items="items">
      {s.items.map((it, i) => (
        <div class="row" data-item={i}>
          <ItemChip s={s} i={i} ctx={ctx} />
          <div>
            <ItemTitle s={s} i={i} it={it} ctx={ctx} />
            <ItemText s={s} i={i} it={it} ctx={ctx} />
            <Price s={s} i={i} it={it} ctx={ctx} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Label-and-value lines (contact details, event details). */
export function Details(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  return (
    <div class="list details" data-items="items">
      {s.items.map((it, i) => (
        <div class="detail" data-item={i}>
          <Chip name={it.icon} />
          <div>
            <T tag="b" path={sectionPath(s, "items", i, "title")} text={it.title} ctx={ctx} />
            <DetailValue s={s} i={i} it={it} ctx={ctx} />
          </div>
        </div>
      ))}
    </div>
  );
}

function DetailValue(props: { s: Section; i: number; it: Item; ctx: RenderContext }): Html | null {
  const { s, i, it, ctx } = props;
  if (!it.text) return null;
  const value = <T tag="span" path={sectionPath(s, "items", i, "text")} text={it.text} user fact ctx={ctx} />;
  const dated = it.datetime ? <time datetime={it.datetime}>{value}</time> : value;
  return it.href ? <a href={it.href}>{dated}</a> : dated;
}

export function Checks(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  return (
    <ul class={s.items.length === 1 ? "checks one-check" : "checks"} data-items="items">
      {s.items.map((it, i) => (
        <li data-item={i}>
          {s.items.length === 1 ? null : <Icon name="circle-check" size={20} />}
          {it.text ? (
            <span>
              <T tag="b" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />{" "}
              <T tag="span" path={sectionPath(s, "items", i, "text")} text={it.text} user ctx={ctx} />
            </span>
          ) : (
            <T tag="span" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function Person(props: { s: Section; i: number; it: Item; ctx: RenderContext; size?: number }): Html {
  const { s, i, it, ctx } = props;
  return (
    <div class="person" data-item={i}>
      {raw(avatar(it.title, props.size ?? 96))}
      <T tag="h3" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
      <T tag="p" path={sectionPath(s, "items", i, "meta")} text={it.meta} user ctx={ctx} />
    </div>
  );
}

export { Fragment, h };
