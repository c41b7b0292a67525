/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * A section with a form (contact, registration, sign-up) in three layouts: the form beside the details,
 * the form centred with the details in a row beneath, or the details on a panel of the brand colour
 * beside the form. Subscribe forms are always a band with the form in a card.
 */
import type { Section } from "../../model.js";
import { Form } from "./form.js";
import { Fragment, type Html, h, raw } from "./jsx.js";
import { layoutOf } from "./layouts.js";
import { Details, type RenderContext, SectionFrame, SectionHeader } from "./parts.js";

const CSS: Record<string, string> = {
  centred: `.ct-centred .form-card{max-width:640px;margin:0 auto}
.ct-centred .details{display:flex;flex-wrap:wrap;justify-content:center;gap:16px 40px;margin-top:40px}
@media (max-width:640px){.ct-centred .details{flex-direction:column;align-items:flex-start}}`,
  panel: `.ct-panel{display:grid;gap:0;grid-template-columns:repeat(auto-fit,minmax(min(100%,360px),1fr));border-radius:var(--r);overflow:hidden;box-shadow:var(--sh);border:1px solid var(--bd)}
.ct-ink{background:var(--b1);color:var(--op);padding:clamp(28px,4vw,48px)}
.ct-ink .ey,.ct-ink .lead,.ct-ink span,.ct-ink b,.ct-ink a{color:var(--op)}
.ct-ink .ic{background:rgb(0 0 0/.22);color:var(--op)}
.ct-panel>.form-card{border:0;border-radius:0;box-shadow:none}`,
};

export function formSection(s: Section, ctx: RenderContext): Html {
  if (!s.form)
    return (
      <SectionFrame s={s} ctx={ctx}>
        <SectionHeader s={s} ctx={ctx} />
      </SectionFrame>
    );
  if (s.kind === "subscribe")
    return (
      <SectionFrame s={s} ctx={{ ...ctx, alt: false }} class="band">
        <div class="card form-card narrow">
          <SectionHeader s={s} ctx={ctx} />
          <Form s={s} form={s.form} ctx={ctx} inline />
        </div>
      </SectionFrame>
    );
  // With no details to show beside it, a panel or a side column would stand empty (a coloured panel with
  // a heading alone): the form is centred under its heading instead, unless a picture fills the side.
  const chosen = layoutOf(ctx.model, ctx.style, "contact");
  const layout =
    s.items.length > 0 || (chosen !== "panel" && chosen !== "centred" && ctx.art) ? chosen : "centred";
  if (CSS[layout]) ctx.css.add(CSS[layout]);
  const details =
    s.items.length > 0 ? (
      <Details s={s} ctx={ctx} />
    ) : ctx.art ? (
      <div class="art-sm">{raw(ctx.art)}</div>
    ) : null;
  const form = (
    <div class="card form-card">
      <Form s={s} form={s.form} ctx={ctx} />
    </div>
  );
  if (layout === "centred")
    return (
      <SectionFrame s={s} ctx={ctx} layout={layout}>
        <div class="ct-centred">
          <SectionHeader s={s} ctx={ctx} />
          {form}
          {s.items.length > 0 ? details : null}
        </div>
      </SectionFrame>
    );
  if (layout === "panel")
    return (
      <SectionFrame s={s} ctx={ctx} layout={layout}>
        <div class="ct-panel">
          <div class="ct-ink">
            <SectionHeader s={s} ctx={ctx} center={false} />
            {s.items.length > 0 ? details : null}
          </div>
          {form}
        </div>
      </SectionFrame>
    );
  return (
    <SectionFrame s={s} ctx={ctx} layout={layout}>
      <div class="g2 start">
        <div>
          <SectionHeader s={s} ctx={ctx} center={false} />
          {details}
        </div>
        {form}
      </div>
    </SectionFrame>
  );
}
