/** The words people use for sections ("reviews", "prices", "contact form") mapped to section kinds. */
import type { LandingPageType } from "../../core/page-options.js";
import type { PageModel, SectionKind } from "../model.js";

/** "The menu" is whichever section lists what is sold: a café's is often its services section. */
const MENU = /\b(menu|price list)\b/i;
const MENU_KINDS: SectionKind[] = ["pricing", "services", "products", "offers"];

/**
 * The kind a synonym names, made to fit the page: reviews on shops, the menu the page has, "the prices"
 * where a page without a pricing section gives its prices (a clinic's treatments).
 */
function fitted(
  re: RegExp,
  kind: SectionKind,
  type: LandingPageType,
  present: SectionKind[],
  priced: SectionKind[],
): SectionKind {
  if (kind === "testimonials" && (present.includes("reviews") || type === "e-commerce")) return "reviews";
  if (re === MENU && !present.includes(kind)) return MENU_KINDS.find((k) => present.includes(k)) ?? kind;
  if (kind === "pricing" && !present.includes(kind) && priced.length > 0) return priced[0];
  return kind;
}

/** The kinds of the page's sections that list prices, in page order. */
export function pricedKinds(model: PageModel): SectionKind[] {
  return model.sections
    .filter((s) => !s.placeholder && s.kind !== "hero" && s.items.some((item) => item.price))
    .map((s) => s.kind);
}

const SYNONYMS: [RegExp, SectionKind][] = [
  [/\b(testimonials?|reviews?|quotes|social proof|what (?:customers|clients) say)\b/i, "testimonials"],
  [/\b(pricing|prices?|plans?|price table|tiers?)\b/i, "pricing"],
  [MENU, "pricing"],
  [/\b(faqs?|f\.a\.q\.?|questions)\b/i, "faq"],
  [/\b(features?)\b/i, "features"],
  [/\b(stats|statistics|numbers|figures|metrics)\b/i, "stats"],
  [/\b(team|people|staff)\b/i, "team"],
  [/\b(gallery|photos|images|pictures)\b/i, "gallery"],
  [/\b(countdown|timer)\b/i, "countdown"],
  [/\b(contact(?: form| us| section)?)\b/i, "contact"],
  [/\b(subscribe|newsletter(?: form| signup)?)\b/i, "subscribe"],
  [/\b(registration(?: form)?|register form)\b/i, "registration"],
  [/\b(sign ?up(?: form)?|trial form)\b/i, "signup"],
  [/\b(logos?|clients? strip|trusted by)\b/i, "logos"],
  [/\b(how it works|steps|process)\b/i, "how-it-works"],
  [/\b(about(?: us)?)\b/i, "about"],
  // A studio's classes and a clinic's treatments are what it offers.
  [/\b(services|classes|treatments)\b/i, "services"],
  [/\b(benefits|advantages)\b/i, "benefits"],
  [/\b(agenda|schedule|programme|program)\b/i, "agenda"],
  [/\b(speakers?)\b/i, "speakers"],
  [/\b(products?|shop)\b/i, "products"],
  [/\b(projects?|portfolio|case stud(?:y|ies)|work)\b/i, "projects"],
  [/\b(skills|expertise)\b/i, "skills"],
  [/\b(shipping|delivery|returns)\b/i, "shipping"],
  [/\b(app badges?|store badges?|download)\b/i, "download"],
  [/\b(call to action|cta(?: banner| section)?|banner)\b/i, "cta"],
  [/\b(trust(?: badges| signals)?|guarantees?)\b/i, "trust"],
  [/\b(problem|solution)\b/i, "problem-solution"],
  [/\b(what you(?:'ll| will) learn|topics|curriculum)\b/i, "learn"],
  [/\b(host|presenter)\b/i, "host"],
  [/\b(sample issues?|past issues|archive)\b/i, "samples"],
  [/\b(ratings?)\b/i, "ratings"],
  [/\b(event details|date and place|venue)\b/i, "event-details"],
  [/\b(opening hours|hours|opening times)\b/i, "hours"],
  [/\b(offers?|deals?|promotions?)\b/i, "offers"],
  [/\b(what you get|deliverables|what's included)\b/i, "deliverables"],
  [/\b(hero|header section|top section)\b/i, "hero"],
];

/** The first section kind named in the text, with a type-fitting alias (reviews on shops). */
export function findSectionKind(
  text: string,
  type: LandingPageType,
  present: SectionKind[],
  priced: SectionKind[] = [],
): SectionKind | null {
  for (const [re, kind] of SYNONYMS) {
    if (re.test(text)) return fitted(re, kind, type, present, priced);
  }
  return null;
}

/** All section kinds named in the text, in the order they appear. */
export function findSectionKinds(
  text: string,
  type: LandingPageType,
  present: SectionKind[],
  priced: SectionKind[] = [],
): SectionKind[] {
  const found: { kind: SectionKind; at: number }[] = [];
  for (const [re, kind] of SYNONYMS) {
    const m = text.match(re);
    if (!m || m.index === undefined) continue;
    const k = fitted(re, kind, type, present, priced);
    if (!found.some((f) => f.kind === k)) found.push({ kind: k, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.kind);
}

export const SECTION_TITLES: Record<SectionKind, string> = {
  hero: "hero",
  services: "services",
  about: "about",
  stats: "stats",
  testimonials: "testimonials",
  contact: "contact form",
  "problem-solution": "problem and solution",
  features: "features",
  "how-it-works": "how it works",
  pricing: "pricing",
  faq: "FAQ",
  benefits: "benefits",
  deliverables: "what you get",
  trust: "trust signals",
  "lead-form": "lead form",
  "event-details": "event details",
  agenda: "agenda",
  speakers: "speakers",
  registration: "registration form",
  ratings: "ratings",
  download: "app download",
  logos: "logo strip",
  signup: "sign-up form",
  products: "products",
  shipping: "shipping and returns",
  reviews: "reviews",
  projects: "projects",
  skills: "skills",
  countdown: "countdown",
  learn: "what you will learn",
  host: "host",
  samples: "sample issues",
  subscribe: "subscribe form",
  team: "team",
  gallery: "gallery",
  cta: "call to action",
  hours: "opening hours",
  offers: "offers",
};

/**
 * The page's section a text names by the heading or the small label the page shows above it ("our bakes"
 * for "Our bakes", "the highlights"), when no section kind is named.
 */
export function sectionKindShown(text: string, model: PageModel): SectionKind | null {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\d&' ]+/gu, " ")} `;
  const found = model.sections.find(
    (s) =>
      s.kind !== "hero" &&
      [s.heading, s.eyebrow].some((shown) => {
        const words = shown
          ?.toLowerCase()
          .replace(/[^\p{L}\d&' ]+/gu, " ")
          .trim();
        return words && words.length >= 4 && lower.includes(` ${words} `);
      }),
  );
  return found?.kind ?? null;
}

/**
 * A section as the owner sees it on the page: its heading in quotes ("“What we do”"), or the name of its
 * kind when it shows none. Reports name sections this way, never by the kind the model files them under.
 */
export function shownName(section: { kind: SectionKind; heading?: string }): string {
  const heading = section.heading?.trim();
  return heading ? `“${heading}”` : SECTION_TITLES[section.kind];
}

/** "the “What we do” section", or "a new “Reviews” section" for one the request just added. */
export function sectionInReport(section: { kind: SectionKind; heading?: string }, created = false): string {
  return `${created ? "a new" : "the"} ${shownName(section)} section`;
}
