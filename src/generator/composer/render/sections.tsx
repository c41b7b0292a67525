/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
/**
 * HTML for each section kind, with its layout variants. Every section is a
 * <section id=kind data-section=kind data-section-id=id aria-labelledby=…> so the quality gates, in-page
 * links and editors find it; a section waiting for the owner's content shows its placeholder box.
 */
import type { Item, PageModel, Section, SectionKind } from "../../model.js";
import { platformStores, storeBadge } from "../engine/store-badges.js";
import { pageLang, say } from "../locale/index.js";
import { shortAction } from "../write/actions.js";
import { isStatementAbout, Statement } from "./aside.js";
import { chrome, RENDER_TEXTS } from "./chrome-text.js";
import { ClientNames } from "./clients.js";
import { formSection } from "./contact.js";
import { sectionPath } from "./edit-paths.js";
import { faqSection } from "./faq.js";
import { AboutPoints } from "./figures.js";
import { Form } from "./form.js";
import { itemIcon } from "./item-icon.js";
import { Fragment, type Html, h, raw } from "./jsx.js";
import { namesOnly, offeringsSection, Tiles } from "./offerings.js";
import {
  anchorOf,
  Cards,
  Checks,
  Chip,
  Details,
  Icon,
  ItemText,
  ItemTitle,
  listChip,
  Person,
  Photo,
  Placeholder,
  Price,
  type RenderContext,
  Rows,
  SectionFrame,
  SectionHeader,
  T,
} from "./parts.js";
import { Highlight, pricingSection } from "./pricing.js";
import { quotesSection } from "./quotes.js";

type Renderer = (s: Section, ctx: RenderContext) => Html;

function Countdown(props: { date: string; model: PageModel }): Html {
  const unit = (label: string) => (
    <div>
      <b>00</b>
      <small>{chrome(props.model, label)}</small>
    </div>
  );
  return (
    <div
      class="cd"
      data-countdown={props.date}
      role="timer"
      aria-label={chrome(props.model, "Time remaining")}
    >
      {unit("Days")}
      {unit("Hours")}
      {unit("Minutes")}
      {unit("Seconds")}
    </div>
  );
}

export { Countdown };

/**
 * The closing band of a page whose form is already above only sent the visitor back up; the phone the
 * owner gave is the other way to act, so the band offers it beside the button.
 */
function PhoneButton(props: { s: Section; ctx: RenderContext }): Html | null {
  const phone = props.ctx.model.footer.find((it) => it.href?.startsWith("tel:"));
  if (!phone?.text || props.s.cta?.href.startsWith("tel:")) return null;
  return (
    <a class="btn btn2" href={phone.href}>
      <Icon name="phone" size={18} /> {phone.text}
    </a>
  );
}

/**
 * A product's icon by what its words name ("Gift box" a gift); a size or a weight ("250 g", "1 kg") names
 * nothing drawable and gets the neutral dot (a star or a crowd beside it said nothing true). Products are
 * not counted (no "01" chips): they are not steps.
 */
function ProductIcon(props: { s: Section; i: number; ctx: RenderContext }): Html | null {
  const icons = props.s.items.map((it) => itemIcon(it, props.ctx.model.kind, props.ctx.model.source));
  return listChip(icons, props.i, false);
}

const people: Renderer = (s, ctx) => (
  <SectionFrame s={s} ctx={ctx}>
    <SectionHeader s={s} ctx={ctx} />
    <div class="people" data-items="items">
      {s.items.map((it, i) => (
        <Person s={s} i={i} it={it} ctx={ctx} />
      ))}
    </div>
  </SectionFrame>
);

/** A product's price is set like a figure, in the heading font, not as bold body text. */
const PRODUCT_PRICE_CSS =
  ".prod .pf .price{font-family:var(--fh);font-weight:var(--hw);font-size:clamp(1.3rem,2vw,1.6rem);letter-spacing:-.01em}";

const withPlaceholder =
  (render: Renderer): Renderer =>
  (s, ctx) =>
    s.placeholder && s.items.length === 0 ? (
      <SectionFrame s={s} ctx={ctx}>
        <SectionHeader s={s} ctx={ctx} />
        <Placeholder s={s} ctx={ctx} />
      </SectionFrame>
    ) : (
      render(s, ctx)
    );

