/**
 * Which sections each landing-page type must contain (the `data-section` names the composer renders).
 * Only what a page can always have truthfully: its offer and its call to action. Sections that need facts
 * (quotes, agendas, prices) appear when the description gives them, or as placeholders (composer/write/plan.ts).
 * The quality gates import this for their "sections the type requires" check, so keep it the single
 * source of truth: the composer lays out at least these, in a fitting order, plus optional extras.
 */
import type { LandingPageType } from "../../core/page-options.js";

export const REQUIRED_SECTIONS: Record<LandingPageType, string[]> = {
  "business-homepage": ["hero", "services", "contact"],
  "product-launch": ["hero", "features", "signup"],
  "lead-generation": ["hero", "benefits"],
  "facebook-ads": ["hero", "benefits", "lead-form"],
  "google-ads": ["hero", "benefits", "lead-form"],
  "event-registration": ["hero", "event-details", "registration"],
  "app-download": ["hero", "features", "download"],
  "saas-signup": ["hero", "features", "signup"],
  "e-commerce": ["hero", "products"],
  portfolio: ["hero", "projects", "contact"],
  webinar: ["hero", "learn", "registration"],
  newsletter: ["hero", "benefits", "subscribe"],
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

/** Types whose page is one event's (its hero chips and details say when it meets, its FAQ is an event's). */
export const EVENT_TYPES: readonly LandingPageType[] = ["event-registration", "webinar"];
