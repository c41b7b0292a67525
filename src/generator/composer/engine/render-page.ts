/** Page model -> one self-contained HTML document (inline CSS, inline SVG, one inline script, no URLs). */
import { LEAD_FORM_CSS } from "../../forms/lead-fields.js";
import type { PageModel, SectionKind } from "../../model.js";
import { TYPES_WITHOUT_NAVIGATION } from "../page-types.js";
import type { StoredModel } from "./build-model.js";
import { copyContext } from "./copy-context.js";
import { hashString } from "./hash.js";
import { esc, jsonForScript } from "./html.js";
import { INDUSTRY_PROFILES } from "./industry-profiles.js";
import { generatedLogoSvg } from "./logo.js";
import { modelBlock } from "./page-model-block.js";
import { PAGE_SCRIPT } from "./page-script.js";
import { type RenderContext, renderHero, SECTION_RENDERERS } from "./render-sections.js";
import { primaryCta, primaryTarget } from "./section-writers.js";
import { structuredData } from "./structured-data.js";
import { pageCss, SVG_CSS } from "./styles.js";

const NAV_LABELS: Partial<Record<SectionKind, string>> = {
  services: "Services",
  features: "Features",
  about: "About",
  pricing: "Pricing",
  testimonials: "Reviews",
  reviews: "Reviews",
  faq: "FAQ",
  contact: "Contact",
  agenda: "Agenda",
  speakers: "Speakers",
  "event-details": "Details",
  products: "Shop",
  shipping: "Delivery",
  projects: "Work",
  skills: "Skills",
  learn: "Topics",
  host: "Host",
  samples: "Issues",
  "how-it-works": "How it works",
  benefits: "Benefits",
  ratings: "Ratings",
};

/** Sections on the light background alternate with the surface colour; bands keep their own. */
function altFlags(order: SectionKind[]): boolean[] {
  let n = 0;
  return order.map((k) => {
    if (k === "hero" || k === "logos" || k === "cta" || k === "download" || k === "subscribe") return false;
    n++;
    return n % 2 === 0;
  });
}

export function renderPage(model: PageModel, stored: StoredModel): string {
  const { source, settings } = model;
  const c = copyContext(source, settings, hashString);
  const order = model.sections.map((s) => s.kind);
  const ctx: RenderContext = {
    model,
    target: primaryTarget(order),
    ctaLabel: primaryCta(c),
    icons: INDUSTRY_PROFILES[source.industry].icons,
  };
  const alt = altFlags(order);
  const main = model.sections
    .map((s, i) => (s.kind === "hero" ? renderHero(s, ctx) : SECTION_RENDERERS[s.kind](s, alt[i], ctx)))
    .join("\n");
  const logo =
    model.logo.kind === "image"
      ? `<img id="brand-logo" src="${model.logo.dataUrl}" alt="${esc(source.companyName)} logo">`
      : generatedLogoSvg(model.logo.initials);
  const noNav = TYPES_WITHOUT_NAVIGATION.includes(source.landingPageType);
  const links = order
    .filter((k) => NAV_LABELS[k])
    .slice(0, 4)
    .map((k) => `<li><a href="#${k}">${NAV_LABELS[k]}</a></li>`)
    .join("");
  const nav = noNav || !links ? "" : `<nav aria-label="Main"><ul>${links}</ul></nav>`;
  const headerCta = noNav ? "" : `<a class="btn sm" href="${ctx.target}">${esc(ctx.ctaLabel)}</a>`;
  const year = new Date(model.generatedAt).getFullYear();
  const title = `${source.title} | ${source.companyName}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="${esc(model.meta.description)}">
<meta name="color-scheme" content="${settings.scheme === "auto" ? "light dark" : settings.scheme}">
<meta name="theme-color" content="${esc(settings.palette.primary)}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:description" content="${esc(model.meta.description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${esc(source.companyName)}">
<meta name="twitter:card" content="summary">
<style>${pageCss(settings.palette, settings.scheme, settings.font)}${SVG_CSS}${LEAD_FORM_CSS}</style>
<script type="application/ld+json">${jsonForScript(structuredData(model))}</script>
</head>
<body id="top">
<a class="skip" href="#main">Skip to content</a>
<header class="top"><div class="w"><a class="brand" href="#top">${logo}<span>${esc(source.companyName)}</span></a>${nav}${headerCta}</div></header>
<main id="main">
${main}
</main>
<footer><div class="w"><a class="brand" href="#top">${model.logo.kind === "image" ? "" : generatedLogoSvg(model.logo.initials, 32)}<span>${esc(source.companyName)}</span></a><p>© ${year} ${esc(source.companyName)}. All rights reserved.</p></div></footer>
<script>${PAGE_SCRIPT}</script>
${modelBlock(stored)}
</body>
</html>
`;
}
