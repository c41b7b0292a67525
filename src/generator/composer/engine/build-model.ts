/**
 * Request -> page model. `createModel` makes the choices (seed, palette, font, date, section order);
 * `composeSections` writes every section's copy from the source and settings. Iteration changes the
 * settings and calls `composeSections` again, so tone and length changes re-derive all the copy.
 */
import type { LandingPageType } from "../../../core/page-options.js";
import {
  PAGE_MODEL_VERSION,
  type PageModel,
  type PageSettings,
  type Section,
  type SectionKind,
} from "../../model.js";
import type { EngineOptions, PageRequest } from "../../types.js";
import { REQUIRED_SECTIONS } from "../page-types.js";
import { type CopyContext, copyContext } from "./copy-context.js";
import { hashString, pick } from "./hash.js";
import { INDUSTRY_PROFILES } from "./industry-profiles.js";
import { acceptUploadedLogo } from "./logo.js";
import {
  defaultEventDate,
  findDate,
  formatLongDate,
  formatShortDate,
  formatTime,
  toLocalIso,
} from "./prompt-dates.js";
import { article, capitalize, clip, collapse, initialsOf, sentence } from "./prompt-text.js";
import { primaryCta, primaryTarget, SECTION_WRITERS } from "./section-writers.js";

/** How many layout variants each section's renderer has (the seed picks one). */
export const VARIANT_COUNTS: Partial<Record<SectionKind, number>> = {
  hero: 3,
  services: 3,
  features: 3,
  benefits: 2,
  testimonials: 2,
  reviews: 2,
  stats: 2,
  about: 2,
  pricing: 1,
  faq: 2,
  cta: 2,
  projects: 2,
  products: 2,
};

/** Display order per type: the required sections plus the extras a marketer would add. */
const BASE_ORDER: Record<LandingPageType, SectionKind[][]> = {
  "business-homepage": [
    ["hero", "services", "about", "stats", "testimonials", "faq", "contact"],
    ["hero", "logos", "services", "stats", "about", "testimonials", "contact"],
  ],
  "product-launch": [
    ["hero", "countdown", "problem-solution", "features", "how-it-works", "pricing", "faq", "cta"],
    ["hero", "problem-solution", "features", "countdown", "how-it-works", "testimonials", "pricing", "faq"],
  ],
  "lead-generation": [
    ["hero", "logos", "benefits", "deliverables", "testimonials", "faq", "cta"],
    ["hero", "benefits", "testimonials", "deliverables", "faq", "cta"],
  ],
  "facebook-ads": [["hero", "benefits", "trust", "lead-form"]],
  "google-ads": [["hero", "benefits", "trust", "lead-form"]],
  "event-registration": [
    ["hero", "countdown", "event-details", "agenda", "speakers", "registration", "faq"],
    ["hero", "event-details", "speakers", "agenda", "countdown", "registration", "faq"],
  ],
  "app-download": [
    ["hero", "features", "how-it-works", "ratings", "download"],
    ["hero", "ratings", "features", "testimonials", "download"],
  ],
  "saas-signup": [
    ["hero", "logos", "features", "how-it-works", "pricing", "testimonials", "faq", "signup"],
    ["hero", "logos", "features", "testimonials", "pricing", "signup", "faq"],
  ],
  "e-commerce": [
    ["hero", "products", "shipping", "reviews", "faq", "cta"],
    ["hero", "shipping", "products", "reviews", "faq"],
  ],
  portfolio: [
    ["hero", "projects", "skills", "about", "testimonials", "contact"],
    ["hero", "projects", "testimonials", "skills", "contact"],
  ],
  webinar: [
    ["hero", "countdown", "learn", "host", "testimonials", "registration", "faq"],
    ["hero", "learn", "countdown", "host", "registration", "faq"],
  ],
  newsletter: [
    ["hero", "benefits", "samples", "testimonials", "subscribe"],
    ["hero", "samples", "benefits", "faq", "subscribe"],
  ],
};

export function defaultSectionOrder(type: LandingPageType, seed: number): SectionKind[] {
  const options = BASE_ORDER[type];
  const order = options[pick(seed, "order", options.length)];
  for (const required of REQUIRED_SECTIONS[type] as SectionKind[]) {
    if (!order.includes(required)) throw new Error(`Order for ${type} lacks ${required}`);
  }
  return [...order];
}

const SERIF_INDUSTRIES = new Set(["legal", "fashion", "food", "real-estate"]);

