/** @jsxRuntime classic */
/** @jsx h */
/**
 * A section of one short thing (an about of one line, a list of one offering) is said as a statement:
 * its heading small on one side, the words large on the other. Under a centred display heading the one
 * line was stranded ("About Petal & Stem" over "Same-day delivery in Bath"); a grid of one was a stub.
 */
import type { Section } from "../../model.js";
import { sectionPath } from "./edit-paths.js";
import { type Html, h } from "./jsx.js";
import {
  anchorOf,
  Checks,
  ItemText,
  ItemTitle,
  Price,
  type RenderContext,
  SectionFrame,
  T,
} from "./parts.js";

const CSS = `.aside-g{display:grid;gap:16px clamp(32px,6vw,96px);grid-template-columns:repeat(auto-fit,minmax(min(100%,300px),1fr));align-items:start;border-top:2px solid var(--p);padding-top:clamp(24px,3vw,36px)}
.aside-g .hd{margin:0}.aside-g h2{font-size:clamp(1.25rem,2vw,1.6rem);max-width:22ch}
.aside-g .say{font-family:var(--fh);font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;margin:0;color:var(--tx);max-width:32ch}
.aside-g .say-item h3{font-family:var(--fh);font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;margin:0;max-width:32ch}
.aside-g .one-check li{font-size:clamp(1.35rem,2.6vw,2.05rem);line-height:1.3;padding-left:0;border-left:0;max-width:32ch}
.aside-g .say-item p,.aside-g .say-more{margin:14px 0 0;color:var(--mt);max-width:56ch}
.aside-g .say-item .price{color:var(--tx);font-weight:700;font-size:1.15rem}`;

/** The longest text still said as one statement rather than read as a paragraph. */
export const STATEMENT_CHARS = 170;

/** An about section of at most one short point (or one short line) is a statement, not a list of one. */
export function isStatementAbout(s: Section): boolean {
  const point = s.items[0];
  const chars = (s.lead?.length ?? 0) + (point ? point.title.length + (point.text?.length ?? 0) : 0);
  return s.items.length <= 1 && !s.placeholder && chars <= STATEMENT_CHARS;
}

/**
 * The heading beside what the section says: its own lead, or its one item (title, text and price, each
 * keeping its edit path).
 */
export function Statement(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  ctx.css.add(CSS);
  const it = s.items.length === 1 ? s.items[0] : undefined;
  // An about's one point is a line of prose (no check mark); an offering keeps its title, text and price.
  const point =
    it && s.kind === "about" ? (
      <Checks s={s} ctx={ctx} />
    ) : it ? (
      <div class="say-item" data-items="items">
        <div data-item={0}>
          <ItemTitle s={s} i={0} it={it} ctx={ctx} />
          <ItemText s={s} i={0} it={it} ctx={ctx} />
          <Price s={s} i={0} it={it} ctx={ctx} />
        </div>
      </div>
    ) : null;
  const head = (
    <div class="hd">
      <T tag="span" class="ey" path={sectionPath(s, "eyebrow")} text={s.eyebrow} ctx={ctx} />
      <T tag="h2" id={`${anchorOf(s, ctx)}-h`} path={sectionPath(s, "heading")} text={s.heading} ctx={ctx} />
    </div>
  );
  const said = point ? (
    <div>
      {point}
      <T tag="p" class="say-more" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
    </div>
  ) : (
    <div>
      <T tag="p" class="say" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
    </div>
  );
  return (
    <SectionFrame s={s} ctx={ctx} layout="statement">
      <div class="aside-g">
        {head}
        {said}
      </div>
    </SectionFrame>
  );
}
