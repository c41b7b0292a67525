/**
 * HTML for each section kind, with its layout variants. Every section is a landmark-friendly
 * <section id=kind data-section=kind aria-labelledby=…> so the quality gates and in-page links find it.
 */
import { leadFormFields } from "../../forms/lead-fields.js";
import type { FormSpec, Item, PageModel, Section, SectionKind } from "../../model.js";
import { esc } from "./html.js";
import { ICONS, type IconName, iconSvg } from "./icon-set.js";
import { avatar, heroArt, INDUSTRY_MOTIFS, phoneMockup, storeBadges, thumb } from "./illustrations.js";
import { INDUSTRY_PROFILES } from "./industry-profiles.js";

export interface RenderContext {
  model: PageModel;
  /** Where the main call to action points (#registration, #signup…). */
  target: string;
  ctaLabel: string;
  icons: string[];
}

const icon = (name: string | undefined, size = 24) =>
  iconSvg((name && name in ICONS ? name : "sparkles") as IconName, size);
const chip = (name?: string) => `<span class="ic">${icon(name)}</span>`;
const CROSS = `<svg class="i" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M18 6 6 18M6 6l12 12"/></svg>`;
const STAR = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"/></svg>`;

function stars(n = 5): string {
  return `<div class="stars" role="img" aria-label="Rated ${n} out of 5">${STAR.repeat(n)}</div>`;
}

function header(s: Section, center = true, tag: "h2" | "h1" = "h2"): string {
  return `<div class="hd${center ? " c" : ""}">${s.eyebrow ? `<span class="ey">${esc(s.eyebrow)}</span>` : ""}<${tag} id="${s.kind}-h">${esc(s.heading)}</${tag}>${s.lead ? `<p class="lead">${esc(s.lead)}</p>` : ""}</div>`;
}

function wrap(s: Section, alt: boolean, inner: string, extraClass = ""): string {
  const cls = [alt ? "alt" : "", extraClass].filter(Boolean).join(" ");
  return `<section id="${s.kind}" data-section="${s.kind}"${cls ? ` class="${cls}"` : ""} aria-labelledby="${s.kind}-h"><div class="w">${inner}</div></section>`;
}

export function renderForm(f: FormSpec, action: string | undefined, inline = false): string {
  const fields = f.fields
    .map((field) => {
      const id = `${f.id}-${field.name}`;
      const common = `id="${id}" name="${field.name}"${field.required ? " required" : ""}${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ""} aria-describedby="${id}-err"`;
      const control =
        field.type === "textarea"
          ? `<textarea ${common} rows="4"></textarea>`
          : field.type === "select"
            ? `<select ${common}>${(field.options ?? []).map((o) => `<option>${esc(o)}</option>`).join("")}</select>`
            : `<input type="${field.type}" ${common}>`;
      return `<div class="field"><label for="${id}">${esc(field.label)}</label>${control}<span class="err" id="${id}-err"></span></div>`;
    })
    .join("");
  const act = action ? ` action="${esc(action)}" method="post"` : "";
  return `<form class="f${inline ? " row-form" : ""}" id="${f.id}"${act} data-lead-form>${leadFormFields(f.id)}${fields}<button class="btn" type="submit">${esc(f.submitLabel)}</button></form>${f.note ? `<p class="note">${esc(f.note)}</p>` : ""}<div class="thanks" id="${f.id}-thanks" role="status" tabindex="-1" hidden>${chip("circle-check")}<h3>${esc(f.thanksTitle)}</h3><p>${esc(f.thanksText)}</p></div>`;
}

function cards(items: Item[]): string {
  return `<div class="grid">${items.map((it) => `<div class="card">${chip(it.icon)}<h3>${esc(it.title)}</h3>${it.text ? `<p>${esc(it.text)}</p>` : ""}</div>`).join("")}</div>`;
}

function rows(items: Item[]): string {
  return `<div class="list">${items.map((it) => `<div class="row">${chip(it.icon)}<div><h3>${esc(it.title)}</h3>${it.text ? `<p>${esc(it.text)}</p>` : ""}</div></div>`).join("")}</div>`;
}

