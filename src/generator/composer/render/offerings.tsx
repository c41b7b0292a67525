/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * What a business offers (services, features, benefits, what you learn), in five layouts: cards, rows
 * beside the section's drawing, two columns of rows, a numbered list, and a bento grid whose first item
 * leads. The page's style and seed pick one (layouts.ts); a single offering is a statement (aside.tsx),
 * offerings that are names alone are tiles.
 */
import type { Section } from "../../model.js";
import { Statement } from "./aside.js";
import { sectionPath } from "./edit-paths.js";
import { isSpecSheet, Specs } from "./figures.js";
import { Fragment, type Html, h, raw } from "./jsx.js";
import { layoutOf } from "./layouts.js";
import {
  Cards,
  ItemChip,
  ItemText,
  ItemTitle,
  Price,
  type RenderContext,
  Rows,
  SectionFrame,
  SectionHeader,
  T,
} from "./parts.js";
import { isPriceList, priceListSection } from "./pricing.js";
import { COLUMNS_CSS, columnsClass } from "./word-widths.js";

const CSS: Record<string, string> = {
  numbered: `.numbered{list-style:none;margin:0;padding:0;display:grid;gap:0;grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));column-gap:clamp(28px,4vw,56px)}
.numbered li{display:grid;grid-template-columns:auto 1fr;gap:6px 20px;padding:26px 0;border-top:1px solid var(--bd)}
.numbered .no{font-family:var(--fh);font-size:clamp(1.8rem,3vw,2.4rem);line-height:1;color:var(--pt);font-weight:var(--hw);font-variant-numeric:tabular-nums;grid-row:span 3}
.numbered h3{margin:0}.numbered p{margin:0;color:var(--mt)}.numbered .price{color:var(--tx);font-weight:700}`,
  bento: `.bento{display:grid;gap:var(--gap);grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}
.bento>.card{display:flex;flex-direction:column}
.bento>.card:first-child{background:var(--b1);color:var(--op);border-color:transparent}
.bento>.card:first-child p,.bento>.card:first-child .price,.bento>.card:first-child a{color:var(--op)}
.bento>.card:first-child .ic{background:rgb(0 0 0/.22);color:var(--op)}
@media (min-width:861px){.bento{grid-template-columns:repeat(3,1fr)}.bento>.card:first-child{grid-column:span 2;grid-row:span 2;justify-content:flex-end;padding:clamp(32px,4vw,48px)}.bento>.card:first-child h3{font-size:clamp(1.5rem,2.4vw,2rem)}.bento.n2>.card:first-child{grid-row:auto}}`,
  tiles: `.tiles{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--gap);margin:0 auto}
.tiles>*{flex:1 1 100%;display:flex;align-items:center;gap:16px;padding:20px 22px;border-radius:var(--r);background:var(--tn);border:1px solid color-mix(in srgb,var(--p) 16%,var(--bd))}
.tiles .ic{background:var(--bg);color:var(--pt)}.tiles h3{margin:0;font-size:clamp(1.05rem,1.5vw,1.22rem)}
.tiles.quiet>*{gap:18px;background:none;border:0;border-top:2px solid var(--p);border-radius:0;padding:18px 4px 4px}
.tiles.quiet h3{font-size:clamp(1.15rem,1.8vw,1.4rem)}
.tiles.quiet .ic.no{background:none;border:0;width:auto;height:auto;font-size:clamp(1.6rem,2.6vw,2.1rem);font-weight:var(--hw);color:var(--pt)}
@media (min-width:560px){.tiles>*{flex:0 1 calc((100% - var(--gap))/2)}.tiles.quiet>*{flex-direction:column;align-items:flex-start;gap:12px;padding-top:22px}}
@media (min-width:861px){.tiles>*{flex-basis:calc((100% - 2*var(--gap))/3)}.tiles.n4>*,.tiles.n7>*,.tiles.n8>*{flex-basis:calc((100% - 3*var(--gap))/4)}.tiles.n2{max-width:820px}.tiles.n2>*{flex-basis:calc((100% - var(--gap))/2)}}`,
};

/**
 * Offerings that are names alone ("Cremation", "Balayage") in rows, columns or a numbered list left a
 * few words in a wide empty band; as tiles they fill the width in even rows, the last row centred. Quiet
 * styles (a numbered or column layout) keep their ruled, numbered look; the others tint each tile.
 */
export function Tiles(props: { s: Section; ctx: RenderContext; quiet: boolean }): Html {
  const { s, ctx } = props;
  ctx.css.add(CSS.tiles!);
  const cols = columnsClass(
    s.items.map((it) => it.title),
    s.items.length,
  );
  if (cols) ctx.css.add(COLUMNS_CSS);
  const cls = `tiles n${Math.min(s.items.length, 9)}${props.quiet ? " quiet" : ""}${cols ? ` ${cols}` : ""}`;
  return (
    <div class={cls} data-items="items">
      {s.items.map((it, i) => (
        <div data-item={i}>
          <ItemChip s={s} i={i} ctx={ctx} />
          <ItemTitle s={s} i={i} it={it} ctx={ctx} />
        </div>
      ))}
    </div>
  );
}