export const SECTION_RENDERERS: Record<Exclude<SectionKind, "hero">, Renderer> = {
  about: (s, ctx) =>
    isStatementAbout(s, Boolean(ctx.art)) ? (
      <Statement s={s} ctx={ctx} />
    ) : (
      <SectionFrame s={s} ctx={ctx}>
        {ctx.art ? (
          <div class={s.variant === 1 ? "g2 flip" : "g2"}>
            <div>
              <SectionHeader s={s} ctx={ctx} center={false} />
              {s.items.length > 0 ? <AboutPoints s={s} ctx={ctx} /> : null}
            </div>
            <div class="art-md">{raw(ctx.art)}</div>
          </div>
        ) : (
          <div class="narrow">
            <SectionHeader s={s} ctx={ctx} center={false} />
            {s.items.length > 0 ? <AboutPoints s={s} ctx={ctx} /> : null}
          </div>
        )}
      </SectionFrame>
    ),
  services: offeringsSection,
  features: offeringsSection,
  benefits: offeringsSection,
  learn: offeringsSection,
  products: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx.css.add(PRODUCT_PRICE_CSS) && ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <div class="grid" data-items="items">
        {s.items.map((it, i) => (
          <div class={it.highlight !== undefined ? "card prod hot" : "card prod"} data-item={i}>
            <Highlight s={s} i={i} it={it} ctx={ctx} />
            {it.image !== undefined ? (
              <Photo model={ctx.model} index={it.image} class="thumb" />
            ) : (
              <ProductIcon s={s} i={i} ctx={ctx} />
            )}
            <ItemTitle s={s} i={i} it={it} ctx={ctx} />
            <ItemText s={s} i={i} it={it} ctx={ctx} />
            <div class="pf">
              <T
                tag="span"
                class="price"
                path={sectionPath(s, "items", i, "price")}
                text={it.price}
                user
                ctx={ctx}
              />
              {ctx.model.sections.some((x) => x.kind === "contact") ? (
                <a class="btn sm btn2" href="#contact">
                  {chrome(ctx.model, RENDER_TEXTS.order)}
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </SectionFrame>
  ),
  projects: (s, ctx) =>
    s.items.length === 1 && s.items[0]?.image === undefined ? (
      <Statement s={s} ctx={ctx} />
    ) : namesOnly(s) ? (
      <SectionFrame s={s} ctx={ctx} layout="tiles">
        <SectionHeader s={s} ctx={ctx} />
        <Tiles s={s} ctx={ctx} quiet={false} />
      </SectionFrame>
    ) : (
      <SectionFrame s={s} ctx={ctx}>
        <SectionHeader s={s} ctx={ctx} />
        <Cards s={s} ctx={ctx} />
      </SectionFrame>
    ),
  skills: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Checks s={s} ctx={ctx} />
    </SectionFrame>
  ),
  offers: (s, ctx) => (fitsOneRow(s) ? slimOffer(s, ctx) : offersSection(s, ctx)),
  pricing: pricingSection,
  hours: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Details s={s} ctx={ctx} />
    </SectionFrame>
  ),
  "event-details": (s, ctx) =>
    s.items.length === 1 ? (
      <Statement s={s} ctx={ctx} />
    ) : (
      <SectionFrame s={s} ctx={ctx}>
        <SectionHeader s={s} ctx={ctx} />
        <div class="facts" data-items="items">
          {s.items.map((it, i) => (
            <div class="card fact" data-item={i}>
              <Chip name={it.icon} />
              <T tag="h3" path={sectionPath(s, "items", i, "title")} text={it.title} ctx={ctx} />
              <ItemText s={s} i={i} it={it} ctx={ctx} />
            </div>
          ))}
        </div>
      </SectionFrame>
    ),
  countdown: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      {s.date ? <Countdown date={s.date} model={ctx.model} /> : null}
    </SectionFrame>
  ),
  agenda: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <div class="timeline" data-items="items">
        {s.items.map((it, i) => (
          <div data-item={i}>
            <T tag="p" class="when" path={sectionPath(s, "items", i, "meta")} text={it.meta} user ctx={ctx} />
            <T tag="h3" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
            <ItemText s={s} i={i} it={it} ctx={ctx} />
          </div>
        ))}
      </div>
    </SectionFrame>
  ),
  speakers: people,
  host: people,
  team: people,
  testimonials: quotesSection,
  reviews: quotesSection,
  gallery: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <div class="gallery" data-items="items">
        {s.items.map((it, i) => (
          <figure data-item={i}>
            <Photo model={ctx.model} index={it.image} />
            <T tag="figcaption" path={sectionPath(s, "items", i, "title")} text={it.title} user ctx={ctx} />
          </figure>
        ))}
      </div>
    </SectionFrame>
  ),
  faq: faqSection,
  download: (s, ctx) => {
    // Stores the section's own words name without a link ("Available on iOS and Android"): shown, not linked;
    // a band with no words of its own takes the banner's ("a cozy fishing game for iOS and Android").
    const said = s.lead || ctx.model.sections.find((other) => other.kind === "hero")?.lead || "";
    const named = platformStores(said).filter((store) => !s.items.some((it) => it.title === store));
    return (
      <SectionFrame s={s} ctx={{ ...ctx, alt: false }} class="band">
        <div class="g2">
          <div>
            <SectionHeader s={s} ctx={ctx} center={false} />
            {s.items.length + named.length > 0 ? (
              <div class="badges" data-items="items">
                {s.items.map((it, i) => (
                  <a href={it.href} data-item={i} aria-label={`${it.title}: ${ctx.model.source.companyName}`}>
                    {raw(storeBadge(it.title))}
                  </a>
                ))}
                {named.map((store) => (
                  <span role="img" aria-label={store}>
                    {raw(storeBadge(store))}
                  </span>
                ))}
              </div>
            ) : null}
            {s.placeholder ? <Placeholder s={s} ctx={ctx} /> : null}
          </div>
          {ctx.art ? <div class="art-md">{raw(ctx.art)}</div> : null}
        </div>
      </SectionFrame>
    );
  },
  contact: formSection,
  registration: formSection,
  signup: formSection,
  subscribe: formSection,
  "lead-form": (s, ctx) =>
    s.form ? (
      <SectionFrame s={s} ctx={ctx}>
        <div class="card form-card narrow">
          <SectionHeader s={s} ctx={ctx} />
          <Form s={s} form={s.form} ctx={ctx} />
        </div>
        {s.items.length > 0 ? (
          <div class="narrow after">
            <Details s={s} ctx={ctx} />
          </div>
        ) : null}
      </SectionFrame>
    ) : (
      formSection(s, ctx)
    ),
  cta: (s, ctx) => (
    <SectionFrame s={s} ctx={{ ...ctx, alt: false }} class="band">
      <div class="hd c flush">
        <T
          tag="h2"
          id={`${anchorOf(s, ctx)}-h`}
          path={sectionPath(s, "heading")}
          text={s.heading}
          user
          ctx={ctx}
        />
        <T tag="p" class="lead" path={sectionPath(s, "lead")} text={s.lead} user ctx={ctx} />
        {s.cta ? (
          <div class="btns c">
            <a class="btn" href={s.cta.href} data-edit={sectionPath(s, "cta", "label")}>
              {s.cta.label}
            </a>
            <PhoneButton s={s} ctx={ctx} />
          </div>
        ) : null}
      </div>
    </SectionFrame>
  ),
  stats: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Cards s={s} ctx={ctx} icons={false} />
    </SectionFrame>
  ),
  logos: (s, ctx) => <ClientNames s={s} ctx={ctx} />,
  ratings: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Cards s={s} ctx={ctx} icons={false} />
    </SectionFrame>
  ),
  trust: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Checks s={s} ctx={ctx} />
    </SectionFrame>
  ),
  shipping: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Cards s={s} ctx={ctx} />
    </SectionFrame>
  ),
  deliverables: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Rows s={s} ctx={ctx} />
    </SectionFrame>
  ),
  "how-it-works": processSection,
  "problem-solution": (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Rows s={s} ctx={ctx} />
    </SectionFrame>
  ),
  samples: (s, ctx) => (
    <SectionFrame s={s} ctx={ctx}>
      <SectionHeader s={s} ctx={ctx} />
      <Cards s={s} ctx={ctx} />
    </SectionFrame>
  ),
};

