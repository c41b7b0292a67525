/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * Page model → one self-contained HTML document: inline CSS, inline SVG, one inline script, the model
 * block, and no URL that leaves the file.
 */

import type { ContentBrief } from "../../brief/types.js";
import { LEAD_FORM_CSS } from "../../forms/lead-fields.js";
import type { PageModel, SectionKind } from "../../model.js";
import { jsonForScript } from "../engine/html.js";
import { generatedLogoSvg } from "../engine/logo.js";
import { modelBlock } from "../engine/page-model-block.js";
import { PAGE_SCRIPT, PAGE_TEXT_SCRIPT_ID } from "../engine/page-script.js";
import { structuredData } from "../engine/structured-data.js";
import { styleTweaksCss } from "../engine/style-tweaks.js";
import { pageCss, SVG_CSS } from "../engine/styles.js";
import { pageLang, say } from "../locale/index.js";
import { TYPES_WITHOUT_NAVIGATION } from "../page-types.js";
import { PAGE_BUDGET_BYTES } from "../styles/embedded-fonts.js";
import { pageFontCss } from "../styles/font-faces.js";
import { styleOf } from "../styles/index.js";
import type { DesignStyle } from "../styles/types.js";
import { primaryTarget, shortAction } from "../write/actions.js";
import { headlineTitle } from "../write/headline.js";
import { fill } from "../write/text.js";
import { brandFitRule, CHROME_CSS, chromeLayouts, menuFitRule } from "./chrome-css.js";
import { chrome, CHROME_NAV_LABELS as NAV_LABELS, RENDER_TEXTS, scriptMessages } from "./chrome-text.js";
import { Hero } from "./hero.js";
import { escapeHtml, Fragment, type Html, h, raw } from "./jsx.js";
import { KEEP_CSS, keepTogether } from "./keep-together.js";
import { isShortPage } from "./layouts.js";
import { Icon, type RenderContext } from "./parts.js";
import { allocateScenes } from "./scene.js";
import { isSteps, processSection, SECTION_RENDERERS } from "./sections.js";

/** Sections of cards whose contents differ by trade: the menu names them by their eyebrow. */
const HOLDING_LISTS = new Set<SectionKind>([
  "agenda",
  "services",
  "products",
  "features",
  "benefits",
  "learn",
  "projects",
]);

/** Sections on the page background alternate with the surface colour; bands keep their own. */
function altFlags(kinds: SectionKind[], short: boolean): boolean[] {
  let n = 0;
  // A short page's sections after the hero are one band: how to reach the business, then its form.
  if (short) return kinds.map((k) => k !== "hero" && k !== "cta" && k !== "download" && k !== "subscribe");
  return kinds.map((k) => {
    if (k === "hero" || k === "cta" || k === "download" || k === "subscribe") return false;
    n++;
    return n % 2 === 0;
  });
}

