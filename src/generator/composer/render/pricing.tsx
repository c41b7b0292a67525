/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * Prices and plans in two layouts: cards side by side (plans to compare), or a menu — one line per item,
 * its price at the end of a dotted leader, the way a restaurant or a salon lists prices.
 */
import type { Item, Section } from "../../model.js";
import { shortAction } from "../write/actions.js";
import { ONE_PRODUCT_PAGES } from "../write/offerings.js";
import { chrome } from "./chrome-text.js";
import { sectionPath } from "./edit-paths.js";
import { PlanPrice } from "./figures.js";
import { Fragment, type Html, h } from "./jsx.js";
import { layoutOf } from "./layouts.js";
import { ItemText, ItemTitle, type RenderContext, SectionFrame, SectionHeader, T } from "./parts.js";

const MENU_CSS = `.menu{max-width:860px;margin:0 auto;display:grid;gap:0}
.menu>.tier{display:grid;grid-template-columns:1fr auto;gap:4px 0;align-items:baseline;background:transparent;border:0;border-radius:0;box-shadow:none;padding:16px 0}
.menu>.tier.hot h3{color:var(--pt)}
.menu h3{display:flex;align-items:baseline;gap:12px}
.menu h3::after{content:"";flex:1;min-width:24px;border-bottom:2px dotted color-mix(in srgb,var(--mt) 60%,transparent);transform:translateY(-5px)}
.menu .flag{grid-column:1/-1;margin:0}
.menu h3{margin:0;font-size:1.15rem}
.menu .price{grid-column:2;font-size:1.35rem;margin:0 0 0 12px;text-align:right;font-family:var(--fh);font-weight:var(--hw)}
.menu .tier>p:not(.price):not(.flag){grid-column:1;margin:0;color:var(--mt)}
.menu .btn{display:none}
.menu-cta{text-align:center;margin-top:36px}
@media (max-width:560px){.menu>.tier{grid-template-columns:minmax(55%,1fr) auto}.menu .price{font-size:1.15rem}}`;

/** A plan's amount is the card's big figure, in the heading font; its period and terms sit small after it. */
const TIER_CSS = `.tiers .tier .price{font-size:1rem;font-weight:500;color:var(--mt);margin:10px 0 4px;line-height:1.3}
.tiers .tier .price .jn{display:none}
.tiers .tier .price .amt{display:block;font-family:var(--fh);font-size:clamp(2.3rem,4vw,3rem);font-weight:var(--hw);letter-spacing:-.03em;line-height:1.05;color:var(--tx);margin-bottom:4px}`;

/**
 * One plan alone: a wide line (name over price, the button beside them), not a narrow card in an empty row.
 * The price stays under the name: beside it, a long price ("$3.99 a month for …") squeezes the name.
 */
const SOLO_CSS = `.solo-g{display:grid;gap:24px clamp(32px,6vw,96px);grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));align-items:center}.solo-g .hd{margin:0}
.tiers.solo>.tier{max-width:760px;flex-basis:100%;display:grid;grid-template-columns:1fr auto;align-items:center;gap:6px 28px;padding:clamp(22px,3vw,34px)}
.tiers.solo .price{font-size:clamp(1.5rem,3vw,2.1rem);margin:0}.tiers.solo .flag,.tiers.solo .tier>h3,.tiers.solo .tier>p{grid-column:1}
.tiers.solo .btn{grid-column:2;grid-row:1/span 3}
@media (max-width:600px){.tiers.solo>.tier{grid-template-columns:1fr}.tiers.solo .btn{grid-column:1;grid-row:auto}}`;

/** The badge of a plan or product the owner highlights ("Most popular"); nothing when it has none. */
export function Highlight(props: { s: Section; i: number; it: Item; ctx: RenderContext }): Html | null {
  const { s, i, it, ctx } = props;
  return (
    <T
      tag="p"
      class="flag"
      path={sectionPath(s, "items", i, "highlight")}
      text={it.highlight}
      user
      ctx={ctx}
    />
  );
}

export function pricingSection(s: Section, ctx: RenderContext): Html {
  const layout = layoutOf(ctx.model, ctx.style, "pricing");
  const menu = layout === "menu";
  const solo = !menu && s.items.length === 1;
  if (menu) ctx.css.add(MENU_CSS);
  if (solo) ctx.css.add(SOLO_CSS);
  if (!menu) ctx.css.add(TIER_CSS);
  const action = chrome(ctx.model, shortAction(ctx.target) ?? "Contact");
  // A product's price is no plan to sign up to: its card shows no "Sign up" (the hero and the form ask).
  const buttons = !ONE_PRODUCT_PAGES.has(ctx.model.source.landingPageType);
  const list = (
    <div class={menu ? "menu" : solo ? "tiers solo" : "tiers"} data-items="items">
      {s.items.map((it, i) => (
        <div class={it.highlight !== undefined ? "card tier hot" : "card tier"} data-item={i}>
          <Highlight s={s} i={i} it={it} ctx={ctx} />
          <ItemTitle s={s} i={i} it={it} ctx={ctx} />
          <p class="price">
            {menu ? (
              <T tag="span" path={sectionPath(s, "items", i, "price")} text={it.price} user ctx={ctx} />
            ) : (
              <PlanPrice path={sectionPath(s, "items", i, "price")} price={it.price} ctx={ctx} />
            )}{" "}
            <T tag="small" path={sectionPath(s, "items", i, "meta")} text={it.meta} user ctx={ctx} />
          </p>
          <ItemText s={s} i={i} it={it} ctx={ctx} />
          {menu || !buttons ? null : (
            <a class="btn btn2" href={ctx.target}>
              {action}
            </a>
          )}
        </div>
      ))}
    </div>
  );
  // One price alone sits beside its heading: a single card under a centred heading is a stub.
  if (solo)
    return (
      <SectionFrame s={s} ctx={ctx} layout="solo">
        <div class="solo-g">
          <SectionHeader s={s} ctx={ctx} center={false} />
          {list}
        </div>
      </SectionFrame>
    );
  return (
    <SectionFrame s={s} ctx={ctx} layout={layout}>
      <SectionHeader s={s} ctx={ctx} />
      {list}
      {menu && buttons ? (
        <p class="menu-cta">
          <a class="btn" href={ctx.target}>
            {action}
          </a>
        </p>
      ) : null}
    </SectionFrame>
  );
}

/**
 * Offerings that each have a name and a price (dishes, treatments, repairs) are a price list: one line
 * each, the price at the end of a dotted leader, rather than cards with an icon over a name and a number.
 */
export function isPriceList(s: Section): boolean {
  return (
    s.items.length >= 3 &&
    s.items.every(
      (it) => it.price && it.image === undefined && it.title.length <= 48 && (it.text ?? "").length <= 90,
    )
  );
}

export function priceListSection(s: Section, ctx: RenderContext): Html {
  ctx.css.add(MENU_CSS);
  return (
    <SectionFrame s={s} ctx={ctx} layout="menu">
      <SectionHeader s={s} ctx={ctx} />
      <div class="menu" data-items="items">
        {s.items.map((it, i) => (
          <div class="tier" data-item={i}>
            <ItemTitle s={s} i={i} it={it} ctx={ctx} />
            <p class="price">
              <T tag="span" path={sectionPath(s, "items", i, "price")} text={it.price} user ctx={ctx} />
            </p>
            <ItemText s={s} i={i} it={it} ctx={ctx} />
            <T tag="p" class="meta" path={sectionPath(s, "items", i, "meta")} text={it.meta} user ctx={ctx} />
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
