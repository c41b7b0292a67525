/**
 * Which sections a page of each type has, in order. A slot is filled only from the description; an
 * empty slot is left out, or shown as a placeholder when the type needs it (`required`, from
 * ../page-types.ts) or a visitor expects it (`expect`: customer quotes, an agenda, speakers).
 */
import type { LandingPageType } from "../../../core/page-options.js";
import type { SectionKind } from "../../model.js";

export interface Slot {
  kind: SectionKind;
  /** Show a placeholder to fill in when the description gives nothing for it. */
  expect?: boolean;
}

const s = (kind: SectionKind, expect = false): Slot => ({ kind, expect });

export const PAGE_PLANS: Record<LandingPageType, Slot[][]> = {
  "business-homepage": [
    [
      s("hero"),
      s("services"),
      s("agenda"),
      s("projects"),
      s("about"),
      s("offers"),
      s("pricing"),
      s("gallery"),
      s("team"),
      s("testimonials", true),
      s("faq"),
      s("contact"),
    ],
    [
      s("hero"),
      s("about"),
      s("services"),
      s("agenda"),
      s("projects"),
      s("pricing"),
      s("offers"),
      s("team"),
      s("gallery"),
      s("testimonials", true),
      s("faq"),
      s("contact"),
    ],
  ],
  "product-launch": [
    [
      s("hero"),
      s("countdown"),
      s("features"),
      s("about"),
      s("offers"),
      s("pricing"),
      s("gallery"),
      s("testimonials"),
      s("faq"),
      s("signup"),
    ],
    [
      s("hero"),
      s("about"),
      s("features"),
      s("countdown"),
      s("pricing"),
      s("offers"),
      s("gallery"),
      s("faq"),
      s("signup"),
    ],
  ],
  "lead-generation": [
    [
      s("hero"),
      s("benefits"),
      s("about"),
      s("offers"),
      s("pricing"),
      s("team"),
      s("testimonials", true),
      s("faq"),
      s("cta"),
    ],
    [
      s("hero"),
      s("about"),
      s("benefits"),
      s("pricing"),
      s("offers"),
      s("testimonials", true),
      s("faq"),
      s("cta"),
    ],
  ],
  "facebook-ads": [
    [s("hero"), s("benefits"), s("about"), s("offers"), s("pricing"), s("testimonials"), s("lead-form")],
  ],
  "google-ads": [
    [s("hero"), s("benefits"), s("about"), s("offers"), s("pricing"), s("testimonials"), s("lead-form")],
  ],
  "event-registration": [
    [
      s("hero"),
      s("countdown"),
      s("event-details"),
      s("about"),
      s("agenda", true),
      s("speakers", true),
      s("offers"),
      s("gallery"),
      s("faq"),
      s("registration"),
    ],
    [
      s("hero"),
      s("event-details"),
      s("about"),
      s("speakers", true),
      s("agenda", true),
      s("countdown"),
      s("offers"),
      s("faq"),
      s("registration"),
    ],
  ],
  "app-download": [
    [
      s("hero"),
      s("features"),
      s("about"),
      s("offers"),
      s("pricing"),
      s("gallery"),
      s("testimonials"),
      s("faq"),
      s("download"),
    ],
    [s("hero"), s("about"), s("features"), s("pricing"), s("testimonials"), s("faq"), s("download")],
  ],
  "saas-signup": [
    [
      s("hero"),
      s("features"),
      s("about"),
      s("pricing"),
      s("offers"),
      s("testimonials", true),
      s("faq"),
      s("signup"),
    ],
    [
      s("hero"),
      s("about"),
      s("features"),
      s("testimonials", true),
      s("pricing"),
      s("offers"),
      s("signup"),
      s("faq"),
    ],
  ],
  "e-commerce": [
    [
      s("hero"),
      s("products"),
      s("offers"),
      s("about"),
      s("pricing"),
      s("gallery"),
      s("reviews", true),
      s("faq"),
      s("contact"),
    ],
    [
      s("hero"),
      s("offers"),
      s("products"),
      s("about"),
      s("gallery"),
      s("reviews", true),
      s("faq"),
      s("contact"),
    ],
  ],
  portfolio: [
    [
      s("hero"),
      s("services"),
      s("projects"),
      s("about"),
      s("pricing"),
      s("testimonials", true),
      s("contact"),
    ],
    [
      s("hero"),
      s("about"),
      s("projects"),
      s("services"),
      s("testimonials", true),
      s("pricing"),
      s("contact"),
    ],
  ],
  webinar: [
    [
      s("hero"),
      s("countdown"),
      s("learn"),
      s("about"),
      s("host", true),
      s("agenda"),
      s("offers"),
      s("faq"),
      s("registration"),
    ],
    [
      s("hero"),
      s("learn"),
      s("host", true),
      s("countdown"),
      s("about"),
      s("agenda"),
      s("faq"),
      s("registration"),
    ],
  ],
  newsletter: [
    [
      s("hero"),
      s("benefits"),
      s("about"),
      s("offers"),
      s("pricing"),
      s("testimonials"),
      s("faq"),
      s("subscribe"),
    ],
    [s("hero"), s("about"), s("benefits"), s("testimonials"), s("offers"), s("subscribe")],
  ],
};

/**
 * The plan with each form the owner asked for ("with a signup form for our newsletter"): a plan without
 * it gets it before its closing contact or form section, or last.
 */
export function withFormsAsked(plan: Slot[], asked: readonly SectionKind[]): Slot[] {
  let out = plan;
  for (const kind of asked) {
    if (out.some((slot) => slot.kind === kind)) continue;
    const closing = out.findIndex((slot) =>
      ["contact", "registration", "signup", "lead-form"].includes(slot.kind),
    );
    const at = closing < 0 ? out.length : closing;
    out = [...out.slice(0, at), s(kind), ...out.slice(at)];
  }
  return out;
}

/**
 * The plan with a row of the clients the owner named ("Clients include Aesop, Monocle and Kinfolk"): right
 * after the work when the plan shows work, else before the testimonials or the closing form.
 */
export function withClients(plan: Slot[], clients: readonly string[] = []): Slot[] {
  if (clients.length === 0 || plan.some((slot) => slot.kind === "logos")) return plan;
  const work = plan.findIndex((slot) => slot.kind === "projects");
  const later = plan.findIndex((slot) =>
    [
      "testimonials",
      "reviews",
      "faq",
      "contact",
      "registration",
      "signup",
      "lead-form",
      "subscribe",
    ].includes(slot.kind),
  );
  const at = work >= 0 ? work + 1 : later >= 0 ? later : plan.length;
  return [...plan.slice(0, at), s("logos"), ...plan.slice(at)];
}

/**
 * The plan with a testimonials section when the owner quoted a customer and the plan has none (an event,
 * a webinar, a launch): before the questions or the closing form, so every page type shows the quote.
 */
export function withTestimonials(plan: Slot[], quotes: readonly unknown[]): Slot[] {
  if (quotes.length === 0 || plan.some((slot) => slot.kind === "testimonials" || slot.kind === "reviews"))
    return plan;
  const later = plan.findIndex((slot) =>
    ["faq", "contact", "registration", "signup", "lead-form", "subscribe", "download"].includes(slot.kind),
  );
  const at = later >= 0 ? later : plan.length;
  return [...plan.slice(0, at), s("testimonials"), ...plan.slice(at)];
}
