/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * Customers' words in three layouts: cards in a grid, a spotlight (the first quote large across the
 * section, the others beneath it), or quotes set in a column with a rule down their side.
 */
import type { Section } from "../../model.js";
import { sectionPath } from "./edit-paths.js";
import { Fragment, type Html, h } from "./jsx.js";
import { layoutOf } from "./layouts.js";
import { type RenderContext, SectionFrame, SectionHeader, T } from "./parts.js";

const CSS: Record<string, string> = {
  spotlight: `.spot{display:grid;gap:var(--gap);grid-template-columns:repeat(auto-fit,minmax(min(100%,280px),1fr))}
.spot>.lead-quote{grid-column:1/-1;max-width:900px;margin:0 auto 12px;text-align:center;border:0;background:transparent;box-shadow:none;padding:0}
.spot>.lead-quote blockquote p{font-family:var(--fh);font-size:clamp(1.35rem,2.6vw,2rem);line-height:1.35;font-weight:var(--hw);letter-spacing:var(--ht)}
.spot>.lead-quote blockquote::before{content:"\\201C";display:block;font-family:var(--fh);font-size:4.5rem;line-height:.6;color:var(--pt);margin-bottom:18px}
`,
  rule: `.qrule{max-width:780px;margin:0 auto;display:grid;gap:clamp(28px,4vw,44px)}
.qrule figure{margin:0;border-left:3px solid var(--p);padding:4px 0 4px clamp(18px,3vw,32px)}
.qrule blockquote{margin:0}
.qrule blockquote p{font-size:clamp(1.1rem,1.8vw,1.3rem);line-height:1.55;margin:0 0 14px}
.qrule figcaption b{display:block}.qrule figcaption span{color:var(--mt);font-size:.92rem}`,
};

function Quote(props: { s: Section; i: number; ctx: RenderContext; class: string }): Html {
  const { s, i, ctx } = props;
  const it = s.items[i]!;
  return (
    <figure class={props.class} data-item={i}>
      <blockquote class="quote">
        <T tag="p" path={sectionPath(s, "items", i, "text")} text={it.text} user ctx={ctx} />
      </blockquote>
      {it.title ? (
        <figcaption>
          <T tag="b" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
          <T tag="span" path={sectionPath(s, "items", i, "meta")} text={it.meta} user ctx={ctx} />
        </figcaption>
      ) : null}
    </figure>
  );
}

export function quotesSection(s: Section, ctx: RenderContext): Html {
  const layout = layoutOf(ctx.model, ctx.style, "quotes");
  if (CSS[layout]) ctx.css.add(CSS[layout]);
  const indexes = s.items.map((_, i) => i);
  const body =
    layout === "spotlight" ? (
      <div class="spot" data-items="items">
        {indexes.map((i) => (
          <Quote s={s} i={i} ctx={ctx} class={i === 0 ? "quote-card lead-quote" : "card quote-card"} />
        ))}
      </div>
    ) : layout === "rule" ? (
      <div class="qrule" data-items="items">
        {indexes.map((i) => (
          <Quote s={s} i={i} ctx={ctx} class="qr" />
        ))}
      </div>
    ) : (
      <div class="grid" data-items="items">
        {indexes.map((i) => (
          <Quote s={s} i={i} ctx={ctx} class="card quote-card" />
        ))}
      </div>
    );
  return (
    <SectionFrame s={s} ctx={ctx} layout={layout}>
      <SectionHeader s={s} ctx={ctx} />
      {body}
    </SectionFrame>
  );
}