/** The favicon: the generated mark, or a small uploaded logo (a large one would double the file). */
function favicon(model: PageModel): string {
  if (model.logo.kind === "image") return model.logo.dataUrl.length < 12_000 ? model.logo.dataUrl : "";
  const svg = generatedLogoSvg(model.logo.initials, 64).replace(
    /class="mark" /,
    'xmlns="http://www.w3.org/2000/svg" ',
  );
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The tab's and the share card's title: the headline, then the company — once. A headline that already
 * names the company ("Kowalski Auto Repair", "Repairs by Kowalski Auto Repair") is not followed by it again.
 */
export function documentTitle(headline: string, company: string): string {
  const name = company.trim();
  if (!name || headline.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return headline || name;
  return headline ? `${headline} | ${name}` : name;
}

function head(model: PageModel, brief: ContentBrief, style: DesignStyle, layoutCss: string): string {
  const { source, settings } = model;
  // The title field as the page shows it: "gutter cleaning page" is the owner talking to us (write/headline.ts).
  const title = documentTitle(
    headlineTitle(source.title, brief.sentences, source.companyName),
    source.companyName,
  );
  const icon = favicon(model);
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(model.meta.description)}">
<meta name="color-scheme" content="${settings.scheme === "auto" ? "light dark" : settings.scheme}">
<meta name="theme-color" content="${escapeHtml(settings.palette.primary)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(model.meta.description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${escapeHtml(source.companyName)}">
<meta name="twitter:card" content="summary">
${icon ? `<link rel="icon" href="${escapeHtml(icon)}">\n` : ""}<style>${pageCss(settings.palette, settings.scheme, settings.font, style)}${layoutCss}${SVG_CSS}${LEAD_FORM_CSS}${styleTweaksCss(settings.style)}</style>
<script type="application/ld+json">${jsonForScript(structuredData(model, brief))}</script>
</head>`;
}

function Brand(props: { model: PageModel; size?: number }): Html {
  const { model } = props;
  return (
    <a class="brand" href="#top">
      {model.logo.kind === "image" ? (
        props.size ? null : (
          <img
            id="brand-logo"
            src={model.logo.dataUrl}
            alt={fill(chrome(model, RENDER_TEXTS.logo), { company: model.source.companyName })}
          />
        )
      ) : (
        raw(generatedLogoSvg(model.logo.initials, props.size))
      )}
      <span dir="auto">{model.source.companyName}</span>
    </a>
  );
}

function Footer(props: { model: PageModel; layout: string; keep: () => void }): Html {
  const { model } = props;
  const year = new Date(model.generatedAt).getFullYear();
  return (
    <footer class={`ft-${props.layout}`}>
      <div class="w">
        <Brand model={model} size={32} />
        {model.footer.length > 0 ? (
          <ul class="foot-facts">
            {model.footer.map((it, i) => {
              const value = (
                <span dir="auto" data-edit={`footer.${i}.text`}>
                  {it.text === undefined ? it.text : keepTogether(it.text, props.keep, true)}
                </span>
              );
              return (
                <li>
                  <Icon name={it.icon} size={18} />
                  <span class="sr">{it.title}: </span>
                  {it.href ? <a href={it.href}>{value}</a> : value}
                </li>
              );
            })}
          </ul>
        ) : null}
        <p>
          © {year} <span dir="auto">{model.source.companyName}</span>
        </p>
      </div>
    </footer>
  );
}

/** The letters a visitor can see: the body without its scripts, and the script's messages (form answers). */
function shownText(bodyHtml: string, messages: unknown): string {
  const visible = bodyHtml.replace(/<script[^>]*>[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
  return `${visible} ${messages ? JSON.stringify(messages) : ""}`;
}

export function renderDocument(model: PageModel, brief: ContentBrief): string {
  const kinds = model.sections.map((s) => s.kind);
  const alt = altFlags(kinds, isShortPage(model));
  const target = primaryTarget(kinds, model.source.landingPageType);
  const userLang = model.lang && model.lang !== "en" ? model.lang : undefined;
  const hero = model.sections.find((s) => s.kind === "hero");
  // The header's button names where it leads ("Register"); an event that has taken place takes no
  // registrations, so its button leads to the same form as a plain "Contact".
  const short = hero?.past ? "Contact" : shortAction(target);
  const navAction = short ? chrome(model, short) : (hero?.cta?.label ?? "");
  const art = allocateScenes(model);
  const style = styleOf(model);
  const css = new Set<string>();
  const main = model.sections.map((s, i) => {
    const ctx: RenderContext = { model, target, userLang, alt: alt[i], art: art.get(s.id) ?? "", style, css };
    if (s.kind === "hero") return <Hero s={s} ctx={ctx} />;
    return isSteps(s, model) ? processSection(s, ctx) : SECTION_RENDERERS[s.kind](s, ctx);
  });
  const noNav = TYPES_WITHOUT_NAVIGATION.includes(model.source.landingPageType);
  const navLabel = (kind: SectionKind) => (NAV_LABELS as Partial<Record<SectionKind, string>>)[kind];
  // The header's button already leads to its section ("Contact"): the menu does not list it again.
  const button = !noNav && hero?.cta ? target : undefined;
  // The people who lead a course or a retreat (a speakers section without its "Speakers" eyebrow) are not
  // called Speakers in the menu.
  // A list the description left empty says how to reach the business or how signing up works (its eyebrow
  // "How it works", write/fallbacks.ts): "Services" or "Why us" in the menu would promise what it is not.
  const listed = (s: (typeof model.sections)[number]) =>
    navLabel(s.kind) !== undefined &&
    !isSteps(s, model) &&
    (s.kind !== "speakers" || s.placeholder !== undefined || s.eyebrow);
  // A short page (a hero and one band) needs no menu: its button leads to the form, and a menu word
  // ("Services") would name a section that only says how to reach the business.
  const links = isShortPage(model)
    ? []
    : model.sections.filter((s) => listed(s) && `#${s.kind}` !== button).slice(0, 4);
  // A list is named in the menu by what it holds, as its eyebrow says it in the page's language ("Menù",
  // "Treatments", "Repairs"): "Servizi" over a trattoria's dishes promised the wrong thing.
  // Three short words fit a menu too ("Aus der Vitrine", "O que oferecemos"); past them, the heading may.
  const fits = (words?: string) =>
    words &&
    words.length <= 18 &&
    words.split(/\s+/).length <= 3 &&
    !words.includes(model.source.companyName);
  const linkText = (s: (typeof model.sections)[number]) => {
    const own = [s.eyebrow?.trim(), s.heading?.trim()].find(fits);
    return own && HOLDING_LISTS.has(s.kind) ? own : chrome(model, navLabel(s.kind) ?? "");
  };
  const messages = scriptMessages(model);
  const chromeLayout = chromeLayouts(model, style);
  css.add(CHROME_CSS.header[chromeLayout.header]);
  css.add(CHROME_CSS.footer[chromeLayout.footer]);
  if (model.logo.kind !== "image") css.add(brandFitRule(model.source.companyName));
  if (!noNav && !model.settings.hideNavigation)
    css.add(
      menuFitRule(
        chromeLayout.header,
        model.logo.kind === "image" ? "x".repeat(14) : model.source.companyName,
        links.map(linkText),
        hero?.cta ? navAction : undefined,
        style.button.upper,
      ),
    );
  const body = (
    <body id="top">
      <a class="skip" href="#main">
        {chrome(model, "Skip to content")}
      </a>
      <header class="top">
        <div class={`w hd-${chromeLayout.header}`}>
          <Brand model={model} />
          {noNav || model.settings.hideNavigation || links.length === 0 ? null : (
            <nav aria-label={chrome(model, "Main")}>
              <ul>
                {links.map((s) => (
                  <li>
                    <a href={`#${s.kind}`}>{linkText(s)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {noNav || !hero?.cta ? null : (
            <a class="btn sm" href={target}>
              {navAction}
            </a>
          )}
        </div>
      </header>
      <main id="main">{main}</main>
      <Footer model={model} layout={chromeLayout.footer} keep={() => css.add(KEEP_CSS)} />
      {messages ? (
        <script type="application/json" id={PAGE_TEXT_SCRIPT_ID}>
          {raw(jsonForScript(messages))}
        </script>
      ) : null}
      <script>{raw(PAGE_SCRIPT)}</script>
      {raw(modelBlock(model))}
    </body>
  );
  const plainHead = head(model, brief, style, [...css].join("\n"));
  // The fonts get what the page's own budget leaves after its markup and photos (styles/embedded-fonts.ts).
  const room = PAGE_BUDGET_BYTES - Buffer.byteLength(plainHead) - Buffer.byteLength(body.html);
  const fontCss = pageFontCss(style, model.settings.font, shownText(body.html, messages), room);
  return `<!doctype html>
<html lang="${model.ui ? model.lang : "en"}"${model.ui && model.dir === "rtl" ? ' dir="rtl"' : ""}>
${plainHead.replace("<style>", () => `<style>${fontCss}`)}
${body.html}
</html>
`;
}