export interface StoredModel extends Omit<PageModel, "sections" | "meta"> {}

/** The choices for a new page. Throws GenerationError("invalid_input") for a refused logo. */
export function createStoredModel(request: PageRequest, options: EngineOptions = {}): StoredModel {
  const now = options.now ?? new Date();
  const source = {
    landingPageType: request.landingPageType,
    industry: request.industry,
    prompt: collapse(request.prompt),
    title: collapse(request.title),
    companyName: collapse(request.companyName),
    targetAudience: collapse(request.targetAudience ?? ""),
  };
  const seed = hashString(JSON.stringify(source));
  const profile = INDUSTRY_PROFILES[source.industry];
  const prompt = source.prompt.toLowerCase();
  const found = findDate(source.prompt, now);
  const daysAhead = source.landingPageType === "product-launch" ? 30 : 21;
  const settings: PageSettings = {
    palette: { ...profile.palette },
    font:
      /\b(elegant|luxury|classic|timeless|editorial)\b/.test(prompt) || SERIF_INDUSTRIES.has(source.industry)
        ? "serif"
        : "sans",
    scheme: /\bdark (theme|mode|design|look)\b/.test(prompt) ? "dark" : "auto",
    tone: /\b(formal|professional tone|corporate)\b/.test(prompt)
      ? "formal"
      : /\b(friendly|playful|fun|casual)\b/.test(prompt)
        ? "friendly"
        : "neutral",
    length: "standard",
    sectionOrder: defaultSectionOrder(source.landingPageType, seed),
    overrides: {},
    formAction: options.formAction,
    eventDate: found
      ? toLocalIso(found)
      : defaultEventDate(now, daysAhead, source.landingPageType === "webinar" ? 17 : 18),
    seed,
  };
  const logo =
    request.logoOption === "upload" && request.logoData
      ? { kind: "image" as const, dataUrl: acceptUploadedLogo(request.logoData) }
      : { kind: "generated" as const, initials: initialsOf(source.companyName) };
  return { version: PAGE_MODEL_VERSION, source, logo, settings, generatedAt: now.toISOString() };
}