function checks(points: string[]): string {
  return `<ul class="checks">${points.map((p) => `<li>${icon("circle-check", 20)}<span>${esc(p)}</span></li>`).join("")}</ul>`;
}

function who(name: string, role?: string): string {
  return `<div class="who">${avatar(name)}<div><b>${esc(name)}</b>${role ? `<span>${esc(role)}</span>` : ""}</div></div>`;
}

function offerings(s: Section, alt: boolean, c: RenderContext): string {
  if (s.variant === 1) {
    return wrap(s, alt, `<div class="g2">${header(s, false)}${rows(s.items)}</div>`);
  }
  if (s.variant === 2 && s.items.length >= 3) {
    const blocks = s.items
      .slice(0, 3)
      .map(
        (it, i) =>
          `<div class="g2"><div>${chip(it.icon)}<h3>${esc(it.title)}</h3><p class="lead">${esc(it.text ?? "")}</p></div><div class="feat-art">${icon(it.icon ?? c.icons[i], 96)}</div></div>`,
      )
      .join("");
    const rest = s.items.length > 3 ? `<div style="margin-top:56px">${cards(s.items.slice(3))}</div>` : "";
    return wrap(s, alt, `${header(s)}<div class="alt-rows">${blocks}</div>${rest}`);
  }
  return wrap(s, alt, `${header(s)}${cards(s.items)}`);
}

function quotes(s: Section, alt: boolean): string {
  const card = (it: Item) =>
    `<figure class="card" style="margin:0">${stars(it.rating)}<blockquote class="quote" style="margin:14px 0 20px">“${esc(it.text ?? "")}”</blockquote><figcaption>${who(it.title, it.meta)}</figcaption></figure>`;
  if (s.variant === 1 && s.items.length > 1) {
    const [first, ...rest] = s.items;
    return wrap(
      s,
      alt,
      `${header(s)}<figure class="big-quote" style="margin:0 auto 48px"><blockquote class="quote">“${esc(first.text ?? "")}”</blockquote><figcaption>${who(first.title, first.meta)}</figcaption></figure><div class="grid">${rest.map(card).join("")}</div>`,
    );
  }
  return wrap(s, alt, `${header(s)}<div class="grid">${s.items.map(card).join("")}</div>`);
}

function formSection(s: Section, alt: boolean, c: RenderContext): string {
  const action = c.model.settings.formAction;
  if (!s.form) return wrap(s, alt, header(s));
  if (s.kind === "subscribe") {
    return wrap(
      s,
      false,
      `<div class="card form-card" style="max-width:760px;margin:0 auto;text-align:center">${header(s)}${renderForm(s.form, action, true)}</div>`,
      "band",
    );
  }
  if (s.kind === "lead-form") {
    return wrap(
      s,
      alt,
      `<div class="card form-card" style="max-width:600px;margin:0 auto">${header(s)}${renderForm(s.form, action)}</div>`,
    );
  }
  const side = s.items.length
    ? `<div class="list" style="margin-top:28px">${s.items.map((it) => `<div class="detail">${chip(it.icon)}<div><b>${esc(it.title)}</b><span>${esc(it.text ?? "")}</span></div></div>`).join("")}</div>`
    : checks(
        INDUSTRY_PROFILES[c.model.source.industry].outcomes
          .slice(0, 3)
          .map((o) => o[0].toUpperCase() + o.slice(1)),
      );
  return wrap(
    s,
    alt,
    `<div class="g2"><div>${header(s, false)}${side}</div><div class="card form-card">${renderForm(s.form, action)}</div></div>`,
  );
}

function countdownBoxes(date: string): string {
  const unit = (label: string) => `<div><b>00</b><small>${label}</small></div>`;
  return `<div class="cd" data-countdown="${esc(date)}" role="timer" aria-label="Time remaining">${unit("Days")}${unit("Hours")}${unit("Minutes")}${unit("Seconds")}</div>`;
}