/** Every item is a short name and nothing else (no text, price, detail, photo or link). */
export function namesOnly(s: Section): boolean {
  return (
    s.items.length >= 2 &&
    s.items.length <= 9 &&
    s.items.every(
      (it) =>
        !it.text && !it.price && !it.meta && it.image === undefined && !it.href && it.title.length <= 60,
    )
  );
}

function Numbered(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  return (
    <ol class="numbered" data-items="items">
      {s.items.map((it, i) => (
        <li data-item={i}>
          <span class="no" aria-hidden="true">
            {String(i + 1).padStart(2, "0")}
          </span>
          <ItemTitle s={s} i={i} it={it} ctx={ctx} />
          <ItemText s={s} i={i} it={it} ctx={ctx} />
          <Price s={s} i={i} it={it} ctx={ctx} />
        </li>
      ))}
    </ol>
  );
}

function Bento(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  return (
    <div class={s.items.length <= 2 ? "bento n2" : "bento"} data-items="items">
      {s.items.map((it, i) => (
        <div class="card" data-item={i}>
          <ItemChip s={s} i={i} ctx={ctx} />
          <ItemTitle s={s} i={i} it={it} ctx={ctx} />
          <ItemText s={s} i={i} it={it} ctx={ctx} />
          <Price s={s} i={i} it={it} ctx={ctx} />
          <T tag="p" class="meta" path={sectionPath(s, "items", i, "meta")} text={it.meta} user ctx={ctx} />
        </div>
      ))}
    </div>
  );
}

/**
 * A bento's first card spans two rows and columns in the brand colour: it needs three items and a first
 * one that says more than its name, or it is a large coloured block holding one word ("Insured").
 */
function bentoFits(s: Section): boolean {
  const first = s.items[0];
  return s.items.length >= 3 && first !== undefined && Boolean(first.text || first.price);
}

/** The style's offerings layout for this section, or its next one when the bento would stand empty. */
function offeringsLayout(s: Section, ctx: RenderContext): string {
  const chosen = layoutOf(ctx.model, ctx.style, "offerings");
  if (chosen !== "bento" || bentoFits(s)) return chosen;
  return ctx.style.layouts.offerings.find((name) => name !== "bento") ?? "cards";
}

/** Items with photos keep their cards: a photo needs a frame of its own. */
export function offeringsSection(s: Section, ctx: RenderContext): Html {
  const withPhotos = s.items.some((it) => it.image !== undefined);
  const layout = withPhotos ? "cards" : s.items.length === 1 ? "one" : offeringsLayout(s, ctx);
  if (layout === "one") return <Statement s={s} ctx={ctx} />;
  if (isPriceList(s)) return priceListSection(s, ctx);
  // "Range up to 80 km, weight 17 kg": a spec sheet, each value large under its label.
  if (isSpecSheet(s) && !withPhotos)
    return (
      <SectionFrame s={s} ctx={ctx} layout="specs">
        <SectionHeader s={s} ctx={ctx} center />
        <Specs s={s} ctx={ctx} />
      </SectionFrame>
    );
  if (namesOnly(s)) {
    return (
      <SectionFrame s={s} ctx={ctx} layout="tiles">
        <SectionHeader s={s} ctx={ctx} center />
        <Tiles s={s} ctx={ctx} quiet={layout === "numbered" || layout === "columns"} />
      </SectionFrame>
    );
  }
  if (CSS[layout]) ctx.css.add(CSS[layout]);
  if (layout === "rows" && ctx.art)
    return (
      <SectionFrame s={s} ctx={ctx} layout={layout}>
        <div class="g2 start">
          <div>
            <SectionHeader s={s} ctx={ctx} center={false} />
            <div class="art-sm">{raw(ctx.art)}</div>
          </div>
          <Rows s={s} ctx={ctx} />
        </div>
      </SectionFrame>
    );
  const body =
    layout === "numbered" ? (
      <Numbered s={s} ctx={ctx} />
    ) : layout === "bento" ? (
      <Bento s={s} ctx={ctx} />
    ) : layout === "columns" || layout === "rows" ? (
      <Rows s={s} ctx={ctx} cols />
    ) : (
      <Cards s={s} ctx={ctx} />
    );
  return (
    <SectionFrame s={s} ctx={ctx} layout={layout}>
      <SectionHeader s={s} ctx={ctx} center={layout !== "numbered"} />
      {body}
    </SectionFrame>
  );
}