// A section still waiting for its content shows the placeholder box instead of an empty list.
for (const kind of Object.keys(SECTION_RENDERERS) as Exclude<SectionKind, "hero">[]) {
  if (kind !== "download") SECTION_RENDERERS[kind] = withPlaceholder(SECTION_RENDERERS[kind]);
}

/** What the offer sections look like beside their words: a heading and its points side by side. */
function offersSection(s: Section, ctx: RenderContext): Html {
  return (
    <SectionFrame s={s} ctx={ctx}>
      <div class="g2">
        <SectionHeader s={s} ctx={ctx} center={false} />
        <Checks s={s} ctx={ctx} />
      </div>
    </SectionFrame>
  );
}

/**
 * One offer ("Towels and tea included") is a ribbon: a band in the brand's colours across the page, the
 * offer itself at display size beside its small heading. A whole section of white space around one
 * sentence read as a page that ran out of things to say, and a thin ruled line did not read as an offer.
 */
const SLIM_CSS = `section.slim[data-layout=slim]{padding:0;background:linear-gradient(125deg,var(--b1),var(--b2));color:var(--op)}
.slim-in{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 48px;padding:clamp(24px,4vw,40px) 0}
.slim-in .hd{margin:0}.slim-in .hd h2{font-size:clamp(1rem,1.6vw,1.2rem);color:var(--op);opacity:.9}.slim-in .ey{margin-bottom:6px;color:var(--op)}.slim-in .hd :is(h2,.ey)::after{display:none}
.slim-in .checks{margin:0;display:flex;flex-wrap:wrap;gap:10px 36px}.slim-in .checks li,.slim-in .checks li svg{color:var(--op)}
.slim-in .checks li{font-family:var(--fh);font-weight:var(--hw);font-size:clamp(1.2rem,2.4vw,1.75rem);line-height:1.25;letter-spacing:var(--ht)}.slim-in .checks.one-check li{border-left:0;padding-left:0}`;

