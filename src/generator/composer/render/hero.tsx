/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * The hero, in three layouts (split, centred, bold band). Its picture is the owner's hero photo when they
 * uploaded one, otherwise the business kind's scene; lead and newsletter pages hold their form here.
 */
import type { Section } from "../../model.js";
import { chrome, RENDER_TEXTS } from "./chrome-text.js";
import { sectionPath } from "./edit-paths.js";
import { Form } from "./form.js";
import { Fragment, type Html, h, raw } from "./jsx.js";
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

export function Hero(props: { s: Section; ctx: RenderContext }): Html {
  const { s, ctx } = props;
  const type = ctx.model.source.landingPageType;
  const heroPhoto = ctx.model.images.findIndex((img) => img.role === "hero" && img.dataUrl);
  const text = (
    <>
      <T tag="span" class="pill" path={sectionPath(s, "eyebrow")} text={s.eyebrow} ctx={ctx} />
      <T tag="h1" id="hero-h" path={sectionPath(s, "heading")} text={s.heading} user ctx={ctx} />
      <T tag="p" class="tagline" path={sectionPath(s, "tagline")} text={s.tagline} user ctx={ctx} />
      <T tag="p" class="lead" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
      {s.past ? (
        <p class="past" role="note">
          {chrome(ctx.model, RENDER_TEXTS.past)}
        </p>
      ) : null}
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
  const visual =
    type === "lead-generation" && s.form ? (
      <div class="card form-card">
        <Form s={s} form={s.form} ctx={ctx} />
      </div>
    ) : heroPhoto >= 0 ? (
      <img
        class="hero-photo"
        {...photoAttributes(ctx.model.images[heroPhoto], PHOTO_SIZES.hero)}
        alt={ctx.model.images[heroPhoto].alt}
        data-image={heroPhoto}
        fetchpriority="high"
      />
    ) : ctx.art ? (
      <div class="art-hero">{raw(ctx.art)}</div>
    ) : null;
  // No drawing fits the business (none rather than a wrong one): the text stands alone, centred.
  const layout = !visual ? 1 : type === "lead-generation" || heroPhoto >= 0 ? 0 : s.variant;
  const cls = layout === 1 ? "hero c" : layout === 2 ? "hero bold" : "hero";
  return (
    <section id="hero" data-section="hero" data-section-id={s.id} class={cls} aria-labelledby="hero-h">
      <div class="w">
        {layout === 1 ? (
          <>
            <div class="hero-text">{text}</div>
            {visual ? <div class="hero-below">{visual}</div> : null}
          </>
        ) : (
          <div class="g2">
            <div>{text}</div>
            <div>{visual}</div>
          </div>
        )}
      </div>
    </section>
  );
}