/** The hero's opening paragraph: the prompt's own description, turned into a sentence about the company. */
function heroLead(c: CopyContext): string {
  const subject = c.subject;
  let first: string;
  const own = subject.match(/^(?:our|my|the|a|an)\s+(.+)$/i);
  const we = subject.match(/^(?:we|i)\s+(.+)$/i);
  const verb = subject.match(
    /^(?:promote|promoting|advertise|announce|announcing|sell|selling|launch|launching|showcase|present|introduce|introducing)\s+(.+)$/i,
  );
  const gathering = own?.[1].match(
    // Up to four describing words may come before the kind of gathering ("free heart health day").
    /^(?:[\w'-]+\s+){0,4}?(?:open day|day|evening|night|fair|expo|exhibition|gala|dinner|party|seminar|talk|tour|hackathon|event|webinar|conference|workshop|meetup|festival|summit|masterclass|class|course|launch|sale|tasting|retreat|bootcamp|newsletter|podcast)\b/i,
  );
  const showing = subject.match(/^(?:showing|showcasing|presenting|highlighting|featuring)\s+(.+)$/i);
  if (subject.length < 12)
    first = `${c.company} is ${article(c.profile.noun)} ${c.profile.noun} built for ${c.audience}.`;
  else if (own && gathering)
    first = /newsletter|podcast/i.test(gathering[0])
      ? `${capitalize(article(own[1]))} ${own[1]}, from ${c.company}.`
      : `Join ${c.company} for ${article(own[1])} ${own[1]}.`;
  else if (showing) first = `A look at ${showing[1]}.`;
  else if (own) first = `${c.company} is ${article(own[1])} ${own[1]}.`;
  else if (we) first = `At ${c.company}, we ${we[1]}.`;
  else if (verb) first = `Introducing ${verb[1]}.`;
  else first = sentence(subject);
  const o = c.profile.outcomes;
  const second = c.hasAudience
    ? c.tone({
        neutral: `Made for ${c.audience}: ${o[0]} and ${o[1]}, without the usual hassle.`,
        formal: `Designed for ${c.audience}, delivering ${o[0]} and ${o[1]}.`,
        friendly: `Made with love for ${c.audience}: ${o[0]}, ${o[1]} and a team that's got your back.`,
      })
    : c.tone({
        neutral: `Expect ${o[0]} and ${o[1]}, without the usual hassle.`,
        formal: `Our commitment: ${o[0]} and ${o[1]}.`,
        friendly: `Think ${o[0]}, ${o[1]} and zero hassle.`,
      });
  const parts = [first.replace(/\s+([,.])/g, "$1"), second];
  if (c.settings.length === "short") return parts[0];
  if (c.settings.length === "long" && c.extraSentences[0]) parts.push(sentence(c.extraSentences[0]));
  return parts.join(" ");
}

function heroEyebrow(c: CopyContext): string {
  const e = c.event;
  switch (c.source.landingPageType) {
    case "webinar":
      return `Free live webinar · ${formatShortDate(e)}, ${formatTime(e)}`;
    case "event-registration":
      return `${formatLongDate(e)}${c.place ? ` · ${c.place}` : ""}`;
    case "product-launch":
      return `New · Launching ${formatShortDate(e)}`;
    case "app-download":
      return "Free on iPhone and Android";
    case "saas-signup":
      return "14-day free trial · No credit card";
    case "newsletter":
      return `A free weekly newsletter by ${c.company}`;
    case "e-commerce":
      return "New season · Free delivery over €50";
    case "portfolio":
      return `${c.company} · ${c.industryLabel}`;
    case "facebook-ads":
    case "google-ads":
      return `${c.company} · Limited-time offer`;
    default:
      return `${c.company} · ${c.industryLabel}`;
  }
}

function heroSection(c: CopyContext, order: SectionKind[]): Omit<Section, "kind" | "variant"> {
  const type = c.source.landingPageType;
  const cta = primaryCta(c);
  const second = order[1];
  const form =
    type === "lead-generation"
      ? {
          id: "form-hero",
          fields: [
            { name: "name", label: "Full name", type: "text" as const, required: true, autocomplete: "name" },
            {
              name: "email",
              label: "Work email",
              type: "email" as const,
              required: true,
              autocomplete: "email",
            },
            {
              name: "company",
              label: "Company (optional)",
              type: "text" as const,
              required: false,
              autocomplete: "organization",
            },
          ],
          submitLabel: cta,
          thanksTitle: "Thank you!",
          thanksText: `We'll be in touch within one working day. Check your inbox for a message from ${c.company}.`,
          note: "Free, no obligation. We never share your details.",
        }
      : type === "newsletter"
        ? {
            id: "form-hero",
            fields: [
              {
                name: "email",
                label: "Your email address",
                type: "email" as const,
                required: true,
                autocomplete: "email",
              },
            ],
            submitLabel: cta,
            thanksTitle: "You're subscribed!",
            thanksText: "Check your inbox to confirm, and look out for the next issue.",
            note: "Free. One e-mail a week. Unsubscribe anytime.",
          }
        : undefined;
  return {
    eyebrow: heroEyebrow(c),
    heading: c.settings.overrides.headline ?? c.title,
    lead: c.settings.overrides.subheadline ?? heroLead(c),
    items: c.profile.stats.slice(0, 3).map(([value, label]) => ({ title: value, text: label })),
    cta: form ? undefined : { label: cta, href: primaryTarget(order) },
    secondaryCta:
      form || type === "facebook-ads" || type === "google-ads" || !second
        ? undefined
        : {
            label: c.tone({ neutral: "Learn more", formal: "Find out more", friendly: "Take a look" }),
            href: `#${second}`,
          },
    form,
    extra: { date: c.settings.eventDate },
  };
}

/** Writes every section of the page, in the settings' order. */
export function composeSections(stored: StoredModel): PageModel {
  const c = copyContext(stored.source, stored.settings, hashString);
  const order = stored.settings.sectionOrder;
  const sections: Section[] = order.map((kind) => {
    const content = kind === "hero" ? heroSection(c, order) : SECTION_WRITERS[kind](c);
    return { kind, variant: c.vary(kind, VARIANT_COUNTS[kind] ?? 1), ...content };
  });
  const hero = sections.find((s) => s.kind === "hero");
  // Search snippets stop around 155 characters: use the lead's first sentence, cut at a word with "…".
  const firstSentence = (hero?.lead ?? `${c.title} by ${c.company}.`)
    .replace(/\s+/g, " ")
    .match(/^.*?[.!?](?=\s|$)/)?.[0];
  const summary = capitalize(firstSentence ?? hero?.lead ?? c.title);
  const description = summary.length <= 155 ? summary : `${clip(summary, 154)}…`;
  return { ...stored, meta: { description }, sections };
}