/**
 * One offer, or two or three short ones without a line of their own ("Free delivery within the ring road",
 * "Cancel any time"): a heading and two lines beside it in a full section left a wide white gap.
 */
function fitsOneRow(s: Section): boolean {
  return (
    s.items.length === 1 || (s.items.length <= 3 && s.items.every((it) => !it.text && it.title.length <= 44))
  );
}

/**
 * Steps are an order, so they are drawn as one: numbered marks on a line that runs from the first step to
 * the last (down the side on a phone), not a row of cards that looked like any other list.
 */
const PROCESS_CSS = `.process{list-style:none;margin:0 auto;padding:0;display:grid;gap:28px var(--gap);grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),1fr));counter-reset:step}
.process.n2{max-width:760px}.process.n3{max-width:1000px}
.process li{position:relative;counter-increment:step;padding-top:64px}
.process li::before{content:counter(step,decimal-leading-zero);position:absolute;top:0;left:0;display:grid;place-items:center;width:46px;height:46px;border-radius:50%;background:var(--p);color:var(--op);font-family:var(--fh);font-weight:var(--hw);font-variant-numeric:tabular-nums;box-shadow:0 0 0 6px var(--bg)}
.alt .process li::before{box-shadow:0 0 0 6px var(--sf)}
.process li+li::after{content:"";position:absolute;z-index:-1;top:23px;right:calc(100% - 46px + var(--gap));width:calc(100% + var(--gap) - 46px);border-top:2px dashed color-mix(in srgb,var(--p) 45%,var(--bd))}
.process h3{margin:0 0 6px;font-size:clamp(1.1rem,1.6vw,1.25rem)}.process p{margin:0;color:var(--mt)}
.process{isolation:isolate}
@media (max-width:640px){.process li{padding:0 0 0 68px;min-height:46px}.process li+li::after{top:auto;bottom:calc(100% + 2px);left:22px;right:auto;width:0;height:26px;border-top:0;border-left:2px dashed color-mix(in srgb,var(--p) 45%,var(--bd))}}`;

/**
 * A section of steps: the how-it-works kind, or a list the description left empty that says how to reach
 * the business under the heading or eyebrow "How it works" (write/fallbacks.ts).
 */
export function isSteps(s: Section, model: PageModel): boolean {
  if (s.kind === "how-it-works") return true;
  const howItWorks = say(pageLang(model), "How it works");
  return s.items.length >= 2 && (s.heading === howItWorks || s.eyebrow === howItWorks);
}

export function processSection(s: Section, ctx: RenderContext): Html {
  // Steps with photos keep their cards: a photo needs a frame of its own.
  if (s.items.some((it) => it.image !== undefined))
    return (
      <SectionFrame s={s} ctx={ctx}>
        <SectionHeader s={s} ctx={ctx} />
        <Cards s={s} ctx={ctx} />
      </SectionFrame>
    );
  ctx.css.add(PROCESS_CSS);
  return (
    <SectionFrame s={s} ctx={ctx} layout="process">
      <SectionHeader s={s} ctx={ctx} />
      <ol class={`process n${Math.min(s.items.length, 4)}`} data-items="items">
        {s.items.map((it, i) => (
          <li data-item={i}>
            <ItemTitle s={s} i={i} it={it} ctx={ctx} />
            <ItemText s={s} i={i} it={it} ctx={ctx} />
            <Price s={s} i={i} it={it} ctx={ctx} />
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

function slimOffer(s: Section, ctx: RenderContext): Html {
  ctx.css.add(SLIM_CSS);
  return (
    <SectionFrame s={s} ctx={ctx} class="slim" layout="slim">
      <div class="slim-in">
        <SectionHeader s={s} ctx={ctx} center={false} />
        <Checks s={s} ctx={ctx} />
      </div>
    </SectionFrame>
  );
}
