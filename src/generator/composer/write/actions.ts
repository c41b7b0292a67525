/**
 * The page's main call to action: what it asks the visitor to do, worded for the page type and the
 * business kind, and where the button leads (the section holding the form or the offer).
 */
import type { SectionKind } from "../../model.js";
import type { WriteContext } from "./context.js";

const EVENT_KINDS = new Set(["conference", "meetup", "workshop", "festival", "webinar", "kids-camp", "tour"]);

/** The label of the main button, in the page's language. */
export function primaryAction(c: WriteContext): string {
  return c.t(englishAction(c));
}

function englishAction(c: WriteContext): string {
  const pickOne = (options: readonly string[]) => c.choose("action", options);
  const own = c.profile.actions;
  switch (c.source.landingPageType) {
    case "event-registration":
      return EVENT_KINDS.has(c.brief.kind)
        ? own[0]
        : pickOne(["Register", "Book your place", "Save your seat"]);
    case "webinar":
      return pickOne(["Save my seat", "Register", "Join the webinar"]);
    case "product-launch":
      return pickOne(["Get notified", "Keep me posted", "Tell me when it's out"]);
    case "app-download":
      return pickOne(["Get the app", "Download the app"]);
    case "saas-signup":
      return pickOne(["Get started", "Sign up", "Request access"]);
    case "e-commerce":
      return pickOne(["See the products", "Browse the range", "Order now"]);
    case "newsletter":
      return pickOne(["Subscribe", "Sign me up", "Join the list"]);
    default:
      // The trade's own actions plus plain ones, so two businesses of a kind rarely share their button.
      return pickOne([...new Set([...own, "Contact us", "Send an enquiry", "Ask a question"])]);
  }
}

/** Where the main button leads: the page's main form or offer, in order of preference (else the hero's form). */
export function primaryTarget(order: SectionKind[]): string {
  const preferred: SectionKind[] = [
    "lead-form",
    "registration",
    "signup",
    "subscribe",
    "contact",
    "download",
    "products",
    "pricing",
  ];
  const found = preferred.find((k) => order.includes(k));
  return found ? `#${found}` : "#hero";
}

const SHORT_ACTIONS: Record<string, string> = {
  "#contact": "Contact",
  "#lead-form": "Contact",
  "#registration": "Register",
  "#signup": "Sign up",
  "#subscribe": "Subscribe",
  "#download": "Download",
  "#products": "Products",
  "#pricing": "Prices",
};

/**
 * A word naming where a secondary button leads (the header's, a price card's), so the hero's call to
 * action is not repeated all over the page.
 */
export function shortAction(target: string): string | undefined {
  return SHORT_ACTIONS[target];
}
