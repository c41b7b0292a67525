/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * Questions and answers in three layouts: an accordion (the first one open), every answer shown in two
 * columns, or a split — the heading held on the left while the questions run down the right.
 */
import type { Section } from "../../model.js";
import { sectionPath } from "./edit-paths.js";
import { Fragment, type Html, h } from "./jsx.js";
import { layoutOf } from "./layouts.js";
import { type RenderContext, SectionFrame, SectionHeader, T } from "./parts.js";

const SPLIT_CSS = `.faq-split{display:grid;gap:clamp(28px,5vw,72px);grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr));align-items:start}
@media (min-width:861px){.faq-split{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}.faq-split>.hd{position:sticky;top:96px}}
.faq-split .faq{margin:0;max-width:none;gap:0}
.faq-split details{border:0;border-bottom:1px solid var(--bd);border-radius:0;background:transparent;padding:4px 0}`;

function Accordion(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  return (
    <div class="faq" data-items="items">
      {s.items.map((it, i) => (
        <details data-item={i} open={i === 0}>
          <T tag="summary" path={sectionPath(s, "items", i, "title")} text={it.title} ctx={ctx} />
          <T tag="p" path={sectionPath(s, "items", i, "text")} text={it.text} user ctx={ctx} />
        </details>
      ))}
    </div>
  );
}

export function faqSection(s: Section, ctx: RenderContext): Html {
  const layout = layoutOf(ctx.model, ctx.style, "faq");
  if (layout === "split") {
    ctx.css.add(SPLIT_CSS);
    return (
      <SectionFrame s={s} ctx={ctx} layout={layout}>
        <div class="faq-split">
          <SectionHeader s={s} ctx={ctx} center={false} />
          <Accordion s={s} ctx={ctx} />
        </div>
      </SectionFrame>
    );
  }
  return (
    <SectionFrame s={s} ctx={ctx} layout={layout}>
      <SectionHeader s={s} ctx={ctx} />
      {layout === "columns" ? (
        <div class="faq2" data-items="items">
          {s.items.map((it, i) => (
            <div data-item={i}>
              <T tag="h3" path={sectionPath(s, "items", i, "title")} text={it.title} ctx={ctx} />
              <T tag="p" path={sectionPath(s, "items", i, "text")} text={it.text} user ctx={ctx} />
            </div>
          ))}
        </div>
      ) : (
        <Accordion s={s} ctx={ctx} />
      )}
    </SectionFrame>
  );
}