type Renderer = (s: Section, alt: boolean, c: RenderContext) => string;

export const SECTION_RENDERERS: Record<Exclude<SectionKind, "hero">, Renderer> = {
  services: offerings,
  features: offerings,
  shipping: (s, alt) => wrap(s, alt, `${header(s)}${cards(s.items)}`),
  benefits: (s, alt) =>
    s.variant === 1
      ? wrap(s, alt, `<div class="g2">${header(s, false)}${rows(s.items)}</div>`)
      : wrap(s, alt, `${header(s)}${cards(s.items)}`),
  deliverables: (s, alt) =>
    wrap(s, alt, `<div class="g2">${header(s, false)}<div class="card">${rows(s.items)}</div></div>`),
  learn: (s, alt) =>
    wrap(s, alt, `<div class="g2">${header(s, false)}<div class="card">${rows(s.items)}</div></div>`),
  about: (s, alt, c) => {
    const text = `<div>${header(s, false)}${checks(s.items.map((i) => i.title))}</div>`;
    const art = `<div>${heroArt(c.icons.slice(3).concat(c.icons), (s.variant + 1) % 3, "aa", INDUSTRY_MOTIFS[c.model.source.industry])}</div>`;
    return wrap(s, alt, `<div class="g2">${s.variant === 1 ? art + text : text + art}</div>`);
  },
  stats: (s, alt) =>
    wrap(
      s,
      s.variant === 1 ? false : alt,
      `${header(s)}<div class="stats">${s.items.map((it) => `<div><b>${esc(it.title)}</b><span>${esc(it.text ?? "")}</span></div>`).join("")}</div>`,
      s.variant === 1 ? "band" : "",
    ),
  testimonials: quotes,
  reviews: quotes,
  contact: formSection,
  "lead-form": formSection,
  registration: formSection,
  signup: formSection,
  subscribe: formSection,
  "problem-solution": (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="ps">${s.items
        .map(
          (it) =>
            `<div class="card${it.highlight ? " hot" : ""}"><h3 style="margin-top:0">${esc(it.title)}</h3><ul class="checks">${(it.points ?? []).map((p) => `<li>${it.highlight ? icon("circle-check", 20) : CROSS}<span>${esc(p)}</span></li>`).join("")}</ul></div>`,
        )
        .join("")}</div>`,
    ),
  "how-it-works": (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="grid steps">${s.items.map((it, i) => `<div class="card"><span class="num">${i + 1}</span><h3>${esc(it.title)}</h3><p>${esc(it.text ?? "")}</p></div>`).join("")}</div>`,
    ),
  pricing: (s, alt, c) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="tiers">${s.items
        .map(
          (it) =>
            `<div class="card tier${it.highlight ? " hot" : ""}">${it.highlight ? `<span class="tag">Most popular</span>` : ""}<h3 style="margin:0">${esc(it.title)}</h3><p class="price">${esc(it.price ?? "")} <small>${esc(it.meta ?? "")}</small></p><p>${esc(it.text ?? "")}</p><ul>${(it.points ?? []).map((p) => `<li>${icon("check", 20)}<span>${esc(p)}</span></li>`).join("")}</ul><a class="btn${it.highlight ? "" : " btn2"}" href="${c.target}">${esc(c.ctaLabel)}</a></div>`,
        )
        .join("")}</div>`,
    ),
  faq: (s, alt) =>
    s.variant === 1
      ? wrap(
          s,
          alt,
          `${header(s)}<div class="faq2">${s.items.map((it) => `<div><h3>${esc(it.title)}</h3><p>${esc(it.text ?? "")}</p></div>`).join("")}</div>`,
        )
      : wrap(
          s,
          alt,
          `${header(s)}<div class="faq">${s.items.map((it, i) => `<details${i === 0 ? " open" : ""}><summary>${esc(it.title)}</summary><p>${esc(it.text ?? "")}</p></details>`).join("")}</div>`,
        ),
  trust: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="grid">${s.items.map((it) => `<div class="detail">${chip(it.icon)}<div><b>${esc(it.title)}</b><span>${esc(it.text ?? "")}</span></div></div>`).join("")}</div>${
        s.extra?.quote
          ? `<figure class="big-quote" style="margin:56px auto 0">${stars()}<blockquote class="quote">“${esc(s.extra.quote)}”</blockquote><figcaption>${who(s.extra.name ?? "", s.extra.role)}</figcaption></figure>`
          : ""
      }`,
    ),
  "event-details": (s, alt) => wrap(s, alt, `${header(s)}${cards(s.items)}`),
  agenda: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="timeline">${s.items.map((it) => `<div><time>${esc(it.meta ?? "")}</time><h3>${esc(it.title)}</h3><p>${esc(it.text ?? "")}</p></div>`).join("")}</div>`,
    ),
  speakers: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="people">${s.items.map((it) => `<div>${avatar(it.title, 96)}<h3>${esc(it.title)}</h3><span>${esc(it.meta ?? "")}</span></div>`).join("")}</div>`,
    ),
  team: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="people">${s.items.map((it) => `<div>${avatar(it.title, 96)}<h3>${esc(it.title)}</h3><span>${esc(it.meta ?? "")}</span></div>`).join("")}</div>`,
    ),
  host: (s, alt) => {
    const host = s.items[0];
    return wrap(
      s,
      alt,
      `<div class="g2"><div style="text-align:center">${avatar(host?.title ?? "", 220)}</div><div>${header(s, false)}${host ? `<p><b>${esc(host.title)}</b><br><span style="color:var(--mt)">${esc(host.meta ?? "")}</span></p>` : ""}</div></div>`,
    );
  },
  ratings: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="stats">${s.items.map((it) => `<div><b>${esc(it.title)}</b>${it.rating ? `<div class="stars" style="justify-content:center" aria-hidden="true">${STAR.repeat(5)}</div>` : ""}<span>${esc(it.meta ?? "")}</span></div>`).join("")}</div>${s.extra?.quote ? `<figure class="big-quote" style="margin:48px auto 0"><blockquote class="quote">“${esc(s.extra.quote)}”</blockquote><figcaption>${who(s.extra.name ?? "")}</figcaption></figure>` : ""}`,
    ),
  download: (s, _alt, c) =>
    wrap(
      s,
      false,
      `<div class="g2"><div>${header(s, false)}${storeBadges("#download")}</div><div>${phoneMockup(c.icons, c.model.source.companyName)}</div></div>`,
      "band",
    ),
  logos: (s) =>
    `<section id="logos" data-section="logos" class="logo-strip" aria-labelledby="logos-h"><div class="w"><p id="logos-h">${esc(s.heading)}</p><div class="logos">${s.items.map((it, i) => `<span>${icon(["layers", "sparkles", "target", "globe", "zap"][i % 5], 22)}${esc(it.title)}</span>`).join("")}</div></div></section>`,
  products: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="grid">${s.items
        .map(
          (it, i) =>
            `<div class="card prod">${thumb(it.icon ?? "shopping-bag", i, `pt${i}`)}<h3>${esc(it.title)}</h3><p>${esc(it.text ?? "")}</p><div class="pf"><span class="price">${esc(it.price ?? "")}</span><button class="btn sm" type="button" data-add aria-label="Add to bag: ${esc(it.title)}">Add to bag</button></div></div>`,
        )
        .join("")}</div>`,
    ),
  projects: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="${s.variant === 1 ? "g2" : "grid"}" style="align-items:stretch">${s.items.map((it, i) => `<div class="card">${thumb(it.icon ?? "layers", i, `pj${i}`)}<h3>${esc(it.title)}</h3><p>${esc(it.text ?? "")}</p></div>`).join("")}</div>`,
    ),
  gallery: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="grid">${s.items.map((it, i) => `<figure style="margin:0">${thumb(it.icon ?? "camera", i + 1, `gl${i}`)}<figcaption style="color:var(--mt)">${esc(it.title)}</figcaption></figure>`).join("")}</div>`,
    ),
  skills: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="chips">${s.items.map((it) => `<span>${esc(it.title)}</span>`).join("")}</div>`,
    ),
  countdown: (s, alt) => wrap(s, alt, `${header(s)}${countdownBoxes(s.extra?.date ?? "")}`),
  samples: (s, alt) =>
    wrap(
      s,
      alt,
      `${header(s)}<div class="grid">${s.items.map((it) => `<article class="card"><span class="ey" style="margin:0">${esc(it.meta ?? "")}</span><h3 style="margin-top:8px">${esc(it.title)}</h3><p>${esc(it.text ?? "")}</p></article>`).join("")}</div>`,
    ),
  cta: (s, _alt, c) =>
    wrap(
      s,
      false,
      `<div class="hd c" style="margin-bottom:0"><h2 id="cta-h">${esc(s.heading)}</h2>${s.lead ? `<p class="lead">${esc(s.lead)}</p>` : ""}<div class="btns" style="justify-content:center"><a class="btn" href="${c.target}">${esc(c.ctaLabel)}</a></div></div>`,
      "band",
    ),
};

