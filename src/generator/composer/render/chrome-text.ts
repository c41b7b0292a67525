/**
 * The page's own words around the owner's content: menu labels, the skip link, countdown units, the form
 * script's messages. English by default; a translated page stores their translations in `model.ui`
 * (keyed by the English text), so the whole page reads in one language.
 */
import type { PageModel } from "../../model.js";

/** Messages of the page script (engine/page-script.ts), by the key it reads them with. */
export const SCRIPT_MESSAGES = {
  net: "We could not send your message. Please check your connection and try again.",
  bad: "Your message was not sent. Please try again.",
  none: "This form is not connected to an inbox yet, so nothing was sent.",
  fix: "Please correct the highlighted fields.",
  required: "Please fill in this field.",
  email: "Please enter a valid email address.",
  sending: "Sending…",
  thanks: "Thank you! Your message was sent.",
} as const;

export const CHROME_NAV_LABELS = {
  about: "About",
  services: "Services",
  features: "Features",
  benefits: "Why us",
  products: "Products",
  projects: "Work",
  learn: "Topics",
  pricing: "Prices",
  "event-details": "Details",
  agenda: "Programme",
  speakers: "Speakers",
  host: "Host",
  gallery: "Gallery",
  faq: "FAQ",
  contact: "Contact",
} as const;

/** The rest of the chrome: skip link, landmark, countdown, buttons named after a section. */
export const CHROME_WORDS = [
  "Skip to content",
  "Main",
  "Time remaining",
  "Days",
  "Hours",
  "Minutes",
  "Seconds",
  "Register",
  "Sign up",
  "Subscribe",
  "Download",
] as const;

/** Every chrome text a page can show; a translation covers all of them. */
export const CHROME_TEXTS: string[] = [
  ...new Set([...Object.values(CHROME_NAV_LABELS), ...Object.values(SCRIPT_MESSAGES), ...CHROME_WORDS]),
];

/**
 * Words the renderers write besides the chrome above: a composer page in a language of ../locale carries
 * them in `model.ui` too (a page translated by AI keeps them in English, as before).
 */
export const RENDER_TEXTS = {
  order: "Order",
  choose: "Choose…",
  past: "This event has taken place.",
  logo: "{company} logo",
  started: "It has started.",
} as const;

/** The chrome text in the page's language. */
export function chrome(model: PageModel, english: string): string {
  return model.ui?.[english] ?? english;
}

/** The page script's messages in the page's language, when the page was translated (else the script's own). */
export function scriptMessages(model: PageModel): Record<string, string> | undefined {
  if (!model.ui) return undefined;
  const messages = Object.fromEntries(
    Object.entries(SCRIPT_MESSAGES).map(([key, text]) => [key, chrome(model, text)]),
  );
  // The countdown's last word, only when the page has it in its language (the script's own is English).
  const started = model.ui[RENDER_TEXTS.started];
  return started ? { ...messages, started } : messages;
}
