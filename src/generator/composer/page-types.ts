/**
 * Which sections each landing-page type must contain (the `data-section` names the composer renders).
 * The quality gates import this for their "sections the type requires" check, so keep it the single
 * source of truth: the composer lays out at least these, in a fitting order, plus optional extras.
 */
import type { LandingPageType } from "../../core/page-options.js";

export const REQUIRED_SECTIONS: Record<LandingPageType, string[]> = {
  "business-homepage": ["hero", "services", "about", "stats", "testimonials", "contact"],
  "product-launch": ["hero", "problem-solution", "features", "how-it-works", "pricing", "faq"],
  "lead-generation": ["hero", "benefits", "testimonials", "deliverables", "faq"],
  "facebook-ads": ["hero", "benefits", "trust", "lead-form"],
  "google-ads": ["hero", "benefits", "trust", "lead-form"],
  "event-registration": ["hero", "event-details", "agenda", "speakers", "registration", "faq"],
  "app-download": ["hero", "features", "ratings", "download"],
  "saas-signup": ["hero", "logos", "features", "pricing", "signup", "faq"],
  "e-commerce": ["hero", "products", "shipping", "reviews"],
  portfolio: ["hero", "projects", "skills", "testimonials", "contact"],
  webinar: ["hero", "countdown", "learn", "host", "registration"],
  newsletter: ["hero", "benefits", "samples", "subscribe"],
};

/** Ad landing pages keep one focused call to action: no navigation menu at all. */
export const TYPES_WITHOUT_NAVIGATION: readonly LandingPageType[] = ["facebook-ads", "google-ads"];

/** Types whose hero holds the form itself (visible above the fold). */
export const TYPES_WITH_FORM_IN_HERO: readonly LandingPageType[] = ["lead-generation", "newsletter"];

/** Types that show a live countdown (element with `data-countdown`, ticking each second). */
export const TYPES_WITH_COUNTDOWN: readonly LandingPageType[] = [
  "webinar",
  "product-launch",
  "event-registration",
];