/** The hero: split, centred or bold band; the app, lead and newsletter types bring their own right column. */
export function renderHero(s: Section, c: RenderContext): string {
  const type = c.model.source.landingPageType;
  const variant = s.variant;
  const action = c.model.settings.formAction;
  const pill = s.eyebrow ? `<span class="pill">${esc(s.eyebrow)}</span>` : "";
  const h1 = `<h1 id="hero-h">${esc(s.heading)}</h1>`;
  const lead = s.lead ? `<p class="lead">${esc(s.lead)}</p>` : "";
  const buttons = s.cta
    ? `<div class="btns"><a class="btn" href="${esc(s.cta.href)}">${esc(s.cta.label)}</a>${s.secondaryCta ? `<a class="btn btn2" href="${esc(s.secondaryCta.href)}">${esc(s.secondaryCta.label)}</a>` : ""}</div>`
    : "";
  const kpis = `<div class="kpis">${s.items.map((it) => `<div><b>${esc(it.title)}</b><span>${esc(it.text ?? "")}</span></div>`).join("")}</div>`;
  const badges = type === "app-download" ? storeBadges("#download") : "";
  const countdown =
    ["webinar", "product-launch", "event-registration"].includes(type) && s.extra?.date
      ? countdownBoxes(s.extra.date)
      : "";
  const showCountdownInHero = countdown && !c.model.settings.sectionOrder.includes("countdown");
  const inlineForm =
    type === "newsletter" && s.form
      ? `<div style="margin-top:28px;max-width:560px${variant === 1 ? ";margin-left:auto;margin-right:auto" : ""}">${renderForm(s.form, action, true)}</div>`
      : "";
  const textBlock = `${pill}${h1}${lead}${type === "app-download" ? badges : buttons}${inlineForm}${showCountdownInHero ? countdown : ""}${type === "lead-generation" || type === "newsletter" ? "" : kpis}`;
  let visual: string;
  if (type === "lead-generation" && s.form)
    visual = `<div class="card form-card"><h2 style="font-size:1.4rem">Get started in 30 seconds</h2>${renderForm(s.form, action)}</div>`;
  else if (type === "app-download") visual = phoneMockup(c.icons, c.model.source.companyName);
  else visual = heroArt(c.icons, variant, "ha", INDUSTRY_MOTIFS[c.model.source.industry]);
  const cls = variant === 1 ? "hero c" : variant === 2 ? "hero bold" : "hero";
  const body =
    variant === 1
      ? `<div style="max-width:860px;margin:0 auto">${textBlock}</div><div style="max-width:${type === "lead-generation" ? 560 : 760}px;margin:48px auto 0;text-align:left">${visual}</div>`
      : `<div class="g2"><div>${textBlock}</div><div>${visual}</div></div>`;
  return `<section id="hero" data-section="hero" class="${cls}" aria-labelledby="hero-h"><div class="w">${body}</div></section>`;
}
